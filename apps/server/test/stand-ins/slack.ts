/**
 * Slack stand-in: incoming webhooks, the Web API's chat.postMessage and auth.test, and signed Events API requests.
 *
 *   const sl = await startSlack({ botToken: 'xoxb-1', signingSecret: 'sign' });
 *   sl.webhookUrl                   // an incoming-webhook URL (POST JSON { text } → "ok")
 *   // Web API: POST {url}/api/chat.postMessage with `Authorization: Bearer xoxb-…`, JSON { channel, text }
 *   sl.received                     // every message posted, by either route
 *   await sl.event(url, { type: 'event_callback', event_id: 'Ev1', event: { … } }) // signed v0 HMAC with timestamp
 *   sl.failNext(1, 500)
 *
 * Errors as Slack answers them: a bad token is HTTP 200 { ok: false, error: 'invalid_auth' }; an unknown webhook is
 * 404 "no_service"; a webhook body without text is 400 "no_text".
 */
import crypto from 'node:crypto';
import { faults, listen, post } from './http.js';

export type SlackMessage = { via: 'webhook' | 'api'; channel?: string; text: string; ts: string };

// slackSignature returns Slack's request signature "v0=" + hex HMAC-SHA256 of "v0:{timestamp}:{body}".
export function slackSignature(signingSecret: string, timestamp: string, body: string): string {
  return 'v0=' + crypto.createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex');
}

// startSlack starts the stand-in on 127.0.0.1 (port 0).
export async function startSlack(opts: { botToken?: string; signingSecret?: string } = {}) {
  const botToken = opts.botToken ?? 'xoxb-stand-in';
  const signingSecret = opts.signingSecret ?? 'slack-signing-secret';
  const hookPath = '/services/T000/B000/' + crypto.randomBytes(8).toString('hex');
  const received: SlackMessage[] = [];
  const f = faults();
  let n = 0;
  const ts = () => `${Math.floor(Date.now() / 1000)}.${String(++n).padStart(6, '0')}`;
  const server = await listen(async (req) => {
    const fault = await f.take();
    if (fault) return { status: fault, body: 'internal_error' };
    if (req.path.startsWith('/services/')) {
      if (req.path !== hookPath) return { status: 404, body: 'no_service' };
      let b: { text?: unknown };
      try {
        b = JSON.parse(req.body) as { text?: unknown };
      } catch {
        return { status: 400, body: 'invalid_payload' };
      }
      if (typeof b.text !== 'string' || !b.text) return { status: 400, body: 'no_text' };
      received.push({ via: 'webhook', text: b.text, ts: ts() });
      return { status: 200, body: 'ok' };
    }
    if (req.headers.authorization !== `Bearer ${botToken}`) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
    if (req.path === '/api/auth.test') return { status: 200, body: { ok: true, team: 'Stand-in', user: 'ulak', team_id: 'T000', user_id: 'U000' } };
    if (req.path !== '/api/chat.postMessage') return { status: 200, body: { ok: false, error: 'unknown_method' } };
    let b: { channel?: unknown; text?: unknown };
    try {
      b = JSON.parse(req.body) as { channel?: unknown; text?: unknown };
    } catch {
      return { status: 200, body: { ok: false, error: 'invalid_json' } };
    }
    if (typeof b.channel !== 'string' || !b.channel) return { status: 200, body: { ok: false, error: 'channel_not_found' } };
    if (typeof b.text !== 'string' || !b.text) return { status: 200, body: { ok: false, error: 'no_text' } };
    const m = { via: 'api' as const, channel: b.channel, text: b.text, ts: ts() };
    received.push(m);
    return { status: 200, body: { ok: true, channel: b.channel, ts: m.ts, message: { text: b.text, type: 'message' } } };
  });
  return {
    url: server.url,
    webhookUrl: server.url + hookPath,
    botToken,
    signingSecret,
    received,
    failNext: f.failNext,
    delayNext: f.delayNext,
    /** Posts an Events API request signed as Slack does (`opts.signature` / `opts.timestamp` override them). */
    event(url: string, payload: unknown, o: { signature?: string; timestamp?: string } = {}) {
      const body = JSON.stringify(payload);
      const timestamp = o.timestamp ?? String(Math.floor(Date.now() / 1000));
      return post(url, body, {
        'content-type': 'application/json',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': o.signature ?? slackSignature(signingSecret, timestamp, body),
      });
    },
    close: server.close,
  };
}
