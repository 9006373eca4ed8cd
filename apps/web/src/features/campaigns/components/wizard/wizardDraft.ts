// The campaign wizard's draft (seed 001 §3) and its rules: step 1 needs a subject and content, step 2 at least one
// recipient (free text parsed with parseRecipients, or a list or segment), and which API path a send takes.
import { parseRecipientLines, parseRecipients, type DroppedRecipient, type Recipient } from '@ulak/shared/campaigns';
import type { AbTestInput, Campaign, CampaignInput } from '../../api/campaignsApi';

export type CampaignDraft = {
  campaignName: string;
  subject: string;
  content: string;
  templateId: string | null;
  /** The sender identity the campaign goes out as; null for the platform address with the workspace name. */
  senderIdentityId: string | null;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  /** Free text, one recipient per line: "address, Name". */
  recipients: string;
  listIds: string[];
  segmentIds: string[];
  scheduleEnabled: boolean;
  /** A datetime-local value (local time, no zone). */
  scheduledAt: string;
  abEnabled: boolean;
  abSubjects: string[];
  abTestPercent: number;
  abMetric: 'open' | 'click';
  abWaitMinutes: number;
};

export const AB_LIMITS = { minSubjects: 2, maxSubjects: 4, minPercent: 10, maxPercent: 50, defaultPercent: 20, defaultWaitMinutes: 240 } as const;

// emptyDraft is a new draft: the options default to on (seed 001 §9) and the subject holds a welcome text.
export function emptyDraft(defaultSubject: string): CampaignDraft {
  return {
    campaignName: '',
    subject: defaultSubject,
    content: '',
    templateId: null,
    senderIdentityId: null,
    personalizeContent: true,
    trackOpens: true,
    trackClicks: true,
    recipients: '',
    listIds: [],
    segmentIds: [],
    scheduleEnabled: false,
    scheduledAt: '',
    abEnabled: false,
    abSubjects: [defaultSubject, ''],
    abTestPercent: AB_LIMITS.defaultPercent,
    abMetric: 'open',
    abWaitMinutes: AB_LIMITS.defaultWaitMinutes,
  };
}

// draftFromCampaign reopens a draft or scheduled campaign in the wizard.
export function draftFromCampaign(c: Campaign, defaultSubject: string): CampaignDraft {
  const base = emptyDraft(defaultSubject);
  return {
    ...base,
    campaignName: c.name,
    subject: c.subject,
    content: c.htmlContent,
    templateId: c.templateId,
    senderIdentityId: c.senderIdentityId ?? null,
    personalizeContent: c.personalizeContent,
    trackOpens: c.trackOpens,
    trackClicks: c.trackClicks,
    recipients: c.audience.emails.map((r) => (r.name && r.name !== r.email.split('@')[0] ? `${r.email}, ${r.name}` : r.email)).join('\n'),
    listIds: c.audience.listIds,
    segmentIds: c.audience.segmentIds,
    scheduleEnabled: c.status === 'scheduled' && Boolean(c.scheduledAt),
    scheduledAt: c.scheduledAt ? toLocalInput(new Date(c.scheduledAt)) : '',
    abEnabled: Boolean(c.abTest),
    abSubjects: c.abTest?.subjects ?? base.abSubjects,
    abTestPercent: c.abTest?.testPercent ?? base.abTestPercent,
    abMetric: c.abTest?.metric ?? base.abMetric,
    abWaitMinutes: c.abTest?.waitMinutes ?? base.abWaitMinutes,
  };
}

// toLocalInput formats a date as a datetime-local value in the browser's time zone.
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type InfoErrors = { subject?: 'required'; content?: 'required' };

// infoErrors tells what blocks step 1 → 2: the subject and the content must both be filled.
export function infoErrors(d: Pick<CampaignDraft, 'subject' | 'content'>): InfoErrors {
  return { ...(d.subject.trim() ? {} : { subject: 'required' as const }), ...(d.content.trim() ? {} : { content: 'required' as const }) };
}

// canLeaveInfo is true when step 1 is complete.
export function canLeaveInfo(d: Pick<CampaignDraft, 'subject' | 'content'>): boolean {
  return Object.keys(infoErrors(d)).length === 0;
}

// parsedRecipients parses the free-text recipients with the specification's rules.
export function parsedRecipients(d: Pick<CampaignDraft, 'recipients'>): Recipient[] {
  return parseRecipients(d.recipients);
}

// droppedRecipients lists the typed lines that will not receive the campaign, with the reason for each.
export function droppedRecipients(d: Pick<CampaignDraft, 'recipients'>): DroppedRecipient[] {
  return parseRecipientLines(d.recipients).dropped;
}

