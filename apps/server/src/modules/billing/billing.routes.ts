// HTTP routes of plans and subscriptions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_IDS, apiErrorSchema } from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { session } from '../../http/auth-guard.js';
import type { AppContext } from '../../http/types.js';

export const subscriptionSchema = z.object({
  planType: z.string(),
  planName: z.string(),
  price: z.number(),
  currency: z.literal('EUR'),
  emailsSentThisMonth: z.number(),
  monthlyEmailLimit: z.number(),
  currentPeriodEnd: z.string(),
  trialEndsAt: z.string().nullable(),
  status: z.enum(['trial', 'active', 'past_due', 'cancelled']),
});

// billingRoutes registers the plan catalogue and the workspace subscription calls.
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = ctx.services;
  const tags = ['subscriptions'];

  r.get('/api/subscriptions/plans', {
    schema: {
      tags,
      summary: 'The ten plans (monthly EUR price, emails per month), features in the request language',
      response: { 200: z.object({ plans: z.array(z.object({ id: z.string(), name: z.string(), price: z.number(), currency: z.literal('EUR'), emailLimit: z.number(), popular: z.boolean(), features: z.array(z.string()) })) }) },
    },
  }, async (req) => ({ plans: billing.plans(requestLanguage(req)) }));

  r.get('/api/subscriptions/current', {
    preHandler: ctx.guards.requireUser,
    schema: { tags, summary: "The workspace's subscription and this month's usage", security: [{ bearer: [] }], response: { 200: z.object({ subscription: subscriptionSchema }), 401: apiErrorSchema } },
  }, async (req) => ({ subscription: await billing.current(session(req).workspaceId) }));

  r.put('/api/subscriptions/upgrade', {
    preHandler: ctx.guards.requireUser,
    schema: {
      tags,
      summary: 'Change plan at once (no payment provider configured)',
      security: [{ bearer: [] }],
      body: z.object({ planType: z.enum(PLAN_IDS, 'v.plan') }),
      response: { 200: z.object({ subscription: subscriptionSchema, message: z.string() }), 400: apiErrorSchema, 401: apiErrorSchema },
    },
  }, async (req) => {
    const subscription = await billing.changePlan(session(req).workspaceId, req.body.planType);
    return { subscription, message: requestLanguage(req) === 'tr' ? 'Plan başarıyla güncellendi!' : 'Plan upgraded successfully!' };
  });
}
