// One adapter per provider, each speaking the provider's real protocol over providerRequest: Twilio-compatible SMS,
// WhatsApp Cloud API, Telegram Bot API, Slack (incoming webhook or chat.postMessage) and Web Push (VAPID, web-push).
import crypto from 'node:crypto';
import type { ChannelTemplate, WhatsAppTemplate } from '@ulak/shared';
import type { AddressPolicy } from '../../net/address-policy.js';
import { failFromStatus, providerRequest, ProviderError } from './provider-http.js';

export type Settings = Record<string, string>;
export type Secrets = Record<string, string>;
export type OutboundRequest = {
  to: string;
  text?: string;
  template?: ChannelTemplate;
  /** SMS: where Twilio posts delivery statuses. */
  statusCallback?: string;
};
export type OutboundResult = { providerId: string; segments?: number };
export type AdapterContext = { policy: AddressPolicy; timeoutMs: number };

const form = (p: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => e[1] !== undefined)).toString();
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

// ---- Twilio-compatible SMS ----

const twilioAuth = (s: Settings, k: Secrets) => 'Basic ' + Buffer.from(`${s.accountSid}:${k.authToken ?? ''}`).toString('base64');
const twilioError = (status: number, body: unknown) => {
  const b = obj(body);
  return failFromStatus(status, b.message ? `${String(b.message)}${b.code ? ` (${String(b.code)})` : ''}` : `HTTP ${status}`);
};

