// GET /api/dashboard/realtime: the signed-in workspace's figures for the dashboard (polled every 30 s).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { subscriptionSchema } from '../billing/billing.routes.js';
import { workspacesRepo } from '../workspaces/workspaces.repo.js';

export const DASHBOARD_RANGES = ['1h', '24h', '7d', '30d', '90d', '1y'] as const;

// dashboardRoutes registers the dashboard summary.
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const workspaces = workspacesRepo(ctx.database.db);
  r.get('/api/dashboard/realtime', {
    preHandler: ctx.guards.requireUser,
    schema: {
      tags: ['dashboard'],
      summary: 'Workspace figures for the dashboard. Contacts and campaigns count 0 until those modules hold data.',
      security: [{ bearer: [] }],
      querystring: z.object({ range: z.enum(DASHBOARD_RANGES, 'v.invalid').default('7d') }),
      response: {
        200: z.object({
          range: z.enum(DASHBOARD_RANGES),
          generatedAt: z.string(),
          workspace: z.object({ id: z.string(), name: z.string() }),
          subscription: subscriptionSchema,
          kpis: z.object({ emailsSent: z.number(), contacts: z.number(), campaigns: z.number(), openRate: z.number().nullable(), members: z.number() }),
        }),
        400: apiErrorSchema,
        401: apiErrorSchema,
      },
    },
  }, async (req) => {
    const { workspaceId } = session(req);
    const [workspace, subscription, members] = await Promise.all([
      workspaces.find(workspaceId),
      ctx.services.billing.current(workspaceId),
      workspaces.memberCount(workspaceId),
    ]);
    if (!workspace) throw notFound();
    return {
      range: req.query.range,
      generatedAt: new Date().toISOString(),
      workspace: { id: workspace.id, name: workspace.name },
      subscription,
      kpis: { emailsSent: subscription.emailsSentThisMonth, contacts: 0, campaigns: 0, openRate: null, members },
    };
  });
}
