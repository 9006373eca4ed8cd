// Regression tests for hostile templates and contact data: no file system from Liquid, bounded renders, escaped merge
// fields, only the template's links tracked, one recipient's failure never re-sends a batch, linear-time HTML handling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { compileLiquid, messageTemplateProblem, TemplateError } from '../templates/render.js';
import { checkSpam } from './spam-check.js';
import { compileCampaign, trackableLinks, trackingSigner } from './message.js';
import { resultWriter } from './sender.js';
import type { DeliveryResult } from './campaigns.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const waitStatus = (token: string, id: string, status: string, ms = 30_000) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token })).json().campaign;
    return c.status === status ? c : undefined;
  }, ms);

const FILE_TAGS = [
  "{% include 'data/secret.key' %}",
  "{% render 'package.json' %}",
  "{% layout '.git/config' %}x",
  "{% if contact.email == 'x' %}{% include 'nope' %}{% endif %}",
];
// doubles a string until it would take gigabytes: the probe's 122-character heap bomb
const HEAP_BOMB = '{% assign s = "xxxxxxxxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}';

describe('Liquid has no file system', () => {
  it('refuses include, render and layout in templates, campaigns and previews, and never prints a file', async () => {
    const { token } = await t.register();
    for (const tag of FILE_TAGS) {
      const tpl = await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Leak', subject: 'Hi', htmlContent: `<p>${tag}</p>` } });
      expect(tpl.statusCode).toBe(400);
      expect(tpl.json().code).toBe('TEMPLATE_PARTIALS_UNAVAILABLE');
      const subject = await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Leak', subject: tag, htmlContent: '<p>x</p>' } });
      expect(subject.json().code).toBe('TEMPLATE_PARTIALS_UNAVAILABLE');
      const c = (
        await t.request({
          method: 'POST',
          url: '/api/campaigns',
          token,
          body: { name: 'Leak', subject: 'Hi', htmlContent: `<p>${tag}</p>`, recipients: 'leak@tpl.test' },
        })
      ).json().campaign;
      const send = await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token });
      expect(send.statusCode).toBe(400);
      expect(send.json().code).toBe('TEMPLATE_PARTIALS_UNAVAILABLE');
    }
    // a template stored by an affected version (bypassing today's checks) still reads nothing when previewed
    const ok = (await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Old', subject: 'Hi', htmlContent: '<p>x</p>' } })).json()
      .template;
    await t.sql(`UPDATE templates SET html_content = $1 WHERE id = $2`, [`<p>${FILE_TAGS[0]}</p>`, ok.id]);
    const preview = await t.request({ method: 'GET', url: `/api/templates/${ok.slug}/preview`, token });
    expect(preview.statusCode).toBe(400);
    expect(preview.body).not.toContain('test-secret');
    const [{ n }] = await t.sql(`SELECT count(*)::int n FROM captured_mails WHERE to_addresses LIKE '%@tpl.test%'`);
    expect(n).toBe(0);
  });

  it('compiles no partial even when called directly, and the error says why', () => {
    for (const tag of FILE_TAGS) {
      expect(() => compileLiquid(tag)).toThrow(TemplateError);
      expect(() => compileLiquid(tag, 'text')).toThrow(/cannot include files/);
    }
  });
});

