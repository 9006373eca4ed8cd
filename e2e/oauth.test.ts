// Third-party sign-in and two-factor authentication in a real browser: sign up with a provider of a local OpenID
// server, sign out, sign in with it again; turn TOTP on in the security tab and sign in with a code; add a passkey
// (Chromium's virtual authenticator) and sign in with it alone and after the password; the screen's log and analytics.
// The browser opens the product on http://localhost:<port>: passkeys need a domain name, never an IP address.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import { adminToken, freePort, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let web: string;
let browser: Browser;
let oidc: OAuth2Server;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  const port = await freePort();
  web = `http://localhost:${port}`;
  server = await startServer({ PORT: String(port), ULAK_PUBLIC_URL: web });
  browser = await launchBrowser();
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  const issuer = oidc.issuer.url ?? '';
  const admin = await adminToken(server);
  const res = await server.api(
    'PUT',
    '/api/admin/oauth/providers/google',
    {
      clientId: 'ulak-e2e',
      clientSecret: 'e2e-secret',
      endpoints: { authorizationUrl: `${issuer}/authorize`, tokenUrl: `${issuer}/token`, jwksUrl: `${issuer}/jwks`, issuer },
    },
    admin,
  );
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await oidc?.stop();
  await server?.stop();
});

async function newPage(lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('ulak.language', l), lang);
  return context.newPage();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-item').click();
  await page.waitForURL(/\/login$/);
}

const codeAt = (secret: string, offsetSteps: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

// verifyLink reads the /verify-email link of the newest of `count` verification mails to an address, as the admin.
async function verifyLink(email: string, count: number): Promise<string> {
  const admin = await adminToken(server);
  for (let tries = 0; tries < 100; tries++) {
    const list = await server.api<{ items: { id: string; to: string; receivedAt: string }[] }>('GET', '/api/admin/mailbox?limit=50', undefined, admin);
    const mails = list.body.items.filter((m) => m.to === email).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
    if (mails.length >= count) {
      const detail = await server.api<{ message: { text: string | null } }>('GET', `/api/admin/mailbox/${mails[0].id}`, undefined, admin);
      const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(detail.body.message.text ?? '')?.[0];
      if (link) return link.replace(/^https?:\/\/[^/]+/, web);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification link for ${email}`);
}

describe.each(['tr', 'en'] as const)('sign-in security in %s', (lang) => {
  it('signs up with the provider, signs out, signs in with it again, and sees it in the log', async () => {
    const email = `oidc-${lang}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    claims = { sub: `sub-${lang}-${Date.now()}`, email, email_verified: true, given_name: 'Deniz', family_name: 'Kaya' };
    const page = await newPage(lang);
    await page.goto(`${web}/login`);
    await page.getByTestId('oauth-google').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await signOut(page);
    // only enabled and configured providers have a button: Google here, none of the unconfigured ones
    await expect.poll(() => page.getByTestId('oauth-buttons').getByRole('button').count()).toBe(1);
    await page.getByTestId('oauth-google').click();
    await page.waitForURL(/\/app\/dashboard$/);

    await page.goto(`${web}/app/oauth-integration?tab=logs`);
    const log = page.getByTestId('sign-in-log');
    await expect.poll(() => log.getByText(email).count()).toBe(2);
    await page.getByTestId('oauth-tab-analytics').click();
    await expect.poll(() => page.getByTestId('oauth-total').textContent()).toBe('2');
    expect(await page.getByTestId('oauth-shares').innerText()).toContain('Google');
    await page.getByTestId('oauth-tab-providers').click();
    await expect.poll(() => page.getByTestId('provider-users-google').textContent()).toBe('1');
    await page.context().close();
  });

  it('an address the provider does not vouch for signs in but is asked to verify; the mailed /verify-email link verifies it', async () => {
    const L = lang === 'tr' ? tr : en;
    const email = `unverified-${lang}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    claims = { sub: `sub-unverified-${lang}-${Date.now()}`, email, email_verified: false, given_name: 'Ece', family_name: 'Demir' };
    const page = await newPage(lang);
    await page.goto(`${web}/login`);
    await page.getByTestId('oauth-google').click();
    await page.waitForURL(/\/app\/dashboard$/);
    const banner = page.getByTestId('verify-email-banner');
    await expect.poll(() => banner.innerText()).toContain(email);
    // asking again mails a new link; the first one stops working
    await verifyLink(email, 1);
    await page.getByTestId('verify-email-resend').click();
    await page.getByText(L.auth.verifyEmail.resent.replace('{{email}}', email)).waitFor();
    const link = await verifyLink(email, 2);
    await page.goto(link);
    await page.getByTestId('verify-email-done').waitFor();
    expect(await page.getByTestId('verify-email-done').innerText()).toBe(L.auth.verifyEmail.done);
    await page.getByTestId('verify-email-next').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.getByTestId('panel-header-title').waitFor();
    expect(await banner.count()).toBe(0);
    // the same link a second time: refused with the server's translated reason
    await page.goto(link);
    await page.getByTestId('verify-email-failed').waitFor();
    expect(await page.getByTestId('verify-email-failed').innerText()).toContain(lang === 'tr' ? 'geçersiz' : 'invalid');
    await page.context().close();
  });

  it('turns TOTP on in the security tab and signs in with a code', async () => {
    const email = `totp-${lang}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    await registerUser(server, { firstName: 'Ayşe', lastName: 'Yılmaz', email, password: 'secret12' });
    const page = await newPage(lang);
    await page.goto(`${web}/login`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('secret12');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/app\/dashboard$/);

    await page.goto(`${web}/app/oauth-integration?tab=security`);
    await page.getByTestId('totp-setup').click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await page.getByTestId('totp-code').locator('input').first().click();
    await page.keyboard.type(codeAt(secret, 0));
    await page.getByTestId('totp-confirm').click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-codes-done').click();
    await expect.poll(() => page.getByTestId('totp-status').textContent()).toContain('10');
    await signOut(page);

    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('secret12');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('two-factor-code').fill('000000' === codeAt(secret, 1) ? '111111' : '000000');
    await page.getByTestId('two-factor-submit').click();
    await expect.poll(() => page.getByTestId('two-factor-error').count()).toBe(1);
    await page.getByTestId('two-factor-code').fill(codeAt(secret, 1));
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.context().close();
  });

  it('adds a passkey in the settings security tab, signs in with it alone, and uses it after the password', async () => {
    const email = `passkey-${lang}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    await registerUser(server, { firstName: 'Cem', lastName: 'Aksoy', email, password: 'secret12' });
    const page = await newPage(lang);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const passwordSignIn = async () => {
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill('secret12');
      await page.getByTestId('login-submit').click();
    };
    await page.goto(`${web}/login`);
    await passwordSignIn();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.goto(`${web}/app/settings?tab=security`);
    await page.getByTestId('passkey-name').fill('Laptop');
    await page.getByTestId('passkey-add').click();
    // the first second factor comes with recovery codes, shown once
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-codes-done').click();
    await expect.poll(() => page.getByTestId('passkey-row').count()).toBe(1);
    expect(await page.getByTestId('passkey-row').innerText()).toContain('Laptop');
    await signOut(page);

    await page.getByTestId('passkey-login').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await signOut(page);
    await passwordSignIn();
    await page.getByTestId('two-factor-passkey').click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.context().close();
  });
});
