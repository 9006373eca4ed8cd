// SMS and WhatsApp adapters against their protocol stand-ins, consent, STOP, retries, signed callbacks, and isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilio } from '../../../test/stand-ins/twilio.js';
import { startWhatsApp } from '../../../test/stand-ins/whatsapp.js';

import { createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp;
let tw: Awaited<ReturnType<typeof startTwilio>>;
let wa: Awaited<ReturnType<typeof startWhatsApp>>;
let a: string;
let b: string;
let wsA: string;
const inbound: { channel: string; externalId: string; from: string; text: string; workspaceId: string }[] = [];

beforeAll(async () => {
  [t, tw, wa] = await Promise.all([startChannelsApp(), startTwilio({ accountSid: 'AC1234', authToken: 'tw-token' }), startWhatsApp({ phoneNumberId: '1055' })]);
  const ua = await t.register();
  a = ua.token;
  wsA = ua.user.workspaceId;
  b = (await t.register()).token;
  // record what reaches the inbox front door (wrapping the real one when the inbox module is there)
  const fronts = t.ctx.fronts as { inbox?: { receive: (m: never) => Promise<unknown> } };
  const real = fronts.inbox?.receive;
  fronts.inbox = {
    receive: async (m: never) => {
      inbound.push(m);
      return real ? real(m) : { conversationId: 'x', messageId: 'y', duplicate: false };
    },
  };
});
afterAll(async () => {
  await Promise.all([t?.stop(), tw?.close(), wa?.close()]);
});

const smsConfig = (over: Record<string, unknown> = {}) => ({ baseUrl: tw.url, accountSid: 'AC1234', authToken: 'tw-token', from: '+905550000001', ...over });
const rowOf = async (id: string) => (await t.sql('select * from channel_messages where id = $1', [id]))[0];

describe('SMS (Twilio-compatible)', () => {
  it('stores the configuration, tests it, and never returns the secret', async () => {
    const bad = await t.request({ method: 'PUT', url: '/api/channels/sms', token: a, body: smsConfig({ authToken: 'wrong' }) });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().channel.state).toBe('error');
    expect(bad.json().channel.error).toContain('Authenticate');
    const res = await t.request({ method: 'PUT', url: '/api/channels/sms', token: a, body: smsConfig() });
    expect(res.json().channel.state).toBe('connected');
    expect(res.body).not.toContain('tw-token');
    expect(res.json().channel.secretsSet).toEqual(['authToken']);
    const stored = await t.sql("select secrets from channel_configs where channel = 'sms'");
    expect(String(stored[0].secrets)).not.toContain('tw-token');
    // an update without the secret keeps it
    const again = await t.request({ method: 'PUT', url: '/api/channels/sms', token: a, body: smsConfig({ authToken: undefined, from: 'ULAK' }) });
    expect(again.json().channel.state).toBe('connected');
    expect(again.json().channel.settings.from).toBe('ULAK');
    const status = await t.request({ method: 'GET', url: '/api/channels/status', token: a });
    expect(status.json().status).toMatchObject({ sms: 'connected', whatsapp: 'available' });
  });

  it('sends to a typed number (normalised to E.164), row first, then delivery statuses from signed callbacks', async () => {
    const res = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '0532 123 45 67', text: 'Merhaba Çağrı' } });
    expect(res.statusCode).toBe(200);
    const { messageId, status } = res.json().result;
    expect(status).toBe('sent');
    const sent = tw.received.at(-1)!;
    expect(sent).toMatchObject({ to: '+905321234567', from: 'ULAK', body: 'Merhaba Çağrı' });
    expect(sent.statusCallback).toBe(
      `${t.base}/api/channels/hooks/sms/${(await t.sql("select hook_token from channel_configs where channel = 'sms'"))[0].hook_token}/status`,
    );
    let row = await rowOf(messageId);
    expect(row).toMatchObject({ status: 'sent', provider_id: sent.sid, segments: 1 });

    expect((await tw.status(sent.sid, 'delivered')).status).toBe(200);
    expect((await rowOf(messageId)).status).toBe('delivered');
    // a late "sent" does not move it back; a duplicate "delivered" changes nothing
    await tw.status(sent.sid, 'sent');
    await tw.status(sent.sid, 'delivered');
    row = await rowOf(messageId);
    expect(row.status).toBe('delivered');
    // a forged or unsigned callback is refused and stores nothing
    const forged = await tw.status(sent.sid, 'failed', { signature: 'AAAA' });
    expect(forged.status).toBe(401);
    expect((await rowOf(messageId)).status).toBe('delivered');
    const events = await t.sql('select count(*)::int as n from channel_events where external_id = $1', [sent.sid]);
    expect(events[0].n).toBe(2);
  });

  it('refuses a number that cannot be E.164 with a 400 and stores nothing', async () => {
    const before = (await t.sql('select count(*)::int as n from channel_messages'))[0].n;
    const res = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '12ab', text: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CHANNEL_INVALID_PHONE');
    expect((await t.sql('select count(*)::int as n from channel_messages'))[0].n).toBe(before);
  });

  it('retries 5xx with back-off, then fails with the provider error', async () => {
    tw.failNext(2, 503);
    const ok = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '+905321234567', text: 'retry me' } });
    expect(ok.json().result.status).toBe('sent');
    expect((await rowOf(ok.json().result.messageId)).attempts).toBe(3);
    tw.failNext(3, 500);
    const bad = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '+905321234567', text: 'fail me' } });
    expect(bad.json().result.status).toBe('failed');
    expect(bad.json().result.reason).toContain('Internal Server Error');
    const channel = (await t.request({ method: 'GET', url: '/api/channels/sms', token: a })).json().channel;
    expect(channel.state).toBe('error');
    // the next good send brings the channel back
    await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', to: '+905321234567', text: 'ok again' } });
    expect((await t.request({ method: 'GET', url: '/api/channels/sms', token: a })).json().channel.state).toBe('connected');
  });

  it('honours per-channel consent: email-only contact skipped, granted contact sent, STOP unsubscribes the number', async () => {
    const contactId = await createContact(t, a, { email: 'sms-consent@example.com', firstName: 'Deniz', phone: '+90 533 000 11 22' });
    const skipped = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', contactId, text: 'kampanya' } });
    expect(skipped.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_NO_CONSENT' });
    expect((await t.request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId, channel: 'sms', granted: true } })).statusCode).toBe(
      200,
    );
    const sent = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', contactId, text: 'kampanya' } });
    expect(sent.json().result.status).toBe('sent');
    expect(tw.received.at(-1)!.to).toBe('+905330001122');

    const hook = (await t.request({ method: 'GET', url: '/api/channels/sms', token: a }))
      .json()
      .channel.endpoints.find((e: { name: string }) => e.name === 'inboundUrl').value;
    const stop = await tw.inbound(hook, { From: '+905330001122', To: '+905550000001', Body: 'STOP' });
    expect(stop.status).toBe(200);
    await tw.inbound(hook, { From: '+905330001122', To: '+905550000001', Body: 'STOP', MessageSid: stop.sid });
    expect(inbound.filter((m) => m.externalId === stop.sid)).toHaveLength(1);
    expect(inbound.find((m) => m.externalId === stop.sid)).toMatchObject({ channel: 'sms', from: '+905330001122', text: 'STOP', workspaceId: wsA });
    const after = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', contactId, text: 'again' } });
    expect(after.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_UNSUBSCRIBED' });
    const consents = (await t.request({ method: 'GET', url: `/api/channels/consents?contactId=${contactId}`, token: a })).json().consents;
    expect(consents[0]).toMatchObject({ channel: 'sms', consent: 'revoked', source: 'sms_stop' });
    // a forged inbound message is refused and lands nowhere
    const n = inbound.length;
    expect((await tw.inbound(hook, { From: '+905330001199', To: '+905550000001', Body: 'hi' }, 'forged')).status).toBe(401);
    expect(inbound.length).toBe(n);
  });

  it('the front door reports per-recipient problems as skipped / failed rows and de-duplicates by idempotency key', async () => {
    const front = t.ctx.fronts.channels;
    const first = await front.send({ workspaceId: wsA, channel: 'sms', to: '+905321112233', text: 'once', idempotencyKey: 'k-1' });
    const second = await front.send({ workspaceId: wsA, channel: 'sms', to: '+905321112233', text: 'once', idempotencyKey: 'k-1' });
    expect(second.messageId).toBe(first.messageId);
    expect(tw.received.filter((m) => m.body === 'once')).toHaveLength(1);
    const bad = await front.send({ workspaceId: wsA, channel: 'sms', to: 'not a number', text: 'x' });
    expect(bad).toMatchObject({ status: 'skipped', reason: 'CHANNEL_INVALID_PHONE' });
    const none = await front.send({ workspaceId: wsA, channel: 'telegram', to: '1', text: 'x' });
    expect(none).toMatchObject({ status: 'failed', reason: 'CHANNEL_NOT_CONFIGURED' });
  });
});

