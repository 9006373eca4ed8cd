import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.register()).token;
});
afterAll(async () => {
  await t?.stop();
});

type Download = { status: number; body: string; complete: boolean; error?: string };

// download fetches a URL over a real socket and reports whether the transfer ended cleanly.
function download(port: number, path: string): Promise<Download> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
      res.on('error', (err) => resolve({ status: res.statusCode ?? 0, body, complete: false, error: err.message }));
      res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body, complete: false, error: 'aborted' }));
    });
    req.on('error', (err) => resolve({ status: 0, body: '', complete: false, error: err.message }));
  });
}

describe('streamed exports', () => {
  it('answers a failure while reading the first page with a JSON 500, not a 200 with only the header row', async () => {
    const crm = t.ctx.services.crm;
    const original = crm.exportLeads;
    crm.exportLeads = async function* () {
      yield 'name,email\n';
      throw new Error('database went away');
    };
    try {
      const res = await t.request({ method: 'GET', url: '/api/crm/leads/export', token });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL');
      expect(res.headers['content-type']).toContain('application/json');
    } finally {
      crm.exportLeads = original;
    }
  });

  it('aborts the transfer when a later page fails, so the client never sees a complete file', async () => {
    const contacts = t.ctx.services.contacts;
    const original = contacts.exportCsv;
    contacts.exportCsv = async () =>
      (async function* () {
        yield 'email\n';
        yield 'a@example.com\n';
        await new Promise((r) => setTimeout(r, 20));
        yield 'b@example.com\n';
        throw new Error('database went away');
      })();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const port = (t.app.server.address() as AddressInfo).port;
      const res = await download(port, '/api/contacts/export');
      expect(res.status).toBe(200);
      expect(res.body.startsWith('email\na@example.com\n')).toBe(true);
      expect(res.complete).toBe(false);
      expect(res.error).toBeDefined();
    } finally {
      contacts.exportCsv = original;
    }
  });

  it('still sends a complete file when nothing fails', async () => {
    await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'whole@example.com' } });
    const res = await t.request({ method: 'GET', url: '/api/contacts/export', token });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('whole@example.com');
    const leads = await t.request({ method: 'GET', url: '/api/crm/leads/export', token });
    expect(leads.statusCode).toBe(200);
    expect(leads.body.split('\n')[0]).toContain('name,email');
  });
});
