// The platform admin module: figures, users, subscriptions, health, alerts, security, DNS blocklist checks of the
// sending IPs (daily, pg-boss schedule); its auth policy enforces suspension, impersonation time-boxes, the admin
// allow-list and the registration and password toggles.
import fs from 'node:fs';
import { DNSBL_CHECK_CRON } from '@ulak/shared';
import { requestStats } from '../../http/request-stats.js';
import { createTxtResolver } from '../../net/dns.js';
import { defineModule } from '../module.js';
import { adminRepo } from './admin.repo.js';
import { adminService, type AdminService } from './admin.service.js';
import { adminRoutes, impersonationRoutes } from './admin.routes.js';
import { hostOf, platformSettings, type PlatformSettingsService } from './platform.js';

export type AdminFront = Pick<AdminService, 'stats' | 'security'> & {
  /** Records an admin action done by another module (a 2FA reset) in the access log. */
  logAction: (entry: { actorId: string; actorEmail: string; action: string; target: string; ip?: string; detail?: object }) => Promise<void>;
  /** The exchange-rate provider's URL: the one set in the admin panel, else ULAK_RATES_URL; undefined for the built-in rates. */
  exchangeRatesUrl: PlatformSettingsService['ratesUrl'];
};

declare module '../module.js' {
  interface Fronts {
    admin: AdminFront;
  }
}

// serverVersion reads the server package's version (the same relative place in src and dist).
function serverVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const DNSBL_QUEUE = 'admin.dnsbl';
const ROLLUP_QUEUE = 'admin.rollup';

export const adminModule = defineModule('admin', async (deps) => {
  const c = deps.config;
  const environment = {
    publicUrl: c.publicUrl,
    role: c.role,
    database: deps.database.kind,
    mail: { mode: deps.mailer.mode, relayHost: hostOf(c.smtpUrl), from: c.mailFrom },
    bounceDomain: c.bounce.domain ?? null,
    inboundDomain: c.inbound.domain ?? null,
    payment: { configured: !!c.payment.url, host: hostOf(c.payment.url), webhookSigned: !!c.payment.webhookSecret },
    ratesUrl: c.ratesUrl,
    dnsServers: c.dnsServers,
    trustProxy: c.trustProxy,
    allowPrivateMailServers: c.allowPrivateMailServers,
  };
  const repo = adminRepo(deps.database.db);
  const service = adminService(repo, {
    auth: deps.services.auth,
    dataDir: deps.config.dataDir,
    role: c.role,
    mailMode: () => deps.mailer.mode,
    verifyMail: () => deps.mailer.verify(),
    requests: requestStats,
    version: serverVersion(),
    // blocklists are asked through ULAK_DNS_SERVERS (else the system's resolvers)
    dnsbl: createTxtResolver(c.dnsServers),
    // listed IPs are quarantined through the sending module, which owns the mail servers and their rotation
    mailServers: () => deps.fronts.sending.servers,
    // sign-ins come from the oauth module's log, built after this one (read at run time)
    signIns: () => deps.fronts.oauth?.signIns,
  });
  // the settings tab: the stored override of the exchange-rate URL, read by the currency module through this front door
  const platform = platformSettings(adminRepo(deps.database.db), {
    environment,
    mailer: deps.mailer,
    currency: () => deps.fronts.currency,
    providers: async () => (await deps.fronts.oauth?.enabledProviders()) ?? [],
    security: service.security,
    allowPrivate: c.allowPrivateMailServers,
  });
  deps.services.auth.addPolicy(service.policy);
  await deps.boss.createQueue(DNSBL_QUEUE);
  await deps.boss.createQueue(ROLLUP_QUEUE);
  // every process (API and worker) beats, so the system tab knows which are alive
  service.heartbeat.start();
  return {
    front: {
      stats: service.stats,
      security: service.security,
      exchangeRatesUrl: platform.ratesUrl,
      logAction: async (e) => void (await repo.log({ ...e, ip: e.ip ?? null, detail: e.detail ?? null })),
    },
    routes: { admin: adminRoutes(service, platform), authenticated: impersonationRoutes(service) },
    start: async () => {
      // the schedule lives in pg-boss's tables: it survives restarts and runs once across worker processes
      await deps.boss.work(DNSBL_QUEUE, async () => void (await service.checkBlocklists()));
      await deps.boss.schedule(DNSBL_QUEUE, DNSBL_CHECK_CRON, {}, { singletonKey: DNSBL_QUEUE });
      // the emails-sent card reads whole hours from a rollup kept up to date every 10 minutes
      await deps.boss.work(ROLLUP_QUEUE, async () => void (await service.rollupSent()));
      await deps.boss.schedule(ROLLUP_QUEUE, '*/10 * * * *', {}, { singletonKey: ROLLUP_QUEUE });
      // and once at start (runs are idempotent: a second one upserts the same hours)
      await deps.boss.send(ROLLUP_QUEUE, {});
    },
    close: () => service.heartbeat.stop(),
  };
});
