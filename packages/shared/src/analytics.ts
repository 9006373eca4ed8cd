// The contract of the analytics reports and the dashboard: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';

/** Analytics periods in days (seed 001 §9: 7, 30, 90 days, 1 year). */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** Dashboard ranges (seed 001 §9); 7d is the default. */
export const DASHBOARD_RANGES = ['1h', '24h', '7d', '30d', '90d', '1y'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '7d';
export const DASHBOARD_RANGE_MS: Record<DashboardRange, number> = {
  '1h': 3.6e6,
  '24h': 8.64e7,
  '7d': 6.048e8,
  '30d': 2.592e9,
  '90d': 7.776e9,
  '1y': 3.1536e10,
};
/** Dashboard data is polled every 30 seconds (seed 001 §4). */
export const DASHBOARD_POLL_MS = 30_000;

/** Last-click attribution window (days) unless a request names another. */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 5;
export const ATTRIBUTION_MODELS = ['lastClick', 'firstTouch', 'linear'] as const;
export type AttributionModel = (typeof ATTRIBUTION_MODELS)[number];
/** Days forecast ahead and days held out to measure the forecast's error. */
export const FORECAST_HORIZON_DAYS = 30;
export const FORECAST_HOLDOUT_DAYS = 7;
/** A contact is "likely to churn" when its engagement likelihood is below this and it received at least CHURN_MIN_RECEIVED messages. */
export const CHURN_LIKELIHOOD = 0.15;
export const CHURN_MIN_RECEIVED = 3;
export const EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;

const periodParam = z.coerce
  .number('v.invalid')
  .int('v.invalid')
  .refine((n) => (ANALYTICS_PERIODS as readonly number[]).includes(n), 'v.invalid');

// isTimeZone says whether a name is an IANA time zone this runtime knows (Europe/Istanbul, UTC…).
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** The time zone the hour-of-day figures are read in (the viewer's); UTC when not given. */
const timeZoneParam = z.string('v.invalid').max(64, 'v.invalid').refine(isTimeZone, 'v.invalid').default('UTC');

export const comprehensiveQuerySchema = z.object({
  days: periodParam.default(DEFAULT_ANALYTICS_PERIOD),
  tz: timeZoneParam,
  window: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(90, 'v.invalid').default(DEFAULT_ATTRIBUTION_WINDOW_DAYS),
});
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, 'v.invalid').default('pdf'),
  days: periodParam.default(DEFAULT_ANALYTICS_PERIOD),
  tz: timeZoneParam,
});
export const dashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES, 'v.invalid').default(DEFAULT_DASHBOARD_RANGE) });

const count = z.number().int();
const rate = z.number().nullable();
/** A stat card: this period, the previous one of the same length, and the change in percent (null when the previous was 0). */
export const statCardSchema = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type StatCard = z.infer<typeof statCardSchema>;
export const STAT_CARDS = ['sent', 'deliveryRate', 'humanOpenRate', 'clickRate', 'conversions', 'revenue'] as const;

/** Campaign performance row (seed 001 §3) plus the id and the human/total split. */
export const campaignPerformanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  sent: count,
  opened: count,
  openedTotal: count,
  clicked: count,
  converted: count,
  revenue: z.number(),
  openRate: rate,
  clickRate: rate,
  conversionRate: rate,
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;
export const campaignPerformanceResponseSchema = z.object({ success: z.literal(true), currency: z.string(), performance: z.array(campaignPerformanceSchema) });

const share = z.object({ name: z.string(), count });
const seriesPoint = z.object({ day: z.string(), value: z.number() });
export const forecastSchema = z.object({
  history: z.array(seriesPoint),
  forecast: z.array(seriesPoint),
  /** Error of the same model fitted without the last FORECAST_HOLDOUT_DAYS days, on those days. */
  holdout: z.object({ days: count, mae: z.number().nullable(), mape: z.number().nullable() }),
  params: z.object({ alpha: z.number(), beta: z.number() }),
});
export type Forecast = z.infer<typeof forecastSchema>;
const attribution = z.object({ lastClick: z.number(), firstTouch: z.number(), linear: z.number() });
const placeSchema = z.object({ country: z.string(), opens: count, humanOpens: count, clicks: count, humanClicks: count, openShare: rate, clickRate: rate });
/** The report lists at most this many cities. */
export const MAX_REPORT_CITIES = 100;

