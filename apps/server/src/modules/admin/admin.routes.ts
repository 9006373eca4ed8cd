// HTTP of the platform admin panel: /api/admin/* (admin scope, 403 to everyone else) and the impersonation banner's
// two routes (authenticated scope: the impersonated session asks about itself).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessLogQuerySchema,
  accessLogSchema,
  adminChangePlanSchema,
  adminHealthSchema,
  adminOkSchema,
  adminRangeQuerySchema,
  adminReasonSchema,
  adminSecuritySchema,
  adminStatsSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  alertParamsSchema,
  alertsSchema,
  apiErrorSchema,
  dnsblCheckSchema,
  dnsblSettingsSchema,
  ipPoolServerParamsSchema,
  ipPoolServerSchema,
  ipPoolWarmupSchema,
  impersonationSchema,
  impersonationStatusSchema,
  ipPoolsSchema,
  signInsQuerySchema,
  signInsSchema,
  platformOverviewSchema,
  platformConfigSchema,
  ratesRefreshSchema,
  testMailSchema,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import type { Actor, AdminService } from './admin.service.js';
import type { PlatformSettingsService } from './platform.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

// actorOf is the signed-in admin of a request, with its address for the access log.
function actorOf(req: FastifyRequest): Actor & { userAgent?: string } {
  const s = session(req);
  return { id: s.user.id, email: s.user.email, ip: req.ip, userAgent: req.headers['user-agent'] };
}

