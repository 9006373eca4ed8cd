import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('platform', () => {
  it('reports database, queue and mail up with latencies', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.mailMode).toBe('capture');
    for (const name of ['database', 'queue', 'mail']) {
      expect(body.checks[name].status).toBe('up');
      expect(typeof body.checks[name].latencyMs).toBe('number');
    }
  });

  it('answers 503 when a dependency is down', async () => {
    const verify = t.ctx.mailer.verify;
    t.ctx.mailer.verify = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.mail).toMatchObject({ status: 'down', error: 'unavailable' });
      expect(res.body).not.toContain('connection refused');
    } finally {
      t.ctx.mailer.verify = verify;
    }
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/me', '/api/auth/forgot-password', '/api/health']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sets security headers, a request id and a CORS policy limited to the public URL', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:5000' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5000');
    const foreign = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', error: 'No such endpoint.' });
  });

  it('never leaks internals in a 500', async () => {
    const original = t.ctx.services.billing.current;
    t.ctx.services.billing.current = async () => {
      throw new Error('secret stack detail');
    };
    try {
      const { token } = await t.register();
      const res = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'An unexpected error occurred.', message: 'An unexpected error occurred.', code: 'INTERNAL' });
    } finally {
      t.ctx.services.billing.current = original;
    }
  });
});
