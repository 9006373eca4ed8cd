// Calls of the public preferences page (signed link, no session).
import { apiRequest } from '../../../lib/api';
import type { preferencesUpdateSchema } from '@ulak/shared/audience';
import type { AudienceAnswer, ContactPreferencesView } from '@ulak/shared/audience-responses';
import type { RequestBody } from '@ulak/shared/responses';

export type Preferences = ContactPreferencesView;
export type PreferencesUpdate = RequestBody<typeof preferencesUpdateSchema>;
export type PreferencesSaved = AudienceAnswer<'preferencesSaved'>;

// fetchPreferences reads a contact's subscriptions from the signed token (404 INVALID_LINK when bad).
export async function fetchPreferences(token: string): Promise<Preferences> {
  return (await apiRequest<AudienceAnswer<'preferences'>>(`/public/preferences/${encodeURIComponent(token)}`, { token: null })).preferences;
}

// savePreferences saves per-list choices or unsubscribes from everything.
export function savePreferences(token: string, body: PreferencesUpdate): Promise<PreferencesSaved> {
  return apiRequest<PreferencesSaved>(`/public/preferences/${encodeURIComponent(token)}`, { method: 'POST', body, token: null });
}
