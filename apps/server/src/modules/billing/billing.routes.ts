// HTTP routes of plans and subscriptions, the saved card, cancel / resume and the subscription's own invoices.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLAN_IDS,
  apiErrorSchema,
  billingInvoiceParamsSchema,
  billingResponses as B,
  documentResponse,
  refundInvoiceSchema,
  subscriptionInvoicesQuerySchema,
  translate,
  type BillingAnswer,
  type Language,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { AppError } from '../../http/errors.js';
import { workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

/** Throws 403 unless the request's user is an owner or admin of its workspace (plan, card, cancellation). */
export type ManagerCheck = (req: FastifyRequest) => Promise<void>;

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
          summary:
            'Payment provider webhook (Stripe-Signature verified): payment_intent.succeeded applies the paid plan change or ' +
            'renewal and issues its invoice; payment_intent.payment_failed (renewal), setup_intent.succeeded (the saved ' +
            'card) and charge.refunded (the invoice refunded) are read too',
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

// subscriptionRoutes registers the workspace's subscription: usage, the price of a plan change and the change itself,
// the saved card, cancel and resume, and the invoices (authenticated scope; changes need an owner or admin).
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, requireManager: ManagerCheck) {
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
  const changeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 403: apiErrorSchema, 502: apiErrorSchema };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema };
  const security = [{ bearer: [] }];

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
      preHandler: requireManager,
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
      preHandler: requireManager,
    },
    async (req) => change(workspaceOf(req), req.body.planId, requestLanguage(req)),
  );

  r.post(
    '/api/subscriptions/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel at the end of the period: the plan stays until currentPeriodEnd, then the workspace moves to Free (nothing refunded)',
        response: { 200: B.subscription, ...errors },
      },
      preHandler: requireManager,
    },
    async (req) => ({ subscription: await billing.cancel(workspaceOf(req)) }),
  );

  r.post(
    '/api/subscriptions/resume',
    {
      schema: { tags, security, summary: 'Keep a subscription that was cancelled for the end of the period', response: { 200: B.subscription, ...errors } },
      preHandler: requireManager,
    },
    async (req) => ({ subscription: await billing.resume(workspaceOf(req)) }),
  );

  r.post(
    '/api/subscriptions/payment-method/setup',
    {
      schema: {
        tags,
        security,
        summary:
          "Save or replace the card: the address of the payment provider's own setup page (a setup-mode Checkout Session); " +
          'the card is stored when the provider reports setup_intent.succeeded',
        response: { 200: B.paymentMethodSetup, ...errors },
      },
      preHandler: requireManager,
    },
    async (req) => billing.setupPaymentMethod(workspaceOf(req)),
  );

  r.delete(
    '/api/subscriptions/payment-method',
    {
      schema: { tags, security, summary: 'Forget the saved card (detached at the provider)', response: { 200: B.subscription, ...errors } },
      preHandler: requireManager,
    },
    async (req) => ({ subscription: await billing.removePaymentMethod(workspaceOf(req)) }),
  );

  r.get(
    '/api/subscriptions/invoices',
    {
      schema: {
        tags,
        security,
        summary: "The subscription's own invoices, newest first: one per payment the provider confirmed",
        querystring: subscriptionInvoicesQuerySchema,
        response: { 200: B.invoices, ...errors },
      },
    },
    async (req) => billing.invoices(workspaceOf(req), req.query.page, req.query.limit),
  );

  r.get(
    '/api/subscriptions/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The PDF of one of the workspace’s subscription invoices, in the request language',
        params: billingInvoiceParamsSchema,
        response: { 200: documentResponse('application/pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const { number, pdf } = await billing.invoicePdf(workspaceOf(req), req.params.id, requestLanguage(req));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).send(pdf);
    },
  );
}

// billingAdminRoutes: the platform admin refunds a subscription invoice (admin scope).
export async function billingAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/billing/invoices/:id/refund',
    {
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        summary:
          'Refund a subscription invoice in full through the payment provider; it is marked refunded when the provider ' +
          'confirms (at once, or by its charge.refunded webhook). The plan is not changed',
        params: billingInvoiceParamsSchema,
        body: refundInvoiceSchema,
        response: {
          200: B.invoice,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (req) => ({ invoice: await ctx.services.billing.refund(req.params.id, req.body.reason || null) }),
  );
}
