// Calls of the CRM view of the audience contacts: keyset pages with search, one contact with its CRM timeline.
import type { ContactStatus } from '@ulak/shared/audience';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';
import type { TimelineItem } from './leadsApi';

export type CrmContact = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  country: string | null;
  status: ContactStatus;
  tags: string[];
  createdAt: string;
};
export type CrmContactDetail = CrmContact & { lists: { id: string; name: string; status: string }[]; timeline: TimelineItem[] };
export type CrmContactPage = { contacts: CrmContact[]; nextCursor: string | null };
export type CrmContactQuery = { search?: string; limit: number; cursor?: string };

// fetchCrmContacts reads one keyset page of contacts.
export function fetchCrmContacts(q: CrmContactQuery): Promise<CrmContactPage> {
  return apiRequest<CrmContactPage>(`/crm/contacts${queryString(q)}`);
}

// fetchCrmContact reads one contact with its lists and CRM timeline.
export async function fetchCrmContact(id: string): Promise<CrmContactDetail> {
  return (await apiRequest<{ contact: CrmContactDetail }>(`/crm/contacts/${encodeURIComponent(id)}`)).contact;
}
