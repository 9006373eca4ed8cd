// Campaign, template and sending contracts (seed 001 §3–§5, §7, §9).
import { z } from 'zod';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'paused', 'failed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Turkish labels of the specification (seed 001 §4); cancelled is ours. */
export const CAMPAIGN_STATUS_LABELS_TR: Record<CampaignStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  paused: 'Duraklatıldı',
  failed: 'Başarısız',
  cancelled: 'İptal Edildi',
};
export const TEMPLATE_CATEGORIES = ['newsletter', 'promotional', 'transactional', 'welcome'] as const;
export const ROTATION_STRATEGIES = ['round-robin', 'weighted', 'performance-based'] as const;
export type RotationStrategy = (typeof ROTATION_STRATEGIES)[number];

/** New mail-server defaults (seed 001 §9). */
export const MAIL_SERVER_DEFAULTS = { smtpPort: 587, dailyLimit: 1000 } as const;
/** Spam score bands (seed 001 §5): below 30 good, below 70 medium, else bad. */
export const SPAM_BANDS = { good: 30, medium: 70 } as const;

// spamBand maps a 0–100 spam score to its band.
export function spamBand(score: number): 'good' | 'medium' | 'bad' {
  if (score < SPAM_BANDS.good) return 'good';
  if (score < SPAM_BANDS.medium) return 'medium';
  return 'bad';
}

export type Recipient = { email: string; name: string };
const ADDRESS_PART = /^[^\s@,;<>]+$/;

// isPlainEmail checks an address's shape in linear time (no backtracking pattern): one '@', no spaces or separators,
// and a dot inside the domain with something on both sides.
export function isPlainEmail(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@')) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  return ADDRESS_PART.test(local) && ADDRESS_PART.test(domain) && domain.slice(1, -1).includes('.');
}

/** Why a typed recipient line was left out: no '@' (the specification's rule), a malformed address, or a repeat. */
export const DROPPED_RECIPIENT_REASONS = ['noAt', 'invalid', 'duplicate'] as const;
export type DroppedRecipientReason = (typeof DROPPED_RECIPIENT_REASONS)[number];
/** A non-empty line left out, with its 1-based line number and the reason. */
export type DroppedRecipient = { line: number; text: string; reason: DroppedRecipientReason };

// parseRecipientLines applies the wizard's rules and also tells which non-empty lines were dropped and why.
export function parseRecipientLines(text: string): { recipients: Recipient[]; dropped: DroppedRecipient[] } {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  const dropped: DroppedRecipient[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const drop = (reason: DroppedRecipientReason) => dropped.push({ line: i + 1, text: line, reason });
    if (!line.includes('@')) return drop('noAt');
    const comma = line.indexOf(',');
    const email = (comma >= 0 ? line.slice(0, comma) : line).trim().toLowerCase();
    if (!isPlainEmail(email)) return drop('invalid');
    if (seen.has(email)) return drop('duplicate');
    seen.add(email);
    const name = (comma >= 0 ? line.slice(comma + 1) : '').trim() || email.split('@')[0];
    recipients.push({ email, name });
  });
  return { recipients, dropped };
}

// parseRecipients applies the wizard's rules: one per line, lines without '@' dropped, "address, name", name defaults to the local part.
export function parseRecipients(text: string): Recipient[] {
  return parseRecipientLines(text).recipients;
}

const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');

export const templateInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  subject: text(300).min(1, 'v.required'),
  htmlContent: z.string().max(2_000_000, 'v.tooLong').optional(),
  mjml: z.string().max(2_000_000, 'v.tooLong').optional(),
  designJson: z.string().max(5_000_000, 'v.tooLong').optional().nullable(),
  templateType: text(40).optional(),
  category: z.enum(TEMPLATE_CATEGORIES, 'v.invalid').optional(),
  language: z.enum(['tr', 'en'], 'v.language').optional(),
});

export const abTestSchema = z.strictObject({
  subjects: z.array(text(300).min(1, 'v.required')).min(2, 'v.invalid').max(4, 'v.invalid'),
  testPercent: z.number().int().min(10, 'v.invalid').max(50, 'v.invalid'),
  metric: z.enum(['open', 'click'], 'v.invalid'),
  waitMinutes: z
    .number()
    .int()
    .min(1, 'v.invalid')
    .max(7 * 24 * 60, 'v.invalid'),
});

