// Turkish e-invoice channel (GİB through an integrator, özel entegratör): the settings input and the answers of the
// UBL-TR / GİB routes (/api/invoices/gib/settings*, /api/invoices/:id/gib*). The password is write-only.
import { z } from 'zod';

/** queued (the integrator has it), sent (delivered to GİB / the receiver), accepted, rejected (with the reason), failed (never reached it). */
export const GIB_SUBMISSION_STATUSES = ['queued', 'sent', 'accepted', 'rejected', 'failed'] as const;
export type GibSubmissionStatus = (typeof GIB_SUBMISSION_STATUSES)[number];
export const GIB_SUBMISSION_STATUS_LABELS: Record<GibSubmissionStatus, { tr: string; en: string }> = {
  queued: { tr: 'Kuyrukta', en: 'Queued' },
  sent: { tr: 'Gönderildi', en: 'Sent' },
  accepted: { tr: 'Kabul edildi', en: 'Accepted' },
  rejected: { tr: 'Reddedildi', en: 'Rejected' },
  failed: { tr: 'İletilemedi', en: 'Not delivered' },
};

/** PUT /api/invoices/gib/settings. A password left out keeps the stored one; '' removes it. */
export const gibSettingsInputSchema = z.object({
  endpoint: z
    .string('v.required')
    .trim()
    .min(1, 'v.required')
    .max(500, 'v.tooLong')
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'v.url'),
  username: z.string('v.required').trim().min(1, 'v.required').max(200, 'v.tooLong'),
  password: z.string().max(500, 'v.tooLong').optional(),
  senderAlias: z.string().trim().max(200, 'v.tooLong').nullish(),
});
export type GibSettingsInput = z.infer<typeof gibSettingsInputSchema>;

export const gibSettingsSchema = z.object({
  configured: z.boolean(),
  endpoint: z.string(),
  username: z.string(),
  /** Whether a password is stored (it is never returned). */
  hasPassword: z.boolean(),
  senderAlias: z.string().nullable(),
  lastTest: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
});
export type GibSettings = z.infer<typeof gibSettingsSchema>;
export const gibSettingsResponse = z.object({ settings: gibSettingsSchema });
export const gibTestResponse = z.object({ ok: z.boolean(), error: z.string().nullable(), settings: gibSettingsSchema });

export const gibSubmissionSchema = z.object({
  invoiceId: z.string(),
  ettn: z.string(),
  gibId: z.string(),
  profile: z.string(),
  invoiceType: z.string(),
  status: z.enum(GIB_SUBMISSION_STATUSES),
  statusLabel: z.string(),
  reference: z.string().nullable(),
  /** Why it was rejected or not delivered, in the request's language when the reason is ours. */
  reason: z.string().nullable(),
  attempts: z.number(),
  submittedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type GibSubmission = z.infer<typeof gibSubmissionSchema>;
export const gibSubmissionResponse = z.object({ submission: gibSubmissionSchema.nullable() });
