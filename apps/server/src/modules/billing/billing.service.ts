// Plans and subscriptions: the catalogue, a workspace's current subscription and plan changes.
import { PLANS, TRIAL_DAYS, findPlan, type Language, type PlanId } from '@ulak/shared';
import { badRequest, notFound } from '../../http/errors.js';
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
export function planView(plan: (typeof PLANS)[number], lang: Language) {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceEur,
    currency: 'EUR' as const,
    emailLimit: plan.emailLimit,
    popular: plan.popular,
    features: plan.features[lang],
  };
}

/** Counts emails a workspace sent in the current calendar month; the sending module provides it. */
export type EmailUsageCounter = (workspaceId: string, monthStart: Date) => Promise<number>;

export type BillingService = ReturnType<typeof billingService>;

// billingService builds the subscription rules over a repo and a usage counter.
export function billingService(repo: BillingRepo, countEmails: EmailUsageCounter) {
  async function view(row: SubscriptionRow) {
    const plan = findPlan(row.planType);
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return {
      planType: row.planType,
      planName: plan?.name ?? row.planType,
      price: plan?.priceEur ?? 0,
      currency: 'EUR' as const,
      emailsSentThisMonth: await countEmails(row.workspaceId, monthStart),
      monthlyEmailLimit: plan?.emailLimit ?? 0,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      status: row.status,
    };
  }

  return {
    plans: (lang: Language) => PLANS.map((p) => planView(p, lang)),

    async current(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      return view(row);
    },

    /** Changes the plan at once (no payment provider configured): a new monthly period starts now. */
    async changePlan(workspaceId: string, planType: string) {
      const plan = findPlan(planType);
      if (!plan) throw badRequest('v.plan');
      const now = new Date();
      const row = await repo.update(workspaceId, {
        planType: plan.id,
        status: 'active',
        trialEndsAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, 1),
        cancelledAt: null,
      });
      if (!row) throw notFound();
      return view(row);
    },
  };
}
