// Tables of the unified inbox: one conversation per (workspace, channel, thread), its messages, the workspace's chat widget.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { contacts } from '../contacts/contacts.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

export const inboxConversations = pgTable(
  'inbox_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** chat | email | sms | whatsapp | telegram */
    channel: text('channel').notNull(),
    /** What groups messages into this conversation: the visitor id, the phone number, the first email's Message-ID… */
    threadKey: text('thread_key').notNull(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    name: text('name'),
    /** The sender's address on the channel (email, E.164 number, chat id, visitor id). */
    fromAddress: text('from_address').notNull(),
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    unreadCount: integer('unread_count').notNull().default(0),
    preview: text('preview').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** Email conversations: the subject replies keep. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('inbox_conversations_thread_uq').on(t.workspaceId, t.channel, t.threadKey),
    index('inbox_conversations_workspace_last_idx').on(t.workspaceId, t.lastMessageAt),
  ],
);

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => inboxConversations.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** in (from the customer) | out (from an agent) */
    direction: text('direction').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    text: text('text').notNull(),
    /** The provider's message id (SMS sid, WhatsApp wamid, email Message-ID, widget client id): unique per workspace and channel. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_messages_external_uq').on(t.workspaceId, t.channel, t.externalId),
    index('inbox_messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

export const inboxWidgets = pgTable(
  'inbox_widgets',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The public key in the embed script's URL. */
    key: text('key').notNull(),
    greeting: text('greeting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inbox_widgets_key_uq').on(t.key)],
);
