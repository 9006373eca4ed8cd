import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

let t: TestApp;
let own: SmtpSink;
beforeAll(async () => {
  own = await startSmtpSink();
  // a workspace's own mail server may be the loopback sink only because the operator allows private servers
  t = await startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' });
});
afterAll(async () => {
  await t?.stop();
  await own?.close();
});

const HUMAN = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36' };
const BOT = { 'user-agent': 'Barracuda Sentinel link scanner' };
const HTML =
  '<html><body><p>Merhaba {{ contact.first_name | default: "dostum" }}</p><a href="https://shop.example/a">A</a> <a href="https://shop.example/b">B</a> <a href="https://shop.example/c">C</a></body></html>';

// mailsTo reads what the capture mailbox received for an address (waits for it)
const mailsTo = (to: string, n = 1) =>
  waitFor(async () => {
    const rows = await t.sql(`SELECT subject, html, text, headers FROM captured_mails WHERE to_addresses LIKE $1`, [`%${to}%`]);
    return rows.length >= n
      ? rows.map((r) => ({ subject: String(r.subject), html: String(r.html), headers: String(r.headers).replace(/\r?\n[ \t]+/g, ' ') }))
      : undefined;
  }, 30_000);

const waitSent = (token: string, id: string) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token })).json().campaign;
    return c.status === 'sent' ? c : undefined;
  }, 30_000);

