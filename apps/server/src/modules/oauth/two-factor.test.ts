// Two-factor authentication: TOTP enrolment, the second step of a sign-in (rate limited), recovery codes, mandatory
// 2FA for a workspace, and the workspace's IP restriction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { invitationToken, joinAs } from '../settings/members.test-support.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
// a code for a step other than the current one (codes are single use per step)
const codeAt = (secret: string, offsetSteps: number) => totp(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

async function enableTotp(token: string) {
  const setup = await t.request({ method: 'POST', url: '/api/oauth/2fa/setup', token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, qrDataUrl, otpauthUrl } = setup.json();
  expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const bad = await t.request({ method: 'POST', url: '/api/oauth/2fa/enable', token, body: { code: wrong(codeAt(secret, 0)) } });
  expect(bad.statusCode).toBe(400);
  const ok = await t.request({ method: 'POST', url: '/api/oauth/2fa/enable', token, body: { code: codeAt(secret, -1) } });
  expect(ok.statusCode, ok.body).toBe(200);
  return { secret: secret as string, recoveryCodes: ok.json().recoveryCodes as string[] };
}

async function login(emailAddress: string, ip?: string) {
  return t.request({ method: 'POST', url: '/api/auth/login', body: { email: emailAddress, password: 'secret12' }, ip });
}

describe('TOTP', () => {
  it('holds the password sign-in for a code, accepts a code once, and stores recovery codes hashed', async () => {
    const u = await t.register();
    const { secret, recoveryCodes } = await enableTotp(u.token);
    expect(recoveryCodes).toHaveLength(10);
    const stored = await t.sql(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [u.user.id]);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

    const held = await login(u.user.email);
    expect(held.json()).toMatchObject({ status: 'two_factor_required', enrol: false });
    expect(held.json().token).toBeUndefined();
    const code = codeAt(secret, 0);
    const ok = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.json().pendingToken, code } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toBeTruthy();
    // the pending step is used up, and the same code does not work again on a new sign-in
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.json().pendingToken, code } })).statusCode).toBe(400);
    const again = await login(u.user.email);
    const replay = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: again.json().pendingToken, code } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('rate limits wrong codes per user, across sign-in attempts', async () => {
    const u = await t.register();
    const { secret } = await enableTotp(u.token);
    const held = (await login(u.user.email)).json();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.pendingToken, code: wrong(codeAt(secret, 0)) } });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // a fresh password sign-in does not reset the lock: even the right code waits
    const next = (await login(u.user.email)).json();
    const locked = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: next.pendingToken, code: codeAt(secret, 1) } });
    expect(locked.statusCode).toBe(429);
    const failures = await t.sql(`SELECT count(*)::int AS n FROM sign_in_log WHERE user_id = $1 AND reason = 'two_factor_invalid'`, [u.user.id]);
    expect(failures[0]?.n).toBe(5);
  });

  it('accepts a recovery code once', async () => {
    const u = await t.register();
    const { recoveryCodes } = await enableTotp(u.token);
    const first = (await login(u.user.email)).json();
    const ok = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: first.pendingToken, code: recoveryCodes[3] } });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = (await login(u.user.email)).json();
    const reused = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: second.pendingToken, code: recoveryCodes[3] } });
    expect(reused.statusCode).toBe(400);
    const status = (await t.request({ method: 'GET', url: '/api/oauth/2fa', token: ok.json().token })).json();
    expect(status).toMatchObject({ enabled: true, mandatory: false, recoveryCodesLeft: 9 });
  });

  it('turns TOTP off only with a valid code', async () => {
    const u = await t.register();
    const { secret } = await enableTotp(u.token);
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/disable', token: u.token, body: { code: wrong(codeAt(secret, 0)) } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/oauth/2fa/disable', token: u.token, body: { code: codeAt(secret, 0) } })).statusCode).toBe(200);
    expect((await login(u.user.email)).json().token).toBeTruthy();
  });
});

