// The settings module: API keys, team members and roles, sessions and the idle timeout, the settings sections,
// in-app notifications, the workspace export and deletion. Its front door authenticates API keys for other modules.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, CHANNEL_INTEGRATIONS, apiKeyScopeFor, type WorkspaceRole } from '@ulak/shared';
import { defineModule } from '../module.js';
import type { CredentialResolver } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { apiKeysService, type RateState } from './api-keys.service.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { membersRepo } from './members.repo.js';
import { membersService } from './members.service.js';
import { invitationRoutes, membersRoutes } from './members.routes.js';
import { settingsRepo } from './settings.repo.js';
import { settingsService, type Notice } from './settings.service.js';
import { settingsRoutes } from './settings.routes.js';
import { exportWorkspace } from './export.js';
import { noticeOf } from './event-notices.js';
import { avatarService } from './avatar.js';
import { avatarImageRoutes, avatarRoutes } from './avatar.routes.js';

const EXPORT_QUEUE = 'settings.export';
const DELETION_QUEUE = 'settings.deletion-sweep';

export type SettingsFront = {
  /** Resolves `ulk_live_…` to its workspace and scopes; undefined when malformed, unknown, revoked or expired. */
  authenticateApiKey: (token: string, ip?: string) => Promise<{ workspaceId: string; keyId: string; scopes: string[] } | undefined>;
  /** Counts one request against the key's per-minute budget; answer 429 with RateLimit-* headers when not allowed. */
  consumeApiKeyRate: (keyId: string) => Promise<RateState>;
  /** The guard's resolver for API keys on the authenticated API (scope per route, per-key rate limit). */
  credentials: CredentialResolver;
  /**
   * Notifies a workspace's members (or the given users) honouring each one's flags for the category: in-app (the
   * header's bell, the "push" flag) and email. Use it for the product's own notifications.
   */
  notify: (workspaceId: string, notice: Notice) => Promise<{ inApp: number }>;
  /**
   * The product notification of another module's event (campaign.sent, invoice.paid, lead.created, deal.won; other
   * types make none), sent with notify. Never throws: a notification never fails the action it tells of.
   */
  notifyEvent: (workspaceId: string, type: string, data: Record<string, unknown>) => Promise<void>;
  /** A user's role in a workspace, or undefined when not a member. */
  roleOf: (workspaceId: string, userId: string) => Promise<WorkspaceRole | undefined>;
};

declare module '../module.js' {
  interface Fronts {
    settings: SettingsFront;
  }
}

// setRateHeaders writes the IETF RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers) for a key's window.
export function setRateHeaders(reply: FastifyReply | undefined, rate: RateState) {
  reply?.header('RateLimit-Limit', String(rate.limit));
  reply?.header('RateLimit-Remaining', String(rate.remaining));
  reply?.header('RateLimit-Reset', String(rate.resetSeconds));
  reply?.header('RateLimit-Policy', `${rate.limit};w=60`);
}

/**
 * At most this many notifications of one event type per workspace in ten minutes (per process): an import of a
 * thousand leads tells the team of the first ones, not a thousand times.
 */
export const EVENT_NOTICES_PER_WINDOW = 20;
const EVENT_WINDOW_MS = 10 * 60_000;

// burstLimit counts per key in fixed windows, forgetting old windows as it goes.
function burstLimit(max: number, windowMs: number) {
  const windows = new Map<string, { start: number; n: number }>();
  return {
    allow(key: string, now = Date.now()): boolean {
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: now, n: 1 });
        return true;
      }
      w.n += 1;
      return w.n <= max;
    },
  };
}

