// CRM rules: leads (scored by rule points or the trained model), companies, the deals pipeline with weighted value,
// activities and tasks, analytics, record timelines. Money arrives in major units and is stored in minor units.
import { parse } from 'csv-parse/sync';
import {
  DEFAULT_SCORING,
  DEFAULT_STAGES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  csvCell,
  isPlainEmail,
  scoreBand,
  scoreStars,
  translate,
  type ActivityView,
  type CrmAnalyticsView,
  type CrmCompanyView,
  type DealView,
  type Language,
  type LeadView,
  type StageView,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import type { ActivityRow, CompanyRow, CrmRepo, DealRow, LeadRow, StageRow } from './crm.repo.js';
import { MIN_SAMPLES, featuresOf, predict, train, type Model } from './scoring-model.js';

const toMinor = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100));
const SCORE_WINDOW_DAYS = 90;
const round1 = (n: number) => Math.round(n * 10) / 10;

// leadView is the leads table row of the specification.
export function leadView(l: LeadRow): LeadView {
  const score = l.aiScore ?? l.score;
  return {
    id: l.id,
    name: l.name,
    email: l.email,
    phone: l.phone,
    company: l.company,
    companyId: l.companyId,
    contactId: l.contactId,
    status: l.status,
    source: l.source,
    value: l.valueMinor / 100,
    currency: l.currency,
    score,
    ruleScore: l.score,
    aiScore: l.aiScore,
    stars: scoreStars(score),
    band: scoreBand(score),
    assignedTo: l.assignedTo,
    lastActivity: l.lastActivityAt?.toISOString() ?? null,
    lostReason: l.lostReason,
    createdAt: l.createdAt.toISOString(),
  };
}
export const dealView = (d: DealRow): DealView => ({
  id: d.id,
  title: d.title,
  leadId: d.leadId,
  contactId: d.contactId,
  companyId: d.companyId,
  stageId: d.stageId,
  value: d.valueMinor / 100,
  currency: d.currency,
  expectedCloseDate: d.expectedCloseDate,
  status: d.status,
  lostReason: d.lostReason,
  position: d.position,
  assignedTo: d.assignedTo,
  closedAt: d.closedAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
export const activityView = ({ workspaceId: _ws, ...a }: ActivityRow): ActivityView => ({
  ...a,
  occurredAt: a.occurredAt.toISOString(),
  dueAt: a.dueAt?.toISOString() ?? null,
  completedAt: a.completedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  overdue: a.type === 'task' && !a.completedAt && !!a.dueAt && a.dueAt < new Date(),
});
const companyView = ({ workspaceId: _ws, ...c }: CompanyRow): CrmCompanyView => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});
// stageView is a pipeline stage without its workspace.
const stageView = (s: StageRow): StageView => ({ id: s.id, key: s.key, name: s.name, probability: s.probability, color: s.color, position: s.position });

export type CrmService = ReturnType<typeof crmService>;

