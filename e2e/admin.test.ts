// The platform admin panel in a real browser, in Turkish and in English: the admin finds a user, impersonates them
// (banner on the panel, action logged), resets their second factors, suspends them (their sign-in is refused) and
// reactivates them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import adminEn from '../apps/web/src/i18n/admin.en.json' with { type: 'json' };
import adminTr from '../apps/web/src/i18n/admin.tr.json' with { type: 'json' };
import { ADMIN_MESSAGES } from '../packages/shared/src/messages/admin.js';
import { ADMIN, adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

type Lang = 'tr' | 'en';
let server: Server;
let browser: Browser;

const TEXTS = { en: { app: en, admin: adminEn }, tr: { app: tr, admin: adminTr } };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

// newPage opens a browser context in the language (browser locale; nothing stored yet)
async function newPage(lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

// signIn fills the sign-in form of a page.
async function signIn(p: Page, lang: Lang, email: string, password: string) {
  const fields = TEXTS[lang].app.auth.fields;
  await p.goto(`${server.url}/login`);
  await p.getByLabel(label(fields.email)).fill(email);
  await p.getByLabel(label(fields.password)).fill(password);
  await p.getByTestId('login-submit').click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('platform admin panel', () => {
  for (const lang of ['tr', 'en'] as const) {
    it(`finds a user, impersonates, resets 2FA, suspends (sign-in refused) and reactivates them (${lang})`, async () => {
      const A = TEXTS[lang].admin.panel;
      const page = await newPage(lang);
      await signIn(page, lang, ADMIN.email, ADMIN.password);
      await page.waitForURL(/\/app\/dashboard$/);
      const email = `zeynep-${lang}-${Date.now()}@example.com`;
      const password = 'secret-pass-1';
      await registerUser(server, { firstName: 'Zeynep', lastName: 'Aksoy', email, password });

      await page.goto(`${server.url}/admin/dashboard`);
      await page.getByTestId('admin-stat-users-value').waitFor();
      expect(Number((await page.getByTestId('admin-stat-users-value').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.getByTestId('admin-users-table').innerText()).toContain(email);
      await page.getByText(A.tabs.overview).first().waitFor();

      // find the user
      await page.getByTestId('admin-tab-users').click();
      await page.getByTestId('admin-users-search').fill(email);
      const row = page.locator(`[data-testid="admin-user-row"][data-email="${email}"]`);
      await row.waitFor();
      await row.getByTestId('admin-user-open').click();
      await page.getByTestId('admin-user-drawer').getByText(email).first().waitFor();

      // impersonate: the banner shows on the panel, ending it brings the admin back
      await page.getByTestId('admin-impersonate').click();
      await page.getByTestId('admin-reason').fill('Destek talebi 42');
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
        `/api/admin/access-log?action=impersonate.start&actor=${encodeURIComponent(email)}`,
        undefined,
        token,
      );
      expect(log.body.entries[0]).toMatchObject({ actorEmail: ADMIN.email, asUserEmail: email });

      // reset 2FA: a reason, then what was removed (this user had no second factor)
      await page.getByTestId('admin-users-search').fill(email);
      await row.waitFor();
      await row.getByTestId('admin-user-open').click();
      await page.getByTestId('admin-two-factor-reset').click();
      await page.getByTestId('admin-reason').fill('Telefon kayboldu');
      await page.getByTestId('admin-twoFactor-confirm').click();
      await page.getByText(A.users.twoFactorResetNone).waitFor();

      // suspend: the user's sign-in is refused with a clear message in the user's language
      await page.getByTestId('admin-suspend').click();
      await page.getByTestId('admin-reason').fill('Chargeback');
      await page.getByTestId('admin-suspend-confirm').click();
      await expect.poll(() => page.getByTestId('admin-drawer-status').textContent()).toBe(A.userStatus.suspended);

      const other = await newPage(lang);
      await signIn(other, lang, email, password);
      await other.getByText(ADMIN_MESSAGES.ACCOUNT_SUSPENDED[lang]).first().waitFor();
      expect(other.url()).toMatch(/\/login$/);

      // reactivate: the user signs in again
      await page.getByTestId('admin-reactivate').click();
      await page.getByTestId('admin-reactivate-confirm').click();
      await expect.poll(() => page.getByTestId('admin-drawer-status').textContent()).not.toBe(A.userStatus.suspended);
      await signIn(other, lang, email, password);
      await other.waitForURL(/\/app\/dashboard$/);
      await other.context().close();
      await page.context().close();
    }, 120_000);
  }
});
