// The contract of the platform admin panel: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';
import { PLAN_IDS } from './plans.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.js';

/** The admin panel's time ranges (seed 001 §9) and their length in milliseconds. */
export const ADMIN_RANGES = ['1h', '24h', '7d', '30d'] as const;
export type AdminRange = (typeof ADMIN_RANGES)[number];
export const ADMIN_RANGE_MS: Record<AdminRange, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
/** The recent users list of the overview (seed 001 §9: admin user list limit 10). */
export const ADMIN_USER_LIST_LIMIT = 10;
/** How long an impersonation session lives. */
export const IMPERSONATION_MINUTES = 30;
/** Alert thresholds: queued jobs per queue, failed jobs per queue in the last hour, bounce and complaint rates (%). */
export const ALERT_THRESHOLDS = {
  queueBacklog: 1000,
  queueFailuresPerHour: 10,
  bounceRatePct: 5,
  complaintRatePct: 0.3,
  memoryPct: 90,
  minSentForRates: 100,
  /** 5xx answers in percent of all answers over the last 5 minutes, across the live processes (after 20 answers). */
  errorRateWarningPct: 2,
  errorRateCriticalPct: 10,
  minRequestsForErrorRate: 20,
} as const;
/** Every server process writes its heartbeat this often; one silent for PROCESS_ALIVE_SECONDS is no longer alive. */
export const HEARTBEAT_SECONDS = 10;
export const PROCESS_ALIVE_SECONDS = 30;

