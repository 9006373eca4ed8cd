// What the audience routes answer (contacts, lists, segments, suppressions, imports, consent pages): zod schemas of
// every 2xx body. The server declares them (its serializer enforces them: a field missing here is dropped from the
// answer, and /api/docs shows them), its view functions return their types, and the web client's types are z.infer
// of them.
import { z } from 'zod';
import { CONTACT_STATUSES, ENGAGEMENT_TYPES, SUPPRESSION_REASONS, ruleGroupSchema } from './audience.js';
import { documentResponse } from './responses.js';

const isoInstant = z.string();

/** A custom attribute's value (an import or the API writes only these). */
export const attributeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AttributeValueView = z.infer<typeof attributeValueSchema>;

/** A contact as the API shows it. */
export const contactSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  tags: z.array(z.string()),
  attributes: z.record(z.string(), attributeValueSchema),
  status: z.enum(CONTACT_STATUSES),
  consentSource: z.string().nullable(),
  consentAt: isoInstant.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ContactView = z.infer<typeof contactSchema>;

export const LIST_MEMBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
/** A list the contact belongs to, with the membership's status. */
export const contactMembershipSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(LIST_MEMBER_STATUSES) });
export type ContactMembershipView = z.infer<typeof contactMembershipSchema>;
/** One engagement event of a contact (newest first, the last 50). */
export const contactEventSchema = z.object({
  id: z.number(),
  type: z.enum(ENGAGEMENT_TYPES),
  campaignId: z.string().nullable(),
  occurredAt: isoInstant,
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type ContactEventView = z.infer<typeof contactEventSchema>;
/** A contact with its lists, recent engagement and preferences link (GET /api/contacts/{id}). */
export const contactDetailSchema = contactSchema.extend({
  lists: z.array(contactMembershipSchema),
  events: z.array(contactEventSchema),
  preferencesUrl: z.string(),
});
export type ContactDetailView = z.infer<typeof contactDetailSchema>;

/** A list as stored. */
export const contactListSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(['public', 'private']),
  optIn: z.enum(['single', 'double']),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ContactListView = z.infer<typeof contactListSchema>;
/** A list with its member counts by status (GET /api/contacts/lists). */
export const contactListWithMembersSchema = contactListSchema.extend({
  members: z.object({ confirmed: z.number(), pending: z.number(), unsubscribed: z.number() }),
});
export type ContactListWithMembersView = z.infer<typeof contactListWithMembersSchema>;

/** A segment as stored: its rule tree. */
export const segmentSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  rules: ruleGroupSchema,
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type SegmentView = z.infer<typeof segmentSchema>;
/** A segment with the number of contacts it matches now (GET /api/contacts/segments). */
export const segmentWithCountSchema = segmentSchema.extend({ count: z.number() });
export type SegmentWithCountView = z.infer<typeof segmentWithCountSchema>;

/** A suppressed address. */
export const suppressionSchema = z.object({
  workspaceId: z.string(),
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  source: z.string().nullable(),
  createdAt: isoInstant,
});
export type SuppressionView = z.infer<typeof suppressionSchema>;

export const IMPORT_STATUSES = ['pending', 'queued', 'running', 'completed', 'failed'] as const;
/** An import with its progress and counters. */
export const contactImportSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  headers: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  mapping: z.record(z.string(), z.string()).nullable(),
  suggestedMapping: z.record(z.string(), z.string()),
  dedupe: z.enum(['update', 'skip']),
  /** The same address twice in one file: the first row is kept, or the last row's values win. */
  duplicates: z.enum(['first', 'last']),
  listId: z.string().nullable(),
  totalRows: z.number().nullable(),
  processedRows: z.number(),
  progress: z.number(),
  inserted: z.number(),
  updated: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** Why the import failed, in the request language. */
  error: z.string().nullable(),
  /** The reason's message code (IMPORT_UPLOAD_FAILED: the file never arrived, nothing to open). */
  errorCode: z.string().nullable(),
  createdAt: isoInstant,
  finishedAt: isoInstant.nullable(),
});
export type ContactImportView = z.infer<typeof contactImportSchema>;

/** A contact's subscriptions as the public preferences page shows them. */
export const contactPreferencesSchema = z.object({
  email: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** The workspace that sends the emails, so the page can say whom the recipient unsubscribes from. */
  sender: z.string(),
  lists: z.array(z.object({ id: z.string(), name: z.string(), subscribed: z.boolean() })),
});
export type ContactPreferencesView = z.infer<typeof contactPreferencesSchema>;

const ok = { success: z.boolean() };
const said = z.object({ ...ok, message: z.string() });
export const audienceResponses = {
  done: z.object(ok),
  count: z.object({ count: z.number() }),
  page: z.object({ items: z.array(contactSchema), nextCursor: z.string().nullable() }),
  stats: z.object({ total: z.number(), byStatus: z.partialRecord(z.enum(CONTACT_STATUSES), z.number()) }),
  contact: z.object({ contact: contactSchema }),
  contactDetail: z.object({ contact: contactDetailSchema }),
  bulk: z.object({ affected: z.number() }),
  csv: documentResponse('text/csv'),
  lists: z.object({ lists: z.array(contactListWithMembersSchema) }),
  list: z.object({ list: contactListSchema }),
  segments: z.object({ segments: z.array(segmentWithCountSchema) }),
  segment: z.object({ segment: segmentSchema }),
  suppressions: z.object({ items: z.array(suppressionSchema), total: z.number(), page: z.number(), limit: z.number() }),
  webhook: z.object({ url: z.string() }),
  import: z.object({ import: contactImportSchema }),
  imports: z.object({ imports: z.array(contactImportSchema) }),
  preferences: z.object({ preferences: contactPreferencesSchema }),
  preferencesSaved: said.extend({ preferences: contactPreferencesSchema }),
  said,
  received: z.object({ received: z.number() }),
};

/** The body of an audience answer by name, e.g. AudienceAnswer<'stats'> for GET /api/contacts/stats. */
export type AudienceAnswer<K extends keyof typeof audienceResponses> = z.infer<(typeof audienceResponses)[K]>;
