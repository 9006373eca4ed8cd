// Campaign rules: drafts, audience, schedule, the status machine (pause/resume only while sending, sent is final),
// the plan's monthly limit checked up front, A/B subject tests, the bulk-send call, analytics.
import {
  CAMPAIGN_STATUS_LABELS_TR,
  findPlan,
  parseRecipients,
  translate,
  type CampaignAnalyticsView,
  type CampaignPerformanceRowView,
  type CampaignStatus,
  type CampaignView,
  type Language,
  type RuleGroup,
} from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import type { BillingService } from '../billing/index.js';
import { compileRules, type AudienceLists as ListsRepo, type EnsureContacts } from '../contacts/index.js';
import type { TemplateStore as TemplatesRepo } from '../templates/index.js';
import { messageTemplateProblem } from '../templates/index.js';
import type { AbTest, CampaignAudience } from './campaigns.schema.js';
import type { CampaignRow, CampaignsRepo } from './campaigns.repo.js';

export type CampaignInput = {
  name: string;
  subject?: string;
  htmlContent?: string;
  textContent?: string | null;
  templateId?: string | null;
  fromName?: string | null;
  fromEmail?: string | null;
  senderIdentityId?: string | null;
  personalizeContent?: boolean;
  trackOpens?: boolean;
  trackClicks?: boolean;
  listIds?: string[];
  segmentIds?: string[];
  recipients?: string;
  abTest?: Omit<AbTest, 'winner' | 'decidedAt'> | null;
};

type Stats = { recipients: number; sent: number; failed: number; opened: number; clicked: number; queued: number };
const EMPTY: Stats = { recipients: 0, sent: 0, failed: 0, opened: 0, clicked: 0, queued: 0 };
const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);

// campaignView is the list row of the specification plus progress and audience.
export function campaignView(c: CampaignRow, s: Stats = EMPTY): CampaignView {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    status: c.status,
    statusLabel: CAMPAIGN_STATUS_LABELS_TR[c.status],
    subject: c.subject,
    recipients: s.recipients || c.recipients,
    sent: s.sent,
    delivered: s.sent,
    failed: s.failed,
    opened: s.opened,
    clicked: s.clicked,
    openRate: pct(s.opened, s.sent),
    clickRate: pct(s.clicked, s.sent),
    progress: s.recipients ? Math.round(((s.recipients - s.queued) / s.recipients) * 100) : 0,
    createdAt: c.createdAt.toISOString(),
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    startedAt: c.startedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    htmlContent: c.htmlContent,
    textContent: c.textContent,
    templateId: c.templateId,
    fromName: c.fromName,
    fromEmail: c.fromEmail,
    senderIdentityId: c.senderIdentityId,
    replyTo: c.replyTo,
    personalizeContent: c.personalizeContent,
    trackOpens: c.trackOpens,
    trackClicks: c.trackClicks,
    audience: c.audience,
    abTest: c.abTest,
    error: c.error,
  };
}

export type CampaignsDeps = {
  /** Finds or creates contacts (the contacts module's front door): typed recipients become subscribed contacts. */
  ensureContacts: EnsureContacts;
  billing: BillingService;
  lists: ListsRepo;
  templates: TemplatesRepo;
  onStarted: (campaignId: string) => void;
  scheduleAbDecision: (campaignId: string, afterSeconds: number) => Promise<void>;
  /** A sender identity of the workspace (sending module), or undefined when it has none with this id. */
  senderIdentity: (workspaceId: string, id: string) => Promise<{ fromName: string; fromEmail: string; replyTo: string | null } | undefined>;
};

export type CampaignsService = ReturnType<typeof campaignsService>;