export const campaignInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  subject: text(300).optional(),
  htmlContent: z.string().max(2_000_000, 'v.tooLong').optional(),
  textContent: z.string().max(500_000, 'v.tooLong').optional().nullable(),
  templateId: z.uuid('v.invalid').optional().nullable(),
  fromName: text(100).optional().nullable(),
  fromEmail: z.email('v.email').optional().nullable(),
  /** A sender identity of the workspace: the campaign goes out with its From name, address and Reply-To. */
  senderIdentityId: z.uuid('v.invalid').optional().nullable(),
  personalizeContent: z.boolean().optional(),
  trackOpens: z.boolean().optional(),
  trackClicks: z.boolean().optional(),
  listIds: z.array(z.uuid('v.invalid')).max(50).optional(),
  segmentIds: z.array(z.uuid('v.invalid')).max(50).optional(),
  /** Free-text recipients, one per line ("address, name"). */
  recipients: z.string().max(5_000_000, 'v.tooLong').optional(),
  abTest: abTestSchema.optional().nullable(),
});

/** The specification's bulk send call (seed 001 §7). */
export const bulkSendSchema = z.strictObject({
  recipients: z.array(z.string().max(320)).min(1, 'v.required').max(500_000, 'v.tooLong'),
  subject: text(300).min(1, 'v.required'),
  htmlContent: z.string().min(1, 'v.required').max(2_000_000, 'v.tooLong'),
  campaignName: text(200).optional(),
  personalizeContent: z.boolean().optional(),
  trackOpens: z.boolean().optional(),
  trackClicks: z.boolean().optional(),
  templateId: z.uuid('v.invalid').optional().nullable(),
});

export const spamCheckSchema = z.strictObject({
  subject: z.string().max(1000, 'v.tooLong'),
  content: z.string().max(2_000_000, 'v.tooLong'),
  textContent: z.string().max(500_000, 'v.tooLong').optional(),
});

// The fields of a mail server without defaults: an update changes only the fields it names.
const mailServerFields = {
  name: text(100).min(1, 'v.required'),
  smtpHost: text(253)
    .min(1, 'v.required')
    .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:.]+\]?$/, 'v.invalid'),
  smtpPort: z.coerce.number().int().min(1, 'v.invalid').max(65535, 'v.invalid'),
  smtpUser: text(200).min(1, 'v.required'),
  smtpPassword: z.string().max(500, 'v.tooLong').optional(),
  secure: z.enum(['auto', 'tls', 'starttls', 'none'], 'v.invalid').optional(),
  ipAddress: text(64).optional().nullable(),
  fromEmail: z.email('v.email').optional().nullable(),
  dailyLimit: z.coerce.number().int().min(1, 'v.invalid').max(10_000_000, 'v.invalid'),
  hourlyLimit: z.coerce.number().int().min(1, 'v.invalid').max(1_000_000, 'v.invalid').optional().nullable(),
  weight: z.coerce.number().int().min(1, 'v.invalid').max(100, 'v.invalid').optional(),
  /** true starts the IP warm-up (today is its first day), false ends it; absent keeps it as it is. */
  warmup: z.boolean('v.invalid').optional(),
};

// mailServerInputSchema adds a server: port 587 and daily limit 1000 when not given.
export const mailServerInputSchema = z.strictObject({
  ...mailServerFields,
  smtpPort: mailServerFields.smtpPort.default(MAIL_SERVER_DEFAULTS.smtpPort),
  dailyLimit: mailServerFields.dailyLimit.default(MAIL_SERVER_DEFAULTS.dailyLimit),
});

// mailServerUpdateSchema changes some fields of a server, or pauses / resumes it; absent fields keep their values.
export const mailServerUpdateSchema = z
  .strictObject(mailServerFields)
  .partial()
  .extend({ status: z.enum(['active', 'paused'], 'v.invalid').optional() });

export const rotationStrategySchema = z.strictObject({ strategy: z.enum(ROTATION_STRATEGIES, 'v.invalid') });
export const scheduleSchema = z.strictObject({ scheduledAt: z.iso.datetime({ offset: true, message: 'v.invalid' }) });

/** DKIM key rules: RSA only (the mail library signs rsa-sha256), at least 1024 bits; generated keys are 2048 bits. */
export const DKIM_MIN_RSA_BITS = 1024;
export const DKIM_GENERATED_RSA_BITS = 2048;
const HOSTNAME_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

