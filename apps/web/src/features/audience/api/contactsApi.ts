// Calls of the contacts endpoints: search and pages, counts, one contact, create, update, delete, bulk, export.
import type { bulkActionSchema, ContactInput, ContactStatus } from '@ulak/shared/audience';
import type {
  AttributeValueView,
  AudienceAnswer,
  ContactDetailView,
  ContactEventView,
  ContactMembershipView,
  ContactView,
} from '@ulak/shared/audience-responses';
import type { RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';
import { downloadFile, queryString } from './http';

export { queryString };

export type AttributeValue = AttributeValueView;
export type Contact = ContactView;
export type ContactEvent = ContactEventView;
export type ContactMembership = ContactMembershipView;
export type ContactDetail = ContactDetailView;

export type ContactSort = 'created_at' | 'email' | 'last_name';
export type SortOrder = 'asc' | 'desc';

/** The filters a contact page, count and export share. */
export type ContactFilters = { search?: string; status?: ContactStatus; listId?: string; segmentId?: string; tag?: string };
export type ContactPageQuery = ContactFilters & { sort: ContactSort; order: SortOrder; cursor?: string; limit: number };
export type ContactPage = AudienceAnswer<'page'>;
export type ContactStats = AudienceAnswer<'stats'>;

export type BulkAction = RequestBody<typeof bulkActionSchema>;

// fetchContacts reads one keyset page of contacts.
export function fetchContacts(q: ContactPageQuery): Promise<ContactPage> {
  return apiRequest<ContactPage>(`/contacts${queryString(q)}`);
}

// fetchContactCount counts the contacts matching the filters.
export async function fetchContactCount(filters: ContactFilters): Promise<number> {
  return (await apiRequest<AudienceAnswer<'count'>>(`/contacts/count${queryString(filters)}`)).count;
}

// fetchContactStats reads the workspace's totals by status.
export function fetchContactStats(): Promise<ContactStats> {
  return apiRequest<ContactStats>('/contacts/stats');
}

// fetchContact reads one contact with its lists, recent engagement and preferences link.
export async function fetchContact(id: string): Promise<ContactDetail> {
  return (await apiRequest<AudienceAnswer<'contactDetail'>>(`/contacts/${encodeURIComponent(id)}`)).contact;
}

// createContact adds a contact (409 CONTACT_EXISTS when the address is taken).
export async function createContact(body: ContactInput): Promise<Contact> {
  return (await apiRequest<AudienceAnswer<'contact'>>('/contacts', { method: 'POST', body })).contact;
}

// updateContact changes some fields of a contact.
export async function updateContact(id: string, body: Partial<ContactInput>): Promise<Contact> {
  return (await apiRequest<AudienceAnswer<'contact'>>(`/contacts/${encodeURIComponent(id)}`, { method: 'PATCH', body })).contact;
}

// deleteContact removes a contact for good.
export function deleteContact(id: string): Promise<AudienceAnswer<'done'>> {
  return apiRequest(`/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// bulkContacts tags, untags, adds to or removes from a list, or deletes many contacts at once.
export function bulkContacts(body: BulkAction): Promise<AudienceAnswer<'bulk'>> {
  return apiRequest<AudienceAnswer<'bulk'>>('/contacts/bulk', { method: 'POST', body });
}

// exportContacts downloads the contacts matching the filters (a list, a segment) as CSV.
export function exportContacts(filters: ContactFilters): Promise<void> {
  return downloadFile(`/contacts/export${queryString(filters)}`, 'contacts.csv');
}
