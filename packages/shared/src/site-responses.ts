// What the platform admin's public-site routes (inquiries, incidents, live-chat answers, platform settings), the
// public status page and the company settings answer: zod schemas of every 2xx JSON body. The server declares them
// (its serializer enforces them: a field missing here is dropped from the answer, and /api/docs shows them), its view
// functions return their types, and the web client's types are z.infer of them.
// GET /api/admin/mailbox/{id}/attachments/{index} answers the attachment itself and is declared as a document.
import { z } from 'zod';
import { COMPANY_TEXT_FIELDS } from './invoicing.js';
import { documentResponse } from './responses.js';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, SERVICE_STATUSES, STATUS_SERVICES } from './site.js';

const isoInstant = z.string();

export const CHAT_SENDERS = ['user', 'agent'] as const;
export const CHAT_STATUSES = ['open', 'closed'] as const;

/** A contact or demo request from the public site (free-text fields as the visitor wrote them). */
export const inquirySchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'demo']),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  contactType: z.string().nullable(),
  language: z.string(),
  handledAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type InquiryView = z.infer<typeof inquirySchema>;

/** One entry of an incident's history. */
export const incidentUpdateViewSchema = z.object({ time: isoInstant, status: z.enum(INCIDENT_STATUSES), message: z.string() });
/** An incident as the status page and the admin's list show it. */
export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  impact: z.enum(INCIDENT_IMPACTS),
  services: z.array(z.string()),
  startTime: isoInstant,
  resolvedAt: isoInstant.nullable(),
  description: z.string(),
  updates: z.array(incidentUpdateViewSchema),
});
export type IncidentView = z.infer<typeof incidentSchema>;

/** A service of the status page. */
export const statusServiceSchema = z.object({
  id: z.enum(STATUS_SERVICES),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  /** Percent over the measured period, null when not measured yet. */
  uptime: z.number().nullable(),
  /** Milliseconds. */
  responseTime: z.number(),
  description: z.string(),
  lastIncident: isoInstant.nullable(),
});
/** The public status page: live checks, uptime, open incidents and those resolved in the last week. */
export const statusPageSchema = z.object({
  overall: z.enum(['operational', 'degraded', 'outage']),
  checkedAt: isoInstant,
  services: z.array(statusServiceSchema),
  incidents: z.array(incidentSchema),
  resolvedIncidents: z.array(incidentSchema),
  metrics: z.object({ uptimePercent: z.number().nullable(), averageResponseMs: z.number().nullable(), incidentsLast90Days: z.number() }),
});
export type StatusPageView = z.infer<typeof statusPageSchema>;

/** A live-chat message (the visitor's widget and the admin's panel see the same shape). */
export const chatMessageViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  sender: z.enum(CHAT_SENDERS),
  timestamp: isoInstant,
  type: z.literal('text'),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;
/** A conversation in the admin's list, with its last message. */
export const chatConversationItemSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  language: z.string(),
  lastMessageAt: isoInstant,
  createdAt: isoInstant,
  lastText: z.string().nullable(),
  lastSender: z.enum(CHAT_SENDERS).nullable(),
});
export type ChatConversationItemView = z.infer<typeof chatConversationItemSchema>;
/** One conversation with all its messages. */
export const chatConversationSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  language: z.string(),
  createdAt: isoInstant,
  messages: z.array(chatMessageViewSchema),
});
export type ChatConversationView = z.infer<typeof chatConversationSchema>;

/** The platform settings as stored (every field optional; unknown stored keys are left out). */
export const platformSettingsViewSchema = z.object({
  supportEmail: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  whatsappNumber: z.string().nullable().optional(),
  whatsappGreeting: z.string().nullable().optional(),
  testimonials: z.array(z.object({ name: z.string(), company: z.string(), text: z.string(), rating: z.number() })).optional(),
  planChangesWithoutPayment: z.boolean().optional(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsViewSchema>;

const companyTextFields = Object.fromEntries(COMPANY_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<(typeof COMPANY_TEXT_FIELDS)[number], z.ZodString>;
/** Every field of the company settings page: '' for unset text, TR as the default country. */
export const companySettingsViewSchema = z.object({
  ...companyTextFields,
  country: z.string(),
  foundedYear: z.number().nullable(),
  updatedAt: isoInstant.nullable(),
});
export type CompanySettingsView = z.infer<typeof companySettingsViewSchema>;

const paged = { total: z.number(), page: z.number(), limit: z.number() };
const ok = { success: z.boolean() };
export const siteResponses = {
  inquiries: z.object({ items: z.array(inquirySchema), ...paged }),
  inquiry: z.object({ inquiry: inquirySchema }),
  incidents: z.object({ items: z.array(incidentSchema), ...paged }),
  incident: z.object({ incident: incidentSchema }),
  chatConversations: z.object({ items: z.array(chatConversationItemSchema), ...paged }),
  chatConversation: z.object({ conversation: chatConversationSchema }),
  chatMessage: z.object({ message: chatMessageViewSchema }),
  done: z.object({ success: z.literal(true) }),
  platformSettings: z.object({ settings: platformSettingsViewSchema }),
  status: statusPageSchema,
  companySettings: z.object({ ...ok, settings: companySettingsViewSchema }),
  companySettingsSaved: z.object({ ...ok, message: z.string(), settings: companySettingsViewSchema }),
  attachment: documentResponse('attachment (its own content type)'),
};
export type SiteAnswer<K extends keyof typeof siteResponses> = z.infer<(typeof siteResponses)[K]>;
