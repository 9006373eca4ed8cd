// Passkeys driven by a software authenticator (P-256, attestation "none"): registration, the second factor after the
// password (rate limited like codes), password-less sign-in, single-use and expiring challenges, the signature counter,
// isolation between users, and the platform admin's reset of a user's second factors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { softAuthenticator, type SoftAuthenticator } from './webauthn.test-support.js';

const ORIGIN = 'http://localhost:5000';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

type Registered = Awaited<ReturnType<TestApp['register']>>;

async function addPasskey(u: Registered, key: SoftAuthenticator = softAuthenticator(ORIGIN)) {
  const options = await t.request({ method: 'POST', url: '/api/oauth/passkeys/options', token: u.token });
  expect(options.statusCode, options.body).toBe(200);
  expect(options.json().rp).toMatchObject({ id: 'localhost', name: 'Ulak' });
  const res = await t.request({ method: 'POST', url: '/api/oauth/passkeys', token: u.token, body: { response: key.register(options.json()), name: 'Laptop' } });
  expect(res.statusCode, res.body).toBe(201);
  return { key, body: res.json() };
}

const login = (email: string, ip?: string) => t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: 'secret12' }, ip });
const secondFactorOptions = (pendingToken: string) => t.request({ method: 'POST', url: '/api/oauth/2fa/passkey/options', body: { pendingToken } });
const secondFactor = (pendingToken: string, response: unknown) =>
  t.request({ method: 'POST', url: '/api/oauth/2fa/passkey/verify', body: { pendingToken, response } });
const signInOptions = (ip?: string) => t.request({ method: 'POST', url: '/api/oauth/passkeys/sign-in/options', ip });
const signIn = (response: unknown, ip?: string) => t.request({ method: 'POST', url: '/api/oauth/passkeys/sign-in', body: { response }, ip });

