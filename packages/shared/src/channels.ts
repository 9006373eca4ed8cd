// The contract of SMS, WhatsApp, Web Push, Slack, Telegram adapters, integrations and channel campaigns: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';

/** The messaging channels a workspace can configure (email lives in the sending module). */
export const CHANNEL_KINDS = ['sms', 'whatsapp', 'telegram', 'push', 'slack'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const channelKindSchema = z.enum(CHANNEL_KINDS);

/** connected: configured and the last test or send worked; error: configured but the last test or send failed; available: not configured. */
export const CHANNEL_STATES = ['connected', 'available', 'error'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** Outbound message statuses, in the order delivery reports may only move forward (failed ends sent, never delivered/read). */
export const CHANNEL_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type ChannelMessageStatus = (typeof CHANNEL_MESSAGE_STATUSES)[number];

/** Where each provider lives by default; every adapter's base URL is configurable (a local stand-in in tests). */
export const CHANNEL_DEFAULT_BASE_URLS = {
  sms: 'https://api.twilio.com',
  whatsapp: 'https://graph.facebook.com',
  telegram: 'https://api.telegram.org',
  slack: 'https://slack.com',
} as const;
export const WHATSAPP_DEFAULT_API_VERSION = 'v21.0';
/** A WhatsApp free-text message may only answer a customer who wrote within this window; outside it, an approved template. */
export const WHATSAPP_SESSION_WINDOW_HOURS = 24;
/** Text messages longer than this are refused (10 SMS segments of UCS-2, a WhatsApp text's limit is 4096). */
export const CHANNEL_TEXT_MAX = 1600;

const baseUrl = z
  .url({ protocol: /^https?$/, error: 'v.url' })
  .max(500, 'v.tooLong')
  .transform((u) => u.replace(/\/+$/, ''));
const optionalSecret = z.string().trim().max(500, 'v.tooLong').optional();
const id = (max = 100) => z.string().trim().min(1, 'v.required').max(max, 'v.tooLong');

const countryCode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,2}$/, 'v.invalid')
  .default('90');
