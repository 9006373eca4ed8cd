// SMS campaigns to a list through the Twilio stand-in: per-recipient consent, statuses from callbacks, crash safety
// (a claimed batch of a dead worker is claimed again, an already-sent recipient is not sent twice), isolation, and
// quiet hours (a campaign started inside them waits for their end, on a fixed clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilio } from '../../../test/stand-ins/twilio.js';
import { waitFor } from '../../test/harness.js';
import { campaignsService } from './campaigns.service.js';
import { campaignDepsFor, createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp;
let tw: Awaited<ReturnType<typeof startTwilio>>;
let a: string;
let b: string;
let listId: string;
const consenting: string[] = [];

beforeAll(async () => {
  [t, tw] = await Promise.all([startChannelsApp(), startTwilio({ accountSid: 'AC77', authToken: 'tok' })]);
  a = (await t.register()).token;
  b = (await t.register()).token;
  await t.request({ method: 'PUT', url: '/api/channels/sms', token: a, body: { baseUrl: tw.url, accountSid: 'AC77', authToken: 'tok', from: 'ULAK' } });
  const list = await t.request({ method: 'POST', url: '/api/contacts/lists', token: a, body: { name: 'SMS VIP' } });
  listId = list.json().list.id;
  for (let i = 0; i < 6; i++) {
    const id = await createContact(t, a, { email: `vip${i}@example.com`, phone: `0532 000 00 0${i}`, listIds: [listId] });
    if (i < 4) {
      consenting.push(id);
      await t.request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId: id, channel: 'sms', granted: true } });
    }
  }
  await createContact(t, a, { email: 'nophone@example.com', listIds: [listId] });
});
afterAll(async () => {
  await Promise.all([t?.stop(), tw?.close()]);
});

// draft creates an SMS campaign of workspace A to the list and returns its id.
const draft = async (name: string, text: string): Promise<string> => {
  const created = await t.request({ method: 'POST', url: '/api/channels/campaigns', token: a, body: { name, channel: 'sms', text, listId } });
  expect(created.statusCode).toBe(201);
  return created.json().campaign.id as string;
};

