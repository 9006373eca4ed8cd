// GET /api/dashboard/realtime: the signed-in workspace's figures for the dashboard (polled every 30 s).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { subscriptionSchema } from '../billing/billing.routes.js';
import { workspaceDirectory as workspacesRepo } from '../workspaces/index.js';
import { dashboardRepo } from './dashboard.repo.js';

export const DASHBOARD_RANGES = ['1h', '24h', '7d', '30d', '90d', '1y'] as const;
const RANGE_MS: Record<(typeof DASHBOARD_RANGES)[number], number> = { '1h': 3.6e6, '24h': 8.64e7, '7d': 6.048e8, '30d': 2.592e9, '90d': 7.776e9, '1y': 3.1536e10 };

// dashboardRoutes registers the dashboard summary.
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const workspaces = workspacesRepo(ctx.database.db);
  const figures = dashboardRepo(ctx.database.db);
  r.get('/api/dashboard/realtime', {
    preHandler: ctx.guards.requireUser,
    schema: {
      tags: ['dashboard'],
      summary: 'Workspace figures for the dashboard: emails sent, opens and clicks in the range; contacts, campaigns, leads, open deals, overdue tasks.',
      security: [{ bearer: [] }],
      querystring: z.object({ range: z.enum(DASHBOARD_RANGES, 'v.invalid').default('7d') }),
      response: {
        200: z.object({
          range: z.enum(DASHBOARD_RANGES),
          generatedAt: z.string(),
          workspace: z.object({ id: z.string(), name: z.string() }),
          subscription: subscriptionSchema,
          kpis: z.object({ emailsSent: z.number(), contacts: z.number(), campaigns: z.number(), openRate: z.number().nullable(), clickRate: z.number().nullable(), members: z.number(), leads: z.number(), openDeals: z.number(), overdueTasks: z.number() }),
        }),
        400: apiErrorSchema,
        401: apiErrorSchema,
      },
    },
  }, async (req) => {
    const { workspaceId } = session(req);
    const [workspace, subscription, members, f] = await Promise.all([
      workspaces.find(workspaceId),
      ctx.services.billing.current(workspaceId),
      workspaces.memberCount(workspaceId),
      figures.figures(workspaceId, new Date(Date.now() - RANGE_MS[req.query.range])),
    ]);
    if (!workspace) throw notFound();
    return {
      range: req.query.range,
      generatedAt: new Date().toISOString(),
      workspace: { id: workspace.id, name: workspace.name },
      subscription,
      kpis: {
        emailsSent: f.sent,
        contacts: f.contacts,
        campaigns: f.campaigns,
        openRate: f.sent ? Math.round((f.opened / f.sent) * 1000) / 10 : null,
        clickRate: f.sent ? Math.round((f.clicked / f.sent) * 1000) / 10 : null,
        members,
        leads: f.leads,
        openDeals: f.open_deals,
        overdueTasks: f.overdue_tasks,
      },
    };
  });
}
