import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { formatMinor } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { all, cents, createInvoice, one, parseXml, pdfText, setUpSeller, type XmlNode } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

// 17,932.50 + 20 % VAT = 21,519.00, the issue's example
const LINES = [{ description: 'Yazılım geliştirme hizmeti', quantity: 1, unitPrice: 17932.5, taxRate: 20 }];
const TOTAL = 2_151_900;
const tl = (minor: number) => formatMinor(minor, 'TRY', 'tr');

type Downloads = { pdf: Buffer; facturX: Buffer; ubl: string; ublCore: string; cii: string; html: string };

// download fetches every document of an invoice (PDF, Factur-X, Peppol and EN 16931 UBL, CII, HTML).
async function download(token: string, id: string): Promise<Downloads> {
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.rawPayload;
  };
  const base = `/api/invoices/${id}`;
  return {
    pdf: await get(`${base}/pdf`),
    facturX: await get(`${base}/pdf?facturx=true`),
    ubl: (await get(`${base}/ubl`)).toString('utf8'),
    ublCore: (await get(`${base}/ubl?profile=en16931`)).toString('utf8'),
    cii: (await get(`${base}/cii`)).toString('utf8'),
    html: (await get(`${base}/html`)).toString('utf8'),
  };
}

// embeddedXml is the XML file a Factur-X PDF carries (its stream inflated).
function embeddedXml(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const body = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    let text: string;
    try {
      text = zlib.inflateSync(body).toString('utf8');
    } catch {
      text = body.toString('utf8');
    }
    if (text.includes('<rsm:CrossIndustryInvoice')) return text.trim();
  }
  throw new Error('no embedded XML');
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

// expectAgreement checks that the PDF text, the HTML and every XML state the same total, prepaid and payable amounts,
// and nothing about later payments or credit notes.
function expectAgreement(d: Downloads, expected: { total: number; prepaid: number }) {
  const payable = expected.total - expected.prepaid;
  for (const xml of [d.ubl, d.ublCore]) {
    const totals = one(parseXml(xml), 'cac:LegalMonetaryTotal');
    expect(cents(totals, 'cbc:TaxInclusiveAmount')).toBe(expected.total);
    expect(cents(totals, 'cbc:PayableAmount')).toBe(payable);
    if (expected.prepaid) expect(cents(totals, 'cbc:PrepaidAmount')).toBe(expected.prepaid);
    else expect(all(totals, 'cbc:PrepaidAmount')).toHaveLength(0);
  }
  const sums = one(parseXml(d.cii), 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  expect(cents(sums, 'ram:GrandTotalAmount')).toBe(expected.total);
  expect(cents(sums, 'ram:DuePayableAmount')).toBe(payable);
  if (expected.prepaid) expect(cents(sums, 'ram:TotalPrepaidAmount')).toBe(expected.prepaid);
  else expect(all(sums, 'ram:TotalPrepaidAmount')).toHaveLength(0);
  // the Factur-X PDF carries the very CII that is downloaded on its own
  expect(embeddedXml(d.facturX)).toBe(d.cii.trim());
  for (const pdf of [d.pdf, d.facturX]) {
    const { text, exact } = pdfText(pdf);
    expect(exact).toBe(true);
    const words = flat(text);
    expect(words).toContain(`Genel Toplam ${tl(expected.total)}`);
    expect(words).not.toMatch(/Kalan Tutar|Ödenen/);
    if (expected.prepaid) {
      expect(words).toContain(`Ön Ödeme ${tl(expected.prepaid)}`);
      expect(words).toContain(`Ödenecek Tutar ${tl(payable)}`);
    } else expect(words).not.toMatch(/Ön Ödeme|Ödenecek Tutar/);
  }
  expect(d.html).toContain(tl(expected.total));
  expect(d.html).not.toMatch(/Kalan Tutar|Ödenen/);
  if (expected.prepaid) expect(d.html).toContain(tl(payable));
}

// issue creates and finalises the 21,519.00 invoice.
async function issue() {
  const { token, customerId } = await setUpSeller(t);
  const inv = await createInvoice(t, token, { customerId, lines: LINES });
  const fin = await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token });
  expect(fin.statusCode, fin.body).toBe(200);
  return { token, customerId, invoice: fin.json().invoice };
}