export const comprehensiveSchema = z.object({
  success: z.literal(true),
  days: count,
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  /** Revenue figures are in this currency (minor units / 100 = major); conversions in other currencies are listed in revenue.otherCurrencies. */
  currency: z.string(),
  cards: z.object({
    sent: statCardSchema,
    deliveryRate: statCardSchema,
    humanOpenRate: statCardSchema,
    clickRate: statCardSchema,
    conversions: statCardSchema,
    revenue: statCardSchema,
  }),
  totals: z.object({
    sent: count,
    bounced: count,
    delivered: count,
    uniqueOpens: count,
    uniqueOpensTotal: count,
    opens: count,
    humanOpens: count,
    uniqueClicks: count,
    clicks: count,
    humanClicks: count,
    conversions: count,
    revenue: z.number(),
  }),
  campaigns: z.object({ rows: z.array(campaignPerformanceSchema), best: z.string().nullable(), worst: z.string().nullable() }),
  /** Countries of the opens and clicks (hits, all and human); openShare: share of the period's human opens; clickRate: human clicks per human open. */
  geographic: z.array(placeSchema),
  /** The same per city (at most MAX_REPORT_CITIES, most opened first); city data covers IPv4 addresses. */
  cities: z.array(placeSchema.extend({ city: z.string() })),
  devices: z.object({ types: z.array(share), os: z.array(share), clients: z.array(share) }),
  revenue: z.object({
    windowDays: count,
    byDay: z.array(z.object({ day: z.string(), revenue: z.number(), conversions: count })),
    byCampaign: z.array(z.object({ id: z.string(), name: z.string(), lastClick: z.number(), firstTouch: z.number(), linear: z.number() })),
    byChannel: z.array(z.object({ channel: z.string(), lastClick: z.number(), firstTouch: z.number(), linear: z.number() })),
    attributed: attribution,
    averageOrderValue: z.number().nullable(),
    otherCurrencies: z.array(z.object({ currency: z.string(), revenue: z.number(), conversions: count })),
  }),
  engagement: z.object({
    /** Human opens and clicks by weekday (0 = Sunday) and hour in `timeZone`. */
    heatmap: z.array(z.object({ weekday: count, hour: count, opens: count, clicks: count })),
    timeZone: z.string(),
    overTime: z.array(z.object({ day: z.string(), sent: count, opens: count, clicks: count })),
    listGrowth: z.array(z.object({ day: z.string(), subscribed: count, unsubscribed: count, bounced: count, complained: count })),
  }),
  cohorts: z.array(z.object({ month: z.string(), size: count, retention: z.array(z.number()) })),
  predictions: z.object({
    horizonDays: count,
    sends: forecastSchema,
    opens: forecastSchema,
    revenue: forecastSchema,
    churn: z.object({ count, contacts: z.array(z.object({ id: z.string(), email: z.string(), received: count, engaged: count, likelihood: z.number() })) }),
  }),
});
export type Comprehensive = z.infer<typeof comprehensiveSchema>;

export const dashboardSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  generatedAt: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }),
  subscription: z
    .object({
      planType: z.string(),
      planName: z.string(),
      emailsSentThisMonth: count,
      monthlyEmailLimit: z.number(),
      contactsCount: count,
      contactLimit: z.number().nullable(),
      status: z.enum(['trial', 'active', 'past_due', 'cancelled']),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string(),
    })
    .nullable(),
  kpis: z.object({
    emailsSent: count,
    contacts: count,
    campaigns: count,
    openRate: rate,
    clickRate: rate,
    members: count,
    leads: count,
    openDeals: count,
    overdueTasks: count,
    conversions: count,
    /** Revenue of the range's conversions in the workspace's invoice currency (invoicing.currency). */
    revenue: z.number(),
  }),
  campaigns: z.object({
    recent: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), sent: count, opened: count, clicked: count, createdAt: z.string() })),
    byStatus: z.array(share),
  }),
  crm: z.object({ openDealsValue: z.number(), wonDeals: count, tasksDue: count, leadsInRange: count }),
  invoicing: z.object({ currency: z.string(), paid: z.number(), pending: z.number(), overdue: z.number(), overdueCount: count, issuedInRange: count }),
  /** Workflows by status now; runs entered and completed in the range, waiting now; steps done and failed in the range. */
  automation: z.object({
    activeWorkflows: count,
    pausedWorkflows: count,
    runsEntered: count,
    runsCompleted: count,
    runsWaiting: count,
    stepsDone: count,
    stepsFailed: count,
  }),
  /** API keys usable now, used in the range, and their requests in the range (from the keys' per-minute windows). */
  api: z.object({ activeKeys: count, keysUsed: count, requests: count, lastUsedAt: z.string().nullable() }),
  security: z.object({ sessions: z.array(z.object({ email: z.string(), createdAt: z.string(), lastSeenAt: z.string().nullable() })) }),
  checklist: z.object({ contacts: z.boolean(), domain: z.boolean(), campaign: z.boolean() }),
});
export type RealtimeDashboard = z.infer<typeof dashboardSchema>;

