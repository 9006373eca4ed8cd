// The fields EU sellers and buyers need: Peppol electronic addresses per party, every EN 16931 VAT category with its
// exemption rules (checked before an invoice is numbered), four-decimal unit prices, the buyer reference (BT-10) and a
// typed exchange rate for the VAT total in lira (BT-111).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { all, createInvoice, one, parseXml, setUpSeller } from './test-support.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

const GERMAN = {
  name: 'Berliner Handel GmbH',
  taxNumber: '123456789',
  countryCode: 'DE',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  postalCode: '10117',
  language: 'en',
};

async function ubl(token: string, id: string, profile = '') {
  const res = await t.request({ method: 'GET', url: `/api/invoices/${id}/ubl${profile}`, token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return parseXml(res.body);
}

async function finalize(token: string, id: string) {
  return t.request({ method: 'POST', url: `/api/invoices/${id}/finalize`, token });
}

describe('Peppol electronic addresses (EAS)', () => {
  it('a customer and the company take an endpoint scheme and id, checked against the scheme and stored in normal form', async () => {
    const { token } = await setUpSeller(t);
    const bad = [
      { endpointScheme: '0088', endpointId: '4000001123453' }, // GLN check digit
      { endpointScheme: '1234', endpointId: 'X1' }, // not an EAS code
      { endpointScheme: '0208', endpointId: '0123456789' }, // BE enterprise number mod 97
      { endpointScheme: '9930', endpointId: 'DE12345' }, // a German VAT number has 9 digits
      { endpointScheme: '0192' }, // a scheme without an id
    ];
    for (const body of bad) {
      const res = await t.request({ method: 'POST', url: '/api/invoices/customers', token, body: { ...GERMAN, ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().details)).toMatch(/endpoint(Id|Scheme)/);
    }
    const tr = await t.request({
      method: 'POST',
      url: '/api/invoices/customers',
      token,
      headers: { 'accept-language': 'tr' },
      body: { ...GERMAN, endpointScheme: '0088', endpointId: '4000001123453' },
    });
    expect(JSON.stringify(tr.json().details)).toContain('şema');
    const ok = await t.request({ method: 'POST', url: '/api/invoices/customers', token, body: { ...GERMAN, endpointScheme: '9930', endpointId: '811907980' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().customer).toMatchObject({ endpointScheme: '9930', endpointId: 'DE811907980' });
    const cleared = await t.request({ method: 'PUT', url: `/api/invoices/customers/${ok.json().customer.id}`, token, body: { endpointScheme: '' } });
    expect(cleared.statusCode).toBe(400); // the id would be left without its scheme
    const company = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { endpointScheme: '0208', endpointId: '0403 170 701' } });
    expect(company.statusCode).toBe(200);
    expect(company.json().settings).toMatchObject({ endpointScheme: '0208', endpointId: '0403170701' });
    const badCompany = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { endpointScheme: '0192', endpointId: '12345' } });
    expect(badCompany.statusCode).toBe(400);
  });

  it('Peppol UBL is written between EU parties: the seller’s own endpoint and the buyer’s VAT scheme (was 422 without a VKN)', async () => {
    const { token, customerId } = await setUpSeller(t, GERMAN);
    await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { endpointScheme: '0088', endpointId: '4000001123452' } });
    const draft = await createInvoice(t, token, {
      customerId,
      currency: 'EUR',
      lines: [{ description: 'Beratung', quantity: 1, unitPrice: 100, taxRate: 0, taxCategory: 'AE' }],
      taxExemptions: [{ category: 'AE', code: 'VATEX-EU-AE' }],
    });
    expect((await finalize(token, draft.id)).statusCode).toBe(200);
    const x = await ubl(token, draft.id);
    const ep = (role: string) => one(x, `${role}/cac:Party/cbc:EndpointID`);
    expect([ep('cac:AccountingSupplierParty').attrs.schemeID, ep('cac:AccountingSupplierParty').text]).toEqual(['0088', '4000001123452']);
    expect([ep('cac:AccountingCustomerParty').attrs.schemeID, ep('cac:AccountingCustomerParty').text]).toEqual(['9930', 'DE123456789']);
  });
});

