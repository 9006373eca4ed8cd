// The invoicing screens in a real browser, in Turkish (the whole journey) and in English (a shorter pass), each in its
// own workspace: company settings with a logo and the 'Kaydedildi' badge, a customer, a TRY invoice with lines at 20,
// 10 and 1 % VAT whose totals on screen equal the API's, finalise and send (the capture mailbox receives the mail with
// the PDF attached), the customer opens the public link (viewed), a partial payment (balance shown) then the rest
// (paid), and the PDF, UBL and CII downloaded from the screen and checked. No console errors on the pages visited.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { formatForInput, formatMoney } from '@ulak/shared/format';
import tr from '../apps/web/src/i18n/invoicing.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/invoicing.en.json' with { type: 'json' };
import companyTr from '../apps/web/src/i18n/companySettings.tr.json' with { type: 'json' };
import companyEn from '../apps/web/src/i18n/companySettings.en.json' with { type: 'json' };
import { ADMIN, launchBrowser, startServer, type Server, registerUser } from './harness.js';

let server: Server;
let browser: Browser;
let adminToken: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-invoicing-e2e-'));

// A 1×1 PNG: a real image the server checks by its magic bytes and the PDF can draw.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const COMPANY = 'Işık Yazılım Ticaret A.Ş.';
const SELLER_VKN = '9876543217';
const BUYER_VKN = '4567890128';
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

// The PDF's text through poppler's pdftotext (CI installs poppler-utils; see .ci/run).
const hasPdftotext = spawnSync('which', ['pdftotext']).status === 0;

// amounts as the screens write them: by the interface language (the shared formatting module)
const lira = (major: number, lang: 'tr' | 'en' = 'tr') => formatMoney(major, 'TRY', lang);

type Totals = { taxBreakdown: { rate: number; tax: number }[]; subtotal: number; taxTotal: number; total: number };
type InvoiceRow = { id: string; number: string | null; status: string; balance: number; paid: number; amount: number };
type Invoice = InvoiceRow & { total: number; publicUrl: string | null };
type MailItem = { id: string; to: string; subject: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await server.api<{ token: string }>('POST', '/api/auth/login', ADMIN)).body.token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// signedInPage registers a user (a workspace of its own) and opens a page in a language with the session stored;
// console errors and page errors are collected.
async function signedInPage(lang: 'tr' | 'en'): Promise<{ page: Page; token: string; errors: string[] }> {
  const registered = await registerUser(server, {
    firstName: 'Fatura',
    lastName: lang.toUpperCase(),
    email: `inv-${lang}-${Date.now()}@example.com`,
    password: 'inv-e2e-pass',
    language: lang,
  });
  const token = registered.token;
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1720, height: 1000 }, acceptDownloads: true });
  await context.addInitScript(
    ([t, l]) => {
      try {
        localStorage.setItem('token', t);
        localStorage.setItem('ulak.language', l);
      } catch {
        // documents without storage (a PDF viewer's frames)
      }
    },
    [token, lang],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, token, errors };
}

// pickOption opens a Mantine select and clicks one of its options.
async function pickOption(page: Page, select: ReturnType<Page['locator']>, name: string) {
  await select.click();
  await page.getByRole('option', { name, exact: true }).click();
}

// rowAction opens an invoice row's action menu and clicks one action.
async function rowAction(page: Page, id: string, action: string) {
  const row = page.locator(`[data-testid="invoice-row"][data-id="${id}"]`);
  await row.getByTestId('invoice-actions').click();
  await page.getByTestId(`invoice-action-${action}`).click();
}

