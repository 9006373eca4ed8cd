// Calls of the DKIM endpoints: read the signing settings with the DNS record to publish, turn signing on or change it, turn it off.
import type { DkimSettingsView, SendingAnswer } from '@ulak/shared';
import type { DkimInput } from '@ulak/shared/campaigns';
import { apiRequest } from '../../../lib/api';

export type DkimSettings = DkimSettingsView;

// fetchDkim reads the workspace's DKIM settings (the private key is never returned).
export async function fetchDkim(): Promise<DkimSettings> {
  return (await apiRequest<SendingAnswer<'dkim'>>('/email-sending/dkim')).dkim;
}

// saveDkim turns signing on or changes it: a pasted PEM key, generate: true, or neither to keep the stored key.
export async function saveDkim(body: DkimInput): Promise<DkimSettings> {
  return (await apiRequest<SendingAnswer<'dkim'>>('/email-sending/dkim', { method: 'PUT', body })).dkim;
}

// deleteDkim turns signing off and deletes the key.
export async function deleteDkim(): Promise<DkimSettings> {
  return (await apiRequest<SendingAnswer<'dkim'>>('/email-sending/dkim', { method: 'DELETE' })).dkim;
}
