import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsExport, Comprehensive, Drilldown } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const CHROME = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36' };
const IPHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' };
const GOOGLE_PROXY = { 'user-agent': 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)' };
const APPLE_MPP = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)' };
const ISTANBUL = '85.105.1.1';
const BRITAIN = '81.2.69.142';
const GERMANY_V6 = '2a00:1450:4001:81c::200e';
const HTML = '<html><body><p>Hi</p><a href="https://shop.example/a">A</a> <a href="https://shop.example/b">B</a></body></html>';

const mailTo = (to: string) =>
  waitFor(async () => {
    const rows = await t.sql(`SELECT html FROM captured_mails WHERE to_addresses LIKE $1`, [`%${to}%`]);
    return rows.length ? String(rows[0].html) : undefined;
  }, 30_000);
const pixel = (html: string) => /\/t\/o\/([\w.]+)\.gif/.exec(html)![0];
const links = (html: string) => [...html.matchAll(/href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const num = (rows: Record<string, unknown>[], key = 'n') => Number(rows[0]?.[key] ?? 0);

async function sendCampaign(token: string, name: string, people: string[]) {
  const c = (
    await t.request({ method: 'POST', url: '/api/campaigns', token, body: { name, subject: 'News', htmlContent: HTML, recipients: people.join('\n') } })
  ).json().campaign;
  expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
  await waitFor(
    async () => ((await t.request({ method: 'GET', url: `/api/campaigns/${c.id}`, token })).json().campaign.status === 'sent' ? true : undefined),
    30_000,
  );
  // clicks within 2 s of sending are a scanner's: the messages are made a minute older
  await t.sql(`UPDATE deliveries SET sent_at = sent_at - interval '1 minute' WHERE campaign_id = $1`, [c.id]);
  return c.id as string;
}

describe('analytics', () => {
  let a: { token: string };
  let b: { token: string };
  let wsA: string;
  let first: string;
  let second: string;
  const people = ['p0', 'p1', 'p2', 'p3'].map((p) => `${p}@stats.test`);

  beforeAll(async () => {
    a = await t.register();
    b = await t.register();
    wsA = String((await t.request({ method: 'GET', url: '/api/auth/me', token: a.token })).json().user.workspaceId);
    first = await sendCampaign(a.token, 'Spring sale', people);
    second = await sendCampaign(a.token, 'Summer sale', people.slice(0, 2));
    const [h0, h1, h2] = await Promise.all(people.slice(0, 3).map(mailTo));
    // p0: a human open on a phone and a click from Istanbul; p1: only Gmail's image proxy (in Britain); p2: only Apple
    // Mail Privacy Protection (from a private address: no place)
    await t.request({ method: 'GET', url: pixel(h0), headers: IPHONE, ip: ISTANBUL });
    await t.request({ method: 'GET', url: links(h0)[0], headers: IPHONE, ip: ISTANBUL });
    await t.request({ method: 'GET', url: pixel(h1), headers: GOOGLE_PROXY, ip: BRITAIN });
    await t.request({ method: 'GET', url: pixel(h2), headers: APPLE_MPP });
    await t.ctx.tracking.flush();
    // the first campaign's activity is moved three days back: the rollup job covers it, today is read live
    await t.sql(
      `UPDATE deliveries SET sent_at = sent_at - interval '3 days', opened_at = opened_at - interval '3 days', clicked_at = clicked_at - interval '3 days',
      first_open_at = first_open_at - interval '3 days' WHERE campaign_id = $1`,
      [first],
    );
    await t.sql(`UPDATE tracking_events SET occurred_at = occurred_at - interval '3 days' WHERE campaign_id = $1`, [first]);
    await t.ctx.fronts.analytics.refresh();
    // after the rollup: a human open of the second campaign today (live part)
    const s0 = await waitFor(async () => {
      const rows = await t.sql(`SELECT html FROM captured_mails WHERE to_addresses LIKE $1 AND subject = 'News'`, [`%${people[0]}%`]);
      return rows.length >= 2 ? String(rows[1].html) : undefined;
    }, 30_000);
    // from an IPv6 address in Germany: a country, no city
    await t.request({ method: 'GET', url: pixel(s0), headers: CHROME, ip: GERMANY_V6 });
    await t.ctx.tracking.flush();
    // a purchase by p0 now (three days after its click), recorded twice with the same event id
    const contact = String((await t.sql(`SELECT id FROM contacts WHERE workspace_id = $1 AND email = $2`, [wsA, people[0]]))[0]?.id ?? '');
    const at = new Date();
    await t.ctx.fronts.analytics.recordConversion({
      workspaceId: wsA,
      contactId: contact || null,
      email: people[0],
      amountMinor: 12_345,
      currency: 'TRY',
      at,
      eventId: 'order-1',
      source: 'event',
    });
    // the automation module's call: an ISO time and no source
    await t.ctx.fronts.analytics.recordConversion({
      workspaceId: wsA,
      contactId: contact || null,
      amountMinor: 12_345,
      currency: 'TRY',
      at: at.toISOString(),
      eventId: 'order-1',
    });
  }, 120_000);

  it('computes every figure of the report as hand-written SQL over the raw records does', async () => {
    const res = await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30', token: a.token });
    expect(res.statusCode).toBe(200);
    const r = res.json() as Comprehensive;
    const from = r.from;
    const q = (text: string) => t.sql(text, [wsA, from]);
    const sent = num(await q(`SELECT count(*)::int n FROM deliveries WHERE workspace_id = $1 AND status = 'sent' AND sent_at >= $2`));
    const human = num(await q(`SELECT count(*)::int n FROM deliveries WHERE workspace_id = $1 AND opened_at >= $2`));
    const any = num(await q(`SELECT count(*)::int n FROM deliveries WHERE workspace_id = $1 AND first_open_at >= $2`));
    const clicked = num(await q(`SELECT count(*)::int n FROM deliveries WHERE workspace_id = $1 AND clicked_at >= $2`));
    const ev = (
      await q(`SELECT count(*) FILTER (WHERE type = 'open')::int opens, count(*) FILTER (WHERE type = 'open' AND NOT machine)::int human_opens,
      count(*) FILTER (WHERE type = 'click')::int clicks, count(*) FILTER (WHERE type = 'click' AND NOT machine)::int human_clicks
      FROM tracking_events WHERE workspace_id = $1 AND occurred_at >= $2`)
    )[0];
    const conv = (await q(`SELECT count(*)::int n, coalesce(sum(amount_minor), 0)::int s FROM conversions WHERE workspace_id = $1 AND occurred_at >= $2`))[0];
    expect(sent).toBe(6);
    expect(r.totals).toMatchObject({
      sent,
      uniqueOpens: human,
      uniqueOpensTotal: any,
      uniqueClicks: clicked,
      opens: Number(ev.opens),
      humanOpens: Number(ev.human_opens),
      clicks: Number(ev.clicks),
      humanClicks: Number(ev.human_clicks),
      conversions: Number(conv.n),
      revenue: Number(conv.s) / 100,
    });
    // the two proxy opens are machines: 2 human unique opens (p0 twice), 4 of any kind
    expect([human, any]).toEqual([2, 4]);
    expect(r.cards.humanOpenRate.value).toBe(Math.round((human / sent) * 1000) / 10);
    expect(r.cards.clickRate.value).toBe(Math.round((clicked / sent) * 1000) / 10);
    expect(r.cards.deliveryRate.value).toBe(100);
    expect(r.cards.conversions.value).toBe(1);
    expect(r.cards.revenue).toEqual({ value: 123.45, previous: 0, change: null });
    expect(r.cards.sent.previous).toBe(0);

    // campaign rows from the same SQL per campaign
    const perCampaign =
      await q(`SELECT c.name, count(*) FILTER (WHERE d.status = 'sent')::int sent, count(d.opened_at)::int opened, count(d.clicked_at)::int clicked
      FROM deliveries d JOIN campaigns c ON c.id = d.campaign_id WHERE d.workspace_id = $1 AND d.sent_at >= $2 GROUP BY c.name ORDER BY c.name`);
    const rows = [...r.campaigns.rows].sort((x, y) => x.name.localeCompare(y.name));
    expect(rows.map((c) => [c.name, c.sent, c.opened, c.clicked])).toEqual(perCampaign.map((c) => [c.name, c.sent, c.opened, c.clicked]));
    const spring = rows.find((c) => c.name === 'Spring sale')!;
    // last click within 5 days: the purchase goes to the clicked campaign
    expect(spring).toMatchObject({ converted: 1, revenue: 123.45, conversionRate: 25 });
    expect(r.campaigns.best).toBe(first);
    expect(r.campaigns.worst).toBe(second);
    expect(r.revenue.attributed.lastClick).toBe(123.45);
    expect(r.revenue.attributed.firstTouch).toBe(123.45);
    expect(r.revenue.attributed.linear).toBeCloseTo(123.45, 2);
    // p0 received both campaigns within the window: linear gives each half
    expect(r.revenue.byCampaign.find((c) => c.id === second)?.linear).toBeCloseTo(61.73, 1);
    expect(r.revenue.averageOrderValue).toBe(123.45);

    // devices and heat map from the raw hits
    const devices = await q(
      `SELECT coalesce(device, 'unknown') name, count(*)::int count FROM tracking_events WHERE workspace_id = $1 AND occurred_at >= $2 AND NOT machine GROUP BY 1 ORDER BY 2 DESC, 1`,
    );
    expect([...r.devices.types].sort((x, y) => y.count - x.count || x.name.localeCompare(y.name))).toEqual(
      devices.map((d) => ({ name: d.name, count: d.count })),
    );
    expect(r.devices.os.map((o) => o.name)).toContain('iOS');
    const heat = await q(`SELECT extract(dow FROM occurred_at AT TIME ZONE 'UTC')::int weekday, extract(hour FROM occurred_at AT TIME ZONE 'UTC')::int as hour,
      count(*) FILTER (WHERE type = 'open')::int opens, count(*) FILTER (WHERE type = 'click')::int clicks
      FROM tracking_events WHERE workspace_id = $1 AND occurred_at >= $2 AND NOT machine GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(r.engagement.heatmap).toEqual(heat);
    expect(r.engagement.timeZone).toBe('UTC');
    // the same hits read in the viewer's time zone (Tokyo, UTC+9 all year): the hours move, the counts do not
    const tokyo = (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30&tz=Asia/Tokyo', token: a.token })).json() as Comprehensive;
    const heatTokyo =
      await q(`SELECT extract(dow FROM occurred_at AT TIME ZONE 'Asia/Tokyo')::int weekday, extract(hour FROM occurred_at AT TIME ZONE 'Asia/Tokyo')::int as hour,
      count(*) FILTER (WHERE type = 'open')::int opens, count(*) FILTER (WHERE type = 'click')::int clicks
      FROM tracking_events WHERE workspace_id = $1 AND occurred_at >= $2 AND NOT machine GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(tokyo.engagement).toMatchObject({ heatmap: heatTokyo, timeZone: 'Asia/Tokyo' });
    const hits = (cells: Comprehensive['engagement']['heatmap']) => cells.reduce((n, c) => n + c.opens + c.clicks, 0);
    expect(hits(tokyo.engagement.heatmap)).toBe(hits(r.engagement.heatmap));
    const overSent = r.engagement.overTime.reduce((s, d) => s + d.sent, 0);
    expect(overSent).toBe(sent);
    // list growth: the six contacts created by the sends
    expect(r.engagement.listGrowth.reduce((s, d) => s + d.subscribed, 0)).toBe(
      num(await q(`SELECT count(*)::int n FROM contacts WHERE workspace_id = $1 AND created_at >= $2`)),
    );
    expect(r.cohorts.at(-1)?.size).toBeGreaterThan(0);

    // countries and cities from the raw hits: per place, all and human opens and clicks, the share of the human opens
    // and the human clicks per human open
    const places = await q(`SELECT country, coalesce(city, '') city, count(*) FILTER (WHERE type = 'open')::int opens,
      count(*) FILTER (WHERE type = 'open' AND NOT machine)::int human_opens, count(*) FILTER (WHERE type = 'click')::int clicks,
      count(*) FILTER (WHERE type = 'click' AND NOT machine)::int human_clicks
      FROM tracking_events WHERE workspace_id = $1 AND occurred_at >= $2 AND type IN ('open', 'click') AND country IS NOT NULL GROUP BY 1, 2`);
    const allHumanOpens = places.reduce((n, p) => n + Number(p.human_opens), 0);
    const rateOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
    const expectPlace = (p: Record<string, unknown>) => ({
      country: p.country,
      opens: Number(p.opens),
      humanOpens: Number(p.human_opens),
      clicks: Number(p.clicks),
      humanClicks: Number(p.human_clicks),
      openShare: rateOf(Number(p.human_opens), allHumanOpens),
      clickRate: rateOf(Number(p.human_clicks), Number(p.human_opens)),
    });
    const byCountry = new Map<string, Record<string, number | string>>();
    for (const p of places) {
      const c = byCountry.get(String(p.country)) ?? { country: String(p.country), opens: 0, human_opens: 0, clicks: 0, human_clicks: 0 };
      for (const k of ['opens', 'human_opens', 'clicks', 'human_clicks']) c[k] = Number(c[k]) + Number(p[k]);
      byCountry.set(String(p.country), c);
    }
    const sortBy = <T extends { country: string; city?: string }>(xs: T[]) =>
      [...xs].sort((x, y) => `${x.country}${x.city}`.localeCompare(`${y.country}${y.city}`));
    expect(sortBy(r.geographic)).toEqual(sortBy([...byCountry.values()].map(expectPlace) as Comprehensive['geographic']));
    expect(sortBy(r.cities)).toEqual(sortBy(places.filter((p) => p.city).map((p) => ({ ...expectPlace(p), city: p.city })) as Comprehensive['cities']));
    expect(r.geographic.map((g) => g.country).sort()).toEqual(['DE', 'GB', 'TR']);
    expect(r.cities.find((c) => c.country === 'TR')).toMatchObject({ city: 'Istanbul', humanOpens: 1, humanClicks: 1, clickRate: 100 });
    expect(r.cities.some((c) => c.country === 'DE')).toBe(false);
    // predictions: 30 days ahead with a held-out error
    expect(r.predictions.sends.forecast).toHaveLength(30);
    expect(r.predictions.sends.holdout.days).toBe(7);
    expect(r.predictions.sends.holdout.mae).not.toBeNull();
  });

  it('answers the campaign performance rows and refuses an unknown period', async () => {
    const perf = (await t.request({ method: 'GET', url: '/api/analytics/campaigns/performance', token: a.token })).json();
    expect(perf.performance.map((p: { name: string }) => p.name).sort()).toEqual(['Spring sale', 'Summer sale']);
    // the specification's path answers the same rows, with the conversion
    const seed = (await t.request({ method: 'GET', url: '/api/campaigns/performance', token: a.token })).json().performance;
    expect(seed.find((p: { name: string }) => p.name === 'Spring sale')).toMatchObject({ sent: 4, converted: 1, revenue: 123.45, conversionRate: 25 });
    expect((await t.request({ method: 'GET', url: '/api/campaigns/performance', token: b.token })).json().performance).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=12', token: a.token });
    expect(bad.statusCode).toBe(400);
    const badZone = await t.request({ method: 'GET', url: "/api/analytics/comprehensive?days=30&tz=Mars/Olympus';--", token: a.token });
    expect(badZone.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30' })).statusCode).toBe(401);
  });

  it('shows another workspace none of the first one’s figures', async () => {
    const r = (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=365', token: b.token })).json() as Comprehensive;
    expect(r.totals).toMatchObject({ sent: 0, uniqueOpens: 0, opens: 0, clicks: 0, conversions: 0, revenue: 0 });
    expect(r.campaigns.rows).toEqual([]);
    expect(r.devices.types).toEqual([]);
    expect(r.engagement.heatmap).toEqual([]);
    expect([r.geographic, r.cities]).toEqual([[], []]);
    expect(r.revenue.byCampaign).toEqual([]);
    expect(r.predictions.churn.count).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/analytics/campaigns/performance', token: b.token })).json().performance).toEqual([]);
    const dash = (await t.request({ method: 'GET', url: '/api/dashboard/realtime?range=1y', token: b.token })).json();
    expect(dash.kpis).toMatchObject({ emailsSent: 0, contacts: 0, campaigns: 0, conversions: 0, revenue: 0 });
    expect(dash.campaigns.recent).toEqual([]);
    expect(dash.checklist).toEqual({ contacts: false, domain: false, campaign: false });
    const csv = await t.request({ method: 'GET', url: '/api/analytics/export?format=csv&days=365', token: b.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Spring sale');
    const mine = await t.request({ method: 'GET', url: '/api/analytics/export?format=csv&days=365', token: a.token });
    expect(mine.body).toContain('Spring sale');
    const dashA = (await t.request({ method: 'GET', url: '/api/dashboard/realtime?range=7d', token: a.token })).json();
    expect(dashA.kpis).toMatchObject({ emailsSent: 6, conversions: 1, revenue: 123.45 });
    expect(dashA.checklist).toMatchObject({ contacts: true, campaign: true });
  });

  it('exports a multi-page PDF in the request language with the period and the figures', async () => {
    const res = await t.request({ method: 'GET', url: '/api/analytics/export?format=pdf&days=30', token: a.token, headers: { 'x-ulak-language': 'tr' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('analytics-report.pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-report-')), 'r.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((p) => p.trim()).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Analitik raporu');
    expect(text).toContain('Son 30 gün');
    expect(text).toContain('İnsan açılma oranı');
    expect(text).toContain('Spring sale');
    expect(text).toContain('123,45 ₺');
    const xlsx = await t.request({ method: 'GET', url: '/api/analytics/export?format=xlsx&days=30', token: a.token });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the contacts and deliveries behind the figures, paged, and nothing of another workspace', async () => {
    const drill = async (query: string, token = a.token) => {
      const res = await t.request({ method: 'GET', url: `/api/analytics/drilldown?days=30&${query}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Drilldown;
    };
    const sent = await drill('figure=sent&limit=4');
    expect([sent.total, sent.rows.length, sent.page]).toEqual([6, 4, 1]);
    expect((await drill('figure=sent&limit=4&page=2')).rows).toHaveLength(2);
    expect((await drill('figure=sent&limit=4&page=3')).total).toBe(6);
    expect(new Set(sent.rows.map((x) => x.email)).size).toBeGreaterThan(1);
    const opened = await drill('figure=opened');
    expect(opened.total).toBe(2);
    expect(opened.rows.every((x) => x.email === people[0] && x.at)).toBe(true);
    expect((await drill('figure=openedAny')).total).toBe(4);
    const clicked = await drill(`figure=clicked&campaignId=${first}`);
    expect(clicked.rows.map((x) => [x.email, x.campaignName])).toEqual([[people[0], 'Spring sale']]);
    expect((await drill(`figure=clicked&campaignId=${second}`)).total).toBe(0);
    const converted = await drill('figure=converted');
    expect(converted.rows.map((x) => [x.email, x.amount, x.currency])).toEqual([[people[0], 123.45, 'TRY']]);
    expect((await drill(`figure=converted&campaignId=${first}`)).total).toBe(1);
    expect((await drill(`figure=converted&campaignId=${second}`)).total).toBe(0);
    expect((await drill('figure=place&country=TR&city=Istanbul')).rows.map((x) => x.email)).toEqual([people[0]]);
    expect((await drill('figure=place&country=GB')).rows.map((x) => x.email)).toEqual([people[1]]);
    expect((await drill('figure=bounced')).total).toBe(0);
    const noCountry = await t.request({ method: 'GET', url: '/api/analytics/drilldown?figure=place', token: a.token });
    expect(noCountry.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/analytics/drilldown?figure=everyone', token: a.token })).statusCode).toBe(400);
    // the other workspace: nothing, and naming the first one's campaign is a 404
    for (const figure of ['sent', 'opened', 'openedAny', 'clicked', 'converted', 'place&country=TR'])
      expect((await drill(`figure=${figure}`, b.token)).total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/analytics/drilldown?figure=sent&campaignId=${first}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/analytics/drilldown?figure=sent' })).statusCode).toBe(401);
  });

  it('runs a heavy export as a job with progress and a download link, for its own workspace only', async () => {
    const started = await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      token: a.token,
      body: { format: 'pdf', days: 365 },
      headers: { 'x-ulak-language': 'en' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json().export as AnalyticsExport;
    expect(job).toMatchObject({ format: 'pdf', days: 365, downloadUrl: null });
    expect(['queued', 'running', 'done']).toContain(job.status);
    const done = await waitFor(async () => {
      const e = (await t.request({ method: 'GET', url: `/api/analytics/exports/${job.id}`, token: a.token })).json().export as AnalyticsExport;
      return e.status === 'done' ? e : undefined;
    }, 30_000);
    expect(done).toMatchObject({ progress: 100, downloadUrl: `/api/analytics/exports/${job.id}/file` });
    const file = await t.request({ method: 'GET', url: done.downloadUrl!, token: a.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('analytics-report.pdf');
    expect(file.rawPayload.length).toBe(done.size);
    const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-export-')), 'r.pdf');
    fs.writeFileSync(pdf, file.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Last 365 days');
    expect(text).toContain('Spring sale');
    expect((await t.request({ method: 'GET', url: '/api/analytics/exports', token: a.token })).json().exports.map((e: AnalyticsExport) => e.id)).toContain(
      job.id,
    );
    // the other workspace neither sees it nor downloads it
    expect((await t.request({ method: 'GET', url: `/api/analytics/exports/${job.id}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: done.downloadUrl!, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/analytics/exports', token: b.token })).json().exports).toEqual([]);
    const bad = await t.request({ method: 'POST', url: '/api/analytics/exports', token: a.token, body: { format: 'doc', days: 365 } });
    expect(bad.statusCode).toBe(400);
    // retention is the platform's: a workspace member may not read or change it
    expect((await t.request({ method: 'GET', url: '/api/admin/analytics/retention', token: a.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/admin/analytics/retention', token: a.token, body: { months: 3 } })).statusCode).toBe(403);
  });

  it('records a conversion once per event id and a paid invoice once', async () => {
    expect(num(await t.sql(`SELECT count(*)::int n FROM conversions WHERE workspace_id = $1`, [wsA]))).toBe(1);
    await t.ctx.fronts.analytics.refresh();
    await t.ctx.fronts.analytics.refresh();
    expect(num(await t.sql(`SELECT count(*)::int n FROM conversions WHERE workspace_id = $1 AND source = 'invoice'`, [wsA]))).toBe(0);
    // the rollup rebuilt twice (today's rows included) changes no figure
    const again = (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30', token: a.token })).json() as Comprehensive;
    expect(again.totals).toMatchObject({ sent: 6, uniqueOpens: 2, uniqueOpensTotal: 4, uniqueClicks: 1, conversions: 1 });
  });

  it("records a stored purchase event whose request's conversion never got written (a crash in between), once", async () => {
    const contact = (await t.sql(`SELECT id FROM contacts WHERE workspace_id = $1 AND email = $2`, [wsA, people[1]]))[0].id;
    await t.sql(
      `INSERT INTO automation_events (workspace_id, contact_id, type, external_id, amount_minor, currency) VALUES ($1, $2, 'purchase', 'lost-order', 9900, 'try')`,
      [wsA, contact],
    );
    const conversion = () =>
      t.sql(`SELECT amount_minor::int amount, currency, contact_id FROM conversions WHERE workspace_id = $1 AND event_id = 'lost-order'`, [wsA]);
    expect(await conversion()).toEqual([]);
    await t.ctx.fronts.analytics.refresh();
    await t.ctx.fronts.analytics.refresh();
    expect(await conversion()).toEqual([{ amount: 9900, currency: 'TRY', contact_id: contact }]);
    // the other workspace's figures gain nothing
    const other = (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=30', token: b.token })).json() as Comprehensive;
    expect(other.totals.conversions).toBe(0);
  });
});
