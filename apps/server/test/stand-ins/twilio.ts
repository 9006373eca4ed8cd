/**
 * Twilio-style SMS REST stand-in (the Programmable Messaging API, 2010-04-01), for tests on loopback.
 *
 *   const tw = await startTwilio({ accountSid: 'AC123', authToken: 'secret' });
 *   // point the adapter at tw.url; it POSTs form-encoded To, From, Body, StatusCallback to
 *   //   /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (AccountSid:AuthToken)
 *   tw.received            // every accepted message: { sid, to, from, body, statusCallback, segments }
 *   await tw.status(sid, 'delivered')        // POSTs MessageSid/MessageStatus to the message's StatusCallback,
 *                                            // signed with X-Twilio-Signature (HMAC-SHA1 of URL + sorted params)
 *   await tw.inbound(url, { From, To, Body }) // an incoming SMS to a messaging webhook, signed the same way
 *   tw.failNext(2, 503); tw.delayNext(1, 5000) // scripted faults
 *   await tw.close()
 *
 * Answers like Twilio: 201 with the message resource (sid "SM…", status "queued", num_segments), 401 code 20003 on
 * bad credentials, 400 code 21211 for a To that is not E.164, 400 code 21602 without a Body. GET
 * /2010-04-01/Accounts/{Sid}.json returns the account (what a "test connection" calls).
 */
import crypto from 'node:crypto';
import { faults, listen, post, type PostResult } from './http.js';

/** A message the stand-in accepted; `at` is when (ms since the epoch). */
export type TwilioMessage = { sid: string; to: string; from: string; body: string; statusCallback?: string; segments: number; at: number };

// twilioSignature computes X-Twilio-Signature: base64 HMAC-SHA1 over the full URL followed by each POST parameter's
// name and value, sorted by name.
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

// postSigned posts form parameters to a URL signed as Twilio signs its webhooks (or with `signature` when given).
export async function postTwilioForm(url: string, authToken: string, params: Record<string, string>, signature?: string): Promise<PostResult> {
  const sig = signature ?? twilioSignature(authToken, url, params);
  return post(url, new URLSearchParams(params).toString(), { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sig });
}

// startTwilio starts the stand-in on 127.0.0.1 (port 0).
export async function startTwilio(opts: { accountSid?: string; authToken?: string } = {}) {
  const accountSid = opts.accountSid ?? 'AC00000000000000000000000000000000';
  const authToken = opts.authToken ?? 'twilio-auth-token';
  const received: TwilioMessage[] = [];
  const callbacks: { url: string; params: Record<string, string>; result: PostResult }[] = [];
  const f = faults();
  const basic = 'Basic ' + Buffer.from(`${accountSid}:${authToken}`).toString('base64');
  const server = await listen(async (req) => {
    const base = `/2010-04-01/Accounts/${accountSid}`;
    if (!req.path.startsWith('/2010-04-01/Accounts/')) return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
    if (req.headers.authorization !== basic || !req.path.startsWith(base)) return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    const fault = await f.take();
    if (fault) return { status: fault, body: { code: 20500, message: 'Internal Server Error', status: fault } };
    if (req.method === 'GET' && req.path === `${base}.json`)
      return { status: 200, body: { sid: accountSid, friendly_name: 'Stand-in account', status: 'active' } };
    if (req.method !== 'POST' || req.path !== `${base}/Messages.json`) return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return { status: 400, body: { code: 20001, message: 'Expected form-encoded parameters', status: 400 } };
    }
    const p = new URLSearchParams(req.body);
    const to = p.get('To') ?? '';
    const from = p.get('From') ?? p.get('MessagingServiceSid') ?? '';
    const body = p.get('Body') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return { status: 400, body: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 } };
    if (!from) return { status: 400, body: { code: 21603, message: "A 'From' phone number is required.", status: 400 } };
    if (!body) return { status: 400, body: { code: 21602, message: 'Message body is required.', status: 400 } };
    const ucs2 = /[^\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z[\]^_a-z{|}~£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà\\€]/.test(body);
    const per = ucs2 ? (body.length > 70 ? 67 : 70) : body.length > 160 ? 153 : 160;
    const msg: TwilioMessage = {
      sid: 'SM' + crypto.randomBytes(16).toString('hex'),
      to,
      from,
      body,
      statusCallback: p.get('StatusCallback') ?? undefined,
      segments: Math.max(1, Math.ceil(body.length / per)),
      at: Date.now(),
    };
    received.push(msg);
    return {
      status: 201,
      body: {
        sid: msg.sid,
        account_sid: accountSid,
        to,
        from,
        body,
        status: 'queued',
        num_segments: String(msg.segments),
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
      },
    };
  });
  return {
    url: server.url,
    accountSid,
    authToken,
    received,
    /** Every callback posted through `status` or `inbound`, with the answer it got. */
    callbacks,
    failNext: f.failNext,
    delayNext: f.delayNext,
    /** Posts a delivery status for a sent message to its StatusCallback (signed; `signature` overrides it). */
    async status(
      sid: string,
      status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed',
      extra: { errorCode?: string; signature?: string; url?: string } = {},
    ) {
      const m = received.find((r) => r.sid === sid);
      const url = extra.url ?? m?.statusCallback;
      if (!url) throw new Error(`no StatusCallback for ${sid}`);
      const params: Record<string, string> = {
        AccountSid: accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: m?.to ?? '',
        From: m?.from ?? '',
      };
      if (extra.errorCode) params.ErrorCode = extra.errorCode;
      const result = await postTwilioForm(url, authToken, params, extra.signature);
      callbacks.push({ url, params, result });
      return result;
    },
    /** Posts an incoming SMS to a messaging webhook URL as Twilio does (signed; `signature` overrides it). */
    async inbound(url: string, msg: { From: string; To: string; Body: string; MessageSid?: string }, signature?: string) {
      const sid = msg.MessageSid ?? 'SM' + crypto.randomBytes(16).toString('hex');
      const params = { AccountSid: accountSid, MessageSid: sid, SmsMessageSid: sid, From: msg.From, To: msg.To, Body: msg.Body, NumMedia: '0' };
      const result = await postTwilioForm(url, authToken, params, signature);
      callbacks.push({ url, params, result });
      return { sid, ...result };
    },
    close: server.close,
  };
}
