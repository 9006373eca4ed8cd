import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const count = async (table: string) => Number((await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

async function signupCodeFromMailbox(email: string): Promise<string> {
  const row = await waitFor(async () => {
    const r = await t.sql(`SELECT subject FROM captured_mails WHERE to_addresses = $1 AND subject ILIKE '%sign-up code%'`, [email]);
    return r[0];
  });
  return /(\d{6})/.exec(String(row.subject))![1];
}

async function codeFromMailbox(email: string): Promise<string> {
  const rows = await waitFor(async () => {
    const r = await t.sql(`SELECT subject, text FROM captured_mails WHERE to_addresses = $1 AND subject ILIKE '%reset%' ORDER BY received_at DESC LIMIT 1`, [
      email,
    ]);
    return r.length ? r : undefined;
  });
  const m = /(\d{6})/.exec(String(rows[0].subject));
  if (!m) throw new Error('no code in mail');
  return m[1];
}

describe('registration', () => {
  it('creates the user, a workspace and a free subscription after the mailed code, and returns a working token', async () => {
    const email = 'Ali.Kaya@Example.com';
    const body = { firstName: 'Ali', lastName: 'Kaya', email, password: 'secret12', companyName: 'Kaya AŞ', country: 'Turkey', phone: '+90 555' };
    const started = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 'confirmation_sent', email: 'ali.kaya@example.com' });
    expect(await count(`users WHERE email = 'ali.kaya@example.com'`)).toBe(0);
    const code = await signupCodeFromMailbox('ali.kaya@example.com');
    const res = await t.request({ method: 'POST', url: '/api/auth/register/confirm', body: { email, code } });
    expect(res.statusCode).toBe(201);
    const result = res.json();
    expect(result.user).toMatchObject({ email: 'ali.kaya@example.com', firstName: 'Ali', lastName: 'Kaya', role: 'user', companyName: 'Kaya AŞ' });
    expect(result.token).toMatch(/^[\w-]{40,}$/);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: result.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(result.user.id);
    const sub = await t.request({ method: 'GET', url: '/api/subscriptions/current', token: result.token });
    expect(sub.json().subscription).toMatchObject({ planType: 'free', status: 'active', monthlyEmailLimit: 500, emailsSentThisMonth: 0 });
    const again = await t.request({ method: 'POST', url: '/api/auth/register/confirm', body: { email, code } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('SIGNUP_CODE_INVALID');
  });

  it("carries the wizard's business details into the workspace's company settings", async () => {
    const { token } = await t.register({
      accountType: 'business',
      companyName: 'Deniz Lojistik AŞ',
      country: 'TR',
      taxNumber: '1234567890',
      website: 'deniz.example',
      address: 'Liman Cd. 4, İzmir',
    });
    const res = await t.request({ method: 'GET', url: '/api/admin/company-settings', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      companyName: 'Deniz Lojistik AŞ',
      taxNumber: '1234567890',
      website: 'https://deniz.example',
      address: 'Liman Cd. 4, İzmir',
      country: 'TR',
    });
    // an individual account leaves the company settings empty
    const person = await t.register({ accountType: 'individual', companyName: 'Ignored' });
    const empty = (await t.request({ method: 'GET', url: '/api/admin/company-settings', token: person.token })).json().settings;
    expect(empty).toMatchObject({ companyName: '', taxNumber: '', website: '', address: '' });
  });

  it('refuses a Turkish tax number that fails its check digit before any code is mailed', async () => {
    const body = { firstName: 'Ece', lastName: 'Ak', email: 'ece.vkn@example.com', password: 'secret12' };
    const bad = { ...body, accountType: 'business', companyName: 'Ak Ltd', country: 'TR', taxNumber: '1234567891' };
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: bad, headers: { 'accept-language': 'tr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.taxNumber' })]));
    const url = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...bad, taxNumber: undefined, website: 'ftp://x' } });
    expect(url.statusCode).toBe(400);
    expect(await count(`auth_codes WHERE purpose = 'signup' AND subject = 'ece.vkn@example.com'`)).toBe(0);
  });

  it('starts a 14-day trial for a paid plan chosen in the wizard', async () => {
    const { token } = await t.register({
      accountType: 'business',
      companyName: 'Acme',
      country: 'TR',
      taxNumber: '1234567890',
      address: 'İstanbul',
      selectedPlan: 'professional',
    });
    const sub = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
    expect(sub.planType).toBe('professional');
    expect(sub.status).toBe('trial');
    const days = (new Date(sub.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('stores no password in clear and hashes with argon2id', async () => {
    const { user } = await t.register({ password: 'plain-text-pw' });
    const [row] = await t.sql('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('answers a taken email (any case) exactly like a new one, mails its owner instead and writes no account', async () => {
    const { user } = await t.register();
    const before = await count('users');
    const body = (email: string) => ({ firstName: 'X', lastName: 'Y', email, password: 'secret12' });
    const taken = await t.request({ method: 'POST', url: '/api/auth/register', body: body(user.email.toUpperCase()) });
    const fresh = await t.request({ method: 'POST', url: '/api/auth/register', body: body('brand-new@example.com') });
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ status: 'confirmation_sent', email: user.email });
    const owner = await waitFor(async () => {
      const r = await t.sql(`SELECT subject, text FROM captured_mails WHERE to_addresses = $1 AND subject ILIKE '%tried to sign up%'`, [user.email]);
      return r[0];
    });
    expect(String(owner.text)).toContain('/forgot-password');
    expect(String(owner.subject)).not.toMatch(/\d{6}/);
    for (const code of ['000000', '123456']) {
      const res = await t.request({ method: 'POST', url: '/api/auth/register/confirm', body: { email: user.email, code } });
      expect(res.json().code).toBe('SIGNUP_CODE_INVALID');
    }
    expect(await count('users')).toBe(before);
  });

  it.each([
    [{ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '123' }, 'body.password', 'Password must be at least 6 characters'],
    [{ firstName: '', lastName: 'B', email: 'a@b.co', password: 'secret12' }, 'body.firstName', 'This field is required.'],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'secret12' }, 'body.email', 'Enter a valid email address.'],
    [
      { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret12', accountType: 'business' },
      'body.companyName',
      'A company name is required for a business account.',
    ],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret12', selectedPlan: 'gold' }, 'body.selectedPlan', 'Unknown plan.'],
  ])('rejects bad input %# with 400, a clear message and no write', async (body, path, message) => {
    const before = await count('users');
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.details).toContainEqual(expect.objectContaining({ path, message }));
    expect(json.error).toBe(json.message);
    expect(await count('users')).toBe(before);
  });

  it('answers in Turkish when asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
      body: { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '1' },
    });
    expect(res.json().error).toBe('Şifre en az 6 karakter olmalıdır');
  });

  it('rejects malformed JSON and non-object bodies with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: '{"firstName":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_JSON');
    const arr = await t.request({ method: 'POST', url: '/api/auth/login', body: [1, 2] });
    expect(arr.statusCode).toBe(400);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('email verification', () => {
  // linkToken reads the token of the newest /verify-email link mailed to an address
  async function linkToken(email: string, after = 0): Promise<string> {
    const row = await waitFor(async () => {
      const r = await t.sql(`SELECT text FROM captured_mails WHERE to_addresses = $1 AND text LIKE '%/verify-email?token=%' ORDER BY received_at DESC`, [
        email,
      ]);
      return r.length > after ? r[0] : undefined;
    });
    return /\/verify-email\?token=([\w-]+)/.exec(String(row.text))![1];
  }
  const unverify = (userId: string) => t.sql(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [userId]);

  it('counts the mailed sign-up code as proof: a new account is verified', async () => {
    const { user, token } = await t.register();
    expect(user.emailVerified).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).json().user.emailVerified).toBe(true);
  });

  it('an unverified address signs in and works, but sends no campaign or test until the mailed link is opened', async () => {
    const { user, token } = await t.register({ language: 'tr' });
    await unverify(user.id);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).json().user.emailVerified).toBe(false);
    const created = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      token,
      body: { name: 'Doğrulanmamış', subject: 'Merhaba', htmlContent: '<p>Merhaba</p>', recipients: 'a@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().campaign.id;
    const refused = await t.request({ method: 'POST', url: `/api/campaigns/${id}/send`, token, headers: { 'accept-language': 'tr' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(refused.json().error).toContain('doğrulayın');
    const test = await t.request({ method: 'POST', url: `/api/campaigns/${id}/test`, token, body: { emails: ['b@example.com'] } });
    expect(test.statusCode).toBe(403);
    const scheduled = await t.request({
      method: 'POST',
      url: `/api/campaigns/${id}/schedule`,
      token,
      body: { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(scheduled.statusCode).toBe(403);
    expect((await t.sql(`SELECT status FROM campaigns WHERE id = $1`, [id]))[0].status).toBe('draft');

    // the resend link mails a fresh link; the earlier one stops working
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', token })).json()).toMatchObject({ alreadyVerified: false });
    const first = await linkToken(user.email);
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', token })).statusCode).toBe(200);
    const second = await linkToken(user.email, 1);
    expect(second).not.toBe(first);
    const stale = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: first } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('VERIFY_LINK_INVALID');

    const ok = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: second } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, emailVerified: true });
    // single use
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: second } })).statusCode).toBe(400);
    const sent = await t.request({ method: 'POST', url: `/api/campaigns/${id}/send`, token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', token })).json()).toMatchObject({ alreadyVerified: true });
  });

  it('refuses a link mailed before the address changed, and bad tokens with 400', async () => {
    const { user, token } = await t.register();
    await unverify(user.id);
    await t.request({ method: 'POST', url: '/api/auth/resend-verification', token });
    const link = await linkToken(user.email);
    await t.sql(`UPDATE users SET email = $2 WHERE id = $1`, [user.id, `moved-${user.email}`]);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: link } })).statusCode).toBe(400);
    expect((await t.sql(`SELECT email_verified_at FROM users WHERE id = $1`, [user.id]))[0].email_verified_at).toBeNull();
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: {} })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token: 'x'.repeat(500) } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });

  it('a password reset with the mailed code proves the address too', async () => {
    const { user } = await t.register();
    await unverify(user.id);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const code = await codeFromMailbox(user.email);
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: user.email, code, newPassword: 'brand-new-9' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.sql(`SELECT email_verified_at FROM users WHERE id = $1`, [user.id]))[0].email_verified_at).not.toBeNull();
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and refuses a wrong one with the same message as an unknown email', async () => {
    const { user } = await t.register({ password: 'right-pass' });
    const ok = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'right-pass' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(user.email);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'wrong-pass' } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'nobody@example.com', password: 'wrong-pass' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('requires email and password', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.password');
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await t.register();
    const rows = await t.sql('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('logout revokes the session server-side', async () => {
    const { token } = await t.register();
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_EXPIRED');
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: 'forged' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { token, user } = await t.register();
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('backs off failed logins per email with 429, a clear message and Retry-After', async () => {
    const { user } = await t.register();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12 && last?.statusCode !== 429; i++) {
      last = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'bad-password' } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('RATE_LIMITED');
    expect(last!.json().error).toMatch(/Too many attempts/);
    expect(last!.headers['retry-after']).toBeDefined();
  });

  it('backs off failed logins per client address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) {
      const body = { email: `x${i}@example.com`, password: 'bad-password' };
      statuses.push((await t.request({ method: 'POST', url: '/api/auth/login', ip: '192.0.2.7', body })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a 6-digit code, verifies it, resets the password once and revokes every session', async () => {
    const { token, user } = await t.register({ password: 'old-password' });
    const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const code = await codeFromMailbox(user.email);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code } })).statusCode).toBe(200);
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: user.email, code, newPassword: 'new-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'old-password' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'new-password' } })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: user.email, code, newPassword: 'third-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_CODE_INVALID');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await t.register();
    await signupCodeFromMailbox(known.user.email);
    const before = await count('captured_mails');
    const a = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'ghost@example.com' } });
    const b = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: known.user.email } });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await codeFromMailbox(known.user.email);
    expect(await count('captured_mails')).toBe(before + 1);
  });

  it('locks the code after 5 wrong tries', async () => {
    const { user } = await t.register();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const code = await codeFromMailbox(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code: wrong } })).json().code);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('RESET_CODE_INVALID'));
    expect(codes[4]).toBe('RESET_TOO_MANY_TRIES');
    const right = await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('RESET_TOO_MANY_TRIES');
  });

  it('refuses an expired code', async () => {
    const { user } = await t.register();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const code = await codeFromMailbox(user.email);
    await t.sql(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code } });
    expect(res.json().code).toBe('RESET_CODE_INVALID');
  });

  it('validates the code format and the new password', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: 'a@b.co', code: '12ab' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The code must be 6 digits.');
    const short = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { email: 'a@b.co', code: '123456', newPassword: '123' } });
    expect(short.json().error).toBe('Password must be at least 6 characters');
  });

  it('a new request invalidates the previous code', async () => {
    const { user } = await t.register();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const first = await codeFromMailbox(user.email);
    await t.sql('DELETE FROM captured_mails WHERE to_addresses = $1', [user.email]);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const second = await codeFromMailbox(user.email);
    if (first !== second) {
      const res = await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code: first } });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', body: { email: user.email, code: second } })).statusCode).toBe(200);
  });
});

