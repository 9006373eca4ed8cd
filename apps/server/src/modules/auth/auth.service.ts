// Accounts and sign-in: registration, login, sessions, password reset and the platform admin.
import crypto from 'node:crypto';
import {
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  SIGNUP_CODE_MAX_TRIES,
  SIGNUP_CODE_TTL_MINUTES,
  VERIFY_EMAIL_TTL_HOURS,
  type Language,
  type LoginInput,
  type RegisterInput,
  type UpdateProfileInput,
  type User,
} from '@ulak/shared';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../http/errors.js';
import { createThrottle } from './throttle.js';
import type { AuthRepo, UserRow } from './auth.repo.js';
import {
  deviceId,
  hashCode,
  hashPassword,
  hashResetCode,
  hashToken,
  newResetCode,
  newSessionToken,
  sameHash,
  signDeviceToken,
  verifyPassword,
} from './crypto.js';
import { newSubscription } from '../billing/index.js';
import { resetCodeMail, signupAttemptMail, signupCodeMail, verifyEmailMail } from './auth.mails.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const TOUCH_EVERY_MS = 5 * MINUTE_MS;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** A device token (returned by a successful sign-in, kept by that browser) vouches for it this long. */
const DEVICE_TOKEN_MAX_AGE_MS = 180 * DAY_MS;
/** An address the account signed in from within this period counts as known. */
const KNOWN_ADDRESS_DAYS = 30;
/** Third-party sign-in codes live this long: the callback page exchanges them at once. */
const OAUTH_CODE_TTL_MS = 2 * MINUTE_MS;

/** Request throttling (fixed windows, counting every request) for the endpoints that send mail. */
export const RATE_LIMITS = {
  register: { windowMs: 60 * MINUTE_MS, perIp: 20, perEmail: 5 },
  reset: { windowMs: 15 * MINUTE_MS, perIp: 20, perEmail: 5 },
  verify: { windowMs: 60 * MINUTE_MS, perIp: 20, perEmail: 5 },
} as const;

/**
 * Failure back-off: only failed attempts count. Past `free` failures a key must wait base·2^(failures−free) ms
 * (at most maxMs) after its last failure before an attempt is evaluated; counters are forgotten a day after the
 * last failure. Keys: the account and the client address for unknown clients; for a client the account trusts
 * (a valid device token, or an address it signed in from recently) only that device or address, so an attacker
 * failing elsewhere never delays the owner.
 */
export const BACKOFF = {
  account: { free: 5, baseMs: 1000, maxMs: 15 * MINUTE_MS },
  address: { free: 30, baseMs: 1000, maxMs: 15 * MINUTE_MS },
  trusted: { free: 10, baseMs: 1000, maxMs: 15 * MINUTE_MS },
  codes: { free: 20, baseMs: 1000, maxMs: 15 * MINUTE_MS },
  forgetAfterMs: DAY_MS,
} as const;
type BackoffPolicy = { free: number; baseMs: number; maxMs: number };

export type RequestMeta = { ip: string; userAgent?: string; language: Language };
export type SessionContext = { user: User; sessionId: string; workspaceId: string; impersonatedBy?: { id: string; email: string } };
/** The HTTP request a session (or an API key) is used for, as the platform policies see it. */
export type RequestInfo = {
  method: string;
  url: string;
  ip: string;
  header: (name: string, value: string) => void;
  /** A header of the answer as set so far (an API key's own RateLimit-* before the workspace's limits). */
  headerOf?: (name: string) => string | undefined;
  /** Calls back once when the answer is sent or the connection closes, with the bytes the request and answer carried. */
  onEnd?: (done: (bytes: number) => void) => void;
  /** Authenticated with an API key rather than a session. */
  apiKey?: boolean;
};
/**
 * Platform rules other modules add (admin: suspension, impersonation, admin IP allow-list, registration and password
 * policy; white-label: API limits). Each may throw an AppError to refuse.
 */