describe('SMS campaigns', () => {
  it('sends to the list, skips recipients without consent or number with the reason, and takes statuses from callbacks', async () => {
    const id = await draft('Kış indirimi', 'Kış indirimi başladı!');
    // B can neither read, start nor delete it
    expect((await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}/recipients`, token: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/channels/campaigns/${id}`, token: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/channels/campaigns', token: b })).json().campaigns).toHaveLength(0);
    // nor aim a campaign at A's list
    expect(
      (await t.request({ method: 'POST', url: '/api/channels/campaigns', token: b, body: { name: 'x', channel: 'sms', text: 'x', listId } })).statusCode,
    ).toBe(404);

    const started = await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a });
    expect(started.statusCode).toBe(200);
    expect(started.json().campaign.status).toBe('sending');
    expect((await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a })).statusCode).toBe(409);
    const done = await waitFor(async () => {
      const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
      return c.status === 'sent' ? c : undefined;
    }, 20_000);
    expect(done.counts).toMatchObject({ total: 7, sent: 4, skipped: 3, pending: 0 });
    expect(tw.received.filter((m) => m.body === 'Kış indirimi başladı!')).toHaveLength(4);

    for (const m of tw.received) await tw.status(m.sid, 'delivered');
    const after = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
    expect(after.counts).toMatchObject({ delivered: 4, skipped: 3 });
    const recipients = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}/recipients`, token: a })).json();
    expect(recipients.total).toBe(7);
    const reasons = recipients.recipients
      .filter((r: { status: string }) => r.status === 'skipped')
      .map((r: { reason: string }) => r.reason)
      .sort();
    expect(reasons).toEqual(['CHANNEL_NO_ADDRESS', 'CHANNEL_NO_CONSENT', 'CHANNEL_NO_CONSENT']);
  });

  it("after a crash, claims the dead worker's batch again without sending twice to those already sent", async () => {
    const id = await draft('Crash', 'crash test');
    const ws = (await t.sql('select workspace_id from channel_campaigns where id = $1', [id]))[0].workspace_id as string;
    // simulate a worker that claimed the batch, sent to the first recipient, and died (its claim 10 minutes old)
    await t.sql(
      `insert into channel_campaign_recipients (campaign_id, workspace_id, contact_id, seq)
       select $1, $2, c.id, c.n - 1 from unnest($3::uuid[]) with ordinality as c(id, n)`,
      [id, ws, consenting],
    );
    await t.sql("insert into channel_campaign_batches (campaign_id, n, status, claimed_at) values ($1, 0, 'sending', now() - interval '10 minutes')", [id]);
    const first = await t.ctx.fronts.channels.send({
      workspaceId: ws,
      channel: 'sms',
      contactId: consenting[0],
      text: 'crash test',
      idempotencyKey: `campaign:${id}:${consenting[0]}`,
      campaignId: id,
    });
    expect(first.status).toBe('sent');
    await t.sql("update channel_campaigns set status = 'sending', started_at = now() where id = $1", [id]);
    await t.ctx.boss.send('channels.campaign', {});
    await waitFor(async () => (await t.sql("select status from channel_campaigns where id = $1 and status = 'sent'", [id])).length > 0, 20_000);
    const sent = tw.received.filter((m) => m.body === 'crash test');
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((m) => m.to)).size).toBe(4);
    const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
    expect(c.counts).toMatchObject({ total: 4, sent: 4, pending: 0 });
  });
});

describe('quiet hours', () => {
  it('defers a campaign started inside quiet hours to their end, shows it, and sends everything once they are over', async () => {
    const id = await draft('Gece', 'gece kampanyası');
    const ws = (await t.sql('select workspace_id from channel_campaigns where id = $1', [id]))[0].workspace_id as string;
    // a fixed clock in the future (so the app's own minute sweep leaves the deferred campaign alone): 23:30 in Istanbul
    let now = new Date('2030-01-15T20:30:00Z');
    const queued: { id: string; startAfter?: string }[] = [];
    const service = campaignsService({
      ...(await campaignDepsFor(t)),
      enqueue: async (cid, startAfter) => {
        queued.push({ id: cid, startAfter: startAfter?.toISOString() });
      },
      quietHours: async () => ({ timeZone: 'Europe/Istanbul', quiet: { start: 21, end: 9 } }),
      now: () => now,
    });

    const started = await service.start(ws, id);
    expect(started).toMatchObject({ status: 'sending', deferredUntil: '2030-01-16T06:00:00.000Z' });
    expect(queued).toEqual([{ id, startAfter: '2030-01-16T06:00:00.000Z' }]);
    // a worker that runs it early sends nothing and queues it for the end again; nobody is dropped
    await service.run(id);
    expect(queued.at(-1)).toEqual({ id, startAfter: '2030-01-16T06:00:00.000Z' });
    expect(tw.received.filter((m) => m.body === 'gece kampanyası')).toHaveLength(0);
    const shown = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
    expect(shown).toMatchObject({ status: 'sending', deferredUntil: '2030-01-16T06:00:00.000Z', counts: { total: 7, pending: 7 } });

    now = new Date('2030-01-16T06:00:00Z');
    await service.run(id);
    const done = await waitFor(async () => {
      const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
      return c.status === 'sent' ? c : undefined;
    });
    expect(done).toMatchObject({ deferredUntil: null, counts: { total: 7, sent: 4, skipped: 3, pending: 0 } });
    expect(tw.received.filter((m) => m.body === 'gece kampanyası')).toHaveLength(4);
  });

  it("takes the quiet hours from the workspace's automation settings (time zone, from / until)", async () => {
    const hour = new Date().getUTCHours();
    const quietHours = { start: hour, end: (hour + 2) % 24 };
    const set = await t.request({ method: 'PUT', url: '/api/automation/settings', token: a, body: { timeZone: 'UTC', quietHours } });
    expect(set.statusCode).toBe(200);
    try {
      const id = await draft('Sessiz', 'sessiz saatler');
      const started = (await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a })).json().campaign;
      const end = new Date();
      end.setUTCHours(quietHours.end, 0, 0, 0);
      if (end.getTime() <= Date.now()) end.setUTCDate(end.getUTCDate() + 1);
      expect(started).toMatchObject({ status: 'sending', deferredUntil: end.toISOString() });
      expect(tw.received.filter((m) => m.body === 'sessiz saatler')).toHaveLength(0);
    } finally {
      await t.request({ method: 'PUT', url: '/api/automation/settings', token: a, body: { quietHours: null } });
    }
  });
});
