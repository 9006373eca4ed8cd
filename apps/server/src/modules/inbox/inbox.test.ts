// The unified inbox end to end: the widget's round trip over real SSE, de-duplication, email replies through the real
// SMTP server, WhatsApp's 24-hour rule, and another workspace seeing, sending and receiving nothing of the first's.
import http from 'node:http';
import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { stripQuoted } from './inbound-smtp.js';

type Events = { events: Record<string, unknown>[]; close: () => void; status: number; headers: http.IncomingHttpHeaders };

// sse opens an event stream on the listening app and collects its events.
function sse(base: string, path: string, headers: Record<string, string> = {}): Promise<Events> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const out: Events = { events: [], close: () => req.destroy(), status: res.statusCode ?? 0, headers: res.headers };
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          for (const line of block.split('\n')) if (line.startsWith('data: ')) out.events.push(JSON.parse(line.slice(6)));
        }
      });
      res.on('error', () => undefined);
      resolve(out);
    });
    req.on('error', reject);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

let app: TestApp;
let base: string;
let smtpPort: number;
let a: { token: string; user: { id: string; workspaceId: string } };
let b: { token: string; user: { id: string; workspaceId: string } };
const streams: Events[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  app = await startTestApp({ ULAK_INBOUND_SMTP_PORT: String(smtpPort), ULAK_INBOUND_DOMAIN: 'inbound.test' });
  base = await app.app.listen({ port: 0, host: '127.0.0.1' });
  a = await app.register();
  b = await app.register();
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await app?.stop();
});

const agentStream = async (token: string) => {
  const t = (await app.request({ method: 'POST', url: '/api/inbox/stream-token', token })).json().token as string;
  const s = await sse(base, `/api/inbox/stream?token=${encodeURIComponent(t)}`);
  streams.push(s);
  return s;
};
const widgetOf = async (token: string) => (await app.request({ method: 'GET', url: '/api/inbox/widget', token })).json();
const has = (s: Events, pred: (e: Record<string, unknown>) => boolean) => waitFor(async () => s.events.find(pred), 5000);

