// Calls of the subscription endpoints: plan list, current subscription, plan change.
import type { BillingAnswer, SUBSCRIPTION_STATUSES, SubscriptionView } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

/** A plan of the catalogue: monthly price in euros, feature texts in the request language. */
export type ApiPlan = BillingAnswer<'plans'>['plans'][number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type CurrentSubscription = SubscriptionView;
export type PlanChangePreview = BillingAnswer<'changePreview'>;

// fetchPlans lists the plans in catalogue order (no token needed).
export async function fetchPlans(): Promise<ApiPlan[]> {
  const data = await apiRequest<BillingAnswer<'plans'>>('/subscriptions/plans', { token: null });
  return data.plans ?? [];
}

// fetchCurrentSubscription reads the workspace's subscription; null when it has none.
export async function fetchCurrentSubscription(): Promise<CurrentSubscription | null> {
  const data = await apiRequest<BillingAnswer<'current'>>('/subscriptions/current');
  return data.subscription ?? null;
}

/** clientSecret is set when the new plan needs a payment: the browser goes to /pricing to confirm it. */
export type PlanChangeResult = BillingAnswer<'change'>;

// changePlan moves the workspace to another plan (up or down); a paid change may return a payment client secret.
export function changePlan(planId: string): Promise<PlanChangeResult> {
  return apiRequest<PlanChangeResult>('/subscription-management/upgrade', { method: 'POST', body: { planId } });
}

// fetchPlanChangePreview asks what changing to a plan costs now (nothing changes): price, credit, due now, when.
export function fetchPlanChangePreview(planId: string): Promise<PlanChangePreview> {
  return apiRequest<PlanChangePreview>(`/subscriptions/change-preview?planType=${encodeURIComponent(planId)}`);
}
