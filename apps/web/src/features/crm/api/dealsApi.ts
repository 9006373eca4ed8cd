// Calls of the deals endpoints: the pipeline board, create, update, move between stages, close as won or lost, delete.
import { apiRequest } from '../../../lib/api';

export type DealStatus = 'open' | 'won' | 'lost';

export type Deal = {
  id: string;
  title: string;
  leadId: string | null;
  contactId: string | null;
  companyId: string | null;
  stageId: string;
  /** In the currency's major unit (lira). */
  value: number;
  currency: string;
  expectedCloseDate: string | null;
  status: DealStatus;
  lostReason: string | null;
  position: number;
  assignedTo: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Stage = { id: string; key: string; name: string; probability: number; color: string; position: number };
export type PipelineStage = Stage & { deals: Deal[]; count: number; value: number; weightedValue: number };
export type Pipeline = { stages: PipelineStage[]; weightedTotal: number };

export type DealInput = {
  title: string;
  leadId?: string | null;
  companyId?: string | null;
  stageId?: string;
  value?: number;
  expectedCloseDate?: string | null;
};

const dealPath = (id: string) => `/crm/deals/${encodeURIComponent(id)}`;

// fetchPipeline reads the stages with their open deals, value and weighted value.
export function fetchPipeline(): Promise<Pipeline> {
  return apiRequest<Pipeline>('/crm/pipeline');
}

// createDeal adds a deal (in the first stage unless one is given).
export async function createDeal(body: DealInput): Promise<Deal> {
  return (await apiRequest<{ deal: Deal }>('/crm/deals', { method: 'POST', body })).deal;
}

// updateDeal changes some fields of a deal.
export async function updateDeal(id: string, body: Partial<DealInput>): Promise<Deal> {
  return (await apiRequest<{ deal: Deal }>(dealPath(id), { method: 'PATCH', body })).deal;
}

// moveDeal puts a deal in another stage (drag and drop); the server logs the move as an activity.
export async function moveDeal(id: string, stageId: string, position?: number): Promise<Deal> {
  return (await apiRequest<{ deal: Deal }>(`${dealPath(id)}/move`, { method: 'POST', body: { stageId, position } })).deal;
}

// closeDeal marks a deal won or lost (with a reason when lost).
export async function closeDeal(id: string, status: 'won' | 'lost', lostReason?: string): Promise<Deal> {
  return (await apiRequest<{ deal: Deal }>(`${dealPath(id)}/close`, { method: 'POST', body: { status, lostReason } })).deal;
}

// deleteDeal removes a deal for good.
export function deleteDeal(id: string): Promise<{ success: boolean }> {
  return apiRequest(dealPath(id), { method: 'DELETE' });
}