describe('workspace security', () => {
  it('mandatory 2FA makes a member enrol at the next sign-in, and it cannot be turned off then', async () => {
    const u = await t.register();
    const put = await t.request({ method: 'PUT', url: '/api/oauth/security', token: u.token, body: { requireTwoFactor: true } });
    expect(put.statusCode, put.body).toBe(200);
    const held = (await login(u.user.email)).json();
    expect(held).toMatchObject({ status: 'two_factor_required', enrol: true });
    const verifyFirst = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.pendingToken, code: '123456' } });
    expect(verifyFirst.json().code).toBe('TWO_FACTOR_NOT_SET_UP');
    const setup = (await t.request({ method: 'POST', url: '/api/oauth/2fa/enrol/start', body: { pendingToken: held.pendingToken } })).json();
    expect(decodeURIComponent(setup.otpauthUrl)).toContain(u.user.email);
    const done = await t.request({
      method: 'POST',
      url: '/api/oauth/2fa/enrol/confirm',
      body: { pendingToken: held.pendingToken, code: codeAt(setup.secret, 0) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    const off = await t.request({ method: 'POST', url: '/api/oauth/2fa/disable', token: done.json().token, body: { code: codeAt(setup.secret, 1) } });
    expect(off.json().code).toBe('TWO_FACTOR_MANDATORY');
    // another workspace is not affected
    const other = await t.register();
    expect((await login(other.user.email)).json().token).toBeTruthy();
  });

  it('the platform rule makes platform admins enrol at their next sign-in, and only a platform admin sets it', async () => {
    const adminToken = await t.adminToken();
    const user = await t.register();
    const put = (token: string, requireAdminTwoFactor: boolean) =>
      t.request({ method: 'PUT', url: '/api/admin/oauth/security', token, body: { requireAdminTwoFactor } });
    expect((await put(user.token, true)).statusCode).toBe(403);
    const on = await put(adminToken, true);
    expect(on.statusCode, on.body).toBe(200);
    try {
      const held = (await t.request({ method: 'POST', url: '/api/auth/login', body: ADMIN })).json();
      expect(held).toMatchObject({ status: 'two_factor_required', enrol: true });
      expect(held.token).toBeUndefined();
      // a workspace user is not a platform admin: signs in as before
      expect((await login(user.user.email)).json().token).toBeTruthy();
      // the admin's open session goes on (the rule applies at sign-in) and shows the rule
      expect((await t.request({ method: 'GET', url: '/api/oauth/2fa', token: adminToken })).json().mandatory).toBe(true);
    } finally {
      expect((await put(adminToken, false)).statusCode).toBe(200);
    }
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: ADMIN })).json().token).toBeTruthy();
  });

  it("lets only the workspace's owners and admins change its sign-in security; another workspace's stays its own", async () => {
    const owner = await t.register();
    const member = await joinAs(t, owner.token, 'member');
    const admin = await joinAs(t, owner.token, 'admin');
    const put = (token: string, body: object) => t.request({ method: 'PUT', url: '/api/oauth/security', token, body });
    const refused = await put(member.token, { requireTwoFactor: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_MANAGER_REQUIRED');
    expect((await t.request({ method: 'GET', url: '/api/oauth/stats', token: member.token })).json().canEditSecurity).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/oauth/stats', token: admin.token })).json().canEditSecurity).toBe(true);
    expect((await put(admin.token, { sessionTimeoutMinutes: 90 })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/oauth/security', token: member.token })).json().sessionTimeoutMinutes).toBe(90);
    // another workspace's owner changes only their own
    const stranger = await t.register();
    expect((await put(stranger.token, { requireTwoFactor: true })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/oauth/security', token: owner.token })).json().requireTwoFactor).toBe(false);
  });

  it('a switch into another workspace passes its rules: mandatory 2FA needs a second factor first, and its IP ranges', async () => {
    const owner = await t.register();
    const guest = await t.register();
    await t.request({ method: 'POST', url: '/api/settings/members/invitations', token: owner.token, body: { email: guest.user.email, role: 'member' } });
    const link = await invitationToken(t, guest.user.email);
    expect((await t.request({ method: 'POST', url: `/api/invitations/${link}/accept`, token: guest.token, body: {} })).statusCode).toBe(201);
    await t.request({ method: 'PUT', url: '/api/oauth/security', token: owner.token, body: { requireTwoFactor: true } });
    const sw = () => t.request({ method: 'POST', url: `/api/settings/workspaces/${owner.user.workspaceId}/switch`, token: guest.token, ip: '198.51.100.20' });
    const refused = await sw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    await enableTotp(guest.token);
    // the workspace also allows only 203.0.113.0/24
    await t.request({
      method: 'PUT',
      url: '/api/oauth/security',
      token: owner.token,
      ip: '203.0.113.1',
      body: { ipRestriction: true, allowedCidrs: ['203.0.113.0/24'] },
    });
    expect((await sw()).json().code).toBe('IP_NOT_ALLOWED');
    const ok = await t.request({ method: 'POST', url: `/api/settings/workspaces/${owner.user.workspaceId}/switch`, token: guest.token, ip: '203.0.113.50' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("restricts sign-in to the workspace's address ranges and refuses a list that locks the caller out", async () => {
    const u = await t.register();
    const lockout = await t.request({
      method: 'PUT',
      url: '/api/oauth/security',
      token: u.token,
      ip: '198.51.100.7',
      body: { ipRestriction: true, allowedCidrs: ['203.0.113.0/24'] },
    });
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().code).toBe('IP_RESTRICTION_SELF_LOCKOUT');
    const bad = await t.request({
      method: 'PUT',
      url: '/api/oauth/security',
      token: u.token,
      ip: '203.0.113.9',
      body: { ipRestriction: true, allowedCidrs: ['203.0.113.0/99'] },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request({
      method: 'PUT',
      url: '/api/oauth/security',
      token: u.token,
      ip: '203.0.113.9',
      body: { ipRestriction: true, allowedCidrs: ['203.0.113.0/24', '2001:db8::/32'] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const outside = await login(u.user.email, '198.51.100.7');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('IP_NOT_ALLOWED');
    expect((await login(u.user.email, '203.0.113.50')).statusCode).toBe(200);
    const read = (await t.request({ method: 'GET', url: '/api/oauth/security', token: u.token })).json();
    expect(read.allowedCidrs).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    // another workspace's member neither sees nor changes it
    const other = await t.register();
    expect((await t.request({ method: 'GET', url: '/api/oauth/security', token: other.token })).json().ipRestriction).toBe(false);
  });

  it('ends sessions opened longer ago than the sign-in session timeout (60 minutes by default)', async () => {
    const u = await t.register();
    const fresh = (await login(u.user.email)).json().token as string;
    const old = (await login(u.user.email)).json().token as string;
    const hash = (await import('node:crypto')).createHash('sha256').update(old).digest('hex');
    await t.sql(`UPDATE sessions SET created_at = now() - interval '61 minutes' WHERE token_hash = $1`, [hash]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: old })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(200);
    // turned off, the same age is fine
    await t.request({ method: 'PUT', url: '/api/oauth/security', token: fresh, body: { sessionTimeoutEnabled: false } });
    const older = (await login(u.user.email)).json().token as string;
    const h2 = (await import('node:crypto')).createHash('sha256').update(older).digest('hex');
    await t.sql(`UPDATE sessions SET created_at = now() - interval '61 minutes' WHERE token_hash = $1`, [h2]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: older })).statusCode).toBe(200);
  });

  it('asks for an emailed code on a new device when device verification is on, and not on a known one', async () => {
    const u = await t.register();
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' };
    const signIn = (ip: string) => t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password: 'secret12' }, headers: ua, ip });
    expect((await signIn('203.0.113.10')).json().token).toBeTruthy();
    const on = await t.request({ method: 'PUT', url: '/api/oauth/security', token: u.token, body: { deviceVerification: true } });
    expect(on.json().deviceVerification).toBe(true);
    // the address and browser it signed in from before: no code
    expect((await signIn('203.0.113.10')).json().token).toBeTruthy();
    const held = (await signIn('198.51.100.20')).json();
    expect(held).toMatchObject({ status: 'two_factor_required', factor: 'email', enrol: false });
    const mails = await waitFor(async () => {
      const rows = await t.sql(`SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC`, [
        u.user.email,
      ]);
      return rows.find((r) => /sign-in code|giriş kodu/.test(String(r.subject)));
    });
    const code = /(\d{6})/.exec(String(mails.subject))?.[1] ?? '';
    const wrongTry = await t.request({ method: 'POST', url: '/api/oauth/2fa/verify', body: { pendingToken: held.pendingToken, code: wrong(code) } });
    expect(wrongTry.statusCode).toBe(400);
    const ok = await t.request({
      method: 'POST',
      url: '/api/oauth/2fa/verify',
      body: { pendingToken: held.pendingToken, code },
      headers: ua,
      ip: '198.51.100.20',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // now known
    expect((await signIn('198.51.100.20')).json().token).toBeTruthy();
  });

  it('validates the session timeout', async () => {
    const u = await t.register();
    const bad = await t.request({ method: 'PUT', url: '/api/oauth/security', token: u.token, body: { sessionTimeoutMinutes: 1 } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request({ method: 'PUT', url: '/api/oauth/security', token: u.token, body: { sessionTimeoutMinutes: 90 } });
    expect(ok.json().sessionTimeoutMinutes).toBe(90);
  });
});
