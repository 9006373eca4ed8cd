import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a session of the workspace was last used: kept by triggers on sessions (migration 0053), read by the admin's
     * active-workspaces figure (workspaces_last_active_idx) instead of grouping every session.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // the admin's user search also matches the workspace name (three letters or more)
  (t) => [index('workspaces_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`), index('workspaces_last_active_idx').on(t.lastActiveAt)],
);
