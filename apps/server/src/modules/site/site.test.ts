import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.stop();
});

const mailTo = (to: string, subjectLike: string) =>
  waitFor(async () => {
    const rows = await t.sql(`SELECT * FROM captured_mails WHERE to_addresses = $1 AND subject LIKE $2 ORDER BY received_at DESC`, [to, subjectLike]);
    return rows[0];
  });

describe('contact and demo forms', () => {
  it("never publishes the platform admin's sign-in address: the public support address is empty until set", async () => {
    const pub = (await t.request({ method: 'GET', url: '/api/site/settings' })).json();
    expect(pub.supportEmail).toBeNull();
    expect(JSON.stringify(pub)).not.toContain(ADMIN.email);
  });

  it("writes the demo-request notification in the platform admin's language (Turkish admin, Turkish subject)", async () => {
    await t.request({ method: 'POST', url: '/api/site/demo', ip: '198.51.100.77', body: { email: 'demo-tr@example.com' } });
    const mail = await mailTo(ADMIN.email, '%demo-tr@example.com%');
    expect(mail.subject).toBe('[Ulak] demo-tr@example.com demo talep etti');
    expect(String(mail.text)).toContain('E-posta: demo-tr@example.com');
  });

  it('stores a contact message, mails it to the support address and lists it for the admin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/site/contact',
      body: {
        name: 'Elif Şahin',
        email: 'elif@example.com',
        company: 'Şahin Ltd',
        subject: 'Fiyat teklifi',
        message: 'Merhaba, kurumsal plan hakkında bilgi almak istiyoruz.',
        contactType: 'sales',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/24 hours/);
    const mail = await mailTo(ADMIN.email, '%Fiyat teklifi%');
    expect(String(mail.text)).toContain('kurumsal plan');
    expect(String(mail.text)).toContain('elif@example.com');
    const list = (await t.request({ method: 'GET', url: '/api/admin/inquiries', token: admin })).json();
    expect(list.items[0]).toMatchObject({ kind: 'contact', name: 'Elif Şahin', contactType: 'sales', handledAt: null });
    const handled = await t.request({ method: 'PATCH', url: `/api/admin/inquiries/${list.items[0].id}`, token: admin, body: { handled: true } });
    expect(handled.json().inquiry.handledAt).toBeTruthy();
  });

  it('sends to the support address set by the platform admin', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/platform-settings',
      token: admin,
      body: { supportEmail: 'support@ulak.test', whatsappNumber: '+905551112233' },
    });
    expect(saved.statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/site/demo', body: { email: 'lead@example.com', message: 'Demo please' } });
    const mail = await mailTo('support@ulak.test', '%lead@example.com demo talep etti%');
    expect(String(mail.text)).toContain('Demo please');
    const pub = (await t.request({ method: 'GET', url: '/api/site/settings', headers: { 'accept-language': 'tr' } })).json();
    expect(pub).toMatchObject({
      supportEmail: 'support@ulak.test',
      whatsappNumber: '+905551112233',
      whatsappGreeting: 'Merhaba, Ulak hakkında bilgi almak istiyorum.',
      testimonials: [],
    });
  });

  it('validates as §5 says and stores nothing on bad input', async () => {
    const before = (await t.sql('SELECT count(*)::int n FROM site_inquiries'))[0].n;
    const res = await t.request({ method: 'POST', url: '/api/site/contact', body: { name: '', email: 'x', subject: '', message: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.name', 'body.email', 'body.subject', 'body.message']);
    expect((await t.request({ method: 'POST', url: '/api/site/demo', body: {} })).statusCode).toBe(400);
    expect((await t.sql('SELECT count(*)::int n FROM site_inquiries'))[0].n).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/admin/inquiries', token: (await t.register()).token })).statusCode).toBe(403);
  });

  it('limits submissions per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.request({ method: 'POST', url: '/api/site/demo', ip: '198.51.100.9', body: { email: `d${i}@example.com` } })).statusCode);
    expect(statuses[10]).toBe(429);
  });
});

