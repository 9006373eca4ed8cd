import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createInvoice, setUpSeller } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const LINE = { description: 'Gizli hizmet', quantity: 1, unitPrice: 100, taxRate: 20 };

describe('workspace isolation', () => {
  it('answers 404 to another workspace on every invoicing route with an id, and shows it nothing', async () => {
    const a = await setUpSeller(t);
    const draft = await createInvoice(t, a.token, { customerId: a.customerId, lines: [LINE] });
    const issued = await createInvoice(t, a.token, { customerId: a.customerId, lines: [LINE] });
    await t.request({ method: 'POST', url: `/api/invoices/${issued.id}/finalize`, token: a.token });
    await t.request({ method: 'POST', url: `/api/invoices/${issued.id}/payments`, token: a.token, body: { amount: 10, method: 'bank_transfer' } });
    await t.request({ method: 'PUT', url: `/api/invoices/${issued.id}/recurring`, token: a.token, body: { frequency: 'monthly', startDate: '2099-01-01' } });
    const b = await setUpSeller(t);
    const before = JSON.stringify((await t.request({ method: 'GET', url: `/api/invoices/${issued.id}`, token: a.token })).json().invoice);

    const routes: [string, string, unknown?][] = [
      ['GET', '/api/invoices/{id}'],
      ['PUT', '/api/invoices/{id}', { notes: 'x' }],
      ['DELETE', '/api/invoices/{id}'],
      ['POST', '/api/invoices/{id}/finalize'],
      ['POST', '/api/invoices/{id}/send', { to: 'x@example.com' }],
      ['POST', '/api/invoices/{id}/cancel'],
      ['GET', '/api/invoices/{id}/payments'],
      ['POST', '/api/invoices/{id}/payments', { amount: 1, method: 'crypto' }],
      ['POST', '/api/invoices/{id}/credit-note', {}],
      ['GET', '/api/invoices/{id}/credit-notes'],
      ['PUT', '/api/invoices/{id}/recurring', { frequency: 'yearly', startDate: '2099-01-01' }],
      ['DELETE', '/api/invoices/{id}/recurring'],
      ['GET', '/api/invoices/{id}/pdf'],
      ['GET', '/api/invoices/{id}/html'],
      ['GET', '/api/invoices/{id}/ubl'],
      ['GET', '/api/invoices/{id}/cii'],
      ['GET', '/api/invoices/{id}/attachments'],
      ['POST', '/api/invoices/{id}/attachments', { filename: 'a.csv', content: Buffer.from('a;b\n1;2\n').toString('base64') }],
      ['GET', '/api/invoices/{id}/attachments/{attachmentId}'],
      ['DELETE', '/api/invoices/{id}/attachments/{attachmentId}'],
      ['GET', '/api/invoices/{id}/ubl-tr'],
      ['GET', '/api/invoices/{id}/gib-view'],
      ['GET', '/api/invoices/{id}/gib'],
      ['POST', '/api/invoices/{id}/gib/submit'],
      ['GET', '/api/invoices/customers/{id}'],
      ['PUT', '/api/invoices/customers/{id}', { name: 'x' }],
      ['DELETE', '/api/invoices/customers/{id}'],
    ];
    // every invoicing route with an id in the OpenAPI document is in the table above
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/invoices/') && p.includes('{id}'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(routes.map(([m, p]) => `${m} ${p}`).sort());

    for (const [method, path, body] of routes) {
      const ids = path.includes('customers') ? [a.customerId] : [draft.id, issued.id];
      for (const id of ids) {
        const url = path.replace('{id}', id).replace('{attachmentId}', '00000000-0000-4000-8000-000000000000');
        const res = await t.request({ method, url, token: b.token, body });
        expect(res.statusCode, `${method} ${path} (${id === draft.id ? 'draft' : 'issued'})`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    // nor can it use the other workspace's customer
    const stolen = await t.request({ method: 'POST', url: '/api/invoices', token: b.token, body: { customerId: a.customerId, lines: [LINE] } });
    expect(stolen.statusCode).toBe(404);
    const own = await createInvoice(t, b.token, { customerId: b.customerId, lines: [LINE] });
    expect((await t.request({ method: 'PUT', url: `/api/invoices/${own.id}`, token: b.token, body: { customerId: a.customerId } })).statusCode).toBe(404);

    const lists = async (token: string) => ({
      invoices: (await t.request({ method: 'GET', url: '/api/invoices', token })).json().total,
      // another workspace's customer as a filter is an unknown reference (404), never a quiet empty list
      search: await (async () => {
        const res = await t.request({ method: 'GET', url: `/api/invoices?search=${encodeURIComponent('boğaziçi')}&customerId=${a.customerId}`, token });
        return res.statusCode === 404 ? res.json().code : res.json().total;
      })(),
      customers: (await t.request({ method: 'GET', url: '/api/invoices/customers', token })).json().total,
      recurring: (await t.request({ method: 'GET', url: '/api/invoices/recurring', token })).json().recurring.length,
      revenue: (await t.request({ method: 'GET', url: '/api/invoices/analytics', token })).json().analytics.totalRevenue,
    });
    expect(await lists(b.token)).toEqual({ invoices: 1, search: 'INVOICE_CUSTOMER_NOT_FOUND', customers: 1, recurring: 0, revenue: 0 });
    expect(await lists(a.token)).toEqual({ invoices: 2, search: 2, customers: 1, recurring: 1, revenue: 10 });
    expect(JSON.stringify((await t.request({ method: 'GET', url: `/api/invoices/${issued.id}`, token: a.token })).json().invoice)).toBe(before);
    // the workspaces' settings are their own
    expect((await t.request({ method: 'GET', url: '/api/invoices/settings', token: b.token })).json().settings.reminderSchedule).toEqual([-3, 0, 7]);
    await t.request({ method: 'PUT', url: '/api/admin/company-settings', token: b.token, body: { companyName: 'B Şirketi' } });
    expect((await t.request({ method: 'GET', url: '/api/admin/company-settings', token: a.token })).json().settings.companyName).toBe('Anadolu Yazılım A.Ş.');
    // and nothing answers without a session
    expect((await t.request({ method: 'GET', url: `/api/invoices/${issued.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/company-settings' })).statusCode).toBe(401);
  }, 60_000);
});