describe('VAT categories (EN 16931 BR-E/AE/IC/G/O)', () => {
  it('accepts S, Z, E, AE, K, G, O, L, M; the exempt ones need a reason or code, and their rate must be 0', async () => {
    const { token, customerId } = await setUpSeller(t, GERMAN);
    const line = (taxCategory: string, taxRate = 0) => ({ description: 'x', quantity: 1, unitPrice: 10, taxRate, taxCategory });
    const noReason = await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, lines: [line('O')] } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'INVOICE_EXEMPTION_REASON_REQUIRED' });
    expect(noReason.json().message).toContain('O');
    const tr = await t.request({ method: 'POST', url: '/api/invoices', token, headers: { 'accept-language': 'tr' }, body: { customerId, lines: [line('K')] } });
    expect(tr.json().message).toContain('istisna nedeni');
    const rated = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [line('AE', 20)], taxExemptions: [{ category: 'AE', code: 'VATEX-EU-AE' }] },
    });
    expect(rated.json().code).toBe('INVOICE_TAX_CATEGORY_RATE');
    const wrongCode = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [line('K')], taxExemptions: [{ category: 'K', code: 'VATEX-EU-AE' }] },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('INVOICE_EXEMPTION_CODE_CATEGORY');
    for (const [c, rate] of [
      ['L', 8],
      ['M', 0],
      ['Z', 0],
      ['S', 20],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, lines: [line(c, rate)] } });
      expect(res.statusCode, c).toBe(201);
    }
  });

  it('an invoice-wide VATEX-EU-AE / -IC code is written as AE / K with its code (was E with the code dropped)', async () => {
    const { token, customerId } = await setUpSeller(t, GERMAN);
    for (const [code, category] of [
      ['VATEX-EU-AE', 'AE'],
      ['VATEX-EU-IC', 'K'],
    ]) {
      const draft = await createInvoice(t, token, {
        customerId,
        currency: 'EUR',
        lines: [{ description: 'Teile', quantity: 1, unitPrice: 50, taxRate: 0 }],
        taxExemptionReasonCode: code,
      });
      expect(draft.lines[0].taxCategory).toBe(category);
      expect((await finalize(token, draft.id)).statusCode).toBe(200);
      const cat = one(await ubl(token, draft.id), 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
      expect([one(cat, 'cbc:ID').text, one(cat, 'cbc:TaxExemptionReasonCode').text]).toEqual([category, code]);
    }
  });

  it('finalising refuses (translated 422, no number) what would make every download fail: K without the buyer’s VAT number', async () => {
    const { token, customerId } = await setUpSeller(t, { ...GERMAN, taxNumber: null });
    const draft = await createInvoice(t, token, {
      customerId,
      currency: 'EUR',
      lines: [{ description: 'Teile', quantity: 1, unitPrice: 50, taxRate: 0, taxCategory: 'K' }],
      taxExemptions: [{ category: 'K', code: 'VATEX-EU-IC' }],
    });
    const res = await finalize(token, draft.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVOICE_BUYER_VAT_ID_REQUIRED' });
    expect(res.json().message).toContain('K');
    const after = (await t.request({ method: 'GET', url: `/api/invoices/${draft.id}`, token })).json().invoice;
    expect([after.status, after.number]).toEqual(['draft', null]);
    // an O invoice whose reason was lost (a draft stored before the rule) is refused before it is numbered, in Turkish too
    const o = await createInvoice(t, token, {
      customerId,
      lines: [{ description: 'Bağış', quantity: 1, unitPrice: 5, taxRate: 0, taxCategory: 'O' }],
      taxExemptions: [{ category: 'O', reason: 'KDV dışı' }],
    });
    await t.sql(`UPDATE invoices SET tax_exemptions = '[]'::jsonb WHERE id = $1`, [o.id]);
    const noReason = await t.request({ method: 'POST', url: `/api/invoices/${o.id}/finalize`, token, headers: { 'accept-language': 'tr' } });
    expect([noReason.statusCode, noReason.json().code]).toEqual([422, 'INVOICE_EXEMPTION_REASON_REQUIRED']);
    expect(noReason.json().message).toContain('istisna nedeni');
    expect((await t.sql('SELECT number FROM invoices WHERE id = $1', [o.id]))[0].number).toBeNull();
    // O mixed with another category is refused too (BR-O-11)
    const mixed = await createInvoice(t, token, {
      customerId,
      lines: [
        { description: 'a', quantity: 1, unitPrice: 5, taxRate: 0, taxCategory: 'O' },
        { description: 'b', quantity: 1, unitPrice: 5, taxRate: 20 },
      ],
      taxExemptions: [{ category: 'O', reason: 'Not subject to VAT' }],
    });
    const m = await finalize(token, mixed.id);
    expect([m.statusCode, m.json().code]).toEqual([422, 'INVOICE_OUT_OF_SCOPE_MIXED']);
  });
});

