// Calls of the admin capture mailbox (everything the product sends while no mail server is configured).
import { apiRequest } from '../../../lib/api';

export type MailboxItem = { id: string; from: string; to: string; subject: string; receivedAt: string; hasHtml: boolean };
export type MailboxPage = { items: MailboxItem[]; total: number; page: number; limit: number };
export type MailboxAttachment = { index: number; filename: string; contentType: string; size: number };
export type MailboxMessage = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  receivedAt: string;
  attachments?: MailboxAttachment[];
};

// fetchMailbox lists captured messages, newest first.
export function fetchMailbox(page: number, limit: number): Promise<MailboxPage> {
  return apiRequest<MailboxPage>(`/admin/mailbox?page=${page}&limit=${limit}`);
}

// fetchMailboxMessage reads one captured message with its text and HTML bodies.
export async function fetchMailboxMessage(id: string): Promise<MailboxMessage> {
  const data = await apiRequest<{ message: MailboxMessage }>(`/admin/mailbox/${encodeURIComponent(id)}`);
  return data.message;
}

// deleteMailboxMessage removes a captured message.
export function deleteMailboxMessage(id: string): Promise<{ success: boolean }> {
  return apiRequest(`/admin/mailbox/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// attachmentPath is the admin-only download address of one attachment of a captured message.
export function attachmentPath(id: string, index: number): string {
  return `/admin/mailbox/${encodeURIComponent(id)}/attachments/${index}`;
}
