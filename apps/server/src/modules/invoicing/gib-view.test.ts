// The GİB view: the XSLT embedded in every UBL-TR invoice, run with xsltproc (Debian's `xsltproc`, as GİB's portal
// and the receiver's software would run it), gives the same page text as the server-side rendering of
// GET /api/invoices/:id/gib-view, for every Turkish case.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../mail/html-scan.js';
import { GIB_VIEW_XSLT } from './gib-view-xslt.js';
import { renderGibView } from './gib-view.js';
import { renderUblTr } from './ubltr.js';
import { sampleTurkishDocument } from './ubltr-samples.js';

const hasXsltproc = spawnSync('xsltproc', ['--version']).status === 0;

// pageText is the visible text of one of our own pages, read with the HTML scanner (style sheet and title dropped,
// entities decoded, a space at every tag, spaces collapsed)
function pageText(html: string): string {
  const out: string[] = [];
  let inTitle = false;
  scanHtml(html, {
    openTag(name) {
      if (name === 'title') inTitle = true;
      out.push(' ');
    },
    closeTag(name) {
      if (name === 'title') inTitle = false;
      out.push(' ');
    },
    text(text, rawIn) {
      if (!rawIn && !inTitle) out.push(text);
    },
  });
  return out.join('').replace(/\s+/g, ' ').trim();
}

const CASES = {
  b2b: sampleTurkishDocument(),
  tevkifat: sampleTurkishDocument({
    lines: [
      { description: 'Bina temizlik hizmeti', quantity: 1, unitPriceE4: 10_000_0000, taxRate: 20, withholding: { code: '613', percent: 90 } },
      { description: 'Sarf malzemesi', quantity: 2.5, unitPriceE4: 250_1234, taxRate: 20, discountPercent: 10 },
    ],
  }),
  istisna: sampleTurkishDocument({
    lines: [{ description: 'Uluslararası taşımacılık', quantity: 1, unitPriceE4: 8_000_0000, taxRate: 0 }],
    turkey: { invoiceType: 'ISTISNA' },
    exemption: { code: '311', reason: '14/1 Uluslararası taşımacılık' },
  }),
  iade: sampleTurkishDocument({ kind: 'credit_note' }),
  earsiv: sampleTurkishDocument({ buyer: { name: 'Ayşe Yılmaz', taxNumber: null, email: null }, turkey: { profile: 'EARSIVFATURA' } }),
  otvStopajCharge: sampleTurkishDocument({
    lines: [{ description: 'Motorin', quantity: 1500.5, unitPriceE4: 28_4530, taxRate: 20, unitCode: 'LTR', excise: { code: '0071', percent: 25 } }],
    stopajPercent: 20,
    charges: [{ reason: 'Nakliye', reasonCode: 'FC', amountMinor: 150_00, taxCategory: 'S', taxRate: 20 }],
  }),
  foreign: sampleTurkishDocument({ currency: 'EUR', exchangeRate: 37.5, prepaidMinor: 50_00, buyer: { name: 'A & B <GmbH>', legalName: null } }),
};

describe('GİB view', () => {
  it.skipIf(!hasXsltproc)('the embedded XSLT (xsltproc) and the server-side page show the same text for every case', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gibview-'));
    try {
      const xslt = path.join(dir, 'view.xslt');
      fs.writeFileSync(xslt, GIB_VIEW_XSLT);
      for (const [name, doc] of Object.entries(CASES)) {
        const xml = path.join(dir, `${name}.xml`);
        fs.writeFileSync(xml, renderUblTr(doc));
        const res = spawnSync('xsltproc', [xslt, xml], { encoding: 'utf8' });
        expect(res.stderr, name).toBe('');
        expect(res.status, name).toBe(0);
        expect(pageText(renderGibView(doc)), name).toBe(pageText(res.stdout));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the parties, the GİB ID, the taxes and the amount due in Turkish format', () => {
    const text = pageText(renderGibView(CASES.tevkifat));
    expect(text).toContain('Anadolu Yazılım ve Danışmanlık A.Ş.');
    expect(text).toContain('Fatura No INV2026000000042');
    expect(text).toContain('Fatura Tipi TEVKIFAT');
    expect(text).toContain('KDV Tevkifatı 613 (%90): 1.800,00 TRY');
    expect(text).toContain('Ödenecek Tutar 10.875,34 TRY');
    const earsiv = pageText(renderGibView(CASES.earsiv));
    expect(earsiv).toContain('e-ARŞİV FATURA');
    expect(earsiv).toContain('TCKN: 11111111111');
    expect(earsiv).toContain('Gönderim Şekli KAGIT');
  });

  it('escapes names (a self-contained page)', () => {
    const html = renderGibView(CASES.foreign);
    expect(html).toContain('A &amp; B &lt;GmbH&gt;');
    expect(html).not.toContain('<script');
  });
});
