// Inbound traffic of the channels: provider callbacks and webhooks, each verified with the provider's own signature
// scheme (Twilio X-Twilio-Signature, Meta X-Hub-Signature-256, Telegram secret_token, Slack v0 signing secret) before
// anything is read or stored, then de-duplicated by the provider's id, then applied. Push subscriptions from sites.
// SMPP receipts and mobile-originated messages (they arrive on the workspace's bound session, see smpp.ts) are applied
// here too, down the same paths as Twilio's.
import crypto from 'node:crypto';
import { normalizePhone, type ChannelKind } from '@ulak/shared';
import { AppError, badRequest } from '../../http/errors.js';
import { validPushKeys, type Secrets } from './adapters.js';
import type { ChannelsRepo, ConfigRow } from './channels.repo.js';
import { contactOfLinkToken } from './channels.service.js';
import type { SecretBox } from '../../secret-box.js';
import type { SmppInbound, SmppReceipt } from './smpp.js';

/** What the inbox module's front door receives for each new inbound message (it may not exist: optional). */
export type InboundMessage = {
  workspaceId: string;
  channel: 'sms' | 'whatsapp' | 'telegram';
  externalId: string;
  from: string;
  contactId?: string;
  name?: string;
  text: string;
  at: Date;
};
export type InboxReceiver = ((m: InboundMessage) => Promise<unknown>) | undefined;

/** Keywords that unsubscribe a number from SMS (the carriers' standard list, and Turkish İPTAL / DUR). */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'IPTAL', 'İPTAL', 'DUR'];
export const SMS_START_WORDS = ['START', 'UNSTOP', 'YES', 'BASLA', 'BAŞLA'];

const SLACK_WINDOW_S = 5 * 60;
/** How long a webhook configuration read by its token is reused (a disconnect or new secret applies after it). */
const CONFIG_TTL_MS = 5_000;

const unauthorized = () => new AppError(401, 'CHANNEL_SIGNATURE_INVALID');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export type WebhookDeps = { repo: ChannelsRepo; box: SecretBox; secret: string; publicUrl: string; inbox: () => InboxReceiver };