describe('newsletter', () => {
  it('subscribes with double opt-in: a confirmation mail whose token confirms once', async () => {
    const res = await t.request({ method: 'POST', url: '/api/site/newsletter', body: { email: 'reader@example.com' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.sql(`SELECT status FROM newsletter_subscribers WHERE email = 'reader@example.com'`);
    expect(row.status).toBe('pending');
    const mail = await mailTo('reader@example.com', '%newsletter%');
    const token = /token=([\w-]+)/.exec(String(mail.text))![1];
    const ok = await t.request({ method: 'POST', url: '/api/site/newsletter/confirm', body: { token } });
    expect(ok.statusCode).toBe(200);
    expect((await t.sql(`SELECT status FROM newsletter_subscribers WHERE email = 'reader@example.com'`))[0].status).toBe('confirmed');
    const again = await t.request({ method: 'POST', url: '/api/site/newsletter/confirm', body: { token } });
    expect(again.json().code).toBe('NEWSLETTER_TOKEN_INVALID');
  });

  it("puts confirmed subscribers on one list of the platform admin's audience, and leaves out one who unsubscribed", async () => {
    const confirm = async (email: string) => {
      await t.request({ method: 'POST', url: '/api/site/newsletter', body: { email } });
      const token = /token=([\w-]+)/.exec(String((await mailTo(email.toLowerCase(), '%newsletter%')).text))![1];
      expect((await t.request({ method: 'POST', url: '/api/site/newsletter/confirm', body: { token } })).statusCode).toBe(200);
    };
    const admin = await t.adminToken();
    // one who had left the admin's audience before subscribing stays out of the list
    const gone = (await t.request({ method: 'POST', url: '/api/contacts', token: admin, body: { email: 'gone@example.com' } })).json().contact;
    await t.request({ method: 'POST', url: '/api/contacts/suppressions', token: admin, body: { email: gone.email } });
    await confirm('Second.Reader@Example.com');
    await confirm('gone@example.com');
    const lists = (await t.request({ method: 'GET', url: '/api/contacts/lists', token: admin })).json().lists as { id: string; name: string }[];
    const blog = lists.filter((l) => l.name === 'Blog bülteni · Blog newsletter');
    expect(blog).toHaveLength(1);
    const members = (await t.request({ method: 'GET', url: `/api/contacts?listId=${blog[0].id}`, token: admin })).json().items as {
      email: string;
      consentSource: string;
    }[];
    const emails = members.map((m) => m.email);
    expect(emails).toContain('second.reader@example.com');
    expect(emails).not.toContain('gone@example.com');
    expect(members.find((m) => m.email === 'second.reader@example.com')!.consentSource).toBe('site newsletter');
    // an ordinary workspace gets nothing
    const other = await t.register();
    expect((await t.request({ method: 'GET', url: '/api/contacts/count', token: other.token })).json().count).toBe(0);
  });

  it('sends one confirmation a day per address however many clients subscribe it', async () => {
    const victim = 'bombed@example.com';
    const mails = async () => Number((await t.sql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`, [victim]))[0].n);
    const answers = [];
    for (const ip of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) {
      answers.push(await t.request({ method: 'POST', url: '/api/site/newsletter', ip, body: { email: ip.endsWith('2') ? 'Bombed@Example.com' : victim } }));
    }
    // the same answer every time, one mail, and the per-address limit after three in an hour
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await mails()).toBe(1);
    const fourth = await t.request({ method: 'POST', url: '/api/site/newsletter', ip: '192.0.2.34', body: { email: victim } });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const token = /token=([\w-]+)/.exec(String((await mailTo(victim, '%newsletter%')).text))![1];
    // a day later (and a new hour) the address may be asked once more
    await t.sql(`UPDATE newsletter_subscribers SET confirmation_sent_at = now() - interval '25 hours' WHERE email = $1`, [victim]);
    await t.sql(`DELETE FROM rate_limit_hits WHERE key = $1`, [`newsletter:email:${victim}`]);
    expect((await t.request({ method: 'POST', url: '/api/site/newsletter', ip: '192.0.2.35', body: { email: victim } })).statusCode).toBe(200);
    expect(await mails()).toBe(2);
    // the earlier mail's link was replaced by the new one
    expect((await t.request({ method: 'POST', url: '/api/site/newsletter/confirm', body: { token } })).json().code).toBe('NEWSLETTER_TOKEN_INVALID');
    expect((await t.sql(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1`, [victim]))[0].n).toBe(1);
  });

  it('keeps the first confirmation link valid when the address is entered again the same day', async () => {
    const email = 'twice@example.com';
    await t.request({ method: 'POST', url: '/api/site/newsletter', ip: '192.0.2.41', body: { email } });
    const token = /token=([\w-]+)/.exec(String((await mailTo(email, '%newsletter%')).text))![1];
    await t.request({ method: 'POST', url: '/api/site/newsletter', ip: '192.0.2.42', body: { email } });
    expect((await t.request({ method: 'POST', url: '/api/site/newsletter/confirm', body: { token } })).statusCode).toBe(200);
  });
});

describe('articles', () => {
  it('serves the starter set per language with category counts, search and popular posts', async () => {
    const en = (await t.request({ method: 'GET', url: '/api/site/articles?kind=blog&limit=3' })).json();
    expect(en.total).toBe(8);
    expect(en.items).toHaveLength(3);
    expect(en.items[0].featured).toBe(true);
    expect(en.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(8);
    const more = (await t.request({ method: 'GET', url: '/api/site/articles?kind=blog&limit=3&page=3' })).json();
    expect(more.items).toHaveLength(2);
    const help = (await t.request({ method: 'GET', url: '/api/site/articles?kind=help&category=security', headers: { 'accept-language': 'tr' } })).json();
    expect(help.total).toBe(2);
    const none = (await t.request({ method: 'GET', url: '/api/site/articles?kind=help&search=zzzxxyy' })).json();
    expect(none).toMatchObject({ total: 0, items: [] });
    const found = (await t.request({ method: 'GET', url: '/api/site/articles?kind=help&search=password' })).json();
    expect(found.total).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: "/api/site/articles?kind=help&search=%25'%3B--" })).statusCode).toBe(200);
  });

  it('opens an article, counts the view and records helpfulness', async () => {
    const first = (await t.request({ method: 'GET', url: '/api/site/articles?kind=help&limit=1' })).json().items[0];
    const a = (await t.request({ method: 'GET', url: `/api/site/articles/help/${first.slug}` })).json().article;
    expect(a.body.length).toBeGreaterThan(200);
    expect(a.views).toBe(first.views + 1);
    const vote = await t.request({ method: 'POST', url: `/api/site/articles/${a.id}/helpful`, body: { helpful: true } });
    expect(vote.json().helpfulPercent).toBe(100);
    expect((await t.request({ method: 'GET', url: '/api/site/articles/help/no-such-article' })).statusCode).toBe(404);
  });
});

