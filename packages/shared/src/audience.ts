// Audience contracts: contacts, lists, segment rules, imports (issue "Audience").
import { z } from 'zod';
import { emailField } from './auth.js';

/**
 * A contact's marketing status. non_subscribed: known to the workspace (a CRM lead, a customer) without marketing
 * consent; campaigns send only to subscribed contacts, and a non_subscribed one becomes subscribed when it opts in.
 */
export const CONTACT_STATUSES = ['subscribed', 'non_subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'complained', 'manual'] as const;
/** Where a suppression came from: set by hand, the preferences page, a one-click unsubscribe, a delivery webhook. */
export const SUPPRESSION_SOURCES = ['manual', 'preferences', 'one-click', 'webhook', 'soft-bounce-limit'] as const;
export const ENGAGEMENT_TYPES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'unsubscribed'] as const;

/** Contact columns a segment rule, a sort or an import mapping may name. */
export const CONTACT_FIELDS = ['email', 'first_name', 'last_name', 'phone', 'company', 'country', 'language', 'status', 'created_at', 'tags'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** Import targets: a contact column, a custom attribute (attribute:<key>), tags, or ignore. */
export const IMPORT_TARGETS = ['email', 'first_name', 'last_name', 'phone', 'company', 'country', 'language', 'tags'] as const;

export const ATTRIBUTE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const TEXT_OPS = ['eq', 'neq', 'contains', 'not_contains', 'starts_with', 'is_empty', 'is_not_empty'] as const;
const NUMBER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'] as const;
const DATE_OPS = ['before', 'after', 'in_last_days', 'is_empty', 'is_not_empty'] as const;

/** Days a "in the last N days" rule or an engagement rule may look back. */
export const MAX_RULE_DAYS = 3650;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(.*)$/s;
const ISO_TIME = /^([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

// isCalendarDate says whether y-m-d is a real day of years 1–9999 (no 2024-13-45, no 2023-02-29)
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(2000, m, 0)).getUTCDate() - (m === 2 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 1 : 0);
}

// attributeValueProblem returns why a custom attribute value cannot be stored, or undefined: a text that starts like
// a date (YYYY-MM-DD, which date rules read as one) must be a real date with a valid time after it
export function attributeValueProblem(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = ISO_DATE.exec(v);
  if (!m) return undefined;
  const [h, min] = m[4] ? [Number(m[4].slice(1, 3)), Number(m[4].slice(4, 6))] : [0, 0];
  return isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && ISO_TIME.test(m[4]) && h < 24 && min < 60 ? undefined : 'v.attributeDate';
}

const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const optional = (max: number) => text(max).optional().nullable();
const scalar = z.union([z.string().max(500, 'v.tooLong'), z.number().finite(), z.boolean()]).optional();

// checkRuleValue bounds a rule's value by its type: a day count 1–3650, a real date, a finite number
function checkRuleValue(type: 'date' | 'number' | 'other', op: string, value: unknown, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
  if (type === 'date' && op === 'in_last_days') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_RULE_DAYS) issue('v.ruleDays');
  } else if (type === 'date' && (op === 'before' || op === 'after')) {
    const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
    if (!m || attributeValueProblem(value) || Number.isNaN(Date.parse(value as string))) issue('v.invalid');
  } else if (type === 'number' && !['is_empty', 'is_not_empty'].includes(op)) {
    if (value === undefined || value === '' || !Number.isFinite(Number(value))) issue('v.invalid');
  }
}

export const fieldRuleSchema = z
  .strictObject({
    kind: z.literal('field'),
    field: z.enum(CONTACT_FIELDS, 'v.invalid'),
    op: z.enum([...TEXT_OPS, ...DATE_OPS, 'has', 'not_has'], 'v.invalid'),
    value: scalar,
  })
  .superRefine((r, ctx) => checkRuleValue(r.field === 'created_at' ? 'date' : 'other', r.op, r.value, ctx));
export const attributeRuleSchema = z
  .strictObject({
    kind: z.literal('attribute'),
    key: z.string().regex(ATTRIBUTE_KEY, 'v.invalid'),
    type: z.enum(['string', 'number', 'boolean', 'date'], 'v.invalid'),
    op: z.enum([...TEXT_OPS, ...NUMBER_OPS, ...DATE_OPS], 'v.invalid'),
    value: scalar,
  })
  .superRefine((r, ctx) => checkRuleValue(r.type === 'date' ? 'date' : r.type === 'number' ? 'number' : 'other', r.op, r.value, ctx));
