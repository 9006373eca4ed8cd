// Calls of the admin capture mailbox (everything the product sends while no mail server is configured).
import type { PublicSiteAnswer } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type MailboxPage = PublicSiteAnswer<'mailbox'>;
export type MailboxItem = MailboxPage['items'][number];
export type MailboxMessage = PublicSiteAnswer<'mailboxMessage'>['message'];
export type MailboxAttachment = MailboxMessage['attachments'][number];

// fetchMailbox lists captured messages, newest first.
export function fetchMailbox(page: number, limit: number): Promise<MailboxPage> {
  return apiRequest<MailboxPage>(`/admin/mailbox?page=${page}&limit=${limit}`);
}

// fetchMailboxMessage reads one captured message with its text and HTML bodies.
export async function fetchMailboxMessage(id: string): Promise<MailboxMessage> {
  const data = await apiRequest<PublicSiteAnswer<'mailboxMessage'>>(`/admin/mailbox/${encodeURIComponent(id)}`);
  return data.message;
}

// deleteMailboxMessage removes a captured message.
export function deleteMailboxMessage(id: string): Promise<PublicSiteAnswer<'done'>> {
  return apiRequest(`/admin/mailbox/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// attachmentPath is the admin-only download address of one attachment of a captured message.
export function attachmentPath(id: string, index: number): string {
  return `/admin/mailbox/${encodeURIComponent(id)}/attachments/${index}`;
}
