import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

let t: TestApp;
beforeAll(async () => {
  // the SMTP sinks below are on loopback, which workspace mail servers may use only when the operator allows it
  t = await startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' });
});
afterAll(async () => {
  await t?.stop();
});

const waitStatus = (token: string, id: string, status: string, ms = 30_000) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token })).json().campaign;
    return c.status === status ? c : undefined;
  }, ms);

describe('templates', () => {
  it('compiles MJML on the server, derives text, validates Liquid, and previews with sample values', async () => {
    const { token } = await t.register();
    const mjml =
      '<mjml><mj-body><mj-section><mj-column><mj-text>Merhaba {{ contact.first_name | default: "dostum" }}</mj-text></mj-column></mj-section></mj-body></mjml>';
    const res = await t.request({
      method: 'POST',
      url: '/api/templates',
      token,
      body: { name: 'Hoş geldin', subject: 'Selam {{ contact.first_name }}', mjml, designJson: '{"x":1}', templateType: 'custom' },
    });
    expect(res.statusCode).toBe(201);
    const tpl = res.json().template;
    expect(tpl).toMatchObject({ slug: 'hos-geldin', designJson: '{"x":1}' });
    expect(tpl.htmlContent).toContain('<!doctype html>');
    expect(tpl.textContent).toContain('Merhaba');
    const preview = await t.request({ method: 'GET', url: `/api/templates/${tpl.slug}/preview`, token });
    expect(preview.body).toContain('Merhaba Ayşe');
    expect(
      (
        await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Bad', subject: 'x', htmlContent: '<p>{{ contact.first_name | </p>' } })
      ).json().code,
    ).toBe('TEMPLATE_INVALID_LIQUID');
    expect((await t.request({ method: 'POST', url: '/api/templates', token, body: { name: '', subject: '' } })).statusCode).toBe(400);
    const gallery = (await t.request({ method: 'GET', url: '/api/templates/gallery', token, headers: { 'accept-language': 'tr' } })).json().templates;
    expect(gallery.map((g: { key: string }) => g.key)).toEqual(['welcome', 'newsletter', 'promotion', 'receipt']);
    const copied = await t.request({ method: 'POST', url: '/api/templates/gallery/welcome', token });
    expect(copied.json().template.category).toBe('welcome');
    const dup = await t.request({ method: 'POST', url: `/api/templates/${tpl.id}/duplicate`, token });
    expect(dup.json().template.slug).toBe('hos-geldin-copy');
  });
});

describe('spam check', () => {
  it('scores content with the rules that fired and their fixes; bands as specified', async () => {
    const { token } = await t.register();
    const bad = (
      await t.request({
        method: 'POST',
        url: '/api/email-sending/spam-check',
        token,
        body: {
          subject: 'FREE MONEY!!! ACT NOW',
          content: '<p>Click here to win. <a href="https://bit.ly/x">https://bank.example</a></p><img src="a.png"><img src="b.png">',
        },
      })
    ).json();
    expect(bad.spamScore).toBeGreaterThanOrEqual(70);
    expect(bad.band).toBe('bad');
    expect(bad.rules.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['shouting_subject', 'spam_phrases', 'no_unsubscribe', 'link_shortener', 'mismatched_link', 'image_ratio']),
    );
    const good = (
      await t.request({
        method: 'POST',
        url: '/api/email-sending/spam-check',
        token,
        body: {
          subject: 'Our November product update',
          content: `<p>${'We shipped new invoice designs and faster imports this month. '.repeat(5)}</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>`,
        },
      })
    ).json();
    expect(good.spamScore).toBeLessThan(30);
    expect(good.band).toBe('good');
    expect((await t.request({ method: 'POST', url: '/api/email-sending/spam-check', token, body: { subject: '', content: 'x' } })).statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('skips contacts who left by one-click POST, by the preferences page or through a hard-bounce webhook', async () => {
    const { token } = await t.register();
    const list = (await t.request({ method: 'POST', url: '/api/contacts/lists', token, body: { name: 'Everyone' } })).json().list;
    const add = async (email: string) => (await t.request({ method: 'POST', url: '/api/contacts', token, body: { email, listIds: [list.id] } })).json().contact;
    const tokenOf = async (id: string) =>
      ((await t.request({ method: 'GET', url: `/api/contacts/${id}`, token })).json().contact.preferencesUrl as string).split('/preferences/')[1];
    const stays = await add('stays@leave.test');
    const oneClick = await add('oneclick@leave.test');
    const prefs = await add('prefs@leave.test');
    await add('bounced@leave.test');
    // RFC 8058 one-click, the preferences page's "unsubscribe from all", a hard bounce through the delivery webhook
    const unsub = await t.app.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${await tokenOf(oneClick.id)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsub.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/public/preferences/${await tokenOf(prefs.id)}`, body: { unsubscribeAll: true } })).statusCode).toBe(
      200,
    );
    const hook = new URL((await t.request({ method: 'GET', url: '/api/contacts/webhook', token })).json().url as string).pathname;
    expect(
      (
        await t.request({
          method: 'POST',
          url: hook,
          body: { events: [{ type: 'bounce', bounceType: 'hard', email: 'bounced@leave.test', reason: '550 5.1.1 user unknown' }] },
        })
      ).statusCode,
    ).toBe(200);
    const suppressed = (await t.request({ method: 'GET', url: '/api/contacts/suppressions?search=leave.test', token }))
      .json()
      .items.map((i: { email: string }) => i.email)
      .sort();
    expect(suppressed).toEqual(['bounced@leave.test', 'oneclick@leave.test', 'prefs@leave.test']);

    // a later campaign to the whole list, and the same addresses typed in as free text, reaches only the one who stayed
    const created = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      token,
      body: {
        name: 'After',
        subject: 'Later news',
        htmlContent: '<p>Later news</p>',
        listIds: [list.id],
        recipients: 'oneclick@leave.test\nprefs@leave.test\nbounced@leave.test',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().campaign.id;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${id}/send`, token })).statusCode).toBe(200);
    expect(await waitStatus(token, id, 'sent')).toMatchObject({ sent: 1, failed: 0 });
    const mails = await t.sql(`SELECT to_addresses FROM captured_mails WHERE to_addresses LIKE '%@leave.test%' AND subject = 'Later news'`);
    expect(mails).toHaveLength(1);
    expect(String(mails[0].to_addresses)).toContain(`<${stays.email}>`);
  });

  it('sends a campaign to a list and free-text recipients through the capture mailbox with personalisation, tracking and RFC 8058 headers', async () => {
    const { token } = await t.register();
    const list = (await t.request({ method: 'POST', url: '/api/contacts/lists', token, body: { name: 'Customers' } })).json().list;
    await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'zeynep@ulak.test', firstName: 'Zeynep', listIds: [list.id] } });
    await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'blocked@ulak.test', firstName: 'Blocked', listIds: [list.id] } });
    await t.request({ method: 'POST', url: '/api/contacts/suppressions', token, body: { email: 'blocked@ulak.test' } });
    const created = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      token,
      body: {
        name: 'Kasım bülteni',
        subject: 'Merhaba {{ contact.first_name }}',
        htmlContent: '<html><body><p>Selam {{ contact.first_name | default: "dostum" }}!</p><a href="https://ulak.example/blog">Blog</a></body></html>',
        listIds: [list.id],
        recipients: 'no-at-sign line\nali@ulak.test, Ali Veli\nzeynep@ulak.test',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().campaign.id;
    expect(created.json().campaign).toMatchObject({ status: 'draft', statusLabel: 'Taslak' });
    const sent = await t.request({ method: 'POST', url: `/api/campaigns/${id}/send`, token });
    expect(sent.statusCode).toBe(200);
    const done = await waitStatus(token, id, 'sent');
    expect(done).toMatchObject({ recipients: 2, sent: 2, failed: 0, statusLabel: 'Gönderildi' });
    const mails = await t.sql(
      `SELECT to_addresses, subject, html, text, headers FROM captured_mails WHERE to_addresses LIKE '%ulak.test%' ORDER BY to_addresses`,
    );
    expect(mails.map((m) => m.subject)).toEqual(['Merhaba Ali Veli', 'Merhaba Zeynep']);
    const zeynep: Record<string, unknown> = { ...mails[1], headers: String(mails[1].headers).replace(/\r?\n[ \t]+/g, ' ') };
    expect(String(zeynep.html)).toContain('Selam Zeynep!');
    expect(String(zeynep.headers)).toMatch(/List-Unsubscribe: <http:\/\/localhost:5000\/api\/public\/unsubscribe\/[^>]+>/);
    expect(String(zeynep.headers)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(String(zeynep.headers)).toMatch(/Message-ID: <[\w.]+@localhost>/i);
    expect(String(zeynep.text)).toContain('Selam Zeynep!');
    expect(String(zeynep.html)).toMatch(/Unsubscribe|Abonelikten/);

    // open pixel and click redirect (a click within 2 s of sending is a link scanner's: the messages are made older)
    await t.sql(`UPDATE deliveries SET sent_at = sent_at - interval '1 minute' WHERE campaign_id = $1`, [id]);
    const pixel = /\/t\/o\/([\w.]+)\.gif/.exec(String(zeynep.html))![1];
    const click = /href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/.exec(String(zeynep.html))![1].replace(/&amp;/g, '&');
    const ua = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36' };
    const open = await t.request({ method: 'GET', url: `/t/o/${pixel}.gif`, headers: ua });
    expect(open.headers['content-type']).toBe('image/gif');
    await t.request({ method: 'GET', url: `/t/o/${pixel}.gif`, headers: ua });
    const redirect = await t.request({ method: 'GET', url: click, headers: ua });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://ulak.example/blog');
    expect((await t.request({ method: 'GET', url: click.replace(/u=[^&]+/, 'u=https%3A%2F%2Fevil.example') })).statusCode).toBe(404);
    await t.ctx.tracking.flush();
    const after = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token })).json().campaign;
    expect(after).toMatchObject({ opened: 1, clicked: 1 });
    const [{ n }] = await t.sql(`SELECT count(*)::int n FROM tracking_events WHERE campaign_id = $1`, [id]);
    expect(n).toBe(3);

    // one-click unsubscribe from the header, then a later send skips the address
    const unsub = /List-Unsubscribe: <http:\/\/localhost:5000([^>]+)>/.exec(String(zeynep.headers))![1];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: unsub,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(200);
    const dup = (await t.request({ method: 'POST', url: `/api/campaigns/${id}/duplicate`, token })).json().campaign;
    await t.request({ method: 'POST', url: `/api/campaigns/${dup.id}/send`, token });
    const second = await waitStatus(token, dup.id, 'sent');
    expect(second.recipients).toBe(1);
    // usage counts the real deliveries
    const usage = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
    expect(usage.emailsSentThisMonth).toBe(3);
  });

  it('enforces the status machine and refuses a send past the monthly limit', async () => {
    const { token, user } = await t.register();
    const recipients = Array.from({ length: 501 }, (_, i) => `u${i}@limit.test`).join('\n');
    // the recipients are contacts already (a workspace over its plan's contact limit, e.g. after a downgrade), so the
    // start creates none and the monthly email limit is what refuses it
    await t.sql(`INSERT INTO contacts (workspace_id, email) SELECT $1, 'u' || g || '@limit.test' FROM generate_series(0, 500) g`, [user.workspaceId]);
    await t.sql(`INSERT INTO contacts (workspace_id, email) VALUES ($1, 'a@b.test')`, [user.workspaceId]);
    const c = (
      await t.request({ method: 'POST', url: '/api/campaigns', token, body: { name: 'Too big', subject: 'Hi', htmlContent: '<p>Hi</p>', recipients } })
    ).json().campaign;
    const refused = await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatch(/monthly limit: 501 recipients, 500 emails left on the Free plan/);
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}`, token })).json().campaign.status).toBe('draft');
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/pause`, token })).statusCode).toBe(409);
    const empty = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Empty', subject: 'Hi', htmlContent: '<p>x</p>', recipients: 'nobody here' },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${empty.id}/send`, token })).json().error).toBe('No valid email addresses found');
    const noSubject = (await t.request({ method: 'POST', url: '/api/campaigns', token, body: { name: 'No subject', recipients: 'a@b.test' } })).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${noSubject.id}/send`, token })).json().code).toBe('CAMPAIGN_NO_SUBJECT');
    const ok = (
      await t.request({ method: 'POST', url: '/api/campaigns', token, body: { name: 'Ok', subject: 'Hi', htmlContent: '<p>x</p>', recipients: 'a@b.test' } })
    ).json().campaign;
    await t.request({ method: 'POST', url: `/api/campaigns/${ok.id}/send`, token });
    await waitStatus(token, ok.id, 'sent');
    const edit = await t.request({ method: 'PUT', url: `/api/campaigns/${ok.id}`, token, body: { subject: 'changed' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CAMPAIGN_NOT_EDITABLE');
    const past = await t.request({ method: 'POST', url: `/api/campaigns/${noSubject.id}/schedule`, token, body: { scheduledAt: '2020-01-01T00:00:00Z' } });
    expect(past.json().code).toBe('CAMPAIGN_SCHEDULE_PAST');
  });

  it('the bulk call answers with success, totalSent and totalFailed', async () => {
    const { token } = await t.register();
    const res = await t.request({
      method: 'POST',
      url: '/api/email-sending/bulk',
      token,
      body: {
        recipients: ['one@bulk.test', 'two@bulk.test', 'not-an-email'],
        subject: 'Bulk',
        htmlContent: '<p>Hi {{ contact.first_name }}</p>',
        campaignName: 'Bulk test',
        personalizeContent: true,
        trackOpens: true,
        trackClicks: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, totalSent: 2, totalFailed: 0 });
    expect(
      (await t.request({ method: 'POST', url: '/api/email-sending/bulk', token, body: { recipients: ['nope'], subject: 'x', htmlContent: 'y' } })).json().error,
    ).toBe('No valid email addresses found');
  });
});

describe('rotation across real SMTP servers', () => {
  it('weighted 3:1 distributes in proportion, and a server going down mid-campaign loses no recipient', async () => {
    const sinks = await Promise.all(['a', 'b', 'c'].map(async (name) => Object.assign(await startSmtpSink(), { name })));
    try {
      const { token, user } = await t.register({ selectedPlan: 'business' });
      await t.sql(`UPDATE subscriptions SET status = 'active' WHERE workspace_id = $1`, [user.workspaceId]);
      const add = (s: SmtpSink & { name: string }, weight: number) =>
        t.request({
          method: 'POST',
          url: '/api/ip-rotation/servers',
          token,
          body: {
            name: s.name,
            smtpHost: '127.0.0.1',
            smtpPort: s.port,
            smtpUser: 'u',
            smtpPassword: 'secret-pass',
            secure: 'none',
            dailyLimit: 100000,
            weight,
          },
        });
      const a = (await add(sinks[0], 3)).json().server;
      expect(a).not.toHaveProperty('smtpPassword');
      expect(a.hasPassword).toBe(true);
      const [stored] = await t.sql(`SELECT smtp_password_enc FROM mail_servers WHERE id = $1`, [a.id]);
      expect(String(stored.smtp_password_enc)).not.toContain('secret-pass');
      await add(sinks[1], 1);
      expect((await t.request({ method: 'POST', url: `/api/ip-rotation/servers/${a.id}/test`, token })).json().ok).toBe(true);
      // a partial update changes only what it names: pausing keeps the port, the daily limit and the weight
      const paused = (await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${a.id}`, token, body: { status: 'paused' } })).json().server;
      expect(paused).toMatchObject({ status: 'paused', smtpPort: sinks[0].port, dailyLimit: 100000, weight: 3, hasPassword: true });
      const resumed = (await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${a.id}`, token, body: { status: 'active' } })).json().server;
      expect(resumed).toMatchObject({ status: 'active', smtpPort: sinks[0].port, dailyLimit: 100000, weight: 3 });
      await t.request({ method: 'POST', url: '/api/email-sending/rotation/strategy', token, body: { strategy: 'weighted' } });
      const recipients = Array.from({ length: 400 }, (_, i) => `w${i}@rot.test`).join('\n');
      const c = (
        await t.request({
          method: 'POST',
          url: '/api/campaigns',
          token,
          body: { name: 'Weighted', subject: 'Hi', htmlContent: '<p>Hi</p>', recipients, trackOpens: false, trackClicks: false },
        })
      ).json().campaign;
      await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token });
      await waitStatus(token, c.id, 'sent', 15_000).catch(async (e) => {
        console.log(
          JSON.stringify(await t.sql(`SELECT status, count(*)::int, min(error) FROM deliveries WHERE campaign_id = $1 GROUP BY status`, [c.id])),
          JSON.stringify(await t.sql('SELECT name, status, paused_until, last_error FROM mail_servers')),
        );
        throw e;
      });
      const ratio = sinks[0].received.length / sinks[1].received.length;
      expect(sinks[0].received.length + sinks[1].received.length).toBe(400);
      expect(ratio).toBeGreaterThan(2.7);
      expect(ratio).toBeLessThan(3.3);

      // round-robin over three; the third refuses connections from the start: its share moves to the others
      await add(sinks[2], 1);
      sinks[2].refuse = true;
      await t.request({ method: 'POST', url: '/api/email-sending/rotation/strategy', token, body: { strategy: 'round-robin' } });
      for (const s of sinks) s.received.length = 0;
      const rr = Array.from({ length: 300 }, (_, i) => `r${i}@rot.test`).join('\n');
      const c2 = (
        await t.request({
          method: 'POST',
          url: '/api/campaigns',
          token,
          body: { name: 'Failover', subject: 'Hi', htmlContent: '<p>Hi</p>', recipients: rr, trackOpens: false, trackClicks: false },
        })
      ).json().campaign;
      await t.request({ method: 'POST', url: `/api/campaigns/${c2.id}/send`, token });
      const done = await waitStatus(token, c2.id, 'sent', 60_000);
      expect(done).toMatchObject({ sent: 300, failed: 0 });
      const all = [...sinks[0].received, ...sinks[1].received];
      expect(new Set(all).size).toBe(300);
      expect(all.length).toBe(300);
      const stats = (await t.request({ method: 'GET', url: '/api/email-sending/rotation/stats', token })).json();
      expect(stats.strategy).toBe('round-robin');
      const third = stats.servers.find((s: { name: string }) => s.name === 'c');
      expect(third.status).toBe('paused');
      expect(third.failedToday).toBeGreaterThan(0);
    } finally {
      await Promise.all(sinks.map((s) => s.close()));
    }
  }, 120_000);

  it('round-robin deals messages to healthy servers in turn: 30 over three give 10 / 10 / 10', async () => {
    const sinks = await Promise.all([0, 1, 2].map(() => startSmtpSink()));
    try {
      const { token, user } = await t.register({ selectedPlan: 'business' });
      await t.sql(`UPDATE subscriptions SET status = 'active' WHERE workspace_id = $1`, [user.workspaceId]);
      for (const [i, s] of sinks.entries()) {
        const body = {
          name: `rr${i}`,
          smtpHost: '127.0.0.1',
          smtpPort: s.port,
          smtpUser: 'u',
          smtpPassword: 'p',
          secure: 'none',
          dailyLimit: 100000,
          weight: 1,
        };
        expect((await t.request({ method: 'POST', url: '/api/ip-rotation/servers', token, body })).statusCode).toBe(201);
      }
      await t.request({ method: 'POST', url: '/api/email-sending/rotation/strategy', token, body: { strategy: 'round-robin' } });
      const recipients = Array.from({ length: 30 }, (_, i) => `even${i}@rot.test`).join('\n');
      const c = (
        await t.request({
          method: 'POST',
          url: '/api/campaigns',
          token,
          body: { name: 'Even', subject: 'Hi', htmlContent: '<p>Hi</p>', recipients, trackOpens: false, trackClicks: false },
        })
      ).json().campaign;
      await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token });
      expect(await waitStatus(token, c.id, 'sent', 30_000)).toMatchObject({ sent: 30, failed: 0 });
      expect(sinks.map((s) => s.received.length)).toEqual([10, 10, 10]);
    } finally {
      await Promise.all(sinks.map((s) => s.close()));
    }
  }, 60_000);
});