describe('live chat widget', () => {
  it('serves the script to any origin and answers preflights with CORS *', async () => {
    const w = await widgetOf(a.token);
    expect(w.snippet).toContain(`${w.key}.js`);
    const js = await app.request({ method: 'GET', url: `/api/inbox/widget/${w.key}.js`, headers: { origin: 'https://shop.example' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['access-control-allow-origin']).toBe('*');
    expect(js.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(js.body).toContain(w.key);
    const pre = await app.request({
      method: 'OPTIONS',
      url: `/api/inbox/widget/${w.key}/messages`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    // the rest of the API keeps the product's own origin
    const other = await app.request({ method: 'GET', url: '/api/inbox/conversations', token: a.token, headers: { origin: 'https://shop.example' } });
    expect(other.headers['access-control-allow-origin']).not.toBe('*');
    expect((await app.request({ method: 'GET', url: '/api/inbox/widget/unknownkey1234.js' })).statusCode).toBe(404);
  });

  it('carries a visitor message to the agent live and the reply and typing back to the visitor', async () => {
    const w = await widgetOf(a.token);
    const agent = await agentStream(a.token);
    const agentB = await agentStream(b.token);
    const vt = (await app.request({ method: 'POST', url: `/api/inbox/widget/${w.key}/visitors`, body: {} })).json().visitorToken as string;
    const visitor = await sse(base, `/api/inbox/widget/${w.key}/stream?token=${encodeURIComponent(vt)}`, { origin: 'https://shop.example' });
    streams.push(visitor);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['access-control-allow-origin']).toBe('*');

    const sent = await app.request({
      method: 'POST',
      url: `/api/inbox/widget/${w.key}/messages`,
      body: { visitorToken: vt, clientId: 'client-0001', text: 'Merhaba, fiyat?' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().duplicate).toBe(false);
    const got = (await has(agent, (e) => e.type === 'message')) as {
      conversation: { id: string; channel: string; unreadCount: number };
      message: { text: string };
    };
    expect(got.message.text).toBe('Merhaba, fiyat?');
    expect(got.conversation.channel).toBe('chat');
    await has(agent, (e) => e.type === 'unread' && (e.unread as { total: number }).total === 1);

    // a retried post is the same message
    const again = await app.request({
      method: 'POST',
      url: `/api/inbox/widget/${w.key}/messages`,
      body: { visitorToken: vt, clientId: 'client-0001', text: 'Merhaba, fiyat?' },
    });
    expect(again.json().duplicate).toBe(true);

    const list = (await app.request({ method: 'GET', url: '/api/inbox/conversations?channel=chat', token: a.token })).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0].unreadCount).toBe(1);
    const id = list.items[0].id as string;

    await app.request({ method: 'POST', url: `/api/inbox/widget/${w.key}/typing`, body: { visitorToken: vt, typing: true } });
    await has(agent, (e) => e.type === 'typing' && e.who === 'visitor' && e.conversationId === id);

    await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/typing`, token: a.token, body: { typing: true } });
    await has(visitor, (e) => e.type === 'typing' && e.typing === true);
    const reply = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/reply`, token: a.token, body: { text: 'Hoş geldiniz!' } });
    expect(reply.statusCode).toBe(200);
    const back = (await has(visitor, (e) => e.type === 'message' && (e.message as { direction: string }).direction === 'out')) as {
      message: Record<string, unknown>;
    };
    expect(back.message.text).toBe('Hoş geldiniz!');
    expect(back.message).not.toHaveProperty('authorId');

    const history = (await app.request({ method: 'GET', url: `/api/inbox/widget/${w.key}/messages?token=${encodeURIComponent(vt)}` })).json();
    expect(history.messages.map((m: { text: string }) => m.text)).toEqual(['Merhaba, fiyat?', 'Hoş geldiniz!']);

    const read = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/read`, token: a.token });
    expect(read.json().conversation.unreadCount).toBe(0);
    // workspace B's agents heard none of it
    await new Promise((r) => setTimeout(r, 200));
    expect(agentB.events).toEqual([]);
  });

  it('refuses blank or oversized messages and bad visitor tokens', async () => {
    const w = await widgetOf(a.token);
    const vt = (await app.request({ method: 'POST', url: `/api/inbox/widget/${w.key}/visitors`, body: {} })).json().visitorToken as string;
    const blank = await app.request({
      method: 'POST',
      url: `/api/inbox/widget/${w.key}/messages`,
      body: { visitorToken: vt, clientId: 'client-0002', text: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const big = await app.request({
      method: 'POST',
      url: `/api/inbox/widget/${w.key}/messages`,
      body: { visitorToken: vt, clientId: 'client-0003', text: 'x'.repeat(20_000) },
    });
    expect([400, 413]).toContain(big.statusCode);
    const forged = await app.request({
      method: 'POST',
      url: `/api/inbox/widget/${w.key}/messages`,
      body: { visitorToken: `${vt.split('.')[0]}.AAAA`, clientId: 'client-0004', text: 'hi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INBOX_VISITOR_TOKEN_INVALID');
    const badStream = await app.request({ method: 'GET', url: '/api/inbox/stream?token=nope' });
    expect(badStream.statusCode).toBe(401);
    // one visitor holds at most ten open streams
    const path = `/api/inbox/widget/${w.key}/stream?token=${encodeURIComponent(vt)}`;
    const open = await Promise.all(Array.from({ length: 10 }, () => sse(base, path)));
    streams.push(...open);
    expect(open.every((s) => s.status === 200)).toBe(true);
    const extra = await sse(base, path);
    streams.push(extra);
    expect(extra.status).toBe(429);
  });
});

describe('inbound messages from other channels', () => {
  it('lands a retried delivery once and says the channel is not configured on reply', async () => {
    const input = { workspaceId: a.user.workspaceId, channel: 'sms' as const, externalId: 'SM123', from: '+905551112233', text: 'Kargom nerede?' };
    const first = await app.ctx.fronts.inbox.receive(input);
    const second = await app.ctx.fronts.inbox.receive(input);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ ...first, duplicate: true });
    const rows = await app.sql('SELECT count(*)::int AS n FROM inbox_messages WHERE workspace_id = $1 AND external_id = $2', [a.user.workspaceId, 'SM123']);
    expect(rows[0].n).toBe(1);
    const convs = await app.sql("SELECT count(*)::int AS n FROM inbox_conversations WHERE workspace_id = $1 AND channel = 'sms'", [a.user.workspaceId]);
    expect(convs[0].n).toBe(1);
    // the same provider id in another workspace is another message
    const other = await app.ctx.fronts.inbox.receive({ ...input, workspaceId: b.user.workspaceId });
    expect(other.duplicate).toBe(false);
    expect(other.conversationId).not.toBe(first.conversationId);

    const res = await app.request({ method: 'POST', url: `/api/inbox/conversations/${first.conversationId}/reply`, token: a.token, body: { text: 'Yolda' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INBOX_CHANNEL_NOT_CONFIGURED');
  });

  it("enforces WhatsApp's 24-hour window for free text", async () => {
    const sends: unknown[] = [];
    const fronts = app.ctx.fronts as unknown as Record<string, unknown>;
    fronts.channels = {
      send: async (x: unknown) => {
        sends.push(x);
        return { externalId: `wamid.${sends.length}` };
      },
    };
    try {
      const old = await app.ctx.fronts.inbox.receive({
        workspaceId: a.user.workspaceId,
        channel: 'whatsapp',
        externalId: 'wamid.old',
        from: '+905550000001',
        text: 'Selam',
        at: new Date(Date.now() - 25 * 3600_000),
      });
      const thread = (await app.request({ method: 'GET', url: `/api/inbox/conversations/${old.conversationId}`, token: a.token })).json();
      expect(thread.canReply).toBe(false);
      const late = await app.request({
        method: 'POST',
        url: `/api/inbox/conversations/${old.conversationId}/reply`,
        token: a.token,
        body: { text: 'Merhaba' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('INBOX_WHATSAPP_WINDOW_CLOSED');
      expect(sends).toHaveLength(0);
      await app.ctx.fronts.inbox.receive({
        workspaceId: a.user.workspaceId,
        channel: 'whatsapp',
        externalId: 'wamid.new',
        from: '+905550000001',
        text: 'Orada mısınız?',
      });
      const ok = await app.request({ method: 'POST', url: `/api/inbox/conversations/${old.conversationId}/reply`, token: a.token, body: { text: 'Evet' } });
      expect(ok.statusCode).toBe(200);
      expect(sends).toEqual([expect.objectContaining({ workspaceId: a.user.workspaceId, channel: 'whatsapp', to: '+905550000001', text: 'Evet' })]);
    } finally {
      delete fronts.channels;
    }
  });
});

describe('email replies through the inbound SMTP server', () => {
  it('threads a reply by In-Reply-To onto the conversation and refuses unknown addresses', async () => {
    const w = await widgetOf(a.token);
    expect(w.replyAddress).toMatch(/^reply\+[0-9a-f]{48}@inbound\.test$/);
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    await smtp.sendMail({
      from: 'Can Demir <can@example.com>',
      to: w.replyAddress,
      subject: 'Fatura sorusu',
      text: 'Faturam gelmedi.',
      messageId: '<first@example.com>',
    });
    const conv = await waitFor(
      async () => (await app.sql("SELECT id, thread_key FROM inbox_conversations WHERE workspace_id = $1 AND channel = 'email'", [a.user.workspaceId]))[0],
    );
    const id = conv.id as string;
    const reply = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/reply`, token: a.token, body: { text: 'Hemen gönderiyoruz.' } });
    expect(reply.statusCode).toBe(200);
    const out = (await app.sql("SELECT external_id FROM inbox_messages WHERE conversation_id = $1 AND direction = 'out'", [id]))[0].external_id as string;
    expect(out).toMatch(/^<.+@inbound\.test>$/);
    // the reply went out with our Message-ID, In-Reply-To the customer's message, and the workspace's reply address
    const sent = await waitFor(async () => (await app.sql('SELECT subject, headers FROM captured_mails WHERE message_id = $1', [out]))[0]);
    expect(sent.subject).toBe('Re: Fatura sorusu');
    expect(String(sent.headers)).toMatch(/in-reply-to:\s*<first@example\.com>/i);
    expect(
      String(sent.headers)
        .toLowerCase()
        .replace(/reply-to:\s+/, 'reply-to: '),
    ).toContain(`reply-to: ${w.replyAddress}`);
    // the customer answers our reply: In-Reply-To names our Message-ID, and the quoted text is left out
    await smtp.sendMail({
      from: 'can@example.com',
      to: w.replyAddress,
      subject: 'Re: Fatura sorusu',
      text: 'Teşekkürler, geldi.\n\nOn Tue, Ulak wrote:\n> Hemen gönderiyoruz.',
      messageId: '<second@example.com>',
      inReplyTo: out,
      references: ['<first@example.com>', out],
    });
    const msgs = await waitFor(async () => {
      const rows = await app.sql("SELECT text FROM inbox_messages WHERE conversation_id = $1 AND direction = 'in' ORDER BY created_at", [id]);
      return rows.length === 2 ? rows : undefined;
    });
    expect(msgs.map((m) => m.text)).toEqual(['Faturam gelmedi.', 'Teşekkürler, geldi.']);
    // a redelivered message is not a second one
    await smtp.sendMail({
      from: 'can@example.com',
      to: w.replyAddress,
      subject: 'Re: Fatura sorusu',
      text: 'Teşekkürler, geldi.',
      messageId: '<second@example.com>',
      inReplyTo: out,
    });
    const count = await app.sql("SELECT count(*)::int AS n FROM inbox_messages WHERE workspace_id = $1 AND channel = 'email' AND direction = 'in'", [
      a.user.workspaceId,
    ]);
    expect(count[0].n).toBe(2);
    await expect(
      smtp.sendMail({ from: 'x@example.com', to: 'reply+00000000000000000000000000000000aaaaaaaaaaaaaaaa@inbound.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
    smtp.close();
  });

  it('keeps the new part of a reply', () => {
    expect(stripQuoted('Tamam.\n\n2026 tarihinde Ulak şunu yazdı:\n> eski')).toBe('Tamam.');
    expect(stripQuoted('> only quoted')).toBe('> only quoted');
  });
});

describe('workspace isolation', () => {
  it('gives another workspace none of the conversations on any endpoint', async () => {
    const list = (await app.request({ method: 'GET', url: '/api/inbox/conversations', token: a.token })).json();
    const id = list.items[0].id as string;
    const bList = (await app.request({ method: 'GET', url: '/api/inbox/conversations', token: b.token })).json();
    expect(bList.items.map((c: { id: string }) => c.id)).not.toContain(id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/inbox/conversations/${id}`],
      ['POST', `/api/inbox/conversations/${id}/reply`, { text: 'x' }],
      ['POST', `/api/inbox/conversations/${id}/assign`, { assigneeId: b.user.id }],
      ['POST', `/api/inbox/conversations/${id}/status`, { status: 'resolved' }],
      ['POST', `/api/inbox/conversations/${id}/read`],
      ['POST', `/api/inbox/conversations/${id}/typing`, { typing: true }],
    ];
    for (const [method, url, body] of calls) {
      const res = await app.request({ method, url, token: b.token, body });
      expect(res.statusCode, url).toBe(404);
    }
    const wrongMember = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/assign`, token: a.token, body: { assigneeId: b.user.id } });
    expect(wrongMember.statusCode).toBe(400);
    expect(wrongMember.json().code).toBe('INBOX_ASSIGNEE_NOT_MEMBER');
    const assigned = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/assign`, token: a.token, body: { assigneeId: a.user.id } });
    expect(assigned.json().conversation.assigneeId).toBe(a.user.id);
    const mine = (await app.request({ method: 'GET', url: '/api/inbox/conversations?assignee=me', token: a.token })).json();
    expect(mine.items.map((c: { id: string }) => c.id)).toEqual([id]);
    const resolved = await app.request({ method: 'POST', url: `/api/inbox/conversations/${id}/status`, token: a.token, body: { status: 'resolved' } });
    expect(resolved.json().conversation.status).toBe('resolved');
    const members = (await app.request({ method: 'GET', url: '/api/inbox/members', token: b.token })).json();
    expect(members.items.map((m: { id: string }) => m.id)).toEqual([b.user.id]);

    // a visitor token of A's widget does not work on B's widget, and the reverse
    const wa = await widgetOf(a.token);
    const wb = await widgetOf(b.token);
    expect(wa.key).not.toBe(wb.key);
    const vtA = (await app.request({ method: 'POST', url: `/api/inbox/widget/${wa.key}/visitors`, body: {} })).json().visitorToken as string;
    for (const [method, url, body] of [
      ['POST', `/api/inbox/widget/${wb.key}/messages`, { visitorToken: vtA, clientId: 'client-0100', text: 'hi' }],
      ['GET', `/api/inbox/widget/${wb.key}/messages?token=${encodeURIComponent(vtA)}`],
      ['POST', `/api/inbox/widget/${wb.key}/typing`, { visitorToken: vtA, typing: true }],
      ['GET', `/api/inbox/widget/${wb.key}/stream?token=${encodeURIComponent(vtA)}`],
    ] as [string, string, unknown?][]) {
      const res = await app.request({ method, url, body });
      expect(res.statusCode, url).toBe(401);
    }
    // a message through B's widget lands in B's inbox only
    const vtB = (await app.request({ method: 'POST', url: `/api/inbox/widget/${wb.key}/visitors`, body: {} })).json().visitorToken as string;
    await app.request({ method: 'POST', url: `/api/inbox/widget/${wb.key}/messages`, body: { visitorToken: vtB, clientId: 'client-0101', text: 'B visitor' } });
    const aChats = (await app.request({ method: 'GET', url: '/api/inbox/conversations?channel=chat', token: a.token })).json();
    expect(aChats.items.map((c: { preview: string }) => c.preview)).not.toContain('B visitor');
    const bChats = (await app.request({ method: 'GET', url: '/api/inbox/conversations?channel=chat', token: b.token })).json();
    expect(bChats.items.map((c: { preview: string }) => c.preview)).toContain('B visitor');
    // the API document names the inbox's routes
    const doc = await app.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/inbox/conversations', '/api/inbox/widget/{key}/messages', '/api/inbox/stream']),
    );
    // without a session, nothing
    expect((await app.request({ method: 'GET', url: '/api/inbox/conversations' })).statusCode).toBe(401);
  });
});