describe('status page', () => {
  it('is computed from live checks and the incidents the admin records', async () => {
    const ok = (await t.request({ method: 'GET', url: '/api/status' })).json();
    expect(ok.overall).toBe('operational');
    expect(ok.services.map((s: { id: string }) => s.id)).toEqual(['api', 'database', 'queue', 'mail']);
    await t.ctx.services.status.recordSamples();
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/incidents',
      token: admin,
      body: { title: 'Slow mail delivery', impact: 'major', services: ['mail'], description: 'Investigating delays' },
    });
    expect(created.statusCode).toBe(201);
    const degraded = (await t.request({ method: 'GET', url: '/api/status' })).json();
    expect(degraded.overall).toBe('degraded');
    expect(degraded.services.find((s: { id: string }) => s.id === 'mail').status).toBe('degraded');
    expect(degraded.incidents[0]).toMatchObject({ title: 'Slow mail delivery', status: 'investigating' });
    expect(degraded.metrics.uptimePercent).toBe(100);
    const id = created.json().incident.id;
    await t.request({ method: 'POST', url: `/api/admin/incidents/${id}/updates`, token: admin, body: { status: 'resolved', message: 'Fixed' } });
    const back = (await t.request({ method: 'GET', url: '/api/status' })).json();
    expect(back.overall).toBe('operational');
    expect(back.incidents).toEqual([]);
    expect(back.resolvedIncidents[0].updates).toHaveLength(2);
  });

  it('reports an outage when a dependency is down', async () => {
    const verify = t.ctx.mailer.verify;
    t.ctx.mailer.verify = async () => {
      throw new Error('down');
    };
    try {
      expect((await t.request({ method: 'GET', url: '/api/status' })).json().overall).toBe('outage');
    } finally {
      t.ctx.mailer.verify = verify;
    }
  });
});

describe('live chat', () => {
  it('stores the visitor conversation so that a person answers it from the panel', async () => {
    const start = await t.request({ method: 'POST', url: '/api/chat/conversations', body: { text: 'Merhaba, fatura modülü var mı?', language: 'tr' } });
    expect(start.statusCode).toBe(201);
    const { visitorToken, conversationId, messages } = start.json();
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'agent']);
    const headers = { 'x-chat-token': visitorToken };
    await t.request({ method: 'POST', url: '/api/chat/messages', headers, body: { text: 'Bir sorum daha var' } });
    const list = (await t.request({ method: 'GET', url: '/api/admin/chat/conversations', token: admin })).json();
    expect(list.items[0]).toMatchObject({ id: conversationId, lastText: 'Bir sorum daha var', lastSender: 'user' });
    const since = new Date().toISOString();
    const reply = await t.request({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conversationId}/messages`,
      token: admin,
      body: { text: 'Evet, var!' },
    });
    expect(reply.statusCode).toBe(201);
    const polled = (await t.request({ method: 'GET', url: `/api/chat/messages?after=${encodeURIComponent(since)}`, headers })).json().messages;
    expect(polled.map((m: { text: string; sender: string }) => [m.sender, m.text])).toEqual([['agent', 'Evet, var!']]);
  });

  it('refuses a blank message and an unknown token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/chat/conversations', body: { text: '   ' } })).statusCode).toBe(400);
    const res = await t.request({ method: 'GET', url: '/api/chat/messages', headers: { 'x-chat-token': 'nope' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CHAT_NOT_FOUND');
  });
});

describe('public figures', () => {
  it('counts real workspaces and countries', async () => {
    await t.register({ country: 'Turkey' });
    await t.register({ country: 'Germany' });
    const stats = (await t.request({ method: 'GET', url: '/api/site/stats' })).json();
    expect(stats.countries).toBe(2);
    expect(stats.customers).toBeGreaterThanOrEqual(3);
  });
});
