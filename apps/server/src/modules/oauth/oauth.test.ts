// Third-party sign-in against a local OpenID provider (oauth2-mock-server) and a local GitHub/Facebook stand-in.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { browserSignIn, exchange, returnToApp, startOAuthStandIn, startOidc } from './oauth.test-support.js';

let t: TestApp;
let oidc: Awaited<ReturnType<typeof startOidc>>;
let standIn: Awaited<ReturnType<typeof startOAuthStandIn>>;
let admin: string;
let applePublicKey: string;

const state = () => crypto.randomBytes(18).toString('base64url');
const sub = () => `sub-${crypto.randomBytes(6).toString('hex')}`;
const email = (p: string) => `${p}-${crypto.randomBytes(4).toString('hex')}@example.com`;

async function configure(provider: string, body: Record<string, unknown>) {
  const res = await t.request({ method: 'PUT', url: `/api/admin/oauth/providers/${provider}`, token: admin, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function toggle(provider: string, enabled: boolean, token = admin) {
  return t.request({ method: 'POST', url: `/api/oauth/providers/${provider}/toggle`, token, body: { enabled } });
}
const logFor = async (reason: string) => t.sql(`SELECT * FROM sign_in_log WHERE reason = $1`, [reason]);

beforeAll(async () => {
  t = await startTestApp();
  oidc = await startOidc();
  standIn = await startOAuthStandIn();
  admin = await t.adminToken();
  await configure('google', { clientId: 'ulak-google', clientSecret: 'google-secret', endpoints: oidc.endpoints });
  await configure('microsoft', { clientId: 'ulak-ms', clientSecret: 'ms-secret', endpoints: oidc.endpoints });
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  applePublicKey = await exportSPKI(publicKey);
  await configure('apple', {
    clientId: 'com.ulak.web',
    appleTeamId: 'TEAM123456',
    appleKeyId: 'KEY1234567',
    applePrivateKey: await exportPKCS8(privateKey),
    endpoints: oidc.endpoints,
  });
  await configure('github', { clientId: 'gh-client', clientSecret: 'stand-in-secret', endpoints: standIn.endpoints.github });
  await configure('facebook', { clientId: 'fb-client', clientSecret: 'stand-in-secret', endpoints: standIn.endpoints.facebook });
  expect((await toggle('github', true)).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await oidc?.stop();
  await standIn?.stop();
  await t?.stop();
});

describe('provider settings', () => {
  it('never returns a secret and lists only enabled, configured providers publicly', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/admin/oauth/providers', token: admin })).json();
    const google = list.providers.find((p: { provider: string }) => p.provider === 'google');
    expect(google.hasClientSecret).toBe(true);
    expect(JSON.stringify(list)).not.toContain('google-secret');
    expect(JSON.stringify(list)).not.toContain('PRIVATE KEY');
    const stored = await t.sql(`SELECT secret_sealed FROM oauth_providers WHERE provider = 'google'`);
    expect(String(stored[0]?.secret_sealed)).not.toContain('google-secret');
    const enabled = (await t.request({ method: 'GET', url: '/api/oauth/providers/enabled' })).json();
    expect(enabled.providers.sort()).toEqual(['apple', 'facebook', 'github', 'google', 'microsoft']);
  });

  it('lets only the platform admin toggle or configure providers', async () => {
    const user = await t.register();
    expect((await toggle('google', false, user.token)).statusCode).toBe(403);
    const put = await t.request({ method: 'PUT', url: '/api/admin/oauth/providers/google', token: user.token, body: { clientId: 'evil' } });
    expect(put.statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/oauth/providers/google/toggle', body: { enabled: false } })).statusCode).toBe(401);
  });
});

describe('OpenID Connect sign-in (Google)', () => {
  it('registers on the first sign-in, then signs the same subject in again; never keyed by email', async () => {
    const subject = sub();
    const address = email('new');
    oidc.setClaims({ sub: subject, email: address, email_verified: true, given_name: 'Deniz', family_name: 'Kaya' });
    const s1 = state();
    const cb = await browserSignIn(t, 'google', s1);
    expect(cb.pathname).toBe('/oauth/callback');
    expect(cb.searchParams.get('error')).toBeNull();
    const first = await exchange(t, cb, s1);
    expect(first.statusCode, first.body).toBe(200);
    const user = first.json().user;
    expect(user.email).toBe(address);
    expect(user.firstName).toBe('Deniz');
    expect(user.workspaceId).toBeTruthy();
    const sub1 = await t.sql(`SELECT plan_type FROM subscriptions WHERE workspace_id = $1`, [user.workspaceId]);
    expect(sub1.length).toBe(1);

    // the provider now reports another email for the same subject: still the same account
    oidc.setClaims({ sub: subject, email: email('changed'), email_verified: true });
    const s2 = state();
    const again = await exchange(t, await browserSignIn(t, 'google', s2), s2);
    expect(again.json().user.id).toBe(user.id);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: again.json().token });
    expect(me.statusCode).toBe(200);

    const log = await t.sql(`SELECT method, success FROM sign_in_log WHERE user_id = $1`, [user.id]);
    expect(log.filter((l) => l.method === 'google' && l.success).length).toBe(2);
    const attempts = await t.sql(`SELECT completed_at FROM oauth_attempts WHERE user_id = $1`, [user.id]);
    expect(attempts.every((a) => a.completed_at)).toBe(true);
  });

  it('registers a provider account whose email the provider does not vouch for as unverified, and mails it a verification link', async () => {
    const address = email('unvouched');
    oidc.setClaims({ sub: sub(), email: address, email_verified: false, given_name: 'Ece' });
    const s = state();
    const signed = await exchange(t, await browserSignIn(t, 'google', s), s);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().user).toMatchObject({ email: address, emailVerified: false });
    const mail = await waitFor(
      async () => (await t.sql(`SELECT text FROM captured_mails WHERE to_addresses = $1 AND text LIKE '%/verify-email?token=%'`, [address]))[0],
    );
    const token = /\/verify-email\?token=([\w-]+)/.exec(String(mail.text))![1];
    const verified = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email: address, emailVerified: true });
  });

  it('sends PKCE, and the state, nonce and verifier are fresh per attempt and stored server-side', async () => {
    const a = new URL(String((await t.request({ method: 'GET', url: `/api/auth/oauth/google?state=${state()}` })).headers.location));
    const b = new URL(String((await t.request({ method: 'GET', url: `/api/auth/oauth/google?state=${state()}` })).headers.location));
    expect(a.searchParams.get('code_challenge_method')).toBe('S256');
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('nonce')).not.toBe(b.searchParams.get('nonce'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
    const hash = crypto
      .createHash('sha256')
      .update(a.searchParams.get('state') ?? '')
      .digest('hex');
    expect((await t.sql(`SELECT 1 FROM oauth_attempts WHERE state_hash = $1`, [hash])).length).toBe(1);
  });

  it('refuses an unknown state and a replayed state', async () => {
    oidc.setClaims({ sub: sub(), email: email('replay'), email_verified: true });
    const bogus = await returnToApp(t, 'google', new URL('http://x/?code=abc&state=not-a-state-we-issued'));
    expect(bogus).toBe('http://localhost:5000/oauth/callback?error=state_invalid');

    const s = state();
    const start = await t.request({ method: 'GET', url: `/api/auth/oauth/google?state=${s}` });
    const back = new URL(String((await fetch(String(start.headers.location), { redirect: 'manual' })).headers.get('location')));
    const ok = new URL(await returnToApp(t, 'google', back));
    expect(ok.searchParams.get('code')).toBeTruthy();
    const replay = new URL(await returnToApp(t, 'google', back));
    expect(replay.searchParams.get('error')).toBe('state_invalid');
    // the code was issued for the first browser's state only
    expect((await exchange(t, ok, state())).statusCode).toBe(400);
  });

  it('refuses a nonce mismatch', async () => {
    const address = email('nonce');
    oidc.setClaims({ sub: sub(), email: address, email_verified: true, nonce: 'someone-elses-nonce' });
    const cb = await browserSignIn(t, 'google', state());
    expect(cb.searchParams.get('error')).toBe('nonce_mismatch');
    expect((await t.sql(`SELECT 1 FROM users WHERE email = $1`, [address])).length).toBe(0);
    expect((await logFor('nonce_mismatch')).length).toBeGreaterThan(0);
  });

  it('refuses a wrong audience', async () => {
    const address = email('aud');
    oidc.setClaims({ sub: sub(), email: address, email_verified: true, aud: 'another-client' });
    const cb = await browserSignIn(t, 'google', state());
    expect(cb.searchParams.get('error')).toBe('id_token_invalid');
    expect((await t.sql(`SELECT 1 FROM users WHERE email = $1`, [address])).length).toBe(0);
  });

  it('refuses an ID token with a bad signature (right key id and claims, another key)', async () => {
    // LinkedIn is pointed at an impostor for authorize and token, but at the real provider's keys and issuer
    const impostor = new OAuth2Server();
    await impostor.issuer.keys.generate('RS256');
    await impostor.start(0, '127.0.0.1');
    const realKid = String(oidc.server.issuer.keys.toJSON()[0]?.kid);
    const address = email('sig');
    impostor.service.on('beforeTokenSigning', (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => {
      token.header.kid = realKid;
      Object.assign(token.payload, { iss: oidc.issuer, sub: sub(), email: address, email_verified: true });
    });
    try {
      await configure('linkedin', {
        clientId: 'ulak-li',
        clientSecret: 'li-secret',
        endpoints: { ...oidc.endpoints, authorizationUrl: `${impostor.issuer.url}/authorize`, tokenUrl: `${impostor.issuer.url}/token` },
      });
      await toggle('linkedin', true);
      const cb = await browserSignIn(t, 'linkedin', state());
      expect(cb.searchParams.get('error')).toBe('id_token_invalid');
      expect((await t.sql(`SELECT 1 FROM users WHERE email = $1`, [address])).length).toBe(0);
      const failed = await t.sql(`SELECT 1 FROM sign_in_log WHERE method = 'linkedin' AND reason = 'id_token_invalid'`);
      expect(failed.length).toBe(1);
    } finally {
      await toggle('linkedin', false);
      await impostor.stop();
    }
  });

  it('refuses to take over an account through an unverified email, and links on a verified one', async () => {
    const owner = await t.register();
    oidc.setClaims({ sub: sub(), email: owner.user.email, email_verified: false });
    const cb = await browserSignIn(t, 'google', state());
    expect(cb.searchParams.get('error')).toBe('email_not_verified');
    expect((await t.sql(`SELECT 1 FROM oauth_identities WHERE user_id = $1`, [owner.user.id])).length).toBe(0);
    const logged = await t.sql(`SELECT success FROM sign_in_log WHERE user_id = $1 AND reason = 'email_not_verified'`, [owner.user.id]);
    expect(logged.length).toBe(1);

    // Microsoft: an email without the verified-domain claim is not trusted either
    oidc.setClaims({ sub: sub(), email: owner.user.email, email_verified: true });
    expect((await browserSignIn(t, 'microsoft', state())).searchParams.get('error')).toBe('email_not_verified');

    const s = state();
    oidc.setClaims({ sub: sub(), email: owner.user.email, email_verified: true });
    const linked = await exchange(t, await browserSignIn(t, 'google', s), s);
    expect(linked.json().user.id).toBe(owner.user.id);
  });
});

describe('Apple', () => {
  it('handles the form_post callback and signs its client secret as an ES256 JWT', async () => {
    const subject = sub();
    oidc.setClaims({ sub: subject, email: email('apple'), email_verified: 'true' });
    const s = state();
    const start = await t.request({ method: 'GET', url: `/api/auth/oauth/apple?state=${s}` });
    const toApple = new URL(String(start.headers.location));
    expect(toApple.searchParams.get('response_mode')).toBe('form_post');
    const back = new URL(String((await fetch(toApple, { redirect: 'manual' })).headers.get('location')));
    const user = JSON.stringify({ name: { firstName: 'Elma', lastName: 'Armut' } });
    const cb = new URL(await returnToApp(t, 'apple', back, { formPost: true, extra: { user } }));
    expect(cb.searchParams.get('code'), cb.toString()).toBeTruthy();
    const res = await exchange(t, cb, s);
    expect(res.json().user.firstName).toBe('Elma');

    const secret = oidc.tokenRequests.at(-1)?.client_secret ?? '';
    const { payload, protectedHeader } = await jwtVerify(secret, await importSPKI(applePublicKey, 'ES256'), { audience: oidc.issuer });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    expect(payload).toMatchObject({ iss: 'TEAM123456', sub: 'com.ulak.web' });
  });
});

describe('GitHub and Facebook (user endpoints)', () => {
  it('signs up with GitHub using its verified primary email', async () => {
    standIn.state.user = { id: 777001, login: 'octo', name: 'Octo Cat' };
    standIn.state.emails = [
      { email: 'old@example.com', primary: false, verified: true },
      { email: email('octo'), primary: true, verified: true },
    ];
    const s = state();
    const res = await exchange(t, await browserSignIn(t, 'github', s), s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.firstName).toBe('Octo');
  });

  it('does not link a GitHub account whose primary email is unverified', async () => {
    const owner = await t.register();
    standIn.state.user = { id: 777002, login: 'mallory' };
    standIn.state.emails = [{ email: owner.user.email, primary: true, verified: false }];
    expect((await browserSignIn(t, 'github', state())).searchParams.get('error')).toBe('email_not_verified');
  });

  it('never links Facebook by email (Facebook does not assert it verified)', async () => {
    const owner = await t.register();
    standIn.state.me = { id: '555', first_name: 'F', last_name: 'B', email: owner.user.email };
    expect((await browserSignIn(t, 'facebook', state())).searchParams.get('error')).toBe('email_not_verified');
    standIn.state.me = { id: '556', first_name: 'Fresh', last_name: 'User', email: email('fb') };
    const s = state();
    expect((await exchange(t, await browserSignIn(t, 'facebook', s), s)).statusCode).toBe(200);
  });
});

describe('disabled provider', () => {
  it('hides the button, refuses the start and refuses a callback of an attempt started before', async () => {
    oidc.setClaims({ sub: sub(), email: email('off'), email_verified: true });
    const start = await t.request({ method: 'GET', url: `/api/auth/oauth/microsoft?state=${state()}` });
    const back = new URL(String((await fetch(String(start.headers.location), { redirect: 'manual' })).headers.get('location')));
    expect((await toggle('microsoft', false)).statusCode).toBe(200);
    try {
      const enabled = (await t.request({ method: 'GET', url: '/api/oauth/providers/enabled' })).json();
      expect(enabled.providers).not.toContain('microsoft');
      const refused = await t.request({ method: 'GET', url: `/api/auth/oauth/microsoft?state=${state()}` });
      expect(refused.headers.location).toBe('http://localhost:5000/oauth/callback?error=provider_disabled');
      expect(new URL(await returnToApp(t, 'microsoft', back)).searchParams.get('error')).toBe('provider_disabled');
    } finally {
      await toggle('microsoft', true);
    }
  });
});

describe('linking and unlinking', () => {
  it('links a provider in the browser that started it and never unlinks the last way in', async () => {
    const owner = await t.register();
    const s = state();
    const start = await t.request({ method: 'POST', url: '/api/oauth/identities/github/link', token: owner.token, body: { state: s } });
    standIn.state.user = { id: 888001, login: 'linker' };
    standIn.state.emails = [{ email: email('other'), primary: true, verified: true }];
    const back = new URL(String((await fetch(start.json().url, { redirect: 'manual' })).headers.get('location')));
    const cb = new URL(await returnToApp(t, 'github', back));
    const code = cb.searchParams.get('link') ?? '';
    expect((await t.request({ method: 'POST', url: '/api/oauth/identities/confirm', token: owner.token, body: { code, state: state() } })).statusCode).toBe(
      400,
    );
    const ok = await t.request({ method: 'POST', url: '/api/oauth/identities/confirm', token: owner.token, body: { code, state: s } });
    // the first, wrong try burnt the code: a link is single use
    expect(ok.statusCode).toBe(400);

    const s2 = state();
    const again = await t.request({ method: 'POST', url: '/api/oauth/identities/github/link', token: owner.token, body: { state: s2 } });
    const back2 = new URL(String((await fetch(again.json().url, { redirect: 'manual' })).headers.get('location')));
    const code2 = new URL(await returnToApp(t, 'github', back2)).searchParams.get('link') ?? '';
    const linked = await t.request({ method: 'POST', url: '/api/oauth/identities/confirm', token: owner.token, body: { code: code2, state: s2 } });
    expect(linked.statusCode, linked.body).toBe(200);
    const ids = (await t.request({ method: 'GET', url: '/api/oauth/identities', token: owner.token })).json();
    expect(ids).toMatchObject({ hasPassword: true, identities: [{ provider: 'github' }] });
    // with a password, unlinking the only provider is fine
    expect((await t.request({ method: 'DELETE', url: '/api/oauth/identities/github', token: owner.token })).statusCode).toBe(200);

    // an account made through a provider has no password: its only provider stays
    oidc.setClaims({ sub: sub(), email: email('only'), email_verified: true });
    const s3 = state();
    const made = (await exchange(t, await browserSignIn(t, 'google', s3), s3)).json();
    const refused = await t.request({ method: 'DELETE', url: '/api/oauth/identities/google', token: made.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OAUTH_LAST_SIGN_IN_METHOD');
  });
});

describe('sign-in log and stats', () => {
  it('logs password sign-ins with device and keeps each workspace to its own log', async () => {
    const a = await t.register();
    const b = await t.register();
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: a.user.email, password: 'wrong-pass' },
      headers: { 'user-agent': ua },
      ip: '8.8.8.8',
    });
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: a.user.email, password: 'secret12' },
      headers: { 'user-agent': ua },
      ip: '8.8.8.8',
    });
    expect(ok.statusCode).toBe(200);
    const logs = (await t.request({ method: 'GET', url: '/api/oauth/logs', token: a.token })).json();
    expect(logs.items.slice(0, 2)).toMatchObject([
      { user: a.user.email, provider: 'password', status: 'success', device: 'Chrome 120 · Linux', location: 'US' },
      { user: a.user.email, provider: 'password', status: 'failed', reason: 'invalid_credentials' },
    ]);
    const other = (await t.request({ method: 'GET', url: '/api/oauth/logs', token: b.token })).json();
    expect(other.items.some((i: { user: string }) => i.user === a.user.email)).toBe(false);

    const stats = (await t.request({ method: 'GET', url: '/api/oauth/stats', token: a.token })).json();
    expect(stats.scope).toBe('workspace');
    expect(stats.providers).toHaveLength(6);
    expect(stats.analytics.successRate).toBe(50);
    expect(stats.security.sessionTimeoutMinutes).toBe(60);
    expect(stats.callbackUrl).toContain('/api/auth/oauth/');

    const platform = (await t.request({ method: 'GET', url: '/api/oauth/stats', token: admin })).json();
    const google = platform.providers.find((p: { id: string }) => p.id === 'google');
    expect(google.users).toBeGreaterThan(0);
    expect(google.started).toBeGreaterThanOrEqual(google.completed);
    expect(google.conversionRate).toBeGreaterThan(0);
    expect(platform.analytics.medianCompletionSeconds).not.toBeNull();
  });
});
