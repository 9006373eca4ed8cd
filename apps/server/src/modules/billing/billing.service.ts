// Plans and subscriptions: the catalogue, a workspace's current subscription and plan changes.
import {
  PLANS,
  TRIAL_DAYS,
  findPlan,
  formatNumber,
  type CatalogPlanView,
  type Language,
  type Plan,
  type PlanChangePreview,
  type PlanId,
  type SubscriptionView,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { PaymentProvider } from './payment.js';
import type { BillingRepo, SubscriptionRow } from './billing.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// addMonths adds calendar months, clamping to the last day of the target month.
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

// newSubscription is the subscription a new workspace gets: a paid plan starts a 14-day trial, free is active at once.
export function newSubscription(planType: PlanId, now: Date, opts: { trial?: boolean } = {}) {
  const plan = findPlan(planType) ?? PLANS[0];
  const trial = (opts.trial ?? true) && plan.priceEur > 0;
  const trialEndsAt = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null;
  return {
    planType: plan.id,
    status: trial ? ('trial' as const) : ('active' as const),
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt ?? addMonths(now, 1),
  };
}

// planView is a plan as the plans call returns it, features in the request language.
export function planView(plan: (typeof PLANS)[number], lang: Language): CatalogPlanView {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceEur,
    currency: 'EUR',
    emailLimit: plan.emailLimit,
    contactLimit: plan.contactLimit,
    popular: plan.popular,
    features: plan.features[lang],
  };
}

/**
 * prorate is what changing from `current` to `next` costs at `now`. The change starts a new one-month period, so the
 * new plan's month is due; the unused part of a paid current period (active, not a trial) is credited against it:
 * credit = current price × (period end − now) / (period end − period start), in cents, rounded half up.
 */
export function prorate(row: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>, current: Plan | undefined, next: Plan, now: Date) {
  const start = row.currentPeriodStart.getTime();
  const end = row.currentPeriodEnd.getTime();
  const paid = row.status === 'active' && (current?.priceEur ?? 0) > 0 && end > start;
  const unused = paid ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
  const credit = Math.round((current?.priceEur ?? 0) * 100 * unused);
  return { credit, amountDueNow: Math.max(0, next.priceEur * 100 - credit) };
}

/** Counts emails a workspace sent in the current calendar month; the sending module provides it. */
export type EmailUsageCounter = (workspaceId: string, monthStart: Date) => Promise<number>;

export type BillingService = ReturnType<typeof billingService>;

const monthStartUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

