// Channel campaigns against the plan: the month's allowance per channel (taken as rows are written, so a recipient
// past it is skipped with CHANNEL_PLAN_LIMIT and concurrent sends cannot pass it together), 402 at start when it is
// used up, a refusal given back; campaign.sent reported to the outgoing webhooks; tracked links counted as clicks.
import { channelLimitsOf, PLANS } from '@ulak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilio } from '../../../test/stand-ins/twilio.js';
import { waitFor } from '../../test/harness.js';
import { createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp;
let tw: Awaited<ReturnType<typeof startTwilio>>;
let a: string;
let ws: string;
let listId: string;
const events: { workspaceId: string; type: string; data: Record<string, unknown> }[] = [];
const FREE_SMS = PLANS[0].channelLimits.sms;
const month = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  [t, tw] = await Promise.all([startChannelsApp(), startTwilio({ accountSid: 'AC55', authToken: 'tok55' })]);
  const u = await t.register();
  a = u.token;
  ws = u.user.workspaceId;
  await t.request({ method: 'PUT', url: '/api/channels/sms', token: a, body: { baseUrl: tw.url, accountSid: 'AC55', authToken: 'tok55', from: 'ULAK' } });
  listId = (await t.request({ method: 'POST', url: '/api/contacts/lists', token: a, body: { name: 'Limits' } })).json().list.id;
  for (let i = 0; i < 4; i++) {
    const id = await createContact(t, a, { email: `lim${i}@example.com`, phone: `0533 100 00 0${i}`, listIds: [listId] });
    await t.request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId: id, channel: 'sms', granted: true } });
  }
  // what reaches the outgoing webhooks' front door
  const hooks = t.ctx.fronts.webhooks;
  const real = hooks.emit;
  hooks.emit = async (workspaceId, type, data) => {
    events.push({ workspaceId, type, data });
    return real(workspaceId, type, data);
  };
});
afterAll(async () => {
  await Promise.all([t?.stop(), tw?.close()]);
});

const setUsed = (n: number) => t.sql("update channel_usage set used = $2 where workspace_id = $1 and channel = 'sms' and month = $3", [ws, n, month]);
const usage = async () => (await t.request({ method: 'GET', url: '/api/channels/usage', token: a })).json();
const draft = async (name: string, text: string) => {
  const res = await t.request({ method: 'POST', url: '/api/channels/campaigns', token: a, body: { name, channel: 'sms', text, listId } });
  expect(res.statusCode).toBe(201);
  return res.json().campaign.id as string;
};
const sentCampaign = (id: string) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
    return c.status === 'sent' ? c : undefined;
  }, 20_000);

