// The sending module: the workspace's own mail servers and rotation, DKIM, sending domains (DNS proofs, SPF and
// DMARC re-checked daily) and sender identities. The campaign sender reads the servers through `servers` and the
// relay's From through `relay`.
import { QUEUES } from '../../jobs/jobs.js';
import { createTxtResolver } from '../../net/dns.js';
import { defineModule } from '../module.js';
import { workspaceDirectory } from '../workspaces/index.js';
import { serversRepo, type ServersRepo } from './servers.repo.js';
import { serversService, type ServersService } from './servers.service.js';
import { relayIdentity, sendingDomainsService, type SendingDomainsService } from './domains.js';
import { identitiesRepo } from './identities.repo.js';
import { senderIdentitiesService, type SenderIdentitiesService } from './identities.js';
import { sendingRoutes } from './sending.routes.js';
import { rotationRoutes } from './rotation.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export { alignedDkim, type DkimSigning } from './dkim.js';
export { Rotation, type Candidate } from './rotation.js';
export { transportOptions } from './servers.service.js';
export type { CampaignFrom } from './domains.js';

export type { MailServerRow, ServerCounters, ServersRepo as MailServers } from './servers.repo.js';

export type SendingFront = {
  servers: ServersService;
  domains: SendingDomainsService;
  identities: SenderIdentitiesService;
  /** The mail servers' rows and counters, for the campaign sender. */
  serverStore: ServersRepo;
  /** The From a message sent through the platform relay goes out with (the workspace's verified domain, else the platform's). */
  relayFrom: ReturnType<typeof relayIdentity>['resolve'];
};

declare module '../module.js' {
  interface Fronts {
    sending: SendingFront;
  }
}

export const sendingModule = defineModule('sending', (deps) => {
  const { config, box } = deps;
  const store = serversRepo(deps.database.db);
  const directory = workspaceDirectory(deps.database.db);
  const relay = relayIdentity({
    verifiedDomains: (ws) => store.verifiedDomains(ws),
    workspaceName: async (ws) => (await directory.info(ws)).name,
    platformFrom: config.mailFrom,
  });
  // sending domains are checked through ULAK_DNS_SERVERS (else the system's), SPF for the relay or the workspace's servers
  const domains = sendingDomainsService(store, box, createTxtResolver(config.dnsServers), (ws) => relay.forget(ws), {
    relayUrl: config.smtpUrl,
    bounceDomain: config.bounce.domain,
  });
  // workspaces' own mail servers must be public hosts unless the operator allows private ones
  const servers = serversService(store, box, (ws) => deps.fronts.campaigns.sender.invalidate(ws), { allowPrivate: config.allowPrivateMailServers });
  const identities = senderIdentitiesService(identitiesRepo(deps.database.db), domains);
  return {
    front: { servers, domains, identities, serverStore: store, relayFrom: relay.resolve },
    routes: {
      authenticated: async (app, ctx) => {
        await sendingRoutes(app, ctx);
        await rotationRoutes(app, ctx);
      },
    },
    start: async () => {
      // each domain is re-checked once its last check is a day old; hourly runs catch up after any downtime
      await deps.boss.work(QUEUES.domainRecheck, async () => {
        await identities.recheckDue();
      });
      await deps.boss.schedule(QUEUES.domainRecheck, '40 * * * *');
    },
  };
});