/** A number in E.164 or an alphanumeric sender id (up to 11 letters, digits and spaces). */
const smsSender = z
  .string()
  .trim()
  .regex(/^(\+[1-9]\d{7,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'v.invalid');

/** How a workspace reaches its SMS operator: a Twilio-compatible REST API, or an SMPP 3.4 server. */
export const SMS_PROVIDERS = ['rest', 'smpp'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
/** The usual SMPP port (plain TCP). */
export const SMPP_DEFAULT_PORT = 2775;

/** Configuration per channel. Secrets are write-only: left out on an update, the stored one is kept; never returned. */
export const smsRestSettingsSchema = z.object({
  /** Left out (configurations saved before SMPP existed), the Twilio-compatible REST API. */
  provider: z.literal('rest').default('rest'),
  baseUrl: baseUrl.default(CHANNEL_DEFAULT_BASE_URLS.sms),
  accountSid: id().regex(/^[A-Za-z0-9]+$/, 'v.invalid'),
  authToken: optionalSecret,
  from: smsSender,
  /** The country calling code national numbers (0532…) are completed with, digits only. */
  defaultCountryCode: countryCode,
});
/** SMPP 3.4 (bind_transceiver): the field limits are the protocol's (system_id 15, password 8, system_type 12 octets). */
export const smsSmppSettingsSchema = z.object({
  provider: z.literal('smpp'),
  host: z
    .string()
    .trim()
    .min(1, 'v.required')
    .max(253, 'v.tooLong')
    .regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)$/, 'v.invalid'),
  port: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'v.invalid')
    .refine((p) => Number(p) >= 1 && Number(p) <= 65535, 'v.invalid')
    .default(String(SMPP_DEFAULT_PORT)),
  systemId: z
    .string()
    .trim()
    .min(1, 'v.required')
    .max(15, 'v.tooLong')
    .regex(/^[\x21-\x7e]+$/, 'v.invalid'),
  password: z
    .string()
    .trim()
    .max(8, 'v.tooLong')
    .regex(/^[\x21-\x7e]*$/, 'v.invalid')
    .optional(),
  systemType: z
    .string()
    .trim()
    .max(12, 'v.tooLong')
    .regex(/^[\x20-\x7e]*$/, 'v.invalid')
    .optional(),
  /** The source address: an E.164 number or an alphanumeric sender id. */
  from: smsSender,
  defaultCountryCode: countryCode,
});
export const smsSettingsSchema = z.discriminatedUnion('provider', [smsRestSettingsSchema, smsSmppSettingsSchema]);
export const whatsappSettingsSchema = z.object({
  baseUrl: baseUrl.default(CHANNEL_DEFAULT_BASE_URLS.whatsapp),
  apiVersion: z
    .string()
    .trim()
    .regex(/^v\d{1,3}\.\d{1,2}$/, 'v.invalid')
    .default(WHATSAPP_DEFAULT_API_VERSION),
  phoneNumberId: id(40).regex(/^\d+$/, 'v.invalid'),
  /** The WhatsApp Business Account id: its approved templates are listed from it (optional; sending does not need it). */
  businessAccountId: z
    .string()
    .trim()
    .regex(/^\d{1,40}$/, 'v.invalid')
    .optional(),
  accessToken: optionalSecret,
  appSecret: optionalSecret,
  defaultCountryCode: countryCode,
});
export const telegramSettingsSchema = z.object({
  baseUrl: baseUrl.default(CHANNEL_DEFAULT_BASE_URLS.telegram),
  botToken: z
    .string()
    .trim()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'v.invalid')
    .optional(),
});
export const slackSettingsSchema = z.object({
  baseUrl: baseUrl.default(CHANNEL_DEFAULT_BASE_URLS.slack),
  /** An incoming-webhook URL (a secret: anyone holding it can post) … */
  webhookUrl: z
    .url({ protocol: /^https?$/, error: 'v.url' })
    .max(500, 'v.tooLong')
    .optional(),
  /** … or a bot token for chat.postMessage to `defaultChannel`. */
  botToken: optionalSecret,
  defaultChannel: z.string().trim().max(80, 'v.tooLong').optional(),
  signingSecret: optionalSecret,
});
export const pushSettingsSchema = z.object({
  /** The VAPID contact: a mailto: address or an https URL of the workspace. */
  subject: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'v.invalid'),
  /** The push service endpoints' allowed origins are the browsers' own; the site that shows the prompt. */
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'v.url' })
    .max(500, 'v.tooLong')
    .optional(),
});
export const channelSettingsSchemas = {
  sms: smsSettingsSchema,
  whatsapp: whatsappSettingsSchema,
  telegram: telegramSettingsSchema,
  slack: slackSettingsSchema,
  push: pushSettingsSchema,
} as const;
export type ChannelSettingsInput = {
  sms: z.input<typeof smsSettingsSchema>;
  whatsapp: z.input<typeof whatsappSettingsSchema>;
  telegram: z.input<typeof telegramSettingsSchema>;
  slack: z.input<typeof slackSettingsSchema>;
  push: z.input<typeof pushSettingsSchema>;
};
/** The names of the write-only fields, per channel. */
export const CHANNEL_SECRET_FIELDS = {
  sms: ['authToken', 'password'],
  whatsapp: ['accessToken', 'appSecret'],
  telegram: ['botToken'],
  slack: ['webhookUrl', 'botToken', 'signingSecret'],
  push: [],
} as const satisfies Record<ChannelKind, readonly string[]>;
/** The secrets each SMS provider needs (the other provider's are dropped when a workspace switches). */
export const SMS_PROVIDER_SECRETS: Record<SmsProvider, readonly string[]> = { rest: ['authToken'], smpp: ['password'] };

export const channelParamsSchema = z.object({ channel: channelKindSchema });
/** PUT /api/channels/:channel takes the channel's settings; validated against channelSettingsSchemas[channel] on the server. */
export const channelConfigBodySchema = z.record(z.string(), z.unknown());

