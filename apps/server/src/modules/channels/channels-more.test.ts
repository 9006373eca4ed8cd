// Telegram, Slack and Web Push adapters against their protocol stand-ins, signatures, duplicates, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService } from '../../../test/stand-ins/push.js';
import { startSlack, slackSignature } from '../../../test/stand-ins/slack.js';
import { startTelegram } from '../../../test/stand-ins/telegram.js';
import { createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp;
let tg: Awaited<ReturnType<typeof startTelegram>>;
let sl: Awaited<ReturnType<typeof startSlack>>;
let ps: Awaited<ReturnType<typeof startPushService>>;
let a: string;
let b: string;
const inbound: { channel: string; externalId: string; from: string; text: string; contactId?: string }[] = [];

beforeAll(async () => {
  [t, tg, sl, ps] = await Promise.all([startChannelsApp(), startTelegram({ username: 'ulak_ws_bot' }), startSlack(), startPushService()]);
  a = (await t.register()).token;
  b = (await t.register()).token;
  const fronts = t.ctx.fronts as { inbox?: { receive: (m: never) => Promise<unknown> } };
  fronts.inbox = {
    receive: async (m: never) => {
      inbound.push(m);
      return { conversationId: 'c', messageId: 'm', duplicate: false };
    },
  };
});
afterAll(async () => {
  await Promise.all([t?.stop(), tg?.close(), sl?.close(), ps?.close()]);
});

describe('Telegram Bot API', () => {
  it('configures the bot, registers the webhook with a secret token, links a contact by deep link and sends to it', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/channels/telegram', token: a, body: { baseUrl: tg.url, botToken: tg.token } });
    const ch = res.json().channel;
    expect(ch.state).toBe('connected');
    expect(ch.settings.botUsername).toBe('ulak_ws_bot');
    expect(res.body).not.toContain(tg.token);
    expect(tg.webhook?.url).toBe(ch.endpoints[0].value);
    expect(tg.webhook?.secretToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const contactId = await createContact(t, a, { email: 'tg@example.com', firstName: 'Ali' });
    const before = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'telegram', contactId, text: 'hi' } });
    expect(before.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_TELEGRAM_NOT_LINKED' });
    const link = (await t.request({ method: 'GET', url: `/api/channels/telegram/link?contactId=${contactId}`, token: a })).json().url as string;
    expect(link).toMatch(/^https:\/\/t\.me\/ulak_ws_bot\?start=[A-Za-z0-9_-]{1,64}$/);
    const start = new URL(link).searchParams.get('start');
    // a tampered token links nothing (it lands in the inbox as a plain message)
    await tg.update(tg.textUpdate(4242, `/start ${start!.slice(0, -2)}xx`));
    expect((await t.sql("select count(*)::int as n from channel_addresses where channel = 'telegram' and contact_id is not null"))[0].n).toBe(0);
    await tg.update(tg.textUpdate(4242, `/start ${start}`));
    const sent = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'telegram', contactId, text: 'Merhaba Ali' } });
    expect(sent.json().result.status).toBe('sent');
    expect(tg.received.at(-1)).toMatchObject({ chatId: '4242', text: 'Merhaba Ali' });
  });

  it('checks the secret token header on every update and lands each message in the inbox once', async () => {
    const update = tg.textUpdate(4242, 'Siparişim nerede?');
    expect((await tg.update(update)).status).toBe(200);
    expect((await tg.update(update)).status).toBe(200);
    expect(inbound.filter((m) => m.text === 'Siparişim nerede?')).toHaveLength(1);
    expect(inbound.find((m) => m.text === 'Siparişim nerede?')).toMatchObject({ channel: 'telegram', from: '4242' });
    expect(inbound.find((m) => m.text === 'Siparişim nerede?')?.contactId).toBeTruthy();
    const forged = tg.textUpdate(4242, 'forged');
    expect((await tg.update(forged, { secretToken: 'wrong' })).status).toBe(401);
    expect((await tg.update(forged, { secretToken: null })).status).toBe(401);
    expect(inbound.some((m) => m.text === 'forged')).toBe(false);
  });

  it('fails with the Bot API description when the token is refused', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/channels/telegram', token: b, body: { baseUrl: tg.url, botToken: '999:WRONG' } });
    expect(res.json().channel).toMatchObject({ state: 'error' });
    expect(res.json().channel.error).toContain('Unauthorized');
  });
});

