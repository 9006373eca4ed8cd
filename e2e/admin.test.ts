// The platform admin panel in a real browser: the admin finds a user, impersonates them (banner on the panel, action
// logged), suspends them (their sign-in is refused) and reactivates them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import adminEn from '../apps/web/src/i18n/admin.en.json' with { type: 'json' };
import { ADMIN, adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let page: Page;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

// signIn fills the sign-in form of a page.
async function signIn(p: Page, email: string, password: string) {
  await p.goto(`${server.url}/login`);
  await p.getByLabel(label(en.auth.fields.email)).fill(email);
  await p.getByLabel(label(en.auth.fields.password)).fill(password);
  await p.getByTestId('login-submit').click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/app\/dashboard$/);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('platform admin panel', () => {
  it('finds a user, impersonates, suspends (sign-in refused) and reactivates them', async () => {
    const email = `zeynep-${Date.now()}@example.com`;
    const password = 'secret-pass-1';
    await registerUser(server, { firstName: 'Zeynep', lastName: 'Aksoy', email, password });

    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByTestId('admin-stat-users-value').waitFor();
    expect(Number(await page.getByTestId('admin-stat-users-value').innerText())).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('admin-users-table').innerText()).toContain(email);

    // find the user
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('admin-users-search').fill('zeynep');
    const row = page.locator(`[data-testid="admin-user-row"][data-email="${email}"]`);
    await row.waitFor();
    await row.getByTestId('admin-user-open').click();
    await page.getByTestId('admin-user-drawer').getByText(email).first().waitFor();

    // impersonate: the banner shows on the panel, ending it brings the admin back
    await page.getByTestId('admin-impersonate').click();
    await page.getByTestId('admin-reason').fill('Support ticket 42');
    await page.getByTestId('admin-impersonate-confirm').click();
    await page.waitForURL(/\/app\/dashboard$/);
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(email);
    expect(await banner.innerText()).toContain(ADMIN.email);
    await page.goto(`${server.url}/app/campaigns`);
    await banner.waitFor();
    await page.getByTestId('impersonation-end').click();
    await page.waitForURL(/\/admin\/users$/);
    const token = await adminToken(server);
    const log = await server.api<{ entries: { action: string; asUserEmail: string | null; actorEmail: string }[] }>(
      'GET',
      '/api/admin/access-log?action=impersonate.start',
      undefined,
      token,
    );
    expect(log.body.entries[0]).toMatchObject({ actorEmail: ADMIN.email, asUserEmail: email });

    // suspend: the user's sign-in is refused with a clear message
    await page.getByTestId('admin-users-search').fill(email);
    await row.waitFor();
    await row.getByTestId('admin-user-open').click();
    await page.getByTestId('admin-suspend').click();
    await page.getByTestId('admin-reason').fill('Chargeback');
    await page.getByTestId('admin-suspend-confirm').click();
    await expect.poll(() => page.getByTestId('admin-drawer-status').textContent()).toBe(adminEn.panel.userStatus.suspended);

    const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(other, email, password);
    await other.getByText('This account is suspended').first().waitFor();
    expect(other.url()).toMatch(/\/login$/);

    // reactivate: the user signs in again
    await page.getByTestId('admin-reactivate').click();
    await page.getByTestId('admin-reactivate-confirm').click();
    await expect.poll(() => page.getByTestId('admin-drawer-status').textContent()).not.toBe(adminEn.panel.userStatus.suspended);
    await signIn(other, email, password);
    await other.waitForURL(/\/app\/dashboard$/);
  });
});
