// The analytics rules: conversions, the rollup job's step, and the comprehensive report built from rollups + live today.
import {
  FORECAST_HOLDOUT_DAYS,
  FORECAST_HORIZON_DAYS,
  MAX_REPORT_CITIES,
  changePercent,
  ratePercent,
  recordConversionSchema,
  type CampaignPerformance,
  type Comprehensive,
  type Drilldown,
  type DrilldownQuery,
  type RecordConversion,
  type RecordConversionInput,
} from '@ulak/shared';
import { groupCommit } from '../../db/group-commit.js';
import { attribute, type Touch } from './attribution.js';
import type { AnalyticsRepo, CampaignSums, DayTotals, PlaceRow } from './analytics.repo.js';
import type { DrilldownDbRow, DrilldownRepo } from './drilldown.repo.js';
import { forecastSeries } from './forecast.js';
import { ROLLUP, ROLLUP_OVERLAP_MS } from './rollup-sql.js';

const DAY_MS = 86_400_000;
/**
 * The rollup reads up to this long before now: a hit is written within a second of its request (the buffer flushes
 * every 0.5 s), so everything before is in the tables; a report reads the rest live from the watermark.
 */
const ROLLUP_LAG_MS = 30_000;
const INVOICE_SWEEP = 'invoices';
const PURCHASE_SWEEP = 'purchases';
/** How far back each sweep of purchase events looks again before its watermark (a transaction still open at the last
 * sweep commits rows received before it). */
const PURCHASE_SWEEP_OVERLAP_MS = 10 * 60_000;
/** The cohorts and the "likely to churn" list are recomputed this often (a watermark of their own). */
const SNAPSHOTS = 'snapshots';
const SNAPSHOT_EVERY_MS = 60 * 60_000;
/** The report lists this many of the contacts likely to churn (all of them are counted). */
const CHURN_LISTED = 50;
/** The channel of automation emails in the revenue attribution (byChannel), beside campaign mail's 'email'. */
const AUTOMATION = 'automation';

export type AnalyticsService = ReturnType<typeof analyticsService>;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
// minorDigits is how many decimals a currency has (JPY 0, TRY 2).
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
const toMajor = (minor: number, currency: string) => Math.round(minor) / 10 ** minorDigits(currency);
const round2 = (n: number) => Math.round(n * 100) / 100;

type Sums = {
  sent: number;
  uniqueOpens: number;
  uniqueOpensTotal: number;
  uniqueClicks: number;
  opens: number;
  humanOpens: number;
  clicks: number;
  humanClicks: number;
  bounced: number;
};
const zero = (): Sums => ({ sent: 0, uniqueOpens: 0, uniqueOpensTotal: 0, uniqueClicks: 0, opens: 0, humanOpens: 0, clicks: 0, humanClicks: 0, bounced: 0 });
function add(s: Sums, f: DayTotals) {
  s.sent += f.sent;
  s.uniqueOpens += f.unique_opens;
  s.uniqueOpensTotal += f.unique_opens_total;
  s.uniqueClicks += f.unique_clicks;
  s.opens += f.opens;
  s.humanOpens += f.human_opens;
  s.clicks += f.clicks;
  s.humanClicks += f.human_clicks;
  s.bounced += f.bounced;
}

// placeFigures sums the places' hits by country and by city, with each one's share of the human opens and its human
// clicks per human open; most opened (then clicked) first.
function placeFigures(rows: readonly PlaceRow[]): Pick<Comprehensive, 'geographic' | 'cities'> {
  const humanOpens = rows.reduce((n, r) => n + r.human_opens, 0);
  const figures = (r: Omit<PlaceRow, 'city'>) => ({
    country: r.country,
    opens: r.opens,
    humanOpens: r.human_opens,
    clicks: r.clicks,
    humanClicks: r.human_clicks,
    openShare: ratePercent(r.human_opens, humanOpens),
    clickRate: ratePercent(r.human_clicks, r.human_opens),
  });
  const countries = new Map<string, Omit<PlaceRow, 'city'>>();
  for (const r of rows) {
    const c = countries.get(r.country) ?? { country: r.country, opens: 0, human_opens: 0, clicks: 0, human_clicks: 0 };
    c.opens += r.opens;
    c.human_opens += r.human_opens;
    c.clicks += r.clicks;
    c.human_clicks += r.human_clicks;
    countries.set(r.country, c);
  }
  const order = (a: { humanOpens: number; opens: number; clicks: number }, b: typeof a) =>
    b.humanOpens - a.humanOpens || b.opens + b.clicks - (a.opens + a.clicks);
  return {
    geographic: [...countries.values()].map(figures).sort((a, b) => order(a, b) || a.country.localeCompare(b.country)),
    cities: rows
      .filter((r) => r.city)
      .map((r) => ({ ...figures(r), city: r.city }))
      .sort((a, b) => order(a, b) || a.city.localeCompare(b.city))
      .slice(0, MAX_REPORT_CITIES),
  };
}

