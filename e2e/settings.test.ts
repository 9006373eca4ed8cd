// The settings screen in a real browser: a member invited by email joins through the link and sees the workspace;
// switching the theme to dark applies at once and survives a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import settingsEn from '../apps/web/src/i18n/settings.en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import settingsTr from '../apps/web/src/i18n/settings.tr.json' with { type: 'json' };
import { adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let page: Page;
const owner = { email: `owner-${Date.now()}@example.com`, password: 'secret12', firstName: 'Ayşe', lastName: 'Owner' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

// invitationPath reads the invitation link mailed to an address from the capture mailbox (as the platform admin).
async function invitationPath(email: string): Promise<string> {
  const token = await adminToken(server);
  const until = Date.now() + 20_000;
  for (;;) {
    const list = await server.api<{ items: { id: string; to: string }[] }>('GET', '/api/admin/mailbox?limit=50', undefined, token);
    const hit = list.body.items.find((m) => m.to === email);
    if (hit) {
      const one = await server.api<{ message: { text: string | null } }>('GET', `/api/admin/mailbox/${hit.id}`, undefined, token);
      const m = /\/invite\/[A-Za-z0-9_-]+/.exec(one.body.message.text ?? '');
      if (m) return m[0];
    }
    if (Date.now() > until) throw new Error(`no invitation mail for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await registerUser(server, owner);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel(label(en.auth.fields.email)).fill(owner.email);
  await page.getByLabel(label(en.auth.fields.password)).fill(owner.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/app\/dashboard$/);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('settings in the browser', () => {
  it('invites a member by email who joins through the link and sees the workspace', async () => {
    const memberEmail = `member-${Date.now()}@example.com`;
    await page.goto(`${server.url}/app/settings?tab=company`);
    await page.getByTestId('invite-email').fill(memberEmail);
    await page.getByTestId('invite-send').click();
    await expect.poll(() => page.getByTestId('team-panel').innerText()).toContain(memberEmail);

    const link = await invitationPath(memberEmail);
    const memberContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const member = await memberContext.newPage();
    await member.goto(`${server.url}${link}`);
    await member.getByTestId('invite-page').waitFor();
    await member.getByTestId('invite-first-name').fill('Deniz');
    await member.getByTestId('invite-last-name').fill('Kaya');
    await member.getByTestId('invite-password').fill('member-pass-1');
    await member.getByTestId('invite-accept').click();
    await member.waitForURL(/\/app\/dashboard$/);
    await member.goto(`${server.url}/app/settings?tab=company`);
    const members = member.getByTestId('members-table');
    await expect.poll(() => members.innerText()).toContain(owner.email);
    expect(await members.innerText()).toContain(memberEmail);
    expect(await member.getByTestId('team-panel').innerText()).toContain(settingsEn.team.roles.member);
    await memberContext.close();
  });

  it('switches the theme to dark at once, and it survives a reload', async () => {
    await page.goto(`${server.url}/app/settings?tab=appearance`);
    const html = page.locator('html');
    await page.getByTestId('color-scheme-switch').getByText(settingsEn.appearance.dark, { exact: true }).click();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    // remembered on the server too
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const res = await fetch('/api/settings/appearance', { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
          return ((await res.json()) as { appearance: { theme: string } }).appearance.theme;
        }),
      )
      .toBe('dark');
    await page.reload();
    await page.getByTestId('color-scheme-switch').waitFor();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('works in Turkish: the idle timeout is changed in the security tab and kept by Save', async () => {
    const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1280, height: 900 } });
    const trPage = await context.newPage();
    await trPage.goto(`${server.url}/login`);
    await trPage.getByLabel(label(tr.auth.fields.email)).fill(owner.email);
    await trPage.getByLabel(label(tr.auth.fields.password)).fill(owner.password);
    await trPage.getByTestId('login-submit').click();
    await trPage.waitForURL(/\/app\/dashboard$/);
    await trPage.goto(`${server.url}/app/settings?tab=security`);
    expect(await trPage.getByTestId('settings-tab-security').innerText()).toContain(settingsTr.tabs.security);
    await trPage.getByTestId('sessions-table').waitFor();
    const timeout = trPage.getByTestId('idle-timeout');
    await timeout.fill('45');
    await trPage.getByTestId('settings-save').click();
    await trPage.getByText(settingsTr.saved).waitFor();
    await trPage.reload();
    await expect.poll(() => trPage.getByTestId('idle-timeout').inputValue()).toBe('45');
    await context.close();
  });
});
