// SQL for users, sessions, reset codes and rate-limit counters.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { subscriptions } from '../billing/billing.schema.js';
import { authCodes, authFailures, passwordResets, rateLimitHits, sessions, users } from './auth.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthCodeRow = typeof authCodes.$inferSelect;
export type FailureState = { failures: number; lastFailureAt: Date };
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'workspaceId'>;

export type AuthRepo = ReturnType<typeof authRepo>;

// authRepo holds the auth domain's queries.
export function authRepo(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Creates the workspace, its owner and its subscription in one transaction; undefined when the email is taken. */
    async createAccount(workspaceName: string, user: Omit<NewUser, 'workspaceId'>, subscription: NewSubscription): Promise<UserRow | undefined> {
      return db
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = ${user.email.toLowerCase()}`);
          if (taken) return undefined;
          const [ws] = await tx.insert(workspaces).values({ name: workspaceName }).returning();
          const [created] = await tx
            .insert(users)
            .values({ ...user, workspaceId: ws.id })
            .onConflictDoNothing()
            .returning();
          if (!created) {
            tx.rollback();
            return undefined;
          }
          await tx.insert(subscriptions).values({ ...subscription, workspaceId: ws.id });
          return created;
        })
        .catch((err: unknown) => {
          if (err instanceof Error && err.message === 'Rollback') return undefined;
          throw err;
        });
    },

    async updateUser(id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    async createSession(s: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(s);
    },

    /** A live session: not revoked, not idle past its expiry, and created after createdAfter (the absolute lifetime). */
    async findSession(tokenHash: string, createdAfter: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), gt(sessions.createdAt, createdAfter)));
      return row;
    },

    async sessionCreatedAt(id: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, id));
      return row?.createdAt;
    },

    /** Whether the user has signed in from this address since the given time (a known address for the back-off). */
    async hasSignedInFrom(userId: string, ip: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
        .limit(1);
      return Boolean(row);
    },

    async touchSession(id: string, expiresAt: Date) {
      await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    },

    async revokeSession(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeUserSessions(userId: string, exceptSessionId?: string) {
      const cond = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) cond.push(sql`${sessions.id} <> ${exceptSessionId}`);
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...cond));
    },

    /** Invalidates earlier codes and stores a new one. */
    async replaceResetCode(r: typeof passwordResets.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, r.userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values(r);
      });
    },

    async findActiveReset(userId: string) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      return row;
    },

    /** Counts one wrong try and returns the new count. */
    async addResetAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.id, id))
        .returning({ attempts: passwordResets.attempts });
      return row?.attempts ?? 0;
    },

    /** Sets the new password, consumes the code and revokes every session, atomically; false if the code was used meanwhile. */
    async completeReset(resetId: string, userId: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (used.length === 0) return false;
        // the code came by mail to the address: a reset proves it too
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    /** Adds a hit to a fixed window and returns the window's count. */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
        .returning({ count: rateLimitHits.count });
      return row.count;
    },

    /** The failure counter of a key, if any. */
    async failureState(key: string): Promise<FailureState | undefined> {
      const [row] = await db
        .select({ failures: authFailures.failures, lastFailureAt: authFailures.lastFailureAt })
        .from(authFailures)
        .where(eq(authFailures.key, key));
      return row;
    },

    /** Counts a failure; a counter whose last failure is older than forgetBefore starts again at 1. */
    async addFailure(key: string, forgetBefore: Date): Promise<number> {
      const now = new Date();
      const [row] = await db
        .insert(authFailures)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            failures: sql`CASE WHEN ${authFailures.lastFailureAt} < ${forgetBefore} THEN 1 ELSE ${authFailures.failures} + 1 END`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: authFailures.failures });
      return row.failures;
    },

    /** Replaces the subject's pending signup code (earlier ones stop working) and returns nothing. */
    async replaceSignupCode(c: { subject: string; codeHash: string; payload: unknown; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(authCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(authCodes.purpose, 'signup'), eq(authCodes.subject, c.subject), isNull(authCodes.usedAt)));
        await tx.insert(authCodes).values({ purpose: 'signup', ...c });
      });
    },

    /** The subject's live signup code, if any. */
    async findSignupCode(subject: string): Promise<AuthCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.purpose, 'signup'), eq(authCodes.subject, subject), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts one wrong try of a code and returns the new count. */
    async addCodeAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(eq(authCodes.id, id))
        .returning({ attempts: authCodes.attempts });
      return row?.attempts ?? 0;
    },

    /** Marks a code used; false when it was used meanwhile (single use under concurrency). */
    async consumeCode(id: string): Promise<boolean> {
      const used = await db
        .update(authCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return used.length > 0;
    },

    async insertOAuthCode(c: { codeHash: string; bindingHash: string; userId: string; subject?: string; expiresAt: Date }) {
      await db.insert(authCodes).values({ purpose: 'oauth', ...c });
    },

    /** Uses up a live third-party sign-in code in one statement and returns it; undefined when unknown, used or expired. */
    async takeOAuthCode(codeHash: string): Promise<AuthCodeRow | undefined> {
      const [row] = await db
        .update(authCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(authCodes.purpose, 'oauth'), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
        .returning();
      return row;
    },

    /** Replaces the user's live email-verification link (earlier links stop working). */
    async replaceVerifyToken(c: { userId: string; subject: string; codeHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(authCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(authCodes.purpose, 'verify'), eq(authCodes.userId, c.userId), isNull(authCodes.usedAt)));
        await tx.insert(authCodes).values({ purpose: 'verify', ...c });
      });
    },

    /**
     * Uses up a live email-verification link and marks its address verified, in one transaction; undefined when the
     * link is unknown, used, expired, or the account's address changed since it was mailed.
     */
    async takeVerifyToken(codeHash: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [code] = await tx
          .update(authCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(authCodes.purpose, 'verify'), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())))
          .returning();
        if (!code?.userId || !code.subject) return undefined;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, code.userId), eq(users.email, code.subject)))
          .returning();
        return user;
      });
    },

    async pruneCodes(before: Date) {
      await db.delete(authCodes).where(lt(authCodes.expiresAt, before));
      await db.delete(authFailures).where(lt(authFailures.lastFailureAt, before));
    },

    async pruneRateLimits(before: Date) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
    },

    async pruneSessions(before: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },
  };
}
