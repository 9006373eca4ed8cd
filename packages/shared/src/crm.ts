// CRM contracts: leads, companies, deals, stages, activities, scoring (seed 001 §2–§4, §9).
import { z } from 'zod';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
export const LEAD_SOURCES = ['website', 'social_media', 'email_campaign', 'referral', 'cold_call', 'trade_show', 'partner', 'other'] as const;
export const ACTIVITY_TYPES = ['call', 'email', 'meeting', 'note', 'task'] as const;

/** The six pipeline stages with their win probability and colour (seed 001 §4). */
export const DEFAULT_STAGES = [
  { key: 'first_contact', name: { tr: 'İlk Temas', en: 'First contact' }, probability: 10, color: '#868e96' },
  { key: 'needs_analysis', name: { tr: 'İhtiyaç Analizi', en: 'Needs analysis' }, probability: 25, color: '#228be6' },
  { key: 'proposal', name: { tr: 'Teklif Hazırlama', en: 'Proposal preparation' }, probability: 50, color: '#fab005' },
  { key: 'negotiation', name: { tr: 'Müzakere', en: 'Negotiation' }, probability: 75, color: '#fd7e14' },
  { key: 'decision', name: { tr: 'Karar', en: 'Decision' }, probability: 90, color: '#7950f2' },
  { key: 'closing', name: { tr: 'Kapanış', en: 'Closing' }, probability: 100, color: '#40c057' },
] as const;

/** Lead scoring defaults (seed 001 §9). */
export const DEFAULT_SCORING = { email_open: 10, website_visit: 15, form_fill: 25, phone_call: 50 } as const;

// scoreBand: ≥80 high, 60–79 medium, <60 low.
export function scoreBand(score: number): 'high' | 'medium' | 'low' {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

// scoreStars is the score divided by 20, rounded down, out of 5.
export function scoreStars(score: number): number {
  return Math.max(0, Math.min(5, Math.floor(score / 20)));
}

const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const optional = (max: number) => text(max).optional().nullable();
const money = z.number('v.invalid').finite('v.invalid').min(0, 'v.invalid').max(1e12, 'v.invalid');

export const leadInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  email: z.email('v.email').max(254).optional().nullable(),
  phone: optional(40),
  company: optional(200),
  companyId: z.uuid('v.invalid').optional().nullable(),
  status: z.enum(LEAD_STATUSES, 'v.invalid').optional(),
  source: z.enum(LEAD_SOURCES, 'v.invalid').optional(),
  /** In the currency's major unit (lira); stored as minor units. */
  value: money.optional(),
  currency: z.enum(['TRY', 'USD', 'EUR', 'GBP'], 'v.invalid').optional(),
  assignedTo: z.uuid('v.invalid').optional().nullable(),
  lostReason: optional(500),
});

export const leadQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(LEAD_STATUSES, 'v.invalid').optional(),
  source: z.enum(LEAD_SOURCES, 'v.invalid').optional(),
  assignedTo: z.uuid('v.invalid').optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  sort: z.enum(['created_at', 'score', 'value', 'last_activity', 'name'], 'v.invalid').default('created_at'),
  order: z.enum(['asc', 'desc'], 'v.invalid').default('desc'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

export const leadBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('assign'), leadIds: z.array(z.uuid('v.invalid')).min(1).max(1000), assignedTo: z.uuid('v.invalid').nullable() }),
    z.strictObject({ action: z.literal('status'), leadIds: z.array(z.uuid('v.invalid')).min(1).max(1000), status: z.enum(LEAD_STATUSES, 'v.invalid') }),
    z.strictObject({ action: z.literal('delete'), leadIds: z.array(z.uuid('v.invalid')).min(1).max(1000) }),
  ],
  'v.invalid',
);

export const companyInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  domain: optional(200),
  industry: optional(100),
  phone: optional(40),
  website: optional(300),
  address: optional(500),
  city: optional(100),
  country: optional(100),
  taxNumber: optional(20),
  notes: optional(5000),
});

export const dealInputSchema = z.strictObject({
  title: text(200).min(1, 'v.required'),
  leadId: z.uuid('v.invalid').optional().nullable(),
  contactId: z.uuid('v.invalid').optional().nullable(),
  companyId: z.uuid('v.invalid').optional().nullable(),
  stageId: z.uuid('v.invalid').optional(),
  value: money.optional(),
  currency: z.enum(['TRY', 'USD', 'EUR', 'GBP'], 'v.invalid').optional(),
  expectedCloseDate: z.iso.date('v.invalid').optional().nullable(),
  assignedTo: z.uuid('v.invalid').optional().nullable(),
});

export const dealMoveSchema = z.strictObject({ stageId: z.uuid('v.invalid'), position: z.number().int().min(0).max(100000).optional() });
export const dealCloseSchema = z.strictObject({ status: z.enum(['won', 'lost'], 'v.invalid'), lostReason: optional(500) });

export const activityInputSchema = z.strictObject({
  type: z.enum(ACTIVITY_TYPES, 'v.invalid'),
  title: text(200).min(1, 'v.required'),
  description: text(5000).optional(),
  occurredAt: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional(),
  dueAt: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional().nullable(),
  /** A task's assignee, a member of the workspace (a task without one is the author's; null: unassigned). */
  assignedTo: z.uuid('v.invalid').optional().nullable(),
  leadId: z.uuid('v.invalid').optional().nullable(),
  dealId: z.uuid('v.invalid').optional().nullable(),
  contactId: z.uuid('v.invalid').optional().nullable(),
  companyId: z.uuid('v.invalid').optional().nullable(),
});

/** Complete or reopen a task, or hand it to another member (null: unassigned). */
export const activityPatchSchema = z
  .strictObject({ completed: z.boolean('v.invalid').optional(), assignedTo: z.uuid('v.invalid').nullable().optional() })
  .refine((p) => p.completed !== undefined || p.assignedTo !== undefined, { message: 'v.required', path: ['completed'] });

export const stagesUpdateSchema = z.strictObject({
  stages: z
    .array(
      z.strictObject({
        id: z.uuid('v.invalid').optional(),
        name: text(100).min(1, 'v.required'),
        probability: z.number().int().min(0).max(100),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'v.invalid'),
      }),
    )
    .min(1)
    .max(20),
});
export const scoringUpdateSchema = z.strictObject({
  email_open: z.number().int().min(0).max(100),
  website_visit: z.number().int().min(0).max(100),
  form_fill: z.number().int().min(0).max(100),
  phone_call: z.number().int().min(0).max(100),
});
export const leadEventSchema = z.strictObject({ type: z.enum(['website_visit', 'form_fill', 'email_open'], 'v.invalid') });
