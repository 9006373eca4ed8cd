// The settings screen in a real browser, in Turkish and English: a member invited by email joins through the link and
// sees the workspace; the owner makes 2FA mandatory and the member is asked to enrol at the next sign-in; the theme
// switched to dark applies at once and survives a reload; the avatar uploaded in the profile tab shows in the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import settingsEn from '../apps/web/src/i18n/settings.en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import settingsTr from '../apps/web/src/i18n/settings.tr.json' with { type: 'json' };
import { startStripe, type StripeStandIn } from '../apps/server/test/stand-ins/stripe.js';
import { adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let stripe: StripeStandIn;
const WEBHOOK_SECRET = 'whsec_e2e_settings';
const TEXTS = { tr: { ...tr, settings: settingsTr }, en: { ...en, settings: settingsEn } };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);
const codeAt = (secret: string, offsetSteps: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

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

async function newPage(lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('ulak.language', l), lang);
  return context.newPage();
}

async function signIn(page: Page, lang: 'tr' | 'en', email: string, password: string) {
  const L = TEXTS[lang];
  await page.goto(`${server.url}/login`);
  await page.getByLabel(label(L.auth.fields.email)).fill(email);
  await page.getByLabel(label(L.auth.fields.password)).fill(password);
  await page.getByTestId('login-submit').click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-item').click();
  await page.waitForURL(/\/login$/);
}

beforeAll(async () => {
  stripe = await startStripe({ webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_e2e' });
  server = await startServer({ ULAK_PAYMENT_URL: stripe.url, ULAK_PAYMENT_SECRET_KEY: 'sk_test_e2e', ULAK_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  stripe.onDeliver(async (payload, signature) => {
    const res = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    return res.status;
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

describe.each(['tr', 'en'] as const)('settings in the browser in %s', (lang) => {
  const L = TEXTS[lang];
  const owner = { email: `owner-${lang}-${Date.now()}@example.com`, password: 'secret12', firstName: 'Ayşe', lastName: 'Owner' };

  it('invites a member who joins and sees the workspace; the owner makes 2FA mandatory and the member enrols', async () => {
    await registerUser(server, owner);
    const page = await newPage(lang);
    await signIn(page, lang, owner.email, owner.password);
    await page.waitForURL(/\/app\/dashboard$/);
    const memberEmail = `member-${lang}-${Date.now()}@example.com`;
    await page.goto(`${server.url}/app/settings?tab=company`);
    await page.getByTestId('invite-email').fill(memberEmail);
    await page.getByTestId('invite-send').click();
    await expect.poll(() => page.getByTestId('team-panel').innerText()).toContain(memberEmail);

    const link = await invitationPath(memberEmail);
    const member = await newPage(lang);
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
    expect(await member.getByTestId('team-panel').innerText()).toContain(L.settings.team.roles.member);

    // the owner turns mandatory 2FA on for the workspace
    await page.goto(`${server.url}/app/oauth-integration?tab=security`);
    await page.getByTestId('security-require-2fa').check();
    await page.getByTestId('security-save').click();
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const res = await fetch('/api/oauth/security', { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
          return ((await res.json()) as { requireTwoFactor: boolean }).requireTwoFactor;
        }),
      )
      .toBe(true);
    // the member signs in again and is asked to enrol before the session opens
    await signOut(member);
    await signIn(member, lang, memberEmail, 'member-pass-1');
    await member.getByTestId('two-factor-step').waitFor();
    const secret = (await member.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await member.getByTestId('two-factor-code').locator('input').first().click();
    await member.keyboard.type(codeAt(secret, 0));
    await member.getByTestId('two-factor-submit').click();
    await member.getByTestId('recovery-codes').waitFor();
    await member.getByTestId('recovery-codes-done').click();
    await member.waitForURL(/\/app\/dashboard$/);
    await member.context().close();
    await page.context().close();
  });

  it('switches the theme to dark at once, it survives a reload, and the uploaded avatar shows in the header', async () => {
    const user = { email: `look-${lang}-${Date.now()}@example.com`, password: 'secret12', firstName: 'Cem', lastName: 'Look' };
    await registerUser(server, user);
    const page = await newPage(lang);
    await signIn(page, lang, user.email, user.password);
    await page.waitForURL(/\/app\/dashboard$/);
    await page.goto(`${server.url}/app/settings?tab=appearance`);
    const html = page.locator('html');
    await page.getByTestId('color-scheme-switch').getByText(L.settings.appearance.dark, { exact: true }).click();
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

    await page.goto(`${server.url}/app/settings?tab=profile`);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('avatar-upload').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText(L.settings.avatar.saved).waitFor();
    await expect.poll(() => page.getByTestId('user-initials').locator('img').getAttribute('src')).toMatch(/^\/api\/avatars\//);
    await page.context().close();
  });
});

describe('the billing tab', () => {
  it('saves a card on the payment provider’s page, lists the paid invoices with their PDF, cancels and resumes', async () => {
    const user = { email: `billing-${Date.now()}@example.com`, password: 'secret12', firstName: 'Ada', lastName: 'Pay' };
    const { token } = await registerUser(server, user);
    // a paid plan change, paid at the provider: its invoice
    const change = await server.api<{ clientSecret: string }>('PUT', '/api/subscriptions/upgrade', { planType: 'starter' }, token);
    expect(await stripe.pay(change.body.clientSecret.split('_secret_')[0] ?? '')).toBe(200);
    const page = await newPage('en');
    await signIn(page, 'en', user.email, user.password);
    await page.waitForURL(/\/app\/dashboard$/);
    await page.goto(`${server.url}/app/settings?tab=billing`);
    await expect.poll(() => page.getByTestId('billing-invoices').innerText()).toMatch(/ULK-\d{4}-\d{6}/);
    const download = page.waitForEvent('download');
    await page.getByTestId('billing-invoice-pdf').first().click();
    expect((await download).suggestedFilename()).toMatch(/^ULK-\d{4}-\d{6}\.pdf$/);
    // replace the card on the provider's own page and come back
    await page.getByTestId('billing-card-setup').click();
    await page.getByTestId('provider-save-card').click();
    await page.waitForURL(/\/app\/settings\?tab=billing/);
    await expect.poll(() => page.getByTestId('billing-card').innerText()).toContain('•••• 4242');
    await page.getByTestId('billing-cancel').click();
    await page.getByTestId('billing-confirm-confirm').click();
    await expect.poll(() => page.getByTestId('billing-renewal').innerText()).toContain('Free plan');
    await page.getByTestId('billing-resume').click();
    await expect.poll(() => page.getByTestId('billing-renewal').innerText()).toContain('Renews on');
    await page.context().close();
  });
});

describe('settings in Turkish', () => {
  it('keeps the idle timeout changed in the security tab with Save', async () => {
    const user = { email: `idle-${Date.now()}@example.com`, password: 'secret12', firstName: 'Ece', lastName: 'Idle' };
    await registerUser(server, user);
    const trPage = await newPage('tr');
    await signIn(trPage, 'tr', user.email, user.password);
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
    await trPage.context().close();
  });
});
