// The product's notifications from other modules' events: a lead created and an invoice paid over the API, a finished
// campaign, each honouring the members' category × email / in-app flags; the bell's list, unread count and
// mark-as-read; a burst of one event type is capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { createInvoice, setUpSeller } from '../invoicing/test-support.js';
import { joinAs } from './members.test-support.js';
import { EVENT_NOTICES_PER_WINDOW } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

type Bell = { notifications: { id: string; category: string; title: string; body: string; link: string | null; readAt: string | null }[]; unread: number };
const bell = async (token: string): Promise<Bell> => (await t.request({ method: 'GET', url: '/api/notifications', token })).json();
const mailsTo = async (to: string, like: string) =>
  (await t.sql(`SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 AND data->>'subject' LIKE $2`, [to, like]))
    .length;

describe('notifications from the product’s events', () => {
  it('a new lead and a paid invoice reach the bell and the mailbox as each member’s flags say', async () => {
    const seller = await setUpSeller(t);
    const member = await joinAs(t, seller.token, 'member');
    // the member wants CRM news by email only, and invoice news not at all
    const flags = await t.request({
      method: 'PUT',
      url: '/api/settings/notifications',
      token: member.token,
      body: { crm_activities: { email: true, push: false, sms: false }, invoices: { email: false, push: false, sms: false } },
    });
    expect(flags.statusCode, flags.body).toBe(200);

    const lead = await t.request({
      method: 'POST',
      url: '/api/crm/leads',
      token: seller.token,
      body: { name: 'Zeynep Ak', email: 'zeynep@example.com', company: 'Ak AŞ' },
    });
    expect(lead.statusCode).toBe(201);
    const draft = await createInvoice(t, seller.token, {
      customerId: seller.customerId,
      lines: [{ description: 'Danışmanlık', quantity: 1, unitPrice: 1000, taxRate: 20 }],
    });
    const issued = (await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token: seller.token })).json().invoice;
    const paid = await t.request({
      method: 'POST',
      url: `/api/invoices/${issued.id}/payments`,
      token: seller.token,
      body: { amount: 1200, method: 'bank_transfer' },
    });
    expect(paid.json().invoice.status).toBe('paid');

    const owner = await bell(seller.token);
    const leadNote = owner.notifications.find((n) => n.category === 'crm_activities');
    expect(leadNote?.title).toMatch(/Zeynep Ak/);
    expect(leadNote?.body).toContain('Ak AŞ');
    expect(leadNote?.link).toBe('/app/crm');
    const invoiceNote = owner.notifications.find((n) => n.category === 'invoices');
    expect(invoiceNote?.title).toContain(issued.number);
    expect(owner.unread).toBeGreaterThanOrEqual(2);

    // the member: no in-app line for either, an email for the lead only
    const theirs = await bell(member.token);
    expect(theirs.notifications.filter((n) => n.category === 'crm_activities' || n.category === 'invoices')).toEqual([]);
    await waitFor(async () => (await mailsTo(member.email, '%Zeynep Ak%')) === 1);
    expect(await mailsTo(member.email, `%${issued.number}%`)).toBe(0);

    // mark as read: one, then all
    const read = await t.request({ method: 'POST', url: '/api/notifications/read', token: seller.token, body: { ids: [leadNote?.id] } });
    expect(read.statusCode).toBe(200);
    expect((await bell(seller.token)).unread).toBe(owner.unread - 1);
    await t.request({ method: 'POST', url: '/api/notifications/read', token: seller.token, body: { all: true } });
    expect((await bell(seller.token)).unread).toBe(0);
    // another workspace's member cannot mark (or see) them
    const other = await t.register();
    expect((await bell(other.token)).notifications.some((n) => n.id === leadNote?.id)).toBe(false);
  });

  it('a lead assigned to a member tells that member; a finished campaign tells the team with its figures', async () => {
    const owner = await t.register();
    const member = await joinAs(t, owner.token, 'member');
    const memberId = (await t.request({ method: 'GET', url: '/api/auth/me', token: member.token })).json().user.id as string;
    const lead = await t.request({ method: 'POST', url: '/api/crm/leads', token: owner.token, body: { name: 'Atanan Kişi', assignedTo: memberId } });
    expect(lead.statusCode, lead.body).toBe(201);
    expect((await bell(member.token)).notifications[0]?.title).toMatch(/Atanan Kişi/);
    expect((await bell(owner.token)).notifications.some((n) => n.title.includes('Atanan Kişi'))).toBe(false);

    await t.ctx.fronts.settings.notifyEvent(owner.user.workspaceId, 'campaign.sent', { id: 'c1', name: 'Bahar', sent: 1200, recipients: 1250, failed: 50 });
    const note = (await bell(member.token)).notifications[0];
    expect(note).toMatchObject({ category: 'email_campaigns', link: '/app/campaigns/c1/report' });
    expect(note?.body).toMatch(/1[.,]200/);
    // events that make no notification, and bursts, change nothing more
    await t.ctx.fronts.settings.notifyEvent(owner.user.workspaceId, 'contact.created', { id: 'x' });
    for (let i = 0; i < EVENT_NOTICES_PER_WINDOW + 5; i++)
      await t.ctx.fronts.settings.notifyEvent(owner.user.workspaceId, 'deal.won', { title: `Deal ${i}`, value: 10, currency: 'EUR' });
    const won = (await t.sql(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE '%Deal %'`, [owner.user.id]))[0]?.n;
    expect(won).toBe(EVENT_NOTICES_PER_WINDOW);
  });
});
