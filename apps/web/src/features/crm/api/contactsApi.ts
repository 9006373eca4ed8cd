// Calls of the CRM view of the audience contacts: keyset pages with search, one contact with its CRM timeline.
import type { ContactView, CrmAnswer, CrmContactDetailView } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type CrmContact = ContactView;
export type CrmContactDetail = CrmContactDetailView;
export type CrmContactPage = CrmAnswer<'contacts'>;
export type CrmContactQuery = { search?: string; limit: number; cursor?: string };

// fetchCrmContacts reads one keyset page of contacts.
export function fetchCrmContacts(q: CrmContactQuery): Promise<CrmContactPage> {
  return apiRequest<CrmContactPage>(`/crm/contacts${queryString(q)}`);
}

// fetchCrmContact reads one contact with its lists and CRM timeline.
export async function fetchCrmContact(id: string): Promise<CrmContactDetail> {
  return (await apiRequest<CrmAnswer<'contact'>>(`/crm/contacts/${encodeURIComponent(id)}`)).contact;
}
