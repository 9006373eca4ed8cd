// Calls of the public preferences page (signed link, no session).
import { apiRequest } from '../../../lib/api';
import type { ContactStatus } from '@ulak/shared/audience';

export type Preferences = { email: string; status: ContactStatus; sender?: string; lists: { id: string; name: string; subscribed: boolean }[] };
export type PreferencesUpdate = { lists?: Record<string, boolean>; unsubscribeAll?: boolean };
export type PreferencesSaved = { success: boolean; message: string; preferences: Preferences };

// fetchPreferences reads a contact's subscriptions from the signed token (404 INVALID_LINK when bad).
export async function fetchPreferences(token: string): Promise<Preferences> {
  return (await apiRequest<{ preferences: Preferences }>(`/public/preferences/${encodeURIComponent(token)}`, { token: null })).preferences;
}

// savePreferences saves per-list choices or unsubscribes from everything.
export function savePreferences(token: string, body: PreferencesUpdate): Promise<PreferencesSaved> {
  return apiRequest<PreferencesSaved>(`/public/preferences/${encodeURIComponent(token)}`, { method: 'POST', body, token: null });
}
