// The oauth module: third-party sign-in with six providers, two-factor authentication (authenticator app, recovery
// codes, passkeys), workspace sign-in security and the sign-in log. It installs the auth module's sign-in gate, so
// password and provider sign-ins pass the same checks.
import { createThrottle, type RequestMeta, type SignInAttempt } from '../auth/index.js';
import { defineModule } from '../module.js';
import { oauthRepo, type SignInLogRow } from './oauth.repo.js';
import { PASSKEY_THROTTLE, passkeyService } from './passkeys.js';
import { oauthService, type OAuthService } from './oauth.service.js';
import { adminRoutes, authenticatedRoutes, publicRoutes } from './oauth.routes.js';
import { twoFactorService } from './two-factor.js';

/** What other modules may call: the providers shown on sign-in pages and whether a user must use 2FA. */
export type OAuthFront = {
  enabledProviders: OAuthService['enabledProviders'];
  twoFactorMandatory: OAuthService['twoFactorMandatory'];
  /** Whether the user has a second factor (an authenticator app or a passkey). */
  hasSecondFactor: (userId: string) => Promise<boolean>;
  /** Throws when a workspace's rules (address restriction, mandatory 2FA) keep the account out of it (a switch). */
  admitWorkspace: OAuthService['admitWorkspace'];
  /** Writes one line of the sign-in log (an accepted invitation, a refused API key…), with location and device. */
  logSignIn: (attempt: SignInAttempt & { success: boolean }, meta: RequestMeta) => Promise<void>;
  /** The platform's sign-in log, newest first, by address (part of it), outcome and method: the admin's access log. */
  signIns: (q: { email?: string; success?: boolean; method?: string; limit: number; offset: number }) => Promise<{
    items: Pick<SignInLogRow, 'id' | 'email' | 'method' | 'success' | 'reason' | 'ip' | 'country' | 'device' | 'createdAt'>[];
    total: number;
  }>;
};

declare module '../module.js' {
  interface Fronts {
    oauth: OAuthFront;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const oauthModule = defineModule('oauth', (deps) => {
  const repo = oauthRepo(deps.database.db);
  const auth = deps.services.auth;
  const twoFactor = twoFactorService(repo, {
    secret: deps.secret,
    box: deps.box,
    openSession: (userId, meta) => auth.openSession(userId, meta),
    country: async (ip) => (await deps.services.currency.detect(ip)).country_code,
    sendMail: deps.sendMail,
  });
  const oauth = oauthService(repo, {
    box: deps.box,
    publicUrl: deps.config.publicUrl,
    auth,
    twoFactor,
    roleOf: (workspaceId, userId) => deps.fronts.settings.roleOf(workspaceId, userId),
  });
  const throttle = createThrottle(deps.fronts.auth.hit);
  const passkeys = passkeyService(repo, {
    publicUrl: deps.config.publicUrl,
    twoFactor,
    openSession: (userId, meta) => auth.openSession(userId, meta),
    admitWithoutPassword: (user, meta) => oauth.admitWithoutPassword(user, meta),
    userById: (id) => auth.userById(id),
    throttle: (key) => throttle(PASSKEY_THROTTLE, key),
  });
  auth.useSignInGate({
    admit: (user, method, meta) => oauth.admit(user, method, meta),
    failed: (attempt, meta) => twoFactor.log({ ...attempt, success: false }, meta),
  });
  auth.addPolicy({ session: async (ctx) => ((await oauth.sessionAlive(ctx.sessionId, ctx.workspaceId)) ? ctx : undefined) });
  let timer: NodeJS.Timeout | undefined;
  const services = { oauth, twoFactor, passkeys };
  return {
    front: {
      enabledProviders: () => oauth.enabledProviders(),
      twoFactorMandatory: (user) => oauth.twoFactorMandatory(user),
      hasSecondFactor: async (userId) => (await twoFactor.status(userId)).enabled || (await repo.countPasskeys(userId)) > 0,
      logSignIn: (attempt, meta) => twoFactor.log(attempt, meta),
      admitWorkspace: (user, workspaceId, meta) => oauth.admitWorkspace(user, workspaceId, meta),
      signIns: (q) => repo.searchLog(q),
    },
    routes: {
      public: publicRoutes(services),
      authenticated: authenticatedRoutes(services),
      // a 2FA reset is an admin action: the admin module's access log records it too
      admin: adminRoutes(services, (entry) => deps.fronts.admin.logAction(entry)),
    },
    async start() {
      const days = (n: number) => new Date(Date.now() - n * 24 * PRUNE_EVERY_MS);
      // attempts are kept 90 days (the screen's figures look 30 days back), the sign-in log a year
      timer = setInterval(() => void repo.prune(days(1), days(90), days(365)).catch(() => undefined), PRUNE_EVERY_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
    },
  };
});