// webhooksService verifies and applies provider callbacks.
export function webhooksService(d: WebhookDeps) {
  const { repo } = d;
  const opened = new WeakMap<ConfigRow, Secrets>();
  const open = (cfg: ConfigRow): Secrets => {
    let k = opened.get(cfg);
    if (!k) opened.set(cfg, (k = JSON.parse(d.box.open(cfg.secrets)) as Secrets));
    return k;
  };

  // a provider posts many callbacks in a row: the configuration a token names (and its opened secrets) is kept for a
  // few seconds, so a callback costs one statement; a changed secret applies within CONFIG_TTL_MS
  const configs = new Map<string, { cfg: ConfigRow; at: number }>();
  async function configOf(channel: ChannelKind, token: string): Promise<ConfigRow> {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) throw unauthorized();
    const key = `${channel}:${token}`;
    const hit = configs.get(key);
    if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.cfg;
    const cfg = await repo.configByToken(channel, token);
    if (!cfg) {
      configs.delete(key);
      throw unauthorized();
    }
    if (configs.size > 10_000) configs.clear();
    configs.set(key, { cfg, at: Date.now() });
    return cfg;
  }

  // receive hands a new inbound message to the inbox once; if the inbox fails, the event is released so the provider's retry is not lost.
  async function receive(cfg: ConfigRow, m: Omit<InboundMessage, 'workspaceId' | 'contactId'>, name: string | null) {
    const addr = await repo.touchInbound(cfg.workspaceId, m.channel, m.from, name);
    const inbox = d.inbox();
    if (!inbox) return addr;
    await inbox({ ...m, workspaceId: cfg.workspaceId, ...(addr.contactId ? { contactId: addr.contactId } : {}), ...(name ? { name } : {}) });
    return addr;
  }

  async function onceInbound(cfg: ConfigRow, externalId: string, fn: () => Promise<void>) {
    if (!(await repo.recordEvent(cfg.workspaceId, cfg.channel, 'inbound', externalId))) return;
    try {
      await fn();
    } catch (err) {
      await repo.forgetEvent(cfg.workspaceId, cfg.channel, 'inbound', externalId);
      throw err;
    }
  }

  // twilioCheck verifies X-Twilio-Signature over the public URL the provider called and the form parameters.
  function twilioCheck(cfg: ConfigRow, url: string, params: Record<string, string>, signature: string | undefined) {
    const token = open(cfg).authToken ?? '';
    const data =
      url +
      Object.keys(params)
        .sort()
        .map((k) => k + params[k])
        .join('');
    const expected = crypto.createHmac('sha1', token).update(data, 'utf8').digest('base64');
    if (!signature || !token || !same(expected, signature)) throw unauthorized();
  }

  // smsIncoming is the one path of an incoming SMS, over REST or SMPP: once per provider id, STOP / START change the
  // number's SMS consent, then the inbox.
  async function smsIncoming(cfg: ConfigRow, externalId: string | undefined, rawFrom: string, body: string) {
    const from = normalizePhone(rawFrom, cfg.settings.defaultCountryCode ?? '90');
    if (!externalId || !from) throw badRequest('CHANNEL_INVALID_PHONE');
    const text = body.slice(0, 4000);
    await onceInbound(cfg, externalId, async () => {
      const word = text.trim().toLocaleUpperCase('tr');
      if (SMS_STOP_WORDS.includes(word)) await repo.setConsent(cfg.workspaceId, 'sms', from, null, 'revoked', 'sms_stop');
      else if (SMS_START_WORDS.includes(word)) await repo.setConsent(cfg.workspaceId, 'sms', from, null, 'granted', 'sms_start');
      await receive(cfg, { channel: 'sms', externalId, from, text, at: new Date() }, null);
    });
  }

  return {
    /** Forgets a cached configuration (this process changed or removed it). */
    forget(channel: ChannelKind, token: string) {
      configs.delete(`${channel}:${token}`);
    },

    // smsStatus applies a Twilio StatusCallback (MessageSid, MessageStatus) to its message.
    async smsStatus(token: string, path: string, params: Record<string, string>, signature: string | undefined) {
      const cfg = await configOf('sms', token);
      twilioCheck(cfg, d.publicUrl + path, params, signature);
      const sid = params.MessageSid ?? params.SmsSid;
      const raw = params.MessageStatus ?? params.SmsStatus;
      const status = raw === 'undelivered' ? 'failed' : raw;
      if (!sid || !['sent', 'delivered', 'read', 'failed'].includes(status ?? '')) return;
      const error = status === 'failed' ? `${raw}${params.ErrorCode ? ` (${params.ErrorCode})` : ''}` : null;
      await repo.recordStatus(cfg.workspaceId, 'sms', sid, status as 'sent', error);
    },

    // smsInbound records an incoming SMS (STOP / START change the number's SMS consent) and hands it to the inbox.
    async smsInbound(token: string, path: string, params: Record<string, string>, signature: string | undefined) {
      const cfg = await configOf('sms', token);
      twilioCheck(cfg, d.publicUrl + path, params, signature);
      await smsIncoming(cfg, params.MessageSid ?? params.SmsMessageSid, params.From ?? '', params.Body ?? '');
    },

    // smppInbound takes a mobile-originated message from the workspace's SMPP session down the same path; a sender
    // that is no phone number (an alphanumeric id) cannot be answered and is dropped.
    async smppInbound(workspaceId: string, m: SmppInbound) {
      const cfg = await repo.config(workspaceId, 'sms');
      if (!cfg || cfg.settings.provider !== 'smpp' || !normalizePhone(m.from, cfg.settings.defaultCountryCode ?? '90')) return;
      await smsIncoming(cfg, m.externalId, m.from, m.text);
    },

    // smppReceipt applies a delivery receipt to the part it names: the message is delivered when all its parts are,
    // failed (with the receipt's stat and err) as soon as one is; a duplicate or late receipt changes nothing.
    async smppReceipt(workspaceId: string, r: SmppReceipt): Promise<'unknown' | 'duplicate' | 'applied'> {
      const part = await repo.applyPartStatus(workspaceId, 'sms', r.messageId, r.status, r.error);
      if (!part) return 'unknown';
      if (!part.moved) return 'duplicate';
      if (part.failure) await repo.applyMessageStatus(part.messageId, 'failed', part.failure);
      else if (part.delivered === part.parts) await repo.applyMessageStatus(part.messageId, 'delivered', null);
      return 'applied';
    },

    // whatsappVerify answers Meta's subscription handshake: hub.challenge when hub.verify_token is the workspace's.
    async whatsappVerify(token: string, query: Record<string, string | undefined>): Promise<string> {
      const cfg = await configOf('whatsapp', token);
      const expected = cfg.settings.verifyToken ?? '';
      if (query['hub.mode'] !== 'subscribe' || !expected || !same(expected, query['hub.verify_token'] ?? ''))
        throw new AppError(403, 'CHANNEL_SIGNATURE_INVALID');
      return query['hub.challenge'] ?? '';
    },

    // whatsappWebhook verifies X-Hub-Signature-256 over the raw body, then applies statuses and incoming messages.
    async whatsappWebhook(token: string, raw: string, signature: string | undefined) {
      const cfg = await configOf('whatsapp', token);
      const secret = open(cfg).appSecret ?? '';
      const expected = 'sha256=' + crypto.createHmac('sha256', secret).update(raw, 'utf8').digest('hex');
      if (!signature || !secret || !same(expected, signature)) throw unauthorized();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw badRequest('CHANNEL_SETTINGS_INVALID');
      }
      for (const entry of arr(obj(body).entry)) {
        for (const change of arr(obj(entry).changes)) {
          const value = obj(obj(change).value);
          // a number of another configuration signed with the same app secret is not this workspace's
          if (String(obj(value.metadata).phone_number_id ?? '') !== cfg.settings.phoneNumberId) continue;
          for (const st of arr(value.statuses)) {
            const s = obj(st);
            const id = String(s.id ?? '');
            const status = String(s.status ?? '');
            if (!id || !['sent', 'delivered', 'read', 'failed'].includes(status)) continue;
            const e = obj(arr(s.errors)[0]);
            const error = status === 'failed' ? `${String(e.title ?? e.message ?? 'failed')}${e.code ? ` (${String(e.code)})` : ''}` : null;
            await repo.recordStatus(cfg.workspaceId, 'whatsapp', id, status as 'sent', error);
          }
          const names = new Map(arr(value.contacts).map((c) => [String(obj(c).wa_id ?? ''), String(obj(obj(c).profile).name ?? '')]));
          for (const mm of arr(value.messages)) {
            const m = obj(mm);
            const id = String(m.id ?? '');
            const from = normalizePhone(`+${String(m.from ?? '')}`);
            if (!id || !from) continue;
            const type = String(m.type ?? 'text');
            const text = type === 'text' ? String(obj(m.text).body ?? '') : `[${type}]`;
            const at = Number(m.timestamp) ? new Date(Number(m.timestamp) * 1000) : new Date();
            await onceInbound(cfg, id, async () => {
              await receive(cfg, { channel: 'whatsapp', externalId: id, from, text: text.slice(0, 4000), at }, names.get(String(m.from)) || null);
            });
          }
        }
      }
    },

    // telegramWebhook checks the secret_token header, links a chat on "/start <token>", and hands messages to the inbox.
    async telegramWebhook(token: string, header: string | undefined, body: unknown) {
      const cfg = await configOf('telegram', token);
      const secret = open(cfg).webhookSecret ?? '';
      if (!header || !secret || !same(secret, header)) throw unauthorized();
      const update = obj(body);
      const msg = obj(update.message);
      const chatId = obj(msg.chat).id;
      if (update.update_id === undefined || chatId === undefined || typeof msg.text !== 'string') return;
      const chat = String(chatId);
      const text = msg.text.slice(0, 4000);
      const from = obj(msg.from);
      const name = [from.first_name, from.last_name].filter((x) => typeof x === 'string').join(' ') || null;
      await onceInbound(cfg, String(update.update_id), async () => {
        const start = /^\/start\s+([A-Za-z0-9_-]{1,64})$/.exec(text.trim());
        const contactId = start ? contactOfLinkToken(d.secret, cfg.workspaceId, start[1]) : undefined;
        if (contactId) {
          await repo.setConsent(cfg.workspaceId, 'telegram', chat, contactId, 'granted', 'telegram_link');
          return;
        }
        await receive(
          cfg,
          { channel: 'telegram', externalId: `${chat}:${String(msg.message_id ?? update.update_id)}`, from: chat, text, at: new Date() },
          name,
        );
      });
    },

    // slackEvent verifies Slack's v0 signature (5-minute window) and answers url_verification; other events are acknowledged once.
    async slackEvent(token: string, raw: string, timestamp: string | undefined, signature: string | undefined): Promise<{ challenge?: string }> {
      const cfg = await configOf('slack', token);
      const secret = open(cfg).signingSecret ?? '';
      const ts = Number(timestamp);
      if (!secret || !signature || !Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > SLACK_WINDOW_S) throw unauthorized();
      const expected = 'v0=' + crypto.createHmac('sha256', secret).update(`v0:${timestamp}:${raw}`).digest('hex');
      if (!same(expected, signature)) throw unauthorized();
      const body = obj(JSON.parse(raw));
      if (body.type === 'url_verification') return { challenge: String(body.challenge ?? '') };
      if (typeof body.event_id === 'string') await repo.recordEvent(cfg.workspaceId, 'slack', 'event', body.event_id);
      return {};
    },

    async pushKey(token: string): Promise<string> {
      const cfg = await configOf('push', token);
      return cfg.settings.vapidPublicKey ?? '';
    },

    // pushSubscribe stores a browser's subscription for the workspace (tied to the contact with that email, when known).
    async pushSubscribe(token: string, input: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; email?: string }) {
      const cfg = await configOf('push', token);
      const { endpoint, keys } = input.subscription;
      if (!validPushKeys(keys.p256dh, keys.auth)) throw badRequest('CHANNEL_PUSH_SUBSCRIPTION_INVALID');
      const contactId = input.email ? await repo.contactIdByEmail(cfg.workspaceId, input.email) : null;
      return repo.addPushSubscription(cfg.workspaceId, contactId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    },

    async pushUnsubscribe(token: string, endpoint: string) {
      const cfg = await configOf('push', token);
      await repo.removePushEndpoint(cfg.workspaceId, endpoint);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
