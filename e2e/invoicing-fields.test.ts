// The invoice form's issue-15 fields in a real browser, in Turkish and in English (each in its own workspace): a TRY
// invoice to a Turkish company with a line at a 3-decimal unit price carrying KDV tevkifatı (picked in the line's
// "more" row, whose share fills in by itself), a second plain line, a freight charge, and in the folded "e-invoice
// details" a contract reference, the invoicing period and, in English, stopaj (in Turkish the second line bears ÖTV). The live totals on screen are
// the server's (POST /api/invoices/totals with the same body) and show the charge, the withheld VAT and the amount due;
// the saved draft keeps every field; issued, its PDF (downloaded from the screen, read with pdftotext) carries the same
// total, withholding, amount due, charge and the unrounded unit price. Then the Turkish e-invoice: the GİB integrator
// (the local stand-in) set up in the settings tab with a connection test, the UBL-TR (TICARIFATURA / TEVKIFAT) from the
// documents menu, its GİB view, and "send to GİB" with its status in the invoice's drawer; last a corrected invoice
// (384) naming it, picked from the issued invoices. No console errors on the pages visited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { formatForInput, formatMoney } from '@ulak/shared/format';
import { INVOICE_TYPE_CODE_LABELS, WITHHOLDING_CODES } from '@ulak/shared/invoicing';
import { translate } from '@ulak/shared/messages';
import { GIB_SUBMISSION_STATUS_LABELS, type GibSubmissionStatus } from '@ulak/shared/invoicing-gib';
import tr from '../apps/web/src/i18n/invoicing.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/invoicing.en.json' with { type: 'json' };
import { startGibIntegrator, type GibIntegratorStandIn } from '../apps/server/test/stand-ins/gib-integrator.js';
import { launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let gib: GibIntegratorStandIn;
const GIB_ACCOUNT = { username: 'kuzey-efatura', password: 'entegrator-sifre-1' };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-invoicing-fields-e2e-'));

const SELLER = {
  companyName: 'Kuzey Bakım Hizmetleri A.Ş.',
  email: 'fatura@kuzey.example',
  address: 'Büyükdere Caddesi 100',
  city: 'İstanbul',
  taxNumber: '9876543217',
  taxOffice: 'Mecidiyeköy',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
};
const BUYER = { name: 'Doğu Lojistik Ltd. Şti.', email: 'muhasebe@dogu.example', taxNumber: '4567890128', taxOffice: 'Çankaya', city: 'Ankara' };
// a repair service at a 3-decimal unit price, under withholding code 603 (7/10 of the VAT), a part without, and freight
const WITHHELD = { description: 'Makine bakım hizmeti', quantity: 3, unitPrice: 1234.567, taxRate: 20, code: '603' };
const PLAIN = { description: 'Yedek parça seti', quantity: 2, unitPrice: 250, taxRate: 20 };
const FREIGHT = { reasonCode: 'FC', amount: 150, taxRate: 20 };
const CONTRACT = 'SÖZ-2026/14';
const STOPAJ = 20;
const EXCISE = { code: '0074', percent: 6.7 };
// A 1×1 PNG (the server reads the type from the bytes)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PERIOD = { start: '2026-01-01', end: '2026-01-31' };

type Totals = {
  subtotal: number;
  chargeTotal: number;
  exciseTotal: number;
  taxTotal: number;
  total: number;
  withholdingTotal: number;
  stopajAmount: number;
  amountDue: number;
  lines: { total: number; withholding: number; excise: number }[];
};
type Invoice = {
  id: string;
  number: string | null;
  status: string;
  total: number;
  withholdingTotal: number;
  amountDue: number;
  chargeTotal: number;
  charges: { reasonCode: string | null; amount: number; taxRate: number }[];
  lines: { description: string; unitPrice: number; withholdingCode: string | null; withholdingPercent: number | null }[];
  contractReference: string;
  stopajPercent: number | null;
  invoicingPeriodStart: string | null;
  invoicingPeriodEnd: string | null;
  typeCode: string;
};

beforeAll(async () => {
  // the integrator stand-in listens on loopback over plain http, which the server allows only for private addresses
  server = await startServer({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' });
  gib = await startGibIntegrator(GIB_ACCOUNT);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gib?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// signedInPage registers a user (a workspace of its own) and opens a page in a language with the session stored;
// console errors and page errors are collected.
async function signedInPage(lang: 'tr' | 'en'): Promise<{ page: Page; token: string; errors: string[] }> {
  const { token } = await registerUser(server, {
    firstName: 'Alan',
    lastName: lang.toUpperCase(),
    email: `fields-${lang}-${Date.now()}@example.com`,
    password: 'fields-e2e-pass',
    language: lang,
  });
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1720, height: 1100 }, acceptDownloads: true });
  await context.addInitScript(
    ([t, l]) => {
      try {
        localStorage.setItem('token', t);
        localStorage.setItem('ulak.language', l);
      } catch {
        // documents without storage
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
  await page.locator(`[data-testid="invoice-row"][data-id="${id}"]`).getByTestId('invoice-actions').click();
  await page.getByTestId(`invoice-action-${action}`).click();
}

// downloaded runs an action that downloads a file and returns the saved file's path.
async function downloaded(page: Page, run: () => Promise<void>): Promise<string> {
  const [download] = (await Promise.all([page.waitForEvent('download'), run()])) as [Download, void];
  const file = path.join(tmp, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return file;
}

// journey fills the form in one language and checks the screen, the stored draft and the issued PDF against the API.
async function journey(lang: 'tr' | 'en') {
  const L = lang === 'tr' ? tr : en;
  const money = (major: number) => formatMoney(major, 'TRY', lang);
  const { page, token, errors } = await signedInPage(lang);
  const api = <T>(method: string, url: string, body?: unknown) => server.api<T>(method, url, body, token);
  expect((await api('PUT', '/api/admin/company-settings', SELLER)).status).toBe(200);
  expect((await api('POST', '/api/invoices/customers', { ...BUYER, language: lang })).status).toBe(201);

  await page.goto(`${server.url}/app/invoices`);
  await page.getByTestId('invoices-new').click();
  const form = page.getByTestId('invoice-form-drawer');
  await pickOption(page, form.getByTestId('invoice-form-customer'), `${BUYER.name} · ${BUYER.email}`);
  // the simple case stays simple: the e-invoice details are folded away
  expect(await form.getByTestId('invoice-form-type-code').isVisible()).toBe(false);

  // the withheld line: a 3-decimal unit price, then its "more" row with the withholding code; the share fills in
  const first = form.locator('[data-testid="invoice-line"][data-index="0"]');
  await first.getByTestId('line-description').fill(WITHHELD.description);
  await first.getByTestId('line-quantity').fill(formatForInput(WITHHELD.quantity, lang));
  await first.getByTestId('line-unit-price').fill(formatForInput(WITHHELD.unitPrice, lang));
  await first.getByTestId('line-more').click();
  const more = form.locator('[data-testid="invoice-line-extras"][data-index="0"]');
  await more.getByTestId('line-withholding-code').click();
  await page.getByRole('option', { name: new RegExp(`^${WITHHELD.code} · `) }).click();
  const share = WITHHOLDING_CODES[WITHHELD.code].percent;
  expect(await more.getByTestId('line-withholding-percent').inputValue()).toBe(formatForInput(share, lang));

  await form.getByTestId('line-add').click();
  const second = form.locator('[data-testid="invoice-line"][data-index="1"]');
  await second.getByTestId('line-description').fill(PLAIN.description);
  await second.getByTestId('line-quantity').fill(formatForInput(PLAIN.quantity, lang));
  await second.getByTestId('line-unit-price').fill(formatForInput(PLAIN.unitPrice, lang));
  // in Turkish the second line bears ÖTV (list IV), picked in its own "more" row
  const excise = lang === 'tr' ? EXCISE : null;
  if (excise) {
    await second.getByTestId('line-more').click();
    const secondMore = form.locator('[data-testid="invoice-line-extras"][data-index="1"]');
    await secondMore.getByTestId('line-excise-code').click();
    await page.getByRole('option', { name: new RegExp(`^${excise.code} · `) }).click();
    await secondMore.getByTestId('line-excise-percent').fill(formatForInput(excise.percent, lang));
  }

  // the freight charge (FC is the first charge's reason)
  await form.getByTestId('charge-add').click();
  const charge = form.locator('[data-testid="invoice-charge"][data-index="0"]');
  await charge.getByTestId('charge-amount').fill(formatForInput(FREIGHT.amount, lang));

  // the e-invoice details open on demand: a contract reference and the invoicing period
  await form.getByTestId('invoice-form-einvoice-toggle').click();
  await form.getByTestId('invoice-form-contract').fill(CONTRACT);
  await form.getByTestId('invoice-form-period-start').fill(PERIOD.start);
  await form.getByTestId('invoice-form-period-end').fill(PERIOD.end);
  // in English the invoice also bears stopaj (income-tax withholding on the amount before VAT)
  const stopajPercent = lang === 'en' ? STOPAJ : null;
  if (stopajPercent) await form.getByTestId('invoice-form-stopaj').fill(formatForInput(stopajPercent, lang));

  // the live totals are the server's arithmetic of the same body
  const body = {
    lines: [
      {
        description: WITHHELD.description,
        quantity: WITHHELD.quantity,
        unitPrice: WITHHELD.unitPrice,
        taxRate: WITHHELD.taxRate,
        withholdingCode: WITHHELD.code,
      },
      {
        description: PLAIN.description,
        quantity: PLAIN.quantity,
        unitPrice: PLAIN.unitPrice,
        taxRate: PLAIN.taxRate,
        ...(excise ? { exciseCode: excise.code, excisePercent: excise.percent } : {}),
      },
    ],
    charges: [FREIGHT],
    stopajPercent,
  };
  const expected = (await api<Totals>('POST', '/api/invoices/totals', body)).body;
  expect(expected.chargeTotal).toBe(FREIGHT.amount);
  expect(expected.withholdingTotal).toBeGreaterThan(0);
  expect(expected.stopajAmount > 0).toBe(stopajPercent !== null);
  expect(expected.exciseTotal > 0).toBe(excise !== null);
  expect(expected.amountDue).toBe(Math.round((expected.total - expected.withholdingTotal - expected.stopajAmount) * 100) / 100);
  const totals = form.getByTestId('invoice-totals');
  await expect.poll(() => totals.getAttribute('data-state')).toBe('ready');
  await expect.poll(() => totals.getByTestId('totals-amount-due-value').innerText()).toBe(money(expected.amountDue));
  expect(await totals.getByTestId('totals-total-value').innerText()).toBe(money(expected.total));
  expect(await totals.getByTestId('totals-subtotal-value').innerText()).toBe(money(expected.subtotal));
  expect(await totals.getByTestId('totals-charges-value').innerText()).toBe(money(expected.chargeTotal));
  expect(await totals.getByTestId('totals-tax-total-value').innerText()).toBe(money(expected.taxTotal));
  expect(await totals.getByTestId('totals-withholding-value').innerText()).toBe(money(-expected.withholdingTotal));
  if (excise) {
    expect(await totals.getByTestId('totals-excise').innerText()).toContain(money(expected.exciseTotal));
    expect(await second.getByTestId('line-excise').innerText()).toBe(L.form.lineExcise.replace('{{amount}}', money(expected.lines[1].excise)));
  }
  if (stopajPercent) expect(await totals.getByTestId('totals-stopaj-value').innerText()).toBe(money(-expected.stopajAmount));
  else expect(await totals.getByTestId('totals-stopaj').count()).toBe(0);
  expect(await first.getByTestId('line-total').innerText()).toBe(money(expected.lines[0].total));

  // saved: the draft keeps the 3-decimal price, the withholding and the charge
  await form.getByTestId('invoice-form-submit').click();
  await page.getByText(L.notify.created).first().waitFor();
  const draftRow = page.locator('[data-testid="invoice-row"][data-status="draft"]');
  await draftRow.waitFor();
  const id = (await draftRow.getAttribute('data-id'))!;
  const draft = (await api<{ invoice: Invoice }>('GET', `/api/invoices/${id}`)).body.invoice;
  expect(draft.lines[0]).toMatchObject({ unitPrice: WITHHELD.unitPrice, withholdingCode: WITHHELD.code, withholdingPercent: share });
  expect(draft.charges).toEqual([expect.objectContaining({ reasonCode: 'FC', amount: FREIGHT.amount, taxRate: FREIGHT.taxRate })]);
  expect(draft).toMatchObject({ contractReference: CONTRACT, invoicingPeriodStart: PERIOD.start, invoicingPeriodEnd: PERIOD.end, typeCode: '380' });
  expect(draft.stopajPercent).toBe(stopajPercent);
  expect(draft).toMatchObject({ total: expected.total, withholdingTotal: expected.withholdingTotal, amountDue: expected.amountDue });
  expect(await draftRow.getByTestId('invoice-amount').innerText()).toBe(money(expected.total));

  // attachments on the draft: a PNG and a CSV attached, the CSV removed after a confirmation
  await draftRow.getByTestId('invoice-edit').click();
  const attachments = form.getByTestId('invoice-attachments');
  await attachments.getByTestId('attachments-empty').waitFor();
  const fileInput = attachments.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'teslim-tutanagi.png', mimeType: 'image/png', buffer: PNG });
  await attachments.locator('[data-testid="attachment-row"][data-name="teslim-tutanagi.png"]').waitFor();
  await fileInput.setInputFiles({ name: 'olcumler.csv', mimeType: 'text/csv', buffer: Buffer.from('saat;deger\n1;2\n') });
  const csv = attachments.locator('[data-testid="attachment-row"][data-name="olcumler.csv"]');
  await csv.waitFor();
  await csv.getByTestId('attachment-delete').click();
  await page.getByTestId('attachment-delete-confirm').click();
  await csv.waitFor({ state: 'detached' });
  const png = attachments.locator('[data-testid="attachment-row"][data-name="teslim-tutanagi.png"]');
  expect(fs.readFileSync(await downloaded(page, () => png.getByTestId('attachment-download').click())).equals(PNG)).toBe(true);
  const stored = (await api<{ attachments: { filename: string; mime: string }[] }>('GET', `/api/invoices/${id}/attachments`)).body.attachments;
  expect(stored).toEqual([expect.objectContaining({ filename: 'teslim-tutanagi.png', mime: 'image/png' })]);
  // the stored fields come back into the form: the withholding line opens with its code, the charge keeps its amount
  expect(await form.locator('[data-testid="invoice-line-extras"][data-index="0"]').getByTestId('line-withholding-percent').inputValue()).toBe(
    formatForInput(share, lang),
  );
  expect(await form.locator('[data-testid="invoice-charge"][data-index="0"]').getByTestId('charge-amount').inputValue()).toBe(
    formatForInput(FREIGHT.amount, lang, { minDigits: 2, maxDigits: 2 }),
  );
  expect(await form.getByTestId('invoice-form-contract').inputValue()).toBe(CONTRACT);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });

  // issued, the PDF says the same amounts
  await rowAction(page, id, 'finalize');
  await page.getByTestId('invoice-finalize-confirm').click();
  const row = page.locator(`[data-testid="invoice-row"][data-id="${id}"]`);
  await expect.poll(() => row.getAttribute('data-status')).toBe('issued');
  const pdf = await downloaded(page, () => rowAction(page, id, 'pdf'));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const figure = (major: number) => formatMoney(major, 'TRY', lang);
  for (const amount of [expected.total, expected.withholdingTotal, expected.amountDue, FREIGHT.amount]) expect(text).toContain(figure(amount));
  if (stopajPercent) expect(text).toContain(figure(expected.stopajAmount));
  if (excise) expect(text).toContain(figure(expected.exciseTotal));
  expect(text).toContain(formatMoney(WITHHELD.unitPrice, 'TRY', lang, { maxDigits: 4 }));
  expect(text).toContain(WITHHELD.description);
  expect(text).toContain(BUYER.name);

  // the Turkish e-invoice: the integrator set up in the settings tab (the password never comes back), a connection
  // test, the UBL-TR from the documents menu, then sent to GİB after a confirmation, its status in the invoice's drawer
  await page.getByTestId('invoices-tab-settings').click();
  const card = page.getByTestId('gib-settings');
  await expect.poll(() => card.getByTestId('gib-settings-state').getAttribute('data-configured')).toBe('false');
  await card.getByTestId('gib-settings-endpoint').fill(gib.url);
  await card.getByTestId('gib-settings-username').fill(GIB_ACCOUNT.username);
  await card.getByTestId('gib-settings-password').fill(GIB_ACCOUNT.password);
  await card.getByTestId('gib-settings-save').click();
  await page.getByText(L.gibSettings.saved).first().waitFor();
  await expect.poll(() => card.getByTestId('gib-settings-state').getAttribute('data-configured')).toBe('true');
  expect(await card.getByTestId('gib-settings-password').inputValue()).toBe('');
  expect(JSON.stringify((await api('GET', '/api/invoices/gib/settings')).body)).not.toContain(GIB_ACCOUNT.password);
  await card.getByTestId('gib-settings-test').click();
  await page.getByText(L.gibSettings.testOk).first().waitFor();
  await expect.poll(() => card.getByTestId('gib-settings-last-test').getAttribute('data-ok')).toBe('true');

  await page.getByTestId('invoices-tab-invoices').click();
  const ublTr = fs.readFileSync(await downloaded(page, () => rowAction(page, id, 'ublTr')), 'utf8');
  expect(ublTr).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
  expect(ublTr).toContain('<cbc:InvoiceTypeCode>TEVKIFAT</cbc:InvoiceTypeCode>');
  expect(ublTr).toContain(`>${WITHHELD.code}<`);
  await rowAction(page, id, 'gibSubmit');
  await page.getByTestId('invoice-gibSubmit-confirm').click();
  await page.getByTestId('invoice-gibSubmit-modal').waitFor({ state: 'hidden' });
  await row.getByTestId('invoice-view').click();
  expect(await page.getByTestId('invoice-drawer-attachments').innerText()).toContain('teslim-tutanagi.png');
  const status = page.getByTestId('invoice-gib');
  await expect.poll(() => status.getAttribute('data-status')).toMatch(/^(queued|sent|accepted)$/);
  // the badge names the status it is in (read together: a queued submission moves on at the next poll)
  const [shown, label] = await status.evaluate((el) => [el.getAttribute('data-status'), el.querySelector('[data-testid="invoice-gib-status"]')?.textContent]);
  expect(label).toBe(GIB_SUBMISSION_STATUS_LABELS[shown as GibSubmissionStatus][lang]);

  await page.keyboard.press('Escape');
  await page.getByTestId('invoice-drawer-body').waitFor({ state: 'detached' });

  // its GİB view opens in a new window (the XML rendered with GİB's stylesheet)
  const [view] = await Promise.all([page.context().waitForEvent('page'), rowAction(page, id, 'gibView')]);
  await view.waitForLoadState();
  expect(await view.locator('body').innerText()).toContain(BUYER.name);
  await view.close();

  // a corrected invoice (384) names the issued one it corrects, picked by its number in the folded details
  const number = (await row.getAttribute('data-number'))!;
  await page.getByTestId('invoices-new').click();
  await pickOption(page, form.getByTestId('invoice-form-customer'), `${BUYER.name} · ${BUYER.email}`);
  const only = form.locator('[data-testid="invoice-line"][data-index="0"]');
  await only.getByTestId('line-description').fill(PLAIN.description);
  await only.getByTestId('line-unit-price').fill(formatForInput(PLAIN.unitPrice, lang));
  await form.getByTestId('invoice-form-einvoice-toggle').click();
  await pickOption(page, form.getByTestId('invoice-form-type-code'), `384 · ${INVOICE_TYPE_CODE_LABELS['384'][lang]}`);
  // without the corrected invoice the shared schema refuses it on that field, before anything is sent
  await form.getByTestId('invoice-form-submit').click();
  await form.getByText(translate('v.precedingInvoice', lang)).waitFor();
  await pickOption(page, form.getByTestId('invoice-form-preceding'), `${number} · ${BUYER.name}`);
  await form.getByTestId('invoice-form-submit').click();
  await page.getByText(L.notify.created).first().waitFor();
  const corrected = (await api<{ invoices: { id: string; status: string }[] }>('GET', '/api/invoices?status=draft')).body.invoices;
  expect(corrected).toHaveLength(1);
  const correction = (
    await api<{ invoice: Invoice & { precedingInvoiceId: string | null; precedingNumber: string | null } }>('GET', `/api/invoices/${corrected[0].id}`)
  ).body.invoice;
  expect(correction).toMatchObject({ typeCode: '384', precedingInvoiceId: id, precedingNumber: number });

  expect(errors).toEqual([]);
  await page.context().close();
}

// pdftotext comes from poppler-utils (installed by .ci/run)
describe('invoice form fields of issue 15', () => {
  it('in Turkish: a document charge, a withholding line and a 3-decimal price; totals, PDF and UBL-TR agree, sent to GİB', () => journey('tr'));
  it('in English: a document charge, a withholding line and a 3-decimal price; totals, PDF and UBL-TR agree, sent to GİB', () => journey('en'));
});
