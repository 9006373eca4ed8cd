// SMS over SMPP against a real SMPP server in-process (the `smpp` package's createServer on 127.0.0.1): bind refused,
// test connection, a long Turkish message in concatenated UCS-2 parts, receipts in any order and de-duplicated,
// throttling, an MO message in the inbox, STOP, reconnect with back-off, unbind on close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSegments } from '@ulak/shared';
import { startSmpp } from '../../../test/stand-ins/smpp.js';
import { waitFor } from '../../test/harness.js';
import { createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp | undefined;
let sm: Awaited<ReturnType<typeof startSmpp>>;
let a: string;
let b: string;

const app = () => t!;
const smppConfig = (over: Record<string, unknown> = {}) => ({
  provider: 'smpp',
  host: sm.host,
  port: String(sm.port),
  systemId: 'ulak',
  password: 'Pw7xQ2zk',
  systemType: 'ULAK',
  from: 'ULAK',
  ...over,
});
const rowOf = async (id: string) => (await app().sql('select * from channel_messages where id = $1', [id]))[0];
const send = async (body: Record<string, unknown>) =>
  (await app().request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'sms', ...body } })).json();

beforeAll(async () => {
  [t, sm] = await Promise.all([startChannelsApp(), startSmpp({ systemId: 'ulak', password: 'Pw7xQ2zk' })]);
  a = (await app().register()).token;
  b = (await app().register()).token;
});
afterAll(async () => {
  await Promise.all([t?.stop(), sm?.close()]);
});

