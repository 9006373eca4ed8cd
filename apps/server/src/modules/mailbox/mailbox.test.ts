import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { setUpSeller } from '../invoicing/test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('capture mailbox', () => {
  it('stores what the product sends and lists it newest first with HTML and text', async () => {
    const admin = await t.adminToken();
    const a = await t.register();
    const b = await t.register();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: a.user.email } });
    await waitFor(async () => (await t.sql("SELECT 1 FROM captured_mails WHERE to_addresses = $1 AND subject ILIKE '%reset%'", [a.user.email])).length > 0);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: b.user.email } });
    await waitFor(async () => (await t.sql("SELECT 1 FROM captured_mails WHERE to_addresses = $1 AND subject ILIKE '%reset%'", [b.user.email])).length > 0);

    const list = (await t.request({ method: 'GET', url: '/api/admin/mailbox?limit=2', token: admin })).json();
    expect(list.mode).toBe('capture');
    expect(list.items[0].to).toBe(b.user.email);
    expect(list.items[1].to).toBe(a.user.email);
    expect(list.items[0].hasHtml).toBe(true);
    // instants are ISO strings, as the shared schema declares
    expect(new Date(list.items[0].receivedAt).toISOString()).toBe(list.items[0].receivedAt);
    expect(list.items[0].receivedAt >= list.items[1].receivedAt).toBe(true);

    const one = (await t.request({ method: 'GET', url: `/api/admin/mailbox/${list.items[0].id}`, token: admin })).json().message;
    expect(one.text).toMatch(/\d{6}/);
    expect(one.html).toContain('<strong');
    expect(one.subject).toMatch(/Ulak/);
    expect(one.receivedAt).toBe(list.items[0].receivedAt);

    const del = await t.request({ method: 'DELETE', url: `/api/admin/mailbox/${one.id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/admin/mailbox/${one.id}`, token: admin })).statusCode).toBe(404);
  });

  it('lists the attachments of a captured invoice email and lets only the admin download its PDF', async () => {
    const admin = await t.adminToken();
    const { token, customerId } = await setUpSeller(t);
    const lines = [{ description: 'Danışmanlık', quantity: 2, unitPrice: 1500, taxRate: 20 }];
    const inv = (await t.request({ method: 'POST', url: '/api/invoices', token, body: { customerId, lines } })).json().invoice;
    const sent = await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/send`, token, body: { message: 'Faturanız ektedir.' } });
    expect(sent.statusCode).toBe(200);
    const number = sent.json().invoice.number as string;
    const row = await waitFor(
      async () => (await t.sql("SELECT id FROM captured_mails WHERE to_addresses = 'muhasebe@bogazici.test' AND subject LIKE $1", [`%${number}%`]))[0],
    );

    const message = (await t.request({ method: 'GET', url: `/api/admin/mailbox/${row.id}`, token: admin })).json().message;
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ index: 0, filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(message.attachments[0].size).toBeGreaterThan(1000);

    const url = `/api/admin/mailbox/${row.id}/attachments/0`;
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`filename="${number}.pdf"`);
    expect(file.rawPayload.length).toBe(message.attachments[0].size);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // admin only; a missing attachment is a 404; deleting the message removes its files
    expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/admin/mailbox/${row.id}/attachments/5`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/mailbox/${row.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, token: admin })).statusCode).toBe(404);
  });

  it('paginates and validates its query', async () => {
    const admin = await t.adminToken();
    expect((await t.request({ method: 'GET', url: '/api/admin/mailbox?limit=1000', token: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/mailbox/not-a-uuid', token: admin })).statusCode).toBe(400);
    const page = (await t.request({ method: 'GET', url: '/api/admin/mailbox?page=50&limit=10', token: admin })).json();
    expect(page.items).toEqual([]);
    expect(page.page).toBe(50);
  });
});
