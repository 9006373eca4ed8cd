// The raw hits' monthly partitions and their retention: months are made ahead and for hits that fell outside every
// month, an admin's retention setting drops whole old months once the rollups have read them, and no report changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsRetention, Comprehensive } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { monthStart } from './retention.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const IPHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' };
const months = async () =>
  (
    await t.sql(`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'tracking_events'::regclass ORDER BY 1`)
  ).map((r) => String(r.name));
const partitionOf = (month: string) => `tracking_events_${month.slice(0, 4)}_${month.slice(5, 7)}`;
// without the moments that differ between two calls, and sorted where the order among equals is free
const stable = (r: Comprehensive) => ({ ...r, generatedAt: '', to: '', predictions: { ...r.predictions } });

describe('partitions and retention', () => {
  let token: string;
  let admin: string;
  const old = monthStart(new Date(), -5);

  beforeAll(async () => {
    token = (await t.register()).token;
    admin = await t.adminToken();
    const html = '<html><body><a href="https://shop.example/x">X</a></body></html>';
    const c = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token,
        body: { name: 'Old news', subject: 'Old', htmlContent: html, recipients: 'r1@ret.test\nr2@ret.test' },
      })
    ).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
    const mails = await waitFor(async () => {
      const rows = await t.sql(`SELECT html FROM captured_mails WHERE subject = 'Old'`);
      return rows.length === 2 ? rows.map((r) => String(r.html)) : undefined;
    }, 30_000);
    // the deliveries are marked sent after the capture mailbox holds the mail: wait for both, then move the sends a minute
    // back (a click within 2 s of sending would be a link scanner's)
    await waitFor(async () => {
      const rows = await t.sql(`SELECT count(*)::int n FROM deliveries WHERE campaign_id = $1 AND sent_at IS NOT NULL`, [c.id]);
      return Number(rows[0].n) === 2 || undefined;
    }, 30_000);
    await t.sql(`UPDATE deliveries SET sent_at = sent_at - interval '1 minute' WHERE campaign_id = $1`, [c.id]);
    for (const html of mails) {
      await t.request({ method: 'GET', url: /\/t\/o\/([\w.]+)\.gif/.exec(html)![0], headers: IPHONE, ip: '85.105.1.1' });
      const link = /href="http:\/\/localhost:5000(\/t\/c\/[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
      await t.request({ method: 'GET', url: link, headers: IPHONE, ip: '85.105.1.1' });
    }
    await t.ctx.tracking.flush();
    // the campaign and its hits move five months back, into a month with no partition yet: the hits wait in the default
    const shift = `make_interval(days => (current_date - $2::date) - 3)`;
    await t.sql(
      `UPDATE deliveries SET sent_at = sent_at - ${shift}, opened_at = opened_at - ${shift}, clicked_at = clicked_at - ${shift},
        first_open_at = first_open_at - ${shift} WHERE campaign_id = $1`,
      [c.id, old],
    );
    await t.sql(`UPDATE tracking_events SET occurred_at = occurred_at - ${shift} WHERE campaign_id = $1`, [c.id, old]);
    await t.sql(`UPDATE engagement_events SET occurred_at = occurred_at - ${shift} WHERE campaign_id = $1`, [c.id, old]);
  }, 120_000);

  it('keeps the months ahead and gives stray hits a month of their own', async () => {
    const strays = await t.sql(`SELECT count(*)::int n FROM tracking_events_default`);
    const before = await months();
    await t.ctx.fronts.analytics.maintainPartitions();
    const after = await months();
    for (let k = 0; k <= 3; k++) expect(after).toContain(partitionOf(monthStart(new Date(), k)));
    if (Number(strays[0].n) > 0 && !before.includes(partitionOf(old))) expect(after).toContain(partitionOf(old));
    expect(Number((await t.sql(`SELECT count(*)::int n FROM tracking_events_default`))[0].n)).toBe(0);
    expect(Number((await t.sql(`SELECT count(*)::int n FROM ${partitionOf(old)}`))[0].n)).toBe(4);
    // a second run changes nothing
    await t.ctx.fronts.analytics.maintainPartitions();
    expect(await months()).toEqual(after);
  });

  it('drops whole old months by the retention setting and changes no report', async () => {
    await t.ctx.fronts.analytics.refresh();
    const report = async () =>
      (await t.request({ method: 'GET', url: '/api/analytics/comprehensive?days=365&tz=Europe/Istanbul', token })).json() as Comprehensive;
    const before = await report();
    expect(before.totals).toMatchObject({ sent: 2, uniqueOpens: 2, uniqueClicks: 2, humanOpens: 2, humanClicks: 2 });
    expect(before.cities.map((c) => [c.city, c.humanOpens, c.humanClicks])).toEqual([['Istanbul', 2, 2]]);
    expect(before.engagement.heatmap.reduce((n, c) => n + c.opens + c.clicks, 0)).toBe(4);
    expect(before.devices.types).toEqual([{ name: 'mobile', count: 4 }]);

    const get = async () => (await t.request({ method: 'GET', url: '/api/admin/analytics/retention', token: admin })).json() as AnalyticsRetention;
    expect(await get()).toMatchObject({ months: null, droppedThrough: null });
    for (const months of [2, 121, 3.5, '6']) {
      const bad = await t.request({ method: 'PUT', url: '/api/admin/analytics/retention', token: admin, body: { months } });
      expect(bad.statusCode).toBe(400);
    }
    expect((await get()).months).toBeNull();

    const saved = await t.request({ method: 'PUT', url: '/api/admin/analytics/retention', token: admin, body: { months: 3 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const cutoff = monthStart(new Date(), -3);
    expect(saved.json()).toMatchObject({ months: 3, droppedThrough: `${cutoff}T00:00:00Z` });
    expect(saved.json().oldestPartition >= cutoff).toBe(true);
    expect(await months()).not.toContain(partitionOf(old));
    expect(Number((await t.sql(`SELECT count(*)::int n FROM tracking_events WHERE occurred_at < $1`, [cutoff]))[0].n)).toBe(0);

    // the rollup job runs again (and would rebuild from the start of history on a fresh watermark): still the same report
    await t.sql(`UPDATE analytics_watermarks SET until = 'epoch' WHERE name = 'rollup-v2'`);
    await t.ctx.fronts.analytics.refresh();
    await t.ctx.fronts.analytics.maintainPartitions();
    expect(stable(await report())).toEqual(stable(before));
    expect(await get()).toEqual(saved.json());

    // back to forever: nothing comes back, nothing more goes
    const forever = await t.request({ method: 'PUT', url: '/api/admin/analytics/retention', token: admin, body: { months: null } });
    expect(forever.json()).toMatchObject({ months: null, droppedThrough: `${cutoff}T00:00:00Z` });
  });
});
