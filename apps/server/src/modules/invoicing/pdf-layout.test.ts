// The PDF designs print every field of the document and keep it inside the page: the extracted text (pdftotext) of
// every design equals the source strings (long names, long words, 5,000-character notes, a 500-line invoice over
// pages with the table header repeated and the running sum carried forward and brought forward), no word is drawn
// outside the margins or over another (pdftotext -bbox), and the bytes of a document do not depend on what was
// rendered before it.
import crypto from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { formatMinor, INVOICE_DESIGNS, type InvoiceDesign, type Language } from '@ulak/shared';
import type { InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';
import { LABELS, printedInvoice } from './labels.js';
import { renderHtml } from './html.js';
import { renderPdf } from './pdf.js';
import type { CompanySettingsView } from './settings.service.js';
import { sampleDocument } from './templates.js';
import { parseXml, type XmlNode } from './test-support.js';
import { esc } from './xml.js';

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).status === 0;

// pdftotext runs poppler's pdftotext with the given mode (-raw: content order, -layout, -bbox) and returns its output.
function pdftotext(pdf: Buffer, mode: '-raw' | '-layout' | '-bbox'): string {
  const file = path.join(os.tmpdir(), `ulak-pdf-layout-${process.pid}-${crypto.randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', [mode, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const squash = (s: string) => s.replace(/\s+/g, '');
// expectPrinted checks that each source string is in the text: word for word, or (for strings with a word longer than a
// line, which the layout breaks by letters) letter for letter. The page footers (footer text, contact line, page
// number), which a text running over pages has in between in content order, are taken out first.
function expectPrinted(text: string, strings: string[], what: string, footers: string[] = []) {
  let words = flat(text);
  for (const f of footers.map(flat)) {
    expect(words.includes(f), `${what}: footer ${f.slice(0, 60)}`).toBe(true);
    words = words.split(f).join(' ');
  }
  words = flat(words.replace(/(Sayfa|Page) \d+\/\d+/g, ' '));
  const letters = squash(words);
  const missing = strings.filter((s) => (s.split(/\s+/).some((w) => w.length > 30) ? !letters.includes(squash(s)) : !words.includes(flat(s))));
  expect(
    missing.map((s) => s.slice(0, 80)),
    what,
  ).toEqual([]);
}
// footersOf are the texts repeated at the foot of every page.
const footersOf = (doc: InvoiceDocument) => [doc.footer ?? '', printedInvoice(doc).contact].filter(Boolean);

const COMPANY = {
  invoicePrefix: 'INV',
  primaryColor: '#1D4ED8',
  secondaryColor: '#0F172A',
  accentColor: '#F59E0B',
  logoUrl: '',
  tagline: 'Yazılım, danışmanlık ve eğitim hizmetleri',
  website: 'https://anadolu.example',
  paymentTerms: 'Fatura tarihinden itibaren 30 gün içinde ödenir.',
  invoiceFooter: 'Teşekkür ederiz — Anadolu Yazılım',
} as unknown as CompanySettingsView;

const party = (p: Partial<PartySnapshot> & { name: string }): PartySnapshot => ({
  legalName: null,
  taxNumber: null,
  taxOffice: null,
  registrationNumber: null,
  mersisNumber: null,
  email: null,
  phone: null,
  address: null,
  district: null,
  city: null,
  postalCode: null,
  countryCode: 'TR',
  contactPerson: null,
  website: null,
  bankName: null,
  bankBranch: null,
  iban: null,
  ...p,
});

const LONG_WORD = `REF-${'0123456789ABCDEFGHIJ'.repeat(5)}`; // 104 characters, no space: wider than any box
const LONG_NAME =
  'Uluslararası Çok Uzun İsimli Lojistik Taşımacılık Depolama Gümrük Müşavirliği Dış Ticaret Sanayi ve Ticaret Anonim Şirketi İstanbul Avrupa Yakası Bölge Müdürlüğü';
const words = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => `${seed}${i} ${['ödeme', 'şartları', 'geçerlidir', 've', 'günlük', 'İstanbul', 'çalışma'][i % 7]}`).join(' ');

const money = (minor: number, lang: Language) => formatMinor(minor, 'TRY', lang);

/** The figures of the full document (see fullDocument). */
const F = { net: [100_000, 50_000, -5_000], excise: 25_000, charge: 2_000, taxable: 172_000, tax: 34_400, total: 206_400 };
const W = { withholding: 7_000, stopaj: 17_200, prepaid: 10_000 };

// fullDocument is an invoice with every field of the model filled, long texts in every box, in a design and language.
function fullDocument(
  lang: Language,
  design: InvoiceDesign,
  opts: { typeCode?: InvoiceDocument['typeCode']; means?: 'transfer' | 'card' | 'debit'; lines?: number } = {},
): InvoiceDocument {
  const seller = party({
    name: 'Anadolu Yazılım A.Ş.',
    legalName: `Anadolu Yazılım ve Danışmanlık ${LONG_NAME}`,
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    mersisNumber: '0123456789012345',
    email: 'fatura@anadolu.example',
    phone: '+90 216 000 00 00',
    address: `Moda Caddesi No: 12 Kat: 3 Daire: 7\n${LONG_WORD}`,
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
    bankName: 'Ziraat Bankası',
    bankBranch: 'Kadıköy Şubesi',
    iban: 'TR330006100519786457841326',
  });
  const buyer = party({
    name: LONG_NAME,
    taxNumber: '1000000000',
    taxOffice: 'Beşiktaş',
    email: 'muhasebe@bogazici.example',
    address: words(40, 'Sokak'),
    city: 'İstanbul',
    postalCode: '34353',
    contactPerson: 'Çağrı Öztürk',
  });
  const base = sampleDocument(COMPANY, seller, design, lang);
  const line = base.lines[0];
  const n = opts.lines ?? 3;
  const lines: InvoiceDocument['lines'] =
    n === 3
      ? [
          {
            ...line,
            position: 1,
            description: `Yazılım geliştirme hizmeti ${words(60, 'modül')}`,
            quantity: 10,
            unitPriceMinor: 10_000,
            unitPriceE4: 1_000_000,
            discountMinor: 0,
            discountValue: 0,
            grossMinor: F.net[0],
            netMinor: F.net[0],
            sellerItemId: 'SKU-4711',
            standardItemId: { id: '4006381333931', scheme: '0160' },
            classifications: [{ code: '72212000', listId: 'STI' }],
            excise: { code: '0071', percent: 25, amountMinor: F.excise },
          },
          {
            ...line,
            position: 2,
            description: 'Temizlik hizmeti',
            quantity: 5,
            unitPriceMinor: 10_000,
            unitPriceE4: 1_000_000,
            discountMinor: 0,
            discountValue: 0,
            grossMinor: F.net[1],
            netMinor: F.net[1],
            withholding: { code: '603', percent: 70, amountMinor: W.withholding },
          },
          {
            ...line,
            position: 3,
            description: 'İade edilen depozito',
            quantity: -1,
            unitPriceMinor: 5_000,
            unitPriceE4: 500_000,
            discountMinor: 0,
            discountValue: 0,
            grossMinor: F.net[2],
            netMinor: F.net[2],
          },
        ]
      : Array.from({ length: n }, (_, i) => ({
          ...line,
          position: i + 1,
          // every seventh line is long enough to wrap
          description: i % 7 === 3 ? `Kalem ${i + 1} ${words(12, 'parça')}` : `Kalem ${i + 1}: yedek parça`,
          quantity: 1,
          unitPriceMinor: 1_000 + i * 37,
          unitPriceE4: (1_000 + i * 37) * 100,
          discountMinor: 0,
          discountValue: 0,
          grossMinor: 1_000 + i * 37,
          netMinor: 1_000 + i * 37,
        }));
  const means: InvoiceDocument['paymentMeans'] =
    opts.means === 'card'
      ? { code: '48', cardLast4: '4242', cardHolder: 'Çağrı Öztürk' }
      : opts.means === 'debit'
        ? { code: '59', mandateId: 'MANDATE-2026-0042', creditorId: 'DE98ZZZ09999999999', debitedAccount: 'DE89370400440532013000' }
        : { code: '58', iban: seller.iban, bic: 'TCZBTR2AXXX', accountName: seller.legalName };
  const doc: InvoiceDocument = {
    ...base,
    number: 'INV-2026-042',
    status: 'sent',
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    seller,
    buyer,
    lines,
    typeCode: opts.typeCode ?? '380',
    reference: 'PO-7781',
    buyerReference: '04011000-12345-34',
    contractReference: 'SÖZ-2026/17',
    projectReference: 'PRJ-ATLAS',
    deliveryDate: '2026-11-18',
    invoicingPeriod: { start: '2026-10-01', end: '2026-10-31' },
    original: opts.typeCode === '384' ? { number: 'INV-2026-007', issueDate: '2026-10-05' } : null,
    charges: [{ reason: 'Nakliye', reasonCode: 'FC', amountMinor: F.charge, taxCategory: 'S', taxRate: 20 }],
    chargeMinor: F.charge,
    breakdown: [{ category: 'S', rate: '20', netMinor: F.taxable, allowanceMinor: 0, allowancePercent: null, taxableMinor: F.taxable, taxMinor: F.tax }],
    discount: { type: 'percent', value: 0 },
    subtotalMinor: F.net[0] + F.net[1] + F.net[2] + F.excise,
    allowanceMinor: 0,
    taxExclusiveMinor: F.taxable,
    taxMinor: F.tax,
    totalMinor: F.total,
    exciseMinor: F.excise,
    prepaidMinor: W.prepaid,
    withholdingMinor: W.withholding,
    stopaj: { percent: 10, amountMinor: W.stopaj },
    payableMinor: F.total - W.prepaid - W.withholding - W.stopaj,
    paymentMeans: means,
    attachments: [{ id: 'A1', filename: 'teslim-tutanagi.pdf', mime: 'application/pdf', description: 'Teslim tutanağı (imzalı)', data: Buffer.from('%PDF') }],
    turkey: { profile: 'TICARIFATURA', invoiceType: 'TEVKIFAT', uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', exemptionCode: null, exemptionReason: null },
    notes: words(700, 'not'),
    terms: `Şartlar: ${words(30, 'madde')} ${LONG_WORD}`,
    footer: `${COMPANY.invoiceFooter} ${words(20, 'alt')}`,
    issuedAt: new Date('2026-11-20T09:00:00Z'),
  };
  if (n !== 3) {
    const sum = lines.reduce((s, l) => s + l.netMinor, 0);
    const tax = Math.round(sum * 0.2);
    Object.assign(doc, {
      charges: [],
      chargeMinor: 0,
      exciseMinor: 0,
      withholdingMinor: 0,
      stopaj: null,
      prepaidMinor: 0,
      breakdown: [{ category: 'S', rate: '20', netMinor: sum, allowanceMinor: 0, allowancePercent: null, taxableMinor: sum, taxMinor: tax }],
      subtotalMinor: sum,
      taxExclusiveMinor: sum,
      taxMinor: tax,
      totalMinor: sum + tax,
      payableMinor: sum + tax,
    });
  }
  return doc;
}

// sourceStrings are the texts of the document the PDF must print, taken from the model (not from the layout).
function sourceStrings(doc: InvoiceDocument): string[] {
  const lang = doc.language;
  const L = LABELS[lang];
  const m = (minor: number) => money(minor, lang);
  const s = doc.seller;
  const b = doc.buyer;
  const out = [
    doc.number!,
    s.legalName!,
    b.name,
    ...(s.address ?? '').split('\n'),
    b.address!,
    b.contactPerson!,
    s.email!,
    ...doc.lines.map((l) => l.description),
    ...doc.lines.map((l) => m(l.netMinor)),
    doc.reference!,
    doc.buyerReference!,
    doc.contractReference!,
    doc.projectReference!,
    '18.11.2026',
    '01.10.2026 – 31.10.2026',
    doc.turkey!.profile,
    doc.turkey!.invoiceType,
    doc.turkey!.uuid,
    doc.notes!,
    doc.terms!,
    m(doc.totalMinor),
    m(doc.payableMinor),
    m(doc.taxMinor),
  ];
  if (doc.lines.length === 3)
    out.push(
      'SKU-4711',
      'GTIN: 4006381333931',
      'STI 72212000',
      `${L.excise} 0071`,
      m(F.excise),
      m(F.net[0] + F.excise),
      `${L.withholding} 603`,
      m(W.withholding),
      m(W.stopaj),
      m(W.prepaid),
      m(W.prepaid + W.withholding + W.stopaj),
      'Nakliye',
      m(F.charge),
      m(F.taxable),
      L.payable,
      'teslim-tutanagi.pdf – Teslim tutanağı (imzalı)',
    );
  const pm = doc.paymentMeans;
  if (pm?.code === '58') out.push('TR33 0006 1005 1978 6457 8413 26', 'TCZBTR2AXXX');
  if (pm?.code === '48') out.push('•••• 4242', 'Çağrı Öztürk');
  if (pm?.code === '59') out.push('MANDATE-2026-0042', 'DE98ZZZ09999999999', 'DE89370400440532013000');
  if (doc.original) out.push(`${doc.original.number} (05.10.2026)`);
  return out;
}

type Word = { page: number; text: string; x0: number; y0: number; x1: number; y1: number };
// wordsOf reads every word's box (points, y downwards) from pdftotext -bbox.
function wordsOf(pdf: Buffer): { words: Word[]; pages: number } {
  const html = parseXml(pdftotext(pdf, '-bbox'));
  const out: Word[] = [];
  let pages = 0;
  const walk = (n: XmlNode) => {
    if (n.name === 'page') pages += 1;
    if (n.name === 'word')
      out.push({ page: pages, text: n.text, x0: Number(n.attrs.xMin), y0: Number(n.attrs.yMin), x1: Number(n.attrs.xMax), y1: Number(n.attrs.yMax) });
    n.children.forEach(walk);
  };
  walk(html);
  return { words: out, pages };
}

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
// expectInside checks that every word lies within the page margins and no two words of a page overlap.
function expectInside(pdf: Buffer, what: string) {
  const { words } = wordsOf(pdf);
  expect(words.length, what).toBeGreaterThan(50);
  const eps = 0.25;
  for (const w of words) {
    const where = `${what}: "${w.text}" on page ${w.page} at ${w.x0.toFixed(1)},${w.y0.toFixed(1)}–${w.x1.toFixed(1)},${w.y1.toFixed(1)}`;
    expect(w.x0 >= MARGIN - eps && w.x1 <= PAGE.width - MARGIN + eps && w.y0 >= MARGIN - eps && w.y1 <= PAGE.height - MARGIN + eps, where).toBe(true);
  }
  const byPage = new Map<number, Word[]>();
  for (const w of words) byPage.set(w.page, [...(byPage.get(w.page) ?? []), w]);
  for (const list of byPage.values()) {
    list.sort((a, b) => a.y0 - b.y0);
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length && list[j].y0 < list[i].y1 - eps; j++) {
        const a = list[i];
        const b = list[j];
        const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > eps && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > eps;
        expect(overlap, `${what}: "${a.text}" and "${b.text}" overlap on page ${a.page}`).toBe(false);
      }
  }
}

// amountsIn reads the amounts of a money string list in a language ("1.234,56 ₺" / "₺1,234.56") as minor units.
function amountOf(s: string, lang: Language): number {
  const digits = lang === 'tr' ? s.replace(/[^\d,-]/g, '').replace(',', '.') : s.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}
const MONEY: Record<Language, RegExp> = { tr: /-?[\d.]+,\d{2} ₺/g, en: /-?₺[\d,]+\.\d{2}/g };

describe.skipIf(!HAS_PDFTOTEXT)('PDF layout', () => {
  for (const design of INVOICE_DESIGNS)
    for (const lang of ['tr', 'en'] as const) {
      it(`${design} (${lang}) prints every field of the document, long texts wrapped inside the page`, async () => {
        const means = design === 'corporate' ? 'card' : design === 'minimal' ? 'debit' : 'transfer';
        const typeCode = design === 'colorful' ? '384' : design === 'minimal' ? '386' : '380';
        const doc = { ...fullDocument(lang, design, { means, typeCode }), language: lang };
        const pdf = await renderPdf(doc);
        const raw = pdftotext(pdf, '-raw');
        expectPrinted(raw, sourceStrings(doc), `${design} ${lang}`, footersOf(doc));
        const L = LABELS[lang];
        const title = { '380': L.invoice, '384': L.correctedInvoice, '386': L.prepaymentInvoice }[typeCode];
        expect(raw).toContain(title);
        expectInside(pdf, `${design} ${lang}`);
      }, 60_000);
    }

  it('a self-billed invoice (389) names the parties as seller and buyer (issuer) and says who issued it', async () => {
    const doc = fullDocument('en', 'standard', { typeCode: '389' });
    const text = flat(pdftotext(await renderPdf(doc), '-raw'));
    for (const s of [LABELS.en.selfBilledInvoice, LABELS.en.selfBilledNote, LABELS.en.sellerParty.toUpperCase(), LABELS.en.buyerIssuer.toUpperCase()])
      expect(text).toContain(flat(s));
  }, 60_000);

  for (const design of INVOICE_DESIGNS)
    it(`${design}: a 500-line invoice flows over pages with the header repeated and carried totals that add up`, async () => {
      const lang: Language = design === 'minimal' ? 'en' : 'tr';
      const doc = { ...fullDocument(lang, design, { lines: 500 }), language: lang };
      const pdf = await renderPdf(doc);
      const L = LABELS[lang];
      const pages = pdftotext(pdf, '-layout')
        .split('\f')
        .filter((p) => p.trim());
      expect(pages.length).toBeGreaterThan(10);
      expectPrinted(pdftotext(pdf, '-raw'), sourceStrings(doc), `${design} 500 lines`, footersOf(doc));
      let brought = 0;
      let seen = 0;
      pages.forEach((page, k) => {
        const lines = page.split('\n');
        const header = lines.findIndex((l) => l.includes(L.description) && l.includes(L.amount));
        if (header < 0) return; // the totals or notes may go on a page of their own
        const carriedAt = lines.findIndex((l) => l.includes(L.carriedForward));
        const broughtAt = lines.findIndex((l) => l.includes(L.broughtForward));
        const amount = (i: number) => amountOf(lines[i].match(MONEY[lang])!.at(-1)!, lang);
        if (k > 0) {
          expect(broughtAt, `page ${k + 1} brings the sum forward`).toBeGreaterThan(header);
          expect(amount(broughtAt), `page ${k + 1} brought forward`).toBe(brought);
        } else expect(broughtAt).toBe(-1);
        // the rows of this page: a position number first, the line amount last
        const end = carriedAt >= 0 ? carriedAt : lines.findIndex((l, i) => i > header && l.includes(L.subtotal));
        let sum = brought;
        for (const l of lines.slice(header + 1, end)) {
          const row = /^\s*(\d+)\s+\S/.exec(l);
          const amounts = l.match(MONEY[lang]);
          if (!row || !amounts) continue;
          const position = Number(row[1]);
          expect(position, `page ${k + 1}`).toBe(seen + 1);
          seen = position;
          const value = amountOf(amounts.at(-1)!, lang);
          expect(value).toBe(doc.lines[position - 1].netMinor);
          sum += value;
        }
        if (carriedAt >= 0) {
          expect(amount(carriedAt), `page ${k + 1} carried forward`).toBe(sum);
          brought = sum;
        } else brought = sum;
      });
      expect(seen).toBe(500);
      expect(brought).toBe(doc.subtotalMinor);
      expectInside(pdf, `${design} 500 lines`);
    }, 120_000);

  it('the bytes and text of a document do not depend on what was rendered before it', async () => {
    const docs = [
      fullDocument('tr', 'standard'),
      { ...fullDocument('en', 'corporate', { means: 'card' }), language: 'en' as const },
      sampleDocument(COMPANY, party({ name: 'Bäckerei Größe GmbH', countryCode: 'DE', city: 'Berlin' }), 'minimal', 'en'),
      fullDocument('tr', 'colorful', { lines: 40 }),
    ];
    const render = async () => {
      vi.resetModules();
      const mod = await import('./pdf.js');
      return (doc: InvoiceDocument) => mod.renderPdf(doc);
    };
    const alone: Buffer[] = [];
    for (const d of docs) alone.push(await (await render())(d)); // each in a process state that rendered nothing yet
    const shared = await render();
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ])
      for (const i of order) expect((await shared(docs[i])).equals(alone[i]), `document ${i} in order ${order.join(',')}`).toBe(true);
    for (const [i, pdf] of alone.entries()) expect(squash(pdftotext(pdf, '-raw')), `document ${i}`).toContain(squash(docs[i].buyer.name));
  }, 120_000);
});

describe('HTML page', () => {
  it('prints what the PDF prints: every field, every total row', () => {
    for (const lang of ['tr', 'en'] as const) {
      const doc = { ...fullDocument(lang, 'corporate', { typeCode: '384', means: 'debit' }), language: lang };
      const html = renderHtml(doc, '/pdf');
      const p = printedInvoice(doc);
      const has = (s: string) => html.includes(esc(s).replace(/\r?\n/g, '<br>'));
      const missing = [...sourceStrings(doc), doc.footer!, ...p.sums.flatMap((r) => [r.label, r.value]), ...p.info.flat(), p.title].filter((s) => !has(s));
      expect(
        missing.map((s) => s.slice(0, 80)),
        lang,
      ).toEqual([]);
    }
  });
});

describe.skipIf(!HAS_PDFTOTEXT)('PDF edge cases', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  it('amounts near the limit, a foreign currency, a logo and a credit note stay inside their cells and the page', async () => {
    for (const design of INVOICE_DESIGNS) {
      const base = fullDocument('en', design, { lines: 4 });
      const big = 99_999_999_999_99;
      const doc: InvoiceDocument = {
        ...base,
        language: 'en',
        kind: 'credit_note',
        typeCode: '381',
        currency: 'EUR',
        exchangeRate: 36.1234,
        original: { number: 'INV-2026-001', issueDate: '2026-01-02' },
        creditReason: 'Returned goods',
        brand: { ...base.brand, logo: { data: PNG, mime: 'image/png' } },
        lines: base.lines.map((l, i) => ({ ...l, quantity: 999_999_999.999, unitPriceE4: 99_999_999_999_9999 - i, netMinor: big - i })),
        totalMinor: big,
        payableMinor: big,
      };
      const pdf = await renderPdf(doc);
      const text = flat(pdftotext(pdf, '-raw'));
      for (const s of [LABELS.en.creditNote, 'Returned goods', 'INV-2026-001', formatMinor(big, 'EUR', 'en')]) expect(text, `${design}: ${s}`).toContain(s);
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      expectInside(pdf, `${design} large amounts`);
    }
  }, 60_000);

  it('drafts and cancelled invoices carry their watermark over the printed text', async () => {
    for (const status of ['draft', 'cancelled'] as const) {
      const doc = { ...fullDocument('tr', 'standard'), status, number: status === 'draft' ? null : 'INV-2026-042' };
      const text = flat(pdftotext(await renderPdf(doc), '-raw'));
      expect(text).toContain(status === 'draft' ? LABELS.tr.draft : LABELS.tr.cancelled);
      expect(text).toContain(doc.buyer.name);
    }
  }, 60_000);
});

describe.skipIf(!HAS_PDFTOTEXT)('PDF totals by code', () => {
  it('several ÖTV and withholding codes and charges: a row for each code with its sum, and their totals', async () => {
    const base = fullDocument('tr', 'standard');
    const doc: InvoiceDocument = {
      ...base,
      lines: [
        base.lines[0],
        { ...base.lines[1], excise: { code: '0073', percent: 10, amountMinor: 5_000 } },
        { ...base.lines[2], quantity: 1, netMinor: 5_000, grossMinor: 5_000, withholding: { code: '650', percent: 50, amountMinor: 500 } },
      ],
      exciseMinor: 30_000,
      withholdingMinor: 7_500,
      charges: [
        { reason: 'Nakliye', reasonCode: 'FC', amountMinor: 2_000, taxCategory: 'S', taxRate: 20 },
        { reason: 'Ambalaj', reasonCode: 'ABL', amountMinor: 1_500, taxCategory: 'S', taxRate: 20 },
      ],
      chargeMinor: 3_500,
    };
    const text = flat(pdftotext(await renderPdf(doc), '-raw'));
    const m = (minor: number) => money(minor, 'tr');
    for (const s of [
      `ÖTV 0071 (%25) ${m(25_000)}`,
      `ÖTV 0073 (%10) ${m(5_000)}`,
      `ÖTV ${m(30_000)}`,
      `KDV Tevkifatı 603 (%70) ${m(7_000)}`,
      `KDV Tevkifatı 650 (%50) ${m(500)}`,
      `KDV Tevkifatı ${m(7_500)}`,
      `Ambalaj (KDV %20) ${m(1_500)}`,
      `Ek Ücretler Toplamı ${m(3_500)}`,
    ])
      expect(text).toContain(s);
  }, 60_000);
});
