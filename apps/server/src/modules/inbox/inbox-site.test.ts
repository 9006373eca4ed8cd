// The public site's chat is the platform workspace's inbox: a visitor's site chat lands in the platform admin's inbox
// (once), an answer from the inbox reaches the site widget's conversation, an answer from /admin/chat shows in the
// inbox, and no other workspace sees any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

type Item = { id: string; preview: string; unreadCount: number };

describe('site chat in the platform inbox', () => {
  it('mirrors the site chat both ways and keeps it to the platform workspace', async () => {
    const start = (await app.request({ method: 'POST', url: '/api/chat/conversations', body: { text: 'Fatura modülü var mı?', language: 'tr' } })).json();
    const headers = { 'x-chat-token': start.visitorToken as string };
    await app.request({ method: 'POST', url: '/api/chat/messages', headers, body: { text: 'Bir sorum daha var' } });

    const list = (await app.request({ method: 'GET', url: '/api/inbox/conversations?channel=chat', token: admin })).json();
    expect(list.items).toHaveLength(1);
    const conv = list.items[0] as Item;
    expect(conv.unreadCount).toBe(2);
    const thread = (await app.request({ method: 'GET', url: `/api/inbox/conversations/${conv.id}`, token: admin })).json();
    const texts = thread.messages.map((m: { text: string; direction: string }) => `${m.direction}:${m.text}`);
    expect(texts[0]).toBe('in:Fatura modülü var mı?');
    expect(texts.at(-1)).toBe('in:Bir sorum daha var');
    expect(texts.filter((x: string) => x.startsWith('out:'))).toHaveLength(1); // the automatic acknowledgement

    // the inbox's answer reaches the site widget's conversation, once
    const reply = await app.request({ method: 'POST', url: `/api/inbox/conversations/${conv.id}/reply`, token: admin, body: { text: 'Evet, var!' } });
    expect(reply.statusCode).toBe(200);
    const polled = (await app.request({ method: 'GET', url: '/api/chat/messages', headers })).json().messages as { text: string; sender: string }[];
    expect(polled.filter((m) => m.text === 'Evet, var!')).toEqual([expect.objectContaining({ sender: 'agent' })]);
    const after = (await app.request({ method: 'GET', url: `/api/inbox/conversations/${conv.id}`, token: admin })).json();
    expect(after.messages.filter((m: { text: string }) => m.text === 'Evet, var!')).toHaveLength(1);

    // an answer from /admin/chat shows in the inbox too
    await app.request({
      method: 'POST',
      url: `/api/admin/chat/conversations/${start.conversationId}/messages`,
      token: admin,
      body: { text: 'Başka sorunuz var mı?' },
    });
    await waitFor(async () => {
      const t = (await app.request({ method: 'GET', url: `/api/inbox/conversations/${conv.id}`, token: admin })).json();
      return t.messages.some((m: { text: string; direction: string }) => m.direction === 'out' && m.text === 'Başka sorunuz var mı?');
    });

    // an ordinary workspace sees none of it
    const user = await app.register();
    const theirs = (await app.request({ method: 'GET', url: '/api/inbox/conversations', token: user.token })).json();
    expect(theirs.total).toBe(0);
    expect((await app.request({ method: 'GET', url: `/api/inbox/conversations/${conv.id}`, token: user.token })).statusCode).toBe(404);
  });
});