export const listRuleSchema = z.strictObject({ kind: z.literal('list'), op: z.enum(['in', 'not_in'], 'v.invalid'), listId: z.uuid('v.invalid') });
export const engagementRuleSchema = z.strictObject({
  kind: z.literal('engagement'),
  event: z.enum(['opened', 'clicked', 'received'], 'v.invalid'),
  op: z.enum(['did', 'did_not'], 'v.invalid'),
  days: z.number().int().min(1, 'v.ruleDays').max(MAX_RULE_DAYS, 'v.ruleDays'),
  campaignId: z.uuid('v.invalid').optional(),
});
export const ruleSchema = z.discriminatedUnion('kind', [fieldRuleSchema, attributeRuleSchema, listRuleSchema, engagementRuleSchema], 'v.invalid');
export type Rule = z.infer<typeof ruleSchema>;
export type RuleGroup = { match: 'all' | 'any'; rules: (Rule | RuleGroup)[] };
export const ruleGroupSchema: z.ZodType<RuleGroup> = z.lazy(() =>
  z.strictObject({ match: z.enum(['all', 'any'], 'v.invalid'), rules: z.array(z.union([ruleSchema, ruleGroupSchema])).max(50, 'v.tooLong') }),
);

/** Depth and size limits of a rule tree, so one request cannot build a runaway query. */
export const MAX_RULE_DEPTH = 4;

export const contactInputSchema = z.strictObject({
  email: emailField,
  firstName: optional(100),
  lastName: optional(100),
  phone: optional(40),
  company: optional(200),
  country: optional(100),
  language: optional(10),
  tags: z.array(text(50).min(1, 'v.required')).max(50, 'v.tooLong').optional(),
  attributes: z
    .record(
      z.string().regex(ATTRIBUTE_KEY, 'v.invalid'),
      z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]).superRefine((v, ctx) => {
        const problem = attributeValueProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .optional(),
  status: z.enum(CONTACT_STATUSES, 'v.invalid').optional(),
  consentSource: optional(100),
  listIds: z.array(z.uuid('v.invalid')).max(50).optional(),
});
export const contactUpdateSchema = contactInputSchema.partial();
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactQuerySchema = z.object({
  search: z.string().trim().max(200, 'v.tooLong').optional(),
  status: z.enum(CONTACT_STATUSES, 'v.invalid').optional(),
  listId: z.uuid('v.invalid').optional(),
  segmentId: z.uuid('v.invalid').optional(),
  tag: z.string().trim().max(50, 'v.tooLong').optional(),
  sort: z.enum(['created_at', 'email', 'last_name'], 'v.invalid').default('created_at'),
  order: z.enum(['asc', 'desc'], 'v.invalid').default('desc'),
  cursor: z.string().max(500, 'v.invalid').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const bulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('tag'), contactIds: z.array(z.uuid('v.invalid')).min(1).max(1000), tag: text(50).min(1, 'v.required') }),
    z.strictObject({ action: z.literal('untag'), contactIds: z.array(z.uuid('v.invalid')).min(1).max(1000), tag: text(50).min(1, 'v.required') }),
    z.strictObject({ action: z.literal('add_to_list'), contactIds: z.array(z.uuid('v.invalid')).min(1).max(1000), listId: z.uuid('v.invalid') }),
    z.strictObject({ action: z.literal('remove_from_list'), contactIds: z.array(z.uuid('v.invalid')).min(1).max(1000), listId: z.uuid('v.invalid') }),
    z.strictObject({ action: z.literal('delete'), contactIds: z.array(z.uuid('v.invalid')).min(1).max(1000) }),
  ],
  'v.invalid',
);

export const listInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  description: text(1000).optional(),
  visibility: z.enum(['public', 'private'], 'v.invalid').optional(),
  optIn: z.enum(['single', 'double'], 'v.invalid').optional(),
});

export const segmentInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  description: text(1000).optional(),
  rules: ruleGroupSchema,
});

export const importMappingSchema = z.strictObject({
  /** Column header → target (a contact field, `attribute:<key>`, or `ignore`). */
  mapping: z.record(
    z.string().max(200),
    z.string().regex(/^(email|first_name|last_name|phone|company|country|language|tags|ignore|attribute:[A-Za-z][A-Za-z0-9_]{0,63})$/, 'v.invalid'),
  ),
  dedupe: z.enum(['update', 'skip'], 'v.invalid').default('update'),
  /** The same address twice in one file: the first row wins (later ones are skipped) or the last one's values win. */
  duplicates: z.enum(['first', 'last'], 'v.invalid').default('first'),
  listId: z.uuid('v.invalid').nullable().optional(),
});

export const deliveryEventSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        type: z.enum(['bounce', 'complaint', 'delivered'], 'v.invalid'),
        bounceType: z.enum(['hard', 'soft'], 'v.invalid').optional(),
        email: emailField,
        campaignId: z.uuid('v.invalid').optional(),
        timestamp: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional(),
        reason: z.string().max(1000).optional(),
      }),
    )
    .min(1)
    .max(1000),
});

export const preferencesUpdateSchema = z.strictObject({
  unsubscribeAll: z.boolean().optional(),
  lists: z.record(z.uuid('v.invalid'), z.boolean()).optional(),
});

/**
 * A display name as first and last names: the last word is the family name, the words before it the given names
 * ("Ali Veli Yılmaz" → "Ali Veli", "Yılmaz"); one word is a first name only. The one rule wherever a person arrives
 * with a single name (CRM leads, campaign recipients, third-party sign-in).
 */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? '' };
}
