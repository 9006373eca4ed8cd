// The three-step signup wizard in a real browser, in Turkish and in English: individual and business tabs, the
// specification's validation texts, back and continue, terms, and a new account on trial of the chosen plan —
// then a plan change from the subscription screen, through a Stripe-compatible payment provider when it costs money.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import { adminToken, launchBrowser, signupCode, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let payments: http.Server;
let intents = 0;

beforeAll(async () => {
  // A local server speaking the payment provider's Customers and PaymentIntents protocol, so a paid upgrade returns a
  // client secret (the workspace's customer is created first, once).
  payments = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/customers') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'cus_test_e2e' }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      intents++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `pi_test_${intents}`, client_secret: `pi_test_${intents}_secret_e2e` }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => payments.listen(0, '127.0.0.1', resolve));
  const saved = { url: process.env.ULAK_PAYMENT_URL, key: process.env.ULAK_PAYMENT_SECRET_KEY };
  process.env.ULAK_PAYMENT_URL = `http://127.0.0.1:${(payments.address() as AddressInfo).port}`;
  process.env.ULAK_PAYMENT_SECRET_KEY = 'sk_test_e2e';
  try {
    server = await startServer();
  } finally {
    if (saved.url === undefined) delete process.env.ULAK_PAYMENT_URL;
    else process.env.ULAK_PAYMENT_URL = saved.url;
    if (saved.key === undefined) delete process.env.ULAK_PAYMENT_SECRET_KEY;
    else process.env.ULAK_PAYMENT_SECRET_KEY = saved.key;
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((r) => payments?.close(r));
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// a field's accessible name: its translated label, with Mantine's required asterisk when present
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

// The specification's own texts (seed 000 §5) and the subscription messages (§8), per language.
const SPEC = {
  tr: { mismatch: 'Şifreler eşleşmiyor!', terms: 'Kullanım koşullarını kabul etmelisiniz!', upgraded: 'Plan başarıyla güncellendi!' },
  en: { mismatch: 'Passwords do not match!', terms: 'You must accept the terms of use!', upgraded: 'Plan upgraded successfully!' },
} as const;

async function newPage(lang: 'tr' | 'en'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('signup wizard in %s', (lang, L) => {
  const S = SPEC[lang];
  const email = `wizard-${lang}-${Date.now()}@example.com`;
  let token = '';

  it('walks through the three steps with validation and creates an account on trial of the chosen plan', async () => {
    expect(L.auth.signup.passwordMismatch).toBe(S.mismatch);
    expect(L.auth.signup.mustAcceptTerms).toBe(S.terms);
    const { page, errors } = await newPage(lang);
    await page.goto(`${server.url}/signup`);
    const step1 = page.getByLabel(label(L.auth.fields.firstName));
    await step1.waitFor();
    expect(await page.getByTestId('signup-back').isDisabled()).toBe(true);

    // step 1: required fields stop the wizard
    await page.getByTestId('signup-continue').click();
    await page.getByText(L.validation.firstNameRequired, { exact: true }).waitFor();
    await page.getByText(L.validation.emailRequired, { exact: true }).first().waitFor();

    // business tab: company name and country are required too
    await page.getByTestId('signup-tab-business').click();
    await page.getByTestId('signup-business-fields').waitFor();
    expect(await page.getByLabel(label(L.auth.fields.country)).getAttribute('aria-required')).toBe('true');
    expect(await page.getByLabel(label(L.auth.fields.companyName)).getAttribute('aria-required')).toBe('true');
    await page.getByLabel(label(L.auth.fields.firstName)).fill('Elif');
    await page.getByLabel(label(L.auth.fields.lastName)).fill('Şahin');
    await page.getByLabel(label(L.auth.fields.email)).fill(email);
    await page.getByLabel(label(L.auth.fields.password)).fill('wizard-pass-1');
    await page.getByLabel(label(L.auth.fields.confirmPassword)).fill('wizard-pass-2');
    await page.getByTestId('signup-continue').click();
    // the mismatch alert of the specification
    await page.getByText(S.mismatch, { exact: true }).first().waitFor();
    await page.getByText(L.validation.companyNameRequired, { exact: true }).waitFor();
    await page.getByLabel(label(L.auth.fields.confirmPassword)).fill('wizard-pass-1');
    await page.getByLabel(label(L.auth.fields.companyName)).fill('Şahin Tasarım Ltd.');
    await page.getByLabel(label(L.auth.fields.taxNumber)).fill('1234567890');
    await page.getByLabel(label(L.auth.fields.website)).fill('sahin-tasarim.example');
    await page.getByLabel(label(L.auth.fields.address)).fill('Moda Cd. 12, Kadıköy');

    // back to the individual tab: the business fields go away and are not required
    await page.getByTestId('signup-tab-individual').click();
    expect(await page.getByTestId('signup-business-fields').count()).toBe(0);
    await page.getByTestId('signup-tab-business').click();
    await page.getByTestId('signup-continue').click();

    // step 2: three plans; back returns to step 1 with the data kept
    await page.getByTestId('plan-option-starter').waitFor();
    expect(await page.locator('[data-testid^="plan-option-"]').count()).toBe(3);
    await page.getByTestId('signup-back').click();
    await expect.poll(() => page.getByLabel(label(L.auth.fields.firstName)).inputValue()).toBe('Elif');
    await page.getByTestId('signup-continue').click();
    await page.getByTestId('plan-option-starter').click();
    await page.getByTestId('signup-continue').click();

    // step 3: summary, the trial notice, terms required
    const summary = page.getByTestId('signup-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Elif Şahin');
    expect(await summary.innerText()).toContain(L.plans.names.starter);
    expect(await summary.innerText()).toContain(L.auth.signup.trialTitle.replace('{{days}}', '14'));
    expect(await page.getByTestId('signup-continue').count()).toBe(0);
    expect(await page.getByTestId('signup-submit').isDisabled()).toBe(true);
    const terms = page.getByTestId('signup-agree-terms');
    await terms.check();
    expect(await page.getByTestId('signup-submit').isDisabled()).toBe(false);
    await terms.uncheck();
    await summary.getByText(S.terms).waitFor();
    expect(await page.getByTestId('signup-submit').isDisabled()).toBe(true);
    await terms.check();
    await page.getByTestId('signup-submit').click();

    // step 4: the code mailed to the address (read by the platform admin in the capture mailbox) creates the account
    await page.getByTestId('signup-confirm-step').waitFor();
    expect(await page.getByTestId('signup-confirm-step').innerText()).toContain(email);
    const code = await signupCode(server, email, await adminToken(server));
    await page.getByTestId('signup-code').fill(code);
    await page.getByTestId('signup-confirm').click();
    await page.waitForURL(/\/app\/dashboard$/);
    token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect(token).toBeTruthy();
    const current = await server.api<{ subscription: { planType: string; status: string; trialEndsAt: string | null } }>(
      'GET',
      '/api/subscriptions/current',
      undefined,
      token,
    );
    expect(current.status).toBe(200);
    expect(current.body.subscription.planType).toBe('starter');
    expect(current.body.subscription.status).toBe('trial');
    const me = await server.api<{ user: { firstName: string; lastName: string } }>('GET', '/api/auth/me', undefined, token);
    expect(me.body.user).toMatchObject({ firstName: 'Elif', lastName: 'Şahin' });

    // the business tab's details are the company settings now, reached from the user menu and the settings' tab
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('menu-company').click();
    await page.waitForURL(/\/company-settings$/);
    await expect.poll(() => page.getByTestId('company-field-companyName').inputValue()).toBe('Şahin Tasarım Ltd.');
    await page.getByTestId('company-tab-contact').click();
    expect(await page.getByTestId('company-field-website').inputValue()).toBe('https://sahin-tasarim.example');
    expect(await page.getByTestId('company-field-address').inputValue()).toBe('Moda Cd. 12, Kadıköy');
    await page.getByTestId('company-tab-legal').click();
    expect(await page.getByTestId('company-field-taxNumber').inputValue()).toBe('1234567890');
    await page.goto(`${server.url}/app/settings?tab=company`);
    await page.getByTestId('settings-company-open').click();
    await page.waitForURL(/\/company-settings$/);
    expect(await page.getByText(L.settings.laterTitle).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['TRY', 'USD', 'JPY'])('shows the same plan at the same price on /pricing, the wizard and /app/customer in %s', async (code) => {
    expect(token).toBeTruthy();
    const { page, errors } = await newPage(lang);
    // the visitor's stored choice, present before the first script runs (no detection races it)
    await page.addInitScript((c) => localStorage.setItem('ulak.currency', c), code);
    await page.goto(server.url);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${server.url}/pricing`);
    const onPricing = (await page.getByTestId('plan-price-starter').innerText()).trim();
    expect(onPricing).toMatch(code === 'TRY' ? /₺/ : code === 'USD' ? /\$/ : /¥/);
    // the wizard's Başlangıç/Starter card is the catalogue's Starter: same price, same allowance
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${server.url}/signup`);
    await page.getByLabel(label(L.auth.fields.firstName)).fill('Ada');
    await page.getByLabel(label(L.auth.fields.lastName)).fill('Kaya');
    await page.getByLabel(label(L.auth.fields.email)).fill(`price-${code}-${lang}@example.com`);
    await page.getByLabel(label(L.auth.fields.password)).fill('wizard-pass-1');
    await page.getByLabel(label(L.auth.fields.confirmPassword)).fill('wizard-pass-1');
    await page.getByTestId('signup-continue').click();
    expect((await page.getByTestId('plan-price-starter').innerText()).trim()).toBe(onPricing);
    expect(await page.getByTestId('plan-option-starter').innerText()).toContain(lang === 'tr' ? '2.000' : '2,000');
    // the customer screen of a Starter workspace
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${server.url}/app/customer`);
    expect(await page.getByTestId('subscription-price').innerText()).toContain(onPricing);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes plan from the subscription screen: a paid upgrade goes to payment, a free downgrade applies at once', async () => {
    expect(token).toBeTruthy();
    const { page, errors } = await newPage(lang);
    await page.goto(server.url);
    await page.evaluate((t) => localStorage.setItem('token', t), token);

    // an upgrade that costs money returns a client secret: the browser continues on /pricing
    await page.goto(`${server.url}/app/customer?tab=upgrade`);
    await page.getByTestId('plan-action-business').click();
    // the change is confirmed first, with its price and when it is charged
    const confirm = page.getByTestId('plan-change-confirm');
    await page.getByTestId('plan-change-due').waitFor();
    expect(await page.getByTestId('plan-change-price').innerText()).toBeTruthy();
    expect(await confirm.innerText()).toContain(lang === 'tr' ? 'Şimdi tahsil edilir' : 'Charged now');
    await page.getByTestId('plan-change-confirm-button').click();
    await page.waitForURL(/\/pricing\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('upgrade')).toBe('business');
    expect(url.searchParams.get('client_secret')).toMatch(/^pi_test_\d+_secret_e2e$/);
    await page.getByTestId('payment-pending').waitFor();
    expect(await page.getByTestId('payment-pending').innerText()).toContain('Business');

    // a move to the free plan needs no payment: confirmed, applied, announced
    await page.goto(`${server.url}/app/customer?tab=upgrade`);
    await page.getByTestId('plan-action-free').click();
    await page.getByTestId('plan-change-due').waitFor();
    await page.getByTestId('plan-change-confirm-button').click();
    await page.getByText(S.upgraded).waitFor();
    await expect
      .poll(
        async () =>
          (await server.api<{ subscription: { planType: string } }>('GET', '/api/subscriptions/current', undefined, token)).body.subscription.planType,
      )
      .toBe('free');
    await expect.poll(() => page.getByTestId('plan-card-free').getAttribute('data-current')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
