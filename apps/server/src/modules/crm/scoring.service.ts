// Lead scoring: rule points per event over the last 90 days, and the AI score of the workspace's trained model
// (scoring-model.ts). rescore is used by the leads and activities services; the rest is the CRM settings' scoring part.
import { DEFAULT_SCORING } from '@ulak/shared';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import type { CrmRepo, LeadRow } from './crm.repo.js';
import { MIN_SAMPLES, featuresOf, predict, train, type Model } from './scoring-model.js';

const SCORE_WINDOW_DAYS = 90;

export type ScoringService = ReturnType<typeof scoringService>;

// scoringService builds the scoring rules over the CRM repos.
export function scoringService(repo: CrmRepo, analytics: CrmAnalyticsRepo) {
  async function scoring(workspaceId: string) {
    return { ...DEFAULT_SCORING, ...((await repo.settings(workspaceId))?.scoring ?? {}) };
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

  /** Retrains the workspace's model; returns it, or undefined while there are too few closed leads. */
  async function trainModel(workspaceId: string) {
    const model = train(await analytics.trainingRows(workspaceId, true)) ?? null;
    await repo.saveSettings(workspaceId, { model });
    if (model) {
      const open = await analytics.trainingRows(workspaceId, false);
      for (const r of open) await repo.updateLead(workspaceId, r.id, { aiScore: Math.round(predict(model, featuresOf(r)) * 100) });
    }
    return model;
  }

  return {
    scoring,
    async saveScoring(workspaceId: string, points: Record<string, number>) {
      await repo.saveSettings(workspaceId, { scoring: points });
      return scoring(workspaceId);
    },
    rescore,
    trainModel,
    /** Retrains every workspace that has enough closed leads (the daily job). */
    async trainAll() {
      for (const ws of await repo.workspacesToTrain(MIN_SAMPLES)) await trainModel(ws);
    },
    async model(workspaceId: string) {
      return ((await repo.settings(workspaceId))?.model as Model | null) ?? null;
    },
  };
}