export type AuthPolicy = {
  /** Runs on every authenticated request: the context (possibly annotated), or undefined to refuse the session. */
  session?: (ctx: SessionContext, req?: RequestInfo) => Promise<SessionContext | undefined>;
  /** Runs on every authenticated request, made with a session or with an API key, once its context is settled; throws to refuse it. */
  request?: (ctx: SessionContext, req: RequestInfo) => Promise<void>;
  /** Throws to refuse a sign-in of this user (suspended account). */
  signIn?: (user: User) => Promise<void>;
  /** Throws to refuse a new registration (registration closed). */
  registration?: () => Promise<void>;
  /** Throws to refuse a new password (platform password policy). */
  password?: (password: string) => Promise<void>;
};
export type SendMail = (mail: { to: string; subject: string; text: string; html?: string }) => Promise<void>;
/** Queues the reset-code work of forgot-password, so the request does the same work whether or not the email exists. */
export type DeferResetCode = (task: { email: string }) => Promise<void>;

/** A registration waiting for its code: the account to create, with the password already hashed. */
type PendingSignup = Omit<RegisterInput, 'password'> & { passwordHash: string; language: Language };

/** The password hash of an account created through a provider: matches no password until one is set by a reset. */
const NO_PASSWORD = '!none';
/** A second-factor step a sign-in gate answers instead of a session (see the oauth module). */
export type SignInHold = {
  status: 'two_factor_required';
  pendingToken: string;
  enrol: boolean;
  factor: 'totp' | 'email' | 'passkey';
  /** Whether one of the user's passkeys can finish the step. */
  passkey: boolean;
  expiresInSeconds: number;
};
/** A sign-in attempt as the gate sees it: who (when known), how, from where, and why it failed. */
export type SignInAttempt = { email?: string; userId?: string; workspaceId?: string; method: string; reason?: string };
/**
 * Hooks the oauth module installs: `admit` runs after the first factor succeeded and may refuse (throw), hold the
 * sign-in for a second factor, or let it through (undefined, and it logs the success); `failed` logs a refusal.
 */
export type SignInGate = {
  admit: (user: User, method: string, meta: RequestMeta) => Promise<SignInHold | undefined>;
  failed: (attempt: SignInAttempt, meta: RequestMeta) => Promise<void>;
};

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
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

// backoffWaitMs is how long a key with this many failures waits after its last failure.
export function backoffWaitMs(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(30, failures - policy.free));
}

export type AuthService = ReturnType<typeof authService>;

/** The business details a sign-up carries over to the new workspace's invoicing company settings. */
export type SignupCompany = { companyName?: string; taxNumber?: string; website?: string; address?: string; country?: string };
/** Writes a new workspace's company settings (the invoicing settings service, passed in by app.ts). */
export type SeedCompany = (workspaceId: string, company: SignupCompany, language: Language) => Promise<void>;

// signupCompany picks the sign-up's business fields that were filled in, or nothing for an individual account.
function signupCompany(p: PendingSignup): SignupCompany | undefined {
  if (p.accountType !== 'business') return undefined;
  const fields = { companyName: p.companyName, taxNumber: p.taxNumber, website: p.website, address: p.address, country: p.country };
  const filled = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  return filled.length ? (Object.fromEntries(filled) as SignupCompany) : undefined;
}

