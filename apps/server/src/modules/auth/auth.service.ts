// Accounts and sign-in: registration, login, sessions, password reset and the platform admin.
import {
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
  type Language,
  type RegisterInput,
  type UpdateProfileInput,
  type User,
} from '@ulak/shared';
import { AppError, badRequest, conflict, unauthorized } from '../../http/errors.js';
import { createThrottle } from './throttle.js';
import type { AuthRepo, UserRow } from './auth.repo.js';
import { hashPassword, hashResetCode, hashToken, newResetCode, newSessionToken, sameHash, verifyPassword } from './crypto.js';
import { newSubscription } from '../billing/billing.service.js';
import { resetCodeMail } from './auth.mails.js';

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Throttling rules: attempts per window, per client IP and per email. */
export const RATE_LIMITS = {
  register: { windowMs: 60 * 60 * 1000, perIp: 20, perEmail: 20 },
  login: { windowMs: 15 * 60 * 1000, perIp: 30, perEmail: 10 },
  reset: { windowMs: 15 * 60 * 1000, perIp: 20, perEmail: 5 },
  verify: { windowMs: 15 * 60 * 1000, perIp: 40, perEmail: 20 },
} as const;

export type RequestMeta = { ip: string; userAgent?: string; language: Language };
export type SessionContext = { user: User; sessionId: string; workspaceId: string };
export type SendMail = (mail: { to: string; subject: string; text: string; html?: string }) => Promise<void>;

// toUser is the public shape of a user row.
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    workspaceId: row.workspaceId,
    companyName: row.companyName,
    country: row.country,
    phone: row.phone,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AuthService = ReturnType<typeof authService>;

