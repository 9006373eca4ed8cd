// White-label in a real browser: a reseller's tenant gets its branding, the reseller adds its custom domain, the local
// DNS server gets the records, the domain turns verified, and the app opened on that host shows the tenant's logo,
// colour and name instead of the product's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import wlEn from '../apps/web/src/i18n/whiteLabel.en.json' with { type: 'json' };
import { adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';
import { startDomainTestDns, type DomainTestDns } from '../apps/server/src/modules/white-label/test-dns.js';

let server: Server;
let dns: DomainTestDns;
let browser: Browser;
let page: Page;
const HOST = 'app.marka-bir.test';
const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]).toString('base64')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

beforeAll(async () => {
  dns = await startDomainTestDns();
  server = await startServer({ ULAK_DNS_SERVERS: dns.server });
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

describe('white-label', () => {
  it('verifies a tenant domain through DNS and serves the tenant brand on it', async () => {
    const email = `bayi-${Date.now()}@example.com`;
    const password = 'secret-pass-1';
    const reseller = await registerUser(server, { firstName: 'Bayi', lastName: 'Bir', email, password });
    const admin = await adminToken(server);
    expect((await server.api('POST', '/api/white-label/resellers', { name: 'Bayi Bir', email, tier: 'gold' }, admin)).status).toBe(200);
    const tenant = await server.api<{ tenant: { id: string } }>(
      'POST',
      '/api/white-label/tenants',
      { name: 'Marka Bir', ownerEmail: `sahip-${Date.now()}@example.com`, ownerFirstName: 'Ece', ownerLastName: 'Demir' },
      reseller.token,
    );
    expect(tenant.status).toBe(200);
    const q = `?workspaceId=${tenant.body.tenant.id}`;
    const current = await server.api<{ branding: Record<string, Record<string, unknown>> }>(
      'GET',
      `/api/white-label/branding/settings${q}`,
      undefined,
      reseller.token,
    );
    const b = current.body.branding;
    const branding = {
      ...b,
      companyInfo: { ...b.companyInfo, name: 'Marka Bir' },
      branding: { ...b.branding, primaryColor: '#c2255c' },
      whiteLabel: { ...b.whiteLabel, enabled: true },
    };
    expect((await server.api('PUT', `/api/white-label/branding/settings${q}`, branding, reseller.token)).status).toBe(200);
    expect((await server.api('PUT', `/api/white-label/branding/logo${q}`, { dataUrl: PNG }, reseller.token)).status).toBe(200);

    // the reseller adds the domain for its tenant in the browser and reads the records to create
    await page.goto(`${server.url}/login`);
    await page.getByLabel(label(en.auth.fields.email)).fill(email);
    await page.getByLabel(label(en.auth.fields.password)).fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.goto(`${server.url}/app/white-label`);
    await page.getByTestId('wl-tab-domains').click();
    await page.getByTestId('wl-domain-input').fill(HOST);
    await page.getByTestId('wl-domain-tenant').click();
    await page.getByRole('option', { name: 'Marka Bir' }).click();
    await page.getByTestId('wl-domain-add').click();
    const card = page.locator(`[data-testid="wl-domain"][data-domain="${HOST}"]`);
    await card.waitFor();
    expect(await card.getByTestId('wl-domain-verification').textContent()).toBe(wlEn.domains.verification.pending);
    const txt = await card.getByTestId('wl-record-TXT').innerText();
    const target = await card.getByTestId('wl-record-CNAME').innerText();

    // the local DNS server gets the records; checking turns the domain verified
    dns.txt.set(`_ulak-verify.${HOST}`, [txt]);
    dns.cname.set(HOST, target);
    await card.getByTestId('wl-domain-verify').click();
    await expect.poll(() => card.getByTestId('wl-domain-verification').textContent()).toBe(wlEn.domains.verification.verified);

    // opened on the tenant's host, the sign-in page shows the tenant's logo, name and colour, not the product's
    const port = new URL(server.url).port;
    const branded = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
        // the product's CSP upgrades insecure requests; a custom domain is served over TLS by the proxy in production
        `--unsafely-treat-insecure-origin-as-secure=http://${HOST}:${port}`,
      ],
    });
    try {
      const visitor = await (await branded.newContext({ locale: 'en-US' })).newPage();
      await visitor.goto(`http://${HOST}:${port}/login`);
      const logo = visitor.getByTestId('brand-logo').first();
      await logo.waitFor();
      expect(await logo.innerText()).toContain('Marka Bir');
      expect(await logo.locator('img').count()).toBe(1);
      await expect.poll(() => visitor.evaluate(() => document.documentElement.style.getPropertyValue('--mantine-primary-color-filled'))).toBe('#c2255c');
      expect(await visitor.title()).toBe('Marka Bir');
      expect(await visitor.getByText('Ulak', { exact: true }).count()).toBe(0);
    } finally {
      await branded.close();
    }
  });
});