/** A channel as the panel sees it: settings without secrets, which secrets are set, the URLs to give the provider. */
export const channelViewSchema = z.object({
  channel: channelKindSchema,
  state: z.enum(CHANNEL_STATES),
  /** Why the state is `error` (the provider's answer or a stable code), null otherwise. */
  error: z.string().nullable(),
  settings: z.record(z.string(), z.string()),
  secretsSet: z.array(z.string()),
  /** Webhook / callback URLs to paste into the provider's console (WhatsApp's verify token beside its URL). */
  endpoints: z.array(z.object({ name: z.string(), value: z.string() })),
  lastTestedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ChannelView = z.infer<typeof channelViewSchema>;
export const channelListResponseSchema = z.object({ success: z.literal(true), channels: z.array(channelViewSchema) });
export const channelResponseSchema = z.object({ success: z.literal(true), channel: channelViewSchema });
export const channelStatusResponseSchema = z.object({ success: z.literal(true), status: z.record(channelKindSchema, z.enum(CHANNEL_STATES)) });
export const channelOkResponseSchema = z.object({ success: z.literal(true) });

/** A WhatsApp template's header: text parameters, or a media link (an https URL the Cloud API fetches). */
export const WHATSAPP_HEADER_MEDIA = ['image', 'video', 'document'] as const;
/** The button kinds that take a parameter when sent: a URL suffix, a quick reply's payload, a coupon code. */
export const WHATSAPP_BUTTON_PARAM_TYPES = ['url', 'quick_reply', 'copy_code'] as const;
const templateParam = z.string().max(1024, 'v.tooLong');
export const channelTemplateHeaderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), params: z.array(templateParam).max(1).default([]) }),
  z.object({ type: z.enum(WHATSAPP_HEADER_MEDIA), link: z.url({ protocol: /^https$/, error: 'v.url' }).max(1000, 'v.tooLong') }),
]);
export const channelTemplateButtonSchema = z.object({
  /** The button's position in the template (0-based), as the Cloud API's `index`. */
  index: z.number().int().min(0).max(9),
  type: z.enum(WHATSAPP_BUTTON_PARAM_TYPES),
  param: z.string().trim().min(1, 'v.required').max(1024, 'v.tooLong'),
});
/**
 * A WhatsApp template message: an approved template's name, language code, the body's parameters in order and, when
 * the template has them, the header's (text parameter or media link) and its buttons' (URL suffix, quick-reply
 * payload, coupon code).
 */
export const channelTemplateSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'v.invalid'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'v.invalid'),
  params: z.array(templateParam).max(20).default([]),
  header: channelTemplateHeaderSchema.optional(),
  buttons: z
    .array(channelTemplateButtonSchema)
    .max(10)
    .refine((b) => new Set(b.map((x) => x.index)).size === b.length, 'v.duplicate')
    .optional(),
});
export type ChannelTemplate = z.infer<typeof channelTemplateSchema>;

/** POST /api/channels/send: one message to a contact or an address (E.164 number, Telegram chat id, Slack channel, push subscription id). */
export const channelSendInputSchema = z.object({
  channel: channelKindSchema,
  contactId: z.uuid('v.invalid').optional(),
  to: z.string().trim().min(1, 'v.required').max(200, 'v.tooLong').optional(),
  text: z.string().max(CHANNEL_TEXT_MAX, 'v.tooLong').optional(),
  template: channelTemplateSchema.optional(),
  idempotencyKey: z.string().trim().min(1).max(200, 'v.tooLong').optional(),
});
export type ChannelSendInput = z.infer<typeof channelSendInputSchema>;
export const channelSendResultSchema = z.object({
  messageId: z.string(),
  status: z.enum(['queued', 'sent', 'skipped', 'failed']),
  reason: z.string().optional(),
});
export type ChannelSendResult = z.infer<typeof channelSendResultSchema>;
export const channelSendResponseSchema = z.object({ success: z.literal(true), result: channelSendResultSchema });

