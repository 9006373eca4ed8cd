// The auth module: accounts, sessions, sign-in codes, password resets and the fixed-window rate limiter other
// modules count their abuse limits with (`hit`).
import { QUEUES, enqueueResetCode } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { authRepo } from './auth.repo.js';
import { authService, type AuthService } from './auth.service.js';
import { accountRoutes, authRoutes } from './auth.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export type { AuthService, RequestInfo, RequestMeta, SessionContext, SignInAttempt, SignInHold } from './auth.service.js';
export { toUser } from './auth.service.js';
export { createThrottle, type Hit } from './throttle.js';
export { hashPassword, verifyPassword } from './crypto.js';

export type AuthFront = {
  service: AuthService;
  /** Adds a hit to a fixed window and returns the window's count (shared rate limiting). */
  hit: (key: string, windowStart: Date) => Promise<number>;
};

declare module '../module.js' {
  interface Fronts {
    auth: AuthFront;
  }
}

export const authModule = defineModule('auth', async (deps) => {
  const repo = authRepo(deps.database.db);
  const service = authService(repo, {
    secret: deps.secret,
    sendMail: deps.sendMail,
    publicUrl: deps.config.publicUrl,
    deferResetCode: enqueueResetCode(deps.boss),
    // the sign-up wizard's business details become the workspace's invoicing company settings
    seedCompany: async (ws, company, lang) => void (await deps.fronts.invoicing.settings.saveCompany(ws, company, lang)),
  });
  if (deps.config.admin) await service.ensureAdmin(deps.config.admin.email, deps.config.admin.password);
  return {
    front: { service, hit: repo.hit },
    routes: { public: authRoutes, authenticated: accountRoutes },
    start: async () => {
      await deps.boss.work<{ email: string }>(QUEUES.resetCode, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await service.sendResetCode(job.data.email);
      });
      await deps.boss.work(QUEUES.prune, async () => {
        await service.prune();
      });
      await deps.boss.schedule(QUEUES.prune, '0 * * * *');
    },
  };
});
