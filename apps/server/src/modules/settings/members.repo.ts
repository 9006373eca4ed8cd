// SQL for workspace members, invitations, sessions and the per-request session policy. Users and sessions are the
// auth tables (read here, and written only for an invitee's account, membership and sessions).
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';
import type { WorkspaceRole } from '@ulak/shared';
import { invitations, sessionActivity, workspaceMembers, workspaceSettings } from './settings.schema.js';

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type MembersRepo = ReturnType<typeof membersRepo>;

/** What the guard needs about a live session, in one query. */
export type SessionPolicyRow = {
  sessionWorkspaceId: string;
  homeWorkspaceId: string;
  role: WorkspaceRole | null;
  removed: boolean;
  lastSeenAt: Date | null;
  idleTimeoutMinutes: number | null;
};

// membersRepo holds the member, invitation and session queries; every one names the workspace or the user.
export function membersRepo(db: Db) {
  return {
    async sessionPolicy(sessionId: string): Promise<SessionPolicyRow | undefined> {
      const [row] = await db
        .select({
          sessionWorkspaceId: sessions.workspaceId,
          homeWorkspaceId: users.workspaceId,
          role: workspaceMembers.role,
          removedAt: workspaceMembers.removedAt,
          lastSeenAt: sessionActivity.lastSeenAt,
          idleTimeoutMinutes: workspaceSettings.idleTimeoutMinutes,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, sessions.workspaceId), eq(workspaceMembers.userId, sessions.userId)))
        .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
        .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, sessions.workspaceId))
        .where(eq(sessions.id, sessionId));
      if (!row) return undefined;
      return { ...row, removed: row.removedAt !== null };
    },

    /** Records activity at most once a minute per session. */
    async touchActivity(sessionId: string, workspaceId: string) {
      await db
        .insert(sessionActivity)
        .values({ sessionId, workspaceId, lastSeenAt: new Date() })
        .onConflictDoUpdate({
          target: sessionActivity.sessionId,
          set: { lastSeenAt: new Date() },
          setWhere: sql`${sessionActivity.lastSeenAt} < now() - interval '1 minute'`,
        });
    },

    async revokeSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The role of a user in a workspace: the membership row, else owner of their home workspace, else none. */
    async roleOf(workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
      const [row] = await db
        .select({ home: users.workspaceId, role: workspaceMembers.role, removedAt: workspaceMembers.removedAt })
        .from(users)
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, users.id)))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      if (row.removedAt) return undefined;
      if (row.role) return row.role;
      return row.home === workspaceId ? 'owner' : undefined;
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    /** The first owner of a workspace (the account an API key acts as when its creator is gone). */
    async ownerOf(workspaceId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(users)
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, users.id)))
        .where(
          and(eq(users.workspaceId, workspaceId), or(isNull(workspaceMembers.role), eq(workspaceMembers.role, 'owner')), isNull(workspaceMembers.removedAt)),
        )
        .orderBy(users.createdAt)
        .limit(1);
      return row?.user;
    },

    async workspaceName(workspaceId: string): Promise<string> {
      const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
      return row?.name ?? '';
    },

    /** Members: users whose home is the workspace and users with a membership row, without removed ones. */
    async members(workspaceId: string) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          home: users.workspaceId,
          role: workspaceMembers.role,
          joinedAt: sql<Date>`coalesce(${workspaceMembers.createdAt}, ${users.createdAt})`.mapWith((v) => new Date(v as string)),
          lastSeenAt:
            sql<Date | null>`(SELECT max(${sessions.lastUsedAt}) FROM ${sessions} WHERE ${sessions.userId} = ${users.id} AND ${sessions.workspaceId} = ${workspaceId})`.mapWith(
              (v) => (v ? new Date(v as string) : null),
            ),
        })
        .from(users)
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, users.id)))
        .where(and(or(eq(users.workspaceId, workspaceId), eq(workspaceMembers.workspaceId, workspaceId)), isNull(workspaceMembers.removedAt)))
        .orderBy(users.createdAt)
        .limit(1000);
    },

    async setRole(workspaceId: string, userId: string, role: WorkspaceRole) {
      await db
        .insert(workspaceMembers)
        .values({ workspaceId, userId, role })
        .onConflictDoUpdate({ target: [workspaceMembers.workspaceId, workspaceMembers.userId], set: { role, removedAt: null } });
    },

    /** Removes a member: the membership is marked removed and their sessions in the workspace end. */
    async remove(workspaceId: string, userId: string) {
      await db.transaction(async (tx) => {
        const [cur] = await tx
          .select({ role: workspaceMembers.role })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
        if (cur) {
          await tx
            .update(workspaceMembers)
            .set({ removedAt: new Date() })
            .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
        } else {
          await tx.insert(workspaceMembers).values({ workspaceId, userId, role: 'member', removedAt: new Date() });
        }
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, workspaceId), isNull(sessions.revokedAt)));
      });
    },

    async insertInvitation(row: typeof invitations.$inferInsert): Promise<InvitationRow> {
      const [created] = await db.insert(invitations).values(row).returning();
      return created;
    },
    /** Open invitations (not accepted nor revoked), expired ones included so the owner can resend. */
    async invitations(workspaceId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.workspaceId, workspaceId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
        .orderBy(desc(invitations.createdAt))
        .limit(500);
    },
    async revokeInvitation(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), isNull(invitations.revokedAt), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
    async revokeInvitationsFor(workspaceId: string, email: string) {
      await db
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
    },
    async invitationByToken(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
      return row;
    },

    /** Accepts an invitation once: creates the account (new invitee) or uses the existing one, sets the role, opens a session. */
    async accept(
      inv: InvitationRow,
      account: { existingUserId?: string; newUser?: Omit<typeof users.$inferInsert, 'workspaceId'> },
      session: { tokenHash: string; ip: string; userAgent?: string; expiresAt: Date },
    ): Promise<{ userId: string } | undefined> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(invitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(invitations.id, inv.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date())))
          .returning({ id: invitations.id });
        if (used.length === 0) return undefined;
        let userId = account.existingUserId;
        if (!userId && account.newUser) {
          const [created] = await tx
            .insert(users)
            .values({ ...account.newUser, workspaceId: inv.workspaceId })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (!created) throw new Error('email taken');
          userId = created.id;
        }
        if (!userId) return undefined;
        await tx
          .insert(workspaceMembers)
          .values({ workspaceId: inv.workspaceId, userId, role: inv.role })
          .onConflictDoUpdate({ target: [workspaceMembers.workspaceId, workspaceMembers.userId], set: { role: inv.role, removedAt: null } });
        await tx.insert(sessions).values({ userId, workspaceId: inv.workspaceId, ...session });
        return { userId };
      });
    },

    /** The workspaces a user belongs to: their home workspace and every membership that is not removed. */
    async memberships(userId: string) {
      const rows = await db
        .select({ id: workspaces.id, name: workspaces.name, home: users.workspaceId, role: workspaceMembers.role, removedAt: workspaceMembers.removedAt })
        .from(users)
        .innerJoin(
          workspaces,
          sql`${workspaces.id} = ${users.workspaceId} OR ${workspaces.id} IN (SELECT ${workspaceMembers.workspaceId} FROM ${workspaceMembers} WHERE ${workspaceMembers.userId} = ${userId})`,
        )
        .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, users.id)))
        .where(eq(users.id, userId))
        .orderBy(workspaces.name)
        .limit(200);
      return rows.filter((r) => !r.removedAt && (r.role || r.home === r.id)).map((r) => ({ id: r.id, name: r.name, role: r.role ?? ('owner' as const) }));
    },
    async insertSession(s: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(s);
    },

    /** The user's live sessions, newest activity first. */
    async userSessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          workspaceId: sessions.workspaceId,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          lastSeenAt: sessionActivity.lastSeenAt,
        })
        .from(sessions)
        .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastUsedAt))
        .limit(200);
    },
    async revokeUserSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async revokeAllUserSessions(userId: string, exceptSessionId?: string) {
      const cond = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) cond.push(sql`${sessions.id} <> ${exceptSessionId}`);
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...cond));
    },
  };
}