describe('passkeys', () => {
  it('registers a passkey with a single-use challenge; the first one issues recovery codes once', async () => {
    const u = await t.register();
    const key = softAuthenticator(ORIGIN);
    const options = (await t.request({ method: 'POST', url: '/api/oauth/passkeys/options', token: u.token })).json();
    // another origin (a phishing page) is refused and uses the challenge up
    const phished = await t.request({
      method: 'POST',
      url: '/api/oauth/passkeys',
      token: u.token,
      body: { response: key.register(options, { origin: 'https://evil.example' }) },
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().code).toBe('PASSKEY_INVALID');
    const reused = await t.request({ method: 'POST', url: '/api/oauth/passkeys', token: u.token, body: { response: key.register(options) } });
    expect(reused.json().code).toBe('PASSKEY_CHALLENGE_INVALID');

    const first = await addPasskey(u, key);
    expect(first.body.passkey).toMatchObject({ name: 'Laptop', deviceType: 'singleDevice' });
    expect(first.body.recoveryCodes).toHaveLength(10);
    const second = await addPasskey(u);
    expect(second.body.recoveryCodes).toBeNull();
    // the same credential twice is refused
    const again = (await t.request({ method: 'POST', url: '/api/oauth/passkeys/options', token: u.token })).json();
    const dup = await t.request({ method: 'POST', url: '/api/oauth/passkeys', token: u.token, body: { response: key.register(again) } });
    expect(dup.statusCode).toBe(409);

    const list = (await t.request({ method: 'GET', url: '/api/oauth/passkeys', token: u.token })).json();
    expect(list).toMatchObject({ available: true });
    expect(list.passkeys).toHaveLength(2);
    const status = (await t.request({ method: 'GET', url: '/api/oauth/2fa', token: u.token })).json();
    expect(status).toMatchObject({ enabled: false, passkeys: 2, recoveryCodesLeft: 10 });
    const stored = await t.sql(`SELECT public_key, counter FROM passkeys WHERE user_id = $1`, [u.user.id]);
    expect(stored).toHaveLength(2);
  });

  it('is the second factor after the password; a replayed or cloned assertion is refused and counts like a wrong code', async () => {
    const u = await t.register();
    const { key } = await addPasskey(u);
    const held = (await login(u.user.email)).json();
    expect(held).toMatchObject({ status: 'two_factor_required', factor: 'passkey', passkey: true, enrol: false });
    const options = (await secondFactorOptions(held.pendingToken)).json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const assertion = key.assert(options);
    const ok = await secondFactor(held.pendingToken, assertion);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toBeTruthy();

    // a new sign-in: the old assertion (its challenge used) does not work
    const next = (await login(u.user.email)).json();
    const replay = await secondFactor(next.pendingToken, assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    // a cloned key replays an old counter on a fresh challenge
    const fresh = (await secondFactorOptions(next.pendingToken)).json();
    const cloned = await secondFactor(next.pendingToken, key.assert(fresh, { counter: 1 }));
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('PASSKEY_COUNTER');
    // a bad signature
    const fresh2 = (await secondFactorOptions(next.pendingToken)).json();
    expect((await secondFactor(next.pendingToken, key.assert(fresh2, { tamper: true }))).json().code).toBe('PASSKEY_INVALID');
    // another user's passkey cannot finish this user's step
    const other = await t.register();
    const { key: otherKey } = await addPasskey(other);
    const fresh3 = (await secondFactorOptions(next.pendingToken)).json();
    expect((await secondFactor(next.pendingToken, otherKey.assert(fresh3))).json().code).toBe('PASSKEY_INVALID');
    const logged = await t.sql(`SELECT reason FROM sign_in_log WHERE user_id = $1 AND NOT success ORDER BY created_at`, [u.user.id]);
    expect(logged.map((r) => r.reason)).toEqual(['passkey_counter', 'passkey_invalid', 'passkey_unknown']);
    // two more wrong answers: the fifth locks the user out (429), even with the right passkey on a new sign-in
    const fresh4 = (await secondFactorOptions(next.pendingToken)).json();
    expect((await secondFactor(next.pendingToken, key.assert(fresh4, { counter: 1 }))).statusCode).toBe(400);
    const fresh5 = (await secondFactorOptions(next.pendingToken)).json();
    expect((await secondFactor(next.pendingToken, key.assert(fresh5, { counter: 1 }))).statusCode).toBe(429);
    const later = (await login(u.user.email)).json();
    expect((await secondFactorOptions(later.pendingToken)).statusCode).toBe(429);
  });

  it('expired challenges are refused, and a recovery code finishes a passkey step', async () => {
    const u = await t.register();
    const { key, body } = await addPasskey(u);
    const held = (await login(u.user.email)).json();
    const options = (await secondFactorOptions(held.pendingToken)).json();
    await t.sql(`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [options.challenge]);
    expect((await secondFactor(held.pendingToken, key.assert(options))).json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    const code = body.recoveryCodes[0];
    const ok = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.pendingToken, code } });
    expect(ok.statusCode, ok.body).toBe(200);
    const reuse = (await login(u.user.email)).json();
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: reuse.pendingToken, code } })).statusCode).toBe(400);
  });

  it('signs in without a password (user verification required), through the IP restriction, and logs it', async () => {
    const u = await t.register();
    const { key } = await addPasskey(u);
    const options = (await signInOptions()).json();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect((await signIn(key.assert(options, { uv: false }))).json().code).toBe('PASSKEY_INVALID');
    const options2 = (await signInOptions()).json();
    const ok = await signIn(key.assert(options2));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe(u.user.email);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: ok.json().token });
    expect(me.statusCode).toBe(200);
    // the challenge was used up
    expect((await signIn(key.assert(options2))).json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    // an unknown credential
    const stranger = softAuthenticator(ORIGIN);
    expect((await signIn(stranger.assert((await signInOptions()).json()))).json().code).toBe('PASSKEY_UNKNOWN');

    // the workspace allows only 203.0.113.0/24: a passkey from elsewhere is refused as a password would be
    const put = await t.request({
      method: 'PUT',
      url: '/api/oauth/security',
      token: u.token,
      ip: '203.0.113.5',
      body: { ipRestriction: true, allowedCidrs: ['203.0.113.0/24'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const outside = await signIn(key.assert((await signInOptions('198.51.100.7')).json()), '198.51.100.7');
    expect(outside.statusCode).toBe(403);
    const inside = await signIn(key.assert((await signInOptions('203.0.113.9')).json()), '203.0.113.9');
    expect(inside.statusCode, inside.body).toBe(200);
    const log = await t.sql(`SELECT method, success, reason FROM sign_in_log WHERE user_id = $1 ORDER BY created_at`, [u.user.id]);
    expect(log.filter((r) => r.method === 'passkey').map((r) => [r.success, r.reason])).toEqual([
      [false, 'passkey_invalid'],
      [true, null],
      [false, 'passkey_challenge'],
      [false, 'ip_not_allowed'],
      [true, null],
    ]);
  });

  it('limits password-less ceremonies per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await signInOptions('192.0.2.77')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("keeps each user's passkeys to themselves, and the last second factor while 2FA is mandatory", async () => {
    const a = await t.register();
    const b = await t.register();
    const { body } = await addPasskey(a);
    const id = body.passkey.id;
    expect((await t.request({ method: 'GET', url: '/api/oauth/passkeys', token: b.token })).json().passkeys).toEqual([]);
    expect((await t.request({ method: 'PATCH', url: `/api/oauth/passkeys/${id}`, token: b.token, body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/oauth/passkeys/${id}`, token: b.token })).statusCode).toBe(404);
    const renamed = await t.request({ method: 'PATCH', url: `/api/oauth/passkeys/${id}`, token: a.token, body: { name: 'Phone' } });
    expect(renamed.json().passkey.name).toBe('Phone');
    await t.request({ method: 'PUT', url: '/api/oauth/security', token: a.token, body: { requireTwoFactor: true } });
    const refused = await t.request({ method: 'DELETE', url: `/api/oauth/passkeys/${id}`, token: a.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TWO_FACTOR_MANDATORY');
    await t.request({ method: 'PUT', url: '/api/oauth/security', token: a.token, body: { requireTwoFactor: false } });
    expect((await t.request({ method: 'DELETE', url: `/api/oauth/passkeys/${id}`, token: a.token })).statusCode).toBe(200);
    // the last second factor gone: its recovery codes are retired and the password alone signs in
    expect((await t.sql(`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1`, [a.user.id]))[0]?.n).toBe(0);
    expect((await login(a.user.email)).json().token).toBeTruthy();
  });
});

describe('admin reset of a user’s second factors', () => {
  it('is the platform admin’s, checks the reason, removes TOTP, codes and passkeys, records it and mails the user', async () => {
    const u = await t.register();
    await addPasskey(u);
    const admin = await t.adminToken();
    const url = `/api/admin/users/${u.user.id}/two-factor/reset`;
    expect((await t.request({ method: 'POST', url, token: u.token, body: { reason: 'lost my phone' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, token: admin, body: { reason: 'no' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url, token: admin, body: { reason: 'x'.repeat(501) } })).statusCode).toBe(400);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor/reset',
      token: admin,
      body: { reason: 'lost phone' },
    });
    expect(unknown.statusCode).toBe(404);
    const done = await t.request({ method: 'POST', url, token: admin, body: { reason: 'Lost phone, identity checked by a call' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ reset: true, removed: { totp: false, recoveryCodes: 10, passkeys: 1 } });
    const rows = await t.sql(`SELECT reason, removed, admin_id FROM two_factor_resets WHERE user_id = $1`, [u.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reason).toBe('Lost phone, identity checked by a call');
    // and in the admin's access log, with who did it to whom
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=user.twoFactorReset', token: admin })).json();
    expect(log.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.twoFactorReset', target: u.user.email, actorEmail: ADMIN.email })]),
    );
    const mail = await waitFor(async () => {
      const r = await t.sql(
        `SELECT data->>'text' AS text FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 AND (data->>'subject' ILIKE '%reset%' OR data->>'subject' LIKE '%sıfırlandı%')`,
        [u.user.email],
      );
      return r[0]?.text as string | undefined;
    });
    expect(mail).toContain('Lost phone, identity checked by a call');
    expect((await login(u.user.email)).json().token).toBeTruthy();
    const again = await t.request({ method: 'POST', url, token: admin, body: { reason: 'second time' } });
    expect(again.json().removed).toEqual({ totp: false, recoveryCodes: 0, passkeys: 0 });
  });
});
