// HTTP routes of plans and subscriptions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_IDS, apiErrorSchema, billingResponses as B, translate, type BillingAnswer, type Language } from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { AppError } from '../../http/errors.js';
import { workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

// billingRoutes registers the plan catalogue and the payment provider's webhook (public).
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = ctx.services;
  const tags = ['subscriptions'];

  r.get(
    '/api/subscriptions/plans',
    {
      schema: {
        tags,
        summary: 'The ten plans (monthly EUR price, emails per month, contact limit or null for unlimited), ' + 'features in the request language',
        response: { 200: B.plans },
      },
    },
    async (req): Promise<BillingAnswer<'plans'>> => ({ plans: billing.plans(requestLanguage(req)) }),
  );

  // the provider's webhook needs the raw body for its signature: an encapsulated parser keeps it as text
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    hook.post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          summary: 'Payment provider webhook (Stripe-Signature verified); payment_intent.succeeded applies the pending plan',
          response: { 200: B.webhookReceived, 400: apiErrorSchema },
        },
      },
      async (req): Promise<BillingAnswer<'webhookReceived'>> => {
        const ok = await billing.receiveWebhook(String(req.body ?? ''), req.headers['stripe-signature'] as string | undefined);
        if (!ok) throw new AppError(400, 'PAYMENT_WEBHOOK_SIGNATURE');
        return { received: true };
      },
    );
  });
}

// subscriptionRoutes registers the workspace's subscription: usage, the price of a plan change and the change itself
// (authenticated scope).
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = ctx.services;
  const tags = ['subscriptions'];

  r.get(
    '/api/subscriptions/current',
    {
      schema: {
        tags,
        summary:
          "The workspace's subscription and this month's usage: the specified fields (planType, price, emailsSentThisMonth, " +
          'monthlyEmailLimit, currentPeriodEnd, status) at the top level, and the same object under `subscription` for older clients',
        security: [{ bearer: [] }],
        response: { 200: B.current, 401: apiErrorSchema },
      },
    },
    async (req): Promise<BillingAnswer<'current'>> => {
      const subscription = await billing.current(workspaceOf(req));
      return { ...subscription, subscription };
    },
  );

  const change = async (workspaceId: string, planType: string, lang: Language): Promise<BillingAnswer<'change'>> => {
    const { subscription, clientSecret, messageKey } = await billing.requestPlanChange(workspaceId, planType);
    return { subscription, clientSecret, message: translate(messageKey, lang) };
  };
  const changeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 502: apiErrorSchema };

  r.get(
    '/api/subscriptions/change-preview',
    {
      schema: {
        tags,
        summary:
          'What a plan change costs now: the new month less the unused part of the paid period (cents), ' +
          'when it is charged, and whether it may apply without a payment provider',
        security: [{ bearer: [] }],
        querystring: z.strictObject({ planType: z.enum(PLAN_IDS, 'v.plan') }),
        response: { 200: B.changePreview, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => billing.previewPlanChange(workspaceOf(req), req.query.planType),
  );

  r.put(
    '/api/subscriptions/upgrade',
    {
      schema: {
        tags,
        summary: 'Change plan: at once, or through the payment provider for a paid upgrade (clientSecret returned)',
        security: [{ bearer: [] }],
        body: z.strictObject({ planType: z.enum(PLAN_IDS, 'v.plan') }),
        response: { 200: B.change, ...changeErrors },
      },
    },
    async (req) => change(workspaceOf(req), req.body.planType, requestLanguage(req)),
  );

  r.post(
    '/api/subscription-management/upgrade',
    {
      schema: {
        tags,
        summary: 'Same as PUT /api/subscriptions/upgrade with {planId} (dashboard and customer screen)',
        security: [{ bearer: [] }],
        body: z.strictObject({ planId: z.enum(PLAN_IDS, 'v.plan') }),
        response: { 200: B.change, ...changeErrors },
      },
    },
    async (req) => change(workspaceOf(req), req.body.planId, requestLanguage(req)),
  );
}
