// The unified inbox as a module: conversations from every channel, the agents' API and live stream, the workspace's
// chat widget, and the SMTP server for email replies. Its front door lets the channels module land inbound messages.
import { defineModule } from '../module.js';
import { createBus } from './bus.js';
import { inboxRepo } from './inbox.repo.js';
import { inboxAgentRoutes, inboxStreamRoute } from './inbox.routes.js';
import { inboxService, type ChannelsPort, type ReceiveInput, type ReceiveResult, type SiteChatMessage } from './inbox.service.js';
import { startInboundSmtp, type InboundSmtp } from './inbound-smtp.js';
import { streamRegistry } from './sse.js';
import { inboxTokens } from './tokens.js';
import { inboxWidgetRoutes } from './widget.routes.js';

export type InboxFront = {
  /** Lands an inbound message (SMS, WhatsApp, Telegram…) once: a retried delivery with the same externalId is a duplicate. */
  receive: (input: ReceiveInput) => Promise<ReceiveResult>;
  /** The public site's chat hands each of its messages here: the platform workspace's inbox holds those conversations. */
  siteChat: (message: SiteChatMessage) => Promise<void>;
};

declare module '../module.js' {
  interface Fronts {
    inbox: InboxFront;
  }
}

export const inboxModule = defineModule('inbox', async (deps) => {
  const { config } = deps;
  const repo = inboxRepo(deps.database.db);
  const tokens = inboxTokens(deps.secret);
  const mailDomain = config.inbound.domain ?? config.bounce.domain ?? new URL(config.publicUrl).hostname;
  const inboundOn = config.inbound.smtpPort !== undefined;
  // the channels module is optional and built beside this one: its front is looked up at send time
  const channels = () => (deps.fronts as { channels?: ChannelsPort }).channels;
  // the bus rebuilds oversized cross-process events through the service, which is built on the bus
  const bus = createBus({ databaseUrl: config.databaseUrl, load: (topic, ref) => inbox.loadEvent(topic, ref) });
  const inbox = inboxService({
    repo,
    bus,
    tokens,
    contacts: () => deps.services.contacts,
    channels,
    sendEmail: async (mail) => {
      await deps.mailer.sendMessage({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references.length ? { references: mail.references } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    mailDomain,
    replyAddress: (ws) => (inboundOn ? `${tokens.replyLocal(ws)}@${mailDomain}` : null),
    publicUrl: config.publicUrl,
    siteChatReply: (id, text, agentId) => deps.services.chat.reply(id, text, agentId),
  });
  // every process that serves streams listens (LISTEN/NOTIFY on PostgreSQL), not only the workers
  if (config.role !== 'worker') await bus.start();
  // bounded: a visitor's tabs or an agent's windows (10 each), 10,000 streams per process
  const streams = streamRegistry({ total: 10_000, perKey: 10 });
  let smtp: InboundSmtp | undefined;

  return {
    front: { receive: (input) => inbox.receive(input), siteChat: (m) => inbox.siteChat(m) },
    routes: {
      authenticated: inboxAgentRoutes(inbox),
      public: async (app) => {
        // open event streams would hold the server's close forever: end them first
        app.addHook('preClose', async () => {
          streams.endAll();
        });
        inboxStreamRoute(app, inbox, bus, streams);
        inboxWidgetRoutes(app, inbox, bus, config.publicUrl, streams);
      },
    },
    async start() {
      if (!inboundOn) return;
      smtp = await startInboundSmtp({ port: config.inbound.smtpPort!, host: config.env === 'test' ? '127.0.0.1' : undefined, tokens, repo, inbox });
    },
    async close() {
      await smtp?.close();
      await bus.close();
    },
  };
});
