// What the template, mail-server, DKIM, rotation, bulk-send and spam-check routes answer: zod schemas of every 2xx
// JSON body. The server declares them (its serializer enforces them: a field missing here is dropped from the answer,
// and /api/docs shows them), its view functions return their types, and the web client's types are z.infer of them.
// GET /api/templates/{slug}/preview answers HTML (text/html) and is not described here.
import { z } from 'zod';
import { ROTATION_STRATEGIES, TEMPLATE_CATEGORIES } from './campaigns.js';
import { documentResponse } from './responses.js';

const isoInstant = z.string();

/** A template of the workspace as the API shows it. */
export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  subject: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  templateType: z.string(),
  htmlContent: z.string(),
  /** The same HTML as htmlContent, under the name older clients read. */
  content: z.string(),
  /** The text part derived from the HTML. */
  textContent: z.string(),
  /** The MJML source when the template was designed in the editor (the HTML is compiled from it). */
  mjml: z.string().nullable(),
  designJson: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type EmailTemplateView = z.infer<typeof emailTemplateSchema>;

/** A starter of the gallery in the request language. */
export const galleryTemplateSchema = z.object({
  key: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  name: z.string(),
  subject: z.string(),
  mjml: z.string(),
});
export type GalleryTemplateView = z.infer<typeof galleryTemplateSchema>;

export const MAIL_SERVER_SECURITY = ['auto', 'tls', 'starttls', 'none'] as const;
export const MAIL_SERVER_STATUSES = ['active', 'paused', 'error'] as const;

/** A mail server of the workspace (the password is never returned, only whether there is one). */
export const mailServerSchema = z.object({
  id: z.string(),
  name: z.string(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpUser: z.string(),
  hasPassword: z.boolean(),
  secure: z.enum(MAIL_SERVER_SECURITY),
  ipAddress: z.string().nullable(),
  fromEmail: z.string().nullable(),
  dailyLimit: z.number(),
  hourlyLimit: z.number().nullable(),
  weight: z.number(),
  /** paused also while an automatic pause (pausedUntil) lasts. */
  status: z.enum(MAIL_SERVER_STATUSES),
  pausedUntil: isoInstant.nullable(),
  /** A classified message code of the last failure, never the remote side's reply. */
  lastError: z.string().nullable(),
  sentToday: z.number(),
  failedToday: z.number(),
  sentTotal: z.number(),
  failedTotal: z.number(),
  avgLatencyMs: z.number().nullable(),
  /** 0–100 from bounces and complaints over sends. */
  reputation: z.number(),
  /** Set while a blocklist lists the server's IP (rotation skips it); the reason names the lists. */
  quarantinedAt: isoInstant.nullable(),
  quarantineReason: z.string().nullable(),
  /** The day of the IP warm-up and today's cap (WARMUP_SCHEDULE), or null when the server is not warming up. */
  warmup: z.object({ day: z.number(), cap: z.number() }).nullable(),
});
export type MailServerView = z.infer<typeof mailServerSchema>;

/** DKIM signing of the workspace: domain, selector and the DNS TXT record to publish (never the private key). */
export const dkimSettingsSchema = z.object({
  enabled: z.boolean(),
  domain: z.string().nullable(),
  selector: z.string().nullable(),
  hasKey: z.boolean(),
  keyBits: z.number().nullable(),
  dnsRecord: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }).nullable(),
});
export type DkimSettingsView = z.infer<typeof dkimSettingsSchema>;

/** The strategy, the servers with today's figures and the totals (GET /api/email-sending/rotation/stats). */
export const rotationStatsSchema = z.object({
  strategy: z.enum(ROTATION_STRATEGIES),
  servers: z.array(mailServerSchema),
  totals: z.object({ sentToday: z.number(), failedToday: z.number(), dailyCapacity: z.number() }),
});
export type RotationStatsView = z.infer<typeof rotationStatsSchema>;

/** A spam rule that fired, with its points and how to fix it, in both languages. */
export const spamRuleSchema = z.object({
  id: z.string(),
  points: z.number(),
  message: z.object({ tr: z.string(), en: z.string() }),
  fix: z.object({ tr: z.string(), en: z.string() }),
});
export type SpamRuleView = z.infer<typeof spamRuleSchema>;
export const spamCheckResultSchema = z.object({
  spamScore: z.number(),
  band: z.enum(['good', 'medium', 'bad']),
  rules: z.array(spamRuleSchema),
});
export type SpamCheckResultView = z.infer<typeof spamCheckResultSchema>;

const ok = { success: z.boolean() };
export const sendingResponses = {
  done: z.object(ok),
  templates: z.object({ ...ok, templates: z.array(emailTemplateSchema) }),
  /** A template rendered with sample values, as an HTML page. */
  templatePreview: documentResponse('text/html'),
  template: z.object({ ...ok, template: emailTemplateSchema }),
  gallery: z.object({ templates: z.array(galleryTemplateSchema) }),
  servers: z.object({ ...ok, servers: z.array(mailServerSchema) }),
  server: z.object({ ...ok, server: mailServerSchema }),
  /** The connection and login worked (a failure is a 400 with a classified code). */
  serverTest: z.object({ ...ok, ok: z.boolean(), latencyMs: z.number() }),
  rotationStats: rotationStatsSchema.extend(ok),
  strategy: z.object({ ...ok, strategy: z.enum(ROTATION_STRATEGIES) }),
  dkim: z.object({ ...ok, dkim: dkimSettingsSchema }),
  spamCheck: spamCheckResultSchema.extend(ok),
  /** Up to 50 recipients the answer waits for the result; larger sends answer at once with background: true. */
  bulk: z.object({
    /** False when nothing went out. */
    success: z.boolean(),
    campaignId: z.string(),
    totalSent: z.number(),
    totalFailed: z.number(),
    queued: z.number(),
    /** True when the send continues after the answer (more than 50 recipients, or not finished in time). */
    background: z.boolean(),
    /** Why nothing went out, in the request language. */
    error: z.string().optional(),
  }),
};

/** The body of a sending answer by name, e.g. SendingAnswer<'rotationStats'> for GET /api/email-sending/rotation/stats. */
export type SendingAnswer<K extends keyof typeof sendingResponses> = z.infer<(typeof sendingResponses)[K]>;
