// Calls of the CRM settings endpoints: pipeline stages, scoring points and the AI scoring model.
import { apiRequest } from '../../../lib/api';
import type { Stage } from './dealsApi';

export type Scoring = { email_open: number; website_visit: number; form_fill: number; phone_call: number };
export type ScoringModel = { accuracy: number; samples: number; trainedAt: string };
export type CrmSettings = { stages: Stage[]; scoring: Scoring; model: ScoringModel | null };
export type StageInput = { id?: string; name: string; probability: number; color: string };

// fetchCrmSettings reads the stages, scoring points and model.
export function fetchCrmSettings(): Promise<CrmSettings> {
  return apiRequest<CrmSettings>('/crm/settings');
}

// saveStages renames, recolours, re-weights, reorders or adds stages.
export async function saveStages(stages: StageInput[]): Promise<Stage[]> {
  return (await apiRequest<{ stages: Stage[] }>('/crm/settings/stages', { method: 'PUT', body: { stages } })).stages;
}

// saveScoring sets the points each event adds to a lead's score.
export async function saveScoring(scoring: Scoring): Promise<Scoring> {
  return (await apiRequest<{ scoring: Scoring }>('/crm/settings/scoring', { method: 'PUT', body: scoring })).scoring;
}

// trainModel retrains the AI score; null means there are too few closed leads yet.
export async function trainModel(): Promise<ScoringModel | null> {
  return (await apiRequest<{ model: ScoringModel | null }>('/crm/model/train', { method: 'POST' })).model;
}