// hasAudience is true when step 2 can be left: a valid free-text address, or a list or segment.
export function hasAudience(d: Pick<CampaignDraft, 'recipients' | 'listIds' | 'segmentIds'>): boolean {
  return parsedRecipients(d).length > 0 || d.listIds.length > 0 || d.segmentIds.length > 0;
}

// abTestOf is the A/B test of the draft, or null when it is off.
export function abTestOf(d: CampaignDraft): AbTestInput | null {
  if (!d.abEnabled) return null;
  return { subjects: d.abSubjects.map((s) => s.trim()), testPercent: d.abTestPercent, metric: d.abMetric, waitMinutes: d.abWaitMinutes };
}

export type AbErrors = { subjects?: number[]; testPercent?: boolean; waitMinutes?: boolean };

// abErrors checks the A/B section: 2–4 filled subjects, test group 10–50%, a wait of at least one minute.
export function abErrors(d: CampaignDraft): AbErrors {
  if (!d.abEnabled) return {};
  const empty = d.abSubjects.flatMap((s, i) => (s.trim() ? [] : [i]));
  const out: AbErrors = {};
  if (empty.length) out.subjects = empty;
  if (!Number.isInteger(d.abTestPercent) || d.abTestPercent < AB_LIMITS.minPercent || d.abTestPercent > AB_LIMITS.maxPercent) out.testPercent = true;
  if (!Number.isInteger(d.abWaitMinutes) || d.abWaitMinutes < 1) out.waitMinutes = true;
  return out;
}

// scheduleError tells whether the schedule is missing or not in the future (when scheduling is on).
export function scheduleError(d: Pick<CampaignDraft, 'scheduleEnabled' | 'scheduledAt'>, now = Date.now()): boolean {
  if (!d.scheduleEnabled) return false;
  const at = new Date(d.scheduledAt).getTime();
  return !d.scheduledAt || Number.isNaN(at) || at <= now;
}

// toCampaignInput is the body of POST/PUT /api/campaigns for the draft; the name falls back to the subject.
export function toCampaignInput(d: CampaignDraft): CampaignInput {
  return {
    name: d.campaignName.trim() || d.subject.trim(),
    subject: d.subject,
    htmlContent: d.content,
    templateId: d.templateId,
    senderIdentityId: d.senderIdentityId,
    personalizeContent: d.personalizeContent,
    trackOpens: d.trackOpens,
    trackClicks: d.trackClicks,
    listIds: d.listIds,
    segmentIds: d.segmentIds,
    recipients: d.recipients,
    abTest: abTestOf(d),
  };
}

export type SendPath = 'bulk' | 'campaign';

// sendPath picks the API a send uses: the specification's bulk call for free-text recipients only, otherwise a
// campaign (create or update, then send or schedule) — lists, segments, a schedule, an A/B test, a sender identity or an
// existing draft.
export function sendPath(d: CampaignDraft, editing: boolean): SendPath {
  if (editing || d.listIds.length || d.segmentIds.length || d.scheduleEnabled || d.abEnabled || d.senderIdentityId) return 'campaign';
  return 'bulk';
}

/** A merge tag of the picker: the Liquid variable and, for names, which fallback text is shown when the contact has none. */
export type MergeTag = {
  key: 'firstName' | 'lastName' | 'email' | 'company' | 'workspace' | 'unsubscribe' | 'preferences';
  variable: string;
  fallback?: 'firstName' | 'company';
};

export const MERGE_TAGS: MergeTag[] = [
  { key: 'firstName', variable: 'contact.first_name', fallback: 'firstName' },
  { key: 'lastName', variable: 'contact.last_name' },
  { key: 'email', variable: 'contact.email' },
  { key: 'company', variable: 'contact.company', fallback: 'company' },
  { key: 'workspace', variable: 'workspace.name' },
  { key: 'unsubscribe', variable: 'unsubscribe_url' },
  { key: 'preferences', variable: 'preferences_url' },
];

// mergeTagText is the Liquid text a merge tag inserts: {{ contact.first_name | default: "…" }} or {{ variable }}.
export function mergeTagText(tag: MergeTag, fallback?: string): string {
  if (!tag.fallback || fallback === undefined) return `{{ ${tag.variable} }}`;
  return `{{ ${tag.variable} | default: "${fallback.replace(/"/g, '')}" }}`;
}

// insertAt puts text into a value at a selection and returns the new value and caret position.
export function insertAt(value: string, text: string, start: number, end = start): { value: string; caret: number } {
  const a = Math.max(0, Math.min(start, value.length));
  const b = Math.max(a, Math.min(end, value.length));
  return { value: value.slice(0, a) + text + value.slice(b), caret: a + text.length };
}
