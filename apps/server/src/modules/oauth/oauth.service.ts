// Third-party sign-in: provider settings (platform admin), attempts with state/nonce/PKCE, the callback that signs in,
// registers or refuses, linking and unlinking, workspace sign-in security, and the management screen's figures.
import crypto from 'node:crypto';
import net from 'node:net';
import {
  OAUTH_ATTEMPT_TTL_MINUTES,
  PROVIDERS_ENABLED_BY_DEFAULT,
  SIGN_IN_METHODS,
  SIGN_IN_PROVIDERS,
  SIGN_IN_SESSION_TIMEOUT_DEFAULT,
  type Answer,
  type Language,
  type OAuthFailureReason,
  type OAuthStats,
  type ProviderConfig,
  type SignInLogEntry,
  type SignInMethod,
  type SignInProvider,
  type SignInSecurity,
  type UpdateProviderConfigInput,
  type UpdateSignInSecurityInput,
  type User,
  type WorkspaceRole,
  type linkConfirmedSchema,
} from '@ulak/shared';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { AuthService, RequestMeta } from '../auth/index.js';
import type { SecretBox } from '../../secret-box.js';
import type { OAuthRepo, ProviderRow, Scope, SignInLogRow } from './oauth.repo.js';
import {
  PROVIDER_DEFAULTS,
  PROVIDER_NAMES,
  ProviderError,
  authorizationUrl,
  isConfigured,
  resolveProfile,
  type Endpoints,
  type ProviderProfile,
  type ProviderSettings,
} from './providers.js';
import type { TwoFactorService } from './two-factor.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const STATS_DAYS = 30;
const PLATFORM_ADMIN_2FA = 'require_admin_two_factor';

type Sealed = { clientSecret?: string; applePrivateKey?: string };
type Stored = { scopes?: string[]; endpoints?: Partial<Endpoints>; appleTeamId?: string; appleKeyId?: string };

const random = () => crypto.randomBytes(32).toString('base64url');
const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

// inRanges tells whether an address falls in any of the CIDR ranges (IPv4-mapped IPv6 counts as IPv4).
export function inRanges(ip: string, cidrs: string[]): boolean {
  const list = new net.BlockList();
  for (const c of cidrs) addRange(list, c);
  const clean = ip.replace(/^::ffff:/, '');
  const family = net.isIPv6(clean) ? 'ipv6' : 'ipv4';
  return net.isIP(clean) ? list.check(clean, family) : false;
}

// addRange adds one "address/bits" (or a bare address) to a block list; throws 400 v.cidr when malformed.
function addRange(list: net.BlockList, cidr: string) {
  const [addr = '', bitsText] = cidr.trim().split('/');
  const family = net.isIP(addr);
  const bits = bitsText === undefined ? (family === 6 ? 128 : 32) : Number(bitsText);
  if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) throw badRequest('v.cidr');
  list.addSubnet(addr, bits, family === 6 ? 'ipv6' : 'ipv4');
}

export type OAuthService = ReturnType<typeof oauthService>;
export type CallbackParams = { code?: string; state?: string; error?: string; user?: string };