// billingService builds the subscription rules over a repo, a usage counter and an optional payment provider.
export function billingService(repo: BillingRepo, countEmails: EmailUsageCounter, payments?: PaymentProvider) {
  // the platform admin's setting, stored with the site settings (default: allowed)
  const allowWithoutPayment = () => repo.planChangesWithoutPayment();

  // quote prices a change for the workspace's subscription row at `now` (the preview and the change use the same)
  async function quote(row: SubscriptionRow, plan: Plan, now: Date): Promise<PlanChangePreview> {
    const current = findPlan(row.planType);
    const { credit, amountDueNow } = prorate(row, current, plan, now);
    const allowedWithoutPayment = await allowWithoutPayment();
    return {
      currentPlan: { id: row.planType, name: current?.name ?? row.planType, priceMinor: (current?.priceEur ?? 0) * 100 },
      newPlan: { id: plan.id, name: plan.name, priceMinor: plan.priceEur * 100 },
      amountDueNow,
      credit,
      currency: 'EUR',
      chargedAt: payments && amountDueNow > 0 ? now.toISOString() : null,
      renewsAt: addMonths(now, 1).toISOString(),
      paymentProvider: payments ? 'configured' : 'none',
      allowedWithoutPayment,
      allowed: Boolean(payments) || amountDueNow === 0 || allowedWithoutPayment,
    };
  }

  async function view(row: SubscriptionRow): Promise<SubscriptionView> {
    const plan = findPlan(row.planType);
    const monthStart = monthStartUtc();
    return {
      planType: row.planType,
      planName: plan?.name ?? row.planType,
      price: plan?.priceEur ?? 0,
      currency: 'EUR',
      emailsSentThisMonth: await countEmails(row.workspaceId, monthStart),
      monthlyEmailLimit: plan?.emailLimit ?? 0,
      contactsCount: await repo.countContacts(row.workspaceId),
      contactLimit: plan ? plan.contactLimit : PLANS[0].contactLimit,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      status: row.status,
      pendingPlanType: row.pendingPlanType,
    };
  }

  async function apply(workspaceId: string, planType: PlanId) {
    const now = new Date();
    const row = await repo.update(workspaceId, {
      planType,
      status: 'active',
      trialEndsAt: null,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      cancelledAt: null,
      pendingPlanType: null,
      pendingPaymentId: null,
    });
    if (!row) throw notFound();
    return view(row);
  }

  const service = {
    plans: (lang: Language) => PLANS.map((p) => planView(p, lang)),

    async current(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      return view(row);
    },

    /**
     * Changes plan. A paid upgrade with a payment provider configured creates a payment intent and returns its client
     * secret: the change applies when the provider's webhook confirms the payment. Otherwise it applies at once.
     * A plan whose monthly limit is below this month's sends is refused.
     */
    async requestPlanChange(workspaceId: string, planType: string) {
      const plan = findPlan(planType);
      if (!plan) throw badRequest('v.plan');
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      if (row.planType === plan.id && row.status === 'active') throw badRequest('SAME_PLAN');
      const sent = await countEmails(workspaceId, monthStartUtc());
      if (plan.emailLimit < sent) {
        throw new AppError(400, 'DOWNGRADE_BELOW_USAGE', {
          sent: (lang) => formatNumber(sent, lang),
          plan: plan.name,
          limit: (lang) => formatNumber(plan.emailLimit, lang),
        });
      }
      const q = await quote(row, plan, new Date());
      if (!q.allowed) throw new AppError(402, 'PAYMENT_PROVIDER_REQUIRED');
      if (!payments || q.amountDueNow === 0) {
        // say plainly when a change that costs money applied without a payment
        const messageKey = q.amountDueNow > 0 ? ('PLAN_CHANGED_UNPAID' as const) : ('PLAN_CHANGED' as const);
        return { subscription: await apply(workspaceId, plan.id), clientSecret: null, messageKey };
      }
      let intent;
      try {
        intent = await payments.createIntent({
          amountMinor: q.amountDueNow,
          currency: 'EUR',
          description: `Ulak ${plan.name} (monthly)`,
          metadata: { workspaceId, planType: plan.id },
          idempotencyKey: `${workspaceId}:${plan.id}:${q.amountDueNow}:${row.updatedAt.getTime()}`,
        });
      } catch {
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
      const pending = await repo.update(workspaceId, { pendingPlanType: plan.id, pendingPaymentId: intent.id });
      return { subscription: await view(pending ?? row), clientSecret: intent.clientSecret, messageKey: 'PAYMENT_REQUIRED' as const };
    },

    /** What changing to `planType` would cost now, from the subscription's period dates (nothing changes). */
    async previewPlanChange(workspaceId: string, planType: string): Promise<PlanChangePreview> {
      const plan = findPlan(planType);
      if (!plan) throw badRequest('v.plan');
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      return quote(row, plan, new Date());
    },

    /** Applies a plan change whose payment the provider confirmed; ignores unknown or superseded payments. */
    async confirmPayment(paymentId: string, workspaceId: string | undefined) {
      if (!workspaceId) return false;
      const row = await repo.findByWorkspace(workspaceId);
      if (!row || row.pendingPaymentId !== paymentId || !row.pendingPlanType) return false;
      const plan = findPlan(row.pendingPlanType);
      if (!plan) return false;
      await apply(workspaceId, plan.id);
      return true;
    },

    /**
     * The payment provider's webhook: false when the signature does not verify (nothing happens); a succeeded
     * payment applies the plan change it paid for.
     */
    async receiveWebhook(rawBody: string, signature: string | undefined) {
      const event = payments?.verifyWebhook(rawBody, signature);
      if (!event) return false;
      if (event.type === 'payment_intent.succeeded') await service.confirmPayment(event.data.object.id, event.data.object.metadata?.workspaceId);
      return true;
    },

    payments,
  };
  return service;
}
