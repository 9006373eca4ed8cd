// GET /api/dashboard/realtime: the signed-in workspace's figures for the dashboard (polled every 30 s).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_RANGE_MS, apiErrorSchema, dashboardQuerySchema, dashboardSchema, ratePercent, type RealtimeDashboard } from '@ulak/shared';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../http/types.js';
import { workspaceOf } from '../module.js';
import type { DashboardRepo } from './dashboard.repo.js';
import { minorDigits } from './analytics.service.js';

// dashboardRoutes registers the dashboard summary (authenticated scope).
export function dashboardRoutes(figures: DashboardRepo, services: Services) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/dashboard/realtime',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Workspace figures for the dashboard over a range: email, CRM, invoicing, conversions, sign-ins, plan usage and the start-here checklist.',
          security: [{ bearer: [] }],
          querystring: dashboardQuerySchema,
          response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req): Promise<RealtimeDashboard> => {
        const workspaceId = workspaceOf(req);
        const since = new Date(Date.now() - DASHBOARD_RANGE_MS[req.query.range]);
        const [f, subscription, campaigns, invoicing, sessions, automation, api] = await Promise.all([
          figures.figures(workspaceId, since),
          services.billing.current(workspaceId).catch(() => null),
          figures.campaigns(workspaceId),
          figures.invoicing(workspaceId, since),
          figures.sessions(workspaceId),
          figures.automation(workspaceId, since),
          figures.apiKeys(workspaceId, since),
        ]);
        if (!f || f.name === null) throw notFound();
        const major = (minor: number, currency: string) => Math.round(minor) / 10 ** minorDigits(currency);
        return {
          range: req.query.range,
          generatedAt: new Date().toISOString(),
          workspace: { id: workspaceId, name: f.name },
          subscription,
          kpis: {
            emailsSent: f.sent,
            contacts: f.contacts,
            campaigns: f.campaigns,
            openRate: f.sent ? (ratePercent(f.opened, f.sent) ?? 0) : null,
            clickRate: f.sent ? (ratePercent(f.clicked, f.sent) ?? 0) : null,
            members: f.members,
            leads: f.leads,
            openDeals: f.open_deals,
            overdueTasks: f.overdue_tasks,
            conversions: f.conversions,
            revenue: major(f.revenue_minor, invoicing?.currency ?? 'TRY'),
          },
          campaigns: {
            recent: campaigns.recent.map((c) => ({
              id: c.id,
              name: c.name,
              status: c.status,
              sent: c.sent,
              opened: c.opened,
              clicked: c.clicked,
              createdAt: c.created_at,
            })),
            byStatus: campaigns.byStatus,
          },
          crm: {
            openDealsValue: major(f.open_deals_value, invoicing?.currency ?? 'TRY'),
            wonDeals: f.won_deals,
            tasksDue: f.tasks_due,
            leadsInRange: f.leads_in_range,
          },
          invoicing: {
            currency: invoicing?.currency ?? 'TRY',
            paid: major(invoicing?.paid ?? 0, invoicing?.currency ?? 'TRY'),
            pending: major(invoicing?.pending ?? 0, invoicing?.currency ?? 'TRY'),
            overdue: major(invoicing?.overdue ?? 0, invoicing?.currency ?? 'TRY'),
            overdueCount: invoicing?.overdue_count ?? 0,
            issuedInRange: invoicing?.issued ?? 0,
          },
          automation: {
            activeWorkflows: automation.active,
            pausedWorkflows: automation.paused,
            runsEntered: automation.entered,
            runsCompleted: automation.completed,
            runsWaiting: automation.waiting,
            stepsDone: automation.steps_done,
            stepsFailed: automation.steps_failed,
          },
          api: { activeKeys: api.active, keysUsed: api.used, requests: api.requests, lastUsedAt: api.last_used_at },
          security: { sessions: sessions.map((s) => ({ email: s.email, createdAt: s.created_at, lastSeenAt: s.last_used_at })) },
          checklist: { contacts: f.contacts > 0, domain: f.domains > 0, campaign: f.sent_campaigns > 0 },
        };
      },
    );
  };
}