export const recordConversionSchema = z.object({
  workspaceId: z.string(),
  contactId: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  amountMinor: z.number().int().min(0),
  currency: z.string().length(3),
  /** A Date or an ISO timestamp. */
  at: z.coerce.date(),
  eventId: z.string().min(1).max(200),
  source: z.enum(['event', 'invoice']).default('event'),
});
export type RecordConversion = z.infer<typeof recordConversionSchema>;
/** What a caller of recordConversion passes: `at` as a Date or ISO string, `source` 'event' unless said. */
export type RecordConversionInput = z.input<typeof recordConversionSchema>;

// changePercent is the change from previous to value in percent, one decimal; null when there was nothing before.
export function changePercent(value: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

// ratePercent is part / whole in percent, one decimal; null when the whole is 0.
export function ratePercent(part: number, whole: number): number | null {
  if (!whole) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Raw tracking hits are kept at least this many whole months before the current one (null: forever); months 3–120. */
export const RETENTION_MIN_MONTHS = 3;
export const RETENTION_MAX_MONTHS = 120;
export const analyticsRetentionBodySchema = z.object({
  months: z
    .number('v.retentionMonths')
    .int('v.retentionMonths')
    .min(RETENTION_MIN_MONTHS, 'v.retentionMonths')
    .max(RETENTION_MAX_MONTHS, 'v.retentionMonths')
    .nullable(),
});
/** The retention setting and the raw hits' state: the oldest month still stored (YYYY-MM-DD, its first day) and the instant before which hits were dropped. */
export const analyticsRetentionSchema = z.object({
  months: z.number().int().nullable(),
  oldestPartition: z.string().nullable(),
  droppedThrough: z.string().nullable(),
});
export type AnalyticsRetention = z.infer<typeof analyticsRetentionSchema>;

/** The figures whose contacts or deliveries can be listed (GET /api/analytics/drilldown). */
export const DRILLDOWN_FIGURES = ['sent', 'opened', 'openedAny', 'clicked', 'bounced', 'unsubscribed', 'complained', 'converted', 'place'] as const;
export type DrilldownFigure = (typeof DRILLDOWN_FIGURES)[number];
export const DRILLDOWN_MAX_LIMIT = 100;
export const drilldownQuerySchema = z
  .object({
    figure: z.enum(DRILLDOWN_FIGURES, 'v.invalid'),
    days: periodParam.default(DEFAULT_ANALYTICS_PERIOD),
    campaignId: z.uuid('v.invalid').optional(),
    country: z
      .string('v.invalid')
      .regex(/^[A-Z]{2}$/, 'v.invalid')
      .optional(),
    city: z.string('v.invalid').min(1, 'v.invalid').max(200, 'v.invalid').optional(),
    window: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(90, 'v.invalid').default(DEFAULT_ATTRIBUTION_WINDOW_DAYS),
    page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100_000, 'v.invalid').default(1),
    limit: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(DRILLDOWN_MAX_LIMIT, 'v.invalid').default(25),
  })
  .refine((q) => q.figure !== 'place' || q.country !== undefined, { message: 'v.required', path: ['country'] });
export type DrilldownQuery = z.infer<typeof drilldownQuerySchema>;
/** A contact or delivery behind a figure: `at` is when it counted (sent, opened, clicked, bounced… or purchased); amount and currency for a conversion. */
export const drilldownRowSchema = z.object({
  deliveryId: z.number().int().nullable(),
  contactId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  at: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
});
export type DrilldownRow = z.infer<typeof drilldownRowSchema>;
export const drilldownSchema = z.object({
  success: z.literal(true),
  figure: z.enum(DRILLDOWN_FIGURES),
  from: z.string(),
  to: z.string(),
  total: count,
  page: count,
  limit: count,
  rows: z.array(drilldownRowSchema),
});
export type Drilldown = z.infer<typeof drilldownSchema>;

/** Exports of this many days or more run as a job (POST /api/analytics/exports); shorter ones download at once. */
export const EXPORT_JOB_MIN_DAYS = 90;
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const createExportBodySchema = z.object({
  format: z.enum(EXPORT_FORMATS, 'v.invalid').default('pdf'),
  days: z
    .number('v.invalid')
    .int('v.invalid')
    .refine((n) => (ANALYTICS_PERIODS as readonly number[]).includes(n), 'v.invalid')
    .default(365),
  tz: timeZoneParam,
});
export const exportIdParamsSchema = z.object({ id: z.uuid('v.invalid') });
export const analyticsExportSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  days: count,
  status: z.enum(EXPORT_STATUSES),
  /** 0–100 */
  progress: count,
  size: count.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Where the finished file downloads (with the session), null until done; files are kept a day. */
  downloadUrl: z.string().nullable(),
});
export type AnalyticsExport = z.infer<typeof analyticsExportSchema>;
export const analyticsExportResponseSchema = z.object({ success: z.literal(true), export: analyticsExportSchema });
export const analyticsExportsResponseSchema = z.object({ success: z.literal(true), exports: z.array(analyticsExportSchema) });