// dkimInputSchema turns DKIM signing on or changes it: a pasted PEM private key, or generate: true for a new 2048-bit
// RSA key; with neither, the stored key is kept (changing only the domain or selector).
export const dkimInputSchema = z
  .strictObject({
    domain: z.string('v.required').trim().toLowerCase().regex(HOSTNAME_RE, 'v.hostname'),
    selector: z
      .string('v.required')
      .trim()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/, 'v.dkimSelector'),
    privateKey: z.string().trim().max(20_000, 'v.tooLong').optional(),
    generate: z.boolean('v.invalid').optional(),
  })
  .refine((v) => !(v.generate && v.privateKey), { message: 'v.dkimKeyChoice', path: ['privateKey'] });
export type DkimInput = z.infer<typeof dkimInputSchema>;

// sendingDomainInputSchema adds a domain the workspace will prove it owns before sending from it through the platform.
export const sendingDomainInputSchema = z.strictObject({ domain: z.string('v.required').trim().toLowerCase().regex(HOSTNAME_RE, 'v.hostname') });

/** Most addresses one test send may go to. */
export const TEST_SEND_MAX_ADDRESSES = 5;
/** Test sends a workspace may make per hour (each request counts once, whatever its number of addresses). */
export const TEST_SENDS_PER_HOUR = 20;

/** A test send: up to five addresses, personalised as one contact of the workspace (sample values without one). */
export const testSendSchema = z.strictObject({
  emails: z.array(z.email('v.email').max(320, 'v.tooLong')).min(1, 'v.required').max(TEST_SEND_MAX_ADDRESSES, 'v.testAddresses'),
  contactId: z.uuid('v.invalid').optional().nullable(),
});
export type TestSendInput = z.infer<typeof testSendSchema>;

/** The answer of a test send: one result per address. */
export const testSendResultSchema = z.object({
  success: z.boolean(),
  subject: z.string(),
  results: z.array(z.object({ email: z.string(), sent: z.boolean(), error: z.string().nullable() })),
});
export type TestSendResult = z.infer<typeof testSendResultSchema>;

/** A recipient's state in a campaign report, the furthest it got (complaint and unsubscribe first). */
export const RECIPIENT_STATES = ['queued', 'skipped', 'failed', 'bounced', 'delivered', 'opened', 'clicked', 'unsubscribed', 'complained'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

const count = z.number().int().min(0);
/** The report of one campaign: every figure counted from its delivery and tracking records. */
export const campaignReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  recipients: count,
  queued: count,
  skipped: count,
  failed: count,
  sent: count,
  delivered: count,
  bounced: count,
  opened: z.object({ human: count, machine: count, total: count, events: count }),
  clicked: z.object({ human: count, machine: count, total: count, events: count }),
  unsubscribed: count,
  complained: count,
  rates: z.object({ delivered: z.number(), opened: z.number(), clicked: z.number(), bounced: z.number(), unsubscribed: z.number() }),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;
/** GET /api/campaigns/{id}/report. */
export const campaignReportResponseSchema = z.object({ success: z.boolean(), report: campaignReportSchema });

/** One tracked link of a campaign: clicks and distinct recipients who clicked, in all and human (a honeypot request is no link). */
export const campaignLinkSchema = z.object({ url: z.string(), clicks: count, humanClicks: count, recipients: count, humanRecipients: count });
export type CampaignLink = z.infer<typeof campaignLinkSchema>;
/** GET /api/campaigns/{id}/links. */
export const campaignLinksResponseSchema = z.object({ success: z.boolean(), links: z.array(campaignLinkSchema) });

/** One recipient of a campaign with its state. */
export const campaignRecipientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  state: z.enum(RECIPIENT_STATES),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/** The query of a campaign's recipients list: a state filter and a keyset cursor (the last id seen). */
export const campaignRecipientsQuerySchema = z.strictObject({
  status: z.enum(RECIPIENT_STATES, 'v.invalid').optional(),
  cursor: z.coerce.number().int().min(0, 'v.invalid').max(Number.MAX_SAFE_INTEGER, 'v.invalid').optional(),
  limit: z.coerce.number().int().min(1, 'v.invalid').max(200, 'v.invalid').default(50),
});

/** A page of recipients; nextCursor is null on the last page. */
export const campaignRecipientsPageSchema = z.object({
  success: z.boolean(),
  recipients: z.array(campaignRecipientSchema),
  nextCursor: z.number().int().nullable(),
});
export type CampaignRecipientsPage = z.infer<typeof campaignRecipientsPageSchema>;

/** The message as sent to a sample recipient (tracking markers inert), for a sandboxed preview. */
export const campaignRenderedSchema = z.object({
  success: z.boolean(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sample: z.string().nullable(),
});
export type CampaignRendered = z.infer<typeof campaignRenderedSchema>;