export const channelMessageSchema = z.object({
  id: z.string(),
  channel: channelKindSchema,
  contactId: z.string().nullable(),
  to: z.string(),
  text: z.string().nullable(),
  template: z.string().nullable(),
  status: z.enum(CHANNEL_MESSAGE_STATUSES),
  providerId: z.string().nullable(),
  segments: z.number().int(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChannelMessage = z.infer<typeof channelMessageSchema>;
export const channelMessagesQuerySchema = z.object({
  channel: channelKindSchema.optional(),
  status: z.enum(CHANNEL_MESSAGE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const channelMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(channelMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** Per-channel consent of a contact (email consent stays on the contact). */
export const channelConsentInputSchema = z.object({ contactId: z.uuid('v.invalid'), channel: z.enum(['sms', 'whatsapp', 'telegram']), granted: z.boolean() });
export const channelConsentSchema = z.object({
  channel: channelKindSchema,
  address: z.string(),
  contactId: z.string().nullable(),
  consent: z.enum(['granted', 'revoked']).nullable(),
  source: z.string().nullable(),
  updatedAt: z.string(),
});
export const channelConsentsQuerySchema = z.object({ contactId: z.uuid('v.invalid') });
export const channelConsentsResponseSchema = z.object({ success: z.literal(true), consents: z.array(channelConsentSchema) });
export const telegramLinkResponseSchema = z.object({ success: z.literal(true), url: z.string() });
export const pushSnippetResponseSchema = z.object({ success: z.literal(true), snippet: z.string(), serviceWorkerUrl: z.string(), publicKey: z.string() });

/** An approved WhatsApp template as the Cloud API lists it, with what a send must fill in. */
export const whatsappTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  /** MARKETING, UTILITY or AUTHENTICATION. */
  category: z.string(),
  status: z.string(),
  /** The header's format (TEXT, IMAGE, VIDEO, DOCUMENT, LOCATION) and, for TEXT, its text and parameter count. */
  header: z.object({ format: z.string(), text: z.string().nullable(), params: z.number().int() }).nullable(),
  body: z.object({ text: z.string(), params: z.number().int() }),
  footer: z.string().nullable(),
  /** Each button with its kind (URL, QUICK_REPLY, PHONE_NUMBER, COPY_CODE…) and how many parameters it takes (0 or 1). */
  buttons: z.array(z.object({ index: z.number().int(), type: z.string(), text: z.string(), url: z.string().nullable(), params: z.number().int() })),
});
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;
export const whatsappTemplatesResponseSchema = z.object({ success: z.literal(true), templates: z.array(whatsappTemplateSchema) });
export type WhatsAppTemplatesResponse = z.infer<typeof whatsappTemplatesResponseSchema>;

/** A workspace's channel messages this month against its plan's limits (SMS, WhatsApp, Web Push). */
export const channelUsageSchema = z.object({ channel: z.enum(['sms', 'whatsapp', 'push']), used: z.number().int(), limit: z.number().int() });
export const channelUsageResponseSchema = z.object({
  success: z.literal(true),
  plan: z.string(),
  /** The calendar month counted (UTC), 'YYYY-MM'. */
  month: z.string(),
  usage: z.array(channelUsageSchema),
});
export type ChannelUsageResponse = z.infer<typeof channelUsageResponseSchema>;

/** Seed 001 §3 Settings integration: id, name, description, status, category. */
export const INTEGRATION_CATEGORIES = ['messaging', 'notifications', 'team'] as const;
export const integrationSchema = z.object({
  id: channelKindSchema,
  name: z.string(),
  description: z.string(),
  status: z.enum(CHANNEL_STATES),
  category: z.enum(INTEGRATION_CATEGORIES),
  error: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationsResponseSchema = z.object({ success: z.literal(true), integrations: z.array(integrationSchema) });
/** The catalogue entry of each channel integration (names are brand names; descriptions are translated by code). */
export const CHANNEL_INTEGRATIONS: readonly { id: ChannelKind; name: string; category: (typeof INTEGRATION_CATEGORIES)[number] }[] = [
  { id: 'sms', name: 'SMS (Twilio / SMPP)', category: 'messaging' },
  { id: 'whatsapp', name: 'WhatsApp Business', category: 'messaging' },
  { id: 'telegram', name: 'Telegram', category: 'messaging' },
  { id: 'push', name: 'Web Push', category: 'notifications' },
  { id: 'slack', name: 'Slack', category: 'team' },
];

/** Push subscription as a browser's PushSubscription.toJSON() gives it; `email` ties it to a known contact. */
export const pushSubscriptionInputSchema = z.object({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https?$/, error: 'v.url' }).max(1000, 'v.tooLong'),
    keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
  }),
  email: z.email('v.email').max(254).optional(),
});

// ---- SMS segments -------------------------------------------------------------------------------------------------

/**
 * GSM 03.38 default alphabet and its extension table (extension characters cost two septets). Decision: we do NOT
 * use the Turkish national language shift table (3GPP TS 23.038 §A.3.1): Twilio's API does not expose it, many
 * handsets and operator routes outside Turkey do not render it, and a wrong guess garbles a message. So ğ, ı, ş,
 * İ, Ğ, Ş and ç (only Ç is in the default alphabet) make a message UCS-2 (70 characters, 67 per concatenated segment).
 */
const GSM7_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export type SmsSegmentInfo = {
  encoding: 'GSM-7' | 'UCS-2';
  /** Units used: septets for GSM-7 (extension characters count two), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units per segment for this message (160/153 or 70/67). */
  perSegment: number;
  /** Units left in the last segment. */
  remaining: number;
  /** The distinct characters that forced UCS-2 (empty for GSM-7). */
  nonGsmCharacters: string[];
};

// smsSegments counts the segments an SMS body takes, the way a carrier splits it (no escape pair or surrogate pair is split).
export function smsSegments(text: string): SmsSegmentInfo {
  return layout(text).info;
}

// smsParts splits an SMS body into the parts a concatenated message is sent in (one part when it fits in one SMS),
// exactly as smsSegments counts them: what an SMPP adapter submits, each part behind its own UDH.
export function smsParts(text: string): { encoding: SmsSegmentInfo['encoding']; parts: string[] } {
  const { info, parts } = layout(text);
  return { encoding: info.encoding, parts };
}

function layout(text: string): { info: SmsSegmentInfo; parts: string[] } {
  const chars = Array.from(text);
  const nonGsm = [...new Set(chars.filter((c) => !GSM7_BASIC.includes(c) && !GSM7_EXTENDED.includes(c)))];
  if (nonGsm.length === 0) {
    const costs = chars.map((c) => (GSM7_EXTENDED.includes(c) ? 2 : 1));
    return pack(chars, costs, 160, 153, 'GSM-7', []);
  }
  return pack(
    chars,
    chars.map((c) => c.length),
    70,
    67,
    'UCS-2',
    nonGsm,
  );
}

function pack(chars: string[], costs: number[], single: number, multi: number, encoding: SmsSegmentInfo['encoding'], nonGsm: string[]) {
  const units = costs.reduce((a, b) => a + b, 0);
  if (units <= single) {
    const info = { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single, remaining: single - units, nonGsmCharacters: nonGsm };
    return { info, parts: units === 0 ? [] : [chars.join('')] };
  }
  const parts: string[] = [];
  let part = '';
  let used = 0;
  chars.forEach((c, i) => {
    if (used + costs[i] > multi) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += c;
    used += costs[i];
  });
  parts.push(part);
  return { info: { encoding, units, segments: parts.length, perSegment: multi, remaining: multi - used, nonGsmCharacters: nonGsm }, parts };
}

// ---- Phone numbers ------------------------------------------------------------------------------------------------

/**
 * normalizePhone turns what people type into E.164 ("+905321234567"), or returns undefined when it cannot be one:
 * spaces, dashes, dots and brackets are dropped, "00" becomes "+", a national number starting with one 0 (0532…) or a
 * bare subscriber number takes the default country code. The result has 8 to 15 digits and no leading zero.
 */
export function normalizePhone(input: string, defaultCountryCode = '90'): string | undefined {
  const raw = input.trim();
  if (!raw || raw.length > 40 || !/^[+\d\s().-]+$/.test(raw)) return undefined;
  let digits = raw.replace(/[\s().-]/g, '');
  if (digits.indexOf('+') > 0) return undefined;
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = defaultCountryCode + digits.slice(1);
  else if (digits.length <= 10) digits = defaultCountryCode + digits;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}

// ---- Quiet hours ---------------------------------------------------------------------------------------------------

/** Quiet hours as whole local hours [start, end), wrapping over midnight when start > end (22 → 8). */
export type QuietHours = { start: number; end: number };

// localHourMinute is the hour and minute an instant shows in a time zone (UTC for an unknown zone).
function localHourMinute(at: Date, timeZone: string): { hour: number; minute: number; second: number } {
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  } catch {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second) };
}

/**
 * quietHoursEnd answers when the quiet hours that `at` falls in end (the first instant whose local time is end:00), or
 * undefined when `at` is outside them. Across a daylight-saving change the end is still end:00 local time.
 */
export function quietHoursEnd(at: Date, timeZone: string, quiet: QuietHours): Date | undefined {
  if (quiet.start === quiet.end) return undefined;
  const now = localHourMinute(at, timeZone);
  const inside = quiet.start < quiet.end ? now.hour >= quiet.start && now.hour < quiet.end : now.hour >= quiet.start || now.hour < quiet.end;
  if (!inside) return undefined;
  const hours = (quiet.end - now.hour + 24) % 24;
  let end = new Date(at.getTime() + hours * 3600_000 - (now.minute * 60 + now.second) * 1000 - at.getMilliseconds());
  // a daylight-saving change inside the window moves the wall clock by an hour: step until it shows end:00
  for (let i = 0; i < 3; i++) {
    const off = ((quiet.end - localHourMinute(end, timeZone).hour + 36) % 24) - 12;
    if (off === 0) break;
    end = new Date(end.getTime() + off * 3600_000);
  }
  return end;
}

// ---- Public endpoints (provider webhooks, the push script) ----
export const channelHookParamsSchema = z.object({ token: z.string().min(1).max(100) });
export const channelWebhookAckSchema = z.object({ received: z.literal(true) });
/** Slack's url_verification handshake answers the challenge; other events are acknowledged. */
export const slackEventAckSchema = z.object({ received: z.literal(true), challenge: z.string().optional() });
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export const pushSubscribeResponseSchema = z.object({ success: z.literal(true), id: z.string() });
/** Plain-text answers: TwiML for Twilio, hub.challenge for Meta, JavaScript for the push script and service worker. */
export const channelTextResponseSchema = z.string();
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().max(1000) });

