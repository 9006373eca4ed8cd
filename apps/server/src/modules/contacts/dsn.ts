// Bounce mailbox parsing: delivery status notifications (RFC 3464), ARF complaints (RFC 5965) and plain-text bounces.
import type { AddressObject, ParsedMail, SimpleParserOptions } from 'mailparser';
import { loadMailparser } from '../../mail/lazy.js';

export type BounceReport = {
  kind: 'bounce' | 'complaint';
  recipient: string;
  bounceType: 'hard' | 'soft';
  status: string | null;
  diagnostic: string | null;
  campaignId: string | null;
  messageId: string | null;
};

/** Header-like fields by lower-cased name; a field may repeat (Original-Rcpt-To). */
type Fields = Map<string, string[]>;

const STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const FEEDBACK_TYPES = ['message/feedback-report'];
const ORIGINAL_TYPES = ['message/rfc822', 'message/global', 'text/rfc822-headers', 'message/rfc822-headers', 'message/global-headers'];
const IGNORED_ACTIONS = new Set(['relayed', 'delivered', 'expanded']);
const ACTION_BY_CLASS = new Map([
  ['5', 'failed'],
  ['4', 'delayed'],
  ['2', 'delivered'],
]);
/** Feedback types that are not a recipient's complaint (RFC 6430 not-spam, RFC 6591 authentication failure reports). */
const NOT_COMPLAINTS = new Set(['not-spam', 'auth-failure']);
const MAX_DIAGNOSTIC = 500;
/** Delivery-status as an attachment; ignoreEmbedded (passed on to mailsplit) keeps an inline message/rfc822 whole instead of parsing it into the body. */
const PARSER_OPTIONS: SimpleParserOptions & { ignoreEmbedded: boolean } = {
  keepDeliveryStatus: true,
  ignoreEmbedded: true,
  skipImageLinks: true,
  skipTextLinks: true,
  skipTextToHtml: true,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS = /[\p{L}\p{N}.!#$%&*+/=?^_{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+/gu;
const ENHANCED_STATUS = /(?<![\w.])([245]\.\d{1,3}\.\d{1,3})(?!\.?\d)/;
const SMTP_FAILURE = /(?<![\w.-])(5[0-5]\d)(?:[ -]#?(5\.\d{1,3}\.\d{1,3}))?(?=[\s:-]|$)/;
const BOUNCE_SUBJECT =
  /undeliver|returned mail|returned to sender|mail delivery (?:failed|failure)|delivery (?:status notification \(failure\)|failure|has failed|failed)|failure notice|non-?delivery|could not be delivered/i;
const BOUNCE_SENDER = /^(?:mailer-daemon|postmaster)(?:@|$)/i;
const BOUNCE_SENDER_NAME = /mail delivery (?:sub)?system/i;
const FAILURE_WORDS = /user|mailbox|recipient|address|unknown|rejected|denied|not exist|unavailable|no such|not found|invalid|disabled/i;
/** Where a bounce starts quoting the original message (a separator line or its first header). */
const QUOTED_ORIGINAL =
  /^(?:-{2,}.*(?:original|copy of the message|message follows|undelivered message|headers)|(?:return-path|received|message-id|dkim-signature|mime-version)[ \t]*:)/i;
const SENDER_HEADERS = ['from', 'sender', 'return-path', 'reply-to'];

// parseBounce reads a raw RFC 5322 message; returns one report per failed/delayed recipient, [] when it is not a DSN/ARF.
export async function parseBounce(raw: Buffer | string): Promise<BounceReport[]> {
  const { simpleParser } = await loadMailparser();
  const parsed = await simpleParser(raw, PARSER_OPTIONS);
  const type = reportType(parsed);
  const original = originalFields(parsed);
  const feedbackPart = partText(parsed, FEEDBACK_TYPES);
  if (type === 'feedback-report' || feedbackPart !== null) return complaintReports(feedbackFields(parsed, feedbackPart), original);

  const bounceLike = looksLikeBounce(parsed);
  const groups = recipientGroups(parsed, type === 'delivery-status' || bounceLike);
  if (groups.length > 0) return groups.flatMap((g) => dsnReport(g, original) ?? []);
  if (!bounceLike) return [];
  return heuristicReports(parsed, original);
}

// --- MIME structure -------------------------------------------------------------------------------------------

/** The lower-cased report-type of a top-level multipart/report, else null. */
function reportType(parsed: ParsedMail): string | null {
  const ct = parsed.headers.get('content-type');
  if (!ct || typeof ct !== 'object' || !('params' in ct)) return null;
  if (ct.value.toLowerCase() !== 'multipart/report') return null;
  return ct.params['report-type']?.toLowerCase() ?? null;
}

/** The concatenated text of the attachments with one of the given content types, null when there is none. */
function partText(parsed: ParsedMail, types: string[]): string | null {
  const parts = parsed.attachments.filter((a) => types.includes(a.contentType.toLowerCase()));
  if (parts.length === 0) return null;
  return parts.map((a) => a.content.toString('utf8')).join('\n\n');
}

/** The returned original's headers: the message/rfc822 or headers part, else a header block quoted in the text. */
function originalFields(parsed: ParsedMail): Fields {
  const part = partText(parsed, ORIGINAL_TYPES);
  if (part !== null) return parseFields(headerBlock(part));
  const quoted = fieldGroups(parsed.text ?? '').find((g) => g.has('message-id') || g.has('x-ulak-campaign'));
  return quoted ?? new Map();
}

/** The header section of a message: everything up to the first blank line. */
const headerBlock = (message: string): string =>
  normalize(message)
    .replace(/^(?:[ \t]*\n)+/, '')
    .split(/\n[ \t]*\n/)[0];

/** Whether the subject or sender says this is a bounce. */
function looksLikeBounce(parsed: ParsedMail): boolean {
  if (BOUNCE_SUBJECT.test(parsed.subject ?? '')) return true;
  const from = parsed.from;
  if (!from) return false;
  return BOUNCE_SENDER_NAME.test(from.text) || from.value.some((a) => BOUNCE_SENDER.test(a.address ?? ''));
}

// --- Field groups ---------------------------------------------------------------------------------------------

const normalize = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Splits blank-line separated field groups (RFC 3464 section 2.1) and parses each. */
const fieldGroups = (text: string): Fields[] =>
  normalize(text)
    .split(/\n[ \t]*\n/)
    .map(parseFields)
    .filter((f) => f.size > 0);

/** Parses "Name: value" lines, unfolding continuation lines; other lines are skipped. */
function parseFields(block: string): Fields {
  const fields: Fields = new Map();
  let last: string[] | null = null;
  for (const line of normalize(block).split('\n')) {
    if (/^[ \t]/.test(line)) {
      if (last && line.trim()) last[last.length - 1] = `${last[last.length - 1]} ${line.trim()}`;
      continue;
    }
    const m = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*)$/.exec(line);
    if (!m) {
      last = null;
      continue;
    }
    const values = fields.get(m[1].toLowerCase()) ?? [];
    values.push(m[2].trim());
    fields.set(m[1].toLowerCase(), values);
    last = values;
  }
  return fields;
}

const first = (fields: Fields, name: string): string | undefined => fields.get(name)?.[0];

// --- Delivery status notifications ----------------------------------------------------------------------------

/** Per-recipient groups of the delivery-status part; the text body is searched too when the message claims to be a bounce. */
function recipientGroups(parsed: ParsedMail, searchText: boolean): Fields[] {
  const source = partText(parsed, STATUS_TYPES) ?? (searchText ? parsed.text : null);
  if (!source) return [];
  return fieldGroups(source).filter((g) => (g.has('final-recipient') || g.has('original-recipient')) && (g.has('action') || g.has('status')));
}

/** The report of one recipient group, null when it did not fail or is unreadable. */
function dsnReport(group: Fields, original: Fields): BounceReport | null {
  const recipient = dsnRecipient(group);
  const diagnostic = diagnosticOf(first(group, 'diagnostic-code'));
  const status = statusOf(first(group, 'status')) ?? statusOf(diagnostic);
  const action = actionOf(first(group, 'action'), status);
  if (!recipient || !action || IGNORED_ACTIONS.has(action)) return null;
  if (action !== 'failed' && action !== 'delayed') return null;
  const bounceType = action === 'delayed' || status?.startsWith('4') ? 'soft' : 'hard';
  return { kind: 'bounce', recipient, bounceType, status, diagnostic, ...originalIds(original) };
}

/** Final-Recipient when it carries an address, else Original-Recipient. */
const dsnRecipient = (group: Fields): string | null => addressOf(first(group, 'final-recipient')) ?? addressOf(first(group, 'original-recipient'));

/** The action keyword; a missing Action is derived from the status class. */
function actionOf(value: string | undefined, status: string | null): string | null {
  const action = value
    ?.trim()
    .split(/[\s(;]/)[0]
    .toLowerCase();
  if (action) return action;
  if (!status) return null;
  return ACTION_BY_CLASS.get(status[0]) ?? null;
}

/** The enhanced status code (e.g. 5.1.1) found in a value. */
const statusOf = (value: string | null | undefined): string | null => (value ? (ENHANCED_STATUS.exec(value)?.[1] ?? null) : null);

/** Diagnostic-Code text without its type prefix ("smtp;"), whitespace collapsed, at most 500 characters. */
function diagnosticOf(value: string | undefined): string | null {
  const text = value
    ?.replace(/^[A-Za-z][\w-]*[ \t]*;/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, MAX_DIAGNOSTIC) : null;
}

// --- ARF complaints -------------------------------------------------------------------------------------------

/** The feedback-report fields: the message/feedback-report part, else a Feedback-Type group in the text. */
function feedbackFields(parsed: ParsedMail, part: string | null): Fields {
  const groups = fieldGroups(part ?? parsed.text ?? '');
  return groups.find((g) => g.has('feedback-type')) ?? groups[0] ?? new Map();
}

/** One complaint per complaining recipient, none for not-spam or authentication failure reports. */
function complaintReports(feedback: Fields, original: Fields): BounceReport[] {
  const feedbackType = (first(feedback, 'feedback-type') ?? 'abuse').trim().toLowerCase();
  if (NOT_COMPLAINTS.has(feedbackType)) return [];
  const ids = originalIds(original);
  return complaintRecipients(feedback, original).map((recipient) => ({
    kind: 'complaint',
    recipient,
    bounceType: 'hard',
    status: null,
    diagnostic: null,
    ...ids,
  }));
}

/** Original-Rcpt-To (or the older Removal-Recipient), else the original message's To. */
function complaintRecipients(feedback: Fields, original: Fields): string[] {
  const listed = [...(feedback.get('original-rcpt-to') ?? []), ...(feedback.get('removal-recipient') ?? [])];
  const addresses = listed.map(addressOf).filter((a): a is string => a !== null);
  if (addresses.length > 0) return [...new Set(addresses)];
  const to = addressOf(first(original, 'to'));
  return to ? [to] : [];
}

// --- Non-standard bounces -------------------------------------------------------------------------------------

/** Hard bounces read from 5xx SMTP reply lines of a plain-text bounce. */
function heuristicReports(parsed: ParsedMail, original: Fields): BounceReport[] {
  const lines = ownLines(parsed.text ?? '');
  const ignored = ignoredAddresses(parsed, original);
  const ids = originalIds(original);
  const reports = new Map<string, BounceReport>();
  lines.forEach((line, i) => {
    const m = SMTP_FAILURE.exec(line);
    if (!m) return;
    const diagnostic = diagnosticLine(lines, i);
    if (!m[2] && !FAILURE_WORDS.test(diagnostic)) return;
    const recipient = failedRecipient(lines, i, ignored, original);
    if (!recipient || reports.has(recipient)) return;
    reports.set(recipient, { kind: 'bounce', recipient, bounceType: 'hard', status: m[2] ?? statusOf(diagnostic), diagnostic, ...ids });
  });
  return [...reports.values()];
}

/** The bounce's own lines: up to where it quotes the original, without quoted ("> ") lines. */
function ownLines(text: string): string[] {
  const lines = normalize(text).split('\n');
  const end = lines.findIndex((l) => QUOTED_ORIGINAL.test(l));
  return (end < 0 ? lines : lines.slice(0, end)).map((l) => (l.startsWith('>') ? '' : l));
}

/** The address a 5xx line is about: on the line, a few lines above, or the original's To. */
function failedRecipient(lines: string[], index: number, ignored: Set<string>, original: Fields): string | null {
  for (let i = index; i >= Math.max(0, index - 3); i--) {
    const found = addressesIn(lines[i]).find((a) => !ignored.has(a));
    if (found) return found;
  }
  const to = addressOf(first(original, 'to'));
  return to && !ignored.has(to) ? to : null;
}

/** The reply line with its more indented continuation lines, whitespace collapsed, at most 500 characters. */
function diagnosticLine(lines: string[], index: number): string {
  const indent = (s: string) => /^[ \t]*/.exec(s)?.[0].length ?? 0;
  const parts = [lines[index]];
  for (let i = index + 1; i < lines.length && lines[i].trim() && indent(lines[i]) > indent(lines[index]); i++) parts.push(lines[i]);
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_DIAGNOSTIC);
}

/** Addresses that are never the failed recipient: the bounce's own sender and mailbox, the original's sender. */
function ignoredAddresses(parsed: ParsedMail, original: Fields): Set<string> {
  const own = [parsed.from, ...[parsed.to ?? []].flat()].flatMap((a) => listAddresses(a));
  const senders = SENDER_HEADERS.flatMap((h) => original.get(h) ?? []).flatMap(addressesIn);
  return new Set([...own, ...senders]);
}

const listAddresses = (a: AddressObject | undefined): string[] => (a ? a.value.flatMap((v) => (v.address ? [v.address.toLowerCase()] : [])) : []);

// --- Shared helpers -------------------------------------------------------------------------------------------

/** Lower-cased addresses found in a text. */
const addressesIn = (text: string): string[] => [...text.matchAll(ADDRESS)].map((m) => m[0].toLowerCase());

/** The first address of a field value such as "rfc822; <User@Example.com>" or "Name <a@b.c>". */
const addressOf = (value: string | undefined): string | null => (value ? (addressesIn(value.replace(/^[A-Za-z][\w-]*[ \t]*;/, ''))[0] ?? null) : null);

/** The campaign (a uuid) and Message-ID of the returned original. */
function originalIds(original: Fields): Pick<BounceReport, 'campaignId' | 'messageId'> {
  const campaign = first(original, 'x-ulak-campaign')?.trim().toLowerCase() ?? '';
  const messageId = first(original, 'message-id')?.trim() ?? '';
  return {
    campaignId: UUID.test(campaign) ? campaign : null,
    messageId: (/<[^<>\s]+>/.exec(messageId)?.[0] ?? messageId) || null,
  };
}