// downloaded runs an action that downloads a file and returns the saved file's path and suggested name.
async function downloaded(page: Page, run: () => Promise<void>): Promise<{ file: string; name: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), run()])) as [Download, void];
  const file = path.join(tmp, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

// fillCompany fills the company settings page (tabs by their test ids) and saves it, waiting for the saved badge.
async function fillCompany(page: Page, values: Record<string, string>, C: typeof companyTr) {
  const tabOfField: Record<string, string> = {
    companyName: 'basic',
    email: 'contact',
    address: 'contact',
    district: 'contact',
    city: 'contact',
    postalCode: 'contact',
    tagline: 'brand',
    primaryColor: 'brand',
    taxNumber: 'legal',
    taxOffice: 'legal',
    bankName: 'invoice',
    iban: 'invoice',
  };
  for (const [field, value] of Object.entries(values)) {
    await page.getByTestId(`company-tab-${tabOfField[field]}`).click();
    await page.getByTestId(`company-field-${field}`).fill(value);
  }
  await page.getByTestId('company-tab-brand').click();
  await page.getByTestId('company-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('company-preview-logo').waitFor();
  await page.getByTestId('company-save').click();
  const badge = page.getByTestId('company-saved-badge');
  await badge.waitFor();
  expect(await badge.innerText()).toBe(C.saved);
  return badge;
}

// waitForMail polls the capture mailbox (as the admin) for a message to an address whose subject names the invoice.
async function waitForMail(to: string, number: string): Promise<MailItem> {
  const until = Date.now() + 30_000;
  for (;;) {
    const list = await server.api<{ items: MailItem[] }>('GET', '/api/admin/mailbox?limit=50', undefined, adminToken);
    const hit = list.body.items.find((m) => m.to.includes(to) && m.subject.includes(number));
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`no invoice mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('invoicing journey in Turkish', () => {
  it('sets up the company, invoices a customer at 20/10/1 % VAT, sends, gets viewed, is paid in two parts and downloads the documents', async () => {
    const L = tr;
    const C = companyTr;
    const { page, token, errors } = await signedInPage('tr');
    const api = <T>(method: string, url: string, body?: unknown) => server.api<T>(method, url, body, token);

    // company settings: the six tabs, client-side checks, a logo, the 'Kaydedildi' badge for 3 seconds
    await page.goto(`${server.url}/company-settings`);
    for (const [key, label] of Object.entries(C.tabs)) expect(await page.getByTestId(`company-tab-${key}`).innerText()).toBe(label);
    expect(await page.getByTestId('company-settings-back').getAttribute('href')).toBe('/dashboard');
    await page.getByTestId('company-tab-legal').click();
    await page.getByTestId('company-field-taxNumber').fill('1234567891');
    await page.getByTestId('company-tab-basic').click();
    await page.getByTestId('company-save').click();
    // the refused field's tab comes forward with the rule's message; nothing was sent
    await page.getByText(L.validation.taxNumber).waitFor();
    expect((await api<{ settings: { taxNumber: string } }>('GET', '/api/admin/company-settings')).body.settings.taxNumber).toBe('');
    const badge = await fillCompany(
      page,
      {
        companyName: COMPANY,
        email: 'fatura@isik.example',
        address: 'Atatürk Caddesi No: 12',
        district: 'Kadıköy',
        city: 'İstanbul',
        postalCode: '34710',
        tagline: 'Güvenilir yazılım çözümleri',
        primaryColor: '#C2410C',
        taxNumber: SELLER_VKN,
        taxOffice: 'Kadıköy',
        bankName: 'Ziraat Bankası',
        iban: IBAN,
      },
      C,
    );
    expect(await page.getByTestId('company-preview-name').innerText()).toBe(COMPANY);
    expect(await page.getByTestId('company-preview-tagline').innerText()).toBe('Güvenilir yazılım çözümleri');
    const saved = (await api<{ settings: Record<string, string> }>('GET', '/api/admin/company-settings')).body.settings;
    expect(saved).toMatchObject({ companyName: COMPANY, taxNumber: SELLER_VKN, iban: IBAN.replace(/\s/g, ''), primaryColor: '#C2410C', city: 'İstanbul' });
    // the logo is stored re-encoded (at most 1024 px), so it is a PNG data URL, not the uploaded bytes
    expect(saved.logoUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await badge.waitFor({ state: 'detached', timeout: 10_000 });

    // the invoicing screen: tabs, empty stat cards
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('nav-invoices').click();
    await page.waitForURL(/\/app\/invoices$/);
    await page.getByRole('heading', { name: L.page.title, exact: true }).waitFor();
    for (const [key, label] of Object.entries(L.page.tabs)) expect(await page.getByTestId(`invoices-tab-${key}`).innerText()).toBe(label);
    await page.getByTestId('invoices-empty').getByText(L.list.emptyTitle).waitFor();
    await expect.poll(() => page.getByTestId('invoice-stat-revenue-value').innerText()).toBe(lira(0));

    // a customer
    await page.getByTestId('invoices-tab-customers').click();
    await page.getByTestId('customer-add').click();
    const customerForm = page.getByTestId('customer-form-modal');
    const customer = {
      name: 'Öztürk Danışmanlık Ltd. Şti.',
      email: 'muhasebe@ozturk.example',
      taxNumber: BUYER_VKN,
      taxOffice: 'Çankaya',
      address: 'Kızılay Meydanı 5',
      city: 'Ankara',
      postalCode: '06420',
    };
    for (const [field, value] of Object.entries(customer)) await customerForm.getByTestId(`customer-form-${field}`).fill(value);
    await customerForm.getByTestId('customer-form-submit').click();
    await page.getByText(L.customers.created).first().waitFor();
    await page.locator(`[data-testid="customer-row"][data-name="${customer.name}"]`).waitFor();

    // a TRY invoice with lines at 20, 10 and 1 %: the totals on screen are the API's
    await page.getByTestId('invoices-new').click();
    const form = page.getByTestId('invoice-form-drawer');
    await form.getByTestId('invoice-form-customer').waitFor();
    expect(await form.getByTestId('invoice-form-currency').inputValue()).toBe('TRY (₺)');
    await pickOption(page, form.getByTestId('invoice-form-customer'), `${customer.name} · ${customer.email}`);
    const lines = [
      { description: 'Yazılım lisansı', quantity: 2, unitPrice: 1500, taxRate: 20 },
      { description: 'Güncelleme hizmeti', quantity: 3, unitPrice: 250.5, taxRate: 10 },
      { description: 'Eğitim kitabı', quantity: 1, unitPrice: 99.99, taxRate: 1 },
    ];
    for (const [i, line] of lines.entries()) {
      if (i > 0) await form.getByTestId('line-add').click();
      const row = form.locator(`[data-testid="invoice-line"][data-index="${i}"]`);
      await row.getByTestId('line-description').fill(line.description);
      await row.getByTestId('line-quantity').fill(formatForInput(line.quantity, 'tr'));
      await row.getByTestId('line-unit-price').fill(formatForInput(line.unitPrice, 'tr'));
      if (line.taxRate !== 20) await pickOption(page, row.getByTestId('line-tax-rate'), `%${line.taxRate}`);
    }
    const expected = (await api<Totals>('POST', '/api/invoices/totals', { lines: lines.map((l) => ({ ...l, unit: 'piece' })) })).body;
    expect(expected.taxBreakdown.map((b) => b.rate).sort((a, b) => a - b)).toEqual([1, 10, 20]);
    const totals = form.getByTestId('invoice-totals');
    await expect.poll(() => totals.getAttribute('data-state')).toBe('ready');
    await expect.poll(() => totals.getByTestId('totals-total-value').innerText()).toBe(lira(expected.total));
    expect(await totals.getByTestId('totals-subtotal-value').innerText()).toBe(lira(expected.subtotal));
    expect(await totals.getByTestId('totals-tax-total-value').innerText()).toBe(lira(expected.taxTotal));
    for (const b of expected.taxBreakdown)
      expect(await totals.locator(`[data-testid="totals-tax"][data-rate="${b.rate}"]`).getByTestId('totals-tax-value').innerText()).toBe(lira(b.tax));
    await form.getByTestId('invoice-form-submit').click();
    await page.getByText(L.notify.created).first().waitFor();
    const draftRow = page.locator('[data-testid="invoice-row"][data-status="draft"]');
    await draftRow.waitFor();
    expect(await draftRow.getByTestId('invoice-status').innerText()).toBe(L.status.draft);
    expect(await draftRow.getByTestId('invoice-amount').innerText()).toBe(lira(expected.total));
    const id = (await draftRow.getAttribute('data-id'))!;
    const row = page.locator(`[data-testid="invoice-row"][data-id="${id}"]`);

    // finalise (asks first), then send: the mail arrives with the PDF attached
    await rowAction(page, id, 'finalize');
    await page.getByTestId('invoice-finalize-confirm').click();
    // finalised is issued, not sent: only emailing it sends it
    await expect.poll(() => row.getAttribute('data-status')).toBe('issued');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.issued);
    const number = (await row.getAttribute('data-number'))!;
    expect(number).toMatch(new RegExp(`^INV-${new Date().getFullYear()}-001$`));
    await rowAction(page, id, 'send');
    const send = page.getByTestId('send-invoice-modal');
    expect(await send.getByTestId('send-invoice-to').inputValue()).toBe(customer.email);
    await send.getByTestId('send-invoice-submit').click();
    await page.getByText(L.notify.sent.replace('{{number}}', number).replace('{{to}}', customer.email)).first().waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('sent');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.sent);
    const mail = await waitForMail(customer.email, number);
    const message = (await server.api<{ message: { headers: string; text: string } }>('GET', `/api/admin/mailbox/${mail.id}`, undefined, adminToken)).body
      .message;
    // an email with an attachment is multipart/mixed (the capture mailbox keeps the headers and the text parts)
    expect(message.headers).toMatch(/content-type:\s*multipart\/mixed/i);
    const invoice = (await api<{ invoice: Invoice }>('GET', `/api/invoices/${id}`)).body.invoice;
    expect(message.text).toContain(invoice.publicUrl!);

    // the customer opens the public link from the invoice's record: the row becomes 'Görüntülendi'
    await row.getByTestId('invoice-view').click();
    const link = page.getByTestId('invoice-public-link');
    expect(await link.getAttribute('href')).toBe(invoice.publicUrl);
    const customerPage = await page.context().newPage();
    await customerPage.goto(invoice.publicUrl!);
    expect(await customerPage.locator('body').innerText()).toContain(number);
    await customerPage.close();
    await page.keyboard.press('Escape');
    await page.getByTestId('invoice-drawer-body').waitFor({ state: 'detached' });
    await page.getByTestId('invoices-refresh').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('viewed');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.viewed);

    // copy the public link
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await rowAction(page, id, 'copyLink');
    await page.getByText(L.notify.linkCopied).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invoice.publicUrl);

    // a partial payment: the status stays, the balance is shown
    const part = 1000;
    await rowAction(page, id, 'payment');
    const pay = page.getByTestId('payment-modal');
    // the field shows the balance in the interface language ("1.234,56")
    expect(await pay.getByTestId('payment-amount').inputValue()).toBe(formatForInput(expected.total, 'tr', { minDigits: 2, maxDigits: 2 }));
    await pay.getByTestId('payment-amount').fill(String(part));
    await pickOption(page, pay.getByTestId('payment-method'), L.paymentMethods.credit_card);
    await pay.getByTestId('payment-submit').click();
    const balance = Math.round((expected.total - part) * 100) / 100;
    await page
      .getByText(L.notify.paymentRecorded.replace('{{balance}}', lira(balance)))
      .first()
      .waitFor();
    await expect.poll(() => row.getByTestId('invoice-balance').innerText()).toBe(L.list.balance.replace('{{amount}}', lira(balance)));
    expect(await row.getAttribute('data-status')).toBe('viewed');
    expect((await api<{ invoice: Invoice }>('GET', `/api/invoices/${id}`)).body.invoice).toMatchObject({ status: 'viewed', paid: part, balance });

    // the rest: paid
    await rowAction(page, id, 'payment');
    expect(await pay.getByTestId('payment-amount').inputValue()).toBe(formatForInput(balance, 'tr', { minDigits: 2, maxDigits: 2 }));
    await pay.getByTestId('payment-submit').click();
    await page.getByText(L.notify.paid).first().waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.paid);
    expect(await row.getByTestId('invoice-balance').count()).toBe(0);
    await expect.poll(() => page.getByTestId('invoice-stat-revenue-value').innerText()).toBe(lira(expected.total));

    // the documents, downloaded from the screen with the session's token
    const pdf = await downloaded(page, () => rowAction(page, id, 'pdf'));
    expect(pdf.name).toBe(`${number}.pdf`);
    expect(fs.readFileSync(pdf.file).subarray(0, 5).toString()).toBe('%PDF-');
    if (!hasPdftotext) throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils) to check the PDF text');
    const text = execFileSync('pdftotext', ['-layout', pdf.file, '-'], { encoding: 'utf8' });
    expect(text).toContain(COMPANY);
    expect(text).toContain('Güncelleme hizmeti');
    expect(text).toContain(customer.name);
    expect(text).toContain(number);
    const ubl = await downloaded(page, () => rowAction(page, id, 'ubl'));
    const ublXml = fs.readFileSync(ubl.file, 'utf8');
    expect(ublXml).toContain('urn:cen.eu:en16931:2017');
    expect(ublXml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(ublXml).toContain(`TR${SELLER_VKN}`);
    const cii = await downloaded(page, () => rowAction(page, id, 'cii'));
    const ciiXml = fs.readFileSync(cii.file, 'utf8');
    expect(ciiXml).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/);
    expect(ciiXml).toContain(number);

    // analytics: the payment methods follow the two payments
    const analytics = (await api<{ analytics: { paymentMethods: { method: string; share: number }[] } }>('GET', '/api/invoices/analytics')).body.analytics;
    await page.getByTestId('invoices-tab-analytics').click();
    for (const m of analytics.paymentMethods)
      expect(await page.locator(`[data-testid="invoice-method"][data-method="${m.method}"]`).getAttribute('data-share')).toBe(String(m.share));

    // templates: Use makes a design the default (through the invoice settings); Preview shows its sample PDF
    await page.getByTestId('invoices-tab-templates').click();
    const corporate = page.locator('[data-testid="invoice-template"][data-design="corporate"]');
    await corporate.getByTestId('invoice-template-use').click();
    await page.getByText(L.templates.used.replace('{{name}}', L.designs.corporate)).first().waitFor();
    await expect.poll(() => corporate.getAttribute('data-default')).toBe('true');
    expect((await api<{ settings: { defaultDesign: string } }>('GET', '/api/invoices/settings')).body.settings.defaultDesign).toBe('corporate');
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('[data-testid="invoice-template"][data-design="minimal"]').getByTestId('invoice-template-preview').click(),
    ]);
    expect(preview.url()).toMatch(/^blob:/);
    await preview.close();

    // settings: the payment term; automation: the reminder schedule, and a recurring schedule set and stopped
    await page.getByTestId('invoices-tab-settings').click();
    await page.getByTestId('invoice-settings-term').fill('14');
    await page.getByTestId('invoice-settings-save').click();
    await page.getByText(L.settings.saved).first().waitFor();
    expect((await api<{ settings: { paymentTermDays: number } }>('GET', '/api/invoices/settings')).body.settings.paymentTermDays).toBe(14);
    await page.getByTestId('invoices-tab-automation').click();
    await page.getByTestId('reminders-offsets').fill('-5, 0, 10');
    await page.getByTestId('reminders-save').click();
    await page.getByText(L.automation.saved).first().waitFor();
    expect((await api<{ settings: { reminderSchedule: number[] } }>('GET', '/api/invoices/settings')).body.settings.reminderSchedule).toEqual([-5, 0, 10]);
    await page.getByTestId('recurring-empty').waitFor();
    await page.getByTestId('invoices-tab-invoices').click();
    await rowAction(page, id, 'recurring');
    await pickOption(page, page.getByTestId('recurring-frequency'), L.automation.frequencies.quarterly);
    await page.getByTestId('recurring-submit').click();
    await page.getByText(L.automation.setSaved).first().waitFor();
    await page.getByTestId('invoices-tab-automation').click();
    const schedule = page.locator(`[data-testid="recurring-row"][data-invoice="${id}"]`);
    await schedule.getByText(number).waitFor();
    await schedule.getByTestId('recurring-stop').click();
    await page.getByTestId('recurring-stop-confirm').click();
    await page.getByTestId('recurring-empty').waitFor();
    expect((await api<{ recurring: unknown[] }>('GET', '/api/invoices/recurring')).body.recurring).toEqual([]);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('invoicing in English', () => {
  it('saves the company with a logo, invoices a customer, issues and is paid, and downloads the UBL', async () => {
    const L = en;
    const C = companyEn;
    const { page, token, errors } = await signedInPage('en');
    const api = <T>(method: string, url: string, body?: unknown) => server.api<T>(method, url, body, token);

    await page.goto(`${server.url}/company-settings`);
    for (const [key, label] of Object.entries(C.tabs)) expect(await page.getByTestId(`company-tab-${key}`).innerText()).toBe(label);
    await fillCompany(
      page,
      { companyName: 'Bright Ledger Ltd', address: '1 Main Street', city: 'İzmir', taxNumber: SELLER_VKN, email: 'billing@bright.example' },
      C,
    );

    await page.goto(`${server.url}/app/invoices?tab=customers`);
    await page.getByTestId('customer-add').click();
    const customerForm = page.getByTestId('customer-form-modal');
    for (const [field, value] of Object.entries({ name: 'Harbour Trading', email: 'ap@harbour.example', address: '9 Quay Road', city: 'Bursa' }))
      await customerForm.getByTestId(`customer-form-${field}`).fill(value);
    await customerForm.getByTestId('customer-form-submit').click();
    await page.getByText(L.customers.created).first().waitFor();

    await page.getByTestId('invoices-new').click();
    const form = page.getByTestId('invoice-form-drawer');
    await pickOption(page, form.getByTestId('invoice-form-customer'), 'Harbour Trading · ap@harbour.example');
    const lines = [
      { description: 'Consulting', quantity: 4, unitPrice: 125, taxRate: 20 },
      { description: 'Travel', quantity: 1, unitPrice: 80.4, taxRate: 10 },
    ];
    for (const [i, line] of lines.entries()) {
      if (i > 0) await form.getByTestId('line-add').click();
      const row = form.locator(`[data-testid="invoice-line"][data-index="${i}"]`);
      await row.getByTestId('line-description').fill(line.description);
      await row.getByTestId('line-quantity').fill(formatForInput(line.quantity, 'en'));
      await row.getByTestId('line-unit-price').fill(formatForInput(line.unitPrice, 'en'));
      if (line.taxRate !== 20) await pickOption(page, row.getByTestId('line-tax-rate'), `${line.taxRate}%`);
    }
    const expected = (await api<Totals>('POST', '/api/invoices/totals', { lines: lines.map((l) => ({ ...l, unit: 'piece' })) })).body;
    await expect.poll(() => form.getByTestId('totals-total-value').innerText()).toBe(lira(expected.total, 'en'));
    await form.getByTestId('invoice-form-submit').click();
    await page.getByText(L.notify.created).first().waitFor();
    const draftRow = page.locator('[data-testid="invoice-row"][data-status="draft"]');
    await draftRow.waitFor();
    expect(await draftRow.getByTestId('invoice-status').innerText()).toBe(L.status.draft);
    const id = (await draftRow.getAttribute('data-id'))!;
    const row = page.locator(`[data-testid="invoice-row"][data-id="${id}"]`);

    await rowAction(page, id, 'finalize');
    await page.getByTestId('invoice-finalize-confirm').click();
    // finalised is issued, not sent: only emailing it sends it
    await expect.poll(() => row.getAttribute('data-status')).toBe('issued');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.issued);
    const number = (await row.getAttribute('data-number'))!;

    await rowAction(page, id, 'payment');
    await page.getByTestId('payment-modal').getByTestId('payment-submit').click();
    await page.getByText(L.notify.paid).first().waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.getByTestId('invoice-status').innerText()).toBe(L.status.paid);
    expect((await api<{ invoice: Invoice }>('GET', `/api/invoices/${id}`)).body.invoice).toMatchObject({ status: 'paid', balance: 0, paid: expected.total });

    // the customer has no tax number, so no Peppol endpoint: the plain EN 16931 UBL is the one to download
    const ubl = await downloaded(page, () => rowAction(page, id, 'ublEn16931'));
    expect(ubl.name).toBe(`${number}.en16931.xml`);
    const xml = fs.readFileSync(ubl.file, 'utf8');
    expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>');
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