const pay = (token: string, id: string, amount: number) =>
  t.request({ method: 'POST', url: `/api/invoices/${id}/payments`, token, body: { amount, method: 'bank_transfer' } });
const credit = (token: string, id: string) => t.request({ method: 'POST', url: `/api/invoices/${id}/credit-note`, token, body: { reason: 'İade' } });
const view = async (token: string, id: string) => (await t.request({ method: 'GET', url: `/api/invoices/${id}`, token })).json().invoice;

describe('issued invoice documents do not change over time', () => {
  it('shows 21,519.00 payable with nothing paid, and every download has the same bytes', async () => {
    const { token, invoice } = await issue();
    const first = await download(token, invoice.id);
    expectAgreement(first, { total: TOTAL, prepaid: 0 });
    expect(await download(token, invoice.id)).toEqual(first);
  }, 60_000);

  it('keeps the documents of a fully credited invoice as issued; the screen shows the credit', async () => {
    const { token, invoice } = await issue();
    const before = await download(token, invoice.id);
    expect((await credit(token, invoice.id)).statusCode).toBe(201);
    expect(await download(token, invoice.id)).toEqual(before);
    expectAgreement(before, { total: TOTAL, prepaid: 0 });
    expect(await view(token, invoice.id)).toMatchObject({ total: 21519, paid: 0, credited: 21519, balance: 0 });
  }, 60_000);

  it('keeps the documents of a partly paid, then credited invoice as issued; the screen shows the refund due', async () => {
    const { token, invoice } = await issue();
    const before = await download(token, invoice.id);
    expect((await pay(token, invoice.id, 15000)).statusCode).toBe(201);
    expect(await download(token, invoice.id)).toEqual(before);
    expect((await credit(token, invoice.id)).statusCode).toBe(201);
    expect(await download(token, invoice.id)).toEqual(before);
    expectAgreement(before, { total: TOTAL, prepaid: 0 });
    expect(await view(token, invoice.id)).toMatchObject({ paid: 15000, credited: 21519, balance: -15000 });
  }, 60_000);

  it('states a prepayment received before issue as prepaid (BT-113) in the PDF and every XML alike, and later payments do not change them', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, { customerId, lines: LINES });
    const prepaid = await pay(token, draft.id, 5000);
    expect(prepaid.statusCode, prepaid.body).toBe(201);
    expect(prepaid.json().invoice).toMatchObject({ status: 'draft', paid: 5000, balance: 16519 });
    // the draft may not fall below what was prepaid, nor be deleted with the payment
    const below = await t.request({
      method: 'PUT',
      url: `/api/invoices/${draft.id}`,
      token,
      body: { lines: [{ ...LINES[0], unitPrice: 1000 }] },
      headers: { 'accept-language': 'tr' },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'INVOICE_TOTAL_BELOW_PREPAID', message: expect.stringContaining(tl(500_000)) });
    const removed = await t.request({ method: 'DELETE', url: `/api/invoices/${draft.id}`, token });
    expect(removed.json()).toMatchObject({ code: 'INVOICE_PREPAID_NOT_DELETABLE' });
    const fin = await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    expect(fin.json().invoice).toMatchObject({ status: 'issued', paid: 5000, balance: 16519 });
    const issued = await download(token, draft.id);
    expectAgreement(issued, { total: TOTAL, prepaid: 500_000 });
    expect((await pay(token, draft.id, 16519)).json().invoice).toMatchObject({ status: 'paid', balance: 0 });
    expect(await download(token, draft.id)).toEqual(issued);
  }, 60_000);

  it('issues a draft its prepayments cover as paid', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, { customerId, lines: LINES });
    expect((await pay(token, draft.id, 21519)).statusCode).toBe(201);
    expect((await pay(token, draft.id, 0.01)).json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE' });
    const fin = await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token });
    expect(fin.json().invoice).toMatchObject({ status: 'paid', balance: 0 });
    expectAgreement(await download(token, draft.id), { total: TOTAL, prepaid: TOTAL });
  }, 60_000);
});

