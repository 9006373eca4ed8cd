import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    subject: text('subject').notNull().default(''),
    category: text('category', { enum: ['newsletter', 'promotional', 'transactional', 'welcome'] })
      .notNull()
      .default('newsletter'),
    templateType: text('template_type').notNull().default('custom'),
    /** MJML source when designed in the editor; HTML is compiled from it. */
    mjml: text('mjml'),
    htmlContent: text('html_content').notNull(),
    textContent: text('text_content').notNull().default(''),
    designJson: text('design_json'),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('templates_workspace_slug_uq').on(t.workspaceId, t.slug), index('templates_workspace_idx').on(t.workspaceId, t.updatedAt)],
);
