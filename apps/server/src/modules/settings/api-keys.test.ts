import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const createKey = async (token: string, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/settings/api-keys', token, body });

describe('API keys', () => {
  it('shows the secret once, stores only a hash and authenticates as the workspace with its scopes', async () => {
    const owner = await t.register();
    const res = await createKey(owner.token, { name: 'CRM sync', scopes: ['contacts:read'] });
    expect(res.statusCode).toBe(201);
    const { key, token } = res.json();
    expect(token).toMatch(/^ulk_live_[0-9a-f]{16}_[0-9A-Za-z]{40}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    const [row] = await t.sql('SELECT secret_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(String(row.secret_hash)).not.toContain(token.split('_').pop());
    const list = await t.request({ method: 'GET', url: '/api/settings/api-keys', token: owner.token });
    expect(JSON.stringify(list.json())).not.toContain(token);

    const read = await t.request({ method: 'GET', url: '/api/contacts', token, ip: '10.9.9.9' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['ratelimit-limit']).toBe('120');
    expect(Number(read.headers['ratelimit-remaining'])).toBe(119);
    const [used] = await t.sql('SELECT last_used_at, last_used_ip FROM api_keys WHERE id = $1', [key.id]);
    expect(used.last_used_at).not.toBeNull();
    expect(used.last_used_ip).toBe('10.9.9.9');

    // a missing scope is 403, and nothing is created
    const write = await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'x@example.com' } });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('API_KEY_SCOPE_MISSING');
    const [n] = await t.sql('SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1', [owner.user.workspaceId]);
    expect(n.n).toBe(0);
    // and the workspace's sign-in log has a line for it (once a minute per key and reason)
    await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'y@example.com' } });
    const logged = await t.sql(`SELECT method, success, reason FROM sign_in_log WHERE workspace_id = $1 AND method = 'api_key'`, [owner.user.workspaceId]);
    expect(logged).toEqual([{ method: 'api_key', success: false, reason: 'api_key_scope_missing' }]);

    // endpoints outside the public API refuse keys; the admin area too
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).json().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await t.request({ method: 'GET', url: '/api/settings/api-keys', token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/mailbox', token })).statusCode).toBe(403);
  });

  it('refuses wrong, revoked and expired keys with 401', async () => {
    const owner = await t.register();
    const { key, token } = (await createKey(owner.token, { name: 'k', scopes: ['contacts:read'] })).json();
    const tampered = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: tampered })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: 'ulk_live_nothing' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/settings/api-keys/${key.id}`, token: owner.token })).statusCode).toBe(200);
    const revoked = await t.request({ method: 'GET', url: '/api/contacts', token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('API_KEY_INVALID');

    const past = await createKey(owner.token, { name: 'old', scopes: ['contacts:read'], expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    const soon = (await createKey(owner.token, { name: 'soon', scopes: ['contacts:read'], expiresAt: new Date(Date.now() + 60_000).toISOString() })).json();
    await t.sql(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [soon.key.id]);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: soon.token })).statusCode).toBe(401);
    await expect(t.ctx.fronts.settings.authenticateApiKey(soon.token)).resolves.toBeUndefined();
  });

  it('rotates with an overlap: both keys work until the old one expires', async () => {
    const owner = await t.register();
    const first = (await createKey(owner.token, { name: 'rot', scopes: ['contacts:read', 'contacts:write'] })).json();
    const rotated = await t.request({ method: 'POST', url: `/api/settings/api-keys/${first.key.id}/rotate`, token: owner.token, body: { overlapHours: 2 } });
    expect(rotated.statusCode).toBe(201);
    const second = rotated.json();
    expect(second.key.scopes).toEqual(['contacts:read', 'contacts:write']);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: first.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: second.token })).statusCode).toBe(200);
    const keys = (await t.request({ method: 'GET', url: '/api/settings/api-keys', token: owner.token })).json().keys;
    const old = keys.find((k: { id: string }) => k.id === first.key.id);
    expect(old.status).toBe('expiring');
    expect(new Date(old.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 2 * 3600_000 + 5000);
    await t.sql(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.key.id]);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: first.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: second.token })).statusCode).toBe(200);
  });

  it('answers 429 with RateLimit headers past the per-key budget', async () => {
    const owner = await t.register();
    const { token } = (await createKey(owner.token, { name: 'tiny', scopes: ['contacts:read'], rateLimitPerMinute: 3 })).json();
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.request({ method: 'GET', url: '/api/contacts', token });
      codes.push(last.statusCode);
    }
    // a minute boundary may fall inside the loop: then the new window starts over
    if (codes[3] === 429) {
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last?.headers['ratelimit-limit']).toBe('3');
      expect(last?.headers['ratelimit-remaining']).toBe('0');
      expect(Number(last?.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json().code).toBe('API_KEY_RATE_LIMITED');
    } else {
      expect(codes.filter((c) => c === 200).length).toBe(4);
    }
  });

  it('keeps keys per workspace: another workspace can neither list, rotate nor revoke them, and a key reads only its workspace', async () => {
    const a = await t.register();
    const b = await t.register();
    const { key, token } = (await createKey(a.token, { name: 'a', scopes: ['contacts:read', 'contacts:write'] })).json();
    expect((await t.request({ method: 'GET', url: '/api/settings/api-keys', token: b.token })).json().keys).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/settings/api-keys/${key.id}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/settings/api-keys/${key.id}/rotate`, token: b.token, body: {} })).statusCode).toBe(404);
    await t.request({ method: 'POST', url: '/api/contacts', token: b.token, body: { email: 'b-only@example.com' } });
    const seen = await t.request({ method: 'GET', url: '/api/contacts', token });
    expect(JSON.stringify(seen.json())).not.toContain('b-only@example.com');
    const front = await t.ctx.fronts.settings.authenticateApiKey(token, '127.0.0.1');
    expect(front).toEqual({ workspaceId: a.user.workspaceId, keyId: key.id, scopes: ['contacts:read', 'contacts:write'] });
  });

  it('validates input: unknown scopes and empty names are 400', async () => {
    const owner = await t.register();
    expect((await createKey(owner.token, { name: 'x', scopes: ['root:all'] })).statusCode).toBe(400);
    expect((await createKey(owner.token, { name: '', scopes: ['contacts:read'] })).statusCode).toBe(400);
    expect((await createKey(owner.token, { name: 'x', scopes: [] })).statusCode).toBe(400);
  });
});