// amountsOf collects every amount element of an XML document (…Amount, in minor units).
function amountsOf(node: XmlNode, into = new Set<number>()): Set<number> {
  if (/Amount$/.test(node.name) && node.text.trim()) into.add(Math.round(Number(node.text) * 100));
  for (const c of node.children) amountsOf(c, into);
  return into;
}
// moneyIn reads every amount printed in lira ("1.234,56 ₺", "-5,00 ₺") from a text, in minor units.
const moneyIn = (text: string) => [...text.matchAll(/(-?[\d.]+,\d{2}) ₺/g)].map((m) => Math.round(Number(m[1].replace(/\./g, '').replace(',', '.')) * 100));

describe('PDF and XML of the same invoice', () => {
  it('agree on every amount: lines, discounts, VAT per rate and totals', async () => {
    const { token, customerId } = await setUpSeller(t);
    const lines = [
      { description: 'Yazılım geliştirme', quantity: 12.5, unit: 'hour', unitPrice: 1499.99, discount: 7.5, taxRate: 20 },
      { description: 'Eğitim kitabı', quantity: 3, unitPrice: 45.55, taxRate: 10, discountType: 'amount', discount: 5 },
      { description: 'Gıda kolisi', quantity: 7, unitPrice: 19.99, taxRate: 1 },
    ];
    const inv = await createInvoice(t, token, { customerId, lines, discount: 2 });
    await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token });
    const d = await download(token, inv.id);
    const ubl = parseXml(d.ubl);
    const xmlAmounts = amountsOf(ubl);
    const cii = amountsOf(parseXml(d.cii));
    // (a discount is printed with its minus sign, the XML states it as a positive allowance)
    const printed = new Set(moneyIn(flat(pdfText(d.pdf).text)).map(Math.abs));
    // everything the XML says is printed …
    const totals = one(ubl, 'cac:LegalMonetaryTotal');
    const needed = [
      ...['cbc:LineExtensionAmount', 'cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:AllowanceTotalAmount', 'cbc:PayableAmount'].map((p) =>
        cents(totals, p),
      ),
      ...all(ubl, 'cac:TaxTotal/cac:TaxSubtotal').map((s) => cents(s, 'cbc:TaxAmount')),
      ...all(ubl, 'cac:InvoiceLine').map((l) => cents(l, 'cbc:LineExtensionAmount')),
    ];
    for (const a of needed) {
      expect(printed.has(a), `${a} printed`).toBe(true);
      expect(cii.has(a), `${a} in CII`).toBe(true);
    }
    // … and the PDF prints no amount the XML does not know (no balance computed at download time)
    for (const a of printed) expect(xmlAmounts.has(a) || a === 0, `${a} in UBL`).toBe(true);
    expect(await download(token, inv.id)).toEqual(d);
  }, 60_000);
});

describe('cancelled invoices', () => {
  it('refuses the e-invoice downloads of a cancelled invoice with the reason; the PDF keeps its watermark', async () => {
    const { token, invoice } = await issue();
    expect((await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/cancel`, token })).statusCode).toBe(200);
    for (const url of ['ubl', 'ubl?profile=en16931', 'cii', 'pdf?facturx=true']) {
      const res = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/${url}`, token, headers: { 'accept-language': 'tr' } });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVOICE_CANCELLED_NO_EINVOICE', message: expect.stringContaining('iptal edildi') });
    }
    const pdf = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, token });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload, false, false).text).toContain('İPTAL');
  }, 60_000);

  it('names the credit note that corrected a cancelled invoice', async () => {
    const { token, invoice } = await issue();
    const cn = await t.request({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/credit-note`,
      token,
      body: { lines: [{ lineId: invoice.lines[0].id, quantity: 0.5 }] },
    });
    expect(cn.statusCode, cn.body).toBe(201);
    const number = cn.json().creditNote.number as string;
    expect((await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/cancel`, token })).statusCode).toBe(200);
    const res = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/ubl`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVOICE_CANCELLED_CREDITED',
      message: `This invoice was cancelled: corrected by credit note ${number}. It cannot be downloaded as an e-invoice.`,
    });
    // the credit note itself stays a valid document
    expect((await t.request({ method: 'GET', url: `/api/invoices/${cn.json().creditNote.id}/ubl`, token })).statusCode).toBe(200);
  }, 60_000);
});
