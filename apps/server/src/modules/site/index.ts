// The site module: the public site's forms, settings, articles, newsletter, the status page and the site chat.
// The chat's messages also land in the platform workspace's unified inbox (the inbox module's front door).
import { QUEUES } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { siteRepo } from './site.repo.js';
import { articlesRepo } from './articles.repo.js';
import { siteService, type SiteService } from './site.service.js';
import { statusRepo } from './status.repo.js';
import { statusService, type StatusService } from './status.service.js';
import { chatRepo } from './chat.repo.js';
import { chatService, type ChatService } from './chat.service.js';
import { siteRoutes } from './site.routes.js';
import { siteAdminRoutes } from './site-admin.routes.js';

/** The audience list the blog newsletter's confirmed subscribers join, in the platform admin's workspace (named in both languages). */
const NEWSLETTER_LIST_NAME = 'Blog bülteni · Blog newsletter';
/** Each HTTP-serving process samples the services this often for the status page's uptime. */
const SAMPLE_EVERY_MS = 60_000;

export type SiteFront = { site: SiteService; status: StatusService; chat: ChatService };

declare module '../module.js' {
  interface Fronts {
    site: SiteFront;
  }
}

export const siteModule = defineModule('site', async (deps) => {
  const { db } = deps.database;
  const hit = deps.fronts.auth.hit;
  const site = siteService(siteRepo(db), articlesRepo(db), {
    sendMail: deps.sendMail,
    publicUrl: deps.config.publicUrl,
    fallbackSupportEmail: deps.config.admin?.email,
    hit,
    addSubscriber: (workspaceId, listId, sub) => deps.fronts.contacts.service.addConfirmedSubscriber(workspaceId, listId, sub, NEWSLETTER_LIST_NAME),
  });
  const status = statusService(statusRepo(db), { database: deps.database, boss: deps.boss, mailer: deps.mailer });
  const chat = chatService(chatRepo(db), hit, async (m) => deps.fronts.inbox?.siteChat(m));
  await site.seedArticles();
  const { role, env } = deps.config;
  const sampler = role === 'worker' || env === 'test' ? undefined : setInterval(() => void status.recordSamples().catch(() => undefined), SAMPLE_EVERY_MS);
  sampler?.unref();
  return {
    front: { site, status, chat },
    routes: { public: siteRoutes, admin: siteAdminRoutes },
    start: async () => {
      await deps.boss.work(QUEUES.statusPrune, async () => {
        await status.pruneSamples();
      });
      await deps.boss.schedule(QUEUES.statusPrune, '0 * * * *');
    },
    close: async () => clearInterval(sampler),
  };
});
