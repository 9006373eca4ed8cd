import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { redactUrl } from '../../http/redact.js';
import { authRepo, type AuthRepo } from './auth.repo.js';
import { BACKOFF, authService, backoffWaitMs } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const login = (email: string, password: string, ip: string, deviceToken?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', ip, body: { email, password, ...(deviceToken ? { deviceToken } : {}) } });

// attack fails logins for the email from fresh addresses until the account is backing off
async function attack(email: string, tries = 12) {
  for (let i = 0; i < tries; i++) await login(email, `guess-${i}`, `198.51.100.${i + 1}`);
}

describe('login lock-outs (issue 12 item 8)', () => {
  it('counts only failures: many correct logins in a row all succeed', async () => {
    const { user } = await t.register({ password: 'right-pass' });
    for (let i = 0; i < 15; i++) expect((await login(user.email, 'right-pass', '203.0.113.5')).statusCode).toBe(200);
  });

  it('grows the back-off window exponentially after the free failures, capped', () => {
    const p = BACKOFF.account;
    expect(backoffWaitMs(p, p.free - 1)).toBe(0);
    expect(backoffWaitMs(p, p.free)).toBe(p.baseMs);
    expect(backoffWaitMs(p, p.free + 3)).toBe(8 * p.baseMs);
    expect(backoffWaitMs(p, 1000)).toBe(p.maxMs);
  });

  it('an attacker failing from many addresses cannot lock the owner out', async () => {
    const { user } = await t.register({ password: 'owner-pass' });
    const first = await login(user.email, 'owner-pass', '203.0.113.10');
    const deviceToken = first.json().deviceToken as string;
    expect(deviceToken).toBeTruthy();
    await attack(user.email);
    expect((await login(user.email, 'guess-x', '198.51.100.99')).statusCode).toBe(429);
    // the owner's known address and their browser's device token get straight through
    expect((await login(user.email, 'owner-pass', '203.0.113.10')).statusCode).toBe(200);
    expect((await login(user.email, 'owner-pass', '203.0.113.11', deviceToken)).statusCode).toBe(200);
    // a device token of another account, or a forged one, vouches for nothing
    const other = await t.register({ password: 'other-pass' });
    const foreign = (await login(other.user.email, 'other-pass', '203.0.113.12')).json().deviceToken as string;
    expect((await login(user.email, 'owner-pass', '203.0.113.13', foreign)).statusCode).toBe(429);
    expect((await login(user.email, 'owner-pass', '203.0.113.13', `${deviceToken.slice(0, -2)}xx`)).statusCode).toBe(429);
    // an unknown browser waits out a bounded window, then the right password works while the attack goes on
    const waiting = await login(user.email, 'owner-pass', '203.0.113.14');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(BACKOFF.account.maxMs / 1000);
    await t.sql(`UPDATE auth_failures SET last_failure_at = now() - interval '16 minutes' WHERE key = $1`, [`login:account:${user.email}`]);
    expect((await login(user.email, 'owner-pass', '203.0.113.14')).statusCode).toBe(200);
  });

  it('failures from one address do not lock out the users who sign in from it', async () => {
    const shared = '192.0.2.77';
    const { user } = await t.register({ password: 'office-pass' });
    expect((await login(user.email, 'office-pass', shared)).statusCode).toBe(200);
    const other = await t.register({ password: 'laptop-pass' });
    const deviceToken = (await login(other.user.email, 'laptop-pass', '203.0.113.30')).json().deviceToken as string;
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) statuses.push((await login(`victim${i}@example.com`, 'guess', shared)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(user.email, 'office-pass', shared)).statusCode).toBe(200);
    expect((await login(other.user.email, 'laptop-pass', shared, deviceToken)).statusCode).toBe(200);
  });

  it('wrong reset codes back off per address, and a correct code is not counted', async () => {
    const ip = '192.0.2.88';
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) {
      const body = { email: `nobody${i}@example.com`, code: '123456' };
      statuses.push((await t.request({ method: 'POST', url: '/api/auth/verify-reset-code', ip, body })).statusCode);
    }
    expect(statuses.slice(0, BACKOFF.codes.free)).toEqual(Array(BACKOFF.codes.free).fill(400));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('account enumeration (issue 12 item 17)', () => {
  // recording wraps the real repo and notes each method called
  function recording(repo: AuthRepo, calls: string[]): AuthRepo {
    return new Proxy(repo, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  function probe() {
    const calls: string[] = [];
    const mails: string[] = [];
    const deferred: string[] = [];
    const service = authService(recording(authRepo(t.ctx.database.db), calls), {
      secret: 'probe-secret-probe-secret-probe-secret',
      publicUrl: 'http://localhost:5000',
      sendMail: async (m) => void mails.push(m.to),
      deferResetCode: async (task) => void deferred.push(task.email),
    });
    return { service, calls, mails, deferred };
  }

  const meta = (ip: string) => ({ ip, language: 'en' as const });

  it('registration does the same work (argon2, one code row, one mail) for a taken and a new email', async () => {
    const { user } = await t.register();
    const taken = probe();
    const fresh = probe();
    const input = (email: string) => ({ firstName: 'A', lastName: 'B', email, password: 'secret12' });
    const a = await taken.service.register(input(user.email), meta('192.0.2.90'));
    const b = await fresh.service.register(input('never-seen@example.com'), meta('192.0.2.91'));
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(taken.calls).toEqual(fresh.calls);
    expect(taken.mails).toEqual([user.email]);
    expect(fresh.mails).toEqual(['never-seen@example.com']);
    const rows = await t.sql(`SELECT payload->>'passwordHash' AS h FROM auth_codes WHERE subject = ANY($1) AND used_at IS NULL`, [
      [user.email, 'never-seen@example.com'],
    ]);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(String(r.h)).toMatch(/^\$argon2id\$/);
  });

  it('forgot-password does the same work for a registered and an unknown email and queues the rest', async () => {
    const { user } = await t.register();
    const known = probe();
    const unknown = probe();
    await known.service.forgotPassword(user.email, meta('192.0.2.92'));
    await unknown.service.forgotPassword('ghost-user@example.com', meta('192.0.2.93'));
    expect(known.calls).toEqual(unknown.calls);
    expect(known.calls).not.toContain('findUserByEmail');
    expect(known.deferred).toEqual([user.email]);
    expect(unknown.deferred).toEqual(['ghost-user@example.com']);
    expect(known.mails).toEqual([]);
  });

  it('a signup code is single use, expires, and locks after 5 wrong tries', async () => {
    const email = 'wrong-tries@example.com';
    const body = { firstName: 'A', lastName: 'B', email, password: 'secret12' };
    expect((await t.request({ method: 'POST', url: '/api/auth/register', body })).statusCode).toBe(202);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/register/confirm', body: { email, code: '99999' + i } });
      codes.push(res.json().code);
    }
    expect(codes.at(-1)).toBe('SIGNUP_TOO_MANY_TRIES');
    const rows = await t.sql(`SELECT code_hash FROM auth_codes WHERE subject = $1`, [email]);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r.code_hash)))).toBe(true);
    await t.sql(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE subject = $1`, [email]);
    const expired = await t.request({ method: 'POST', url: '/api/auth/register/confirm', body: { email, code: '123456' } });
    expect(expired.json().code).toBe('SIGNUP_CODE_INVALID');
  });
});

describe('third-party sign-in codes (issue 12 item 12)', () => {
  const stateA = 'browser-a-state-0123456789abcdef';
  const stateB = 'browser-b-state-0123456789abcdef';
  const exchange = (code: string, state: string) => t.request({ method: 'POST', url: '/api/auth/oauth/exchange', body: { code, state } });

  it('exchanges a code once, only in the browser that started the sign-in', async () => {
    const { user } = await t.register();
    const code = await t.ctx.services.auth.issueOAuthCode(user.id, stateA);
    const [stored] = await t.sql(`SELECT code_hash, binding_hash FROM auth_codes WHERE purpose = 'oauth' AND user_id = $1`, [user.id]);
    expect(stored.code_hash).not.toBe(code);
    expect(stored.binding_hash).not.toBe(stateA);
    const ok = await exchange(code, stateA);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: ok.json().token })).statusCode).toBe(200);
    const twice = await exchange(code, stateA);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('OAUTH_CODE_INVALID');
  });

  it("refuses a code from another browser's sign-in (login CSRF), an expired one and an unknown one", async () => {
    const { user } = await t.register();
    const attackers = await t.ctx.services.auth.issueOAuthCode(user.id, stateA);
    expect((await exchange(attackers, stateB)).statusCode).toBe(400);
    const late = await t.ctx.services.auth.issueOAuthCode(user.id, stateA);
    await t.sql(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'oauth'`);
    expect((await exchange(late, stateA)).statusCode).toBe(400);
    expect((await exchange('made-up-code', stateA)).statusCode).toBe(400);
  });

  it('keeps sign-in codes, tokens and state out of logged URLs', () => {
    expect(redactUrl('/oauth/callback?code=abc&x=1')).toBe('/oauth/callback?code=[redacted]&x=1');
    expect(redactUrl('/oauth/callback?token=secret-token')).toBe('/oauth/callback?token=[redacted]');
    expect(redactUrl('/api/auth/oauth/google?state=s3cret')).toBe('/api/auth/oauth/google?state=[redacted]');
    expect(redactUrl('/api/contacts?page=2')).toBe('/api/contacts?page=2');
  });
});