// smsSend posts one message to …/Accounts/{Sid}/Messages.json (form-encoded, Basic auth).
async function smsSend(ctx: AdapterContext, s: Settings, k: Secrets, m: OutboundRequest): Promise<OutboundResult> {
  const res = await providerRequest(
    `${s.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: { authorization: twilioAuth(s, k), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form({ To: m.to, From: s.from, Body: m.text ?? '', StatusCallback: m.statusCallback }),
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  const body = res.json();
  if (res.status < 200 || res.status >= 300) throw twilioError(res.status, body);
  const sid = obj(body).sid;
  if (typeof sid !== 'string') throw new ProviderError('answer without a message sid', res.status, false);
  const segments = Number(obj(body).num_segments);
  return { providerId: sid, segments: Number.isFinite(segments) && segments > 0 ? segments : undefined };
}

async function smsTest(ctx: AdapterContext, s: Settings, k: Secrets) {
  const res = await providerRequest(
    `${s.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}.json`,
    {
      headers: { authorization: twilioAuth(s, k), accept: 'application/json' },
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  if (res.status !== 200) throw twilioError(res.status, res.json());
  return {};
}

// ---- WhatsApp Cloud API ----

const graphError = (status: number, body: unknown) => {
  const e = obj(obj(body).error);
  return failFromStatus(status, e.message ? `${String(e.message)}${e.code !== undefined ? ` (${String(e.code)})` : ''}` : `HTTP ${status}`);
};

// templateComponents is the Cloud API's `components` of a template message: the header's parameter (text or media
// link), the body's text parameters, and one component per button that takes a parameter.
export function templateComponents(t: ChannelTemplate): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (t.header?.type === 'text' && t.header.params.length) out.push({ type: 'header', parameters: t.header.params.map((text) => ({ type: 'text', text })) });
  else if (t.header && t.header.type !== 'text') out.push({ type: 'header', parameters: [{ type: t.header.type, [t.header.type]: { link: t.header.link } }] });
  if (t.params.length) out.push({ type: 'body', parameters: t.params.map((text) => ({ type: 'text', text })) });
  for (const b of [...(t.buttons ?? [])].sort((x, y) => x.index - y.index)) {
    const parameter =
      b.type === 'url'
        ? { type: 'text', text: b.param }
        : b.type === 'quick_reply'
          ? { type: 'payload', payload: b.param }
          : { type: 'coupon_code', coupon_code: b.param };
    out.push({ type: 'button', sub_type: b.type, index: String(b.index), parameters: [parameter] });
  }
  return out;
}

async function whatsappSend(ctx: AdapterContext, s: Settings, k: Secrets, m: OutboundRequest): Promise<OutboundResult> {
  const to = m.to.replace(/^\+/, '');
  const payload = m.template
    ? {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: { name: m.template.name, language: { code: m.template.language }, components: templateComponents(m.template) },
      }
    : { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: m.text ?? '' } };
  const res = await providerRequest(
    `${s.baseUrl}/${s.apiVersion}/${encodeURIComponent(s.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${k.accessToken ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  const body = res.json();
  if (res.status < 200 || res.status >= 300) throw graphError(res.status, body);
  const id = obj((obj(body).messages as unknown[] | undefined)?.[0]).id;
  if (typeof id !== 'string') throw new ProviderError('answer without a message id', res.status, false);
  return { providerId: id, segments: 1 };
}

async function whatsappTest(ctx: AdapterContext, s: Settings, k: Secrets) {
  const res = await providerRequest(
    `${s.baseUrl}/${s.apiVersion}/${encodeURIComponent(s.phoneNumberId)}`,
    {
      headers: { authorization: `Bearer ${k.accessToken ?? ''}` },
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  if (res.status !== 200) throw graphError(res.status, res.json());
  const phone = obj(res.json()).display_phone_number;
  return typeof phone === 'string' ? { displayPhoneNumber: phone } : {};
}

/** Pages of 100 templates read at most (a thousand approved templates). */
const TEMPLATE_PAGES = 10;
const placeholders = (text: string) => new Set(Array.from(text.matchAll(/\{\{\s*([A-Za-z0-9_]{1,40})\s*\}\}/g), (m) => m[1])).size;

// templateOf reads one entry of the Cloud API's message_templates list into what a send must fill in.
function templateOf(raw: unknown): WhatsAppTemplate {
  const t = obj(raw);
  const comps = (Array.isArray(t.components) ? t.components : []).map(obj);
  const part = (type: string) => comps.find((c) => String(c.type).toUpperCase() === type);
  const header = part('HEADER');
  const body = part('BODY');
  const buttons = (Array.isArray(part('BUTTONS')?.buttons) ? (part('BUTTONS')!.buttons as unknown[]) : []).map(obj);
  return {
    id: String(t.id ?? ''),
    name: String(t.name ?? ''),
    language: String(t.language ?? ''),
    category: String(t.category ?? ''),
    status: String(t.status ?? ''),
    header: header
      ? {
          format: String(header.format ?? 'TEXT').toUpperCase(),
          text: typeof header.text === 'string' ? header.text : null,
          params: typeof header.text === 'string' ? placeholders(header.text) : 0,
        }
      : null,
    body: { text: String(body?.text ?? ''), params: placeholders(String(body?.text ?? '')) },
    footer: typeof part('FOOTER')?.text === 'string' ? String(part('FOOTER')!.text) : null,
    buttons: buttons.map((b, index) => {
      const type = String(b.type ?? '').toUpperCase();
      const url = typeof b.url === 'string' ? b.url : null;
      return { index, type, text: String(b.text ?? ''), url, params: (type === 'URL' && url && placeholders(url) > 0) || type === 'COPY_CODE' ? 1 : 0 };
    }),
  };
}

// whatsappTemplates lists the business account's approved templates (GET /{version}/{waba-id}/message_templates),
// following the Graph API's `after` cursor on the configured base URL, never a `next` URL from the answer.
export async function whatsappTemplates(ctx: AdapterContext, s: Settings, k: Secrets): Promise<WhatsAppTemplate[]> {
  const out: WhatsAppTemplate[] = [];
  let after: string | undefined;
  for (let page = 0; page < TEMPLATE_PAGES; page++) {
    const q = new URLSearchParams({ status: 'APPROVED', limit: '100', fields: 'id,name,language,status,category,components' });
    if (after) q.set('after', after);
    const res = await providerRequest(
      `${s.baseUrl}/${s.apiVersion}/${encodeURIComponent(s.businessAccountId)}/message_templates?${q.toString()}`,
      { headers: { authorization: `Bearer ${k.accessToken ?? ''}` }, timeoutMs: ctx.timeoutMs },
      ctx.policy,
    );
    if (res.status !== 200) throw graphError(res.status, res.json());
    const body = obj(res.json());
    for (const t of Array.isArray(body.data) ? body.data : []) {
      const tpl = templateOf(t);
      if (tpl.name && tpl.status.toUpperCase() === 'APPROVED') out.push(tpl);
    }
    const next = obj(obj(obj(body.paging).cursors)).after;
    if (typeof next !== 'string' || !next || !obj(body.paging).next) break;
    after = next;
  }
  return out;
}

// ---- Telegram Bot API ----

async function telegramCall(ctx: AdapterContext, s: Settings, k: Secrets, method: string, params: Record<string, unknown>) {
  const res = await providerRequest(
    `${s.baseUrl}/bot${k.botToken ?? ''}/${method}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  const body = obj(res.json());
  if (res.status !== 200 || body.ok !== true) {
    throw failFromStatus(res.status === 200 ? 400 : res.status, typeof body.description === 'string' ? body.description : `HTTP ${res.status}`);
  }
  return body.result;
}

async function telegramSend(ctx: AdapterContext, s: Settings, k: Secrets, m: OutboundRequest): Promise<OutboundResult> {
  const result = obj(await telegramCall(ctx, s, k, 'sendMessage', { chat_id: m.to, text: m.text ?? '' }));
  return { providerId: `${m.to}:${String(result.message_id)}`, segments: 1 };
}

// telegramTest checks the token (getMe) and registers the webhook with its secret token (setWebhook).
async function telegramTest(ctx: AdapterContext, s: Settings, k: Secrets, hook: { url: string; secret: string }) {
  const me = obj(await telegramCall(ctx, s, k, 'getMe', {}));
  await telegramCall(ctx, s, k, 'setWebhook', { url: hook.url, secret_token: hook.secret, allowed_updates: ['message'] });
  return (typeof me.username === 'string' ? { botUsername: me.username } : {}) as Record<string, string>;
}

// ---- Slack ----

async function slackSend(ctx: AdapterContext, s: Settings, k: Secrets, m: OutboundRequest): Promise<OutboundResult> {
  const channel = m.to || s.defaultChannel;
  if (k.botToken && channel) {
    const res = await providerRequest(
      `${s.baseUrl}/api/chat.postMessage`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${k.botToken}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ channel, text: m.text ?? '' }),
        timeoutMs: ctx.timeoutMs,
      },
      ctx.policy,
    );
    const body = obj(res.json());
    if (res.status !== 200) throw failFromStatus(res.status, res.text.slice(0, 200));
    if (body.ok !== true) throw new ProviderError(String(body.error ?? 'error'), 200, body.error === 'ratelimited');
    return { providerId: `${String(body.channel)}:${String(body.ts)}`, segments: 1 };
  }
  if (!k.webhookUrl) throw new ProviderError('no webhook URL or bot token', undefined, false);
  const res = await providerRequest(
    k.webhookUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: m.text ?? '' }),
      timeoutMs: ctx.timeoutMs,
    },
    ctx.policy,
  );
  if (res.status !== 200) throw failFromStatus(res.status, res.text.slice(0, 200));
  // an incoming webhook gives no message id: the row's own id stands in for it
  return { providerId: '', segments: 1 };
}

async function slackTest(ctx: AdapterContext, s: Settings, k: Secrets) {
  if (k.botToken) {
    const res = await providerRequest(
      `${s.baseUrl}/api/auth.test`,
      { method: 'POST', headers: { authorization: `Bearer ${k.botToken}` }, timeoutMs: ctx.timeoutMs },
      ctx.policy,
    );
    const body = obj(res.json());
    if (res.status !== 200) throw failFromStatus(res.status, res.text.slice(0, 200));
    if (body.ok !== true) throw new ProviderError(String(body.error ?? 'error'), 200, false);
    return typeof body.team === 'string' ? { team: body.team } : {};
  }
  // an incoming webhook has no read-only call: the test posts a short message to its channel
  await slackSend(ctx, s, k, { to: '', text: 'Ulak: connection test ✓' });
  return {};
}

// ---- Web Push ----

/** A push subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

// pushSend encrypts a payload for one subscription (RFC 8291, aes128gcm) with the workspace's VAPID keys and posts it.
export async function pushSend(ctx: AdapterContext, s: Settings, k: Secrets, sub: PushTarget, payload: string): Promise<void> {
  // web-push (and its ASN.1 and big-number libraries) loads on the first push sent, not at start
  const { default: webPush } = await import('web-push');
  let details: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    details = webPush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: { subject: s.subject, publicKey: s.vapidPublicKey, privateKey: k.vapidPrivateKey ?? '' },
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
    });
  } catch (err) {
    throw new ProviderError(`bad subscription (${(err as Error).message})`, 410, false);
  }
  const headers = Object.fromEntries(Object.entries(details.headers).map(([h, v]) => [h.toLowerCase(), String(v)]));
  const res = await providerRequest(details.endpoint, { method: 'POST', headers, body: details.body ?? undefined, timeoutMs: ctx.timeoutMs }, ctx.policy);
  if (res.status < 200 || res.status >= 300) throw failFromStatus(res.status, res.text.slice(0, 200) || `HTTP ${res.status}`);
}

// vapidKeys makes a new VAPID key pair for a workspace.
// the public key as an uncompressed P-256 point, the private key as its 32-byte scalar, both base64url (what web-push
// and browsers' applicationServerKey take)
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const pad = (b: Buffer, n: number) => (b.length < n ? Buffer.concat([Buffer.alloc(n - b.length), b]) : b);
  return { publicKey: pad(ecdh.getPublicKey(), 65).toString('base64url'), privateKey: pad(ecdh.getPrivateKey(), 32).toString('base64url') };
}

// validPushKeys tells whether a subscription's p256dh is an uncompressed P-256 point and its auth secret 16 bytes.
export function validPushKeys(p256dh: string, auth: string): boolean {
  try {
    const point = Buffer.from(p256dh, 'base64url');
    const secret = Buffer.from(auth, 'base64url');
    if (point.length !== 65 || point[0] !== 4 || secret.length !== 16) return false;
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

export const adapters = {
  sms: { send: smsSend, test: smsTest },
  whatsapp: { send: whatsappSend, test: whatsappTest },
  telegram: { send: telegramSend, test: telegramTest },
  slack: { send: slackSend, test: slackTest },
};