// adminRoutes registers the admin scope's routes.
export function adminRoutes(admin: AdminService, platform: PlatformSettingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/stats',
      { schema: { ...common, summary: 'The four stat cards for a range', querystring: adminRangeQuerySchema, response: { 200: adminStatsSchema, ...errors } } },
      async (req) => admin.stats(req.query.range),
    );
    r.get(
      '/api/admin/users',
      {
        schema: {
          ...common,
          summary: 'Users: search, filter by plan and status, newest first',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersSchema, ...errors },
        },
      },
      async (req) => admin.users(req.query),
    );
    r.get(
      '/api/admin/users/:id',
      {
        schema: {
          ...common,
          summary: "A user's workspace, usage and sessions",
          params: adminUserParamsSchema,
          response: { 200: adminUserDetailSchema, ...errors },
        },
      },
      async (req) => admin.user(req.params.id),
    );
    r.post(
      '/api/admin/users/:id/suspend',
      {
        schema: {
          ...common,
          summary: 'Suspend: sign-in and sessions refused, data kept',
          params: adminUserParamsSchema,
          body: adminReasonSchema,
          response: { 200: adminOkSchema, ...errors },
        },
      },
      async (req) => {
        await admin.suspend(actorOf(req), req.params.id, req.body.reason);
        return { ok: true as const };
      },
    );
    r.post(
      '/api/admin/users/:id/reactivate',
      { schema: { ...common, summary: 'Lift a suspension', params: adminUserParamsSchema, response: { 200: adminOkSchema, ...errors } } },
      async (req) => {
        await admin.reactivate(actorOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    r.put(
      '/api/admin/users/:id/plan',
      {
        schema: {
          ...common,
          summary: "Move the user's workspace to a plan at once (no payment)",
          params: adminUserParamsSchema,
          body: adminChangePlanSchema,
          response: { 200: adminOkSchema, ...errors },
        },
      },
      async (req) => {
        await admin.changePlan(actorOf(req), req.params.id, req.body.plan);
        return { ok: true as const };
      },
    );
    r.post(
      '/api/admin/users/:id/impersonate',
      {
        schema: {
          ...common,
          summary: 'A 30-minute session as the user, with a reason (never another admin)',
          params: adminUserParamsSchema,
          body: adminReasonSchema,
          response: { 200: impersonationSchema, ...errors },
        },
      },
      async (req) => admin.impersonate(actorOf(req), req.params.id, req.body.reason),
    );
    r.get(
      '/api/admin/subscriptions',
      {
        schema: {
          ...common,
          summary: "Every workspace's plan, status, renewal and MRR; churn and upgrades",
          querystring: adminSubscriptionsQuerySchema,
          response: { 200: adminSubscriptionsSchema, ...errors },
        },
      },
      async (req) => admin.subscriptions(req.query.range, req.query.page, req.query.limit),
    );
    r.get(
      '/api/admin/health',
      { schema: { ...common, summary: 'System metrics, each normal / warning / critical', response: { 200: adminHealthSchema, ...errors } } },
      async () => admin.health(),
    );
    r.get(
      '/api/admin/platform',
      {
        schema: {
          ...common,
          summary: "The platform's settings as the server runs with them (no secrets)",
          response: { 200: platformOverviewSchema, ...errors },
        },
      },
      async () => platform.overview(),
    );
    r.put(
      '/api/admin/platform',
      {
        schema: {
          ...common,
          summary: "Change the platform's stored settings (the exchange-rate provider's URL)",
          description:
            'The URL overrides ULAK_RATES_URL (null goes back to it); it must be https to a public address and is fetched at once. Everything else on the settings tab comes from the environment.',
          body: platformConfigSchema,
          response: { 200: platformOverviewSchema, ...errors },
        },
      },
      async (req) => platform.save(actorOf(req), req.body),
    );
    r.post(
      '/api/admin/platform/rates/refresh',
      { schema: { ...common, summary: 'Fetch the exchange rates now', response: { 200: ratesRefreshSchema, ...errors } } },
      async (req) => platform.refreshRates(actorOf(req)),
    );
    r.post(
      '/api/admin/platform/test-mail',
      {
        schema: {
          ...common,
          summary: "Send a test message to the signed-in admin through the product's own mail transport",
          response: { 200: testMailSchema, ...errors },
        },
      },
      async (req) => platform.testMail(actorOf(req), session(req).user.language),
    );
    r.get(
      '/api/admin/ip-pools',
      { schema: { ...common, summary: 'Mail servers grouped by provider with active, blocked and reputation', response: { 200: ipPoolsSchema, ...errors } } },
      async () => admin.ipPools(),
    );
    r.get(
      '/api/admin/ip-pools/dnsbl',
      { schema: { ...common, summary: 'The DNS blocklists the sending IPs are checked against', response: { 200: dnsblSettingsSchema, ...errors } } },
      async () => admin.dnsblSettings(),
    );
    r.put(
      '/api/admin/ip-pools/dnsbl',
      {
        schema: {
          ...common,
          summary: 'Set the DNS blocklists (zones such as zen.spamhaus.org)',
          body: dnsblSettingsSchema,
          response: { 200: dnsblSettingsSchema, ...errors },
        },
      },
      async (req) => admin.saveDnsblSettings(actorOf(req), req.body),
    );
    r.post(
      '/api/admin/ip-pools/dnsbl/check',
      {
        schema: {
          ...common,
          summary: "Check every mail server's public IP against the blocklists now",
          response: { 200: dnsblCheckSchema, ...errors },
        },
      },
      async (req) => admin.checkBlocklists(actorOf(req)),
    );
    r.post(
      '/api/admin/ip-pools/servers/:id/release',
      {
        schema: {
          ...common,
          summary: "Release a mail server's blocklist quarantine",
          description:
            'Rotation takes the server again at once. The quarantine was set by a blocklist check that found its IP listed; the next check (daily, or Check now) quarantines it again if the IP is still listed.',
          params: ipPoolServerParamsSchema,
          response: { 200: ipPoolServerSchema, ...errors },
        },
      },
      async (req) => admin.releaseQuarantine(actorOf(req), req.params.id),
    );
    r.put(
      '/api/admin/ip-pools/servers/:id/warmup',
      {
        schema: {
          ...common,
          summary: "Start or end a mail server's IP warm-up",
          description:
            '`warmup: true` makes today day 1 of the warm-up schedule (50, 100, 200… messages a day, doubling daily, until the cap reaches the daily limit); a warm-up already under way keeps its day. `false` ends it.',
          params: ipPoolServerParamsSchema,
          body: ipPoolWarmupSchema,
          response: { 200: ipPoolServerSchema, ...errors },
        },
      },
      async (req) => admin.setWarmup(actorOf(req), req.params.id, req.body.warmup),
    );
    r.get(
      '/api/admin/alerts',
      { schema: { ...common, summary: 'Alerts raised by conditions that hold now', response: { 200: alertsSchema, ...errors } } },
      async () => admin.alerts(),
    );
    r.post(
      '/api/admin/alerts/:id/ack',
      { schema: { ...common, summary: 'Acknowledge an active alert', params: alertParamsSchema, response: { 200: adminOkSchema, ...errors } } },
      async (req) => {
        await admin.acknowledge(actorOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    r.get('/api/admin/security', { schema: { ...common, summary: 'Platform security toggles', response: { 200: adminSecuritySchema, ...errors } } }, async () =>
      admin.security(),
    );
    r.put(
      '/api/admin/security',
      { schema: { ...common, summary: 'Save the platform security toggles', body: adminSecuritySchema, response: { 200: adminSecuritySchema, ...errors } } },
      async (req) => admin.saveSecurity(actorOf(req), req.body),
    );
    r.get(
      '/api/admin/access-log',
      { schema: { ...common, summary: 'Admin actions, newest first', querystring: accessLogQuerySchema, response: { 200: accessLogSchema, ...errors } } },
      async (req) => admin.accessLog(req.query),
    );
    r.get(
      '/api/admin/sign-ins',
      {
        schema: {
          ...common,
          summary: 'Sign-ins of every account (password, providers, passkeys), newest first',
          description: "The oauth module's sign-in log, platform-wide: filter by address (any part), outcome and method.",
          querystring: signInsQuerySchema,
          response: { 200: signInsSchema, ...errors },
        },
      },
      async (req) => admin.signIns(req.query),
    );
  };
}

// impersonationRoutes lets any signed-in session read and end its own impersonation (the banner).
export function impersonationRoutes(admin: AdminService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin-session/impersonation',
      {
        schema: {
          ...common,
          summary: 'Whether this session is an admin impersonating its user',
          response: { 200: impersonationStatusSchema, 401: apiErrorSchema },
        },
      },
      async (req) => admin.impersonationOf(session(req)),
    );
    r.post(
      '/api/admin-session/impersonation/end',
      { schema: { ...common, summary: 'End the impersonation: this session is revoked', response: { 200: adminOkSchema, 401: apiErrorSchema } } },
      async (req) => {
        await admin.endImpersonation(session(req), req.ip);
        return { ok: true as const };
      },
    );
  };
}
