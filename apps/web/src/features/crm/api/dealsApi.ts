// Calls of the deals endpoints: the pipeline board, create, update, move between stages, close as won or lost, delete.
import type { CrmAnswer, DEAL_STATUSES, dealInputSchema, DealView, PipelineStageView, PipelineView, RequestBody, StageView } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Value in the currency's major unit (lira). */
export type Deal = DealView;

export type Stage = StageView;
export type PipelineStage = PipelineStageView;
export type Pipeline = PipelineView;

export type DealInput = RequestBody<typeof dealInputSchema>;

const dealPath = (id: string) => `/crm/deals/${encodeURIComponent(id)}`;

// fetchPipeline reads the stages with their open deals, value and weighted value.
export function fetchPipeline(): Promise<Pipeline> {
  return apiRequest<CrmAnswer<'pipeline'>>('/crm/pipeline');
}

// createDeal adds a deal (in the first stage unless one is given).
export async function createDeal(body: DealInput): Promise<Deal> {
  return (await apiRequest<CrmAnswer<'deal'>>('/crm/deals', { method: 'POST', body })).deal;
}

// updateDeal changes some fields of a deal.
export async function updateDeal(id: string, body: Partial<DealInput>): Promise<Deal> {
  return (await apiRequest<CrmAnswer<'deal'>>(dealPath(id), { method: 'PATCH', body })).deal;
}

// moveDeal puts a deal in another stage (drag and drop); the server logs the move as an activity.
export async function moveDeal(id: string, stageId: string, position?: number): Promise<Deal> {
  return (await apiRequest<CrmAnswer<'deal'>>(`${dealPath(id)}/move`, { method: 'POST', body: { stageId, position } })).deal;
}

// closeDeal marks a deal won or lost (with a reason when lost).
export async function closeDeal(id: string, status: 'won' | 'lost', lostReason?: string): Promise<Deal> {
  return (await apiRequest<CrmAnswer<'deal'>>(`${dealPath(id)}/close`, { method: 'POST', body: { status, lostReason } })).deal;
}

// deleteDeal removes a deal for good.
export function deleteDeal(id: string): Promise<CrmAnswer<'done'>> {
  return apiRequest<CrmAnswer<'done'>>(dealPath(id), { method: 'DELETE' });
}
