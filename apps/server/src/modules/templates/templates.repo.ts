// SQL for templates, scoped by workspace.
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templates } from './templates.schema.js';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplatesRepo = ReturnType<typeof templatesRepo>;

// templatesRepo holds the template queries.
export function templatesRepo(db: Db) {
  return {
    list: (workspaceId: string) => db.select().from(templates).where(eq(templates.workspaceId, workspaceId)).orderBy(desc(templates.updatedAt)),
    async find(workspaceId: string, idOrSlug: string) {
      const isUuid = /^[0-9a-f-]{36}$/.test(idOrSlug);
      const [row] = await db
        .select()
        .from(templates)
        .where(and(eq(templates.workspaceId, workspaceId), isUuid ? eq(templates.id, idOrSlug) : eq(templates.slug, idOrSlug)));
      return row;
    },
    async slugsLike(workspaceId: string, base: string) {
      const rows = await db
        .select({ slug: templates.slug })
        .from(templates)
        .where(and(eq(templates.workspaceId, workspaceId), or(eq(templates.slug, base), like(templates.slug, `${base}-%`))));
      return new Set(rows.map((r) => r.slug));
    },
    async insert(row: typeof templates.$inferInsert) {
      const [created] = await db.insert(templates).values(row).returning();
      return created;
    },
    async update(workspaceId: string, id: string, patch: Partial<typeof templates.$inferInsert>) {
      const [row] = await db
        .update(templates)
        .set(patch)
        .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)))
        .returning();
      return row;
    },
    async remove(workspaceId: string, id: string) {
      const rows = await db
        .delete(templates)
        .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)))
        .returning({ id: templates.id });
      return rows.length > 0;
    },
  };
}
