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

export type SubscriptionInvoices = BillingAnswer<'invoices'>;
export type SubscriptionInvoice = SubscriptionInvoices['invoices'][number];

// fetchSubscriptionInvoices reads a page of the subscription's own invoices, newest first.
export function fetchSubscriptionInvoices(page: number, limit: number): Promise<SubscriptionInvoices> {
  return apiRequest<SubscriptionInvoices>(`/subscriptions/invoices?page=${page}&limit=${limit}`);
}

// cancelSubscription ends the subscription at the end of the period.
export function cancelSubscription(): Promise<BillingAnswer<'subscription'>> {
  return apiRequest('/subscriptions/cancel', { method: 'POST' });
}

// resumeSubscription keeps a subscription that was cancelled for the end of the period.
export function resumeSubscription(): Promise<BillingAnswer<'subscription'>> {
  return apiRequest('/subscriptions/resume', { method: 'POST' });
}

// setupPaymentMethod answers the payment provider's page where the card is entered.
export function setupPaymentMethod(): Promise<BillingAnswer<'paymentMethodSetup'>> {
  return apiRequest('/subscriptions/payment-method/setup', { method: 'POST' });
}

// removePaymentMethod forgets the saved card.
export function removePaymentMethod(): Promise<BillingAnswer<'subscription'>> {
  return apiRequest('/subscriptions/payment-method', { method: 'DELETE' });
}
