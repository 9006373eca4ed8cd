// Every operation in the OpenAPI document is behind a session unless it is listed here as public: an anonymous call
// answers 401 before its body or parameters are read. Platform-admin operations answer 403 to a signed-in user. The
// modules register their routes in scopes (modules/module.ts); this keeps a route from landing in the wrong one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

/** Operations any caller may reach; each checks its own credential (a token in the path, a signature, a key) or none. */
const PUBLIC = new Set([
  'GET /api/auth/oauth/{provider}',
  'GET /api/auth/oauth/{provider}/callback',
  'GET /api/avatars/{id}',
  'GET /api/channels/c/{code}',
  'GET /api/chat/messages',
  'GET /api/currency/detect',
  'GET /api/currency/rates',
  'GET /api/health',
  'GET /api/inbox/stream',
  'GET /api/inbox/widget/{file}',
  'GET /api/inbox/widget/{key}/config',
  'GET /api/inbox/widget/{key}/messages',
  'GET /api/inbox/widget/{key}/stream',
  'GET /api/invitations/{token}',
  'GET /api/oauth/providers/enabled',
  'GET /api/public/invoices/{token}',
  'GET /api/public/invoices/{token}/html',
  'GET /api/public/invoices/{token}/pdf',
  'GET /api/public/optin/{token}',
  'GET /api/public/preferences/{token}',
  'GET /api/public/unsubscribe/{token}',
  'GET /api/site/articles',
  'GET /api/site/articles/{kind}/{slug}',
  'GET /api/site/settings',
  'GET /api/site/stats',
  'GET /api/status',
  'GET /api/subscriptions/plans',
  'GET /api/white-label/branding/current',
  'GET /api/white-label/branding/logo/{id}',
  'GET /api/white-label/tls/ask',
  'POST /api/auth/forgot-password',
  'POST /api/auth/login',
  'POST /api/auth/oauth/exchange',
  'POST /api/auth/oauth/{provider}/callback',
  'POST /api/auth/register',
  'POST /api/auth/register/confirm',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/verify-reset-code',
  'POST /api/billing/webhook',
  'POST /api/chat/conversations',
  'POST /api/chat/messages',
  'POST /api/inbox/widget/{key}/messages',
  'POST /api/inbox/widget/{key}/typing',
  'POST /api/inbox/widget/{key}/visitors',
  'POST /api/invitations/{token}/accept',
  'POST /api/oauth/2fa/enrol/confirm',
  'POST /api/oauth/2fa/enrol/start',
  'POST /api/oauth/2fa/passkey/options',
  'POST /api/oauth/2fa/passkey/verify',
  'POST /api/oauth/2fa/verify',
  'POST /api/oauth/passkeys/sign-in',
  'POST /api/oauth/passkeys/sign-in/options',
  'POST /api/public/lists/{id}/subscribe',
  'POST /api/public/preferences/{token}',
  'POST /api/public/unsubscribe/{token}',
  'POST /api/site/articles/{id}/helpful',
  'POST /api/site/contact',
  'POST /api/site/demo',
  'POST /api/site/newsletter',
  'POST /api/site/newsletter/confirm',
  'POST /api/webhooks/delivery-events/{token}',
]);

/** Under /api/admin/ by the specification's path, but the signed-in workspace's own: its invoicing company details. */
const WORKSPACE_OWN = new Set(['GET /api/admin/company-settings', 'PUT /api/admin/company-settings']);

const ANY_ID = '00000000-0000-4000-8000-000000000000';
type Doc = { paths: Record<string, Record<string, unknown>> };

let t: TestApp;
let operations: { key: string; method: string; url: string }[];
beforeAll(async () => {
  t = await startTestApp();
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, ANY_ID) })),
  );
});
afterAll(async () => {
  await t?.stop();
});

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('route scopes', () => {
  it('every operation that is not public answers 401 to an anonymous caller', async () => {
    expect(operations.length).toBeGreaterThan(300);
    const open: string[] = [];
    for (const op of operations) {
      if (PUBLIC.has(op.key)) continue;
      const res = await t.request({ method: op.method, url: op.url, body: bodyFor(op.method) });
      if (res.statusCode !== 401) open.push(`${op.key} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('every public operation still exists (the list names no removed route)', () => {
    const keys = new Set(operations.map((o) => o.key));
    expect([...PUBLIC].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('platform-admin operations answer 403 to a signed-in user who is no admin', async () => {
    const { token } = await t.register();
    const admin = operations.filter((o) => o.url.startsWith('/api/admin/') && !WORKSPACE_OWN.has(o.key));
    expect(admin.length).toBeGreaterThan(20);
    const reached: string[] = [];
    for (const op of admin) {
      const res = await t.request({ method: op.method, url: op.url, token, body: bodyFor(op.method) });
      if (res.statusCode !== 403) reached.push(`${op.key} → ${res.statusCode}`);
    }
    expect(reached).toEqual([]);
  });
});