describe('WhatsApp Cloud API', () => {
  let hook: string;
  it('configures against the stand-in and answers the hub.challenge handshake', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/channels/whatsapp',
      token: a,
      body: { baseUrl: wa.url, apiVersion: 'v20.0', phoneNumberId: '1055', accessToken: wa.accessToken, appSecret: wa.appSecret },
    });
    const ch = res.json().channel;
    expect(ch.state).toBe('connected');
    expect(res.body).not.toContain(wa.appSecret);
    hook = ch.endpoints.find((e: { name: string }) => e.name === 'webhookUrl').value;
    const verify = ch.endpoints.find((e: { name: string }) => e.name === 'verifyToken').value;
    const path = new URL(hook).pathname;
    const ok = await t.request({ method: 'GET', url: `${path}?hub.mode=subscribe&hub.verify_token=${verify}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await t.request({ method: 'GET', url: `${path}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1` });
    expect(bad.statusCode).toBe(403);
  });

  it('sends a template outside the 24-hour window, refuses free text there, and allows it after the customer writes', async () => {
    const tpl = await t.request({
      method: 'POST',
      url: '/api/channels/send',
      token: a,
      body: { channel: 'whatsapp', to: '+905551112233', template: { name: 'order_update', language: 'tr', params: ['Ayşe', '42'] } },
    });
    expect(tpl.json().result.status).toBe('sent');
    expect(wa.received.at(-1)).toMatchObject({
      version: 'v20.0',
      to: '905551112233',
      type: 'template',
      template: { name: 'order_update', language: 'tr', params: ['Ayşe', '42'] },
    });
    const free = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'whatsapp', to: '+905551112233', text: 'hello' } });
    expect(free.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_WHATSAPP_OUTSIDE_WINDOW' });

    const payload = wa.inboundPayload({ from: '905551112233', text: 'Merhaba', name: 'Ayşe', id: 'wamid.IN1' });
    expect((await wa.postSigned(hook, payload)).status).toBe(200);
    expect((await wa.postSigned(hook, payload)).status).toBe(200);
    expect(inbound.filter((m) => m.externalId === 'wamid.IN1')).toHaveLength(1);
    expect(inbound.find((m) => m.externalId === 'wamid.IN1')).toMatchObject({ channel: 'whatsapp', from: '+905551112233', text: 'Merhaba' });
    const reply = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'whatsapp', to: '+905551112233', text: 'hello' } });
    expect(reply.json().result.status).toBe('sent');
    expect(wa.received.at(-1)).toMatchObject({ type: 'text', body: 'hello' });
  });

  it('applies statuses out of order and refuses unsigned or wrongly signed webhooks', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/channels/send',
      token: a,
      body: { channel: 'whatsapp', to: '+905551112233', template: { name: 'hello_world', language: 'en_US', params: [] } },
    });
    const id = sent.json().result.messageId;
    const wamid = wa.received.at(-1)!.wamid;
    await wa.status(hook, wamid, 'read');
    await wa.status(hook, wamid, 'delivered');
    await wa.status(hook, wamid, 'sent');
    expect((await rowOf(id)).status).toBe('read');
    const payload = wa.statusPayload(wamid, 'failed', '905551112233', 'nope');
    expect((await wa.postSigned(hook, payload, 'sha256=00')).status).toBe(401);
    expect((await wa.postSigned(hook, payload, '')).status).toBe(401);
    const forged = wa.inboundPayload({ from: '905559990000', text: 'forged', id: 'wamid.FORGED' });
    expect((await wa.postSigned(hook, forged, 'sha256=deadbeef')).status).toBe(401);
    expect(inbound.some((m) => m.externalId === 'wamid.FORGED')).toBe(false);
    expect((await t.sql("select count(*)::int as n from channel_events where external_id = 'wamid.FORGED'"))[0].n).toBe(0);
    // a failure for another message moves a sent one to failed with the provider's reason
    const second = await t.request({
      method: 'POST',
      url: '/api/channels/send',
      token: a,
      body: { channel: 'whatsapp', to: '+905551112233', text: 'in window' },
    });
    await wa.status(hook, wa.received.at(-1)!.wamid, 'failed', 'Receiver is incapable of receiving this message');
    const row = await rowOf(second.json().result.messageId);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Receiver is incapable');
  });
});

describe('another workspace', () => {
  it('sees, sends through and receives into none of the first workspace channels', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/channels', token: b })).json().channels;
    expect(list.every((c: { state: string }) => c.state === 'available')).toBe(true);
    const msgs = (await t.request({ method: 'GET', url: '/api/channels/messages', token: b })).json();
    expect(msgs.total).toBe(0);
    const mine = (await t.request({ method: 'GET', url: '/api/channels/messages', token: a })).json();
    expect(mine.total).toBeGreaterThan(3);
    const send = await t.request({ method: 'POST', url: '/api/channels/send', token: b, body: { channel: 'sms', to: '+905321234567', text: 'x' } });
    expect(send.statusCode).toBe(400);
    expect(send.json().code).toBe('CHANNEL_NOT_CONFIGURED');
    expect((await t.request({ method: 'POST', url: '/api/channels/sms/test', token: b })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/api/channels/sms', token: b })).statusCode).toBe(400);
    const contactOfA = (await t.sql("select id from contacts where email = 'sms-consent@example.com'"))[0].id as string;
    expect((await t.request({ method: 'GET', url: `/api/channels/consents?contactId=${contactOfA}`, token: b })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: '/api/channels/consents', token: b, body: { contactId: contactOfA, channel: 'sms', granted: true } })).statusCode,
    ).toBe(404);
    // B configures its own SMS: A's callbacks signed with A's token do not apply to B's hook, and the other way round
    await t.request({ method: 'PUT', url: '/api/channels/sms', token: b, body: smsConfig({ authToken: 'tw-token-b' }) });
    const hookB = (await t.request({ method: 'GET', url: '/api/channels/sms', token: b })).json().channel.endpoints[0].value;
    expect((await tw.inbound(hookB, { From: '+905330001122', To: '+905550000001', Body: 'to B signed by A' })).status).toBe(401);
    expect(inbound.some((m) => m.text === 'to B signed by A')).toBe(false);
    // and B's status callback URL does not reach A's messages
    const aMsg = (await t.sql("select provider_id from channel_messages where channel = 'sms' and provider_id is not null limit 1"))[0].provider_id as string;
    const statusB = `${hookB}/status`;
    expect((await tw.status(aMsg, 'failed', { url: statusB })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/channels/status', token: b })).json().status.sms).toBe('error');
  });

  it('requires a session on every panel route', async () => {
    for (const [method, url] of [
      ['GET', '/api/channels'],
      ['GET', '/api/channels/messages'],
      ['GET', '/api/channels/integrations'],
      ['POST', '/api/channels/send'],
      ['PUT', '/api/channels/sms'],
    ]) {
      expect((await t.request({ method, url, body: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});
