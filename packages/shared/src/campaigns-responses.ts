// What the campaign routes answer (the list, one campaign, create, update, the status actions, schedule, duplicate,
// delete, analytics and performance): zod schemas of every 2xx JSON body. The server declares them (its serializer
// enforces them: a field missing here is dropped from the answer, and /api/docs shows them), its view functions return
// their types, and the web client's types are z.infer of them. The report, links, recipients, rendered message and
// test-send answers are in campaigns.ts.
import { z } from 'zod';
import { CAMPAIGN_STATUSES } from './campaigns.js';

const isoInstant = z.string();

export const CAMPAIGN_TYPES = ['email', 'sms', 'whatsapp', 'push'] as const;
export const AB_TEST_METRICS = ['open', 'click'] as const;

/** Who a campaign goes to: lists, segments and free-text recipients. */
export const campaignAudienceSchema = z.object({
  listIds: z.array(z.string()),
  segmentIds: z.array(z.string()),
  emails: z.array(z.object({ email: z.string(), name: z.string() })),
});
export type CampaignAudienceView = z.infer<typeof campaignAudienceSchema>;

/** An A/B subject test; winner (the subject's index) and decidedAt are set once the test is decided. */
export const campaignAbTestSchema = z.object({
  subjects: z.array(z.string()),
  testPercent: z.number(),
  metric: z.enum(AB_TEST_METRICS),
  waitMinutes: z.number(),
  winner: z.number().nullable().optional(),
  decidedAt: isoInstant.nullable().optional(),
});
export type CampaignAbTestView = z.infer<typeof campaignAbTestSchema>;

/** Delivery counts and rates, of one campaign or of all: rates are percent of sent, one decimal, 0 before anything went out. */
const deliveryTotals = {
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  opened: z.number(),
  clicked: z.number(),
  openRate: z.number(),
  clickRate: z.number(),
};

/** A campaign with its live counts, progress, content, sender and audience. */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  /** The status in Turkish (the specification's label). */
  statusLabel: z.string(),
  subject: z.string(),
  recipients: z.number(),
  ...deliveryTotals,
  /** Percent of recipients no longer queued. */
  progress: z.number(),
  createdAt: isoInstant,
  scheduledAt: isoInstant.nullable(),
  startedAt: isoInstant.nullable(),
  finishedAt: isoInstant.nullable(),
  htmlContent: z.string(),
  textContent: z.string().nullable(),
  templateId: z.string().nullable(),
  fromName: z.string().nullable(),
  fromEmail: z.string().nullable(),
  senderIdentityId: z.string().nullable(),
  replyTo: z.string().nullable(),
  personalizeContent: z.boolean(),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  audience: campaignAudienceSchema,
  abTest: campaignAbTestSchema.nullable(),
  /** Why a scheduled start failed (a message code). */
  error: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignSchema>;

/** Totals and rates over all campaigns of the workspace. */
export const campaignAnalyticsSchema = z.object({
  campaigns: z.number(),
  /** Campaigns per status; a status without campaigns is absent. */
  byStatus: z.partialRecord(z.enum(CAMPAIGN_STATUSES), z.number()),
  ...deliveryTotals,
});
export type CampaignAnalyticsView = z.infer<typeof campaignAnalyticsSchema>;

/**
 * One performance row per campaign that went out. With the analytics module, conversions and revenue come by last
 * click (revenue in the workspace currency's major unit) and openedTotal counts machine opens too; without it they are null.
 */
export const campaignPerformanceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sent: z.number(),
  opened: z.number(),
  openedTotal: z.number().optional(),
  clicked: z.number(),
  converted: z.number().nullable(),
  revenue: z.number().nullable(),
  /** Percent of sent; 0 when nothing was sent. */
  openRate: z.number(),
  clickRate: z.number(),
  conversionRate: z.number().nullable(),
});
export type CampaignPerformanceRowView = z.infer<typeof campaignPerformanceRowSchema>;

const ok = { success: z.boolean() };
export const campaignsResponses = {
  done: z.object(ok),
  list: z.object({ ...ok, campaigns: z.array(campaignSchema), total: z.number(), page: z.number(), limit: z.number() }),
  campaign: z.object({ ...ok, campaign: campaignSchema }),
  analytics: z.object({ ...ok, analytics: campaignAnalyticsSchema }),
  performance: z.object({ ...ok, performance: z.array(campaignPerformanceRowSchema) }),
};

/** The body of a campaign answer by name, e.g. CampaignsAnswer<'list'> for GET /api/campaigns. */
export type CampaignsAnswer<K extends keyof typeof campaignsResponses> = z.infer<(typeof campaignsResponses)[K]>;