describe('unit prices, buyer reference, exchange rate', () => {
  it('unit prices keep up to four decimals; five are refused; line nets are rounded to cents', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, {
      customerId,
      lines: [
        { description: 'Motorin', quantity: 1234.5, unit: 'litre', unitPrice: 41.239, taxRate: 20 },
        { description: 'API', quantity: 3, unitPrice: 0.0125, taxRate: 20 },
      ],
    });
    expect(draft.lines.map((l: { unitPrice: number; total: number }) => [l.unitPrice, l.total])).toEqual([
      [41.239, 50909.55],
      [0.0125, 0.04],
    ]);
    const five = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, lines: [{ description: 'x', quantity: 1, unitPrice: 1.23456, taxRate: 20 }] },
    });
    expect(five.statusCode).toBe(400);
    expect(JSON.stringify(five.json().details)).toContain('four decimals');
    // the printable page shows the price the XML carries, not one rounded to cents
    const html = await t.request({ method: 'GET', url: `/api/invoices/${draft.id}/html`, token });
    expect(html.body).toContain('41,239');
    expect(html.body).toContain('0,0125');
    // an edit that leaves the lines keeps the exact prices
    const edited = await t.request({ method: 'PUT', url: `/api/invoices/${draft.id}`, token, body: { notes: 'x' } });
    expect(edited.json().invoice.lines[0].unitPrice).toBe(41.239);
  });

  it('the buyer reference (BT-10) is a field; the order reference is BT-13; the number is the last fallback', async () => {
    const { token, customerId } = await setUpSeller(t);
    const leitweg = await createInvoice(t, token, {
      customerId,
      buyerReference: '991-01234-56',
      reference: 'PO-7',
      lines: [{ description: 'x', quantity: 1, unitPrice: 10, taxRate: 20 }],
    });
    expect(leitweg.buyerReference).toBe('991-01234-56');
    await finalize(token, leitweg.id);
    const a = await ubl(token, leitweg.id);
    expect([one(a, 'cbc:BuyerReference').text, one(a, 'cac:OrderReference/cbc:ID').text]).toEqual(['991-01234-56', 'PO-7']);
    const plain = await createInvoice(t, token, { customerId, lines: [{ description: 'x', quantity: 1, unitPrice: 10, taxRate: 20 }] });
    const done = (await finalize(token, plain.id)).json().invoice;
    const b = await ubl(token, plain.id);
    expect(one(b, 'cbc:BuyerReference').text).toBe(done.number);
    expect(all(b, 'cac:OrderReference')).toHaveLength(0);
  });

  it('a typed exchange rate is kept at finalisation and gives the VAT total in TRY (BT-111)', async () => {
    const { token, customerId } = await setUpSeller(t);
    const draft = await createInvoice(t, token, {
      customerId,
      currency: 'EUR',
      exchangeRate: 36.4521,
      lines: [{ description: 'Lizenz', quantity: 1, unitPrice: 1000, taxRate: 20 }],
    });
    expect(draft).toMatchObject({ exchangeRate: 36.4521, exchangeRateManual: true });
    const done = (await finalize(token, draft.id)).json().invoice;
    expect(done.exchangeRate).toBe(36.4521);
    const x = await ubl(token, draft.id);
    const inTry = all(x, 'cac:TaxTotal').find((n) => one(n, 'cbc:TaxAmount').attrs.currencyID === 'TRY');
    expect(inTry && one(inTry, 'cbc:TaxAmount').text).toBe('7290.42'); // 200.00 EUR × 36.4521
    // clearing the typed rate goes back to the day's rate
    const other = await createInvoice(t, token, {
      customerId,
      currency: 'EUR',
      exchangeRate: 40,
      lines: [{ description: 'x', quantity: 1, unitPrice: 1, taxRate: 20 }],
    });
    const cleared = (await t.request({ method: 'PUT', url: `/api/invoices/${other.id}`, token, body: { exchangeRate: null } })).json().invoice;
    expect(cleared.exchangeRateManual).toBe(false);
    const bad = await t.request({
      method: 'POST',
      url: '/api/invoices',
      token,
      body: { customerId, currency: 'EUR', exchangeRate: -1, lines: [{ description: 'x', quantity: 1, unitPrice: 1, taxRate: 20 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
