// SQL of third-party sign-in: provider settings, attempts, identities, the sign-in log, two-factor and security settings.
import { and, count, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  oauthAttempts,
  oauthIdentities,
  oauthPlatformSettings,
  oauthProviders,
  oauthSecurity,
  passkeys,
  recoveryCodes,
  signInLog,
  twoFactor,
  twoFactorChallenges,
  twoFactorResets,
  webauthnChallenges,
} from './oauth.schema.js';

export type ProviderRow = typeof oauthProviders.$inferSelect;
export type AttemptRow = typeof oauthAttempts.$inferSelect;
export type IdentityRow = typeof oauthIdentities.$inferSelect;
export type SignInLogRow = typeof signInLog.$inferSelect;
export type SecurityRow = typeof oauthSecurity.$inferSelect;
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;
/** Rows of statistics are all workspace-scoped, or platform-wide (null) for the platform admin. */
export type Scope = string | null;

export type OAuthRepo = ReturnType<typeof oauthRepo>;

const rows = (r: unknown) => (r as { rows?: Record<string, unknown>[] }).rows ?? (r as Record<string, unknown>[]);

// oauthRepo holds the oauth module's queries.
export function oauthRepo(db: Db) {
  const scoped = (col: typeof signInLog.workspaceId | typeof oauthIdentities.workspaceId | typeof oauthAttempts.workspaceId, scope: Scope) =>
    scope ? eq(col, scope) : sql`true`;

  return {
    async providers(): Promise<ProviderRow[]> {
      return db.select().from(oauthProviders);
    },
    async provider(id: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(oauthProviders).where(eq(oauthProviders.provider, id));
      return row;
    },
    async saveProvider(row: typeof oauthProviders.$inferInsert) {
      const { provider: _provider, ...rest } = row;
      await db.insert(oauthProviders).values(row).onConflictDoUpdate({ target: oauthProviders.provider, set: rest });
    },

    async insertAttempt(a: typeof oauthAttempts.$inferInsert) {
      await db.insert(oauthAttempts).values(a);
    },
    /** Uses up a live attempt by its state hash in one statement; undefined when unknown, used or expired. */
    async takeAttempt(stateHash: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .update(oauthAttempts)
        .set({ usedAt: new Date() })
        .where(and(eq(oauthAttempts.stateHash, stateHash), isNull(oauthAttempts.usedAt), gt(oauthAttempts.expiresAt, new Date())))
        .returning();
      return row;
    },
    async finishAttempt(id: string, patch: Partial<typeof oauthAttempts.$inferInsert>) {
      await db.update(oauthAttempts).set(patch).where(eq(oauthAttempts.id, id));
    },
    /** Uses up a link attempt's result code for the user who started it. */
    async takeLinkResult(codeHash: string, userId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .update(oauthAttempts)
        .set({ resultCodeHash: null })
        .where(and(eq(oauthAttempts.resultCodeHash, codeHash), eq(oauthAttempts.linkUserId, userId), gt(oauthAttempts.expiresAt, new Date())))
        .returning();
      return row;
    },

    async identity(provider: string, subject: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
      return row;
    },
    async identitiesOf(userId: string): Promise<IdentityRow[]> {
      return db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, userId)).orderBy(oauthIdentities.createdAt);
    },
    /** Adds an identity; false when the (provider, subject) or (user, provider) pair is taken. */
    async addIdentity(i: typeof oauthIdentities.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(oauthIdentities).values(i).onConflictDoNothing().returning({ id: oauthIdentities.id });
      return inserted.length > 0;
    },
    async touchIdentity(id: string) {
      await db.update(oauthIdentities).set({ lastUsedAt: new Date() }).where(eq(oauthIdentities.id, id));
    },
    async removeIdentity(userId: string, provider: string): Promise<boolean> {
      const gone = await db
        .delete(oauthIdentities)
        .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)))
        .returning({ id: oauthIdentities.id });
      return gone.length > 0;
    },

    async log(entry: typeof signInLog.$inferInsert) {
      await db.insert(signInLog).values(entry);
    },
    /** Whether the user signed in successfully from this address with this device since a date (a known device). */
    async knownDevice(userId: string, ip: string, device: string | null, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: signInLog.id })
        .from(signInLog)
        .where(
          and(
            eq(signInLog.userId, userId),
            eq(signInLog.success, true),
            eq(signInLog.ip, ip),
            sql`${signInLog.device} IS NOT DISTINCT FROM ${device}`,
            gt(signInLog.createdAt, since),
          ),
        )
        .limit(1);
      return !!row;
    },
    async logPage(scope: Scope, opts: { limit: number; offset: number; success?: boolean }) {
      const where = and(scoped(signInLog.workspaceId, scope), opts.success === undefined ? undefined : eq(signInLog.success, opts.success));
      const items = await db.select().from(signInLog).where(where).orderBy(desc(signInLog.createdAt)).limit(opts.limit).offset(opts.offset);
      const [total] = await db.select({ n: count() }).from(signInLog).where(where);
      return { items, total: total?.n ?? 0 };
    },
    /** The platform's sign-in log by address (part of it, case-insensitive), outcome and method, newest first. */
    async searchLog(q: { email?: string; success?: boolean; method?: string; limit: number; offset: number }) {
      const like = q.email ? `%${q.email.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = and(
        like ? ilike(signInLog.email, like) : undefined,
        q.success === undefined ? undefined : eq(signInLog.success, q.success),
        q.method ? eq(signInLog.method, q.method) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db.select().from(signInLog).where(where).orderBy(desc(signInLog.createdAt)).limit(q.limit).offset(q.offset),
        db.select({ n: count() }).from(signInLog).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    /** Sign-ins per day and method since a date. */
    async dailyCounts(scope: Scope, since: Date) {
      const r = await db.execute(sql`
        SELECT to_char(date_trunc('day', ${signInLog.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, ${signInLog.method} AS method,
               count(*)::int AS n
        FROM ${signInLog}
        WHERE ${scoped(signInLog.workspaceId, scope)} AND ${signInLog.success} AND ${signInLog.createdAt} >= ${since}
        GROUP BY 1, 2 ORDER BY 1`);
      return rows(r) as { day: string; method: string; n: number }[];
    },
    async outcomeCounts(scope: Scope, since: Date) {
      const r = await db.execute(sql`
        SELECT ${signInLog.method} AS method, count(*) FILTER (WHERE ${signInLog.success})::int AS ok, count(*)::int AS total
        FROM ${signInLog} WHERE ${scoped(signInLog.workspaceId, scope)} AND ${signInLog.createdAt} >= ${since}
        GROUP BY 1`);
      return rows(r) as { method: string; ok: number; total: number }[];
    },
    /** Started and completed attempts per provider, and the median seconds from start to completion. */
    async attemptStats(scope: Scope, since: Date) {
      const r = await db.execute(sql`
        SELECT ${oauthAttempts.provider} AS provider, count(*)::int AS started,
               count(${oauthAttempts.completedAt})::int AS completed
        FROM ${oauthAttempts}
        WHERE ${scoped(oauthAttempts.workspaceId, scope)} AND ${oauthAttempts.purpose} = 'login' AND ${oauthAttempts.createdAt} >= ${since}
        GROUP BY 1`);
      const m = await db.execute(sql`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${oauthAttempts.completedAt} - ${oauthAttempts.createdAt}))::float8 AS median
        FROM ${oauthAttempts}
        WHERE ${scoped(oauthAttempts.workspaceId, scope)} AND ${oauthAttempts.completedAt} IS NOT NULL AND ${oauthAttempts.createdAt} >= ${since}`);
      const median = (rows(m)[0]?.median ?? null) as number | null;
      return { perProvider: rows(r) as { provider: string; started: number; completed: number }[], medianSeconds: median === null ? null : Number(median) };
    },
    async usersPerProvider(scope: Scope) {
      return db
        .select({ provider: oauthIdentities.provider, n: count() })
        .from(oauthIdentities)
        .where(scoped(oauthIdentities.workspaceId, scope))
        .groupBy(oauthIdentities.provider);
    },

    async security(workspaceId: string): Promise<SecurityRow | undefined> {
      const [row] = await db.select().from(oauthSecurity).where(eq(oauthSecurity.workspaceId, workspaceId));
      return row;
    },
    async saveSecurity(row: typeof oauthSecurity.$inferInsert) {
      const { workspaceId: _workspaceId, ...rest } = row;
      await db.insert(oauthSecurity).values(row).onConflictDoUpdate({ target: oauthSecurity.workspaceId, set: rest });
    },
    async platformSetting(key: string): Promise<unknown> {
      const [row] = await db.select().from(oauthPlatformSettings).where(eq(oauthPlatformSettings.key, key));
      return row?.value;
    },
    async savePlatformSetting(key: string, value: unknown) {
      await db.insert(oauthPlatformSettings).values({ key, value }).onConflictDoUpdate({ target: oauthPlatformSettings.key, set: { value } });
    },

    async twoFactor(userId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
      return row;
    },
    async saveTwoFactor(row: typeof twoFactor.$inferInsert) {
      const { userId: _userId, ...rest } = row;
      await db.insert(twoFactor).values(row).onConflictDoUpdate({ target: twoFactor.userId, set: rest });
    },
    async updateTwoFactor(userId: string, patch: Partial<typeof twoFactor.$inferInsert>) {
      await db.update(twoFactor).set(patch).where(eq(twoFactor.userId, userId));
    },
    /** Records a TOTP step as used, only if it is newer than the last one (a code works once). */
    async useStep(userId: string, step: number): Promise<boolean> {
      const done = await db
        .update(twoFactor)
        .set({ lastStep: step, failures: 0 })
        .where(and(eq(twoFactor.userId, userId), sql`${twoFactor.lastStep} < ${step}`))
        .returning({ userId: twoFactor.userId });
      return done.length > 0;
    },
    /**
     * Counts a wrong second factor against the user. A user with passkeys but no authenticator app gets a row without
     * a secret (enabled_at null), so the same per-user lock holds whatever factor was tried.
     */
    async addTwoFactorFailure(userId: string, workspaceId: string) {
      await db
        .insert(twoFactor)
        .values({ userId, workspaceId, secretSealed: '', failures: 1, lastFailureAt: new Date() })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { failures: sql`${twoFactor.failures} + 1`, lastFailureAt: new Date() } });
    },
    /** Turns the authenticator app off; the recovery codes go too unless passkeys still need them. */
    async removeTwoFactor(userId: string, keepRecoveryCodes = false) {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        if (!keepRecoveryCodes) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
    async removeRecoveryCodes(userId: string) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    async passkeysOf(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
    },
    async countPasskeys(userId: string): Promise<number> {
      const [r] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return r?.n ?? 0;
    },
    async passkeyByCredential(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },
    /** Stores a new passkey; undefined when the credential is already registered (to anyone). */
    async insertPasskey(row: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [added] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
      return added;
    },
    async renamePasskey(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning();
      return row;
    },
    async deletePasskey(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return gone.length > 0;
    },
    /**
     * Records a use with the authenticator's new counter, only if it moved forward (or both are 0: authenticators
     * that keep no counter), in one statement so two uses of one assertion cannot both pass.
     */
    async usePasskey(id: string, counter: number): Promise<boolean> {
      const done = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: new Date() })
        .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} OR (${passkeys.counter} = 0 AND ${counter} = 0))`))
        .returning({ id: passkeys.id });
      return done.length > 0;
    },

    async insertWebauthnChallenge(row: typeof webauthnChallenges.$inferInsert) {
      await db.insert(webauthnChallenges).values(row);
    },
    /** Uses up a live challenge of this purpose (and user, and pending step) in one statement. */
    async takeWebauthnChallenge(
      challenge: string,
      purpose: WebauthnChallengeRow['purpose'],
      who: { userId?: string; pendingId?: string },
    ): Promise<WebauthnChallengeRow | undefined> {
      const [row] = await db
        .update(webauthnChallenges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            who.userId ? eq(webauthnChallenges.userId, who.userId) : undefined,
            who.pendingId ? eq(webauthnChallenges.pendingId, who.pendingId) : undefined,
            isNull(webauthnChallenges.usedAt),
            gt(webauthnChallenges.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Removes every second factor of a user (authenticator app, recovery codes, passkeys, pending steps) and records
     * the reset, in one transaction; answers what was removed (recovery codes: those still unused).
     */
    async resetSecondFactors(userId: string, record: Omit<typeof twoFactorResets.$inferInsert, 'userId' | 'removed'>) {
      return db.transaction(async (tx) => {
        const totp = await tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ enabledAt: twoFactor.enabledAt });
        const codes = await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).returning({ usedAt: recoveryCodes.usedAt });
        const keys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
        await tx.delete(twoFactorChallenges).where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.usedAt)));
        await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
        const removed = { totp: totp.some((t) => t.enabledAt !== null), recoveryCodes: codes.filter((c) => !c.usedAt).length, passkeys: keys.length };
        await tx.insert(twoFactorResets).values({ ...record, userId, removed });
        return removed;
      });
    },
    async replaceRecoveryCodes(userId: string, workspaceId: string, hashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, workspaceId, codeHash })));
      });
    },
    /** Uses up an unused recovery code in one statement. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const done = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return done.length > 0;
    },
    async recoveryCodesLeft(userId: string): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return r?.n ?? 0;
    },

    async insertChallenge(c: typeof twoFactorChallenges.$inferInsert) {
      await db.insert(twoFactorChallenges).values(c);
    },
    async liveChallenge(tokenHash: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, new Date())));
      return row;
    },
    async updateChallenge(id: string, patch: Partial<typeof twoFactorChallenges.$inferInsert>) {
      await db.update(twoFactorChallenges).set(patch).where(eq(twoFactorChallenges.id, id));
    },
    async addChallengeAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(eq(twoFactorChallenges.id, id))
        .returning({ attempts: twoFactorChallenges.attempts });
      return row?.attempts ?? 0;
    },
    /** Closes a challenge once; false when another request closed it first. */
    async useChallenge(id: string): Promise<boolean> {
      const done = await db
        .update(twoFactorChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
        .returning({ id: twoFactorChallenges.id });
      return done.length > 0;
    },
    /** Drops finished pending steps, attempts older than the statistics window and log lines older than a year. */
    async prune(before: Date, attemptsBefore: Date, logBefore: Date) {
      await db.delete(webauthnChallenges).where(sql`${webauthnChallenges.expiresAt} < ${before}`);
      await db.delete(twoFactorChallenges).where(sql`${twoFactorChallenges.expiresAt} < ${before}`);
      await db.delete(oauthAttempts).where(sql`${oauthAttempts.expiresAt} < ${attemptsBefore}`);
      await db.delete(signInLog).where(sql`${signInLog.createdAt} < ${logBefore}`);
    },
  };
}