describe('SMS over SMPP', () => {
  it('refuses a bind with a wrong password with a translated reason, then binds, tests (bind + unbind) and keeps the password secret', async () => {
    const bad = await app().request({ method: 'PUT', url: '/api/channels/sms', token: a, body: smppConfig({ password: 'wrong' }) });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().channel).toMatchObject({ state: 'error', error: 'CHANNEL_SMPP_BIND_REFUSED' });
    expect(sm.binds.at(-1)).toMatchObject({ systemId: 'ulak', password: 'wrong', ok: false });
    expect(sm.bound()).toBe(0);

    const res = await app().request({ method: 'PUT', url: '/api/channels/sms', token: a, body: smppConfig() });
    const channel = res.json().channel;
    expect(channel).toMatchObject({ state: 'connected', error: null, secretsSet: ['password'], endpoints: [] });
    expect(channel.settings).toMatchObject({ provider: 'smpp', host: '127.0.0.1', systemId: 'ulak', systemType: 'ULAK', from: 'ULAK' });
    expect(res.body).not.toContain('Pw7xQ2zk');
    const stored = await app().sql("select secrets from channel_configs where channel = 'sms'");
    expect(String(stored[0].secrets)).not.toContain('Pw7xQ2zk');
    // the workspace's one session is bound in the background once the configuration is saved
    await waitFor(async () => sm.bound() === 1);

    const unbinds = sm.unbinds;
    const tested = await app().request({ method: 'POST', url: '/api/channels/sms/test', token: a });
    expect(tested.json().channel.state).toBe('connected');
    expect(sm.unbinds).toBe(unbinds + 1);
    expect(sm.binds.at(-1)).toMatchObject({ systemType: 'ULAK', ok: true });
    expect(sm.bound()).toBe(1);
  });

  it('refuses settings the shared schema refuses (a system_id longer than SMPP allows, no host)', async () => {
    const res = await app().request({ method: 'PUT', url: '/api/channels/sms', token: b, body: smppConfig({ systemId: 'x'.repeat(16), host: '' }) });
    expect(res.statusCode).toBe(400);
    const paths = [...new Set(res.json().details.map((d: { path: string }) => d.path))].sort();
    expect(paths).toEqual(['host', 'systemId']);
  });

  it('sends GSM-7 as data_coding 0 from an alphanumeric sender, and a long Turkish message as concatenated UCS-2 parts', async () => {
    const short = await send({ to: '0532 123 45 67', text: 'Merhaba Ayse, indirim basladi!' });
    expect(short.result.status).toBe('sent');
    const one = sm.submits.at(-1)!;
    expect(one).toMatchObject({ destination: '905321234567', source: 'ULAK', sourceTon: 5, dataCoding: 0, udh: null, text: 'Merhaba Ayse, indirim basladi!' });
    expect(one.esmClass & 0x40).toBe(0);
    const row = await rowOf(short.result.messageId);
    expect(row).toMatchObject({ status: 'sent', provider_id: one.messageId, segments: 1 });

    const text =
      'Değerli müşterimiz, kış indirimi başladı! Şubat sonuna kadar tüm ürünlerde %40 indirim sizi bekliyor. Ayrıntılar için mağazamızı ziyaret edin; iyi alışverişler dileriz.';
    expect(smsSegments(text)).toMatchObject({ encoding: 'UCS-2', segments: 3 });
    const long = await send({ to: '+905321234567', text });
    expect(long.result.status).toBe('sent');
    const message = sm.messages().at(-1)!;
    expect(message.dataCoding).toBe(8);
    expect(message.text).toBe(text);
    expect(message.parts).toHaveLength(3);
    expect(message.parts.map((p) => p.udh)).toEqual([1, 2, 3].map((seq) => ({ ref: message.parts[0].udh!.ref, total: 3, seq })));
    for (const p of message.parts) {
      expect(p.esmClass & 0x40).toBe(0x40);
      expect(p.octets).toBeLessThanOrEqual(140);
    }
    const longRow = await rowOf(long.result.messageId);
    expect(longRow).toMatchObject({ status: 'sent', provider_id: message.parts[0].messageId, segments: 3 });
    const parts = await app().sql('select provider_id, part from channel_message_parts where message_id = $1 order by part', [long.result.messageId]);
    expect(parts.map((p) => p.provider_id)).toEqual(message.parts.map((p) => p.messageId));
  });

  it('takes delivery receipts in any order: delivered once every part is, a duplicate changes nothing, a failure says why', async () => {
    const long = await send({ to: '+905321234567', text: 'ğ'.repeat(140) });
    const parts = sm
      .messages()
      .at(-1)!
      .parts.map((p) => p.messageId);
    expect(parts).toHaveLength(3);
    expect(await sm.receipt(parts[2], 'DELIVRD')).toBe(0);
    expect(await sm.receipt(parts[0], 'DELIVRD')).toBe(0);
    expect((await rowOf(long.result.messageId)).status).toBe('sent');
    expect(await sm.receipt(parts[1], 'DELIVRD')).toBe(0);
    const delivered = await rowOf(long.result.messageId);
    expect(delivered.status).toBe('delivered');
    // the same receipt again, and a late intermediate one: the row is not touched
    expect(await sm.receipt(parts[1], 'DELIVRD')).toBe(0);
    expect(await sm.receipt(parts[0], 'ENROUTE')).toBe(0);
    const again = await rowOf(long.result.messageId);
    expect(again.status).toBe('delivered');
    expect(again.updated_at).toEqual(delivered.updated_at);

    const lost = await send({ to: '+905321234568', text: 'Kargo yolda' });
    expect(await sm.receipt(sm.submits.at(-1)!.messageId, 'UNDELIV', { err: '001' })).toBe(0);
    const failed = await rowOf(lost.result.messageId);
    expect(failed).toMatchObject({ status: 'failed', error: 'UNDELIV (err:001)' });
    expect(await sm.receipt(sm.submits.at(-1)!.messageId, 'UNDELIV', { err: '001' })).toBe(0);
    expect((await rowOf(lost.result.messageId)).updated_at).toEqual(failed.updated_at);
    // a receipt for an id nobody sent is answered and changes nothing
    expect(await sm.receipt('ffffffffff', 'DELIVRD')).toBe(0);
  });

  it('applies a receipt that overtakes the write of the part ids (the SMSC answers the submit and reports at once)', async () => {
    sm.receiptAtOnce('DELIVRD');
    try {
      const fast = await send({ to: '+905321234567', text: 'ı'.repeat(100) });
      await waitFor(async () => (await rowOf(fast.result.messageId)).status === 'delivered');
      const parts = await app().sql('select status from channel_message_parts where message_id = $1', [fast.result.messageId]);
      expect(parts.map((p) => p.status)).toEqual(['delivered', 'delivered']);
    } finally {
      sm.receiptAtOnce(null);
    }
  });

  it('retries a throttled submit, and fails with the translated reason when the SMSC keeps throttling (the channel stays connected)', async () => {
    sm.throttleNext(1);
    const ok = await send({ to: '+905321234567', text: 'throttled once' });
    expect(ok.result.status).toBe('sent');
    expect((await rowOf(ok.result.messageId)).attempts).toBe(2);
    sm.throttleNext(3);
    const bad = await send({ to: '+905321234567', text: 'throttled always' });
    expect(bad.result).toMatchObject({ status: 'failed', reason: 'CHANNEL_SMPP_THROTTLED' });
    expect((await app().request({ method: 'GET', url: '/api/channels/sms', token: a })).json().channel.state).toBe('connected');
    expect(sm.submits.some((s) => s.text === 'throttled always')).toBe(false);
  });

  it('lands a mobile-originated message (in two parts) in the inbox, and STOP unsubscribes the number', async () => {
    const contactId = await createContact(app(), a, { email: 'smpp-stop@example.com', firstName: 'Deniz', phone: '+90 533 000 22 33' });
    await app().request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId, channel: 'sms', granted: true } });
    expect((await send({ contactId, text: 'Yeni sezon' })).result.status).toBe('sent');

    const question = 'Merhaba, siparişim ne zaman gelir? Sipariş numaram 4471, adresim İstanbul Kadıköy. Teşekkürler, iyi çalışmalar dilerim.';
    expect(await sm.mo({ from: '+905330002233', to: 'ULAK', text: question })).toBe(0);
    const conversation = await waitFor(async () => {
      const list = (await app().request({ method: 'GET', url: '/api/inbox/conversations?channel=sms', token: a })).json();
      return list.items.find((c: { from: string }) => c.from === '+905330002233');
    });
    expect(conversation).toMatchObject({ channel: 'sms', contactId, preview: expect.stringContaining('Merhaba, siparişim') });
    const thread = (await app().request({ method: 'GET', url: `/api/inbox/conversations/${conversation.id}`, token: a })).json();
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([question]);
    // the other workspace sees none of it
    expect((await app().request({ method: 'GET', url: '/api/inbox/conversations', token: b })).json().total).toBe(0);

    expect(await sm.mo({ from: '+905330002233', to: 'ULAK', text: 'STOP' })).toBe(0);
    await waitFor(async () => {
      const consents = (await app().request({ method: 'GET', url: `/api/channels/consents?contactId=${contactId}`, token: a })).json().consents;
      return consents[0]?.consent === 'revoked' && consents[0].source === 'sms_stop';
    });
    expect((await send({ contactId, text: 'Yeni sezon' })).result).toMatchObject({ status: 'skipped', reason: 'CHANNEL_UNSUBSCRIBED' });
  });

  it('binds again with back-off when the SMSC drops the session, and sends on the new one', async () => {
    const binds = sm.binds.filter((x) => x.ok).length;
    sm.kick();
    await waitFor(async () => sm.bound() === 1 && sm.binds.filter((x) => x.ok).length > binds);
    const res = await send({ to: '+905321234567', text: 'after reconnect' });
    expect(res.result.status).toBe('sent');
    expect(sm.submits.at(-1)!.text).toBe('after reconnect');
  });

  it('unbinds the session when the app closes', async () => {
    const unbinds = sm.unbinds;
    await app().stop();
    t = undefined;
    expect(sm.unbinds).toBe(unbinds + 1);
    expect(sm.bound()).toBe(0);
  });
});