describe('roles and workspaces', () => {
  it('keeps admin routes for the platform admin: 401 without session, 403 for a user', async () => {
    const { token } = await t.register();
    expect((await t.request({ method: 'GET', url: '/api/admin/mailbox' })).statusCode).toBe(401);
    const forbidden = await t.request({ method: 'GET', url: '/api/admin/mailbox', token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const admin = await t.adminToken();
    expect((await t.request({ method: 'GET', url: '/api/admin/mailbox', token: admin })).statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json();
    expect(me.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it("a second workspace's token reads only its own data", async () => {
    const a = await t.register({ companyName: 'Alpha', selectedPlan: 'business' });
    const b = await t.register({ companyName: 'Beta' });
    const subB = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token: b.token })).json().subscription;
    expect(subB.planType).toBe('free');
    const dashB = (await t.request({ method: 'GET', url: '/api/dashboard/realtime', token: b.token })).json();
    expect(dashB.workspace).toEqual({ id: b.user.workspaceId, name: 'Beta' });
    expect(dashB.workspace.id).not.toBe(a.user.workspaceId);
    const profileB = (await t.request({ method: 'GET', url: '/api/settings/profile', token: b.token })).json().profile;
    expect(profileB.id).toBe(b.user.id);
  });

  it('updates the profile with validation', async () => {
    const { token } = await t.register();
    const ok = await t.request({ method: 'PUT', url: '/api/settings/profile', token, body: { firstName: 'Zeynep', language: 'en' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile).toMatchObject({ firstName: 'Zeynep', language: 'en' });
    const bad = await t.request({ method: 'PUT', url: '/api/settings/profile', token, body: { language: 'de' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.request({ method: 'PUT', url: '/api/settings/profile', token, body: { role: 'admin' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown field: role');
  });

  it('changes the password after checking the current one', async () => {
    const { token, user } = await t.register({ password: 'first-pass' });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: { currentPassword: 'nope-nope', newPassword: 'second-pass' },
    });
    expect(wrong.json().code).toBe('WRONG_CURRENT_PASSWORD');
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'second-pass' } })).statusCode).toBe(200);
  });

  it('sends unconfigured third-party sign-in back to the callback with an error', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/oauth/google?state=0123456789abcdef0123' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('/oauth/callback?error=');
    expect((await t.request({ method: 'GET', url: '/api/auth/oauth/myspace?state=0123456789abcdef0123' })).statusCode).toBe(400);
    // no browser state: straight back to the callback page, which sends the browser to /login?error=oauth_failed
    const stateless = await t.request({ method: 'GET', url: '/api/auth/oauth/google' });
    expect(stateless.headers.location).toContain('/oauth/callback?error=state_invalid');
  });
});
