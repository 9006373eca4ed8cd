// Calls of the subscription endpoints: plan list, current subscription, plan change.
import type { PlanChangePreview } from '@ulak/shared/billing';
import { apiRequest } from '../../../lib/api';

export type ApiPlan = {
  id: string;
  name: string;
  /** Monthly price in euros. */
  price: number;
  currency: 'EUR';
  emailLimit: number;
  popular: boolean;
  /** Feature texts in the request language. */
  features: string[];
};

export type SubscriptionStatus = 'trial' | 'active' | 'past_due' | 'cancelled';

export type CurrentSubscription = {
  planType: string;
  price: number;
  emailsSentThisMonth: number;
  monthlyEmailLimit: number;
  /** Contacts the workspace holds, and the plan's limit (null: unlimited). */
  contactsCount: number;
  contactLimit: number | null;
  currentPeriodEnd: string | null;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
};

// fetchPlans lists the plans in catalogue order (no token needed).
export async function fetchPlans(): Promise<ApiPlan[]> {
  const data = await apiRequest<{ plans: ApiPlan[] }>('/subscriptions/plans', { token: null });
  return data.plans ?? [];
}

// fetchCurrentSubscription reads the workspace's subscription; null when it has none.
export async function fetchCurrentSubscription(): Promise<CurrentSubscription | null> {
  const data = await apiRequest<{ subscription: CurrentSubscription | null }>('/subscriptions/current');
  return data.subscription ?? null;
}

export type PlanChangeResult = {
  /** Set when the new plan needs a payment: the browser goes to /pricing to confirm it. */
  clientSecret: string | null;
  message: string;
  subscription: CurrentSubscription | null;
};

// changePlan moves the workspace to another plan (up or down); a paid change may return a payment client secret.
export function changePlan(planId: string): Promise<PlanChangeResult> {
  return apiRequest<PlanChangeResult>('/subscription-management/upgrade', { method: 'POST', body: { planId } });
}

// fetchPlanChangePreview asks what changing to a plan costs now (nothing changes): price, credit, due now, when.
export function fetchPlanChangePreview(planId: string): Promise<PlanChangePreview> {
  return apiRequest<PlanChangePreview>(`/subscriptions/change-preview?planType=${encodeURIComponent(planId)}`);
}