// oauthService builds the sign-in provider rules.
export function oauthService(
  repo: OAuthRepo,
  opts: {
    box: SecretBox;
    publicUrl: string;
    auth: AuthService;
    twoFactor: TwoFactorService;
    /** The caller's role in a workspace (the settings module's members), for the owner-and-admin rules. */
    roleOf?: (workspaceId: string, userId: string) => Promise<WorkspaceRole | undefined>;
  },
) {
  const callbackUrl = (p: SignInProvider) => `${opts.publicUrl}/api/auth/oauth/${p}/callback`;
  const { twoFactor } = opts;
  const securityCache = new Map<string, { at: number; value: SignInSecurity }>();
  const startedCache = new Map<string, number>();

  // settingsOf merges a stored row with the provider's defaults and opens its secrets
  function settingsOf(provider: SignInProvider, row: ProviderRow | undefined): ProviderSettings {
    const stored = (row?.settings ?? {}) as Stored;
    let sealed: Sealed = {};
    if (row?.secretSealed) {
      try {
        sealed = JSON.parse(opts.box.open(row.secretSealed)) as Sealed;
      } catch {
        sealed = {};
      }
    }
    const defaults = PROVIDER_DEFAULTS[provider];
    const endpoints = { ...defaults.endpoints };
    for (const [k, v] of Object.entries(stored.endpoints ?? {})) if (v) (endpoints as Record<string, string | null>)[k] = v;
    return {
      provider,
      enabled: row ? row.enabled : PROVIDERS_ENABLED_BY_DEFAULT.includes(provider),
      clientId: row?.clientId || null,
      clientSecret: sealed.clientSecret || null,
      applePrivateKey: sealed.applePrivateKey || null,
      appleTeamId: stored.appleTeamId || null,
      appleKeyId: stored.appleKeyId || null,
      scopes: stored.scopes?.length ? stored.scopes : defaults.scopes,
      endpoints,
    };
  }

  async function settings(provider: SignInProvider) {
    return settingsOf(provider, await repo.provider(provider));
  }

  async function allSettings() {
    const rows = new Map((await repo.providers()).map((r) => [r.provider, r]));
    return SIGN_IN_PROVIDERS.map((p) => settingsOf(p, rows.get(p)));
  }

  async function security(workspaceId: string): Promise<SignInSecurity> {
    const row = await repo.security(workspaceId);
    return {
      requireTwoFactor: row?.requireTwoFactor ?? false,
      ipRestriction: row?.ipRestriction ?? false,
      allowedCidrs: row?.allowedCidrs ?? [],
      deviceVerification: row?.deviceVerification ?? false,
      sessionTimeoutEnabled: row?.sessionTimeoutEnabled ?? true,
      sessionTimeoutMinutes: row?.sessionTimeoutMinutes ?? SIGN_IN_SESSION_TIMEOUT_DEFAULT,
    };
  }

  async function adminTwoFactorRequired(): Promise<boolean> {
    return (await repo.platformSetting(PLATFORM_ADMIN_2FA)) === true;
  }

  /** Whether this user must have a second factor: the workspace's flag, or the platform's for admins. */
  async function twoFactorMandatory(user: User): Promise<boolean> {
    if ((await security(user.workspaceId)).requireTwoFactor) return true;
    return user.role === 'admin' && (await adminTwoFactorRequired());
  }

  // isManager tells whether the user is an owner or admin of the workspace
  async function isManager(workspaceId: string, user: User): Promise<boolean> {
    const role = opts.roleOf ? await opts.roleOf(workspaceId, user.id) : 'owner';
    return role === 'owner' || role === 'admin';
  }

  // allowedAddress refuses (403, logged) a sign-in from outside the workspace's allowed ranges; answers its rules
  async function allowedAddress(user: User, method: string, meta: RequestMeta) {
    const sec = await security(user.workspaceId);
    if (sec.ipRestriction && sec.allowedCidrs.length && !inRanges(meta.ip, sec.allowedCidrs)) {
      await twoFactor.log({ userId: user.id, workspaceId: user.workspaceId, email: user.email, method, success: false, reason: 'ip_not_allowed' }, meta);
      throw new AppError(403, 'IP_NOT_ALLOWED');
    }
    return sec;
  }

  // resolveUser finds or creates the account of a provider profile (never by an unverified email)
  async function resolveUser(provider: SignInProvider, profile: ProviderProfile, language: Language): Promise<{ userId: string; workspaceId: string }> {
    const known = await repo.identity(provider, profile.subject);
    if (known) {
      await repo.touchIdentity(known.id);
      return { userId: known.userId, workspaceId: known.workspaceId };
    }
    if (!profile.email) throw new ProviderError('email_missing');
    const existing = await opts.auth.userByEmail(profile.email);
    if (existing) {
      // linking by email only on the provider's word that the address is verified; else the owner links from settings
      if (!profile.emailVerified) throw new ProviderError('email_not_verified');
      const added = await repo.addIdentity({
        provider,
        subject: profile.subject,
        email: profile.email,
        userId: existing.id,
        workspaceId: existing.workspaceId,
        lastUsedAt: new Date(),
      });
      if (!added) throw new ProviderError('account_linked_elsewhere');
      return { userId: existing.id, workspaceId: existing.workspaceId };
    }
    const created = await opts.auth.createProviderAccount({
      email: profile.email,
      firstName: profile.firstName.slice(0, 100) || profile.email.split('@')[0]?.slice(0, 100) || 'User',
      lastName: profile.lastName.slice(0, 100),
      language,
      emailVerified: profile.emailVerified,
    });
    if (!created) throw new ProviderError('account_linked_elsewhere');
    await repo.addIdentity({
      provider,
      subject: profile.subject,
      email: profile.email,
      userId: created.id,
      workspaceId: created.workspaceId,
      lastUsedAt: new Date(),
    });
    return { userId: created.id, workspaceId: created.workspaceId };
  }

  const failUrl = (reason: OAuthFailureReason) => `${opts.publicUrl}/oauth/callback?error=${reason}`;

  // appleUser reads the name Apple posts once, on the first sign-in
  function appleUser(raw: string | undefined) {
    if (!raw || raw.length > 2000) return undefined;
    try {
      const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
      const n = parsed.name ?? {};
      return { firstName: typeof n.firstName === 'string' ? n.firstName : undefined, lastName: typeof n.lastName === 'string' ? n.lastName : undefined };
    } catch {
      return undefined;
    }
  }

  return {
    settings,
    security,
    twoFactorMandatory,
    callbackUrl,

    /** The providers whose buttons the sign-in pages show: enabled and configured. */
    async enabledProviders(): Promise<SignInProvider[]> {
      return (await allSettings()).filter((p) => p.enabled && isConfigured(p)).map((p) => p.provider);
    },

    /** Starts an attempt: fresh state, nonce and PKCE verifier stored server-side; answers the provider URL. */
    async start(provider: SignInProvider, browserState: string, linkUserId?: string): Promise<string> {
      const p = await settings(provider);
      if (!p.enabled) throw new ProviderError('provider_disabled');
      if (!isConfigured(p)) throw new ProviderError('not_configured');
      const state = random();
      const nonce = random();
      const verifier = random();
      await repo.insertAttempt({
        stateHash: sha256(state),
        provider,
        purpose: linkUserId ? 'link' : 'login',
        nonce,
        verifierSealed: opts.box.seal(verifier),
        browserStateSealed: opts.box.seal(browserState),
        linkUserId: linkUserId ?? null,
        expiresAt: new Date(Date.now() + OAUTH_ATTEMPT_TTL_MINUTES * MINUTE_MS),
      });
      return authorizationUrl(p, { state, nonce, verifier, redirectUri: callbackUrl(provider) });
    },

    /** Where a failed start sends the browser (the callback page turns it into /login?error=oauth_failed). */
    failUrl,

    /**
     * Finishes an attempt on the provider's return (GET, or Apple's form_post): answers where to send the browser —
     * the callback page with a one-time code, or with the failure reason. Every outcome is logged.
     */
    async callback(provider: SignInProvider, params: CallbackParams, meta: RequestMeta): Promise<string> {
      const attempt = params.state && params.state.length <= 200 ? await repo.takeAttempt(sha256(params.state)) : undefined;
      const refuse = async (reason: OAuthFailureReason, who: { userId?: string; workspaceId?: string; email?: string } = {}) => {
        if (attempt) await repo.finishAttempt(attempt.id, { failure: reason, workspaceId: who.workspaceId ?? null, userId: who.userId ?? null });
        await twoFactor.log({ ...who, method: provider, success: false, reason }, meta);
        return failUrl(reason);
      };
      if (!attempt || attempt.provider !== provider) return refuse('state_invalid');
      const p = await settings(provider);
      if (!p.enabled) return refuse('provider_disabled');
      if (!isConfigured(p)) return refuse('not_configured');
      if (params.error) return refuse(params.error === 'access_denied' ? 'access_denied' : 'provider_error');
      if (!params.code || params.code.length > 2000) return refuse('provider_error');
      let profile: ProviderProfile;
      try {
        profile = await resolveProfile(p, {
          code: params.code,
          verifier: opts.box.open(attempt.verifierSealed),
          nonce: attempt.nonce,
          redirectUri: callbackUrl(provider),
          appleUser: provider === 'apple' ? appleUser(params.user) : undefined,
        });
      } catch (err) {
        return refuse(err instanceof ProviderError ? err.reason : 'provider_error');
      }
      if (attempt.purpose === 'link' && attempt.linkUserId) {
        const code = random();
        await repo.finishAttempt(attempt.id, {
          result: { subject: profile.subject, email: profile.email },
          resultCodeHash: sha256(code),
          completedAt: new Date(),
          userId: attempt.linkUserId,
          expiresAt: new Date(Date.now() + OAUTH_ATTEMPT_TTL_MINUTES * MINUTE_MS),
        });
        return `${opts.publicUrl}/oauth/callback?link=${encodeURIComponent(code)}&provider=${provider}`;
      }
      let who: { userId: string; workspaceId: string };
      try {
        who = await resolveUser(provider, profile, meta.language);
      } catch (err) {
        const existing = profile.email ? await opts.auth.userByEmail(profile.email) : undefined;
        return refuse(err instanceof ProviderError ? err.reason : 'provider_error', {
          email: profile.email ?? undefined,
          userId: existing?.id,
          workspaceId: existing?.workspaceId,
        });
      }
      await repo.finishAttempt(attempt.id, { completedAt: new Date(), userId: who.userId, workspaceId: who.workspaceId });
      const browserState = attempt.browserStateSealed ? opts.box.open(attempt.browserStateSealed) : '';
      const code = await opts.auth.issueOAuthCode(who.userId, browserState, provider);
      return `${opts.publicUrl}/oauth/callback?code=${encodeURIComponent(code)}`;
    },

    /** Completes a link started by this user in this browser: the provider account joins the signed-in account. */
    async confirmLink(user: User, code: string, state: string): Promise<Answer<typeof linkConfirmedSchema>> {
      const attempt = await repo.takeLinkResult(sha256(code), user.id);
      const browserState = attempt?.browserStateSealed ? opts.box.open(attempt.browserStateSealed) : undefined;
      const result = attempt?.result as { subject?: string; email?: string | null } | undefined;
      if (!attempt || browserState !== state || !result?.subject) throw badRequest('OAUTH_LINK_INVALID');
      const added = await repo.addIdentity({
        provider: attempt.provider,
        subject: result.subject,
        email: result.email ?? null,
        userId: user.id,
        workspaceId: user.workspaceId,
      });
      if (!added) throw conflict('OAUTH_ALREADY_LINKED');
      return { provider: attempt.provider };
    },

    async identities(userId: string) {
      const list = await repo.identitiesOf(userId);
      return {
        hasPassword: await opts.auth.hasPassword(userId),
        identities: list.map((i) => ({
          provider: i.provider as SignInProvider,
          email: i.email,
          createdAt: i.createdAt.toISOString(),
          lastUsedAt: i.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Unlinks a provider, never the last way to sign in. */
    async unlink(userId: string, provider: SignInProvider) {
      const list = await repo.identitiesOf(userId);
      if (!list.some((i) => i.provider === provider)) throw new AppError(404, 'OAUTH_IDENTITY_NOT_FOUND');
      if (list.length <= 1 && !(await opts.auth.hasPassword(userId))) throw conflict('OAUTH_LAST_SIGN_IN_METHOD');
      await repo.removeIdentity(userId, provider);
    },

    /** The platform admin's view of a provider: never the secrets, only whether they are set. */
    async providerConfig(provider: SignInProvider): Promise<ProviderConfig> {
      const p = await settings(provider);
      return {
        provider,
        enabled: p.enabled,
        clientId: p.clientId,
        hasClientSecret: !!p.clientSecret,
        hasApplePrivateKey: !!p.applePrivateKey,
        appleTeamId: p.appleTeamId,
        appleKeyId: p.appleKeyId,
        scopes: p.scopes,
        endpoints: p.endpoints,
        callbackUrl: callbackUrl(provider),
      };
    },

    /** Saves a provider's client id, secrets (sealed), scopes and endpoints. */
    async updateProviderConfig(provider: SignInProvider, input: UpdateProviderConfigInput) {
      const row = await repo.provider(provider);
      const current = settingsOf(provider, row);
      const stored = { ...((row?.settings ?? {}) as Stored) };
      if (input.scopes) stored.scopes = input.scopes;
      if (input.endpoints) stored.endpoints = { ...stored.endpoints, ...input.endpoints };
      if (input.appleTeamId !== undefined) stored.appleTeamId = input.appleTeamId;
      if (input.appleKeyId !== undefined) stored.appleKeyId = input.appleKeyId;
      const sealed: Sealed = {
        clientSecret: input.clientSecret !== undefined ? input.clientSecret : (current.clientSecret ?? undefined),
        applePrivateKey: input.applePrivateKey !== undefined ? input.applePrivateKey : (current.applePrivateKey ?? undefined),
      };
      await repo.saveProvider({
        provider,
        enabled: current.enabled,
        clientId: input.clientId !== undefined ? input.clientId || null : current.clientId,
        secretSealed: opts.box.seal(JSON.stringify(sealed)),
        settings: stored,
      });
    },

    async toggle(provider: SignInProvider, enabled: boolean) {
      const row = await repo.provider(provider);
      await repo.saveProvider({ provider, enabled, clientId: row?.clientId ?? null, secretSealed: row?.secretSealed ?? null, settings: row?.settings ?? {} });
    },

    /** The account with this id (the admin's reset names its target by id). */
    userById: (id: string) => opts.auth.userById(id),

    /**
     * An account entering another workspace it belongs to (a workspace switch) passes that workspace's rules: its
     * address restriction (403 IP_NOT_ALLOWED), and its mandatory 2FA (403 TWO_FACTOR_SETUP_REQUIRED without any second
     * factor: the member sets one up in the security tab first).
     */
    async admitWorkspace(user: User, workspaceId: string, meta: RequestMeta) {
      const target = { ...user, workspaceId };
      await allowedAddress(target, 'password', meta);
      if (!(await twoFactorMandatory(target))) return;
      const hasFactor = (await twoFactor.enabled(user.id)) || (await repo.countPasskeys(user.id)) > 0;
      if (!hasFactor) throw new AppError(403, 'TWO_FACTOR_SETUP_REQUIRED');
    },

    /** A password-less (passkey) sign-in passes the workspace's address restriction; it is its own second factor. */
    async admitWithoutPassword(user: User, meta: RequestMeta) {
      await allowedAddress(user, 'passkey', meta);
    },

    /** Throws 403 unless the user is an owner or admin of the workspace (its sign-in security is theirs to change). */
    async assertManager(workspaceId: string, user: User) {
      if (!(await isManager(workspaceId, user))) throw new AppError(403, 'ROLE_MANAGER_REQUIRED');
    },

    /** Changes the workspace's sign-in security; refuses an IP list that would lock the caller out. */
    async updateSecurity(workspaceId: string, input: UpdateSignInSecurityInput, callerIp: string): Promise<SignInSecurity> {
      const next = { ...(await security(workspaceId)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as SignInSecurity;
      next.allowedCidrs = [...new Set(next.allowedCidrs.map((c) => c.trim()))];
      for (const c of next.allowedCidrs) addRange(new net.BlockList(), c);
      if (next.ipRestriction) {
        if (!next.allowedCidrs.length) throw badRequest('IP_RESTRICTION_EMPTY');
        if (!inRanges(callerIp, next.allowedCidrs)) throw badRequest('IP_RESTRICTION_SELF_LOCKOUT', { ip: callerIp });
      }
      await repo.saveSecurity({ workspaceId, ...next });
      securityCache.delete(workspaceId);
      return next;
    },

    async setAdminTwoFactor(required: boolean) {
      await repo.savePlatformSetting(PLATFORM_ADMIN_2FA, required);
    },

    /** The sign-in gate the auth module calls after a first factor: address restriction, then the second factor. */
    async admit(user: User, method: string, meta: RequestMeta) {
      const sec = await allowedAddress(user, method, meta);
      const passkeys = await repo.countPasskeys(user.id);
      if ((await twoFactor.enabled(user.id)) || passkeys > 0) return twoFactor.hold(user, method, false, passkeys);
      if (await twoFactorMandatory(user)) return twoFactor.hold(user, method, true);
      if (sec.deviceVerification && !(await twoFactor.knownDevice(user.id, meta))) return twoFactor.holdForEmail(user, method, meta);
      await twoFactor.log({ userId: user.id, workspaceId: user.workspaceId, email: user.email, method, success: true }, meta);
      return undefined;
    },

    /**
     * The sign-in session timeout (auth policy on every authenticated request): a session opened more than the
     * workspace's minutes ago must sign in again. Workspace settings are cached 30 s, session start times for good.
     */
    async sessionAlive(sessionId: string, workspaceId: string, now = Date.now()): Promise<boolean> {
      let sec = securityCache.get(workspaceId);
      if (!sec || sec.at < now - 30_000) {
        sec = { at: now, value: await security(workspaceId) };
        if (securityCache.size > 5000) securityCache.clear();
        securityCache.set(workspaceId, sec);
      }
      if (!sec.value.sessionTimeoutEnabled) return true;
      let started = startedCache.get(sessionId);
      if (started === undefined) {
        started = (await opts.auth.sessionStartedAt(sessionId))?.getTime() ?? now;
        if (startedCache.size > 20_000) startedCache.clear();
        startedCache.set(sessionId, started);
      }
      return now - started <= sec.value.sessionTimeoutMinutes * MINUTE_MS;
    },

    /** Everything the management screen shows: workspace-scoped, or platform-wide for the platform admin. */
    async stats(user: User, workspaceId: string): Promise<OAuthStats> {
      const scope: Scope = user.role === 'admin' ? null : workspaceId;
      const since = new Date(Date.now() - STATS_DAYS * DAY_MS);
      const [all, users, attempts, daily, outcomes, logs] = await Promise.all([
        allSettings(),
        repo.usersPerProvider(scope),
        repo.attemptStats(scope, since),
        repo.dailyCounts(scope, since),
        repo.outcomeCounts(scope, since),
        repo.logPage(scope, { limit: 10, offset: 0 }),
      ]);
      const userCount = new Map(users.map((u) => [u.provider, u.n]));
      const attemptsOf = new Map(attempts.perProvider.map((a) => [a.provider, a]));
      const providers = all.map((p) => {
        const a = attemptsOf.get(p.provider);
        const started = a?.started ?? 0;
        const completed = a?.completed ?? 0;
        return {
          id: p.provider,
          name: PROVIDER_NAMES[p.provider],
          enabled: p.enabled,
          configured: isConfigured(p),
          status: (p.enabled && isConfigured(p) ? 'active' : 'inactive') as 'active' | 'inactive',
          users: userCount.get(p.provider) ?? 0,
          started,
          completed,
          conversionRate: started ? Math.round((completed / started) * 1000) / 10 : null,
          scopes: p.scopes,
          clientId: user.role === 'admin' ? p.clientId : null,
        };
      });
      const days: OAuthStats['analytics']['days'] = [];
      for (let i = STATS_DAYS - 1; i >= 0; i--) {
        const date = new Date(Date.now() - i * DAY_MS).toISOString().slice(0, 10);
        days.push({ date, counts: {} });
      }
      const byDate = new Map(days.map((d) => [d.date, d]));
      for (const r of daily) {
        const d = byDate.get(r.day);
        if (d) d.counts[r.method] = r.n;
      }
      const okTotal = outcomes.reduce((s, o) => s + o.ok, 0);
      const total = outcomes.reduce((s, o) => s + o.total, 0);
      const shares = outcomes
        .filter((o) => o.ok > 0 && (SIGN_IN_METHODS as readonly string[]).includes(o.method))
        .map((o) => ({ method: o.method as SignInMethod, count: o.ok, share: okTotal ? Math.round((o.ok / okTotal) * 1000) / 10 : 0 }))
        .sort((a, b) => b.count - a.count);
      return {
        scope: scope ? 'workspace' : 'platform',
        canManageProviders: user.role === 'admin',
        canEditSecurity: await isManager(workspaceId, user),
        providers,
        analytics: {
          days,
          shares,
          totalSignIns: okTotal,
          successRate: total ? Math.round((okTotal / total) * 1000) / 10 : null,
          medianCompletionSeconds: attempts.medianSeconds === null ? null : Math.round(attempts.medianSeconds * 10) / 10,
        },
        security: await security(workspaceId),
        platform: { requireAdminTwoFactor: await adminTwoFactorRequired() },
        recentLogs: logs.items.map(toLogEntry),
        callbackUrl: `${opts.publicUrl}/api/auth/oauth/{provider}/callback`,
      };
    },

    async logs(user: User, workspaceId: string, q: { page: number; limit: number; status?: 'success' | 'failed' }) {
      const scope: Scope = user.role === 'admin' ? null : workspaceId;
      const { items, total } = await repo.logPage(scope, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
        success: q.status === undefined ? undefined : q.status === 'success',
      });
      return { items: items.map(toLogEntry), total, page: q.page, limit: q.limit };
    },

    /** Only the platform admin manages providers. */
    requireAdmin(user: User) {
      if (user.role !== 'admin') throw forbidden();
    },
  };
}

// toLogEntry is the public shape of a sign-in log row.
function toLogEntry(r: SignInLogRow): SignInLogEntry {
  return {
    id: r.id,
    user: r.email,
    provider: ((SIGN_IN_METHODS as readonly string[]).includes(r.method) ? r.method : 'password') as SignInMethod,
    time: r.createdAt.toISOString(),
    location: r.country,
    device: r.device,
    ip: r.ip,
    status: r.success ? 'success' : 'failed',
    reason: r.reason,
  };
}