// campaignsService builds the campaign rules over its repo.
export function campaignsService(repo: CampaignsRepo, deps: CampaignsDeps) {
  async function audienceOf(workspaceId: string, input: CampaignInput, current?: CampaignAudience): Promise<CampaignAudience> {
    const listIds = input.listIds ?? current?.listIds ?? [];
    const segmentIds = input.segmentIds ?? current?.segmentIds ?? [];
    for (const id of listIds) if (!(await deps.lists.findList(workspaceId, id))) throw new AppError(404, 'LIST_NOT_FOUND');
    for (const id of segmentIds) if (!(await deps.lists.findSegment(workspaceId, id))) throw new AppError(404, 'SEGMENT_NOT_FOUND');
    const emails = input.recipients !== undefined ? parseRecipients(input.recipients) : (current?.emails ?? []);
    return { listIds, segmentIds, emails };
  }

  async function content(workspaceId: string, input: CampaignInput) {
    if (!input.templateId) return {};
    // the template is checked even when the content comes with the request: its id is stored on the campaign
    const t = await deps.templates.find(workspaceId, input.templateId);
    if (!t) throw notFound();
    if (input.htmlContent) return {};
    return { htmlContent: t.htmlContent, textContent: t.textContent, subject: input.subject || t.subject };
  }

  // senderFields are the From name, address and Reply-To of the chosen identity (404 when the workspace has no such
  // identity); choosing none (null) keeps the typed From and clears the identity's Reply-To
  async function senderFields(workspaceId: string, input: Partial<CampaignInput>) {
    if (input.senderIdentityId === undefined) return {};
    if (input.senderIdentityId === null) return { senderIdentityId: null, replyTo: null };
    const identity = await deps.senderIdentity(workspaceId, input.senderIdentityId);
    if (!identity) throw new AppError(404, 'SENDER_IDENTITY_NOT_FOUND');
    return { senderIdentityId: input.senderIdentityId, fromName: identity.fromName, fromEmail: identity.fromEmail, replyTo: identity.replyTo };
  }

  async function withStats(rows: CampaignRow[]) {
    const stats = await repo.stats(rows.map((r) => r.id));
    return rows.map((r) => campaignView(r, stats.get(r.id)));
  }

  async function load(workspaceId: string, id: string) {
    const c = await repo.find(workspaceId, id);
    if (!c) throw notFound();
    return c;
  }

  /** Resolves recipients, enforces the plan limit, and moves the campaign to sending. */
  async function start(workspaceId: string, id: string) {
    const c = await load(workspaceId, id);
    if (!['draft', 'scheduled'].includes(c.status)) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
    if (!c.subject.trim() || !c.htmlContent.trim()) throw new AppError(400, 'CAMPAIGN_NO_SUBJECT');
    // the identity as it is now (renamed since the draft was saved, or deleted: then the campaign does not start)
    let sender = {};
    if (c.senderIdentityId) {
      const identity = await deps.senderIdentity(workspaceId, c.senderIdentityId);
      if (!identity) throw new AppError(400, 'SENDER_IDENTITY_MISSING');
      sender = { fromName: identity.fromName, fromEmail: identity.fromEmail, replyTo: identity.replyTo };
    }
    for (const subject of c.abTest?.subjects?.length ? c.abTest.subjects : [c.subject]) {
      const problem = messageTemplateProblem(subject, c.htmlContent);
      if (problem) throw new AppError(400, problem.code, { error: problem.error });
    }
    await repo.deleteDeliveries(c.id);
    // typed recipients become contacts (subscribed: the sender typed them in; source 'campaign'; the display name whole)
    await deps.ensureContacts(workspaceId, c.audience.emails, { source: 'campaign', subscribed: true, wholeName: true });
    const segmentConditions = [];
    for (const sid of c.audience.segmentIds) {
      const seg = await deps.lists.findSegment(workspaceId, sid);
      if (seg) segmentConditions.push(compileRules(seg.rules as RuleGroup));
    }
    await repo.resolveAudience({
      campaignId: c.id,
      workspaceId,
      listIds: c.audience.listIds,
      segmentConditions,
      emails: c.audience.emails.map((e) => e.email),
    });
    const total = await repo.countDeliveries(c.id);
    if (total === 0) {
      throw new AppError(400, 'CAMPAIGN_NO_RECIPIENTS');
    }
    const sub = await deps.billing.current(workspaceId);
    const remaining = Math.max(0, sub.monthlyEmailLimit - sub.emailsSentThisMonth);
    if (total > remaining) {
      await repo.deleteDeliveries(c.id);
      throw new AppError(402, 'CAMPAIGN_OVER_LIMIT', {
        count: total.toLocaleString('en-US'),
        remaining: remaining.toLocaleString('en-US'),
        plan: findPlan(sub.planType)?.name ?? sub.planType,
      });
    }
    if (c.abTest) await repo.splitForAbTest(c.id, c.abTest.subjects.length, c.abTest.testPercent);
    const started = await repo.transition(workspaceId, c.id, ['draft', 'scheduled'], {
      status: 'sending',
      startedAt: new Date(),
      recipients: total,
      error: null,
      ...sender,
    });
    if (!started) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
    if (c.abTest) await deps.scheduleAbDecision(c.id, c.abTest.waitMinutes * 60);
    deps.onStarted(c.id);
    return started;
  }

  return {
    async list(workspaceId: string, status: string | undefined, page: number, limit: number) {
      const { items, total } = await repo.list(workspaceId, status, limit, (page - 1) * limit);
      return { items: await withStats(items), total, page, limit };
    },
    async get(workspaceId: string, id: string) {
      return (await withStats([await load(workspaceId, id)]))[0];
    },
    async create(workspaceId: string, userId: string, input: CampaignInput) {
      const audience = await audienceOf(workspaceId, input);
      const row = await repo.insert({
        workspaceId,
        createdBy: userId,
        name: input.name,
        subject: input.subject ?? '',
        htmlContent: input.htmlContent ?? '',
        textContent: input.textContent ?? null,
        templateId: input.templateId ?? null,
        fromName: input.fromName ?? null,
        fromEmail: input.fromEmail ?? null,
        personalizeContent: input.personalizeContent ?? true,
        trackOpens: input.trackOpens ?? true,
        trackClicks: input.trackClicks ?? true,
        audience,
        abTest: input.abTest ?? null,
        ...(await content(workspaceId, input)),
        ...(await senderFields(workspaceId, input)),
      });
      return campaignView(row);
    },
    async update(workspaceId: string, id: string, input: Partial<CampaignInput>) {
      const c = await load(workspaceId, id);
      if (!['draft', 'scheduled'].includes(c.status)) throw new AppError(409, 'CAMPAIGN_NOT_EDITABLE');
      const audience = await audienceOf(workspaceId, { name: c.name, ...input }, c.audience);
      const { listIds: _l, segmentIds: _s, recipients: _r, ...fields } = input;
      const patch = Object.fromEntries(
        Object.entries({
          ...fields,
          ...(await content(workspaceId, { name: c.name, ...input })),
          ...(await senderFields(workspaceId, input)),
        }).filter(([, v]) => v !== undefined),
      );
      const row = await repo.transition(workspaceId, id, ['draft', 'scheduled'], { ...patch, audience });
      if (!row) throw new AppError(409, 'CAMPAIGN_NOT_EDITABLE');
      return campaignView(row);
    },
    async schedule(workspaceId: string, id: string, at: Date) {
      if (at.getTime() <= Date.now()) throw new AppError(400, 'CAMPAIGN_SCHEDULE_PAST');
      const c = await load(workspaceId, id);
      if (!c.subject.trim() || !c.htmlContent.trim()) throw new AppError(400, 'CAMPAIGN_NO_SUBJECT');
      const row = await repo.transition(workspaceId, id, ['draft', 'scheduled'], { status: 'scheduled', scheduledAt: at });
      if (!row) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
      return campaignView(row);
    },
    send: async (workspaceId: string, id: string) => campaignView(await start(workspaceId, id)),
    async pause(workspaceId: string, id: string) {
      const row = await repo.transition(workspaceId, id, ['sending'], { status: 'paused' });
      if (!row) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
      return campaignView(row);
    },
    async resume(workspaceId: string, id: string) {
      const row = await repo.transition(workspaceId, id, ['paused'], { status: 'sending' });
      if (!row) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
      deps.onStarted(id);
      return campaignView(row);
    },
    async cancel(workspaceId: string, id: string) {
      const row = await repo.transition(workspaceId, id, ['draft', 'scheduled', 'paused', 'sending'], { status: 'cancelled', finishedAt: new Date() });
      if (!row) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
      await repo.skipQueued(id);
      return campaignView(row);
    },
    async duplicate(workspaceId: string, userId: string, id: string, lang: Language) {
      const c = await load(workspaceId, id);
      const row = await repo.insert({
        workspaceId,
        createdBy: userId,
        name: translate('COPY_NAME', lang, { name: c.name }),
        subject: c.subject,
        htmlContent: c.htmlContent,
        textContent: c.textContent,
        templateId: c.templateId,
        fromName: c.fromName,
        fromEmail: c.fromEmail,
        senderIdentityId: c.senderIdentityId,
        replyTo: c.replyTo,
        personalizeContent: c.personalizeContent,
        trackOpens: c.trackOpens,
        trackClicks: c.trackClicks,
        audience: c.audience,
        abTest: c.abTest
          ? { subjects: c.abTest.subjects, testPercent: c.abTest.testPercent, metric: c.abTest.metric, waitMinutes: c.abTest.waitMinutes }
          : null,
      });
      return campaignView(row);
    },
    async remove(workspaceId: string, id: string) {
      if (!(await repo.remove(workspaceId, id))) throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
    },
    start,

    /** Starts every scheduled campaign whose time has come (called each minute). */
    async dispatchScheduled() {
      for (const c of await repo.dueScheduled()) {
        await start(c.workspaceId, c.id).catch(async (err: unknown) => {
          await repo.update(c.workspaceId, c.id, { status: 'failed', error: err instanceof AppError ? err.code : 'start failed' });
        });
      }
    },

    /** Picks the A/B winner by open or click rate and sends the held rest with it. */
    async decideAbTest(campaignId: string) {
      const c = await repo.findById(campaignId);
      if (!c?.abTest || (c.abTest.winner !== undefined && c.abTest.winner !== null)) return;
      const rates = await repo.variantRates(campaignId);
      const metric = c.abTest.metric === 'click' ? 'clicked' : 'opened';
      let winner = 0;
      let best = -1;
      for (const r of rates) {
        const rate = r.sent ? r[metric] / r.sent : 0;
        if (rate > best) {
          best = rate;
          winner = r.variant;
        }
      }
      await repo.update(c.workspaceId, c.id, { abTest: { ...c.abTest, winner, decidedAt: new Date().toISOString() } });
      await repo.releaseHeld(campaignId, winner);
      deps.onStarted(campaignId);
    },

    async analytics(workspaceId: string): Promise<CampaignAnalyticsView> {
      const { items } = await repo.list(workspaceId, undefined, 1000, 0);
      const stats = await repo.stats(items.map((c) => c.id));
      const all = [...stats.values()];
      const sent = all.reduce((n, s) => n + s.sent, 0);
      const opened = all.reduce((n, s) => n + s.opened, 0);
      const clicked = all.reduce((n, s) => n + s.clicked, 0);
      const byStatus = items.reduce<Partial<Record<CampaignStatus, number>>>((acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }), {});
      return {
        campaigns: items.length,
        byStatus,
        sent,
        delivered: sent,
        failed: all.reduce((n, s) => n + s.failed, 0),
        opened,
        clicked,
        openRate: pct(opened, sent),
        clickRate: pct(clicked, sent),
      };
    },
    /** Performance rows; conversions and revenue stay null until conversion tracking is connected. */
    async performance(workspaceId: string): Promise<CampaignPerformanceRowView[]> {
      const { items } = await repo.list(workspaceId, undefined, 100, 0);
      const rows = await withStats(items.filter((c) => c.status !== 'draft'));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        sent: r.sent,
        opened: r.opened,
        clicked: r.clicked,
        converted: null,
        revenue: null,
        openRate: r.openRate,
        clickRate: r.clickRate,
        conversionRate: null,
      }));
    },
  };
}
