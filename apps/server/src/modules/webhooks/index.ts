// The outgoing webhooks module: a workspace's endpoints, signed deliveries of its events with retries and back-off,
// the delivery log, and the front door the other modules emit their events through.
import { translate, type WebhookEventType } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { defineModule } from '../module.js';
import { webhooksRepo } from './webhooks.repo.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { webhooksService } from './webhooks.service.js';

/** The pg-boss queue of the delivery workers: woken after each emit (one waiting job at most) and every minute. */
export const WEBHOOKS_QUEUE = 'webhooks.deliver';

/** How a module reports an event: `deps.fronts.webhooks?.emit(workspaceId, type, data)`, or a service's `onEvent`. */
export type WebhookEmitter = (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<unknown>;

export type WebhooksFront = {
  /**
   * Records an event for every active endpoint of the workspace subscribed to its type: the delivery rows (the
   * outbox) are written before this resolves, then the workers post them. Never throws (a failure is logged); resolves
   * to the number of deliveries written.
   */
  emit: (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<number>;
  /** Attempts the deliveries due at `now` in this process (the workers do it after each emit and every minute). */
  drain: (now?: Date) => Promise<number>;
  /** The workspace's webhooks as one integration of the settings list (available / connected / error). */
  status: (workspaceId: string) => Promise<{ state: 'connected' | 'available' | 'error'; error: string | null; endpoints: number }>;
};

declare module '../module.js' {
  interface Fronts {
    webhooks: WebhooksFront;
  }
}

export const webhooksModule = defineModule('webhooks', async (deps) => {
  const { boss, config } = deps;
  await boss.createQueue(WEBHOOKS_QUEUE, { name: WEBHOOKS_QUEUE, policy: 'short' });
  const log = (msg: string) => process.stderr.write(`webhooks: ${msg}\n`);
  const service = webhooksService({
    repo: webhooksRepo(deps.database.db),
    box: deps.box,
    // the operator's switch for private mail servers also lets webhook endpoints be on loopback / private networks
    policy: { allowPrivate: config.allowPrivateMailServers },
    timeoutMs: config.env === 'test' ? 2000 : 10_000,
    wake: async () => void (await boss.send(WEBHOOKS_QUEUE, {}, { singletonKey: WEBHOOKS_QUEUE, retryLimit: 0 })),
    // the workspace's owners and admins hear about an endpoint paused after failures (the settings module's notices)
    onPaused: async (endpoint) => {
      const notify = deps.fronts.settings?.notify;
      if (!notify) return;
      const text = (lang: 'tr' | 'en') => ({
        title: translate('WEBHOOK_PAUSED_TITLE', lang, { url: endpoint.url }),
        body: translate('WEBHOOK_PAUSED_BODY', lang, { count: endpoint.consecutiveFailures, error: endpoint.lastError ?? '' }),
      });
      const [tr, en] = [text('tr'), text('en')];
      await notify(endpoint.workspaceId, {
        category: 'system_alerts',
        title: { tr: tr.title, en: en.title },
        body: { tr: tr.body, en: en.body },
        link: '/app/settings?tab=integrations',
      });
    },
  });

  // one drain at a time in this process (other processes coordinate through SKIP LOCKED)
  let busy: Promise<unknown> = Promise.resolve();
  const drain = (now?: Date) => {
    const run = busy.then(() => service.drain(now));
    busy = run.catch((err) => log(`drain failed: ${String(err)}`));
    return run;
  };

  const assertManager = async (workspaceId: string, userId: string) => {
    const roleOf = deps.fronts.settings?.roleOf;
    if (!roleOf) return;
    const role = await roleOf(workspaceId, userId);
    if (role !== 'owner' && role !== 'admin') throw new AppError(403, 'ROLE_MANAGER_REQUIRED');
  };

  const front: WebhooksFront = {
    emit: async (workspaceId, type, data) => {
      try {
        return await service.emit(workspaceId, type, data);
      } catch (err) {
        log(`emit ${type} failed: ${String(err)}`);
        return 0;
      }
    },
    drain,
    status: (workspaceId) => service.status(workspaceId),
  };

  return {
    front,
    routes: { authenticated: webhooksRoutes(service, assertManager) },
    start: async () => {
      await boss.work(WEBHOOKS_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
        await drain();
      });
      await boss.schedule(WEBHOOKS_QUEUE, '* * * * *', {}, { singletonKey: WEBHOOKS_QUEUE });
    },
    close: async () => {
      await busy;
    },
  };
});
