// What the CRM routes answer (leads, contacts, companies, deals and the pipeline, activities, analytics, settings):
// zod schemas of every 2xx JSON body. The server declares them (its serializer enforces them: a field missing here is
// dropped from the answer, and /api/docs shows them), its view functions return their types, and the web client's
// types are z.infer of them. GET /api/crm/leads/export answers CSV and is declared as a document.
import { z } from 'zod';
import { contactDetailSchema, contactSchema } from './audience-responses.js';
import { ACTIVITY_TYPES, LEAD_SOURCES, LEAD_STATUSES } from './crm.js';
import { documentResponse } from './responses.js';

const isoInstant = z.string();

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export const TIMELINE_KINDS = ['activity', 'deal', 'email'] as const;
export const CRM_FUNNEL_STAGES = ['total', 'qualified', 'opportunity', 'proposal', 'closed'] as const;

/** One entry of a record's timeline: an activity, a deal, or a campaign email event (newest first). */
export const timelineItemSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  id: z.string(),
  /** The activity type, the deal status or the engagement type. */
  type: z.string(),
  title: z.string(),
  /** The activity description, the deal value or the campaign subject. */
  detail: z.string().nullable(),
  at: isoInstant,
});
export type TimelineItemView = z.infer<typeof timelineItemSchema>;

/** A lead as the leads table shows it; money in the currency's major unit. */
export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  companyId: z.string().nullable(),
  contactId: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  value: z.number(),
  currency: z.string(),
  /** The AI score when there is one, else the rule points. */
  score: z.number(),
  ruleScore: z.number(),
  aiScore: z.number().nullable(),
  stars: z.number(),
  band: z.enum(['high', 'medium', 'low']),
  assignedTo: z.string().nullable(),
  lastActivity: isoInstant.nullable(),
  lostReason: z.string().nullable(),
  createdAt: isoInstant,
});
export type LeadView = z.infer<typeof leadSchema>;
/** A lead with its timeline (GET /api/crm/leads/{id}). */
export const leadDetailSchema = leadSchema.extend({ timeline: z.array(timelineItemSchema) });
export type LeadDetailView = z.infer<typeof leadDetailSchema>;

/** A company. */
export const crmCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  taxNumber: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type CrmCompanyView = z.infer<typeof crmCompanySchema>;
export const crmCompanyDetailSchema = crmCompanySchema.extend({ timeline: z.array(timelineItemSchema) });
export type CrmCompanyDetailView = z.infer<typeof crmCompanyDetailSchema>;

/** A pipeline stage with its win probability (0–100). */
export const stageSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  probability: z.number(),
  color: z.string(),
  position: z.number(),
});
export type StageView = z.infer<typeof stageSchema>;