// authService builds the auth rules over a repo, the instance secret and a mail sender.
export function authService(repo: AuthRepo, opts: { secret: string; sendMail: SendMail; publicUrl: string }) {
  const check = createThrottle(repo.hit);
  async function throttle(rule: keyof typeof RATE_LIMITS, ip: string, email?: string) {
    const { windowMs, perIp, perEmail } = RATE_LIMITS[rule];
    await check({ windowMs, max: perIp }, `${rule}:ip:${ip}`);
    if (email) await check({ windowMs, max: perEmail }, `${rule}:email:${email}`);
  }

  async function startSession(user: UserRow, meta: RequestMeta) {
    const token = newSessionToken();
    await repo.createSession({
      userId: user.id,
      workspaceId: user.workspaceId,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    });
    return token;
  }

  // checkResetCode finds the user's live code and compares it, counting wrong tries.
  async function checkResetCode(email: string, code: string) {
    const user = await repo.findUserByEmail(email);
    const reset = user ? await repo.findActiveReset(user.id) : undefined;
    if (!user || !reset) throw badRequest('RESET_CODE_INVALID');
    if (reset.attempts >= RESET_CODE_MAX_TRIES) throw badRequest('RESET_TOO_MANY_TRIES');
    if (!sameHash(reset.codeHash, hashResetCode(opts.secret, user.id, code))) {
      const attempts = await repo.addResetAttempt(reset.id);
      throw badRequest(attempts >= RESET_CODE_MAX_TRIES ? 'RESET_TOO_MANY_TRIES' : 'RESET_CODE_INVALID');
    }
    return { user, reset };
  }

  return {
    async register(input: RegisterInput, meta: RequestMeta) {
      await throttle('register', meta.ip);
      const passwordHash = await hashPassword(input.password);
      const workspaceName = input.companyName || `${input.firstName} ${input.lastName}`;
      const row = await repo.createAccount(
        workspaceName,
        {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'user',
          companyName: input.companyName ?? null,
          country: input.country ?? null,
          phone: input.phone ?? null,
          taxNumber: input.taxNumber ?? null,
          address: input.address ?? null,
          accountType: input.accountType ?? 'individual',
          language: input.language ?? meta.language,
          lastLoginAt: new Date(),
        },
        newSubscription(input.selectedPlan ?? 'free', new Date()),
      );
      if (!row) throw conflict('EMAIL_TAKEN');
      const token = await startSession(row, meta);
      return { token, user: toUser(row) };
    },

    async login(email: string, password: string, meta: RequestMeta) {
      await throttle('login', meta.ip, email);
      const row = await repo.findUserByEmail(email);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw unauthorized('INVALID_CREDENTIALS');
      const updated = (await repo.updateUser(row.id, { lastLoginAt: new Date() })) ?? row;
      const token = await startSession(updated, meta);
      return { token, user: toUser(updated) };
    },

    /** Resolves a bearer token to its session; undefined when unknown, revoked or expired. Slides the expiry. */
    async authenticate(token: string): Promise<SessionContext | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await repo.findSession(hashToken(token));
      if (!found) return undefined;
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchSession(found.session.id, new Date(Date.now() + SESSION_DAYS * DAY_MS));
      }
      return { user: toUser(found.user), sessionId: found.session.id, workspaceId: found.user.workspaceId };
    },

    async logout(sessionId: string) {
      await repo.revokeSession(sessionId);
    },

    /** Mails a code when the email is registered; answers the same either way. */
    async forgotPassword(email: string, meta: RequestMeta) {
      await throttle('reset', meta.ip, email);
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const code = newResetCode();
      await repo.replaceResetCode({
        userId: user.id,
        workspaceId: user.workspaceId,
        codeHash: hashResetCode(opts.secret, user.id, code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60 * 1000),
      });
      await opts.sendMail(resetCodeMail({ to: user.email, firstName: user.firstName, code, language: user.language, publicUrl: opts.publicUrl }));
    },

    async verifyResetCode(email: string, code: string, meta: RequestMeta) {
      await throttle('verify', meta.ip, email);
      await checkResetCode(email, code);
    },

    async resetPassword(email: string, code: string, newPassword: string, meta: RequestMeta) {
      await throttle('verify', meta.ip, email);
      const { user, reset } = await checkResetCode(email, code);
      const done = await repo.completeReset(reset.id, user.id, await hashPassword(newPassword));
      if (!done) throw badRequest('RESET_CODE_INVALID');
    },

    async changePassword(ctx: SessionContext, currentPassword: string, newPassword: string) {
      const row = await repo.findUserById(ctx.user.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest('WRONG_CURRENT_PASSWORD');
      await repo.updateUser(row.id, { passwordHash: await hashPassword(newPassword) });
      await repo.revokeUserSessions(row.id, ctx.sessionId);
    },

    async updateProfile(ctx: SessionContext, patch: UpdateProfileInput): Promise<User> {
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const row = Object.keys(changes).length ? await repo.updateUser(ctx.user.id, changes) : await repo.findUserById(ctx.user.id);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return toUser(row);
    },

    async profile(ctx: SessionContext): Promise<User> {
      const row = await repo.findUserById(ctx.user.id);
      if (!row) throw unauthorized();
      return toUser(row);
    },

    /** Creates the platform admin, or brings its password and role up to date, from the configuration. */
    async ensureAdmin(email: string, password: string) {
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        const same = await verifyPassword(existing.passwordHash, password);
        if (same && existing.role === 'admin') return;
        await repo.updateUser(existing.id, { role: 'admin', ...(same ? {} : { passwordHash: await hashPassword(password) }) });
        if (!same) await repo.revokeUserSessions(existing.id);
        return;
      }
      await repo.createAccount(
        'Ulak',
        { email, passwordHash: await hashPassword(password), firstName: 'Platform', lastName: 'Admin', role: 'admin', language: 'tr' },
        newSubscription('platinum', new Date(), { trial: false }),
      );
    },

    async prune() {
      await repo.pruneRateLimits(new Date(Date.now() - DAY_MS));
      await repo.pruneSessions(new Date(Date.now() - DAY_MS));
    },
  };
}
