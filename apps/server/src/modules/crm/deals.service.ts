// Pipeline stages (seeded from the defaults on first use) and deals: the board with value and weighted value,
// create, update, move between stages and close as won or lost (moves and closes are logged as activities).
import { DEFAULT_STAGES, translate, type Language } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import type { CrmChecks } from './crm.checks.js';
import type { CrmRepo, StageRow } from './crm.repo.js';
import type { CrmEvents } from './crm.service.js';
import { dealView, stageView, toMinor } from './crm.views.js';

// dealsService builds the stage and deal rules over the CRM repos.
export function dealsService(repo: CrmRepo, analytics: CrmAnalyticsRepo, checks: CrmChecks, onEvent?: CrmEvents) {
  const { assertMember, assertLinks } = checks;

  async function stages(workspaceId: string, lang: Language = 'tr'): Promise<StageRow[]> {
    const rows = await repo.stages(workspaceId);
    if (rows.length) return rows;
    await repo.insertStages(
      DEFAULT_STAGES.map((s, i) => ({ workspaceId, key: s.key, name: s.name[lang], probability: s.probability, color: s.color, position: i })),
    );
    return repo.stages(workspaceId);
  }

  return {
    // stages
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
      await assertMember(workspaceId, input.assignedTo as string | null | undefined);
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
      const view = dealView(row!);
      if (deal.status !== status) await onEvent?.(workspaceId, status === 'won' ? 'deal.won' : 'deal.lost', view);
      return view;
    },
    async deleteDeal(workspaceId: string, id: string) {
      if (!(await repo.deleteDeal(workspaceId, id))) throw notFound();
    },
  };
}