describe('plan limits', () => {
  it("are defined once per plan from its email allowance and shown with the month's usage", async () => {
    expect(PLANS[0].channelLimits).toEqual(channelLimitsOf(PLANS[0].emailLimit));
    expect(PLANS[0].features.en[2]).toBe(
      `${FREE_SMS} SMS, ${PLANS[0].channelLimits.whatsapp} WhatsApp and ${PLANS[0].channelLimits.push} push messages per month`,
    );
    const u = await usage();
    expect(u).toMatchObject({ plan: 'Free', month });
    expect(u.usage).toEqual([
      { channel: 'sms', used: 0, limit: FREE_SMS },
      { channel: 'whatsapp', used: 0, limit: PLANS[0].channelLimits.whatsapp },
      { channel: 'push', used: 0, limit: PLANS[0].channelLimits.push },
    ]);
  });

  it('skips the recipients past the allowance with CHANNEL_PLAN_LIMIT and reports campaign.sent', async () => {
    // one single send creates the month's usage row; then only two messages are left
    const one = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '+905330000999', text: 'bir' } });
    expect(one.json().result.status).toBe('sent');
    await setUsed(FREE_SMS - 2);
    const id = await draft('Sınırda', 'Sınırda kampanya');
    expect((await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a })).statusCode).toBe(200);
    const done = await sentCampaign(id);
    expect(done.counts).toMatchObject({ total: 4, sent: 2, skipped: 2 });
    expect(tw.received.filter((m) => m.body === 'Sınırda kampanya')).toHaveLength(2);
    const recipients = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}/recipients`, token: a })).json().recipients;
    expect(recipients.filter((r: { reason: string }) => r.reason === 'CHANNEL_PLAN_LIMIT')).toHaveLength(2);
    expect((await usage()).usage[0]).toEqual({ channel: 'sms', used: FREE_SMS, limit: FREE_SMS });
    const event = await waitFor(async () => events.find((e) => e.type === 'campaign.sent' && e.data.id === id));
    expect(event).toMatchObject({ workspaceId: ws, data: { name: 'Sınırda', type: 'sms', recipients: 4, sent: 2, delivered: 0, failed: 0, skipped: 2 } });
  });

  it('refuses to start a campaign once the allowance is used up, and holds single sends but not replies', async () => {
    const id = await draft('Dolu', 'dolu');
    const res = await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CHANNEL_CAMPAIGN_OVER_LIMIT' });
    expect(res.json().message).toContain(`Free plan has no SMS messages left this month (${FREE_SMS} messages)`);
    expect((await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign.status).toBe('draft');
    const single = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '+905330000998', text: 'fazla' } });
    expect(single.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_PLAN_LIMIT' });
    const reply = await t.ctx.fronts.channels.send({ workspaceId: ws, channel: 'sms', to: '+905330000998', text: 'yanıt', reply: true });
    expect(reply.status).toBe('sent');
    expect((await usage()).usage[0].used).toBe(FREE_SMS + 1);
  });

  it('lets concurrent sends take no more than what is left, and gives a refused message back', async () => {
    await setUsed(FREE_SMS - 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.ctx.fronts.channels.send({ workspaceId: ws, channel: 'sms', to: `+90533000070${i}`, text: `yarış ${i}` })),
    );
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'skipped' && r.reason === 'CHANNEL_PLAN_LIMIT')).toHaveLength(5);
    await setUsed(FREE_SMS - 1);
    tw.failNext(3, 503);
    const failed = await t.ctx.fronts.channels.send({ workspaceId: ws, channel: 'sms', to: '+905330000711', text: 'reddedildi' });
    expect(failed.status).toBe('failed');
    expect((await usage()).usage[0].used).toBe(FREE_SMS - 1);
    await t.request({ method: 'POST', url: '/api/channels/sms/test', token: a });
  });
});

describe('tracked links', () => {
  it("count a recipient's click and redirect to the link the message wrote", async () => {
    await setUsed(0);
    const id = await draft('Linkli', 'Bahar indirimi: https://shop.example.com/bahar?utm=sms. Kaçırmayın!');
    await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a });
    await sentCampaign(id);
    const bodies = tw.received.filter((m) => m.body.startsWith('Bahar indirimi:')).map((m) => m.body);
    expect(bodies).toHaveLength(4);
    expect(new Set(bodies).size).toBe(4);
    const link = /http:\/\/127\.0\.0\.1:\d+\/api\/channels\/c\/[A-Za-z0-9_-]{23}/.exec(bodies[0])![0];
    expect(bodies[0]).toBe(`Bahar indirimi: ${link}. Kaçırmayın!`);
    const path = new URL(link).pathname;
    const first = await t.request({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://shop.example.com/bahar?utm=sms');
    await t.request({ method: 'GET', url: path });
    const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
    expect(c.counts.clicked).toBe(1);
    expect((await t.sql('select sum(clicks)::int as n from channel_messages where clicked_at is not null'))[0].n).toBe(2);
    // a code that names no message, or no link of it, leads nowhere
    expect((await t.request({ method: 'GET', url: `${path.slice(0, -1)}5` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/channels/c/AAAAAAAAAAAAAAAAAAAAAA0' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/channels/c/not-a-code' })).statusCode).toBe(404);
  });
});
