/**
 * Telegram Bot API stand-in: getMe, sendMessage, setWebhook (with secret_token), deleteWebhook, and updates posted to
 * the registered webhook with the X-Telegram-Bot-Api-Secret-Token header.
 *
 *   const tg = await startTelegram({ token: '123:ABC', username: 'ulak_test_bot' });
 *   // the adapter calls {url}/bot{token}/{method} with a JSON (or form) body
 *   tg.received              // sendMessage calls: { chatId, text, messageId }
 *   tg.webhook               // { url, secretToken } after setWebhook
 *   await tg.update({ message: { chat: { id: 42 }, from: {…}, text: '/start abc' } }) // posts to the webhook
 *   await tg.update(payload, { secretToken: 'wrong' })                                 // a forged one
 *   tg.failNext(1, 502)
 *
 * Answers as the Bot API does: { ok: true, result } or { ok: false, error_code, description } (401 Unauthorized for
 * a bad token, 400 "Bad Request: chat not found" for an unknown chat when `knownChats` is set).
 */
import { faults, listen, post } from './http.js';

export type TelegramSent = { chatId: string; text: string; messageId: number };

// startTelegram starts the stand-in on 127.0.0.1 (port 0).
export async function startTelegram(opts: { token?: string; username?: string; knownChats?: string[] } = {}) {
  const token = opts.token ?? '123456:STAND-IN-TOKEN';
  const username = opts.username ?? 'ulak_stand_in_bot';
  const received: TelegramSent[] = [];
  const state: { webhook?: { url: string; secretToken?: string } } = {};
  const f = faults();
  let messageId = 0;
  let updateId = 1000;
  const fail = (code: number, description: string) => ({ status: code, body: { ok: false, error_code: code, description } });
  const server = await listen(async (req) => {
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.path);
    if (!m) return fail(404, 'Not Found');
    if (m[1] !== token) return fail(401, 'Unauthorized');
    const fault = await f.take();
    if (fault) return fail(fault, 'Internal Server Error');
    let p: Record<string, unknown> = Object.fromEntries(req.query);
    if (req.body) {
      const type = String(req.headers['content-type'] ?? '');
      try {
        p = { ...p, ...(type.includes('json') ? (JSON.parse(req.body) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(req.body))) };
      } catch {
        return fail(400, "Bad Request: can't parse JSON object");
      }
    }
    switch (m[2]) {
      case 'getMe':
        return { status: 200, body: { ok: true, result: { id: Number(token.split(':')[0]) || 1, is_bot: true, first_name: 'Stand-in', username } } };
      case 'setWebhook': {
        const url = typeof p.url === 'string' ? p.url : '';
        if (url && !/^https?:\/\//.test(url)) return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
        const secret = typeof p.secret_token === 'string' ? p.secret_token : undefined;
        if (secret !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) return fail(400, 'Bad Request: secret token contains unallowed characters');
        state.webhook = url ? { url, secretToken: secret } : undefined;
        return { status: 200, body: { ok: true, result: true, description: url ? 'Webhook was set' : 'Webhook was deleted' } };
      }
      case 'deleteWebhook':
        state.webhook = undefined;
        return { status: 200, body: { ok: true, result: true, description: 'Webhook was deleted' } };
      case 'sendMessage': {
        const chatId = p.chat_id === undefined ? '' : String(p.chat_id);
        const text = typeof p.text === 'string' ? p.text : '';
        if (!chatId) return fail(400, 'Bad Request: chat_id is empty');
        if (!text) return fail(400, 'Bad Request: message text is empty');
        if (opts.knownChats && !opts.knownChats.includes(chatId)) return fail(400, 'Bad Request: chat not found');
        const sent = { chatId, text, messageId: ++messageId };
        received.push(sent);
        return {
          status: 200,
          body: { ok: true, result: { message_id: sent.messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, text } },
        };
      }
      default:
        return fail(404, 'Not Found: method not found');
    }
  });
  return {
    url: server.url,
    token,
    username,
    received,
    get webhook() {
      return state.webhook;
    },
    failNext: f.failNext,
    delayNext: f.delayNext,
    /** Posts an update to the registered webhook (update_id added when missing); `o.secretToken` overrides the header, null omits it. */
    update(payload: Record<string, unknown>, o: { secretToken?: string | null; url?: string } = {}) {
      const url = o.url ?? state.webhook?.url;
      if (!url) throw new Error('no webhook set');
      const body = JSON.stringify({ update_id: ++updateId, ...payload });
      const secret = o.secretToken === undefined ? state.webhook?.secretToken : o.secretToken;
      return post(url, body, { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) });
    },
    /** A private text message update from a user. */
    textUpdate(chatId: number, text: string, from: { first_name?: string; username?: string } = {}) {
      return {
        update_id: ++updateId,
        message: {
          message_id: ++messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private' },
          from: { id: chatId, is_bot: false, first_name: from.first_name ?? 'Ali', username: from.username },
          text,
        },
      };
    },
    close: server.close,
  };
}
