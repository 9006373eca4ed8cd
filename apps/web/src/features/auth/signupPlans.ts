// The three plans of the signup wizard: catalogue plans (@ulak/shared wizardPlans), with the catalogue's price and
// email allowance, shown in the visitor's currency like /pricing (docs/plans.md).
import { wizardPlans, type Plan, type WizardPlanId } from '@ulak/shared';

export type WizardPlan = Plan & { id: WizardPlanId };

export const WIZARD_PLANS = wizardPlans() as readonly WizardPlan[];

/** Options of the wizard's form-only business fields (they are not sent to the server). */
export const INDUSTRIES = ['technology', 'ecommerce', 'finance', 'health', 'education', 'manufacturing', 'services', 'other'] as const;
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const EMAIL_VOLUMES = ['lt10k', '10k-50k', '50k-250k', 'gt250k'] as const;
