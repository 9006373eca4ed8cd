/**
 * WhatsApp Cloud API stand-in (Graph API messages endpoint and webhooks), for tests on loopback.
 *
 *   const wa = await startWhatsApp({ accessToken: 'token', appSecret: 'app-secret', phoneNumberId: '1055' });
 *   // the adapter POSTs JSON to /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>`:
 *   //   { messaging_product: 'whatsapp', to, type: 'text', text: { body } }
 *   //   { messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code }, components } }
 *   wa.received                                     // accepted requests, each with its wamid
 *   await wa.status(webhookUrl, wamid, 'delivered')  // posts a statuses webhook signed with X-Hub-Signature-256
 *   await wa.inbound(webhookUrl, { from, text })     // posts an incoming text message webhook
 *   await wa.postSigned(webhookUrl, payload, sig?)   // any payload (sig overrides the correct signature)
 *   wa.failNext(2, 500)
 *   // GET /{version}/{waba-id}/message_templates?status=APPROVED&limit=&after= lists `templates` (Graph objects with
 *   // components HEADER / BODY / FOOTER / BUTTONS), paged by cursor like the Graph API
 *   const wa2 = await startWhatsApp({ wabaId: '2001', templates: [{ name: 'order_update', language: 'tr', … }] })
 *
 * The request shape is checked (Graph error code 100 on a bad one, 190 on a bad token); version is any `v\d+.\d`.
 * A template message naming one of `templates` must fill exactly its parameters — the header's, the body's and each
 * button's (error 132000 otherwise); one naming another template is taken as it is.
 * GET /{version}/{phone-number-id} answers the phone number object (what a "test connection" calls).
 */
import crypto from 'node:crypto';
import { faults, listen, post } from './http.js';

export type WhatsAppRequest = {
  wamid: string;
  version: string;
  to: string;
  type: 'text' | 'template';
  body?: string;
  /** header: its text parameter or media link; buttons: by index, each with its sub_type and parameter. */
  template?: {
    name: string;
    language: string;
    params: string[];
    header?: { type: string; text?: string; link?: string };
    buttons?: { index: number; subType: string; param: string }[];
  };
};

/** A template as the Graph API lists it. */
export type GraphTemplate = {
  id?: string;
  name: string;
  language: string;
  status?: string;
  category?: string;
  components: { type: string; format?: string; text?: string; buttons?: { type: string; text: string; url?: string }[] }[];
};

/** Templates the stand-in knows by default: one per kind of parameter. */
export const DEFAULT_TEMPLATES: GraphTemplate[] = [
  { name: 'hello_world', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hello World' }] },
  {
    name: 'spring_sale',
    language: 'tr',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Merhaba {{1}}' },
      { type: 'BODY', text: '{{1}}, bahar indirimi başladı: {{2}} indirim!' },
      { type: 'FOOTER', text: 'Ulak' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Alışverişe başla', url: 'https://shop.example.com/{{1}}' },
          { type: 'QUICK_REPLY', text: 'İlgilenmiyorum' },
        ],
      },
    ],
  },
  {
    name: 'invoice_pdf',
    language: 'en_US',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'DOCUMENT' },
      { type: 'BODY', text: 'Your invoice {{1}} is ready.' },
    ],
  },
  { name: 'pending_review', language: 'en_US', status: 'PENDING', category: 'MARKETING', components: [{ type: 'BODY', text: 'Not approved yet' }] },
];

const placeholderCount = (text: string | undefined) => new Set(Array.from((text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g), (m) => m[1])).size;

// hubSignature is the X-Hub-Signature-256 header value Meta sends: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret.
export function hubSignature(appSecret: string, body: string): string {
  return 'sha256=' + crypto.createHmac('sha256', appSecret).update(body, 'utf8').digest('hex');
}

const graphError = (status: number, code: number, message: string) => ({
  status,
  body: { error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: 'standin' } },
});

