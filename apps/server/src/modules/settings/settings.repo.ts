// SQL for the workspace and user settings, in-app notifications, email changes, exports and workspace deletion.
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { dataExports, emailChanges, notifications, userAvatars, userPreferences, workspaceMembers, workspaceSettings } from './settings.schema.js';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type ExportRow = typeof dataExports.$inferSelect;
export type SettingsRepo = ReturnType<typeof settingsRepo>;

// settingsRepo holds the settings queries; every one names the workspace (and the user for personal rows).
export function settingsRepo(db: Db) {
  return {
    async workspace(workspaceId: string) {
      const [row] = await db
        .select({ id: workspaces.id, name: workspaces.name, settings: workspaceSettings })
        .from(workspaces)
        .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, workspaces.id))
        .where(eq(workspaces.id, workspaceId));
      return row;
    },
    async saveWorkspace(workspaceId: string, patch: Partial<Omit<typeof workspaceSettings.$inferInsert, 'workspaceId'>>) {
      await db
        .insert(workspaceSettings)
        .values({ workspaceId, ...patch })
        .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: patch });
    },
    async preferences(workspaceId: string, userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(and(eq(userPreferences.workspaceId, workspaceId), eq(userPreferences.userId, userId)));
      return row;
    },
    async savePreferences(workspaceId: string, userId: string, patch: Partial<Omit<typeof userPreferences.$inferInsert, 'workspaceId' | 'userId'>>) {
      await db
        .insert(userPreferences)
        .values({ workspaceId, userId, ...patch })
        .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.workspaceId], set: patch });
    },
    async user(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },
    async updateUser(userId: string, patch: Partial<typeof users.$inferInsert>) {
      await db.update(users).set(patch).where(eq(users.id, userId));
    },
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${exceptUserId}`));
      return Boolean(row);
    },

    /** Members of a workspace with their notification flags (home users and membership rows, not removed). */
    async recipients(workspaceId: string, userIds?: string[]) {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          phone: users.phone,
          language: users.language,
          notifications: userPreferences.notifications,
          role: workspaceMembers.role,
        })
        .from(users)
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, users.id)))
        .leftJoin(userPreferences, and(eq(userPreferences.workspaceId, workspaceId), eq(userPreferences.userId, users.id)))
        .where(
          and(
            sql`(${users.workspaceId} = ${workspaceId} OR ${workspaceMembers.workspaceId} = ${workspaceId})`,
            isNull(workspaceMembers.removedAt),
            userIds?.length ? inArray(users.id, userIds) : undefined,
          ),
        )
        .limit(1000);
      return rows;
    },
    async insertNotifications(rows: (typeof notifications.$inferInsert)[]) {
      if (rows.length) await db.insert(notifications).values(rows);
    },
    async notifications(workspaceId: string, userId: string, page: number, limit: number) {
      const where = and(eq(notifications.workspaceId, workspaceId), eq(notifications.userId, userId));
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [totals] = await db
        .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)`.mapWith(Number) })
        .from(notifications)
        .where(where);
      return { rows, total: Number(totals?.total ?? 0), unread: totals?.unread ?? 0 };
    },
    async markRead(workspaceId: string, userId: string, ids: string[] | 'all') {
      const cond = [eq(notifications.workspaceId, workspaceId), eq(notifications.userId, userId), isNull(notifications.readAt)];
      if (ids !== 'all') cond.push(inArray(notifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']));
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(...cond));
    },

    async replaceEmailChange(row: typeof emailChanges.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ usedAt: new Date() })
          .where(and(eq(emailChanges.userId, row.userId), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values(row);
      });
    },
    async pendingEmailChange(workspaceId: string, userId: string) {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(
          and(eq(emailChanges.workspaceId, workspaceId), eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row;
    },
    async addEmailChangeAttempt(id: string) {
      await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.id, id));
    },
    /** Uses the code and sets the new email in one transaction; false when used meanwhile or the address got taken. */
    async completeEmailChange(id: string, userId: string, email: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(emailChanges)
          .set({ usedAt: new Date() })
          .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt)))
          .returning({ id: emailChanges.id });
        if (!used.length) return false;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${userId}`));
        if (taken) return false;
        // the code came by mail to the new address: it is proved
        await tx.update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, userId));
        return true;
      });
    },

    async insertExport(workspaceId: string, requestedBy: string): Promise<ExportRow> {
      const [row] = await db.insert(dataExports).values({ workspaceId, requestedBy }).returning();
      return row;
    },
    async exports(workspaceId: string): Promise<ExportRow[]> {
      return db.select().from(dataExports).where(eq(dataExports.workspaceId, workspaceId)).orderBy(desc(dataExports.createdAt)).limit(20);
    },
    async findExport(workspaceId: string, id: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.workspaceId, workspaceId), eq(dataExports.id, id)));
      return row;
    },
    async exportById(id: string): Promise<ExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },
    async updateExport(id: string, patch: Partial<typeof dataExports.$inferInsert>) {
      await db.update(dataExports).set(patch).where(eq(dataExports.id, id));
    },
    async runningExport(workspaceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.workspaceId, workspaceId),
            inArray(dataExports.status, ['queued', 'running']),
            gt(dataExports.createdAt, new Date(Date.now() - 3600_000)),
          ),
        );
      return Boolean(row);
    },

    async avatarOf(userId: string) {
      const [row] = await db.select({ id: userAvatars.id }).from(userAvatars).where(eq(userAvatars.userId, userId));
      return row;
    },
    async avatarById(id: string) {
      const [row] = await db.select({ image: userAvatars.image, contentType: userAvatars.contentType }).from(userAvatars).where(eq(userAvatars.id, id));
      return row;
    },
    /** Stores (or replaces) a user's avatar under a new public id; answers the id. */
    async saveAvatar(userId: string, workspaceId: string, image: Buffer, contentType: string): Promise<string> {
      const id = crypto.randomUUID();
      await db
        .insert(userAvatars)
        .values({ userId, workspaceId, id, image, contentType })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { id, image, contentType, updatedAt: new Date() } });
      return id;
    },
    async removeAvatar(userId: string) {
      await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    },

    /** Workspaces whose deletion grace period has ended. */
    async dueDeletions(): Promise<string[]> {
      const rows = await db
        .select({ id: workspaceSettings.workspaceId })
        .from(workspaceSettings)
        .where(lt(workspaceSettings.deletionScheduledFor, new Date()))
        .limit(50);
      return rows.map((r) => r.id);
    },
    async deleteWorkspace(workspaceId: string) {
      await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    },
  };
}
