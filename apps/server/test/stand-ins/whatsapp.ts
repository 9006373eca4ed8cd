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
 *
 * The request shape is checked (Graph error code 100 on a bad one, 190 on a bad token); version is any `v\d+.\d`.
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
  template?: { name: string; language: string; params: string[] };
};

// hubSignature is the X-Hub-Signature-256 header value Meta sends: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret.
export function hubSignature(appSecret: string, body: string): string {
  return 'sha256=' + crypto.createHmac('sha256', appSecret).update(body, 'utf8').digest('hex');
}

const graphError = (status: number, code: number, message: string) => ({
  status,
  body: { error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: 'standin' } },
});

// startWhatsApp starts the stand-in on 127.0.0.1 (port 0).
export async function startWhatsApp(opts: { accessToken?: string; appSecret?: string; phoneNumberId?: string } = {}) {
  const accessToken = opts.accessToken ?? 'wa-access-token';
  const appSecret = opts.appSecret ?? 'wa-app-secret';
  const phoneNumberId = opts.phoneNumberId ?? '100200300';
  const received: WhatsAppRequest[] = [];
  const f = faults();
  const server = await listen(async (req) => {
    const m = /^\/(v\d+\.\d+)\/([^/]+)(\/messages)?$/.exec(req.path);
    if (!m) return graphError(404, 803, 'Unknown path');
    if (req.headers.authorization !== `Bearer ${accessToken}`) return graphError(401, 190, 'Invalid OAuth access token.');
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
      const t = b.template as
        { name?: unknown; language?: { code?: unknown }; components?: { type?: string; parameters?: { type?: string; text?: string }[] }[] } | undefined;
      if (typeof t?.name !== 'string' || typeof t.language?.code !== 'string')
        return graphError(400, 100, "(#100) The parameter template['name'] is required.");
      const params = (t.components ?? []).filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => String(p.text ?? '')));
      received.push({ wamid, version: m[1], to, type: 'template', template: { name: t.name, language: t.language.code, params } });
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
