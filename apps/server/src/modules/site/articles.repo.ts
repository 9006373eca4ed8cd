// SQL for blog posts and help articles: search, category counts, popularity, helpfulness.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles } from './site.schema.js';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticlesRepo = ReturnType<typeof articlesRepo>;
export type ArticleQuery = { kind: 'blog' | 'help'; language: 'tr' | 'en'; search?: string; category?: string; limit: number; offset: number };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// articlesRepo holds the article queries.
export function articlesRepo(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(articles);
      return Number(row.n);
    },
    async insertMany(rows: (typeof articles.$inferInsert)[]) {
      if (rows.length) await db.insert(articles).values(rows).onConflictDoNothing();
    },
    async search(q: ArticleQuery) {
      const base: SQL[] = [eq(articles.kind, q.kind), eq(articles.language, q.language)];
      const filtered = [...base];
      if (q.search) {
        const pattern = `%${likeEscape(q.search)}%`;
        filtered.push(or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern), ilike(articles.body, pattern)) as SQL);
      }
      const withCategory = q.category ? [...filtered, eq(articles.category, q.category)] : filtered;
      const [items, [{ total }], categories, popular] = await Promise.all([
        db
          .select()
          .from(articles)
          .where(and(...withCategory))
          .orderBy(desc(articles.featured), desc(articles.publishedAt))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ total: count() })
          .from(articles)
          .where(and(...withCategory)),
        db
          .select({ id: articles.category, count: count() })
          .from(articles)
          .where(and(...filtered))
          .groupBy(articles.category)
          .orderBy(articles.category),
        db
          .select({ id: articles.id, slug: articles.slug, title: articles.title, views: articles.views })
          .from(articles)
          .where(and(...base))
          .orderBy(desc(articles.views), desc(articles.publishedAt))
          .limit(5),
      ]);
      return { items, total: Number(total), categories: categories.map((c) => ({ id: c.id, count: Number(c.count) })), popular };
    },
    /** Returns the article and counts the view. */
    async viewBySlug(kind: 'blog' | 'help', language: 'tr' | 'en', slug: string) {
      const [row] = await db
        .update(articles)
        .set({ views: sql`${articles.views} + 1` })
        .where(and(eq(articles.kind, kind), eq(articles.language, language), eq(articles.slug, slug)))
        .returning();
      return row;
    },
    async vote(id: string, helpful: boolean) {
      const [row] = await db
        .update(articles)
        .set(helpful ? { helpfulYes: sql`${articles.helpfulYes} + 1` } : { helpfulNo: sql`${articles.helpfulNo} + 1` })
        .where(eq(articles.id, id))
        .returning();
      return row;
    },
  };
}
