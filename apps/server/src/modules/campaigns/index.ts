// The campaigns module: email campaigns (audience, A/B tests, scheduling), the sender that delivers them through the
// workspace's servers or the platform relay, test sends, one-off workspace mail (automation) and reports.
import { QUEUES } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { workspaceDirectory } from '../workspaces/index.js';
import { campaignsRepo } from './campaigns.repo.js';
import { campaignsService, type CampaignsService } from './campaigns.service.js';
import { campaignsRoutes } from './campaigns.routes.js';
import { createSender, type Sender } from './sender.js';
import { testSendService, type TestSendService } from './test-send.js';
import { workspaceMailService, type WorkspaceMailService } from './workspace-mail.js';
import { campaignReportService, type ReportService } from './report.js';
import { automationDeliveries, type AutomationDeliveries } from './automation-deliveries.js';

// What other modules may use besides the front door (types and pure helpers).
export { trackingSigner, type TrackingSigner } from './message.js';

export { localizedTestResult } from './test-send.js';
export { MACHINE_CLICK_SECONDS } from './report.js';
export type { EmailRef, EmailDeliveryRow } from './automation-deliveries.js';

export type CampaignsFront = {
  service: CampaignsService;
  testSends: TestSendService;
  /** One email of a workspace to one contact outside a campaign (automation), through the campaign sender's path. */
  workspaceMail: WorkspaceMailService;
  reports: ReportService;
  sender: Sender;
  /** The delivery records of automation emails (one per workflow step, written before the send). */
  automationDeliveries: AutomationDeliveries;
  /** Emails a workspace sent since a time (plan usage is counted from the delivery records). */
  sentSince: (workspaceId: string, since: Date) => Promise<number>;
};

declare module '../module.js' {
  interface Fronts {
    campaigns: CampaignsFront;
  }
}

export const campaignsModule = defineModule('campaigns', (deps) => {
  const { config, fronts, database, boss } = deps;
  const repo = campaignsRepo(database.db);
  const directory = workspaceDirectory(database.db);
  // a white-label workspace's emails carry its footer (the white-label module's front door, read at run time)
  const workspaceInfo = async (id: string) => {
    const [info, brand] = await Promise.all([directory.info(id), fronts.whiteLabel?.emailBrand(id)]);
    return { ...info, emailFooter: brand?.footer ?? null };
  };
  const { signer } = fronts.tracking;
  const identities = () => fronts.sending.identities;
  const service = campaignsService(repo, {
    billing: fronts.billing,
    ensureContacts: fronts.contacts.ensureContacts,
    lists: fronts.contacts.lists,
    templates: fronts.templates.store,
    onStarted: (id) => {
      sender.forget(id);
      sender.nudge();
    },
    scheduleAbDecision: async (campaignId, afterSeconds) => {
      await boss.send(QUEUES.abDecide, { campaignId }, { startAfter: afterSeconds, retryLimit: 3 });
    },
    senderIdentity: (ws, id) => identities().sender(ws, id),
  });
  // every process has a sender: workers run its loop, and any process sends test messages through its one-off path
  const sender: Sender = createSender({
    repo,
    servers: fronts.sending.serverStore,
    box: deps.box,
    platform: deps.mailer,
    contacts: fronts.contacts.service,
    signer,
    publicUrl: config.publicUrl,
    defaultFrom: config.mailFrom,
    mailNet: { allowPrivate: config.allowPrivateMailServers },
    relayFrom: fronts.sending.relayFrom,
    bounceDomain: config.bounce.domain,
    loadContacts: fronts.contacts.personalisation,
    workspaceInfo,
    log: { error: (obj, msg) => process.stderr.write(`${msg}: ${JSON.stringify(obj)}\n`) },
    // outgoing webhooks and the product's own notification (the settings module)
    onEvent: async (ws, type, data) => {
      await fronts.webhooks?.emit(ws, type, data);
      await fronts.settings?.notifyEvent(ws, type, data);
    },
  });
  const testSends = testSendService({
    db: database.db,
    hit: fronts.auth.hit,
    signer,
    publicUrl: config.publicUrl,
    workspaceInfo,
    send: () => sender.sendTest,
  });
  const workspaceMail = workspaceMailService({
    publicUrl: config.publicUrl,
    signer,
    contactToken: (id) => fronts.contacts.service.preferencesToken(id),
    workspaceInfo,
    // an identity removed since the step was saved: the workspace's From instead
    senderIdentity: (ws, id) =>
      identities()
        .sender(ws, id)
        .catch(() => undefined),
    send: () => sender.sendTest,
  });
  const reports = campaignReportService({
    db: database.db,
    signer,
    publicUrl: config.publicUrl,
    workspaceInfo,
    loadContacts: fronts.contacts.personalisation,
    campaignHits: (workspaceId, campaignId) => fronts.analytics.campaignHits(workspaceId, campaignId),
  });
  return {
    front: {
      service,
      testSends,
      workspaceMail,
      reports,
      sender,
      automationDeliveries: automationDeliveries(database.db),
      sentSince: (ws, since) => repo.sentSince(ws, since),
    },
    routes: { authenticated: campaignsRoutes },
    start: async () => {
      await boss.work(QUEUES.dispatchScheduled, async () => {
        await service.dispatchScheduled();
      });
      await boss.work<{ campaignId: string }>(QUEUES.abDecide, async ([job]) => {
        await service.decideAbTest(job.data.campaignId);
      });
      await boss.schedule(QUEUES.dispatchScheduled, '* * * * *');
      sender.start();
    },
    close: () => sender.stop(),
  };
});
