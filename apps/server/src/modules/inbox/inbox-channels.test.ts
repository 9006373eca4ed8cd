// The inbox with the real channels module and its Twilio-style stand-in on loopback: an inbound SMS (signed webhook,
// retried) lands once in the inbox, and the agent's reply goes out as an SMS to the number it came from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilio } from '../../../test/stand-ins/twilio.js';
import { waitFor } from '../../test/harness.js';
import { startChannelsApp, type ChannelsTestApp } from '../channels/test-support.js';

let t: ChannelsTestApp;
let tw: Awaited<ReturnType<typeof startTwilio>>;
let token: string;

beforeAll(async () => {
  [t, tw] = await Promise.all([startChannelsApp(), startTwilio({ accountSid: 'AC9876', authToken: 'tw-inbox' })]);
  token = (await t.register()).token;
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.stop(), tw?.close()]);
});

describe('inbox over the channels module', () => {
  it('says plainly that an unconfigured channel cannot answer', async () => {
    const ws = (await t.request({ method: 'GET', url: '/api/auth/me', token })).json().user.workspaceId as string;
    const r = await t.ctx.fronts.inbox.receive({ workspaceId: ws, channel: 'telegram', externalId: 'tg-1', from: '12345', text: 'selam' });
    const res = await t.request({ method: 'POST', url: `/api/inbox/conversations/${r.conversationId}/reply`, token, body: { text: 'merhaba' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INBOX_CHANNEL_NOT_CONFIGURED');
  });

  it('lands an inbound SMS once and sends the reply by SMS', async () => {
    const cfg = await t.request({
      method: 'PUT',
      url: '/api/channels/sms',
      token,
      body: { baseUrl: tw.url, accountSid: 'AC9876', authToken: 'tw-inbox', from: '+905550000009' },
    });
    expect(cfg.json().channel.state).toBe('connected');
    const hook = cfg.json().channel.endpoints.find((e: { name: string }) => e.name === 'inboundUrl').value as string;
    const first = await tw.inbound(hook, { From: '+905337778899', To: '+905550000009', Body: 'Siparişim nerede?' });
    expect(first.status).toBe(200);
    await tw.inbound(hook, { From: '+905337778899', To: '+905550000009', Body: 'Siparişim nerede?', MessageSid: first.sid });
    const list = await waitFor(async () => {
      const l = (await t.request({ method: 'GET', url: '/api/inbox/conversations?channel=sms', token })).json();
      return l.items.length ? l : undefined;
    });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ channel: 'sms', from: '+905337778899', unreadCount: 1, preview: 'Siparişim nerede?' });
    const id = list.items[0].id as string;
    const thread = (await t.request({ method: 'GET', url: `/api/inbox/conversations/${id}`, token })).json();
    expect(thread.messages).toHaveLength(1);

    const before = tw.received.length;
    const reply = await t.request({ method: 'POST', url: `/api/inbox/conversations/${id}/reply`, token, body: { text: 'Yarın teslim edilecek.' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(tw.received.length).toBe(before + 1);
    expect(tw.received.at(-1)).toMatchObject({ to: '+905337778899', from: '+905550000009', body: 'Yarın teslim edilecek.' });
  });
});
