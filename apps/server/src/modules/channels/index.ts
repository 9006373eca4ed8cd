// The channels module: SMS (Twilio-compatible REST or SMPP), WhatsApp Cloud API, Telegram, Slack and Web Push adapters,
// their per-workspace configuration, the outbound message log, provider webhooks and the front door other modules call.
import type { ChannelKind, ChannelSendResult, ChannelState, WhatsAppTemplate } from '@ulak/shared';
import type { Secrets } from './adapters.js';
import { planOfWorkspace } from '../billing/index.js';
import { defineModule } from '../module.js';
import { campaignsRepo } from './campaigns.repo.js';
import { campaignsRoutes } from './campaigns.routes.js';
import { campaignsService, CHANNEL_CAMPAIGN_QUEUE } from './campaigns.service.js';
import { channelsRepo, contactLite } from './channels.repo.js';
import { channelsRoutes } from './channels.routes.js';
import { channelsService } from './channels.service.js';
import { outbound, type SendInput } from './outbound.js';
import { outboundRepo } from './outbound.repo.js';
import { smppPool } from './smpp.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { webhooksService, type InboundMessage, type InboxReceiver } from './webhooks.service.js';

export type { InboundMessage } from './webhooks.service.js';
export type { SendInput } from './outbound.js';

/** What other modules (automation, inbox, campaigns) may call. */
export type ChannelsFront = {
  /**
   * Sends one message: the row is written first; skipped / failed come back with the reason (never thrown). A
   * template may carry header and button parameters (ChannelTemplate); `trackLinks` tracks its links' clicks; `reply`
   * marks an answer to someone who wrote (counted in the month's usage, never held by the plan's limit).
   */
  send: (input: SendInput) => Promise<ChannelSendResult>;
  /** connected / available / error per channel of a workspace. */
  status: (workspaceId: string) => Promise<Record<ChannelKind, ChannelState>>;
  /**
   * The approved templates of the workspace's WhatsApp Business Account (the Cloud API's message_templates). Throws
   * AppError 400 CHANNEL_NOT_CONFIGURED / CHANNEL_WHATSAPP_ACCOUNT_REQUIRED, 502 CHANNEL_PROVIDER_ERROR.
   */
  whatsappTemplates: (workspaceId: string) => Promise<WhatsAppTemplate[]>;
};

declare module '../module.js' {
  interface Fronts {
    channels: ChannelsFront;
  }
}

export const channelsModule = defineModule('channels', async (deps) => {
  await deps.boss.createQueue(CHANNEL_CAMPAIGN_QUEUE);
  const repo = channelsRepo(deps.database);
  const test = deps.config.env === 'test';
  // the switch that lets mail servers be on loopback / private networks lets channel endpoints be there too (tests, relays)
  const policy = { allowPrivate: deps.config.allowPrivateMailServers };
  const timeoutMs = test ? 2000 : 10_000;
  // the inbox module is optional: inbound messages are handed to its front door when it is there
  const inbox = (): InboxReceiver => {
    const front = deps.fronts.inbox;
    return front?.receive ? (m: InboundMessage) => front.receive(m) : undefined;
  };
  const hooks = webhooksService({ repo, box: deps.box, secret: deps.secret, publicUrl: deps.config.publicUrl, inbox });
  const smpp = smppPool({
    policy,
    timeoutMs,
    enquireLinkMs: 30_000,
    reconnect: test ? { baseMs: 100, maxMs: 2000 } : { baseMs: 1000, maxMs: 5 * 60_000 },
    receiptRetryMs: test ? [100, 300, 1000] : [250, 1000, 3000],
    load: async (workspaceId) => {
      const cfg = await repo.config(workspaceId, 'sms');
      return cfg?.settings.provider === 'smpp' ? { settings: cfg.settings, secrets: JSON.parse(deps.box.open(cfg.secrets)) as Secrets } : undefined;
    },
    receipt: (workspaceId, r) => hooks.smppReceipt(workspaceId, r),
    inbound: (workspaceId, m) => hooks.smppInbound(workspaceId, m),
    state: (workspaceId, reason) => repo.setState(workspaceId, 'sms', reason ? 'error' : 'connected', reason, false),
  });
  const retry = { attempts: 3, baseDelayMs: test ? 50 : 1000 };
  const out = outboundRepo(deps.database);
  const plan = (workspaceId: string) => planOfWorkspace(deps.database.db, workspaceId);
  // a message queued for two minutes outlived every retry of its sender: that sender is taken to be dead
  const pipeline = outbound({ repo, out, box: deps.box, publicUrl: deps.config.publicUrl, policy, retry, timeoutMs, smpp, plan, reclaimAfterS: 120 });
  const service = channelsService({
    repo,
    box: deps.box,
    secret: deps.secret,
    publicUrl: deps.config.publicUrl,
    policy,
    retry,
    timeoutMs,
    contact: (workspaceId, id) => contactLite(deps.database, workspaceId, id),
    smpp,
    outbound: pipeline,
    out,
    plan,
    changed: (channel, token) => hooks.forget(channel, token),
  });
  const campaigns = campaignsService({
    repo: campaignsRepo(deps.database),
    contacts: () => deps.services.contacts,
    outbound: pipeline,
    config: (workspaceId, channel) => repo.config(workspaceId, channel),
    allowance: async (workspaceId, channel) => {
      const u = (await service.usage(workspaceId)).usage.find((x) => x.channel === channel)!;
      return { plan: (await plan(workspaceId)).name, used: u.used, limit: u.limit };
    },
    onEvent: async (workspaceId, type, data) => (deps.fronts as Partial<typeof deps.fronts>).webhooks?.emit(workspaceId, type, data),
    enqueue: async (id, startAfter) => {
      await deps.boss.send(CHANNEL_CAMPAIGN_QUEUE, { id }, { singletonKey: id, ...(startAfter ? { startAfter } : {}) });
    },
    // quiet hours are the workspace's automation settings (time zone, from / until), when the automation module is there
    quietHours: async (workspaceId) => {
      const automation = (deps.fronts as Partial<typeof deps.fronts>).automation;
      if (!automation) return undefined;
      const { settings } = await automation.service.settings(workspaceId);
      return settings.quietHours ? { timeZone: settings.timeZone, quiet: settings.quietHours } : undefined;
    },
    now: () => new Date(),
  });
  return {
    front: {
      send: (input) => service.send(input, false),
      status: (workspaceId) => service.status(workspaceId),
      whatsappTemplates: (workspaceId) => service.whatsappTemplates(workspaceId),
    },
    routes: {
      authenticated: async (app) => {
        await campaignsRoutes(app, campaigns);
        await channelsRoutes(service)(app);
      },
      public: webhooksRoutes(hooks, deps.config.publicUrl, (code) => service.click(code)),
    },
    // campaign workers; a sweep every minute re-queues campaigns a crashed worker left sending
    start: async () => {
      await deps.boss.work<{ id?: string }>(CHANNEL_CAMPAIGN_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (job?.data.id) await campaigns.run(job.data.id);
        else await campaigns.sweep();
      });
      await deps.boss.schedule(CHANNEL_CAMPAIGN_QUEUE, '* * * * *', {});
      await campaigns.sweep();
      // SMPP sessions are bound at start, so receipts and incoming messages arrive before anything is sent
      for (const cfg of await repo.configsOf('sms')) {
        if (cfg.settings.provider === 'smpp')
          void smpp.ensure(cfg.workspaceId, cfg.settings, JSON.parse(deps.box.open(cfg.secrets)) as Secrets).catch(() => undefined);
      }
    },
    // every SMPP session unbound
    close: () => smpp.close(),
  };
});
