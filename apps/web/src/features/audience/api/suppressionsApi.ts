// Calls of the suppression endpoints and the delivery-event webhook address.
import type { AudienceAnswer, SuppressionView } from '@ulak/shared/audience-responses';
import { apiRequest } from '../../../lib/api';
import { queryString } from './contactsApi';

export type Suppression = SuppressionView;
export type SuppressionReason = Suppression['reason'];
export type SuppressionPage = AudienceAnswer<'suppressions'>;

// fetchSuppressions reads one page of suppressed addresses, newest first.
export function fetchSuppressions(search: string, page: number, limit: number): Promise<SuppressionPage> {
  return apiRequest<SuppressionPage>(`/contacts/suppressions${queryString({ search: search.trim() || undefined, page, limit })}`);
}

// addSuppression blocks an address by hand.
export function addSuppression(email: string): Promise<AudienceAnswer<'done'>> {
  return apiRequest('/contacts/suppressions', { method: 'POST', body: { email } });
}

// deleteSuppression lifts a suppression (the contact is subscribed again).
export function deleteSuppression(email: string): Promise<AudienceAnswer<'done'>> {
  return apiRequest(`/contacts/suppressions/${encodeURIComponent(email)}`, { method: 'DELETE' });
}

// fetchWebhookUrl reads the workspace's delivery-event webhook address.
export async function fetchWebhookUrl(): Promise<string> {
  return (await apiRequest<AudienceAnswer<'webhook'>>('/contacts/webhook')).url;
}
