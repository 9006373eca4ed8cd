// The channels module: SMS (Twilio-compatible), WhatsApp Cloud API, Telegram, Slack and Web Push adapters, their
// per-workspace configuration, the outbound message log, provider webhooks and the front door other modules call.
import type { ChannelKind, ChannelSendResult, ChannelState } from '@ulak/shared';
import { defineModule } from '../module.js';
import { campaignsRepo } from './campaigns.repo.js';
import { campaignsRoutes } from './campaigns.routes.js';
import { campaignsService, CHANNEL_CAMPAIGN_QUEUE } from './campaigns.service.js';
import { channelsRepo, contactLite } from './channels.repo.js';
import { channelsRoutes } from './channels.routes.js';
import { channelsService, type SendInput } from './channels.service.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { webhooksService, type InboundMessage, type InboxReceiver } from './webhooks.service.js';

export type { InboundMessage } from './webhooks.service.js';

/** What other modules (automation, inbox, campaigns) may call. */
export type ChannelsFront = {
  /** Sends one message: the row is written first; skipped / failed come back with the reason (never thrown). */
  send: (input: SendInput) => Promise<ChannelSendResult>;
  /** connected / available / error per channel of a workspace. */
  status: (workspaceId: string) => Promise<Record<ChannelKind, ChannelState>>;
};

declare module '../module.js' {
  interface Fronts {
    channels: ChannelsFront;
  }
}

export const channelsModule = defineModule('channels', async (deps) => {
  await deps.boss.createQueue(CHANNEL_CAMPAIGN_QUEUE);
  const repo = channelsRepo(deps.database);
  // the switch that lets mail servers be on loopback / private networks lets channel endpoints be there too (tests, relays)
  const policy = { allowPrivate: deps.config.allowPrivateMailServers };
  const service = channelsService({
    repo,
    box: deps.box,
    secret: deps.secret,
    publicUrl: deps.config.publicUrl,
    policy,
    retry: { attempts: 3, baseDelayMs: deps.config.env === 'test' ? 50 : 1000 },
    timeoutMs: deps.config.env === 'test' ? 2000 : 10_000,
    contact: (workspaceId, id) => contactLite(deps.database, workspaceId, id),
  });
  // the inbox module is optional: inbound messages are handed to its front door when it is there
  const inbox = (): InboxReceiver => {
    const front = deps.fronts.inbox;
    return front?.receive ? (m: InboundMessage) => front.receive(m) : undefined;
  };
  const hooks = webhooksService({ repo, box: deps.box, secret: deps.secret, publicUrl: deps.config.publicUrl, inbox });
  const campaigns = campaignsService({
    repo: campaignsRepo(deps.database),
    contacts: () => deps.services.contacts,
    send: (input) => service.send(input, false),
    enqueue: async (id) => {
      await deps.boss.send(CHANNEL_CAMPAIGN_QUEUE, { id }, { singletonKey: id });
    },
  });
  return {
    front: { send: (input) => service.send(input, false), status: (workspaceId) => service.status(workspaceId) },
    routes: {
      authenticated: async (app) => {
        await campaignsRoutes(app, campaigns);
        await channelsRoutes(service)(app);
      },
      public: webhooksRoutes(hooks, deps.config.publicUrl),
    },
    // campaign workers; a sweep every minute re-queues campaigns a crashed worker left sending
    start: async () => {
      await deps.boss.work<{ id?: string }>(CHANNEL_CAMPAIGN_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (job?.data.id) await campaigns.run(job.data.id);
        else await campaigns.sweep();
      });
      await deps.boss.schedule(CHANNEL_CAMPAIGN_QUEUE, '* * * * *', {});
      await campaigns.sweep();
    },
  };
});
