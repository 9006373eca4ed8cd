import { findPlan } from '@ulak/shared';

// planName returns the catalogue name of a plan id, or the id itself when unknown.
export function planName(planType: string | null | undefined): string {
  if (!planType) return '—';
  return findPlan(planType)?.name ?? planType;
}
