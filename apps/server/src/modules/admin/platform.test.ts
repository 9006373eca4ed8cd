// The admin settings tab against real servers: a local exchange-rate provider the panel points the platform at (the
// stored URL wins over ULAK_RATES_URL and is fetched at once), the address policy on that URL, and a test message through
// the capture mail server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SECURITY } from '@ulak/shared';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { adminRepo } from './admin.repo.js';
import { platformSettings } from './platform.js';

let provider: http.Server;
let base: string;
let hits = 0;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rates: { TRY: 1, USD: req.url?.includes('second') ? 0.031 : 0.029, EUR: 0.026 } }));
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  // the environment names a provider; the panel will name another; loopback http is allowed for the stand-in
  t = await startTestApp({ ULAK_RATES_URL: `${base}/env/TRY`, ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.stop();
  await new Promise((r) => provider.close(r));
});

describe('admin settings tab', () => {
  it('shows where each setting comes from, and the panel URL of the exchange rates overrides the environment', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/admin/platform', token: admin })).json();
    expect(before).toMatchObject({
      publicUrl: 'http://localhost:5000',
      registrationOpen: true,
      payment: { configured: false, webhookSigned: false },
      exchangeRates: { configured: true, source: 'environment', host: base.slice(7) },
      mail: { mode: 'capture' },
    });
    expect(JSON.stringify(before)).not.toContain('/env/TRY');

    const saved = await t.request({ method: 'PUT', url: '/api/admin/platform', token: admin, body: { exchangeRatesUrl: `${base}/second/TRY` } });
    expect(saved.statusCode).toBe(200);
    // fetched at once from the panel's URL
    expect(saved.json().exchangeRates).toMatchObject({ source: 'panel', ratesSource: 'provider' });
    expect((await t.request({ method: 'GET', url: '/api/currency/rates' })).json().rates.USD).toBe(0.031);
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=platform.update', token: admin })).json();
    expect(log.entries[0]).toMatchObject({ actorEmail: ADMIN.email });

    const refreshed = (await t.request({ method: 'POST', url: '/api/admin/platform/rates/refresh', token: admin })).json();
    expect(refreshed).toMatchObject({ updated: true, ratesSource: 'provider' });

    // null goes back to ULAK_RATES_URL
    const back = await t.request({ method: 'PUT', url: '/api/admin/platform', token: admin, body: { exchangeRatesUrl: null } });
    expect(back.json().exchangeRates.source).toBe('environment');
    expect((await t.request({ method: 'GET', url: '/api/currency/rates' })).json().rates.USD).toBe(0.029);
  });

  it('refuses a rates URL that is not http(s) or points at a private network, changing nothing', async () => {
    const put = (exchangeRatesUrl: unknown) => t.request({ method: 'PUT', url: '/api/admin/platform', token: admin, body: { exchangeRatesUrl } });
    expect((await put('ftp://rates.example.com/TRY')).statusCode).toBe(400);
    expect((await put('not a url')).statusCode).toBe(400);
    const before = hits;
    // plain http to a public address is refused even though private ones are allowed here (only loopback may be http)
    expect((await put('http://93.184.215.14/latest')).json().code).toBe('PLATFORM_URL_SCHEME');
    expect(hits).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/admin/platform', token: admin })).json().exchangeRates.source).toBe('environment');
  });

  it('sends a test message to the admin through the platform transport', async () => {
    const res = (await t.request({ method: 'POST', url: '/api/admin/platform/test-mail', token: admin, headers: { 'accept-language': 'tr' } })).json();
    expect(res).toMatchObject({ sent: true, to: ADMIN.email, mode: 'capture', error: null });
    const mail = await waitFor(async () => (await t.sql('SELECT subject FROM captured_mails WHERE to_addresses = $1', [ADMIN.email]))[0]);
    expect(mail.subject).toBe('Ulak deneme e-postası');
  });

  it('refuses a private address when the operator does not allow them', async () => {
    // the same service as the app's, on the same database, as an instance that does not allow private addresses
    const strict = platformSettings(adminRepo(t.ctx.database.db), {
      environment: { ...(await t.request({ method: 'GET', url: '/api/admin/platform', token: admin })).json(), ratesUrl: undefined },
      mailer: { mode: 'capture', send: async () => undefined },
      currency: () => ({ rates: async () => ({ source: 'default', fetchedAt: null }), refresh: async () => false }),
      providers: async () => [],
      security: async () => DEFAULT_ADMIN_SECURITY,
      allowPrivate: false,
    });
    const actor = { id: '00000000-0000-4000-8000-000000000001', email: ADMIN.email };
    await expect(strict.save(actor, { exchangeRatesUrl: 'https://10.1.2.3/latest/TRY' })).rejects.toMatchObject({
      status: 400,
      code: 'PLATFORM_URL_FORBIDDEN',
    });
    await expect(strict.save(actor, { exchangeRatesUrl: `${base}/x` })).rejects.toMatchObject({ code: 'PLATFORM_URL_FORBIDDEN' });
    expect(await strict.ratesUrl()).toBeUndefined();
  });
});
