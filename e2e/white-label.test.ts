// White-label in a real browser, in Turkish and in English: a reseller creates a tenant, sets its branding and logo,
// adds its custom domain, the local DNS server gets the records, the domain turns verified, and the app opened on that
// host shows the tenant's logo, colour and name instead of the product's; the reseller lowers the tenant's contacts
// limit on the API tab, and hammering the contacts API past it answers 429 with Retry-After and RateLimit-* headers
// (sent from the test: the browser adds nothing to an API client's requests) while the tab shows the usage; the tenant
// pays an upgrade through the provider (a local Stripe stand-in) and the reseller's ledger shows the commission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import wlEn from '../apps/web/src/i18n/whiteLabel.en.json' with { type: 'json' };
import wlTr from '../apps/web/src/i18n/whiteLabel.tr.json' with { type: 'json' };
import { adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';
import { startDomainTestDns, type DomainTestDns } from '../apps/server/src/modules/white-label/test-dns.js';
import { startStripe, type StripeStandIn } from '../apps/server/test/stand-ins/stripe.js';

type Lang = 'tr' | 'en';
let server: Server;
let dns: DomainTestDns;
let browser: Browser;
let admin: string;
let stripe: StripeStandIn;
const WEBHOOK_SECRET = 'whsec_e2e_white_label';
const TEXTS = { en: { app: en, wl: wlEn }, tr: { app: tr, wl: wlTr } };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

beforeAll(async () => {
  dns = await startDomainTestDns();
  // the tenants pay through a local server speaking Stripe's protocol, whose signed webhooks reach the product
  stripe = await startStripe({ webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_e2e_wl' });
  [server, browser] = await Promise.all([
    startServer({
      ULAK_DNS_SERVERS: dns.server,
      ULAK_PAYMENT_URL: stripe.url,
      ULAK_PAYMENT_SECRET_KEY: 'sk_test_e2e_wl',
      ULAK_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    launchBrowser(),
  ]);
  stripe.onDeliver(async (payload, signature) => {
    const res = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    return res.status;
  });
  admin = await adminToken(server);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
  await stripe?.close();
});

// pick chooses an option of a Mantine select.
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

// brandedVisit opens the sign-in page on the tenant's host (Chromium's host-resolver rule) and checks the brand.
async function brandedVisit(lang: Lang, host: string, name: string, colour: string) {
  const port = new URL(server.url).port;
  const branded = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
      // the product's CSP upgrades insecure requests; a custom domain is served over TLS by the proxy in production
      `--unsafely-treat-insecure-origin-as-secure=http://${host}:${port}`,
    ],
  });
  try {
    const visitor = await (await branded.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US' })).newPage();
    await visitor.goto(`http://${host}:${port}/login`);
    // the layout has a mark per breakpoint: the one shown
    const logo = visitor.locator('[data-testid="brand-logo"]:visible').first();
    await logo.waitFor();
    expect(await logo.innerText()).toContain(name);
    expect(await logo.locator('img').count()).toBe(1);
    await expect.poll(() => visitor.evaluate(() => document.documentElement.style.getPropertyValue('--mantine-primary-color-filled'))).toBe(colour);
    expect(await visitor.title()).toBe(name);
    expect(await visitor.getByText('Ulak', { exact: true }).count()).toBe(0);
  } finally {
    await branded.close();
  }
}

describe('white-label', () => {
  for (const lang of ['tr', 'en'] as const) {
    it(`a reseller brands its tenant, verifies its domain through DNS and limits its API (${lang})`, async () => {
      const { app, wl } = TEXTS[lang];
      const stamp = `${lang}${Date.now()}`;
      const host = `app.marka-${lang}.test`;
      const tenantName = lang === 'tr' ? 'Marka Bir' : 'Brand One';
      const colour = lang === 'tr' ? '#c2255c' : '#2f9e44';
      const email = `bayi-${stamp}@example.com`;
      const password = 'secret-pass-1';
      await registerUser(server, { firstName: 'Bayi', lastName: 'Bir', email, password });
      expect((await server.api('POST', '/api/white-label/resellers', { name: `Bayi ${lang}`, email, tier: 'gold' }, admin)).status).toBe(200);

      const page = await (await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel(label(app.auth.fields.email)).fill(email);
      await page.getByLabel(label(app.auth.fields.password)).fill(password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/app\/dashboard$/);
      await page.goto(`${server.url}/app/white-label`);

      // the reseller creates the tenant and its first user (invited by mail)
      await page.getByTestId('wl-tab-tenants').click();
      await page.getByTestId('wl-tenant-new').click();
      await page.getByTestId('wl-tenant-name').fill(tenantName);
      await page.getByTestId('wl-tenant-email').fill(`sahip-${stamp}@example.com`);
      await page.getByTestId('wl-tenant-first').fill('Ece');
      await page.getByTestId('wl-tenant-last').fill('Demir');
      await page.getByTestId('wl-tenant-create').click();
      await page.getByTestId('wl-tenant-row').filter({ hasText: tenantName }).waitFor();

      // its branding: name, colour, white-label on, and a logo
      await page.getByTestId('wl-tab-branding').click();
      // the form is filled once the tenant's branding has loaded into it (it would replace what is typed before)
      const tenantBranding = page.waitForResponse((r) => r.url().includes('/api/white-label/branding/settings?workspaceId='));
      await pick(page, 'wl-branding-workspace', tenantName);
      await tenantBranding;
      await expect.poll(() => page.getByTestId('wl-company-name').inputValue()).toBe('');
      await page.getByTestId('wl-company-name').fill(tenantName);
      await page.getByTestId('wl-primary-color').fill(colour);
      await page.getByTestId('wl-primary-color').press('Tab');
      await page.getByTestId('wl-enabled').check({ force: true });
      await page.getByTestId('wl-branding-save').click();
      await page.getByText(wl.branding.saved).first().waitFor();
      await expect.poll(() => page.getByTestId('wl-preview').innerText()).toContain(tenantName);
      await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('wl-logo').waitFor();

      // its custom domain: the records to create, the local DNS server gets them, the check turns it verified
      await page.getByTestId('wl-tab-domains').click();
      await page.getByTestId('wl-domain-input').fill(host);
      await pick(page, 'wl-domain-tenant', tenantName);
      await page.getByTestId('wl-domain-add').click();
      const card = page.locator(`[data-testid="wl-domain"][data-domain="${host}"]`);
      await card.waitFor();
      expect(await card.getByTestId('wl-domain-verification').textContent()).toBe(wl.domains.verification.pending);
      dns.txt.set(`_ulak-verify.${host}`, [await card.getByTestId('wl-record-TXT').innerText()]);
      dns.cname.set(host, await card.getByTestId('wl-record-CNAME').innerText());
      await card.getByTestId('wl-domain-verify').click();
      await expect.poll(() => card.getByTestId('wl-domain-verification').textContent()).toBe(wl.domains.verification.verified);

      await brandedVisit(lang, host, tenantName, colour);

      // the API tab: the reseller lowers the tenant's contacts limit to 5 a minute
      await page.getByTestId('wl-tab-api').click();
      const tenantLimits = page.waitForResponse((r) => r.url().includes('/api/white-label/api-limits?workspaceId='));
      await pick(page, 'wl-api-workspace', tenantName);
      await tenantLimits;
      await expect.poll(() => page.getByTestId('wl-limit-contacts').inputValue()).toMatch(/^2[.,]?000$/);
      await page.getByTestId('wl-limit-contacts').fill('5');
      await page.getByTestId('wl-limits-save').click();
      await page.getByText(wl.api.saved).first().waitFor();
      // an API client of the tenant (its owner's session) hammers the contacts API
      const owner = await server.api<{ users: { id: string; email: string }[] }>('GET', `/api/admin/users?q=sahip-${stamp}`, undefined, admin);
      const ownerToken = (await server.api<{ token: string }>('POST', `/api/admin/users/${owner.body.users[0].id}/impersonate`, { reason: 'API test' }, admin))
        .body.token;
      // the limiter counts fixed wall-clock minutes: start the burst well inside one
      const into = Date.now() % 60_000;
      if (into > 45_000) await new Promise((r) => setTimeout(r, 60_000 - into + 200));
      const answers: Response[] = [];
      for (let i = 0; i < 8; i++) answers.push(await fetch(`${server.url}/api/contacts`, { headers: { authorization: `Bearer ${ownerToken}` } }));
      const statuses = answers.map((r) => r.status);
      expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
      const refused = answers[5];
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit-limit')).toBe('5');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('ratelimit-policy')).toBe('5;w=60');
      expect(((await refused.json()) as { code: string }).code).toBe('API_LIMIT_EXCEEDED');
      // the tab shows the usage live (refreshed every 10 seconds)
      await expect.poll(() => page.getByTestId('wl-usage-contacts').innerText(), { timeout: 20_000 }).toMatch(/\b8\s*\/\s*5$/);

      // the tenant pays an upgrade through the provider; the accrual (every 15 minutes, here at once) books the
      // reseller's commission, which its resellers tab shows with the invoice
      const upgrade = await server.api<{ clientSecret: string }>('PUT', '/api/subscriptions/upgrade', { planType: 'starter' }, ownerToken);
      expect(upgrade.status).toBe(200);
      expect(await stripe.pay(upgrade.body.clientSecret.split('_secret_')[0] ?? '')).toBe(200);
      const [invoice] = (await server.api<{ invoices: { number: string }[] }>('GET', '/api/subscriptions/invoices', undefined, ownerToken)).body.invoices;
      expect((await server.api<{ booked: number }>('POST', '/api/white-label/commissions/accrue', {}, admin)).body.booked).toBe(1);
      await page.getByTestId('wl-tab-resellers').click();
      const sales = page.getByTestId('wl-reseller-sales').first();
      await expect.poll(async () => (await sales.innerText()).replace(/\D/g, '')).toBe('900');
      await page.getByTestId('wl-reseller-ledger').first().click();
      const entry = page.locator('[data-testid="wl-ledger-row"][data-kind="sale"]');
      await entry.waitFor();
      expect(await entry.innerText()).toContain(invoice.number);
      expect(await entry.innerText()).toContain(tenantName);
      await page.context().close();
    }, 180_000);
  }
});