describe('Slack', () => {
  it('posts through an incoming webhook and through chat.postMessage', async () => {
    const hook = await t.request({ method: 'PUT', url: '/api/channels/slack', token: a, body: { baseUrl: sl.url, webhookUrl: sl.webhookUrl } });
    expect(hook.json().channel.state).toBe('connected');
    expect(hook.body).not.toContain(sl.webhookUrl);
    const viaHook = await t.ctx.fronts.channels.send({
      workspaceId: (await t.sql('select workspace_id from channel_configs where channel = $1', ['slack']))[0].workspace_id as string,
      channel: 'slack',
      text: 'Yeni fırsat: 12.000 ₺',
    });
    expect(viaHook.status).toBe('sent');
    expect(sl.received.at(-1)).toMatchObject({ via: 'webhook', text: 'Yeni fırsat: 12.000 ₺' });
    const api = await t.request({
      method: 'PUT',
      url: '/api/channels/slack',
      token: a,
      body: { baseUrl: sl.url, botToken: sl.botToken, defaultChannel: '#sales', signingSecret: sl.signingSecret },
    });
    expect(api.json().channel.state).toBe('connected');
    const sent = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'slack', text: 'deal won' } });
    expect(sent.json().result.status).toBe('sent');
    expect(sl.received.at(-1)).toMatchObject({ via: 'api', channel: '#sales', text: 'deal won' });
  });

  it('verifies the v0 signature and its 5-minute window on events and answers url_verification', async () => {
    const url = (await t.request({ method: 'GET', url: '/api/channels/slack', token: a })).json().channel.endpoints[0].value;
    const ok = await sl.event(url, { type: 'url_verification', challenge: 'c-123' });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ challenge: 'c-123' });
    expect((await sl.event(url, { type: 'url_verification', challenge: 'x' }, { signature: 'v0=00' })).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 600);
    const body = JSON.stringify({ type: 'url_verification', challenge: 'x' });
    expect((await sl.event(url, JSON.parse(body), { timestamp: old, signature: slackSignature(sl.signingSecret, old, body) })).status).toBe(401);
    expect((await sl.event(url, { type: 'event_callback', event_id: 'Ev1', event: { type: 'app_mention' } })).status).toBe(200);
    expect((await sl.event(url, { type: 'event_callback', event_id: 'Ev1', event: { type: 'app_mention' } })).status).toBe(200);
    expect((await t.sql("select count(*)::int as n from channel_events where external_id = 'Ev1'"))[0].n).toBe(1);
  });
});

describe('Web Push', () => {
  it('generates VAPID keys, takes subscriptions from the site, sends encrypted pushes and drops gone subscriptions', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/channels/push', token: a, body: { subject: 'mailto:ops@example.com' } });
    const ch = res.json().channel;
    expect(ch.state).toBe('connected');
    const key = ch.settings.vapidPublicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const snippet = (await t.request({ method: 'GET', url: '/api/channels/push/snippet', token: a })).json();
    expect(snippet.snippet).toContain('subscribe.js');
    const base = new URL(snippet.serviceWorkerUrl).pathname.replace(/\/sw\.js$/, '');
    const script = await t.request({ method: 'GET', url: `${base}/subscribe.js` });
    expect(script.body).toContain(key);
    expect((await t.request({ method: 'GET', url: `${base}/sw.js` })).body).toContain('showNotification');

    const contactId = await createContact(t, a, { email: 'push@example.com', firstName: 'Ece' });
    const sub = ps.subscription();
    const badKeys = await t.request({
      method: 'POST',
      url: `${base}/subscriptions`,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ subscription: { ...sub, keys: { p256dh: 'AAAA', auth: sub.keys.auth } } }),
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().code).toBe('CHANNEL_PUSH_SUBSCRIPTION_INVALID');
    const ok = await t.request({
      method: 'POST',
      url: `${base}/subscriptions`,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ subscription: sub, email: 'push@example.com' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe('*');

    const sent = await t.request({
      method: 'POST',
      url: '/api/channels/send',
      token: a,
      body: { channel: 'push', contactId, text: 'İndirim başladı\n%20 bugün' },
    });
    expect(sent.json().result.status).toBe('sent');
    const got = ps.received.at(-1)!;
    expect(JSON.parse(got.payload)).toMatchObject({ title: 'İndirim başladı', body: '%20 bugün' });
    expect(got.vapidKey).toBe(key);

    ps.gone(sub.endpoint);
    const gone = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'push', contactId, text: 'again' } });
    expect(gone.json().result.status).toBe('failed');
    expect((await t.sql('select count(*)::int as n from push_subscriptions'))[0].n).toBe(0);
    const none = await t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'push', contactId, text: 'again' } });
    expect(none.json().result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_NO_PUSH_SUBSCRIPTION' });
  });

  it('an unknown push token is refused', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/channels/push/not-a-real-token-123/subscriptions',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('integrations', () => {
  it('lists the channels with their real state, per workspace', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/channels/integrations', token: a })).json().integrations;
    expect(mine.map((i: { id: string }) => i.id)).toEqual(['sms', 'whatsapp', 'telegram', 'push', 'slack']);
    expect(mine.find((i: { id: string }) => i.id === 'telegram')).toMatchObject({ status: 'connected', category: 'messaging' });
    expect(mine.find((i: { id: string }) => i.id === 'sms')).toMatchObject({ status: 'available' });
    const theirs = (await t.request({ method: 'GET', url: '/api/channels/integrations', token: b, headers: { 'accept-language': 'tr' } })).json().integrations;
    expect(theirs.find((i: { id: string }) => i.id === 'telegram')).toMatchObject({ status: 'error' });
    expect(theirs.find((i: { id: string }) => i.id === 'slack')).toMatchObject({ status: 'available', description: expect.stringContaining('Slack') });
    // disconnecting removes the configuration; B cannot disconnect A's
    expect((await t.request({ method: 'DELETE', url: '/api/channels/slack', token: b })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/api/channels/slack', token: a })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/channels/status', token: a })).json().status.slack).toBe('available');
  });
});
