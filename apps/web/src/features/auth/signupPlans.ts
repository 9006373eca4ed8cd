// The three plans of the signup wizard, priced in Turkish lira per month (seed 000 §9).
// Not in @ulak/shared yet: the wizard's lira list differs from the euro catalogue and only the web shows it.
import type { PlanId } from '@ulak/shared';

export type WizardPlan = {
  id: Extract<PlanId, 'starter' | 'professional' | 'enterprise'>;
  priceTry: number;
  /** Emails per month; null means unlimited. */
  emails: number | null;
  popular: boolean;
};

export const WIZARD_PLANS: readonly WizardPlan[] = [
  { id: 'starter', priceTry: 299, emails: 10000, popular: false },
  { id: 'professional', priceTry: 799, emails: 50000, popular: true },
  { id: 'enterprise', priceTry: 1999, emails: null, popular: false },
];

/** Options of the wizard's form-only business fields (they are not sent to the server). */
export const INDUSTRIES = ['technology', 'ecommerce', 'finance', 'health', 'education', 'manufacturing', 'services', 'other'] as const;
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const EMAIL_VOLUMES = ['lt10k', '10k-50k', '50k-250k', 'gt250k'] as const;

// formatTry formats a lira amount the way the wizard shows it: "299 ₺".
export function formatTry(amount: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'en' ? 'en-US' : 'tr-TR').format(amount)} ₺`;
}
