// Numbers typed and shown in a real browser, in Turkish and in English (issue 14, items 4 and 6):
// - an invoice unit price typed as 85,50 in Turkish and as 85.50 in English gives the same total (it was saved as
//   8550 in Turkish); the other language's writing is refused with a translated message, never guessed;
// - the field says the parsed value back ("= 85,50 ₺");
// - money is written by the interface language on every screen: the CRM's empty pipeline is ₺0.00 in English and
//   0,00 ₺ in Turkish, the public pricing page writes lira prices in the Turkish way in Turkish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '@ulak/shared/format';
import numberTr from '../apps/web/src/i18n/numberInput.tr.json' with { type: 'json' };
import numberEn from '../apps/web/src/i18n/numberInput.en.json' with { type: 'json' };
import { launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// 135 × 85.50 = 11,542.50; 20 % VAT 2,308.50; total 13,851.00
const QUANTITY = 135;
const UNIT_PRICE = 85.5;
const TOTAL = 13_851;

// signedInPage registers a user with its own workspace and opens a page in a language with the session stored.
async function signedInPage(lang: 'tr' | 'en'): Promise<{ page: Page; token: string; errors: string[] }> {
  const { token } = await registerUser(server, {
    firstName: 'Sayı',
    lastName: lang.toUpperCase(),
    email: `numbers-${lang}-${Date.now()}@example.com`,
    password: 'numbers-e2e-pass',
    language: lang,
  });
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1720, height: 1000 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
      localStorage.setItem('ulak.currency', 'TRY');
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

describe.each(['tr', 'en'] as const)('numbers in %s', (lang) => {
  const N = lang === 'tr' ? numberTr : numberEn;
  const typed = lang === 'tr' ? '85,50' : '85.50';
  const otherWay = lang === 'tr' ? '85.50' : '85,50';

  it(`invoices 135 × ${typed} for the same total in either language, refusing ${otherWay}`, async () => {
    const { page, token, errors } = await signedInPage(lang);
    const api = <T>(method: string, url: string, body?: unknown) => server.api<T>(method, url, body, token);
    const customer = (await api<{ customer: { id: string } }>('POST', '/api/invoices/customers', { name: 'Sayı Müşterisi', email: 'sayi@example.com' })).body
      .customer;
    expect(customer.id).toBeTruthy();

    await page.goto(`${server.url}/app/invoices`);
    await page.getByTestId('invoices-new').click();
    const form = page.getByTestId('invoice-form-drawer');
    await form.getByTestId('invoice-form-customer').click();
    await page.getByRole('option', { name: 'Sayı Müşterisi · sayi@example.com', exact: true }).click();
    const line = form.locator('[data-testid="invoice-line"][data-index="0"]');
    await line.getByTestId('line-description').fill(lang === 'tr' ? 'Danışmanlık' : 'Consulting');
    await line.getByTestId('line-quantity').fill(String(QUANTITY));
    const price = line.getByTestId('line-unit-price');

    // the other language's writing is refused with the interface language's rule, not read as 8550
    await price.fill(otherWay);
    await line.getByText(N.ambiguous).waitFor();
    expect(await price.getAttribute('data-parsed')).toBe('NaN');
    await form.getByTestId('invoice-form-submit').click();
    await line.getByText(N.ambiguous).waitFor();
    expect(await form.getByTestId('invoice-form-submit').isVisible()).toBe(true);

    // the interface language's writing is read and said back as money
    await price.fill(typed);
    expect(await price.getAttribute('data-parsed')).toBe(String(UNIT_PRICE));
    expect(await line.locator('[data-number-echo]').innerText()).toBe(`= ${formatMoney(UNIT_PRICE, 'TRY', lang)}`);
    expect(await line.getByText(N.ambiguous).count()).toBe(0);
    const totals = form.getByTestId('invoice-totals');
    await expect.poll(() => totals.getByTestId('totals-total-value').innerText()).toBe(formatMoney(TOTAL, 'TRY', lang));
    expect(await line.getByTestId('line-total').innerText()).toBe(formatMoney(QUANTITY * UNIT_PRICE, 'TRY', lang));

    await form.getByTestId('invoice-form-submit').click();
    const row = page.locator('[data-testid="invoice-row"][data-status="draft"]');
    await row.waitFor();
    expect(await row.getByTestId('invoice-amount').innerText()).toBe(formatMoney(TOTAL, 'TRY', lang));
    const id = (await row.getAttribute('data-id'))!;
    const saved = (await api<{ invoice: { total: number; lines: { unitPrice: number; quantity: number }[] } }>('GET', `/api/invoices/${id}`)).body.invoice;
    expect(saved.total).toBe(TOTAL);
    expect(saved.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[QUANTITY, UNIT_PRICE]]);
    const list = (await api<{ invoices: unknown[] }>('GET', '/api/invoices')).body.invoices;
    expect(list).toHaveLength(1);

    // the CRM's empty pipeline in the interface language (the English screen wrote ₺0,00)
    await page.goto(`${server.url}/app/crm`);
    await expect.poll(() => page.getByTestId('crm-kpi-weighted-value').innerText()).toBe(lang === 'tr' ? '0,00 ₺' : '₺0.00');

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes lira prices on the public pricing page in the interface language', async () => {
    const { page, errors } = await signedInPage(lang);
    await page.goto(`${server.url}/pricing`);
    const price = (await page.getByTestId('plan-price-starter').innerText()).trim();
    // Turkish pages wrote en-US figures (₺1,147.06)
    expect(price).toMatch(lang === 'tr' ? /^\d{1,3}(\.\d{3})*,\d{2} ₺$/ : /^₺\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
