import type { CrmContact } from '../../api/contactsApi';

// contactName joins a contact's names, or returns null when it has none.
export function contactName(c: Pick<CrmContact, 'firstName' | 'lastName'>): string | null {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