export const settingsModule = defineModule('settings', async (deps) => {
  const db = deps.database.db;
  const keys = apiKeysService(apiKeysRepo(db), deps.secret);
  const mrepo = membersRepo(db);
  const members = membersService(mrepo, {
    sendMail: deps.sendMail,
    publicUrl: deps.config.publicUrl,
    hashPassword,
    verifyPassword,
    // accepted and refused invitation links are sign-ins: the oauth module's sign-in log keeps them
    logSignIn: async (a, meta) => deps.fronts.oauth?.logSignIn({ ...a, method: 'invitation' }, meta),
    hasSecondFactor: async (userId) => (await deps.fronts.oauth?.hasSecondFactor(userId)) ?? false,
    admitWorkspace: async (user, workspaceId, meta) => deps.fronts.oauth?.admitWorkspace(user, workspaceId, meta),
    onJoined: async (workspaceId, m) => {
      const managers = (await mrepo.members(workspaceId)).filter((x) => (x.role ?? 'owner') === 'owner' || x.role === 'admin').map((x) => x.userId);
      const name = `${m.firstName} ${m.lastName} (${m.email})`;
      await settings.notify(workspaceId, {
        category: 'system_alerts',
        title: { tr: `${name} çalışma alanına katıldı`, en: `${name} joined the workspace` },
        link: '/app/settings?tab=company',
        userIds: managers,
      });
    },
  });
  const limits = new Map<string, number>();
  const eventBurst = burstLimit(EVENT_NOTICES_PER_WINDOW, EVENT_WINDOW_MS);
  const refusals = burstLimit(1, 60_000);
  await deps.boss.createQueue(EXPORT_QUEUE);
  await deps.boss.createQueue(DELETION_QUEUE);
  const settings = settingsService(settingsRepo(db), {
    services: deps.services,
    secret: deps.secret,
    publicUrl: deps.config.publicUrl,
    dataDir: deps.config.dataDir,
    sendMail: deps.sendMail,
    verifyPassword,
    enqueueExport: async (id) => void (await deps.boss.send(EXPORT_QUEUE, { id }, { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 })),
    // the channels module's connection states (connected / available / error), when it is part of the product
    // and the outgoing webhooks' (docs/webhooks.md), each with its last error when it is in error
    integrations: async (workspaceId) => {
      const [states, hooks] = await Promise.all([deps.fronts.channels?.status(workspaceId), deps.fronts.webhooks?.status(workspaceId)]);
      const channels = states ? CHANNEL_INTEGRATIONS.map((i) => ({ id: i.id, name: i.name, status: states[i.id], category: i.category, error: null })) : [];
      const webhooks = hooks ? [{ id: 'webhooks', name: 'Webhooks', status: hooks.state, category: 'automation', error: hooks.error }] : [];
      return [...channels, ...webhooks];
    },
    sendSms: async (workspaceId, to, text, idempotencyKey) => {
      await deps.fronts.channels?.send({ workspaceId, channel: 'sms', to, text, idempotencyKey });
    },
  });

  const avatars = avatarService(settings.repo);

  // every authenticated request: the session's workspace, removed members, read-only writes, the idle timeout
  deps.services.auth.addPolicy({ session: (ctx, req) => members.sessionPolicy(ctx, req) });

  const credentials: CredentialResolver = {
    accepts: (token) => token.startsWith(API_KEY_PREFIX),
    async resolve(token: string, req: FastifyRequest, reply?: FastifyReply) {
      const key = await keys.authenticate(token, req.ip);
      if (!key) return undefined;
      const rate = await keys.consume(key.keyId, key.rateLimitPerMinute);
      setRateHeaders(reply, rate);
      if (!rate.allowed) {
        reply?.header('Retry-After', String(rate.resetSeconds));
        throw new AppError(429, 'API_KEY_RATE_LIMITED', { retryAfter: rate.resetSeconds });
      }
      const needed = apiKeyScopeFor(req.method, req.routeOptions?.url ?? req.url);
      const refuse = async (code: 'API_KEY_NOT_ALLOWED' | 'API_KEY_SCOPE_MISSING') => {
        // the sign-in log keeps a key's refusals, at most one line per key and reason a minute
        if (refusals.allow(`${key.keyId}:${code}`)) {
          const meta = { ip: req.ip, userAgent: req.headers['user-agent'], language: 'en' as const };
          await deps.fronts.oauth
            ?.logSignIn({ workspaceId: key.workspaceId, method: 'api_key', success: false, reason: code.toLowerCase() }, meta)
            .catch(() => undefined);
        }
        throw new AppError(403, code, needed ? { scope: needed } : {});
      };
      if (!needed) return refuse('API_KEY_NOT_ALLOWED');
      if (!key.scopes.includes(needed)) return refuse('API_KEY_SCOPE_MISSING');
      const user = await members.keyUser(key.workspaceId, key.createdBy);
      if (!user) return undefined;
      return { user, sessionId: `api-key:${key.keyId}`, workspaceId: key.workspaceId };
    },
  };

  const front: SettingsFront = {
    async authenticateApiKey(token, ip) {
      const key = await keys.authenticate(token, ip);
      if (!key) return undefined;
      limits.set(key.keyId, key.rateLimitPerMinute);
      return { workspaceId: key.workspaceId, keyId: key.keyId, scopes: key.scopes };
    },
    consumeApiKeyRate: (keyId) => keys.consume(keyId, limits.get(keyId) ?? 120),
    credentials,
    notify: (workspaceId, notice) => settings.notify(workspaceId, notice),
    async notifyEvent(workspaceId, type, data) {
      const notice = noticeOf(type, data);
      if (!notice || !eventBurst.allow(`${workspaceId}:${type}`)) return;
      await settings.notify(workspaceId, notice).catch(() => undefined);
    },
    roleOf: (workspaceId, userId) => mrepo.roleOf(workspaceId, userId),
  };

  // runExport builds one export archive and tells the requester in-app and by email (their flags permitting)
  async function runExport(id: string) {
    const row = await settings.repo.exportById(id);
    if (!row || row.status === 'ready') return;
    await settings.repo.updateExport(id, { status: 'running' });
    try {
      const file = settings.exportPath(row.workspaceId, id);
      const size = await exportWorkspace(deps.database, row.workspaceId, file);
      await settings.repo.updateExport(id, { status: 'ready', filePath: file, sizeBytes: size, finishedAt: new Date() });
      const title = { tr: 'Çalışma alanı dışa aktarımı hazır', en: 'Your workspace export is ready' };
      const body = { tr: 'Arşivi Ayarlar › Gelişmiş bölümünden indirebilirsiniz.', en: 'Download the archive from Settings › Advanced.' };
      if (row.requestedBy)
        await settings.notify(row.workspaceId, { category: 'system_alerts', title, body, link: '/app/settings?tab=advanced', userIds: [row.requestedBy] });
    } catch (err) {
      await settings.repo.updateExport(id, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'failed', finishedAt: new Date() });
      throw err;
    }
  }

  let pruner: NodeJS.Timeout | undefined;
  return {
    front,
    routes: {
      authenticated: async (app) => {
        await apiKeysRoutes(app, keys, members);
        await membersRoutes(app, members);
        await settingsRoutes(app, settings, members);
        await avatarRoutes(app, avatars);
      },
      public: async (app) => {
        await invitationRoutes(app, members, (token) => deps.services.auth.authenticate(token));
        await avatarImageRoutes(app, avatars);
      },
    },
    start: async () => {
      pruner = setInterval(() => void keys.prune().catch(() => undefined), 5 * 60_000);
      pruner.unref();
      await deps.boss.work<{ id: string }>(EXPORT_QUEUE, async ([job]) => {
        if (job) await runExport(job.data.id);
      });
      await deps.boss.work(DELETION_QUEUE, async () => settings.sweepDeletions((msg) => process.stderr.write(`${msg}\n`)));
      await deps.boss.schedule(DELETION_QUEUE, '17 * * * *', {}, { singletonKey: DELETION_QUEUE });
    },
    close: async () => clearInterval(pruner),
  };
});
