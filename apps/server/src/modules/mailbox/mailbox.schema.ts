import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages received by the built-in capture SMTP server (platform-level, read by the platform admin). */
export const capturedMails = pgTable(
  'captured_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id'),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text'),
    html: text('html'),
    /** The raw header block, to check List-Unsubscribe, Message-ID, DKIM and the rest. */
    headers: text('headers'),
    size: integer('size').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captured_mails_received_idx').on(t.receivedAt), index('captured_mails_to_idx').on(t.toAddresses)],
);