/** Account states shown in the users list (labels Aktif, Deneme, İptal, Askıda). */
export const ADMIN_USER_STATUSES = ['active', 'trial', 'cancelled', 'suspended'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const METRIC_STATUSES = ['normal', 'warning', 'critical'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];

export const adminRangeQuerySchema = z.object({ range: z.enum(ADMIN_RANGES).default('24h') });

const statCard = z.object({ value: z.number(), previous: z.number() });
export const adminStatsSchema = z.object({
  range: z.enum(ADMIN_RANGES),
  users: statCard.extend({ newInRange: z.number() }),
  activeWorkspaces: statCard,
  emailsSent: statCard,
  /** Monthly recurring revenue in EUR minor units, from the active paid subscriptions. */
  mrr: z.object({ valueMinor: z.number(), currency: z.literal('EUR'), paidSubscriptions: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user', 'customer']),
  workspaceId: z.string(),
  workspaceName: z.string(),
  plan: z.string(),
  status: z.enum(ADMIN_USER_STATUSES),
  joinDate: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USER_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminUsersSchema = z.object({ users: z.array(adminUserRowSchema), total: z.number(), page: z.number(), limit: z.number() });
export type AdminUsers = z.infer<typeof adminUsersSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  suspension: z.object({ reason: z.string(), at: z.string(), by: z.string() }).nullable(),
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
    usage: z.object({ contacts: z.number(), campaigns: z.number(), emailsThisMonth: z.number(), invoices: z.number() }),
    subscription: z.object({ plan: z.string(), status: z.string(), currentPeriodEnd: z.string() }).nullable(),
  }),
  sessions: z.array(z.object({ id: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable(), createdAt: z.string(), lastUsedAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid('v.invalid') });
export const adminReasonSchema = z.object({ reason: z.string().trim().min(3, 'v.required').max(500) });
export const adminChangePlanSchema = z.object({ plan: z.enum(PLAN_IDS) });
export const adminOkSchema = z.object({ ok: z.literal(true) });
export const impersonationSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type Impersonation = z.infer<typeof impersonationSchema>;
/** The banner's data: present while the signed-in session is an admin's impersonation. */
export const impersonationStatusSchema = z.object({
  impersonation: z.object({ adminEmail: z.string(), userEmail: z.string(), reason: z.string(), expiresAt: z.string() }).nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;

export const SUBSCRIPTION_ROW_STATUSES = ['active', 'trial', 'cancelled', 'suspended'] as const;
export const adminSubscriptionsQuerySchema = adminRangeQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminSubscriptionsSchema = z.object({
  subscriptions: z.array(
    z.object({
      workspaceId: z.string(),
      workspaceName: z.string(),
      ownerEmail: z.string().nullable(),
      plan: z.string(),
      status: z.enum(SUBSCRIPTION_ROW_STATUSES),
      renewalDate: z.string(),
      mrrMinor: z.number(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  summary: z.object({
    mrrMinor: z.number(),
    active: z.number(),
    trial: z.number(),
    cancelled: z.number(),
    suspended: z.number(),
    churnedInRange: z.number(),
    churnRatePct: z.number(),
    upgradesInRange: z.number(),
  }),
});
export type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;

export const systemMetricSchema = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  status: z.enum(METRIC_STATUSES),
  detail: z.string().optional(),
});
export type SystemMetric = z.infer<typeof systemMetricSchema>;
/** A server process (API, workers or both) from its heartbeat, with its answers and 5xx of the last 5 minutes. */
export const platformProcessSchema = z.object({
  id: z.string(),
  role: z.enum(['all', 'api', 'worker']),
  host: z.string(),
  pid: z.number(),
  version: z.string(),
  startedAt: z.string(),
  lastBeatAt: z.string(),
  alive: z.boolean(),
  requests: z.number(),
  errors: z.number(),
  rssMb: z.number(),
  /** This is the process that answered the request. */
  self: z.boolean(),
});
export type PlatformProcess = z.infer<typeof platformProcessSchema>;
export const adminHealthSchema = z.object({
  version: z.string(),
  mailMode: z.enum(['capture', 'relay']),
  metrics: z.array(systemMetricSchema),
  queues: z.array(z.object({ name: z.string(), queued: z.number(), active: z.number(), failedLastHour: z.number(), status: z.enum(METRIC_STATUSES) })),
  /** Processes that beat within the last day (a stopped one shows as not alive until then). */
  processes: z.array(platformProcessSchema),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;

/** What raised an alert; the screen words it (admin.panel.alerts.<code>) with its params. */
export const ALERT_CODES = [
  'queueBacklog',
  'queueFailures',
  'mailServerFailing',
  'bounceRate',
  'complaintRate',
  'memoryHigh',
  'diskLow',
  'dnsblListed',
  'errorRate',
  'workersDown',
  'processStopped',
  'mailTransportDown',
] as const;
export const alertSchema = z.object({
  id: z.string(),
  type: z.enum(['warning', 'info', 'success']),
  severity: z.enum(METRIC_STATUSES),
  code: z.enum(ALERT_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  time: z.string(),
  acknowledged: z.boolean(),
});
export type AdminAlert = z.infer<typeof alertSchema>;
export const alertsSchema = z.object({ alerts: z.array(alertSchema) });
export const alertParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Platform security toggles, enforced by the server (mandatory 2FA for admins belongs to the oauth module's platform setting). */
export const adminSecuritySchema = z.object({
  registrationOpen: z.boolean(),
  passwordMinLength: z.number().int().min(PASSWORD_MIN).max(PASSWORD_MAX),
  /** IPv4/IPv6 addresses or CIDR ranges allowed to use an admin session; empty = everywhere. */
  adminIpAllowList: z.array(z.string().trim().min(2).max(50)).max(100),
});
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;
export const DEFAULT_ADMIN_SECURITY: AdminSecurity = { registrationOpen: true, passwordMinLength: PASSWORD_MIN, adminIpAllowList: [] };

export const accessLogQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const accessLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actorEmail: z.string(),
      asUserEmail: z.string().nullable(),
      action: z.string(),
      target: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AccessLog = z.infer<typeof accessLogSchema>;

/** The sign-ins part of the access log (the oauth module's sign-in log, platform-wide): by address, outcome and method. */
export const signInsQuerySchema = z.object({
  email: z.string().trim().max(200).optional(),
  outcome: z.enum(['success', 'failed']).optional(),
  method: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const signInsSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      email: z.string().nullable(),
      method: z.string(),
      outcome: z.enum(['success', 'failed']),
      reason: z.string().nullable(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      device: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type SignIns = z.infer<typeof signInsSchema>;

/** The DNS blocklists sending IPs are checked against until the admin sets others (a platform setting). */
export const DEFAULT_DNSBL_ZONES = ['zen.spamhaus.org', 'bl.spamcop.net', 'b.barracudacentral.org'];
/** listed: the list answered 127.0.0.x; clean: no such name (NXDOMAIN or no A record); unknown: no usable answer (timeout, refusal). */
export const DNSBL_STATUSES = ['listed', 'clean', 'unknown'] as const;
export type DnsblStatus = (typeof DNSBL_STATUSES)[number];
const dnsblZone = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, 'v.invalid');
export const dnsblSettingsSchema = z.object({ zones: z.array(dnsblZone).max(20) });
export type DnsblSettings = z.infer<typeof dnsblSettingsSchema>;
/** One IP on one list at the last check: the 127.0.0.x answer and the list's TXT reason when listed, the DNS error when unknown. */
export const dnsblResultSchema = z.object({
  zone: z.string(),
  status: z.enum(DNSBL_STATUSES),
  answer: z.string().nullable(),
  reason: z.string().nullable(),
  error: z.string().nullable(),
  checkedAt: z.string(),
});
export type DnsblResult = z.infer<typeof dnsblResultSchema>;
/** What a check found: addresses checked, lists asked, listings and answers that could not be had. */
export const dnsblCheckSchema = z.object({ ips: z.number(), zones: z.number(), listed: z.number(), unknown: z.number(), checkedAt: z.string() });
export type DnsblCheck = z.infer<typeof dnsblCheckSchema>;
/** The daily re-check of the sending IPs against the blocklists (pg-boss cron, UTC). */
export const DNSBL_CHECK_CRON = '20 3 * * *';

/** One mail server as the IP pools tab shows it; reputation 0–100 from its bounce and complaint rates. */
export const ipPoolServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  ipAddress: z.string().nullable(),
  workspaceName: z.string(),
  status: z.enum(['active', 'paused', 'error']),
  sentTotal: z.number(),
  bounceRatePct: z.number(),
  complaintRatePct: z.number(),
  reputation: z.number(),
  dailyLimit: z.number(),
  /** Set while a blocklist lists its IP: rotation skips it until a check finds the IP clean or an admin releases it. */
  quarantinedAt: z.string().nullable(),
  quarantineReason: z.string().nullable(),
  /** The day of its IP warm-up and today's cap, or null when it is not warming up. */
  warmup: z.object({ day: z.number(), cap: z.number() }).nullable(),
  /** Its IP's result on each configured blocklist (empty without an IP, for a non-public one, or before the first check). */
  blocklists: z.array(dnsblResultSchema),
});
/** Seed 001 §3 IP pool: provider, total, active, blocked, reputation (servers grouped by their SMTP host's domain). */
export const ipPoolsSchema = z.object({
  pools: z.array(
    z.object({
      provider: z.string(),
      total: z.number(),
      active: z.number(),
      blocked: z.number(),
      reputation: z.number(),
      /** Servers whose IP is on at least one blocklist. */
      listed: z.number(),
      /** Servers rotation skips because a blocklist listed their IP. */
      quarantined: z.number(),
      servers: z.array(ipPoolServerSchema),
    }),
  ),
  /** The configured blocklists and when the sending IPs were last checked against them. */
  dnsbl: z.object({ zones: z.array(z.string()), checkedAt: z.string().nullable() }),
});
export type IpPools = z.infer<typeof ipPoolsSchema>;
export type IpPoolServer = z.infer<typeof ipPoolServerSchema>;
/** The admin's warm-up switch of one server: true starts a warm-up today, false ends it. */
export const ipPoolWarmupSchema = z.object({ warmup: z.boolean() });
/** The admin's actions on one server of the IP pools (release a quarantine, start or end a warm-up) answer the server. */
export const ipPoolServerParamsSchema = z.object({ id: z.uuid() });
/** reputationScore: 100 minus 4 points per bounce percent and 50 per complaint percent, within 0–100. */
export function reputationScore(bounceRatePct: number, complaintRatePct: number): number {
  return Math.max(0, Math.min(100, Math.round(100 - bounceRatePct * 4 - complaintRatePct * 50)));
}

/** The platform's settings as the settings tab shows them (from the server's configuration; secrets never leave it). */
export const platformOverviewSchema = z.object({
  publicUrl: z.string(),
  role: z.enum(['all', 'api', 'worker']),
  database: z.enum(['pglite', 'postgres']),
  mail: z.object({ mode: z.enum(['capture', 'relay']), relayHost: z.string().nullable(), from: z.string() }),
  bounceDomain: z.string().nullable(),
  inboundDomain: z.string().nullable(),
  payment: z.object({ configured: z.boolean(), host: z.string().nullable(), webhookSigned: z.boolean() }),
  /**
   * Where the daily exchange rates come from: the URL set in the panel (panel), else ULAK_RATES_URL (environment), else
   * the built-in rates (default); only its host is shown (a rates URL often carries an API key). The last fetch.
   */
  exchangeRates: z.object({
    configured: z.boolean(),
    host: z.string().nullable(),
    source: z.enum(['panel', 'environment', 'default']),
    ratesSource: z.enum(['provider', 'default']),
    fetchedAt: z.string().nullable(),
  }),
  /** The sign-in providers switched on (the oauth module's settings). */
  signInProviders: z.array(z.string()),
  registrationOpen: z.boolean(),
  dnsServers: z.array(z.string()),
  trustProxy: z.boolean(),
  allowPrivateMailServers: z.boolean(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

/**
 * What the settings tab changes (stored in the database, overriding ULAK_RATES_URL): the exchange-rate provider's
 * URL, https (or http to loopback when private addresses are allowed) and public; null returns to the environment's.
 */
export const platformConfigSchema = z.object({
  exchangeRatesUrl: z.union([
    z.null(),
    z
      .url('v.url')
      .max(500)
      .refine((u) => /^https?:\/\//i.test(u), 'v.url'),
  ]),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
/** The answer of a manual exchange-rate refresh: whether the provider answered with rates, and the rates now served. */
export const ratesRefreshSchema = z.object({ updated: z.boolean(), ratesSource: z.enum(['provider', 'default']), fetchedAt: z.string().nullable() });
/** A test message through the product's own mail transport (relay or capture) to the signed-in admin. */
export const testMailSchema = z.object({ sent: z.boolean(), to: z.string(), mode: z.enum(['capture', 'relay']), error: z.string().nullable() });
