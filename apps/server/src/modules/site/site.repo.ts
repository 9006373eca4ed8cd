// SQL for inquiries, platform settings, newsletter subscribers and public figures.
import { and, asc, count, countDistinct, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { newsletterSubscribers, platformSettings, siteInquiries } from './site.schema.js';

export type SiteRepo = ReturnType<typeof siteRepo>;
export type NewInquiry = typeof siteInquiries.$inferInsert;
export type InquiryRow = typeof siteInquiries.$inferSelect;

// siteRepo holds the public site's queries.
export function siteRepo(db: Db) {
  return {
    async insertInquiry(row: NewInquiry) {
      const [created] = await db.insert(siteInquiries).values(row).returning();
      return created;
    },
    async listInquiries(limit: number, offset: number) {
      const [items, [{ total }]] = await Promise.all([
        db.select().from(siteInquiries).orderBy(desc(siteInquiries.createdAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(siteInquiries),
      ]);
      return { items, total: Number(total) };
    },
    async setInquiryHandled(id: string, handled: boolean) {
      const [row] = await db
        .update(siteInquiries)
        .set({ handledAt: handled ? new Date() : null })
        .where(eq(siteInquiries.id, id))
        .returning();
      return row;
    },

    /** The workspace of the first platform admin (the one `ULAK_ADMIN_EMAIL` creates), if any. */
    async platformWorkspaceId(): Promise<string | undefined> {
      const [row] = await db.select({ workspaceId: users.workspaceId }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);
      return row?.workspaceId;
    },
    /** The interface language of the first platform admin: the language of mail sent to the platform's support. */
    async platformAdminLanguage(): Promise<'tr' | 'en' | undefined> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);
      return row?.language;
    },
    async getSetting<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key));
      return row?.value as T | undefined;
    },
    async setSetting(key: string, value: unknown) {
      await db
        .insert(platformSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
    },

    /**
     * Inserts a pending subscriber, or gives one not yet confirmed a new token, unless a confirmation went out to the
     * address in the last `withinMs`: true when a confirmation mail with this token may go out now (one statement, so
     * concurrent subscribes claim at most one mail; a recent token stays valid).
     */
    async claimConfirmation(email: string, language: string, tokenHash: string, ip: string, withinMs: number) {
      const now = new Date();
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email, language, tokenHash, ip, confirmationSentAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { tokenHash, language, status: 'pending', ip, confirmationSentAt: now },
          setWhere: and(
            sql`${newsletterSubscribers.status} <> 'confirmed'`,
            or(isNull(newsletterSubscribers.confirmationSentAt), lt(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - withinMs))),
          ),
        })
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
    async confirmSubscriber(tokenHash: string) {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(and(eq(newsletterSubscribers.tokenHash, tokenHash), eq(newsletterSubscribers.status, 'pending')))
        .returning();
      return row;
    },

    async platformFigures() {
      const [[w], [c]] = await Promise.all([
        db.select({ n: count() }).from(workspaces),
        db
          .select({ n: countDistinct(users.country) })
          .from(users)
          .where(and(isNotNull(users.country), sql`${users.role} <> 'admin'`)),
      ]);
      return { workspaces: Number(w.n), countries: Number(c.n) };
    },
  };
}