/** Answer types for the web client (z.infer of the schemas above). */
export type ChannelListResponse = z.infer<typeof channelListResponseSchema>;
export type ChannelResponse = z.infer<typeof channelResponseSchema>;
export type ChannelMessagesResponse = z.infer<typeof channelMessagesResponseSchema>;
export type ChannelSendResponse = z.infer<typeof channelSendResponseSchema>;
export type IntegrationsResponse = z.infer<typeof integrationsResponseSchema>;
export type PushSnippetResponse = z.infer<typeof pushSnippetResponseSchema>;

// ---- Channel campaigns (SMS, WhatsApp template, Web Push) ----
export const CHANNEL_CAMPAIGN_CHANNELS = ['sms', 'whatsapp', 'push'] as const;
export const CHANNEL_CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
/** Recipients claimed per batch by a campaign worker. */
export const CHANNEL_CAMPAIGN_BATCH = 100;

export const channelCampaignInputSchema = z
  .object({
    name: z.string().trim().min(1, 'v.required').max(200, 'v.tooLong'),
    channel: z.enum(CHANNEL_CAMPAIGN_CHANNELS),
    text: z.string().max(CHANNEL_TEXT_MAX, 'v.tooLong').optional(),
    template: channelTemplateSchema.optional(),
    listId: z.uuid('v.invalid').optional(),
    segmentId: z.uuid('v.invalid').optional(),
  })
  .refine((c) => Boolean(c.listId) !== Boolean(c.segmentId), { message: 'v.required', path: ['listId'] })
  .refine((c) => (c.channel === 'whatsapp' ? Boolean(c.template) : Boolean(c.text?.trim())), { message: 'v.required', path: ['text'] });