// startWhatsApp starts the stand-in on 127.0.0.1 (port 0).
export async function startWhatsApp(
  opts: { accessToken?: string; appSecret?: string; phoneNumberId?: string; wabaId?: string; templates?: GraphTemplate[] } = {},
) {
  const accessToken = opts.accessToken ?? 'wa-access-token';
  const appSecret = opts.appSecret ?? 'wa-app-secret';
  const phoneNumberId = opts.phoneNumberId ?? '100200300';
  const wabaId = opts.wabaId ?? '200300400';
  const templates = (opts.templates ?? DEFAULT_TEMPLATES).map((t, i) => ({ id: String(9000 + i), status: 'APPROVED', category: 'MARKETING', ...t }));
  const received: WhatsAppRequest[] = [];
  const f = faults();
  // listTemplates answers a message_templates page: `limit` per page, the `after` cursor a base64 offset
  const listTemplates = (q: URLSearchParams) => {
    const status = q.get('status');
    const all = templates.filter((t) => !status || t.status === status);
    const limit = Math.min(Number(q.get('limit') ?? 25) || 25, 1000);
    const start = q.get('after') ? Number(Buffer.from(q.get('after')!, 'base64').toString()) : 0;
    const data = all.slice(start, start + limit);
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
    const more = start + limit < all.length;
    return {
      status: 200,
      body: {
        data,
        paging: {
          cursors: { before: cursor(start), after: cursor(start + limit) },
          ...(more ? { next: `https://graph.facebook.com/next?after=${cursor(start + limit)}` } : {}),
        },
      },
    };
  };
  // checkTemplate compares a template message's components with a known template's parameters (undefined: fine)
  const checkTemplate = (t: NonNullable<WhatsAppRequest['template']>): string | undefined => {
    const known = templates.find((x) => x.name === t.name && x.language === t.language);
    if (!known) return undefined;
    const part = (type: string) => known.components.find((c) => c.type === type);
    const header = part('HEADER');
    const wantHeader = header ? (header.format === 'TEXT' || !header.format ? placeholderCount(header.text) : 1) : 0;
    const gotHeader = t.header ? 1 : 0;
    if (wantHeader !== gotHeader) return `header: expected ${wantHeader} parameter(s), got ${gotHeader}`;
    if (header?.format && header.format !== 'TEXT' && t.header?.type !== header.format.toLowerCase()) return `header: expected ${header.format}`;
    if (placeholderCount(part('BODY')?.text) !== t.params.length)
      return `body: expected ${placeholderCount(part('BODY')?.text)} parameter(s), got ${t.params.length}`;
    const buttons = part('BUTTONS')?.buttons ?? [];
    for (const [index, b] of buttons.entries()) {
      const sent = t.buttons?.find((x) => x.index === index);
      const needs = b.type === 'URL' && placeholderCount(b.url) > 0;
      if (needs && !sent) return `button ${index}: a parameter is required`;
      if (sent && sent.subType !== b.type.toLowerCase()) return `button ${index}: sub_type ${sent.subType} is not ${b.type}`;
    }
    if ((t.buttons ?? []).some((x) => x.index >= buttons.length)) return 'button index out of range';
    return undefined;
  };
  const server = await listen(async (req) => {
    const m = /^\/(v\d+\.\d+)\/([^/]+)(\/messages|\/message_templates)?$/.exec(req.path);
    if (!m) return graphError(404, 803, 'Unknown path');
    if (req.headers.authorization !== `Bearer ${accessToken}`) return graphError(401, 190, 'Invalid OAuth access token.');
    if (m[3] === '/message_templates') {
      if (m[2] !== wabaId) return graphError(400, 100, `Unsupported get request. Object with ID '${m[2]}' does not exist`);
      const fault = await f.take();
      if (fault) return graphError(fault, 1, 'An unknown error occurred');
      return listTemplates(req.query);
    }
    if (m[2] !== phoneNumberId) return graphError(400, 100, `Unsupported post request. Object with ID '${m[2]}' does not exist`);
    const fault = await f.take();
    if (fault) return graphError(fault, 1, 'An unknown error occurred');
    if (!m[3] && req.method === 'GET')
      return { status: 200, body: { id: phoneNumberId, display_phone_number: '+90 555 000 0000', verified_name: 'Stand-in', quality_rating: 'GREEN' } };
    if (!m[3] || req.method !== 'POST') return graphError(400, 100, 'Unsupported request');
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return graphError(400, 100, 'Invalid JSON');
    }
    const to = typeof b.to === 'string' ? b.to : '';
    if (b.messaging_product !== 'whatsapp') return graphError(400, 100, '(#100) The parameter messaging_product is required.');
    if (!/^\+?[1-9]\d{7,14}$/.test(to)) return graphError(400, 100, '(#100) Invalid parameter: to');
    const wamid = 'wamid.' + crypto.randomBytes(18).toString('base64url');
    if (b.type === 'text') {
      const text = b.text as { body?: unknown } | undefined;
      if (typeof text?.body !== 'string' || !text.body) return graphError(400, 100, "(#100) The parameter text['body'] is required.");
      received.push({ wamid, version: m[1], to, type: 'text', body: text.body });
    } else if (b.type === 'template') {
      type Param = { type?: string; text?: string; payload?: string; coupon_code?: string } & Record<string, { link?: string } | string | undefined>;
      const t = b.template as
        | { name?: unknown; language?: { code?: unknown }; components?: { type?: string; sub_type?: string; index?: string; parameters?: Param[] }[] }
        | undefined;
      if (typeof t?.name !== 'string' || typeof t.language?.code !== 'string')
        return graphError(400, 100, "(#100) The parameter template['name'] is required.");
      const comps = t.components ?? [];
      if (comps.some((c) => !['header', 'body', 'button'].includes(String(c.type)))) return graphError(400, 100, '(#100) Invalid component type');
      const params = comps.filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => String(p.text ?? '')));
      const template: NonNullable<WhatsAppRequest['template']> = { name: t.name, language: t.language.code, params };
      const h = comps.find((c) => c.type === 'header')?.parameters?.[0];
      if (h) {
        const kind = String(h.type ?? '');
        const media = h[kind];
        if (kind !== 'text' && (typeof media !== 'object' || typeof media?.link !== 'string' || !media.link.startsWith('https://')))
          return graphError(400, 100, `(#100) The parameter header['${kind}']['link'] is required.`);
        template.header = kind === 'text' ? { type: 'text', text: String(h.text ?? '') } : { type: kind, link: (media as { link: string }).link };
      }
      const buttons = comps.filter((c) => c.type === 'button');
      for (const c of buttons) {
        if (!['url', 'quick_reply', 'copy_code'].includes(String(c.sub_type)) || !/^\d$/.test(String(c.index)))
          return graphError(400, 100, "(#100) The parameter button['sub_type'] / ['index'] is invalid.");
      }
      if (buttons.length)
        template.buttons = buttons.map((c) => {
          const p = c.parameters?.[0];
          return { index: Number(c.index), subType: String(c.sub_type), param: String(p?.text ?? p?.payload ?? p?.coupon_code ?? '') };
        });
      const problem = checkTemplate(template);
      if (problem) return graphError(400, 132000, `(#132000) Number of parameters does not match the expected number of params (${problem})`);
      received.push({ wamid, version: m[1], to, type: 'template', template });
    } else return graphError(400, 100, '(#100) Unsupported message type');
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }], messages: [{ id: wamid }] } };
  });
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '905550000000', phone_number_id: phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });
  const postSigned = (url: string, payload: unknown, signature?: string) => {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sig = signature === undefined ? hubSignature(appSecret, body) : signature;
    if (sig) headers['x-hub-signature-256'] = sig;
    return post(url, body, headers);
  };
  return {
    url: server.url,
    accessToken,
    appSecret,
    phoneNumberId,
    wabaId,
    templates,
    received,
    failNext: f.failNext,
    delayNext: f.delayNext,
    /** The webhook body of a status change (for batching several in one test). */
    statusPayload: (wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient = '905551112233', error?: string) =>
      envelope({
        statuses: [
          {
            id: wamid,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: recipient,
            ...(error ? { errors: [{ code: 131026, title: error }] } : {}),
          },
        ],
      }),
    /** The webhook body of an incoming text message. */
    inboundPayload: (msg: { from: string; text: string; id?: string; name?: string }) =>
      envelope({
        contacts: [{ profile: { name: msg.name ?? 'Stand-in' }, wa_id: msg.from }],
        messages: [
          {
            from: msg.from,
            id: msg.id ?? 'wamid.' + crypto.randomBytes(18).toString('base64url'),
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: msg.text },
          },
        ],
      }),
    postSigned,
    /** Posts a signed status webhook for a message. */
    status(url: string, wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed', error?: string) {
      const r = received.find((x) => x.wamid === wamid);
      return postSigned(url, this.statusPayload(wamid, status, r?.to.replace(/^\+/, ''), error));
    },
    /** Posts a signed incoming-message webhook. */
    inbound(url: string, msg: { from: string; text: string; id?: string; name?: string }) {
      return postSigned(url, this.inboundPayload(msg));
    },
    close: server.close,
  };
}
