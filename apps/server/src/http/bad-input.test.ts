import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const GARBAGE: unknown[] = [{}, [], 'text', 42, null, { email: 1, password: {}, code: [], planType: 'x'.repeat(5000), page: -1 }];

// tableCounts counts the rows of every business table, to prove a refused request wrote nothing (the sign-up mail of
// the test's own user arrives through the mail queue at its own pace, so mail to that address is left out).
async function tableCounts(ownEmail: string) {
  const rows = await t.sql(
    `SELECT (SELECT count(*) FROM users) u, (SELECT count(*) FROM workspaces) w, (SELECT count(*) FROM sessions) s,
            (SELECT count(*) FROM password_resets) p, (SELECT count(*) FROM subscriptions) sub,
            (SELECT count(*) FROM captured_mails WHERE position($1 in to_addresses) = 0) m`,
    [ownEmail],
  );
  return rows[0];
}

describe('bad input to every endpoint', () => {
  it('answers 4xx with {error, message, code} and writes nothing', async () => {
    const { token, user } = await t.register();
    const admin = await t.adminToken();
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const before = await tableCounts(user.email);
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const op = methods[method] as { requestBody?: unknown; parameters?: unknown[] };
        // only operations that take input: a body, path parameters or a query
        if (!op.requestBody && !(op.parameters ?? []).length) continue;
        if (method === 'get' && !path.includes('{')) continue;
        const url = path.replace(/\{[^}]+\}/g, 'not-a-valid-id');
        for (const body of method === 'get' || method === 'delete' ? [undefined] : GARBAGE) {
          for (const auth of [token, admin]) {
            const res = await t.request({ method: method.toUpperCase(), url, body: body === undefined ? undefined : body, token: auth });
            expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
            // an empty object is a valid no-op for endpoints whose fields are all optional
            if (res.statusCode < 400 && JSON.stringify(body) === '{}') continue;
            // link endpoints a person opens answer bad tokens with a redirect to a page that explains
            if (method === 'get' && res.statusCode >= 300 && res.statusCode < 400) continue;
            expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
            const json = res.json();
            expect(typeof json.error).toBe('string');
            expect(json.message).toBe(json.error);
            expect(typeof json.code).toBe('string');
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await tableCounts(user.email)).toEqual(before);
  });

  it('rejects query strings outside their ranges', async () => {
    const { token } = await t.register();
    const res = await t.request({ method: 'GET', url: '/api/dashboard/realtime?range=2w', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('querystring.range');
  });
});
