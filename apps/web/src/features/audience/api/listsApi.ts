// Calls of the list endpoints: lists with member counts, create, update, delete.
import { apiRequest } from '../../../lib/api';

export type ListVisibility = 'public' | 'private';
export type ListOptIn = 'single' | 'double';

export type ContactList = {
  id: string;
  name: string;
  description: string | null;
  visibility: ListVisibility;
  optIn: ListOptIn;
  members: { confirmed: number; pending: number; unsubscribed: number };
  createdAt: string;
};

export type ListInput = { name: string; description?: string; visibility: ListVisibility; optIn: ListOptIn };

// fetchLists reads every list of the workspace with its member counts, newest first.
export async function fetchLists(): Promise<ContactList[]> {
  return (await apiRequest<{ lists: ContactList[] }>('/contacts/lists')).lists;
}

// createList adds a list.
export function createList(body: ListInput): Promise<unknown> {
  return apiRequest('/contacts/lists', { method: 'POST', body });
}

// updateList changes a list's name, description, visibility or opt-in.
export function updateList(id: string, body: Partial<ListInput>): Promise<unknown> {
  return apiRequest(`/contacts/lists/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

// deleteList removes a list; its contacts stay.
export function deleteList(id: string): Promise<unknown> {
  return apiRequest(`/contacts/lists/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