describe('bounded rendering', () => {
  it('refuses a heap-bomb template at save and at send, within a fraction of a second, and stays up', async () => {
    const { token } = await t.register();
    const started = performance.now();
    const tpl = await t.request({ method: 'POST', url: '/api/templates', token, body: { name: 'Bomb', subject: 'Hi', htmlContent: HEAP_BOMB } });
    expect(tpl.statusCode).toBe(400);
    expect(tpl.json().code).toBe('TEMPLATE_LIMIT_EXCEEDED');
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Bomb', subject: 'Hi', htmlContent: HEAP_BOMB, recipients: 'bomb@tpl.test' },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).json().code).toBe('TEMPLATE_LIMIT_EXCEEDED');
    // a loop of a billion iterations and nested loops are stopped by the render budget
    for (const html of ['{% for i in (1..1000000000) %}{{ i }}{% endfor %}', '{% for i in (1..100000) %}{% for j in (1..100000) %}x{% endfor %}{% endfor %}']) {
      expect(messageTemplateProblem('Hi', html)?.code).toBe('TEMPLATE_LIMIT_EXCEEDED');
    }
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('one recipient failing', () => {
  it('fails only that delivery with its reason; the others are sent once and counted', async () => {
    const { token } = await t.register();
    const recipients = Array.from({ length: 30 }, (_, i) => `r${i}@onefail.test`);
    // renders for everyone but r7, for whom the template blows the memory budget
    const html = `<p>Hi {{ contact.email }}</p>{% if contact.email == 'r7@onefail.test' %}${HEAP_BOMB}{% endif %}`;
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'One fails', subject: 'Hello', htmlContent: html, recipients: recipients.join('\n') },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
    expect(await waitStatus(token, c.id, 'sent')).toMatchObject({ recipients: 30, sent: 29, failed: 1 });
    const [failed] = await t.sql(`SELECT email, error FROM deliveries WHERE campaign_id = $1 AND status = 'failed'`, [c.id]);
    expect(failed.email).toBe('r7@onefail.test');
    expect(String(failed.error)).toMatch(/^Template error: memory alloc limit exceeded/);
    // wait past a claim's lease: nothing is claimed again, nobody gets a second copy
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await t.sql(`SELECT to_addresses FROM captured_mails WHERE to_addresses LIKE '%@onefail.test%'`);
    expect(mails).toHaveLength(29);
    expect(new Set(mails.map((m) => m.to_addresses)).size).toBe(29);
    const usage = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
    expect(usage.emailsSentThisMonth).toBe(29);
  });

  it('saves results as they complete: a write in progress collects the next ones, a failed write keeps them', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    let fail = false;
    const writer = resultWriter(async (rs) => {
      if (fail) throw new Error('database down');
      writes.push(rs.map((r) => r.id));
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const result = (id: number): DeliveryResult => ({ id, status: 'sent', serverId: null, messageId: `<${id}>`, error: null });
    writer.add(result(1));
    writer.add(result(2));
    writer.add(result(3));
    await new Promise((r) => setTimeout(r, 10));
    // the first write started at once with the first result; the two that completed meanwhile wait for it
    expect(writes).toEqual([[1]]);
    release();
    await writer.flush();
    expect(writes).toEqual([[1], [2, 3]]);
    fail = true;
    writer.add(result(4));
    await expect(writer.flush()).rejects.toThrow('database down');
    fail = false;
    await writer.flush();
    expect(writes.at(-1)).toEqual([4]);
  });

  it('holds senders back while a slow write keeps results unsaved, so a crash repeats a bounded number', async () => {
    let release!: () => void;
    const writer = resultWriter(() => new Promise<void>((r) => (release = r)));
    const result = (id: number): DeliveryResult => ({ id, status: 'sent', serverId: null, messageId: `<${id}>`, error: null });
    for (let i = 1; i <= 3; i++) writer.add(result(i));
    expect(writer.unsaved()).toBe(3);
    let admitted = false;
    const waiting = writer.room(3).then(() => (admitted = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(admitted).toBe(false);
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await waiting;
    expect(admitted).toBe(true);
    expect(writer.unsaved()).toBe(0);
  });
});

describe('merge fields are escaped', () => {
  it("prints a contact's markup as text and tracks only the template's own links", async () => {
    const { token } = await t.register();
    const list = (await t.request({ method: 'POST', url: '/api/contacts/lists', token, body: { name: 'Hostile' } })).json().list;
    const firstName = '<a href="https://evil.example/phish">Click</a><img src=x onerror="alert(1)">';
    expect(
      (await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'victim@escape.test', firstName, listIds: [list.id] } })).statusCode,
    ).toBe(201);
    const html =
      '<html><body><p>Hi {{ contact.first_name }} / {{ contact.first_name | raw }}</p><a href="https://ulak.example/offer?id={{ contact.email }}&amp;x=1">Offer</a></body></html>';
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Escape', subject: 'Hi {{ contact.first_name }}', htmlContent: html, listIds: [list.id] },
      })
    ).json().campaign;
    await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token });
    await waitStatus(token, c.id, 'sent');
    const [mail] = await t.sql(`SELECT html, subject FROM captured_mails WHERE to_addresses LIKE '%victim@escape.test%'`);
    const body = String(mail.html);
    expect(body).not.toContain('<img src=x');
    expect(body).not.toContain('href="https://evil.example');
    expect(body).toContain('&lt;a href=&#34;https://evil.example/phish&#34;&gt;Click&lt;/a&gt;');
    // the planted link is not a tracked redirect; the template's link is, with the personalised URL
    const tracked = [...body.matchAll(/\/t\/c\/[\w.-]+\?u=([^"&]+)/g)].map((m) => decodeURIComponent(m[1]));
    expect(tracked).toEqual(['https://ulak.example/offer?id=victim@escape.test&x=1']);
    // the subject is plain text: not HTML-escaped
    expect(mail.subject).toBe(`Hi ${firstName}`);
  });

  it('lets raw print only the workspace’s own fields', () => {
    const render = compileLiquid('{{ workspace.name | raw }}|{{ contact.first_name | raw }}|{{ workspace.name }}');
    expect(render({ workspace: { name: 'A & <b>B</b>' }, contact: { first_name: '<b>x</b>' } })).toBe(
      'A & <b>B</b>|&lt;b&gt;x&lt;/b&gt;|A &amp; &lt;b&gt;B&lt;/b&gt;',
    );
  });
});

describe('linear-time HTML handling', () => {
  // each input is 1 MB of what made the old regular expressions quadratic; a generous bound guards against a regression
  const ADVERSARIAL = {
    styles: '<style'.repeat(180_000),
    anchors: '<a b '.repeat(210_000),
    hrefs: '<a href="'.repeat(120_000),
    liquid: '{{'.repeat(520_000),
    deep: '<div>'.repeat(210_000),
    tags: '<'.repeat(1_050_000),
  };
  const opts = {
    publicUrl: 'http://localhost:5000',
    signer: trackingSigner('k'.repeat(32)),
    contactToken: () => 't',
    workspaceName: 'W',
    language: 'en' as const,
    messageDomain: 'localhost',
  };

  for (const [name, html] of Object.entries(ADVERSARIAL)) {
    it(`checks spam and rewrites links in 1 MB of ${name} quickly`, () => {
      const started = performance.now();
      checkSpam('Hello', html);
      trackableLinks(html);
      try {
        compileCampaign(
          {
            id: '00000000-0000-0000-0000-000000000000',
            subject: 'Hi',
            htmlContent: html,
            textContent: null,
            personalizeContent: true,
            trackOpens: true,
            trackClicks: true,
            abSubjects: null,
          },
          opts,
        )({
          id: 1,
          email: 'a@b.test',
          name: null,
          variant: null,
          contact: { id: 'x' },
        });
      } catch (err) {
        expect(err).toBeInstanceOf(TemplateError);
      }
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }

  it('the spam-check endpoint answers the probe’s input in time and health stays up', async () => {
    const { token } = await t.register();
    const started = performance.now();
    const res = await t.request({ method: 'POST', url: '/api/email-sending/spam-check', token, body: { subject: 'Hello', content: '<style'.repeat(64_000) } });
    expect(res.statusCode).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
