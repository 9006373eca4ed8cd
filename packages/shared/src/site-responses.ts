// What the platform admin's public-site routes (inquiries, incidents, live-chat answers, platform settings), the
// public status page, the company settings, the public site itself (forms, settings, figures, articles, live chat)
// and the capture mailbox answer: zod schemas of every 2xx JSON body. The server declares them
// (its serializer enforces them: a field missing here is dropped from the answer, and /api/docs shows them), its view
// functions return their types, and the web client's types are z.infer of them.
// GET /api/admin/mailbox/{id}/attachments/{index} answers the attachment itself and is declared as a document.
import { z } from 'zod';
import { COMPANY_TEXT_FIELDS } from './invoicing.js';
import { documentResponse, messageResponseSchema } from './responses.js';
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

/** A testimonial the public pages quote. */
export const testimonialSchema = z.object({ name: z.string(), company: z.string(), text: z.string(), rating: z.number() });
/** The platform settings as stored (every field optional; unknown stored keys are left out). */
export const platformSettingsViewSchema = z.object({
  supportEmail: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  whatsappNumber: z.string().nullable().optional(),
  whatsappGreeting: z.string().nullable().optional(),
  testimonials: z.array(testimonialSchema).optional(),
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

/** The admin-managed public settings: contact details, the WhatsApp button and testimonials. */
export const publicSiteSettingsSchema = z.object({
  supportEmail: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  whatsappGreeting: z.string(),
  testimonials: z.array(testimonialSchema),
});
/** Real platform figures (never invented); uptime is null until enough checks have run. */
export const siteStatsSchema = z.object({ customers: z.number(), emailsDelivered: z.number(), countries: z.number(), uptimePercent: z.number().nullable() });
/** A blog post or help article in a list (no body). */
export const articleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  date: z.string(),
  /** Minutes. */
  readTime: z.number(),
  views: z.number(),
  /** Share of "yes" answers to "Was this helpful?", null before the first answer. */
  helpfulPercent: z.number().nullable(),
  featured: z.boolean(),
  image: z.string().nullable(),
});
export type ArticleSummaryView = z.infer<typeof articleSummarySchema>;
/** A captured message in the admin's mailbox list. */
export const mailboxItemSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  receivedAt: isoInstant,
  hasHtml: z.boolean(),
});
/** An attachment of a captured message (downloaded by its index). */
export const mailboxAttachmentSchema = z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() });
/** One captured message with its text and HTML parts. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.string().nullable(),
  receivedAt: isoInstant,
  attachments: z.array(mailboxAttachmentSchema),
});

/** What the public site's routes (forms, newsletter, settings, figures, articles, live chat) and the capture mailbox answer. */
export const publicSiteResponses = {
  /** Contact and demo forms (201), newsletter signup and confirmation. */
  sent: messageResponseSchema,
  settings: publicSiteSettingsSchema,
  stats: siteStatsSchema,
  articles: z.object({
    items: z.array(articleSummarySchema),
    ...paged,
    categories: z.array(z.object({ id: z.string(), count: z.number() })),
    popular: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), views: z.number() })),
  }),
  article: z.object({ article: articleSummarySchema.extend({ body: z.string() }) }),
  helpful: z.object({ helpfulPercent: z.number().nullable() }),
  /** POST /api/chat/conversations (201): the visitor token later calls carry in x-chat-token. */
  chatStarted: z.object({ conversationId: z.string(), visitorToken: z.string(), messages: z.array(chatMessageViewSchema) }),
  /** POST /api/chat/messages. */
  chatMessage: siteResponses.chatMessage,
  /** GET /api/chat/messages. */
  chatMessages: z.object({ messages: z.array(chatMessageViewSchema) }),
  /** GET /api/admin/mailbox: mode says whether mail is captured here or relayed. */
  mailbox: z.object({ items: z.array(mailboxItemSchema), ...paged, mode: z.enum(['capture', 'relay']) }),
  mailboxMessage: z.object({ message: mailboxMessageSchema }),
  done: siteResponses.done,
};
export type PublicSiteAnswer<K extends keyof typeof publicSiteResponses> = z.infer<(typeof publicSiteResponses)[K]>;
