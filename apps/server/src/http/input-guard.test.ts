import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { badCharacterPaths } from './input-guard.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.register()).token;
});
afterAll(async () => {
  await t?.stop();
});

// json sends a raw JSON text, so escapes like \u0000 and \ud800 reach the server exactly as written
const json = (method: string, url: string, payload: string, lang = 'en') =>
  t.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
  });

describe('NUL bytes and unpaired surrogates at the edge', () => {
  it('refuses a NUL byte in a body field with 400 INVALID_CHARACTERS naming the field', async () => {
    const res = await json('POST', '/api/crm/companies', '{"name":"Acme\\u0000Ltd"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS', details: [{ path: 'body.name', code: 'INVALID_CHARACTERS' }] });
    expect((await t.sql('select count(*)::int n from crm_companies'))[0].n).toBe(0);
  });

  it('refuses lone high and low surrogates in nested fields, arrays and object keys, in Turkish too', async () => {
    const res = await json('POST', '/api/contacts', '{"email":"a@example.com","tags":["ok","\\udc00x"],"attributes":{"k\\ud800":"v"}}', 'tr');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID_CHARACTERS');
    expect(body.message).toContain('izin verilmeyen');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.attributes."k\\ud800"', 'body.tags.1']);
  });

  it('refuses them in the query string and in path parameters', async () => {
    const q = await t.request({ method: 'GET', url: '/api/contacts?search=a%00b', token });
    expect(q.statusCode).toBe(400);
    expect(q.json().details[0].path).toBe('querystring.search');
    const surrogate = await t.request({ method: 'GET', url: '/api/crm/leads?search=%ED%A0%80', token });
    expect(surrogate.statusCode).toBeLessThan(500);
    const p = await t.request({ method: 'GET', url: '/api/crm/leads/abc%00', token });
    expect(p.statusCode).toBe(400);
    expect(p.json().details[0].path).toBe('params.id');
  });

  it('lets well-formed text through, emoji (surrogate pairs) included', async () => {
    const res = await json('POST', '/api/crm/companies', '{"name":"Acme \\ud83d\\ude80 Çağ"}');
    expect(res.statusCode).toBe(201);
    expect(res.json().company.name).toBe('Acme 🚀 Çağ');
  });

  it('walks deeply nested values without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(badCharacterPaths(deep, 'body')).toHaveLength(1);
  });
});