describe('sessions (issue 12 item 18)', () => {
  it('ends a session SESSION_MAX_DAYS after sign-in even when it is used every day', async () => {
    const { token, user } = await t.register();
    await t.sql(
      `UPDATE sessions SET created_at = now() - make_interval(days => $2::int) - interval '1 minute',
         last_used_at = now() - interval '1 hour', expires_at = now() + interval '5 days' WHERE user_id = $1`,
      [user.id, SESSION_MAX_DAYS],
    );
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_EXPIRED');
  });

  it('slides the idle expiry on use but never past the absolute lifetime', async () => {
    const { token, user } = await t.register();
    // the workspace's sign-in session timeout (oauth module, 60 minutes by default) would end it first
    await t.request({ method: 'PUT', url: '/api/oauth/security', token, body: { sessionTimeoutEnabled: false } });
    await t.sql(
      `UPDATE sessions SET created_at = now() - make_interval(days => $2::int) + interval '1 day',
         last_used_at = now() - interval '1 hour' WHERE user_id = $1`,
      [user.id, SESSION_MAX_DAYS],
    );
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const [row] = await t.sql(`SELECT extract(epoch FROM expires_at - created_at) AS secs FROM sessions WHERE user_id = $1`, [user.id]);
    expect(Number(row.secs)).toBeLessThanOrEqual(SESSION_MAX_DAYS * 86400 + 1);
    expect(SESSION_IDLE_DAYS).toBeLessThan(SESSION_MAX_DAYS);
  });

  it('authenticates before validating: anonymous invalid bodies get 401 on every protected operation', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['post', 'put', 'patch'].includes(method) || !op.security?.length) continue;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000');
        const res = await t.request({ method: method.toUpperCase(), url, body: { bogus: ['x'] } });
        expect([url, res.statusCode]).toEqual([url, 401]);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
    // a signed-in non-admin is refused (403) before an admin route's body is looked at
    const { token } = await t.register();
    const res = await t.request({ method: 'POST', url: '/api/admin/incidents', token, body: { bogus: 1 } });
    expect(res.statusCode).toBe(403);
  });
});
