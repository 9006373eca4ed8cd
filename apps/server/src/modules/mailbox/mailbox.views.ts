// What the capture mailbox routes answer, built from the repository's rows (instants as ISO strings).
import type { PublicSiteAnswer } from '@ulak/shared';
import type { AttachmentMeta, MailboxRepo } from './mailbox.repo.js';

type ItemRow = Awaited<ReturnType<MailboxRepo['list']>>['items'][number];
type MessageRow = NonNullable<Awaited<ReturnType<MailboxRepo['get']>>>;

// mailboxItemView is a captured message as the list shows it.
export function mailboxItemView(row: ItemRow): PublicSiteAnswer<'mailbox'>['items'][number] {
  return { id: row.id, from: row.from, to: row.to, subject: row.subject, receivedAt: row.receivedAt.toISOString(), hasHtml: row.hasHtml };
}

// mailboxMessageView is one captured message with its parts and the list of its attachments.
export function mailboxMessageView(row: MessageRow, attachments: AttachmentMeta[]): PublicSiteAnswer<'mailboxMessage'>['message'] {
  return {
    id: row.id,
    from: row.fromAddress,
    to: row.toAddresses,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    receivedAt: row.receivedAt.toISOString(),
    attachments,
  };
}
