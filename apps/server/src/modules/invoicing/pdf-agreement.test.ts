// The PDF of an invoice issued through the API states every amount its EN 16931 UBL states, the UBL-TR's tax
// subtotals, withheld KDV and totals, and no amount neither knows: ÖTV on a line, KDV tevkifatı, stopaj, two document
// charges, a line discount and a prepayment. (The carried totals of a multi-page PDF are the only amounts of their own;
// this invoice has one page.)
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { all, cents, createInvoice, parseXml, pdfText, setUpSeller, type XmlNode } from './test-support.js';

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).status === 0;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

// amountsOf lists every amount element (currencyID) of an XML document in minor units; unit prices (up to four
// decimals) are compared on their own.
function amountsOf(xml: string): Set<number> {
  const out = new Set<number>();
  const walk = (n: XmlNode) => {
    if (n.attrs.currencyID && n.name !== 'cbc:PriceAmount') out.add(Math.round(Number(n.text) * 100));
    n.children.forEach(walk);
  };
  walk(parseXml(xml));
  return out;
}
const flat = (s: string) => s.replace(/\s+/g, ' ');
const moneyIn = (text: string) => [...text.matchAll(/(-?[\d.]+,\d{2}) ₺/g)].map((m) => Math.round(Number(m[1].replace(/\./g, '').replace(',', '.')) * 100));

describe.skipIf(!HAS_PDFTOTEXT)('PDF and e-invoices of the same invoice', () => {
  it('agree on every amount with ÖTV, withholding, stopaj, charges and a prepayment', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, {
      customerId,
      reference: 'PO-2026-501',
      lines: [
        { description: 'Motorin', quantity: 120, unit: 'litre', unitPrice: 31.456, taxRate: 20, exciseCode: '0071', excisePercent: 25 },
        { description: 'Bina temizlik hizmeti', quantity: 1, unit: 'service', unitPrice: 4000, taxRate: 20, withholdingCode: '613' },
        { description: 'Danışmanlık', quantity: 6, unit: 'hour', unitPrice: 1250, taxRate: 20, discount: 10 },
      ],
      charges: [
        { reasonCode: 'FC', reason: 'Nakliye', amount: 350, taxRate: 20 },
        // a charge given by its code only is named by the code's label in every output
        { reasonCode: 'ABL', amount: 75.5, taxRate: 20 },
      ],
      stopajPercent: 20,
    });
    const paid = await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/payments`, token, body: { amount: 1000, method: 'bank_transfer' } });
    expect(paid.statusCode, paid.body).toBe(201);
    const issued = await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    expect(issued.statusCode, issued.body).toBe(200);
    const get = async (path: string) => {
      const res = await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/${path}`, token });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.rawPayload;
    };
    const pdf = await get('pdf');
    const ubl = (await get('ubl?profile=en16931')).toString('utf8');
    const ublTr = (await get('ubl-tr')).toString('utf8');
    const printed = new Set(moneyIn(pdfText(pdf).text).map(Math.abs));
    const en = amountsOf(ubl);
    const tr = amountsOf(ublTr);
    // every amount of the EN 16931 UBL is printed (BT-113 = prepaid + withheld VAT + stopaj included) …
    expect([...en].filter((a) => a !== 0 && !printed.has(a))).toEqual([]);
    // … and the UBL-TR's document-level tax subtotals (KDV, ÖTV, stopaj), withheld KDV and totals (its per-line tax
    // totals and its sum of all taxes with ÖTV have no row of their own) …
    const root = parseXml(ublTr);
    const trAmounts = [
      ...all(root, 'cac:TaxTotal/cac:TaxSubtotal').flatMap((sub) => [cents(sub, 'cbc:TaxableAmount'), cents(sub, 'cbc:TaxAmount')]),
      ...all(root, 'cac:WithholdingTaxTotal/cac:TaxSubtotal').map((sub) => cents(sub, 'cbc:TaxAmount')),
      ...['cbc:TaxInclusiveAmount', 'cbc:PayableAmount', 'cbc:ChargeTotalAmount'].flatMap((p) =>
        all(root, `cac:LegalMonetaryTotal/${p}`).map((n) => Math.round(Number(n.text) * 100)),
      ),
    ];
    expect(trAmounts.length).toBeGreaterThan(6);
    expect(trAmounts.filter((a) => a !== 0 && !printed.has(a))).toEqual([]);
    // … and the PDF prints no amount neither of them knows (unit prices aside, which are printed unrounded)
    const unitPrices = new Set([4_000_00, 1_250_00]);
    expect([...printed].filter((a) => a !== 0 && !en.has(a) && !tr.has(a) && !unitPrices.has(a))).toEqual([]);
    expect(flat(pdfText(pdf).text)).toContain('31,456 ₺');
    expect(flat(pdfText(pdf).text)).toContain('Ek ambalaj');
    expect(ubl).toContain(
      '<cbc:AllowanceChargeReasonCode>ABL</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Ek ambalaj</cbc:AllowanceChargeReason>',
    );
  }, 60_000);
});
