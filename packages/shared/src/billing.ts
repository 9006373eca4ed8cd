// What a plan change costs, as GET /api/subscriptions/change-preview answers it and the confirmation dialog shows it.
import { z } from 'zod';

export const planChangePreviewSchema = z.object({
  currentPlan: z.object({ id: z.string(), name: z.string(), priceMinor: z.number().int() }),
  newPlan: z.object({ id: z.string(), name: z.string(), priceMinor: z.number().int() }),
  /** Charged when the change is confirmed: the new plan's month less the credit, never below zero (minor units). */
  amountDueNow: z.number().int().min(0),
  /** The unused part of the current paid period, credited against the new plan (minor units; 0 in a trial). */
  credit: z.number().int().min(0),
  /** The catalogue's currency: plans are priced and charged in euros. */
  currency: z.literal('EUR'),
  /** When amountDueNow is charged: now with a payment provider, null when nothing is charged. */
  chargedAt: z.string().nullable(),
  /** The new period the change starts ends here; the new plan's full price renews then. */
  renewsAt: z.string(),
  paymentProvider: z.enum(['configured', 'none']),
  /** Platform setting: whether a change that costs money may apply without a payment provider. */
  allowedWithoutPayment: z.boolean(),
  /** Whether this change may go ahead (false: no provider and the platform does not allow unpaid changes). */
  allowed: z.boolean(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
