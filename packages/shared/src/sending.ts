// Sender identities and the DNS checks of their domains: the request and response contracts, and the explanation codes
// the panel translates (sending.checks.<code> in the web app's i18n files).
import { z } from 'zod';

/** Sender identities one workspace may hold. */
export const MAX_SENDER_IDENTITIES = 50;
/** Hours between two automatic checks of a sending domain's records. */
export const DOMAIN_RECHECK_HOURS = 24;
/** RFC 7208 §4.6.4: an SPF evaluation makes at most 10 DNS-querying terms (include, a, mx, ptr, exists, redirect). */
export const SPF_MAX_LOOKUPS = 10;

/** The records checked for a sending domain. */
export const DOMAIN_RECORD_KINDS = ['txt', 'dkim', 'spf', 'dmarc'] as const;
export type DomainRecordKind = (typeof DOMAIN_RECORD_KINDS)[number];
/** ok: as it should be; warning: mail goes out but is weaker; error: mail will fail or is refused; missing: not published; unknown: not checkable. */
export const RECORD_STATUSES = ['ok', 'warning', 'error', 'missing', 'unknown'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * Explanation codes of the checks (translated in the web app). Parameters:
 * spf.* may carry `ip` (the sending address that fails), `all` (the record's catch-all term), `reason`
 * (permerror: lookups | syntax | loop); dmarc.* carry `policy` (none | quarantine | reject) and, when mail fails it,
 * `spf` (pass | fail | notAligned | missing | unknown) and `dkim` (aligned | notConfigured | notPublished | notAligned).
 */
export const RECORD_CODES = [
  'txt.found',
  'txt.missing',
  'txt.wrong',
  'dkim.found',
  'dkim.missing',
  'dkim.mismatch',
  'dkim.notConfigured',
  'spf.pass',
  'spf.missing',
  'spf.multiple',
  'spf.fail',
  'spf.softfail',
  'spf.neutral',
  'spf.permerror',
  'spf.temperror',
  'spf.noServer',
  'dmarc.pass',
  'dmarc.missing',
  'dmarc.invalid',
  'dmarc.none',
  'dmarc.quarantine',
  'dmarc.reject',
  'dmarc.temperror',
  'notChecked',
] as const;
export type RecordCode = (typeof RECORD_CODES)[number];

export const recordCheckSchema = z.object({
  status: z.enum(RECORD_STATUSES),
  code: z.enum(RECORD_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The record as found in DNS (SPF, DMARC), when there is one. */
  found: z.string().nullable(),
});
export type RecordCheck = z.infer<typeof recordCheckSchema>;

export const domainChecksSchema = z.object({ txt: recordCheckSchema, dkim: recordCheckSchema, spf: recordCheckSchema, dmarc: recordCheckSchema });
export type DomainChecks = z.infer<typeof domainChecksSchema>;

const dnsRecordSchema = z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() });

export const sendingDomainSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  /** Ownership: verified by the TXT token or the DKIM record; failed after a check found neither. */
  status: z.enum(['pending', 'verified', 'failed']),
  verifiedBy: z.enum(['txt', 'dkim']).nullable(),
  checkedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  records: z.object({ txt: dnsRecordSchema, dkim: dnsRecordSchema.nullable() }),
  /** Each record's status and explanation, from the last check (`notChecked` before the first). */
  checks: domainChecksSchema,
});
export type SendingDomainView = z.infer<typeof sendingDomainSchema>;

export const senderIdentitySchema = z.object({
  id: z.uuid(),
  fromName: z.string(),
  fromEmail: z.string(),
  replyTo: z.string().nullable(),
  /** The domain's ownership status: only a verified identity is sent as itself through the platform relay. */
  status: z.enum(['pending', 'verified', 'failed']),
  domain: sendingDomainSchema,
  createdAt: z.string(),
});
export type SenderIdentity = z.infer<typeof senderIdentitySchema>;

const displayName = z
  .string('v.required')
  .trim()
  .min(1, 'v.required')
  .max(100, 'v.tooLong')
  .regex(/^[^\r\n<>"\\]+$/, 'v.invalid');

export const senderIdentityInputSchema = z.strictObject({
  fromName: displayName,
  fromEmail: z.string('v.required').trim().toLowerCase().pipe(z.email('v.email').max(254, 'v.tooLong')),
  replyTo: z.string().trim().toLowerCase().pipe(z.email('v.email').max(254, 'v.tooLong')).optional().nullable().or(z.literal('')),
});
export type SenderIdentityInput = z.infer<typeof senderIdentityInputSchema>;

export const senderIdentityListResponseSchema = z.object({ success: z.literal(true), identities: z.array(senderIdentitySchema) });
export const senderIdentityResponseSchema = z.object({ success: z.literal(true), identity: senderIdentitySchema });
export const sendingDomainListResponseSchema = z.object({ success: z.literal(true), domains: z.array(sendingDomainSchema) });
export const sendingDomainResponseSchema = z.object({ success: z.literal(true), domain: sendingDomainSchema });
export const sendingOkSchema = z.object({ success: z.literal(true) });