describe('test sends', () => {
  it('sends a campaign test personalised as a contact, marked [Test] with X-Ulak-Test, counted in no report or usage', async () => {
    const { token } = await t.register();
    const contact = (await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'derya@real.test', firstName: 'Derya' } })).json().contact;
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Test me', subject: 'Selam {{ contact.first_name }}', htmlContent: HTML, recipients: 'derya@real.test' },
      })
    ).json().campaign;
    const usageBefore = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription.emailsSentThisMonth;

    const res = await t.request({
      method: 'POST',
      url: `/api/campaigns/${c.id}/test`,
      token,
      body: { emails: ['me@tester.test', 'boss@tester.test'], contactId: contact.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      subject: '[Test] Selam Derya',
      results: [
        { email: 'me@tester.test', sent: true },
        { email: 'boss@tester.test', sent: true },
      ],
    });
    const [mail] = await mailsTo('me@tester.test');
    expect(mail.subject).toBe('[Test] Selam Derya');
    expect(mail.headers).toMatch(/^X-Ulak-Test: 1$/m);
    expect(mail.headers).toContain(`X-Ulak-Campaign: ${c.id}`);
    expect(mail.headers).not.toMatch(/X-Ulak-Delivery/);
    expect(mail.html).toContain('Merhaba Derya');
    // rendered like the real mail: tracked links and the pixel, but with the inert delivery 0
    const click = /href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/.exec(mail.html)![1].replace(/&amp;/g, '&');
    const pixel = /\/t\/o\/([\w.]+)\.gif/.exec(mail.html)![1];
    expect((await t.request({ method: 'GET', url: click, headers: HUMAN })).statusCode).toBe(302);
    await t.request({ method: 'GET', url: `/t/o/${pixel}.gif`, headers: HUMAN });
    await t.ctx.tracking.flush();

    // nothing recorded: no delivery, no tracking event, no usage, an empty report; the campaign is still a draft
    expect((await t.sql(`SELECT count(*)::int n FROM deliveries WHERE campaign_id = $1`, [c.id]))[0].n).toBe(0);
    expect((await t.sql(`SELECT count(*)::int n FROM tracking_events WHERE campaign_id = $1`, [c.id]))[0].n).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription.emailsSentThisMonth).toBe(usageBefore);
    const report = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/report`, token })).json().report;
    expect(report).toMatchObject({ recipients: 0, sent: 0, delivered: 0, opened: { total: 0 }, clicked: { total: 0 } });
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}`, token })).json().campaign.status).toBe('draft');
    // the test's unsubscribe link unsubscribes no one (the chosen contact stays subscribed)
    const unsub = /List-Unsubscribe: <http:\/\/localhost:5000([^>]+)>/.exec(mail.headers)![1];
    await t.app.inject({ method: 'POST', url: unsub, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await t.request({ method: 'GET', url: `/api/contacts/${contact.id}`, token })).json().contact.status).toBe('subscribed');
  });

  it('sends a template test with sample values when no contact is chosen', async () => {
    const { token } = await t.register();
    const tpl = (
      await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Welcome', subject: 'Hi {{ contact.first_name }}', htmlContent: HTML } })
    ).json().template;
    const res = await t.request({ method: 'POST', url: `/api/templates/${tpl.id}/test`, token, body: { emails: ['tpl@tester.test'] } });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('tpl@tester.test');
    expect(mail.subject).toBe('[Test] Hi Ayşe');
    expect(mail.headers).toMatch(/^X-Ulak-Test: 1$/m);
    expect(mail.headers).toContain(`X-Ulak-Template: ${tpl.id}`);
  });

  it('sends a test through the workspace’s own mail server, DKIM signed, and creates no delivery', async () => {
    const { token } = await t.register();
    const server = (
      await t.request({
        method: 'POST',
        url: '/api/ip-rotation/servers',
        token,
        body: { name: 'own', smtpHost: '127.0.0.1', smtpPort: own.port, smtpUser: 'u', smtpPassword: 'p', secure: 'none', dailyLimit: 1000 },
      })
    ).json().server;
    const dkim = (
      await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token, body: { domain: 'brand.test', selector: 'ulak1', generate: true } })
    ).json().dkim;
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Own', subject: 'Own news', htmlContent: HTML, fromEmail: 'news@brand.test', fromName: 'Brand' },
      })
    ).json().campaign;
    const res = await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token, body: { emails: ['own@tester.test'] } });
    expect(res.json()).toMatchObject({ success: true, results: [{ email: 'own@tester.test', sent: true }] });
    const raw = await waitFor(async () => own.raw.find((m) => m.to.includes('own@tester.test'))?.data, 10_000);
    expect(raw).toMatch(/^Subject: \[Test\] Own news$/m);
    expect(raw).toMatch(/^X-Ulak-Test: 1$/m);
    expect(raw).toMatch(/^From: "?Brand"? <news@brand\.test>$/m);
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === dkim.dnsRecord.name) return [[dkim.dnsRecord.value]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const [signature] = (await dkimVerify(Buffer.from(raw, 'latin1'), { resolver })).results;
    expect(signature.status.result).toBe('pass');
    expect(server.id).toBeDefined();
    expect((await t.sql(`SELECT count(*)::int n FROM deliveries WHERE campaign_id = $1`, [c.id]))[0].n).toBe(0);
  });

  it('follows the relay’s sender rules: an unverified From goes out as the platform address with it as Reply-To', async () => {
    const { token } = await t.register();
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Spoof', subject: 'Hi', htmlContent: '<p>x</p>', fromEmail: 'security@paypal.com', fromName: 'PayPal' },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token, body: { emails: ['spoof@tester.test'] } })).statusCode).toBe(200);
    const [row] = await waitFor(async () => {
      const rows = await t.sql(`SELECT from_address, headers FROM captured_mails WHERE to_addresses = 'spoof@tester.test'`);
      return rows.length ? rows : undefined;
    }, 10_000);
    expect(String(row.from_address)).toMatch(/<no-reply@[^>]+>$/);
    expect(String(row.from_address)).not.toMatch(/paypal/i);
    expect(String(row.headers)).toMatch(/^Reply-To: security@paypal\.com$/m);
  });

  it('refuses more than five addresses, a foreign contact and a foreign campaign, and throttles a workspace at 20 an hour', async () => {
    const a = await t.register();
    const b = await t.register();
    const c = (await t.request({ method: 'POST', url: '/api/campaigns', token: a.token, body: { name: 'T', subject: 'S', htmlContent: '<p>x</p>' } })).json()
      .campaign;
    const six = Array.from({ length: 6 }, (_, i) => `x${i}@tester.test`);
    const tooMany = await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: a.token, body: { emails: six } });
    expect(tooMany.statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: a.token, body: { emails: [] } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: a.token, body: { emails: ['not-an-address'] } })).statusCode).toBe(
      400,
    );
    const foreignContact = (
      await t.request({ method: 'POST', url: '/api/contacts', token: b.token, body: { email: 'secret@b.test', firstName: 'Secret' } })
    ).json().contact;
    const leak = await t.request({
      method: 'POST',
      url: `/api/campaigns/${c.id}/test`,
      token: a.token,
      body: { emails: ['a@tester.test'], contactId: foreignContact.id },
    });
    expect(leak.statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: b.token, body: { emails: ['b@tester.test'] } })).statusCode).toBe(404);
    for (let i = 0; i < 20; i++)
      expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: a.token, body: { emails: ['loop@tester.test'] } })).statusCode).toBe(
        200,
      );
    const limited = await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token: a.token, body: { emails: ['loop@tester.test'] } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('campaign report', () => {
  it('counts delivered, bounced, opens and clicks (human and machine), unsubscribes, complaints and links from the records', async () => {
    const { token } = await t.register();
    const people = ['r1', 'r2', 'r3', 'r4'].map((x) => `${x}@report.test`);
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Report', subject: 'News', htmlContent: HTML, recipients: people.join('\n') },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
    await waitSent(token, c.id);
    // a click within 2 s of sending counts as a machine's: the messages are made older than that
    await t.sql(`UPDATE deliveries SET sent_at = sent_at - interval '1 minute' WHERE campaign_id = $1`, [c.id]);
    const mail = async (to: string) => (await mailsTo(to))[0].html;
    const links = async (to: string) =>
      [...(await mail(to)).matchAll(/href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const pixelOf = async (to: string) => /\/t\/o\/([\w.]+)\.gif/.exec(await mail(to))![1];

    // r1: human open and clicks on A twice and B once (not every link: a person); r2: opened by a human; r3: only a scanner
    // opened and clicked A
    await t.request({ method: 'GET', url: `/t/o/${await pixelOf(people[0])}.gif`, headers: HUMAN });
    const [a1, b1] = await links(people[0]);
    await t.request({ method: 'GET', url: a1, headers: HUMAN });
    await t.request({ method: 'GET', url: a1, headers: HUMAN });
    await t.request({ method: 'GET', url: b1, headers: HUMAN });
    await t.request({ method: 'GET', url: `/t/o/${await pixelOf(people[1])}.gif`, headers: HUMAN });
    await t.request({ method: 'GET', url: `/t/o/${await pixelOf(people[2])}.gif`, headers: BOT });
    await t.request({ method: 'GET', url: (await links(people[2]))[0], headers: BOT });
    await t.ctx.tracking.flush();
    // r4 bounced later (DSN), r2 complained, r1 unsubscribed from this campaign's link
    const hook = new URL((await t.request({ method: 'GET', url: '/api/contacts/webhook', token })).json().url as string).pathname;
    await t.request({
      method: 'POST',
      url: hook,
      body: {
        events: [
          { type: 'bounce', bounceType: 'hard', email: people[3], campaignId: c.id },
          { type: 'complaint', email: people[1], campaignId: c.id },
        ],
      },
    });
    const r1 = await mailsTo(people[0]);
    const unsub = /List-Unsubscribe: <http:\/\/localhost:5000([^>]+)>/.exec(r1[0].headers)![1];
    await t.app.inject({ method: 'POST', url: unsub, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    // a test send after all that changes nothing
    await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/test`, token, body: { emails: ['late@tester.test'] } });

    const res = await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/report`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      recipients: 4,
      sent: 4,
      delivered: 3,
      bounced: 1,
      failed: 0,
      opened: { human: 2, machine: 1, total: 3, events: 3 },
      clicked: { human: 1, machine: 1, total: 2, events: 4 },
      unsubscribed: 1,
      complained: 1,
      rates: { delivered: 75, opened: 66.7, clicked: 33.3 },
    });

    const linkRows = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/links`, token })).json().links;
    expect(linkRows).toEqual([
      { url: 'https://shop.example/a', clicks: 3, humanClicks: 2, recipients: 2, humanRecipients: 1 },
      { url: 'https://shop.example/b', clicks: 1, humanClicks: 1, recipients: 1, humanRecipients: 1 },
    ]);

    const all = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/recipients?limit=2`, token })).json();
    expect(all.recipients.map((r: { email: string; state: string }) => [r.email, r.state])).toEqual([
      [people[0], 'unsubscribed'],
      [people[1], 'complained'],
    ]);
    const next = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/recipients?limit=2&cursor=${all.nextCursor}`, token })).json();
    expect(next.recipients.map((r: { email: string; state: string }) => [r.email, r.state])).toEqual([
      [people[2], 'clicked'],
      [people[3], 'bounced'],
    ]);
    expect(next.nextCursor).toBeNull();
    const bounced = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/recipients?status=bounced`, token })).json().recipients;
    expect(bounced.map((r: { email: string }) => r.email)).toEqual([people[3]]);
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/recipients?status=nope`, token })).statusCode).toBe(400);

    const rendered = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/rendered`, token })).json();
    expect(rendered).toMatchObject({ subject: 'News', sample: people[0] });
    expect(rendered.html).toContain('/t/o/0.');
    // the preview's tracking marker records nothing
    await t.request({ method: 'GET', url: `/t/o/${/\/t\/o\/([\w.]+)\.gif/.exec(rendered.html)![1]}.gif`, headers: HUMAN });
    await t.ctx.tracking.flush();
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/report`, token })).json().report.opened.events).toBe(3);
  });

  it('answers an empty report for a draft and 404 for another workspace’s campaign', async () => {
    const a = await t.register();
    const b = await t.register();
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token: a.token,
        body: { name: 'Draft', subject: 'S', htmlContent: '<p>{{ contact.first_name }}</p>' },
      })
    ).json().campaign;
    const report = (await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/report`, token: a.token })).json().report;
    expect(report).toMatchObject({ recipients: 0, delivered: 0, rates: { opened: 0 } });
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/rendered`, token: a.token })).json()).toMatchObject({
      sample: null,
      html: expect.stringContaining('Ayşe'),
    });
    for (const path of ['report', 'links', 'recipients', 'rendered'])
      expect((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}/${path}`, token: b.token })).statusCode).toBe(404);
  });
});
