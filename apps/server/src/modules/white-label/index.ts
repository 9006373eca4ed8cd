// The white-label module: branding, reseller tenants, custom domains, the commission ledger and per-tenant API limits
// (its auth policy counts every authenticated request against them).
import { DOMAIN_RECHECK_MINUTES, SSL_CHECK_CRON } from '@ulak/shared';
import { defineModule } from '../module.js';
import { whiteLabelRepo } from './white-label.repo.js';
import { whiteLabelService, type WhiteLabelService } from './white-label.service.js';
import { whiteLabelAdminRoutes, whiteLabelPublicRoutes, whiteLabelRoutes } from './white-label.routes.js';
import { createDomainResolver, type DomainResolver } from './domains.js';
import { apiLimiter } from './limiter.js';
import { checkCertificate, resolverLookup } from './certificates.js';

export type WhiteLabelFront = Pick<WhiteLabelService, 'current' | 'accrueCommissions' | 'emailBrand' | 'brandProductMail'>;
export { footerHtml, type EmailBrand } from './email-brand.js';

declare module '../module.js' {
  interface Fronts {
    whiteLabel: WhiteLabelFront;
  }
}

const QUEUE = 'white-label.maintain';
const CERT_QUEUE = 'white-label.certificates';

// createWhiteLabel builds the module; tests pass their own resolver.
export function createWhiteLabel(resolver?: DomainResolver) {
  return defineModule('whiteLabel', async (deps) => {
    const repo = whiteLabelRepo(deps.database.db);
    const limiter = apiLimiter(repo);
    const dns = resolver ?? createDomainResolver(deps.config.dnsServers);
    // the domain is resolved through the configured resolvers and must be public unless the operator allows private targets
    const probe = { lookup: resolverLookup(dns), allowPrivate: deps.config.allowPrivateMailServers };
    const service = whiteLabelService(repo, {
      productHost: new URL(deps.config.publicUrl).hostname,
      publicUrl: deps.config.publicUrl,
      resolver: dns,
      checkCertificate: (host) => checkCertificate(host, probe),
      limiter,
      // the owner proves the address by setting a password from the mailed reset code: no second mail
      createAccount: (p) => deps.services.auth.createProviderAccount({ ...p, emailVerified: false }, { mailLink: false }),
      // commissions come from the billing module's paid and refunded subscription invoices (read at run time)
      invoices: (q) => deps.fronts.billing.subscriptionInvoices(q),
      sendMail: deps.sendMail,
    });
    // every authenticated request, a session's or an API key's, counts against its workspace's limits
    deps.services.auth.addPolicy({ request: (ctx, req) => limiter.check(ctx.workspaceId, req) });
    await deps.boss.createQueue(QUEUE);
    await deps.boss.createQueue(CERT_QUEUE);
    return {
      front: {
        current: service.current,
        accrueCommissions: service.accrueCommissions,
        emailBrand: service.emailBrand,
        brandProductMail: service.brandProductMail,
      },
      routes: { authenticated: whiteLabelRoutes(service), admin: whiteLabelAdminRoutes(service), public: whiteLabelPublicRoutes(service) },
      start: async () => {
        // every 15 minutes: re-check domains not checked within the hour, book new invoices and refunds, drop old counters
        await deps.boss.work(QUEUE, async () => {
          await service.recheckDomains(new Date(Date.now() - DOMAIN_RECHECK_MINUTES * 60_000));
          await service.accrueCommissions();
          await repo.pruneCounters(new Date(Date.now() - 2 * 86_400_000));
        });
        await deps.boss.schedule(QUEUE, '*/15 * * * *');
        // once a day: the certificate every verified domain serves (schedules live in pg-boss's tables)
        await deps.boss.work(CERT_QUEUE, async () => service.recheckCertificates());
        await deps.boss.schedule(CERT_QUEUE, SSL_CHECK_CRON, {}, { singletonKey: CERT_QUEUE });
      },
      close: () => limiter.close(),
    };
  });
}

export const whiteLabelModule = createWhiteLabel();