/** A deal; money in the currency's major unit. */
export const dealSchema = z.object({
  id: z.string(),
  title: z.string(),
  leadId: z.string().nullable(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  stageId: z.string(),
  value: z.number(),
  currency: z.string(),
  /** YYYY-MM-DD. */
  expectedCloseDate: z.string().nullable(),
  status: z.enum(DEAL_STATUSES),
  lostReason: z.string().nullable(),
  position: z.number(),
  assignedTo: z.string().nullable(),
  closedAt: isoInstant.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type DealView = z.infer<typeof dealSchema>;

/** The pipeline board: stages with their open deals, value and weighted value (value × probability). */
export const pipelineStageSchema = stageSchema.extend({
  deals: z.array(dealSchema),
  count: z.number(),
  value: z.number(),
  weightedValue: z.number(),
});
export type PipelineStageView = z.infer<typeof pipelineStageSchema>;
export const pipelineSchema = z.object({ stages: z.array(pipelineStageSchema), weightedTotal: z.number() });
export type PipelineView = z.infer<typeof pipelineSchema>;

/** A call, email, meeting, note or task; overdue: an open task past its due time. */
export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  occurredAt: isoInstant,
  dueAt: isoInstant.nullable(),
  completedAt: isoInstant.nullable(),
  userId: z.string().nullable(),
  /** A task's assignee. */
  assignedTo: z.string().nullable(),
  leadId: z.string().nullable(),
  dealId: z.string().nullable(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: isoInstant,
});
export type ActivityView = z.infer<typeof activitySchema>;

/** The CRM figures (GET /api/crm/analytics); money in major units, shares and rates in percent. */
export const crmAnalyticsSchema = z.object({
  leadSources: z.array(z.object({ id: z.enum(LEAD_SOURCES), count: z.number(), share: z.number() })),
  funnel: z.array(z.object({ stage: z.enum(CRM_FUNNEL_STAGES), count: z.number(), percent: z.number() })),
  /** Percent of closed deals won; null while none is closed. */
  winRate: z.number().nullable(),
  averageDealSize: z.number().nullable(),
  salesCycleDays: z.number().nullable(),
  wonValue: z.number(),
  openDeals: z.number(),
  weightedPipeline: z.number(),
  /** The next three months (YYYY-MM) by expected close date. */
  forecast: z.array(z.object({ month: z.string(), weightedValue: z.number() })),
  totalLeads: z.number(),
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number()),
});
export type CrmAnalyticsView = z.infer<typeof crmAnalyticsSchema>;

/** Points each event adds to a lead's rule score. */
export const scoringPointsSchema = z.object({ email_open: z.number(), website_visit: z.number(), form_fill: z.number(), phone_call: z.number() });
export type ScoringPointsView = z.infer<typeof scoringPointsSchema>;
/** The trained AI score model (logistic regression; accuracy by 5-fold cross-validation, in percent). */
export const scoringModelSchema = z.object({
  weights: z.array(z.number()),
  bias: z.number(),
  features: z.array(z.string()),
  accuracy: z.number(),
  trainedAt: isoInstant,
  samples: z.number(),
});
export type ScoringModelView = z.infer<typeof scoringModelSchema>;

/** A lead import's outcome: bad rows by line (the header is line 1). */
export const leadImportResultSchema = z.object({
  inserted: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ line: z.number(), reason: z.string() })),
});
export type LeadImportResultView = z.infer<typeof leadImportResultSchema>;

/** An audience contact as the CRM shows it, with its lists, engagement and CRM timeline. */
export const crmContactDetailSchema = contactDetailSchema.extend({ timeline: z.array(timelineItemSchema) });
export type CrmContactDetailView = z.infer<typeof crmContactDetailSchema>;

const ok = { success: z.boolean() };
export const crmResponses = {
  done: z.object(ok),
  leads: z.object({ ...ok, leads: z.array(leadSchema), total: z.number(), page: z.number(), limit: z.number() }),
  lead: z.object({ ...ok, lead: leadSchema }),
  leadDetail: z.object({ ...ok, lead: leadDetailSchema }),
  bulk: z.object({ ...ok, affected: z.number() }),
  import: leadImportResultSchema.extend(ok),
  csv: documentResponse('text/csv'),
  contacts: z.object({ ...ok, contacts: z.array(contactSchema), nextCursor: z.string().nullable() }),
  contact: z.object({ ...ok, contact: crmContactDetailSchema }),
  companies: z.object({ ...ok, companies: z.array(crmCompanySchema) }),
  company: z.object({ ...ok, company: crmCompanySchema }),
  companyDetail: z.object({ ...ok, company: crmCompanyDetailSchema }),
  deals: z.object({ ...ok, deals: z.array(dealSchema) }),
  deal: z.object({ ...ok, deal: dealSchema }),
  pipeline: pipelineSchema.extend(ok),
  activities: z.object({ ...ok, activities: z.array(activitySchema), overdueTasks: z.number() }),
  activity: z.object({ ...ok, activity: activitySchema }),
  analytics: z.object({ ...ok, analytics: crmAnalyticsSchema }),
  settings: z.object({ ...ok, stages: z.array(stageSchema), scoring: scoringPointsSchema, model: scoringModelSchema.nullable() }),
  stages: z.object({ ...ok, stages: z.array(stageSchema) }),
  scoring: z.object({ ...ok, scoring: scoringPointsSchema }),
  /** null while there are too few closed leads (20, with at least 3 won and 3 lost). */
  model: z.object({ ...ok, model: scoringModelSchema.nullable() }),
};

/** The body of a CRM answer by name, e.g. CrmAnswer<'pipeline'> for GET /api/crm/pipeline. */
export type CrmAnswer<K extends keyof typeof crmResponses> = z.infer<(typeof crmResponses)[K]>;
