// Calls of the list endpoints: lists with member counts, create, update, delete.
import type { listInputSchema } from '@ulak/shared/audience';
import type { AudienceAnswer } from '@ulak/shared/audience-responses';
import type { RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';

export type ContactList = AudienceAnswer<'lists'>['lists'][number];
export type ListVisibility = ContactList['visibility'];
export type ListOptIn = ContactList['optIn'];

export type ListInput = RequestBody<typeof listInputSchema>;

// fetchLists reads every list of the workspace with its member counts, newest first.
export async function fetchLists(): Promise<ContactList[]> {
  return (await apiRequest<AudienceAnswer<'lists'>>('/contacts/lists')).lists;
}

// createList adds a list.
export function createList(body: ListInput): Promise<AudienceAnswer<'list'>> {
  return apiRequest('/contacts/lists', { method: 'POST', body });
}

// updateList changes a list's name, description, visibility or opt-in.
export function updateList(id: string, body: Partial<ListInput>): Promise<AudienceAnswer<'list'>> {
  return apiRequest(`/contacts/lists/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

// deleteList removes a list; its contacts stay.
export function deleteList(id: string): Promise<AudienceAnswer<'done'>> {
  return apiRequest(`/contacts/lists/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
