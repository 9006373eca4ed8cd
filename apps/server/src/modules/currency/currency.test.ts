import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES_TRY } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { lookupCountry } from './currency.service.js';

let provider: http.Server;
let answer: { status: number; body: string };
let t: TestApp;

beforeAll(async () => {
  answer = { status: 200, body: JSON.stringify({ base_code: 'TRY', rates: { TRY: 1, USD: 0.024, EUR: 0.021, GBP: 0.018, XYZ: 5, JPY: 'bad' } }) };
  provider = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  const { port } = provider.address() as AddressInfo;
  t = await startTestApp({ ULAK_RATES_URL: `http://127.0.0.1:${port}/latest/TRY` });
});
afterAll(async () => {
  await t?.stop();
  await new Promise((r) => provider.close(r));
});

describe('currency', () => {
  it('serves the specification defaults until the provider answered', async () => {
    await t.sql('DELETE FROM exchange_rates');
    const body = (await t.request({ method: 'GET', url: '/api/currency/rates' })).json();
    expect(body).toMatchObject({ base: 'TRY', source: 'default', rates: DEFAULT_RATES_TRY });
  });

  it('refreshes from the provider, keeping defaults for missing or bad values', async () => {
    expect(await t.ctx.services.currency.refresh()).toBe(true);
    const body = (await t.request({ method: 'GET', url: '/api/currency/rates' })).json();
    expect(body.source).toBe('provider');
    expect(body.rates).toMatchObject({ TRY: 1, USD: 0.024, EUR: 0.021, GBP: 0.018, JPY: DEFAULT_RATES_TRY.JPY });
    expect(body.rates.XYZ).toBeUndefined();
  });

  it('keeps the last rates when the provider fails', async () => {
    answer = { status: 500, body: 'oops' };
    expect(await t.ctx.services.currency.refresh()).toBe(false);
    answer = { status: 200, body: 'not json' };
    expect(await t.ctx.services.currency.refresh()).toBe(false);
    const body = (await t.request({ method: 'GET', url: '/api/currency/rates' })).json();
    expect(body.rates.USD).toBe(0.024);
  });

  it('detects the country of a public address offline and maps it to a currency', async () => {
    const res = await t.request({ method: 'GET', url: '/api/currency/detect', ip: '8.8.8.8' });
    expect(res.json()).toEqual({ country_code: 'US', currency: 'USD' });
    const local = await t.request({ method: 'GET', url: '/api/currency/detect', ip: '127.0.0.1' });
    expect(local.json()).toEqual({ country_code: null, currency: null });
  });

  it('looks up IPv4-mapped IPv6 addresses', async () => {
    expect(await lookupCountry('::ffff:8.8.8.8')).toBe('US');
  });
});
