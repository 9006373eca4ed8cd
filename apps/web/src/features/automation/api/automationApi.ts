// Calls of the automation endpoints; every answer's type is inferred from the shared contract.
import type {
  AutomationActionsResponse,
  AutomationAnalyticsResponse,
  AutomationEventKeyResponse,
  AutomationSettings,
  AutomationSettingsResponse,
  AutomationTriggersResponse,
  DripInput,
  DripResponse,
  MarketTemplate,
  WorkflowEnrolResponse,
  WorkflowExport,
  WorkflowInput,
  WorkflowListResponse,
  WorkflowPublishResponse,
  WorkflowResponse as WorkflowOne,
  WorkflowRunsResponse,
} from '@ulak/shared/automation';
import { apiRequest } from '../../../lib/api';

export type WorkflowList = WorkflowListResponse;
export type WorkflowResponse = WorkflowOne;
export type Workflow = WorkflowResponse['workflow'];
export type PublishResponse = WorkflowPublishResponse;
export type RunsResponse = WorkflowRunsResponse;
export type AnalyticsResponse = AutomationAnalyticsResponse;
export type SettingsResponse = AutomationSettingsResponse;
export type TriggersResponse = AutomationTriggersResponse;
export type ActionsResponse = AutomationActionsResponse;
export type EventKeyResponse = AutomationEventKeyResponse;
export type EnrolResponse = WorkflowEnrolResponse;

// fetchWorkflows lists the workspace's workflows with their figures.
export async function fetchWorkflows() {
  return (await apiRequest<WorkflowList>('/automation/workflows')).workflows;
}
// fetchWorkflow reads one workflow with its draft, published graph and runs per node.
export async function fetchWorkflow(id: string) {
  return (await apiRequest<WorkflowResponse>(`/automation/workflows/${id}`)).workflow;
}
// createWorkflow stores a new draft.
export async function createWorkflow(input: WorkflowInput) {
  return (await apiRequest<WorkflowResponse>('/automation/workflows', { method: 'POST', body: input })).workflow;
}
// updateWorkflow saves the draft.
export async function updateWorkflow({ id, input }: { id: string; input: Partial<WorkflowInput> }) {
  return (await apiRequest<WorkflowResponse>(`/automation/workflows/${id}`, { method: 'PUT', body: input })).workflow;
}
// publishWorkflow publishes the draft as a new version.
export async function publishWorkflow({ id, migrateRuns }: { id: string; migrateRuns?: boolean }) {
  return apiRequest<PublishResponse>(`/automation/workflows/${id}/publish`, { method: 'POST', body: { migrateRuns } });
}
// toggleWorkflow pauses or activates (seed 001 §4).
export async function toggleWorkflow({ id, status }: { id: string; status: 'active' | 'paused' }) {
  return (await apiRequest<WorkflowResponse>(`/automation/workflows/${id}/toggle`, { method: 'PUT', body: { status } })).workflow;
}
// duplicateWorkflow copies a workflow as a draft.
export async function duplicateWorkflow(id: string) {
  return (await apiRequest<WorkflowResponse>(`/automation/workflows/${id}/duplicate`, { method: 'POST' })).workflow;
}
// deleteWorkflow removes a workflow and its runs.
export async function deleteWorkflow(id: string) {
  await apiRequest(`/automation/workflows/${id}`, { method: 'DELETE' });
}
// exportWorkflow reads a workflow as importable JSON.
export async function exportWorkflow(id: string) {
  return apiRequest<WorkflowExport>(`/automation/workflows/${id}/export`);
}
// importWorkflow stores an exported workflow as a draft.
export async function importWorkflow(input: WorkflowExport) {
  return (await apiRequest<WorkflowResponse>('/automation/workflows/import', { method: 'POST', body: input })).workflow;
}
// installTemplate installs a market template as a draft.
export async function installTemplate(input: { template: MarketTemplate; language: 'tr' | 'en' }) {
  return (await apiRequest<WorkflowResponse>('/automation/templates/install', { method: 'POST', body: input })).workflow;
}
// enrolContacts enrols contacts or a list in a published workflow.
export async function enrolContacts({ id, listId }: { id: string; listId: string }) {
  return apiRequest<EnrolResponse>(`/automation/workflows/${id}/enrol`, { method: 'POST', body: { listId } });
}
// fetchRuns pages a workflow's runs with their step history.
export async function fetchRuns(id: string, page: number, status?: string) {
  const q = new URLSearchParams({ page: String(page), limit: '20', ...(status ? { status } : {}) });
  return apiRequest<RunsResponse>(`/automation/workflows/${id}/runs?${q.toString()}`);
}
// fetchAnalytics reads the stat cards and per-workflow figures.
export async function fetchAnalytics() {
  return apiRequest<AnalyticsResponse>('/automation/analytics');
}
// fetchTriggers and fetchActions read the catalogues.
export async function fetchTriggers() {
  return (await apiRequest<TriggersResponse>('/automation/triggers')).triggers;
}
export async function fetchActions() {
  return apiRequest<ActionsResponse>('/automation/actions');
}
// fetchSettings reads limits, time zone, quiet hours and the ingest key prefix.
export async function fetchSettings() {
  return apiRequest<SettingsResponse>('/automation/settings');
}
// saveSettings changes the automation settings.
export async function saveSettings(input: Partial<AutomationSettings>) {
  return apiRequest<SettingsResponse>('/automation/settings', { method: 'PUT', body: input });
}
// rotateEventKey generates a new event ingest key (shown once).
export async function rotateEventKey() {
  return apiRequest<EventKeyResponse>('/automation/settings/event-key', { method: 'POST' });
}
// createDrip creates, publishes and starts a drip campaign (a series of emails with delays to a list).
export async function createDrip(input: DripInput) {
  return apiRequest<DripResponse>('/automation/drips', { method: 'POST', body: input });
}