// authService builds the auth rules over a repo, the instance secret and a mail sender.
export function authService(
  repo: AuthRepo,
  opts: { secret: string; sendMail: SendMail; publicUrl: string; deferResetCode: DeferResetCode; seedCompany?: SeedCompany },
) {
  const check = createThrottle(repo.hit);
  const policies: AuthPolicy[] = [];
  const checkPassword = async (password: string) => {
    for (const p of policies) await p.password?.(password);
  };
  async function throttle(rule: keyof typeof RATE_LIMITS, ip: string, email?: string) {
    const { windowMs, perIp, perEmail } = RATE_LIMITS[rule];
    await check({ windowMs, max: perIp }, `${rule}:ip:${ip}`);
    if (email) await check({ windowMs, max: perEmail }, `${rule}:email:${email}`);
  }

  // waitOut throws 429 while any key is inside its back-off window; it counts nothing.
  async function waitOut(checks: [BackoffPolicy, string][]) {
    const now = Date.now();
    for (const [policy, key] of checks) {
      const state = await repo.failureState(key);
      if (!state || now - state.lastFailureAt.getTime() > BACKOFF.forgetAfterMs) continue;
      const until = state.lastFailureAt.getTime() + backoffWaitMs(policy, state.failures);
      if (until > now) throw tooManyRequests(Math.ceil((until - now) / 1000));
    }
  }

  async function fail(checks: [BackoffPolicy, string][]) {
    const forgetBefore = new Date(Date.now() - BACKOFF.forgetAfterMs);
    for (const [, key] of checks) await repo.addFailure(key, forgetBefore);
  }

  async function startSession(user: UserRow, meta: RequestMeta) {
    for (const p of policies) await p.signIn?.(toUser(user));
    const token = newSessionToken();
    await repo.createSession({
      userId: user.id,
      workspaceId: user.workspaceId,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
      expiresAt: new Date(Date.now() + SESSION_IDLE_DAYS * DAY_MS),
    });
    return { token, user: toUser(user), deviceToken: signDeviceToken(opts.secret, user.email) };
  }

  // checkResetCode finds the user's live code and compares it, counting wrong tries.
  async function checkResetCode(email: string, code: string, meta: RequestMeta) {
    const address: [BackoffPolicy, string][] = [[BACKOFF.codes, `codes:ip:${meta.ip}`]];
    await waitOut(address);
    const user = await repo.findUserByEmail(email);
    const reset = user ? await repo.findActiveReset(user.id) : undefined;
    if (!user || !reset) {
      await fail(address);
      throw badRequest('RESET_CODE_INVALID');
    }
    if (reset.attempts >= RESET_CODE_MAX_TRIES) throw badRequest('RESET_TOO_MANY_TRIES');
    if (!sameHash(reset.codeHash, hashResetCode(opts.secret, user.id, code))) {
      await fail(address);
      const attempts = await repo.addResetAttempt(reset.id);
      throw badRequest(attempts >= RESET_CODE_MAX_TRIES ? 'RESET_TOO_MANY_TRIES' : 'RESET_CODE_INVALID');
    }
    return { user, reset };
  }

  // mailVerifyLink stores a fresh verification token for the user's current address and mails its /verify-email link
  async function mailVerifyLink(row: UserRow) {
    const token = newSessionToken();
    await repo.replaceVerifyToken({
      userId: row.id,
      subject: row.email,
      codeHash: hashToken(`verify:${token}`),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_HOURS * 60 * MINUTE_MS),
    });
    await opts.sendMail(verifyEmailMail({ to: row.email, firstName: row.firstName, token, language: row.language, publicUrl: opts.publicUrl }));
  }

  const oauthBinding = (state: string) => hashToken(`oauth-state:${state}`);
  let gate: SignInGate | undefined;

  // admit passes a verified first factor through the gate: a session, or the gate's second-factor hold
  async function admit(row: UserRow, method: string, meta: RequestMeta) {
    const held = gate ? await gate.admit(toUser(row), method, meta) : undefined;
    if (held) return held;
    return startSession((await repo.updateUser(row.id, { lastLoginAt: new Date() })) ?? row, meta);
  }

  return {
    /** Installs the sign-in gate (second factor, address restriction, sign-in log); the oauth module calls it once. */
    useSignInGate(g: SignInGate) {
      gate = g;
    },

    /** Opens a session for a user who passed every factor (the oauth module's second-factor step). */
    async openSession(userId: string, meta: RequestMeta) {
      const row = await repo.findUserById(userId);
      if (!row) throw unauthorized();
      return startSession((await repo.updateUser(row.id, { lastLoginAt: new Date() })) ?? row, meta);
    },

    /** The account with this email, if any (the oauth module links a verified provider email to it). */
    async userByEmail(email: string): Promise<User | undefined> {
      const row = await repo.findUserByEmail(email);
      return row ? toUser(row) : undefined;
    },

    /** The account with this id, if any. */
    async userById(id: string): Promise<User | undefined> {
      const row = await repo.findUserById(id);
      return row ? toUser(row) : undefined;
    },

    /** Whether the account can sign in with a password (accounts made through a provider have none until a reset). */
    async hasPassword(userId: string): Promise<boolean> {
      const row = await repo.findUserById(userId);
      return !!row && !row.passwordHash.startsWith(NO_PASSWORD);
    },

    /**
     * Registers an account and its workspace from a provider's profile, like the simple form; undefined when the email is
     * taken. An address the provider did not vouch for is unverified and gets a verification link (unless mailLink: false).
     */
    async createProviderAccount(
      p: { email: string; firstName: string; lastName: string; language: Language; emailVerified: boolean },
      options: { mailLink?: boolean } = {},
    ): Promise<User | undefined> {
      const row = await repo.createAccount(
        `${p.firstName} ${p.lastName}`.trim() || p.email,
        {
          email: p.email,
          passwordHash: NO_PASSWORD,
          firstName: p.firstName,
          lastName: p.lastName,
          role: 'user',
          language: p.language,
          emailVerifiedAt: p.emailVerified ? new Date() : null,
        },
        newSubscription('free', new Date()),
      );
      if (row && !p.emailVerified && options.mailLink !== false) await mailVerifyLink(row);
      return row ? toUser(row) : undefined;
    },

    /** Mails a fresh verification link to the signed-in user's address (earlier links stop working); throttled. */
    async resendVerification(ctx: SessionContext, meta: RequestMeta) {
      const row = await repo.findUserById(ctx.user.id);
      if (!row) throw unauthorized();
      if (row.emailVerifiedAt) return { alreadyVerified: true };
      await throttle('verify', meta.ip, row.email);
      await mailVerifyLink(row);
      return { alreadyVerified: false };
    },

    /** Verifies an address with the token of a mailed link (single use, VERIFY_EMAIL_TTL_HOURS); wrong tokens back off per address. */
    async verifyEmail(token: string, meta: RequestMeta): Promise<User> {
      const address: [BackoffPolicy, string][] = [[BACKOFF.codes, `codes:ip:${meta.ip}`]];
      await waitOut(address);
      const row = await repo.takeVerifyToken(hashToken(`verify:${token}`));
      if (!row) {
        await fail(address);
        throw badRequest('VERIFY_LINK_INVALID');
      }
      return toUser(row);
    },

    /**
     * Starts a registration: answers the same whether or not the email has an account, and does the same work
     * (argon2 hash, one pending code row, one queued mail). A new address gets a 6-digit code; an existing
     * account's owner gets a "someone tried to sign up with your address" mail and a code nobody knows.
     */
    async register(input: RegisterInput, meta: RequestMeta) {
      await throttle('register', meta.ip, input.email);
      for (const p of policies) await p.registration?.();
      await checkPassword(input.password);
      const { password, ...profile } = input;
      const payload: PendingSignup = { ...profile, passwordHash: await hashPassword(password), language: input.language ?? meta.language };
      const existing = await repo.findUserByEmail(input.email);
      const code = existing ? crypto.randomBytes(16).toString('hex') : newResetCode();
      await repo.replaceSignupCode({
        subject: input.email,
        codeHash: hashCode(opts.secret, `signup:${input.email}`, code),
        payload,
        expiresAt: new Date(Date.now() + SIGNUP_CODE_TTL_MINUTES * MINUTE_MS),
      });
      const common = { publicUrl: opts.publicUrl };
      await opts.sendMail(
        existing
          ? signupAttemptMail({ ...common, to: existing.email, firstName: existing.firstName, language: existing.language })
          : signupCodeMail({ ...common, to: input.email, firstName: input.firstName, code, language: payload.language }),
      );
      return { status: 'confirmation_sent' as const, email: input.email };
    },

    /** Creates the account of a pending registration with its mailed code and signs it in. */
    async confirmRegistration(email: string, code: string, meta: RequestMeta) {
      const address: [BackoffPolicy, string][] = [[BACKOFF.codes, `codes:ip:${meta.ip}`]];
      await waitOut(address);
      const pending = await repo.findSignupCode(email);
      if (!pending) {
        await fail(address);
        throw badRequest('SIGNUP_CODE_INVALID');
      }
      if (pending.attempts >= SIGNUP_CODE_MAX_TRIES) throw badRequest('SIGNUP_TOO_MANY_TRIES');
      if (!sameHash(pending.codeHash, hashCode(opts.secret, `signup:${email}`, code))) {
        await fail(address);
        const attempts = await repo.addCodeAttempt(pending.id);
        throw badRequest(attempts >= SIGNUP_CODE_MAX_TRIES ? 'SIGNUP_TOO_MANY_TRIES' : 'SIGNUP_CODE_INVALID');
      }
      if (!(await repo.consumeCode(pending.id))) throw badRequest('SIGNUP_CODE_INVALID');
      const p = pending.payload as PendingSignup;
      const row = await repo.createAccount(
        p.companyName || `${p.firstName} ${p.lastName}`,
        {
          email,
          passwordHash: p.passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          role: 'user',
          companyName: p.companyName ?? null,
          country: p.country ?? null,
          phone: p.phone ?? null,
          taxNumber: p.taxNumber ?? null,
          address: p.address ?? null,
          accountType: p.accountType ?? 'individual',
          language: p.language,
          lastLoginAt: new Date(),
          // the mailed code proved the address
          emailVerifiedAt: new Date(),
        },
        newSubscription(p.selectedPlan ?? 'free', new Date()),
      );
      // the address got an account meanwhile (its code was never mailed to anyone): same answer as a wrong code
      if (!row) throw badRequest('SIGNUP_CODE_INVALID');
      const company = signupCompany(p);
      // the account exists now: company details that cannot be stored are left for the settings page, not an error
      if (company && opts.seedCompany) {
        await opts.seedCompany(row.workspaceId, company, p.language).catch((err: unknown) => {
          process.stderr.write(`sign-up company settings not stored: ${err instanceof Error ? err.message : String(err)}\n`);
        });
      }
      return startSession(row, meta);
    },

    /** Signs in with a password; failures back off per account and address, or per trusted device (see BACKOFF). */
    async login(input: LoginInput, meta: RequestMeta) {
      const { email, password } = input;
      const row = await repo.findUserByEmail(email);
      const device = input.deviceToken ? deviceId(opts.secret, email, input.deviceToken, DEVICE_TOKEN_MAX_AGE_MS) : undefined;
      const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * DAY_MS);
      const known = !device && (await repo.hasSignedInFrom(row?.id ?? NIL_UUID, meta.ip, since));
      const keys: [BackoffPolicy, string][] = device
        ? [[BACKOFF.trusted, `login:device:${device}`]]
        : known
          ? [[BACKOFF.trusted, `login:known:${email}:${meta.ip}`]]
          : [
              [BACKOFF.account, `login:account:${email}`],
              [BACKOFF.address, `login:ip:${meta.ip}`],
            ];
      await waitOut(keys);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) {
        await fail(keys);
        await gate?.failed({ email, userId: row?.id, workspaceId: row?.workspaceId, method: 'password', reason: 'invalid_credentials' }, meta);
        throw unauthorized('INVALID_CREDENTIALS');
      }
      return admit(row, 'password', meta);
    },

    /** Hands a third-party sign-in to the browser that started it: a one-time code bound to that browser's state. */
    async issueOAuthCode(userId: string, state: string, provider?: string): Promise<string> {
      const code = newSessionToken();
      await repo.insertOAuthCode({
        codeHash: hashToken(code),
        bindingHash: oauthBinding(state),
        userId,
        subject: provider,
        expiresAt: new Date(Date.now() + OAUTH_CODE_TTL_MS),
      });
      return code;
    },

    /** Exchanges a third-party sign-in code once, only with the state of the browser that started the sign-in. */
    async exchangeOAuthCode(code: string, state: string, meta: RequestMeta) {
      const address: [BackoffPolicy, string][] = [[BACKOFF.codes, `codes:ip:${meta.ip}`]];
      await waitOut(address);
      const taken = await repo.takeOAuthCode(hashToken(code));
      const user = taken?.userId && taken.bindingHash && sameHash(taken.bindingHash, oauthBinding(state)) ? await repo.findUserById(taken.userId) : undefined;
      if (!user) {
        await fail(address);
        throw badRequest('OAUTH_CODE_INVALID');
      }
      return admit(user, taken?.subject ?? 'oauth', meta);
    },

    /**
     * Resolves a bearer token to its session; undefined when unknown, revoked, idle past its expiry or older than
     * SESSION_MAX_DAYS. Use slides the idle expiry, never past the absolute lifetime.
     */
    async authenticate(token: string, req?: RequestInfo): Promise<SessionContext | undefined> {
      if (!token || token.length > 200) return undefined;
      const now = Date.now();
      const found = await repo.findSession(hashToken(token), new Date(now - SESSION_MAX_DAYS * DAY_MS));
      if (!found) return undefined;
      if (now - found.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        const absoluteEnd = found.session.createdAt.getTime() + SESSION_MAX_DAYS * DAY_MS;
        await repo.touchSession(found.session.id, new Date(Math.min(now + SESSION_IDLE_DAYS * DAY_MS, absoluteEnd)));
      }
      let ctx: SessionContext | undefined = { user: toUser(found.user), sessionId: found.session.id, workspaceId: found.user.workspaceId };
      for (const p of policies) if (ctx && p.session) ctx = await p.session(ctx, req);
      return ctx;
    },

    /** Runs the request policies (API limits) for an authenticated request, whatever its credential. */
    async checkRequest(ctx: SessionContext, req: RequestInfo) {
      for (const p of policies) await p.request?.(ctx, req);
    },

    /** Adds a platform rule (see AuthPolicy); modules call it once when they are built. */
    addPolicy(policy: AuthPolicy) {
      policies.push(policy);
    },

    /**
     * Starts a session for a user chosen by the platform (admin impersonation): no password, expiring after ttlMs.
     * The caller records who started it and why.
     */
    async startSessionAs(userId: string, meta: RequestMeta, ttlMs: number) {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      const token = newSessionToken();
      const sessionId = crypto.randomUUID();
      await repo.createSession({
        id: sessionId,
        userId: user.id,
        workspaceId: user.workspaceId,
        tokenHash: hashToken(token),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return { token, sessionId, user: toUser(user) };
    },

    /** When a session was opened (sign-in time), for the oauth module's sign-in session timeout. */
    async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
      return repo.sessionCreatedAt(sessionId);
    },

    /** Revokes every session of a user (suspension). */
    async revokeSessions(userId: string) {
      await repo.revokeUserSessions(userId);
    },

    async logout(sessionId: string) {
      await repo.revokeSession(sessionId);
    },

    /**
     * Queues the reset-code work and answers the same either way: the request path never looks the email up,
     * so it does the same work for registered and unknown addresses.
     */
    async forgotPassword(email: string, meta: RequestMeta) {
      await throttle('reset', meta.ip, email);
      await opts.deferResetCode({ email });
    },

    /** Mails a reset code when the email is registered (run by the worker for forgotPassword). */
    async sendResetCode(email: string) {
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
      await checkResetCode(email, code, meta);
    },

    async resetPassword(email: string, code: string, newPassword: string, meta: RequestMeta) {
      const { user, reset } = await checkResetCode(email, code, meta);
      await checkPassword(newPassword);
      const done = await repo.completeReset(reset.id, user.id, await hashPassword(newPassword));
      if (!done) throw badRequest('RESET_CODE_INVALID');
    },

    async changePassword(ctx: SessionContext, currentPassword: string, newPassword: string) {
      const row = await repo.findUserById(ctx.user.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest('WRONG_CURRENT_PASSWORD');
      await checkPassword(newPassword);
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
        {
          email,
          passwordHash: await hashPassword(password),
          firstName: 'Platform',
          lastName: 'Admin',
          role: 'admin',
          language: 'tr',
          emailVerifiedAt: new Date(),
        },
        newSubscription('platinum', new Date(), { trial: false }),
      );
    },

    async prune() {
      await repo.pruneRateLimits(new Date(Date.now() - DAY_MS));
      await repo.pruneSessions(new Date(Date.now() - DAY_MS));
      await repo.pruneCodes(new Date(Date.now() - DAY_MS));
    },
  };
}
