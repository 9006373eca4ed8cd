import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDays, today } from './dates.js';
import { createInvoice, setUpSeller } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const LINES = [
  { description: 'Danışmanlık hizmeti', quantity: 3, unit: 'hour', unitPrice: 1000, discount: 10, taxRate: 20 },
  { description: 'Kitap', quantity: 2, unitPrice: 45.5, taxRate: 10 },
];
const count = async (table: string) => Number((await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

describe('invoices', () => {
  it('creates a draft with server-side totals and the defaults: TRY, due in 30 days, rates 0/1/8/10/18/20', async () => {
    const { token, customerId } = await setUpSeller(t);
    const settings = (await t.request({ method: 'GET', url: '/api/invoices/settings', token })).json().settings;
    expect(settings).toMatchObject({
      taxRates: [0, 1, 8, 10, 18, 20],
      defaultTaxRate: 20,
      paymentTermDays: 30,
      reminderSchedule: [-3, 0, 7],
      defaultCurrency: 'TRY',
    });
    const inv = await createInvoice(t, token, { customerId, lines: LINES, discountType: 'amount', discount: 100, notes: 'Teşekkürler' });
    expect(inv).toMatchObject({
      status: 'draft',
      statusLabel: 'Taslak',
      number: null,
      currency: 'TRY',
      exchangeRate: 1,
      issueDate: today(),
      dueDate: addDays(today(), 30),
    });
    expect(inv.lines.map((l: { total: number }) => l.total)).toEqual([2700, 91]);
    expect(inv).toMatchObject({ subtotal: 2791, discountTotal: 100, taxTotal: 529.42, total: 3220.42, balance: 3220.42 });
    expect(inv.taxBreakdown).toEqual([
      { category: 'S', rate: 20, net: 2700, discount: 96.74, charge: 0, taxable: 2603.26, tax: 520.65 },
      { category: 'S', rate: 10, net: 91, discount: 3.26, charge: 0, taxable: 87.74, tax: 8.77 },
    ]);
    const stored = await t.sql('SELECT total_minor, tax_minor FROM invoices WHERE id = $1', [inv.id]);
    expect(stored[0]).toMatchObject({ total_minor: expect.anything() });
    expect(Number(stored[0].total_minor)).toBe(322042);
    const preview = (
      await t.request({ method: 'POST', url: '/api/invoices/totals', token, body: { lines: LINES, discountType: 'amount', discount: 100 } })
    ).json();
    expect(preview).toMatchObject({ subtotal: 2791, taxTotal: 529.42, total: 3220.42 });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { token, customerId } = await setUpSeller(t);
    const before = await count('invoices');
    const cases: [unknown, number, string][] = [
      [{ customerId, lines: [{ ...LINES[0], taxRate: 7 }] }, 400, 'INVOICE_TAX_RATE_NOT_ALLOWED'],
      [{ customerId, lines: LINES, issueDate: '2025-03-10', dueDate: '2025-03-01' }, 400, 'INVOICE_DUE_BEFORE_ISSUE'],
      [{ customerId, lines: [{ ...LINES[1], discountType: 'amount', discount: 1000 }] }, 400, 'INVOICE_DISCOUNT_TOO_LARGE'],
      [{ customerId, lines: [{ ...LINES[1], taxRate: 0, taxCategory: 'E' }] }, 400, 'INVOICE_EXEMPTION_REASON_REQUIRED'],
      [{ customerId, lines: [{ ...LINES[1], taxRate: 0, taxCategory: 'S' }] }, 400, 'INVOICE_TAX_CATEGORY_RATE'],
      [{ customerId: '00000000-0000-4000-8000-000000000000', lines: LINES }, 404, 'INVOICE_CUSTOMER_NOT_FOUND'],
      [{ customerId, lines: [] }, 400, 'VALIDATION_ERROR'],
      [{ customerId, lines: [{ ...LINES[1], unitPrice: 1.23456 }] }, 400, 'VALIDATION_ERROR'], // unit prices: at most four decimals
      [{ customerId, lines: LINES, currency: 'JPY' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/invoices', token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ code, error: expect.any(String), message: expect.any(String) });
    }
    const tr = await t.request({ method: 'POST', url: '/api/invoices', token, body: cases[0][0], headers: { 'accept-language': 'tr' } });
    expect(tr.json().message).toBe('%7 KDV oranı çalışma alanınızın oran listesinde yok.');
    expect(await count('invoices')).toBe(before);
  });

  it('edits only drafts, allocates the number on finalise, and keeps it when cancelled', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await createInvoice(t, token, { customerId, lines: LINES });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/invoices/${inv.id}`,
      token,
      body: { lines: [{ description: 'Tek satır', quantity: 1, unitPrice: 500, taxRate: 20 }], reference: 'PO-77' },
    });
    expect(edited.json().invoice).toMatchObject({ total: 600, reference: 'PO-77', lines: [{ description: 'Tek satır' }] });
    const fin = (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token })).json().invoice;
    const year = today().slice(0, 4);
    // finalising issues the invoice; nothing was sent yet (only emailing sends it)
    expect(fin).toMatchObject({
      number: `INV-${year}-001`,
      status: 'issued',
      statusLabel: 'Kesildi',
      sentAt: null,
      seller: { name: 'Anadolu Yazılım A.Ş.', taxNumber: '1234567890' },
      buyer: { name: 'Boğaziçi Lojistik Ltd. Şti.' },
    });
    expect(fin.publicUrl).toMatch(/\/api\/public\/invoices\/[0-9a-f-]{36}\.[\w-]{32}\/html$/);
    for (const [method, url, body] of [
      ['PUT', `/api/invoices/${inv.id}`, { notes: 'late edit' }],
      ['POST', `/api/invoices/${inv.id}/finalize`, undefined],
      ['DELETE', `/api/invoices/${inv.id}`, undefined],
    ] as const) {
      const res = await t.request({ method, url, token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
    // a customer edit does not rewrite the issued invoice
    await t.request({ method: 'PUT', url: `/api/invoices/customers/${customerId}`, token, body: { name: 'Yeni Ad A.Ş.' } });
    const cancelled = (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/cancel`, token })).json().invoice;
    expect(cancelled).toMatchObject({ status: 'cancelled', statusLabel: 'İptal Edildi', number: `INV-${year}-001`, customer: 'Boğaziçi Lojistik Ltd. Şti.' });
    expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/cancel`, token })).statusCode).toBe(409);
    const next = await createInvoice(t, token, { customerId, lines: LINES });
    expect((await t.request({ method: 'POST', url: `/api/invoices/${next.id}/finalize`, token })).json().invoice.number).toBe(`INV-${year}-002`);
    const draft = await createInvoice(t, token, { customerId, lines: LINES });
    expect((await t.request({ method: 'DELETE', url: `/api/invoices/${draft.id}`, token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/invoices/${draft.id}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/invoices/customers/${customerId}`, token })).statusCode).toBe(409);
  });

  it('moves sent → viewed when the customer opens the public link (JSON and HTML); a forged token is 404', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await createInvoice(t, token, { customerId, lines: LINES });
    const fin = (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token })).json().invoice;
    const path = new URL(fin.publicUrl).pathname.replace(/\/html$/, '');
    // the owner's preview does not count as a view
    expect((await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/html`, token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token })).json().invoice.status).toBe('issued');
    const html = await t.request({ method: 'GET', url: `${path}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Boğaziçi Lojistik Ltd. Şti.');
    expect(html.body).toContain('3.340,10 ₺');
    expect(html.body).not.toContain('<script');
    const after = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token })).json().invoice;
    expect(after).toMatchObject({ status: 'viewed', statusLabel: 'Görüntülendi' });
    const json = (await t.request({ method: 'GET', url: path })).json().invoice;
    expect(json).toMatchObject({ number: fin.number, status: 'viewed', total: 3340.1, seller: { name: 'Anadolu Yazılım A.Ş.' } });
    expect(json.customerId).toBeUndefined();
    const pdf = await t.request({ method: 'GET', url: `${path}/pdf` });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = path.replace(/\.[\w-]{32}$/, `.${'A'.repeat(32)}`);
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(404);
    // a draft has no public page
    const draft = await createInvoice(t, token, { customerId, lines: LINES });
    const draftToken = t.ctx.services.invoicing.links.token(draft.id);
    expect((await t.request({ method: 'GET', url: `/api/public/invoices/${draftToken}` })).statusCode).toBe(404);
  });

  it('takes partial payments, then the final one marks it paid; overpaying and paying a cancelled invoice are refused', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await createInvoice(t, token, { customerId, lines: [{ description: 'Hizmet', quantity: 1, unitPrice: 1000, taxRate: 20 }] });
    // (a payment on a draft is a prepayment: see issued-documents.test.ts)
    const voided = await createInvoice(t, token, { customerId, lines: [{ description: 'Hizmet', quantity: 1, unitPrice: 1000, taxRate: 20 }] });
    await t.request({ method: 'POST', url: `/api/invoices/${voided.id}/cancel`, token });
    expect(
      (await t.request({ method: 'POST', url: `/api/invoices/${voided.id}/payments`, token, body: { amount: 100, method: 'bank_transfer' } })).statusCode,
    ).toBe(409);
    await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token });
    const first = await t.request({
      method: 'POST',
      url: `/api/invoices/${inv.id}/payments`,
      token,
      body: { amount: 500, method: 'bank_transfer', reference: 'EFT-1' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().invoice).toMatchObject({ status: 'issued', paid: 500, balance: 700 });
    const over = await t.request({
      method: 'POST',
      url: `/api/invoices/${inv.id}/payments`,
      token,
      body: { amount: 700.01, method: 'credit_card' },
      headers: { 'accept-language': 'tr' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE', message: 'Ödeme tutarı kalan bakiyeyi (700,00 ₺) aşıyor.' });
    // the amount in the message is written in the reader's language, as every screen writes it
    const overEn = await t.request({
      method: 'POST',
      url: `/api/invoices/${inv.id}/payments`,
      token,
      body: { amount: 700.01, method: 'credit_card' },
      headers: { 'accept-language': 'en' },
    });
    expect(overEn.json().message).toContain('(₺700.00)');
    for (const method of ['paypal', 'crypto'])
      expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/payments`, token, body: { amount: 100, method } })).statusCode).toBe(201);
    const last = (
      await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/payments`, token, body: { amount: 500, method: 'credit_card', paidAt: '2025-01-15' } })
    ).json();
    expect(last.invoice).toMatchObject({ status: 'paid', statusLabel: 'Ödendi', paid: 1200, balance: 0 });
    expect(last.invoice.paidAt).toEqual(expect.any(String));
    const payments = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/payments`, token })).json().payments;
    expect(payments.map((p: { method: string }) => p.method).sort()).toEqual(['bank_transfer', 'credit_card', 'crypto', 'paypal']);
    expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/payments`, token, body: { amount: 1, method: 'crypto' } })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/cancel`, token })).json().code).toBe('INVOICE_BAD_TRANSITION');
  });

  it('issues credit notes with their own series, up to what is left, lowering the original’s balance', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await createInvoice(t, token, { customerId, lines: LINES });
    expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: {} })).statusCode).toBe(409);
    const fin = (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token })).json().invoice;
    const [consulting, book] = fin.lines;
    const res = await t.request({
      method: 'POST',
      url: `/api/invoices/${inv.id}/credit-note`,
      token,
      body: { lines: [{ lineId: book.id, quantity: 1 }], reason: 'Bir kitap iade edildi' },
    });
    expect(res.statusCode).toBe(201);
    const cn = res.json().creditNote;
    const year = today().slice(0, 4);
    expect(cn).toMatchObject({
      kind: 'credit_note',
      number: `CN-${year}-001`,
      status: 'issued',
      originalInvoiceId: inv.id,
      originalNumber: fin.number,
      creditReason: 'Bir kitap iade edildi',
    });
    expect(cn.lines).toMatchObject([{ description: 'Kitap', quantity: 1, total: 45.5, originalLineId: book.id }]);
    const original = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token })).json().invoice;
    expect(original.credited).toBe(cn.total);
    expect(original.balance).toBe(Math.round((fin.total - cn.total) * 100) / 100);
    expect(
      (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: { lines: [{ lineId: book.id, quantity: 1.5 }] } })).json()
        .code,
    ).toBe('CREDIT_NOTE_EXCEEDS');
    expect(
      (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: { lines: [{ lineId: cn.lines[0].id }] } })).json().code,
    ).toBe('CREDIT_NOTE_LINE_NOT_FOUND');
    // everything left: the rest of the book and the consulting line; the invoice is then settled
    const rest = (await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: {} })).json().creditNote;
    expect(rest.number).toBe(`CN-${year}-002`);
    expect(rest.lines.map((l: { originalLineId: string; quantity: number }) => [l.originalLineId, l.quantity])).toEqual([
      [consulting.id, 3],
      [book.id, 1],
    ]);
    const settled = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token })).json().invoice;
    expect(Math.abs(settled.balance)).toBeLessThanOrEqual(0.01);
    expect(settled.status).toBe('paid');
    expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/credit-note`, token, body: {} })).json().code).toBe('CREDIT_NOTE_NOTHING_LEFT');
    const list = (await t.request({ method: 'GET', url: '/api/invoices?kind=credit_note', token })).json();
    expect(list.invoices.map((r: { amount: number }) => r.amount)).toEqual([-rest.total, -cn.total]);
    expect((await t.request({ method: 'GET', url: `/api/invoices/${inv.id}/credit-notes`, token })).json().creditNotes).toHaveLength(2);
    expect((await t.request({ method: 'POST', url: `/api/invoices/${cn.id}/cancel`, token })).statusCode).toBe(409);
  });

  it('stores the exchange rate of a foreign-currency invoice and reports analytics in lira', async () => {
    const { token, customerId } = await setUpSeller(t);
    const usd = await createInvoice(t, token, { customerId, currency: 'USD', lines: [{ description: 'Lisans', quantity: 1, unitPrice: 100, taxRate: 20 }] });
    expect(usd.exchangeRate).toBeCloseTo(1 / 0.037, 4);
    await t.request({ method: 'POST', url: `/api/invoices/${usd.id}/finalize`, token });
    await t.request({ method: 'POST', url: `/api/invoices/${usd.id}/payments`, token, body: { amount: 120, method: 'paypal' } });
    const tl = await createInvoice(t, token, { customerId, lines: [{ description: 'Hizmet', quantity: 1, unitPrice: 1000, taxRate: 20 }] });
    await t.request({ method: 'POST', url: `/api/invoices/${tl.id}/finalize`, token });
    await t.request({ method: 'POST', url: `/api/invoices/${tl.id}/payments`, token, body: { amount: 200, method: 'bank_transfer' } });
    await createInvoice(t, token, { customerId, lines: LINES });
    const a = (await t.request({ method: 'GET', url: '/api/invoices/analytics', token })).json().analytics;
    const usdTry = Math.round(12000 * Number(usd.exchangeRate)) / 100;
    expect(a.totalRevenue).toBeCloseTo(usdTry + 200, 2);
    expect(a).toMatchObject({
      currency: 'TRY',
      payments: 2,
      pending: { count: 1, amount: 1000 },
      overdue: { count: 0, amount: 0 },
      paid: { count: 1 },
      drafts: 1,
      createdThisMonth: 3,
    });
    expect(a.monthlyRevenue).toHaveLength(6);
    expect(a.monthlyRevenue[5].revenue).toBeCloseTo(usdTry + 200, 2);
    const shares = Object.fromEntries(a.paymentMethods.map((m: { method: string; share: number }) => [m.method, m.share]));
    expect(shares.paypal + shares.bank_transfer).toBeCloseTo(100, 0);
    expect(shares.crypto).toBe(0);
  });

  it('lists with filters, search, date range and pagination', async () => {
    const { token, customerId } = await setUpSeller(t);
    const other = (await t.request({ method: 'POST', url: '/api/invoices/customers', token, body: { name: 'Ege Tekstil', countryCode: 'TR' } })).json()
      .customer;
    for (let i = 0; i < 5; i++) await createInvoice(t, token, { customerId, lines: LINES, issueDate: `2025-01-0${i + 1}` });
    const ege = await createInvoice(t, token, { customerId: other.id, lines: LINES, issueDate: '2025-02-01', reference: 'SIPARIS-9' });
    await t.request({ method: 'POST', url: `/api/invoices/${ege.id}/finalize`, token });
    const get = async (q: string) => (await t.request({ method: 'GET', url: `/api/invoices?${q}`, token })).json();
    const page = await get('limit=2&page=2&sort=issue_date&order=asc');
    expect(page).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(page.invoices.map((r: { issueDate: string }) => r.issueDate)).toEqual(['2025-01-03', '2025-01-04']);
    expect(Object.keys(page.invoices[0])).toEqual(
      expect.arrayContaining(['id', 'number', 'customer', 'amount', 'currency', 'status', 'statusLabel', 'dueDate', 'createdAt']),
    );
    expect((await get('status=issued')).invoices.map((r: { customer: string }) => r.customer)).toEqual(['Ege Tekstil']);
    expect((await get('status=sent')).total).toBe(0);
    expect((await get(`customerId=${other.id}`)).total).toBe(1);
    expect((await get('search=ege')).total).toBe(1);
    expect((await get('search=siparis')).total).toBe(1);
    expect((await get(`search=INV-2025`)).total).toBe(1);
    expect((await get('from=2025-01-02&to=2025-01-04')).total).toBe(3);
    expect((await t.request({ method: 'GET', url: '/api/invoices?limit=500', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/invoices?sort=password', token })).statusCode).toBe(400);
  });

  it('describes the four designs and previews each as a PDF', async () => {
    const { token } = await setUpSeller(t);
    const list = (await t.request({ method: 'GET', url: '/api/invoices/templates', token, headers: { 'accept-language': 'tr' } })).json().templates;
    expect(list.map((d: { id: string }) => d.id)).toEqual(['standard', 'corporate', 'minimal', 'colorful']);
    expect(list[0]).toMatchObject({ name: 'Standart', isDefault: true, previewUrl: '/api/invoices/templates/standard/preview' });
    const pdf = await t.request({ method: 'GET', url: '/api/invoices/templates/colorful/preview', token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request({ method: 'GET', url: '/api/invoices/templates/fancy/preview', token })).statusCode).toBe(400);
  });
});
