// Link scanners against human readers: the honeypot link, "every link within the window", and what they leave in the
// campaign report, the link figures, analytics, the delivery's first-click columns and the contact's engagement events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comprehensive } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { compileCampaign, trackingSigner } from '../campaigns/message.js';
import { SCANNER_WINDOW_SECONDS } from './tracking.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const CHROME = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36' };
const HTML =
  '<html><body><p>Merhaba</p><a href="https://shop.example/a">A</a> <a href="https://shop.example/b">B</a> <a href="https://shop.example/a">A again</a> <a href="https://shop.example/c">C</a></body></html>';
const LINKS = ['https://shop.example/a', 'https://shop.example/b', 'https://shop.example/c'];

const mailTo = (to: string) =>
  waitFor(async () => {
    const rows = await t.sql(`SELECT html, text FROM captured_mails WHERE to_addresses LIKE $1`, [`%${to}%`]);
    return rows.length ? { html: String(rows[0].html), text: String(rows[0].text) } : undefined;
  }, 30_000);
const clickLinks = (html: string) => [...html.matchAll(/href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const honeypots = (html: string) => [...html.matchAll(/<a href="http:\/\/localhost:5000(\/t\/h\/[^"]+)"([^>]*)><\/a>/g)];

describe('link scanners', () => {
  let token: string;
  let campaignId: string;
  const people = ['reader', 'trapped', 'sweeper', 'quick', 'window'].map((p) => `${p}@scan.test`);
  const mails = new Map<string, { html: string; text: string }>();
  const delivery = new Map<string, number>();
  const contactOf = new Map<string, string>();

  // the human figures of every report: they must not move when a scanner comes by
  const humanFigures = async () => {
    const report = (await t.request({ method: 'GET', url: `/api/campaigns/${campaignId}/report`, token })).json().report;
    const links = (await t.request({ method: 'GET', url: `/api/campaigns/${campaignId}/links`, token })).json().links as {
      url: string;
      humanClicks: number;
      humanRecipients: number;
    }[];
    await t.ctx.fronts.analytics.refresh();
    const analytics = (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30', token })).json() as Comprehensive;
    const row = analytics.campaigns.rows.find((r) => r.id === campaignId);
    const [d] = await t.sql(`SELECT count(clicked_at)::int clicked, count(opened_at)::int opened FROM deliveries WHERE campaign_id = $1`, [campaignId]);
    const [e] = await t.sql(
      `SELECT count(*) FILTER (WHERE type = 'clicked')::int clicked, count(*) FILTER (WHERE type = 'opened')::int opened FROM engagement_events WHERE campaign_id = $1`,
      [campaignId],
    );
    return {
      report: { opened: report.opened.human, clicked: report.clicked.human, rates: report.rates },
      links: links.filter((l) => l.humanClicks > 0).map((l) => [l.url, l.humanClicks, l.humanRecipients]),
      analytics: {
        uniqueClicks: analytics.totals.uniqueClicks,
        humanClicks: analytics.totals.humanClicks,
        clickRate: analytics.cards.clickRate.value,
        row: [row?.opened, row?.clicked],
      },
      deliveries: d,
      engagement: e,
    };
  };
  const clicksOf = (who: string) =>
    t.sql(`SELECT type, url, machine FROM tracking_events WHERE delivery_id = $1 AND type <> 'open' ORDER BY occurred_at, url`, [delivery.get(who)]);
  const hit = (who: string, type: 'click' | 'honeypot', at: Date, url: string | null = null) =>
    t.ctx.tracking.add({
      deliveryId: delivery.get(who)!,
      type,
      url,
      links: type === 'click' ? LINKS.length : null,
      ua: CHROME['user-agent'],
      ip: '127.0.0.1',
      at,
    });

  beforeAll(async () => {
    const a = await t.register();
    token = a.token;
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Scanners', subject: 'News', htmlContent: HTML, recipients: people.join('\n') },
      })
    ).json().campaign;
    campaignId = c.id;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
    await waitFor(
      async () => ((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}`, token })).json().campaign.status === 'sent' ? true : undefined),
      30_000,
    );
    // a click within 2 s of sending is a scanner's by the older rule: the messages are made ten minutes older
    await t.sql(`UPDATE deliveries SET sent_at = sent_at - interval '10 minutes' WHERE campaign_id = $1`, [c.id]);
    for (const p of people) mails.set(p, await mailTo(p));
    for (const r of await t.sql(`SELECT id, email, contact_id FROM deliveries WHERE campaign_id = $1`, [c.id])) {
      delivery.set(String(r.email), Number(r.id));
      contactOf.set(String(r.email), String(r.contact_id));
    }
  }, 60_000);

  it('puts one hidden honeypot link in the HTML part only, and signs the link count into every tracked link', async () => {
    const { html, text } = mails.get(people[0])!;
    const traps = honeypots(html);
    expect(traps).toHaveLength(1);
    // no text, hidden from people, assistive technology and the keyboard
    expect(traps[0][2]).toContain('aria-hidden="true"');
    expect(traps[0][2]).toContain('tabindex="-1"');
    expect(traps[0][2]).toMatch(/width:1px;height:1px;.*opacity:0/);
    expect(text).not.toContain('/t/h/');
    // four links, three distinct addresses: each carries n=3
    const links = clickLinks(html);
    expect(links).toHaveLength(4);
    for (const l of links) expect(new URL(l, 'http://x').searchParams.get('n')).toBe('3');
    // the count is signed with the link: another count, or none, is refused
    expect((await t.request({ method: 'GET', url: links[0].replace('n=3', 'n=9') })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: links[0].replace('&n=3', '') })).statusCode).toBe(404);
    // a link sent before the count was added (signed without one) still redirects
    const signer = trackingSigner('irrelevant');
    expect(signer.readClick(signer.click(7, LINKS[0]), LINKS[0])).toBe(7);
    expect(signer.readClick(signer.click(7, LINKS[0], 3), LINKS[0])).toBeUndefined();
  });

  it('compiles no honeypot when clicks are not tracked, and an inert one for previews and tests (delivery 0)', () => {
    const opts = {
      publicUrl: 'https://u.test',
      signer: trackingSigner('s'),
      contactToken: () => '',
      workspaceName: 'W',
      language: 'en' as const,
      messageDomain: 'u.test',
    };
    const base = { id: 'c', subject: 's', htmlContent: HTML, textContent: null, personalizeContent: true, trackOpens: true, abSubjects: null };
    const r = { id: 0, email: 'x@u.test', name: null, variant: null, contact: {} };
    expect(compileCampaign({ ...base, trackClicks: false }, opts)(r).html).not.toContain('/t/h/');
    const preview = compileCampaign({ ...base, trackClicks: true }, opts)(r).html;
    expect(preview.match(/\/t\/h\/0\./g)).toHaveLength(1);
  });

  it('a person’s click stays human, even on two of three links at once', async () => {
    const links = clickLinks(mails.get(people[0])!.html);
    const first = await t.request({ method: 'GET', url: links[0], headers: CHROME });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(LINKS[0]);
    expect((await t.request({ method: 'GET', url: links[1], headers: CHROME })).statusCode).toBe(302);
    await t.ctx.tracking.flush();
    expect(await clicksOf(people[0])).toEqual([
      { type: 'click', url: LINKS[0], machine: false },
      { type: 'click', url: LINKS[1], machine: false },
    ]);
    const [d] = await t.sql(`SELECT clicked_at FROM deliveries WHERE id = $1`, [delivery.get(people[0])]);
    expect(d.clicked_at).not.toBeNull();
    const figures = await humanFigures();
    expect(figures.report).toMatchObject({ opened: 1, clicked: 1 });
    expect(figures.analytics).toMatchObject({ uniqueClicks: 1, humanClicks: 2, row: [1, 1] });
  });

  it('a honeypot request turns the delivery’s clicks machine, answers 204, and changes no human figure', async () => {
    const before = await humanFigures();
    const who = people[1];
    const links = clickLinks(mails.get(who)!.html);
    // a scanner with a browser's agent clicks a link: alone, it looks like a person's click…
    expect((await t.request({ method: 'GET', url: links[2], headers: CHROME })).statusCode).toBe(302);
    await t.ctx.tracking.flush();
    expect(await clicksOf(who)).toEqual([{ type: 'click', url: LINKS[0], machine: false }]);
    expect((await t.sql(`SELECT count(*)::int n FROM engagement_events WHERE contact_id = $1 AND type = 'clicked'`, [contactOf.get(who)]))[0].n).toBe(1);
    // …until it follows the hidden link, which leads nowhere
    const trap = await t.request({ method: 'GET', url: honeypots(mails.get(who)!.html)[0][1], headers: CHROME });
    expect(trap.statusCode).toBe(204);
    expect(trap.headers.location).toBeUndefined();
    expect(trap.body).toBe('');
    expect((await t.request({ method: 'GET', url: '/t/h/1.forged' })).statusCode).toBe(404);
    await t.ctx.tracking.flush();
    expect(await clicksOf(who)).toEqual([
      { type: 'click', url: LINKS[0], machine: true },
      { type: 'honeypot', url: null, machine: true },
    ]);
    // the delivery's first human click and open are gone, and so is the contact's clicked / opened event
    const [d] = await t.sql(`SELECT opened_at, clicked_at, first_open_at FROM deliveries WHERE id = $1`, [delivery.get(who)]);
    expect(d).toMatchObject({ opened_at: null, clicked_at: null });
    expect(d.first_open_at).not.toBeNull();
    expect(await t.sql(`SELECT type FROM engagement_events WHERE contact_id = $1 AND type IN ('opened', 'clicked')`, [contactOf.get(who)])).toEqual([]);
    expect(await humanFigures()).toEqual(before);
    // the machine side counts the scanner's click, never the honeypot request
    const report = (await t.request({ method: 'GET', url: `/api/campaigns/${campaignId}/report`, token })).json().report;
    expect(report.clicked).toMatchObject({ human: 1, machine: 1, total: 2, events: 3 });
    const links2 = (await t.request({ method: 'GET', url: `/api/campaigns/${campaignId}/links`, token })).json().links;
    expect(links2.map((l: { url: string }) => l.url).sort()).toEqual([LINKS[0], LINKS[1]]);
  });

  it('clicks on every link within the window are a scanner’s; the same links spread wider stay a person’s', async () => {
    const before = await humanFigures();
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    // the sweeper follows the three addresses within two seconds, across two flushes
    hit(people[2], 'click', at(0), LINKS[0]);
    hit(people[2], 'click', at(1), LINKS[1]);
    await t.ctx.tracking.flush();
    expect((await clicksOf(people[2])).map((c) => c.machine)).toEqual([false, false]);
    hit(people[2], 'click', at(2), LINKS[2]);
    await t.ctx.tracking.flush();
    expect((await clicksOf(people[2])).map((c) => c.machine)).toEqual([true, true, true]);
    expect(await humanFigures()).toEqual(before);
    // quick clicks two of the three at once, and the third well after the window: a person
    hit(people[3], 'click', at(0), LINKS[0]);
    hit(people[3], 'click', at(1), LINKS[1]);
    hit(people[3], 'click', at(1 + SCANNER_WINDOW_SECONDS + 5), LINKS[2]);
    await t.ctx.tracking.flush();
    expect((await clicksOf(people[3])).map((c) => c.machine)).toEqual([false, false, false]);
    const after = await humanFigures();
    expect(after.report.clicked).toBe(before.report.clicked + 1);
    expect(after.analytics.humanClicks).toBe(before.analytics.humanClicks + 3);
  });

  it('the honeypot’s window reaches clicks before and after it, and no further', async () => {
    const who = people[4];
    const t0 = Date.now() - 120_000;
    const at = (s: number) => new Date(t0 + s * 1000);
    // a click just inside the window before the honeypot request, one a minute later; then the request, then a click
    // just inside the window after it
    hit(who, 'click', at(-(SCANNER_WINDOW_SECONDS - 1)), LINKS[0]);
    hit(who, 'click', at(60), LINKS[2]);
    await t.ctx.tracking.flush();
    hit(who, 'honeypot', at(0));
    await t.ctx.tracking.flush();
    hit(who, 'click', at(SCANNER_WINDOW_SECONDS - 1), LINKS[1]);
    await t.ctx.tracking.flush();
    expect(await clicksOf(who)).toEqual([
      { type: 'click', url: LINKS[0], machine: true },
      { type: 'honeypot', url: null, machine: true },
      { type: 'click', url: LINKS[1], machine: true },
      { type: 'click', url: LINKS[2], machine: false },
    ]);
    // the first human click is now the one a minute later, and the contact's clicked event moved to it
    const [d] = await t.sql(`SELECT clicked_at FROM deliveries WHERE id = $1`, [delivery.get(who)]);
    expect(new Date(d.clicked_at as string).getTime()).toBe(at(60).getTime());
    const events = await t.sql(`SELECT occurred_at FROM engagement_events WHERE contact_id = $1 AND type = 'clicked'`, [contactOf.get(who)]);
    expect(events.map((e) => new Date(e.occurred_at as string).getTime())).toEqual([at(60).getTime()]);
  });
});