// crmService builds the CRM rules over its repos.
export function crmService(repo: CrmRepo, analytics: CrmAnalyticsRepo) {
  async function stages(workspaceId: string, lang: Language = 'tr'): Promise<StageRow[]> {
    const rows = await repo.stages(workspaceId);
    if (rows.length) return rows;
    await repo.insertStages(
      DEFAULT_STAGES.map((s, i) => ({ workspaceId, key: s.key, name: s.name[lang], probability: s.probability, color: s.color, position: i })),
    );
    return repo.stages(workspaceId);
  }
  async function scoring(workspaceId: string) {
    return { ...DEFAULT_SCORING, ...((await repo.settings(workspaceId))?.scoring ?? {}) };
  }
  async function assertMember(workspaceId: string, userId: string | null | undefined) {
    if (userId && !(await repo.workspaceMember(workspaceId, userId))) throw badRequest('v.invalid');
  }
  async function assertLinks(workspaceId: string, f: { leadId?: string | null; companyId?: string | null; dealId?: string | null }) {
    if (f.leadId && !(await repo.lead(workspaceId, f.leadId))) throw notFound();
    if (f.companyId && !(await repo.company(workspaceId, f.companyId))) throw notFound();
    if (f.dealId && !(await repo.deal(workspaceId, f.dealId))) throw notFound();
  }

  /** Recomputes a lead's rule points (last 90 days) and, when a model exists, its AI score. */
  async function rescore(workspaceId: string, lead: LeadRow) {
    const points = await scoring(workspaceId);
    const counts = await repo.leadScoringCounts(lead.id, lead.contactId, new Date(Date.now() - SCORE_WINDOW_DAYS * 86_400_000));
    const score = Math.min(
      100,
      counts.email_open * points.email_open +
        counts.website_visit * points.website_visit +
        counts.form_fill * points.form_fill +
        counts.phone_call * points.phone_call,
    );
    const model = (await repo.settings(workspaceId))?.model as Model | null | undefined;
    let aiScore: number | null = null;
    if (model) {
      const [row] = await analytics.trainingRows(workspaceId, false, [lead.id]);
      if (row) aiScore = Math.round(predict(model, featuresOf(row)) * 100);
    }
    return repo.updateLead(workspaceId, lead.id, { score, aiScore });
  }

  async function createLeads(
    workspaceId: string,
    inputs: {
      name: string;
      email?: string | null;
      phone?: string | null;
      company?: string | null;
      companyId?: string | null;
      status?: LeadRow['status'];
      source?: LeadRow['source'];
      value?: number;
      currency?: string;
      assignedTo?: string | null;
    }[],
  ) {
    const rows = [];
    const people = inputs.flatMap((i) => (i.email ? [{ email: i.email, name: i.name }] : []));
    const contactIds = await repo.contactsFor(workspaceId, people);
    for (const i of inputs) {
      const contactId = i.email ? (contactIds.get(i.email.toLowerCase()) ?? null) : null;
      rows.push({
        workspaceId,
        contactId,
        name: i.name,
        email: i.email?.toLowerCase() ?? null,
        phone: i.phone ?? null,
        company: i.company ?? null,
        companyId: i.companyId ?? null,
        status: i.status ?? 'new',
        source: i.source ?? 'other',
        valueMinor: toMinor(i.value) ?? 0,
        currency: i.currency ?? 'TRY',
        assignedTo: i.assignedTo ?? null,
      });
    }
    return repo.insertLeads(rows);
  }

  return {
    stages: async (workspaceId: string, lang: Language) => (await stages(workspaceId, lang)).map(stageView),
    async updateStages(workspaceId: string, input: { id?: string; name: string; probability: number; color: string }[], lang: Language) {
      const current = await stages(workspaceId, lang);
      for (const [i, s] of input.entries()) {
        if (s.id) {
          if (!current.some((c) => c.id === s.id)) throw notFound();
          await repo.updateStage(workspaceId, s.id, { name: s.name, probability: s.probability, color: s.color, position: i });
        } else
          await repo.insertStages([{ workspaceId, key: `custom_${Date.now()}_${i}`, name: s.name, probability: s.probability, color: s.color, position: i }]);
      }
      return (await repo.stages(workspaceId)).map(stageView);
    },
    scoring,
    async saveScoring(workspaceId: string, points: Record<string, number>) {
      await repo.saveSettings(workspaceId, { scoring: points });
      return scoring(workspaceId);
    },

    // leads
    async leads(workspaceId: string, q: Parameters<CrmRepo['leads']>[1]) {
      const r = await repo.leads(workspaceId, q);
      return { items: r.items.map(leadView), total: r.total };
    },
    async lead(workspaceId: string, id: string) {
      const l = await repo.lead(workspaceId, id);
      if (!l) throw notFound();
      return { ...leadView(l), timeline: await analytics.timeline(workspaceId, { leadId: l.id, contactId: l.contactId }, 100) };
    },
    async createLead(workspaceId: string, input: Parameters<typeof createLeads>[1][number]) {
      await assertMember(workspaceId, input.assignedTo);
      if (input.companyId) await assertLinks(workspaceId, { companyId: input.companyId });
      const [row] = await createLeads(workspaceId, [input]);
      return leadView((await rescore(workspaceId, row)) ?? row);
    },
    async updateLead(workspaceId: string, id: string, input: Partial<Parameters<typeof createLeads>[1][number]> & { lostReason?: string | null }) {
      const current = await repo.lead(workspaceId, id);
      if (!current) throw notFound();
      await assertMember(workspaceId, input.assignedTo);
      if (input.companyId) await assertLinks(workspaceId, { companyId: input.companyId });
      const { value, ...rest } = input;
      const closing = input.status && ['won', 'lost'].includes(input.status) && !['won', 'lost'].includes(current.status);
      const patch = Object.fromEntries(
        Object.entries({ ...rest, valueMinor: toMinor(value), email: input.email?.toLowerCase(), closedAt: closing ? new Date() : undefined }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const row = Object.keys(patch).length ? await repo.updateLead(workspaceId, id, patch) : current;
      if (!row) throw notFound();
      return leadView(row);
    },
    async bulkLeads(
      workspaceId: string,
      b: { action: 'assign' | 'status' | 'delete'; leadIds: string[]; assignedTo?: string | null; status?: LeadRow['status'] },
    ) {
      if (b.action === 'delete') return { affected: await repo.deleteLeads(workspaceId, b.leadIds) };
      if (b.action === 'assign') {
        await assertMember(workspaceId, b.assignedTo);
        return { affected: await repo.updateLeads(workspaceId, b.leadIds, { assignedTo: b.assignedTo ?? null }) };
      }
      return {
        affected: await repo.updateLeads(workspaceId, b.leadIds, {
          status: b.status,
          ...(b.status === 'won' || b.status === 'lost' ? { closedAt: new Date() } : {}),
        }),
      };
    },
    async deleteLead(workspaceId: string, id: string) {
      if (!(await repo.deleteLeads(workspaceId, [id]))) throw notFound();
    },
    /** Imports leads from CSV text (header row; name, email, phone, company, status, source, value); bad rows are reported by line. */
    async importLeads(workspaceId: string, csv: string) {
      let records: Record<string, string>[];
      try {
        records = parse(csv, {
          columns: (h: string[]) => h.map((x) => x.trim().toLowerCase()),
          bom: true,
          skip_empty_lines: true,
          trim: true,
          relax_column_count: true,
        });
      } catch {
        throw badRequest('v.invalid');
      }
      const good: Parameters<typeof createLeads>[1] = [];
      const errors: { line: number; reason: string }[] = [];
      records.forEach((r, i) => {
        const line = i + 2;
        const name = r.name || [r.first_name, r.last_name].filter(Boolean).join(' ');
        if (!name) return errors.push({ line, reason: 'missing name' });
        if (r.email && !isPlainEmail(r.email)) return errors.push({ line, reason: `invalid email: ${r.email}` });
        if (r.status && !(LEAD_STATUSES as readonly string[]).includes(r.status)) return errors.push({ line, reason: `unknown status: ${r.status}` });
        if (r.source && !(LEAD_SOURCES as readonly string[]).includes(r.source)) return errors.push({ line, reason: `unknown source: ${r.source}` });
        const value = r.value ? Number(r.value.replace(/\./g, '').replace(',', '.')) : 0;
        if (!Number.isFinite(value) || value < 0) return errors.push({ line, reason: `invalid value: ${r.value}` });
        good.push({
          name,
          email: r.email || null,
          phone: r.phone || null,
          company: r.company || null,
          status: (r.status as LeadRow['status']) || 'new',
          source: (r.source as LeadRow['source']) || 'other',
          value,
        });
      });
      const created = await createLeads(workspaceId, good);
      return { inserted: created.length, failed: errors.length, errors };
    },
    async *exportLeads(workspaceId: string) {
      yield 'name,email,phone,company,status,source,value,currency,score,last_activity,created_at\n';
      for (let offset = 0; ; offset += 2000) {
        const { items } = await repo.leads(workspaceId, { sort: 'created_at', order: 'desc', limit: 2000, offset });
        if (!items.length) return;
        yield (
          items
            .map((l) =>
              [
                l.name,
                l.email,
                l.phone,
                l.company,
                l.status,
                l.source,
                (l.valueMinor / 100).toFixed(2),
                l.currency,
                l.aiScore ?? l.score,
                l.lastActivityAt?.toISOString(),
                l.createdAt.toISOString(),
              ]
                .map(csvCell)
                .join(','),
            )
            .join('\n') + '\n'
        );
        if (items.length < 2000) return;
      }
    },
    async leadEvent(workspaceId: string, id: string, type: 'email_open' | 'website_visit' | 'form_fill') {
      const lead = await repo.lead(workspaceId, id);
      if (!lead) throw notFound();
      await repo.addLeadEvent(workspaceId, id, type);
      return leadView((await rescore(workspaceId, lead)) ?? lead);
    },
    /** Retrains the workspace's model; returns it, or undefined while there are too few closed leads. */
    async trainModel(workspaceId: string) {
      const model = train(await analytics.trainingRows(workspaceId, true)) ?? null;
      await repo.saveSettings(workspaceId, { model });
      if (model) {
        const open = await analytics.trainingRows(workspaceId, false);
        for (const r of open) await repo.updateLead(workspaceId, r.id, { aiScore: Math.round(predict(model, featuresOf(r)) * 100) });
      }
      return model;
    },
    /** Retrains every workspace that has enough closed leads (the daily job). */
    async trainAll() {
      for (const ws of await repo.workspacesToTrain(MIN_SAMPLES)) await this.trainModel(ws);
    },
    async model(workspaceId: string) {
      return ((await repo.settings(workspaceId))?.model as Model | null) ?? null;
    },

    // companies
    companies: async (workspaceId: string, search?: string) => (await repo.companies(workspaceId, search)).map(companyView),
    async company(workspaceId: string, id: string) {
      const c = await repo.company(workspaceId, id);
      if (!c) throw notFound();
      return { ...companyView(c), timeline: await analytics.timeline(workspaceId, { companyId: id }, 100) };
    },
    createCompany: async (workspaceId: string, input: Omit<CompanyRow, 'id' | 'workspaceId' | 'createdAt' | 'updatedAt'> | Record<string, unknown>) =>
      companyView(await repo.insertCompany({ ...(input as { name: string }), workspaceId })),
    async updateCompany(workspaceId: string, id: string, input: Record<string, unknown>) {
      const row = Object.keys(input).length ? await repo.updateCompany(workspaceId, id, input) : await repo.company(workspaceId, id);
      if (!row) throw notFound();
      return companyView(row);
    },
    async deleteCompany(workspaceId: string, id: string) {
      if (!(await repo.deleteCompany(workspaceId, id))) throw notFound();
    },
    /** A contact's record page: the audience contact with its CRM timeline. */
    contactTimeline: (workspaceId: string, contactId: string) => analytics.timeline(workspaceId, { contactId }, 100),

    // deals
    async pipeline(workspaceId: string, lang: Language) {
      const [st, open, figures] = await Promise.all([stages(workspaceId, lang), repo.deals(workspaceId, 'open'), analytics.pipeline(workspaceId)]);
      return {
        stages: st.map((s) => {
          const f = figures.stages.find((x) => x.stage_id === s.id);
          return {
            ...stageView(s),
            deals: open.filter((d) => d.stageId === s.id).map(dealView),
            count: f?.n ?? 0,
            value: (f?.value ?? 0) / 100,
            weightedValue: Math.round(f?.weighted ?? 0) / 100,
          };
        }),
        weightedTotal: Math.round(figures.stages.reduce((n, s) => n + s.weighted, 0)) / 100,
      };
    },
    deals: async (workspaceId: string, status?: 'open' | 'won' | 'lost') => (await repo.deals(workspaceId, status)).map(dealView),
    async createDeal(
      workspaceId: string,
      userId: string,
      input: {
        title: string;
        leadId?: string | null;
        contactId?: string | null;
        companyId?: string | null;
        stageId?: string;
        value?: number;
        currency?: string;
        expectedCloseDate?: string | null;
        assignedTo?: string | null;
      },
      lang: Language,
    ) {
      const st = await stages(workspaceId, lang);
      const stageId = input.stageId ?? st[0].id;
      if (!st.some((s) => s.id === stageId)) throw notFound();
      await assertLinks(workspaceId, input);
      await assertMember(workspaceId, input.assignedTo);
      const { value, ...rest } = input;
      const row = await repo.insertDeal({
        ...rest,
        workspaceId,
        stageId,
        valueMinor: toMinor(value) ?? 0,
        currency: input.currency ?? 'TRY',
        assignedTo: input.assignedTo ?? userId,
      });
      return dealView(row);
    },
    async updateDeal(workspaceId: string, id: string, input: Record<string, unknown> & { value?: number }) {
      if (!(await repo.deal(workspaceId, id))) throw notFound();
      await assertLinks(workspaceId, input as { leadId?: string; companyId?: string });
      const { value, ...rest } = input;
      const row = await repo.updateDeal(
        workspaceId,
        id,
        Object.fromEntries(Object.entries({ ...rest, valueMinor: toMinor(value) }).filter(([, v]) => v !== undefined)),
      );
      if (!row) throw notFound();
      return dealView(row);
    },
    /** Moves a deal to another stage (drag and drop) and logs the move as an activity. */
    async moveDeal(workspaceId: string, userId: string, id: string, stageId: string, position: number | undefined, lang: Language) {
      const deal = await repo.deal(workspaceId, id);
      if (!deal) throw notFound();
      const st = await stages(workspaceId, lang);
      const from = st.find((s) => s.id === deal.stageId);
      const to = st.find((s) => s.id === stageId);
      if (!to) throw notFound();
      if (deal.status !== 'open') throw new AppError(409, 'CAMPAIGN_BAD_TRANSITION');
      const row = await repo.updateDeal(workspaceId, id, { stageId, position: position ?? 0 });
      if (from?.id !== to.id) {
        await repo.insertActivity({
          workspaceId,
          type: 'note',
          title: translate('CRM_STAGE_CHANGED', lang, { from: from?.name ?? '', to: to.name }),
          dealId: id,
          leadId: deal.leadId,
          contactId: deal.contactId,
          companyId: deal.companyId,
          userId,
        });
      }
      return dealView(row!);
    },
    async closeDeal(workspaceId: string, userId: string, id: string, status: 'won' | 'lost', lostReason: string | null | undefined, lang: Language) {
      const deal = await repo.deal(workspaceId, id);
      if (!deal) throw notFound();
      const row = await repo.updateDeal(workspaceId, id, { status, lostReason: status === 'lost' ? (lostReason ?? null) : null, closedAt: new Date() });
      if (deal.leadId)
        await repo.updateLead(workspaceId, deal.leadId, { status, closedAt: new Date(), ...(status === 'lost' ? { lostReason: lostReason ?? null } : {}) });
      await repo.insertActivity({
        workspaceId,
        type: 'note',
        title: translate(status === 'won' ? 'CRM_DEAL_WON' : 'CRM_DEAL_LOST', lang),
        description: lostReason ?? '',
        dealId: id,
        leadId: deal.leadId,
        contactId: deal.contactId,
        companyId: deal.companyId,
        userId,
      });
      return dealView(row!);
    },
    async deleteDeal(workspaceId: string, id: string) {
      if (!(await repo.deleteDeal(workspaceId, id))) throw notFound();
    },

    // activities
    activities: async (workspaceId: string, f: Parameters<CrmRepo['activities']>[1]) => (await repo.activities(workspaceId, f)).map(activityView),
    async createActivity(
      workspaceId: string,
      userId: string,
      input: {
        type: ActivityRow['type'];
        title: string;
        description?: string;
        occurredAt?: string;
        dueAt?: string | null;
        leadId?: string | null;
        dealId?: string | null;
        contactId?: string | null;
        companyId?: string | null;
      },
    ) {
      await assertLinks(workspaceId, input);
      const row = await repo.insertActivity({
        ...input,
        workspaceId,
        userId,
        description: input.description ?? '',
        occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
      });
      if (input.leadId) {
        const lead = await repo.updateLead(workspaceId, input.leadId, { lastActivityAt: row.occurredAt, ...(row.type !== 'task' ? {} : {}) });
        if (lead) await rescore(workspaceId, lead);
      }
      return activityView(row);
    },
    async completeActivity(workspaceId: string, id: string, done: boolean) {
      const row = await repo.updateActivity(workspaceId, id, { completedAt: done ? new Date() : null });
      if (!row) throw notFound();
      return activityView(row);
    },
    async deleteActivity(workspaceId: string, id: string) {
      if (!(await repo.deleteActivity(workspaceId, id))) throw notFound();
    },
    overdueTasks: (workspaceId: string) => repo.overdueTasks(workspaceId),

    // analytics
    async analytics(workspaceId: string): Promise<CrmAnalyticsView> {
      const [rows, d, pipe, f] = await Promise.all([
        analytics.leadFigures(workspaceId),
        analytics.dealFigures(workspaceId),
        analytics.pipeline(workspaceId),
        analytics.funnelFigures(workspaceId),
      ]);
      const total = rows.reduce((n, r) => n + r.n, 0);
      const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).reduce((n, r) => n + r.n, 0)])) as Record<
        (typeof LEAD_STATUSES)[number],
        number
      >;
      // each stage counts the leads that reached it by their status or by their deals (see funnelFigures)
      const funnelCounts = [
        ['total', total],
        ['qualified', f.qualified],
        ['opportunity', f.opportunity],
        ['proposal', f.proposal],
        ['closed', f.closed],
      ] as const;
      const now = new Date();
      const months = [0, 1, 2].map((i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
      return {
        leadSources: LEAD_SOURCES.map((id) => {
          const count = rows.filter((r) => r.source === id).reduce((n, r) => n + r.n, 0);
          return { id, count, share: total ? round1((count / total) * 100) : 0 };
        }),
        funnel: funnelCounts.map(([stage, count]) => ({ stage, count, percent: total ? round1((count / total) * 100) : 0 })),
        winRate: d.won + d.lost ? round1((d.won / (d.won + d.lost)) * 100) : null,
        averageDealSize: d.avg_won === null ? null : Math.round(d.avg_won) / 100,
        salesCycleDays: d.cycle_days === null ? null : round1(d.cycle_days),
        wonValue: d.won_value / 100,
        openDeals: d.open_deals,
        weightedPipeline: Math.round(pipe.stages.reduce((n, s) => n + s.weighted, 0)) / 100,
        forecast: months.map((month) => ({ month, weightedValue: Math.round(pipe.months.find((m) => m.month === month)?.weighted ?? 0) / 100 })),
        totalLeads: total,
        byStatus,
      };
    },
  };
}
