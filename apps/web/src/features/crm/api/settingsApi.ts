// Calls of the CRM settings endpoints: pipeline stages, scoring points and the AI scoring model.
import type { CrmAnswer, RequestBody, ScoringModelView, ScoringPointsView, stagesUpdateSchema } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';
import type { Stage } from './dealsApi';

export type Scoring = ScoringPointsView;
export type ScoringModel = ScoringModelView;
export type CrmSettings = CrmAnswer<'settings'>;
export type StageInput = RequestBody<typeof stagesUpdateSchema>['stages'][number];

// fetchCrmSettings reads the stages, scoring points and model.
export function fetchCrmSettings(): Promise<CrmSettings> {
  return apiRequest<CrmAnswer<'settings'>>('/crm/settings');
}

// saveStages renames, recolours, re-weights, reorders or adds stages.
export async function saveStages(stages: StageInput[]): Promise<Stage[]> {
  return (await apiRequest<CrmAnswer<'stages'>>('/crm/settings/stages', { method: 'PUT', body: { stages } })).stages;
}

// saveScoring sets the points each event adds to a lead's score.
export async function saveScoring(scoring: Scoring): Promise<Scoring> {
  return (await apiRequest<CrmAnswer<'scoring'>>('/crm/settings/scoring', { method: 'PUT', body: scoring })).scoring;
}

// trainModel retrains the AI score; null means there are too few closed leads yet.
export async function trainModel(): Promise<ScoringModel | null> {
  return (await apiRequest<CrmAnswer<'model'>>('/crm/model/train', { method: 'POST' })).model;
}