export type ChannelCampaignInput = z.infer<typeof channelCampaignInputSchema>;

export const channelCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.enum(CHANNEL_CAMPAIGN_CHANNELS),
  text: z.string().nullable(),
  template: z.string().nullable(),
  listId: z.string().nullable(),
  segmentId: z.string().nullable(),
  status: z.enum(CHANNEL_CAMPAIGN_STATUSES),
  /** While sending: the moment the workspace's quiet hours end, when the rest of the campaign waits for them; null otherwise. */
  deferredUntil: z.string().nullable(),
  /** Per-recipient figures from the message rows (delivery statuses arrive by callback). */
  counts: z.object({
    total: z.number(),
    pending: z.number(),
    queued: z.number(),
    sent: z.number(),
    delivered: z.number(),
    read: z.number(),
    failed: z.number(),
    skipped: z.number(),
    /** Recipients who clicked a tracked link of their message (SMS and push texts, WhatsApp text parameters). */
    clicked: z.number(),
  }),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ChannelCampaign = z.infer<typeof channelCampaignSchema>;
export const channelCampaignsQuerySchema = z.object({
  channel: z.enum(CHANNEL_CAMPAIGN_CHANNELS, 'v.invalid').optional(),
  status: z.enum(CHANNEL_CAMPAIGN_STATUSES, 'v.invalid').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const channelCampaignsResponseSchema = z.object({
  success: z.literal(true),
  campaigns: z.array(channelCampaignSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const channelCampaignResponseSchema = z.object({ success: z.literal(true), campaign: channelCampaignSchema });
export const channelCampaignParamsSchema = z.object({ id: z.uuid('v.invalid') });
export const channelCampaignRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const channelCampaignRecipientSchema = z.object({
  contactId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(['pending', ...CHANNEL_MESSAGE_STATUSES]),
  reason: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const channelCampaignRecipientsResponseSchema = z.object({
  success: z.literal(true),
  recipients: z.array(channelCampaignRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ChannelCampaignsResponse = z.infer<typeof channelCampaignsResponseSchema>;
export type ChannelCampaignResponse = z.infer<typeof channelCampaignResponseSchema>;
export type ChannelCampaignRecipientsResponse = z.infer<typeof channelCampaignRecipientsResponseSchema>;
export type ChannelConsentsResponse = z.infer<typeof channelConsentsResponseSchema>;
export type TelegramLinkResponse = z.infer<typeof telegramLinkResponseSchema>;