/** Conversions in one statement at most (purchases of concurrent POST /api/events requests, db/group-commit.ts). */
const CONVERSIONS_PER_STATEMENT = 100;

// analyticsService builds the reports from the repo; `writesAtOnce` is the number of conversion statements at once (1 on
// the embedded database, which has one connection).
export function analyticsService(repo: AnalyticsRepo, drill: DrilldownRepo, writesAtOnce = 1) {
  const writeConversion = groupCommit<RecordConversion, void>(
    async (list) => {
      await repo.insertConversions(list);
      return list.map(() => undefined);
    },
    { maxBatch: CONVERSIONS_PER_STATEMENT, maxInFlight: writesAtOnce },
  );
  /** Conversions and attributed revenue for [from, to): totals in the main currency, and per campaign and channel. */
  async function revenue(workspaceId: string, from: string, to: string, windowDays: number) {
    const [rows, touches] = await Promise.all([repo.conversions(workspaceId, from, to), repo.touches(workspaceId, from, to, windowDays)]);
    const byCurrency = new Map<string, { revenue: number; conversions: number }>();
    for (const r of rows) {
      const c = byCurrency.get(r.currency) ?? { revenue: 0, conversions: 0 };
      c.revenue += r.amount_minor;
      c.conversions++;
      byCurrency.set(r.currency, c);
    }
    const currency = [...byCurrency.entries()].sort((a, b) => b[1].revenue - a[1].revenue)[0]?.[0] ?? 'TRY';
    const main = rows.filter((r) => r.currency === currency);
    const touchesOf = new Map<number, Touch[]>();
    for (const t of touches) {
      const list = touchesOf.get(t.conversion_id) ?? [];
      // an automation email is credited to the channel 'automation' (per workflow), never to a campaign
      list.push({
        campaignId: t.campaign_id ?? `${AUTOMATION}:${t.workflow_id ?? ''}`,
        channel: t.campaign_id ? 'email' : AUTOMATION,
        sentAt: t.sent_at,
        clickedAt: t.clicked_at,
      });
      touchesOf.set(t.conversion_id, list);
    }
    const campaigns = new Map<string, { lastClick: number; firstTouch: number; linear: number; converted: number }>();
    const channels = new Map<string, { lastClick: number; firstTouch: number; linear: number }>();
    const attributed = { lastClick: 0, firstTouch: 0, linear: 0 };
    const byDay = new Map<string, { revenue: number; conversions: number }>();
    for (const r of main) {
      const day = r.occurred_at.slice(0, 10);
      const d = byDay.get(day) ?? { revenue: 0, conversions: 0 };
      d.revenue += r.amount_minor;
      d.conversions++;
      byDay.set(day, d);
      for (const c of attribute(r.amount_minor, touchesOf.get(r.id) ?? [], r.occurred_at)) {
        const chan = channels.get(c.channel) ?? { lastClick: 0, firstTouch: 0, linear: 0 };
        for (const k of ['lastClick', 'firstTouch', 'linear'] as const) {
          chan[k] += c[k];
          attributed[k] += c[k];
        }
        channels.set(c.channel, chan);
        if (c.channel === AUTOMATION) continue;
        const camp = campaigns.get(c.campaignId) ?? { lastClick: 0, firstTouch: 0, linear: 0, converted: 0 };
        for (const k of ['lastClick', 'firstTouch', 'linear'] as const) camp[k] += c[k];
        if (c.lastClick > 0) camp.converted++;
        campaigns.set(c.campaignId, camp);
      }
    }
    const total = main.reduce((s, r) => s + r.amount_minor, 0);
    return { currency, total, count: main.length, byCurrency, campaigns, channels, attributed, byDay };
  }

  /** The campaign table: each campaign's sums in the period with its conversions and revenue by last click, most sent first. */
  function campaignRows(sums: readonly CampaignSums[], rev: Awaited<ReturnType<typeof revenue>>): CampaignPerformance[] {
    return sums
      .map((s) => {
        const r = rev.campaigns.get(s.id);
        return {
          id: s.id,
          name: s.name,
          sent: s.sent,
          opened: s.unique_opens,
          openedTotal: s.unique_opens_total,
          clicked: s.unique_clicks,
          converted: r?.converted ?? 0,
          revenue: toMajor(r?.lastClick ?? 0, rev.currency),
          openRate: ratePercent(s.unique_opens, s.sent),
          clickRate: ratePercent(s.unique_clicks, s.sent),
          conversionRate: ratePercent(r?.converted ?? 0, s.sent),
        };
      })
      .sort((a, b) => b.sent - a.sent || a.name.localeCompare(b.name));
  }

  /** The conversions of a period, or those whose last click was a campaign's, as rows behind the conversions figure. */
  async function convertedRows(workspaceId: string, from: string, to: string, windowDays: number, campaignId?: string) {
    const rows = await repo.conversions(workspaceId, from, to);
    if (!campaignId) return rows;
    const touches = await repo.touches(workspaceId, from, to, windowDays);
    const byConversion = new Map<number, Touch[]>();
    for (const t of touches) {
      const list = byConversion.get(t.conversion_id) ?? [];
      list.push({ campaignId: t.campaign_id ?? '', channel: t.campaign_id ? 'email' : AUTOMATION, sentAt: t.sent_at, clickedAt: t.clicked_at });
      byConversion.set(t.conversion_id, list);
    }
    return rows.filter((r) =>
      attribute(r.amount_minor, byConversion.get(r.id) ?? [], r.occurred_at).some((c) => c.campaignId === campaignId && c.lastClick > 0),
    );
  }

  return {
    /** The contacts or deliveries behind a figure of the report for the last `days` days, newest first, a page at a time. */
    async drilldown(workspaceId: string, q: DrilldownQuery, now = new Date()): Promise<Drilldown> {
      const from = `${addDays(dayOf(now), -(q.days - 1))}T00:00:00Z`;
      const to = now.toISOString();
      const range = { workspaceId, from, to, campaignId: q.campaignId, limit: q.limit, offset: (q.page - 1) * q.limit };
      const answer = (rows: Drilldown['rows'], total: number): Drilldown => ({
        success: true,
        figure: q.figure,
        from,
        to,
        total,
        page: q.page,
        limit: q.limit,
        rows,
      });
      const fromDb = ({ rows, total }: { rows: DrilldownDbRow[]; total: number }) =>
        answer(
          rows.map((r) => ({
            deliveryId: r.delivery_id === null ? null : Number(r.delivery_id),
            contactId: r.contact_id,
            email: r.email,
            name: r.name,
            campaignId: r.campaign_id,
            campaignName: r.campaign_name,
            at: r.at,
            amount: null,
            currency: null,
          })),
          total,
        );
      if (q.figure === 'sent' || q.figure === 'opened' || q.figure === 'openedAny' || q.figure === 'clicked')
        return fromDb(await drill.deliveries(q.figure, range));
      if (q.figure === 'place') return fromDb(await drill.place(q.country ?? '', q.city, range));
      if (q.figure !== 'converted') return fromDb(await drill.events(q.figure, range));
      const all = (await convertedRows(workspaceId, from, to, q.window, q.campaignId)).reverse();
      const slice = all.slice(range.offset, range.offset + q.limit);
      const contacts = await drill.contacts(workspaceId, [...new Set(slice.flatMap((r) => (r.contact_id ? [r.contact_id] : [])))]);
      const names = await repo.campaignNames(workspaceId, q.campaignId ? [q.campaignId] : []);
      return answer(
        slice.map((r) => {
          const contact = r.contact_id ? contacts.get(r.contact_id) : undefined;
          return {
            deliveryId: null,
            contactId: r.contact_id,
            email: contact?.email ?? r.email,
            name: contact?.name ?? null,
            campaignId: q.campaignId ?? null,
            campaignName: q.campaignId ? (names.get(q.campaignId) ?? null) : null,
            at: r.occurred_at,
            amount: toMajor(r.amount_minor, r.currency),
            currency: r.currency,
          };
        }),
        all.length,
      );
    },

    /** Records a purchase once per event id (validated; a repeat is a no-op). */
    async recordConversion(input: RecordConversionInput) {
      await writeConversion(recordConversionSchema.parse(input));
    },

    /**
     * One step of the rollup job: rebuilds every day from the watermark's day (less an overlap) up to ROLLUP_LAG_MS
     * before now and moves the watermark there, never a day of raw hits before those retention dropped (their figures
     * live only in the rollups). A store without the watermark (new, or from before the derived rollups) rebuilds the
     * derived ones from the start of history: they come from the daily rollup and from rows retention never drops.
     */
    async rollup(now = new Date()) {
      const mark = await repo.watermark(ROLLUP);
      const since = new Date((mark ? Date.parse(mark) : 0) - ROLLUP_OVERLAP_MS);
      const dropped = await repo.droppedThrough();
      const fromDay = dropped && dropped.slice(0, 10) > dayOf(since) ? dropped.slice(0, 10) : dayOf(since);
      await repo.rollup({
        fromDay,
        derivedFromDay: mark ? fromDay : '1970-01-01',
        since: since.toISOString(),
        to: new Date(now.getTime() - ROLLUP_LAG_MS).toISOString(),
      });
    },

    /** Recomputes the cohorts and the churn list when their last run is an hour old (or `force`). */
    async snapshots(now = new Date(), force = false) {
      const last = await repo.watermark(SNAPSHOTS);
      if (!force && last && now.getTime() - Date.parse(last) < SNAPSHOT_EVERY_MS) return;
      const fromMonth = `${addDays(dayOf(now), -400).slice(0, 7)}-01T00:00:00Z`;
      await repo.snapshots(fromMonth, new Date(now.getTime() - 90 * DAY_MS).toISOString());
      await repo.setWatermark(SNAPSHOTS, now.toISOString());
    },

    /** The instant before which every day is final in the rollups (the next rollup step rebuilds from there on). */
    async rolledUpUntil(): Promise<string> {
      const mark = await repo.watermark(ROLLUP);
      return `${dayOf(new Date((mark ? Date.parse(mark) : 0) - ROLLUP_OVERLAP_MS))}T00:00:00Z`;
    },

    /**
     * Records the purchase events received since the last sweep (less an overlap) that have no conversion yet — those
     * whose request's own recording was cut short by a crash or a database error. Returns how many.
     */
    async sweepPurchaseEvents(now = new Date()) {
      const mark = await repo.watermark(PURCHASE_SWEEP);
      const from = new Date((mark ? Date.parse(mark) : 0) - PURCHASE_SWEEP_OVERLAP_MS).toISOString();
      const recorded = await repo.recordPurchaseEvents(from, now.toISOString());
      await repo.setWatermark(PURCHASE_SWEEP, now.toISOString());
      return recorded;
    },

    /** Records invoices paid since the last sweep as conversions (event id `invoice:<id>`, so a re-run adds nothing). */
    async sweepPaidInvoices(batch = 500) {
      for (;;) {
        const since = (await repo.watermark(INVOICE_SWEEP)) ?? '1970-01-01T00:00:00Z';
        const rows = await repo.paidInvoicesSince(since, batch);
        await repo.insertConversions(
          rows.map((r) => ({
            workspaceId: r.workspace_id,
            eventId: `invoice:${r.id}`,
            source: 'invoice' as const,
            contactId: r.contact_id,
            email: r.email,
            amountMinor: Math.round(Number(r.total_minor)),
            currency: r.currency,
            at: new Date(r.paid_at),
          })),
        );
        if (rows.length) await repo.setWatermark(INVOICE_SWEEP, rows[rows.length - 1].paid_at);
        if (rows.length < batch) return;
      }
    },

    /** The campaign performance rows of the last 365 days (seed 001 §3), conversions by last click. */
    async performance(workspaceId: string, windowDays: number, now = new Date()): Promise<{ currency: string; rows: CampaignPerformance[] }> {
      const fromDay = addDays(dayOf(now), -364);
      const [sums, rev] = await Promise.all([
        repo.campaignSums(workspaceId, fromDay, now.toISOString()),
        revenue(workspaceId, `${fromDay}T00:00:00Z`, now.toISOString(), windowDays),
      ]);
      return { currency: rev.currency, rows: campaignRows(sums, rev) };
    },

    /** The analytics report for the last `days` days (today included) against the `days` before; hours of day in `timeZone`. */
    async comprehensive(workspaceId: string, days: number, windowDays: number, now = new Date(), timeZone = 'UTC'): Promise<Comprehensive> {
      const today = dayOf(now);
      const fromDay = addDays(today, -(days - 1));
      const prevFromDay = addDays(fromDay, -days);
      const from = `${fromDay}T00:00:00Z`;
      const prevFrom = `${prevFromDay}T00:00:00Z`;
      const to = now.toISOString();
      const historyFrom = addDays(today, -Math.max(days, 60) + 1);
      const [report, rev, sums, cohortRows, churnRows] = await Promise.all([
        repo.report(workspaceId, historyFrom < prevFromDay ? historyFrom : prevFromDay, fromDay, to, timeZone),
        revenue(workspaceId, from, to, windowDays),
        repo.conversionSums(workspaceId, prevFrom, from, `${historyFrom}T00:00:00Z`, to),
        repo.cohorts(workspaceId, `${addDays(today, -Math.min(days, 365)).slice(0, 7)}-01`),
        repo.churn(workspaceId, CHURN_LISTED),
      ]);

      const cur = zero();
      const prev = zero();
      const perDay = new Map<string, Sums>();
      const listGrowth: Comprehensive['engagement']['listGrowth'] = [];
      for (const f of report.days) {
        const day = zero();
        add(day, f);
        perDay.set(f.day, day);
        if (f.day >= fromDay) {
          add(cur, f);
          if (f.subscribed || f.unsubscribed || f.bounced || f.complained)
            listGrowth.push({ day: f.day, subscribed: f.subscribed, unsubscribed: f.unsubscribed, bounced: f.bounced, complained: f.complained });
        } else if (f.day >= prevFromDay) add(prev, f);
      }
      const bounced = cur.bounced;

      const currency = rev.currency;
      const major = (minor: number) => toMajor(minor, currency);
      const delivered = Math.max(0, cur.sent - bounced);
      const prevDelivered = Math.max(0, prev.sent - prev.bounced);
      const card = (value: number | null, previous: number | null) => ({
        value: value ?? 0,
        previous: previous ?? 0,
        change: changePercent(value ?? 0, previous ?? 0),
      });
      const prevOfCurrency = sums.find((r) => r.part === 'period' && r.currency === currency);
      const prevRevenue = prevOfCurrency?.revenue ?? 0;
      const prevConversions = prevOfCurrency?.conversions ?? 0;
      const revenueByDay = new Map(sums.flatMap((r) => (r.part === 'history' && r.currency === currency && r.day ? [[r.day, r.revenue] as const] : [])));

      const rows = campaignRows(report.campaigns, rev);
      const ranked = rows.filter((r) => r.clickRate !== null).sort((a, b) => (b.clickRate ?? 0) - (a.clickRate ?? 0));
      // campaigns credited with revenue but without figures in the period (sent before it) still need their names
      const names = new Map(report.campaigns.map((c) => [c.id, c.name]));
      const unnamed = [...rev.campaigns.keys()].filter((id) => !names.has(id));
      for (const [id, name] of await repo.campaignNames(workspaceId, unnamed)) names.set(id, name);

      const series = (pick: (s: Sums) => number) => {
        const out: { day: string; value: number }[] = [];
        for (let d = historyFrom; d <= today; d = addDays(d, 1)) out.push({ day: d, value: pick(perDay.get(d) ?? zero()) });
        return out;
      };
      const overTime: Comprehensive['engagement']['overTime'] = [];
      for (let d = fromDay; d <= today; d = addDays(d, 1)) {
        const s = perDay.get(d) ?? zero();
        overTime.push({ day: d, sent: s.sent, opens: s.uniqueOpens, clicks: s.uniqueClicks });
      }
      const revSeries: { day: string; value: number }[] = [];
      for (let d = historyFrom; d <= today; d = addDays(d, 1)) revSeries.push({ day: d, value: major(revenueByDay.get(d) ?? 0) });

      const cohortMap = new Map<string, { size: number; retention: number[] }>();
      for (const r of cohortRows) {
        const c = cohortMap.get(r.month) ?? { size: r.size, retention: [] };
        if (r.offset >= 0) c.retention[r.offset] = Math.round((r.active / Math.max(1, r.size)) * 1000) / 10;
        cohortMap.set(r.month, c);
      }
      const thisMonth = today.slice(0, 7);
      const cohorts = [...cohortMap.entries()].map(([month, c]) => {
        const months = (Number(thisMonth.slice(0, 4)) - Number(month.slice(0, 4))) * 12 + Number(thisMonth.slice(5, 7)) - Number(month.slice(5, 7)) + 1;
        return { month: month.slice(0, 7), size: c.size, retention: Array.from({ length: Math.max(1, months) }, (_, i) => c.retention[i] ?? 0) };
      });

      return {
        success: true,
        days,
        from,
        to,
        generatedAt: new Date().toISOString(),
        currency,
        cards: {
          sent: card(cur.sent, prev.sent),
          deliveryRate: card(ratePercent(delivered, cur.sent), ratePercent(prevDelivered, prev.sent)),
          humanOpenRate: card(ratePercent(cur.uniqueOpens, cur.sent), ratePercent(prev.uniqueOpens, prev.sent)),
          clickRate: card(ratePercent(cur.uniqueClicks, cur.sent), ratePercent(prev.uniqueClicks, prev.sent)),
          conversions: card(rev.count, prevConversions),
          revenue: card(major(rev.total), major(prevRevenue)),
        },
        totals: {
          sent: cur.sent,
          bounced,
          delivered,
          uniqueOpens: cur.uniqueOpens,
          uniqueOpensTotal: cur.uniqueOpensTotal,
          opens: cur.opens,
          humanOpens: cur.humanOpens,
          uniqueClicks: cur.uniqueClicks,
          clicks: cur.clicks,
          humanClicks: cur.humanClicks,
          conversions: rev.count,
          revenue: major(rev.total),
        },
        campaigns: { rows, best: ranked[0]?.id ?? null, worst: ranked.length > 1 ? (ranked.at(-1)?.id ?? null) : null },
        ...placeFigures(report.places),
        devices: {
          types: report.devices.filter((d) => d.kind === 'device').map(({ name, count }) => ({ name, count })),
          os: report.devices.filter((d) => d.kind === 'os').map(({ name, count }) => ({ name, count })),
          clients: report.devices.filter((d) => d.kind === 'client').map(({ name, count }) => ({ name, count })),
        },
        revenue: {
          windowDays,
          byDay: [...rev.byDay.entries()].sort().map(([day, d]) => ({ day, revenue: major(d.revenue), conversions: d.conversions })),
          byCampaign: [...rev.campaigns.entries()].map(([id, c]) => ({
            id,
            name: names.get(id) ?? '',
            lastClick: major(c.lastClick),
            firstTouch: major(c.firstTouch),
            linear: round2(major(c.linear)),
          })),
          byChannel: [...rev.channels.entries()].map(([channel, c]) => ({
            channel,
            lastClick: major(c.lastClick),
            firstTouch: major(c.firstTouch),
            linear: round2(major(c.linear)),
          })),
          attributed: {
            lastClick: major(rev.attributed.lastClick),
            firstTouch: major(rev.attributed.firstTouch),
            linear: round2(major(rev.attributed.linear)),
          },
          averageOrderValue: rev.count ? round2(major(rev.total) / rev.count) : null,
          otherCurrencies: [...rev.byCurrency.entries()]
            .filter(([c]) => c !== currency)
            .map(([c, v]) => ({ currency: c, revenue: toMajor(v.revenue, c), conversions: v.conversions })),
        },
        engagement: { heatmap: report.heatmap, timeZone, overTime, listGrowth },
        cohorts,
        predictions: {
          horizonDays: FORECAST_HORIZON_DAYS,
          sends: forecastSeries(
            series((s) => s.sent),
            FORECAST_HORIZON_DAYS,
            FORECAST_HOLDOUT_DAYS,
          ),
          opens: forecastSeries(
            series((s) => s.uniqueOpens),
            FORECAST_HORIZON_DAYS,
            FORECAST_HOLDOUT_DAYS,
          ),
          revenue: forecastSeries(revSeries, FORECAST_HORIZON_DAYS, FORECAST_HOLDOUT_DAYS),
          churn: { count: churnRows.total, contacts: churnRows.contacts.map((c) => ({ ...c, likelihood: Math.round(c.likelihood * 1000) / 1000 })) },
        },
      };
    },
  };
}
