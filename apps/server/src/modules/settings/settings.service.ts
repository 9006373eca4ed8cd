// The settings sections (profile, company, preferences, security, notifications, appearance, billing, integrations),
// email change with a mailed code, in-app notifications honouring each member's flags, exports and deletion.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  companySettingsSchema,
  DEFAULT_NOTIFICATION_PREFS,
  DELETION_GRACE_DAYS,
  IDLE_TIMEOUT_DEFAULT_MINUTES,
  NOTIFICATION_CATEGORIES,
  notificationPrefsSchema,
  type Answer,
  type Appearance,
  type emailChangedSchema,
  type emailChangeStartedSchema,
  type Language,
  type NotificationCategory,
  type NotificationPrefs,
  type SaveAllSettingsInput,
  type SettingsResponse,
  type User,
  type WorkspaceRole,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { Services } from '../../http/types.js';
import type { ExportRow, SettingsRepo } from './settings.repo.js';
import { emailChangeMail, notificationMail } from './settings.mails.js';

const EMAIL_CODE_TTL_MS = 30 * 60_000;
const EMAIL_CODE_MAX_TRIES = 5;

type Ctx = { user: User; sessionId: string; workspaceId: string };
/** A text in one language, or in both (each recipient gets theirs). */
export type NoticeText = string | { tr: string; en: string };
export type Notice = {
  category: NotificationCategory;
  title: NoticeText;
  body?: NoticeText;
  link?: string | null;
  /** Only these members (e.g. the one a lead is assigned to). */
  userIds?: string[];
  /** Only members with these roles (e.g. owners and admins for billing). */
  roles?: WorkspaceRole[];
};
const inLanguage = (text: NoticeText | undefined, lang: Language) => (text === undefined ? '' : typeof text === 'string' ? text : text[lang]);

// mergePrefs fills a stored (possibly partial or old) flags object with the defaults.
export function mergePrefs(stored: unknown): NotificationPrefs {
  const parsed = notificationPrefsSchema.partial().safeParse(stored ?? {});
  const got = parsed.success ? parsed.data : {};
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { ...DEFAULT_NOTIFICATION_PREFS[c], ...got[c] }])) as NotificationPrefs;
}

export function exportView(row: ExportRow) {
  return {
    id: row.id,
    status: row.status,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export type SettingsService = ReturnType<typeof settingsService>;

// settingsService builds the settings rules over a repo and the legacy services (auth, invoicing, billing).
export function settingsService(
  repo: SettingsRepo,
  opts: {
    services: Services;
    secret: string;
    publicUrl: string;
    dataDir: string;
    sendMail: (m: OutgoingMail) => Promise<void>;
    verifyPassword: (hash: string | undefined, password: string) => Promise<boolean>;
    enqueueExport: (id: string) => Promise<void>;
    integrations: (workspaceId: string, lang: Language) => Promise<SettingsResponse['integrations']>;
    /** Sends a notification SMS through the channels module (skipped there when no SMS provider is connected). */
    sendSms?: (workspaceId: string, to: string, text: string, idempotencyKey: string) => Promise<void>;
  },
) {
  const codeHash = (userId: string, email: string, code: string) =>
    crypto.createHmac('sha256', opts.secret).update(`email-change:${userId}:${email}:${code}`).digest('hex');

  async function billing(workspaceId: string): Promise<SettingsResponse['billing']> {
    try {
      const b = await opts.services.billing.current(workspaceId);
      return {
        planType: b.planType,
        planName: b.planName,
        status: b.status,
        price: b.price,
        currency: b.currency,
        emailsSentThisMonth: b.emailsSentThisMonth,
        monthlyEmailLimit: b.monthlyEmailLimit,
        contactsCount: b.contactsCount,
        contactLimit: b.contactLimit ?? null,
        currentPeriodEnd: b.currentPeriodEnd,
        trialEndsAt: b.trialEndsAt,
      };
    } catch {
      return null;
    }
  }

  async function get(ctx: Ctx, role: WorkspaceRole, lang: Language): Promise<SettingsResponse> {
    const [user, ws, prefs, company, bill, integrations, pending, avatar] = await Promise.all([
      repo.user(ctx.user.id),
      repo.workspace(ctx.workspaceId),
      repo.preferences(ctx.workspaceId, ctx.user.id),
      opts.services.invoicing.settings.company(ctx.workspaceId),
      billing(ctx.workspaceId),
      opts.integrations(ctx.workspaceId, lang).catch(() => []),
      repo.pendingEmailChange(ctx.workspaceId, ctx.user.id),
      repo.avatarOf(ctx.user.id),
    ]);
    if (!user || !ws) throw notFound();
    const language = user.language;
    return {
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        pendingEmail: pending?.newEmail ?? null,
        avatarUrl: avatar ? `/api/avatars/${avatar.id}` : null,
      },
      company: company as unknown as SettingsResponse['company'],
      preferences: { timeZone: prefs?.timeZone ?? 'Europe/Istanbul', language },
      security: { idleTimeoutMinutes: ws.settings?.idleTimeoutMinutes ?? IDLE_TIMEOUT_DEFAULT_MINUTES, role },
      notifications: mergePrefs(prefs?.notifications),
      appearance: await appearance(ctx),
      billing: bill,
      integrations,
      workspace: {
        id: ws.id,
        name: ws.name,
        deletion: {
          requestedAt: ws.settings?.deletionRequestedAt?.toISOString() ?? null,
          scheduledFor: ws.settings?.deletionScheduledFor?.toISOString() ?? null,
        },
      },
    };
  }

  const isManager = (role: WorkspaceRole) => role === 'owner' || role === 'admin';

  /** Saves the given sections (each checked before any is written) and returns the names saved. */
  async function save(ctx: Ctx, role: WorkspaceRole, input: SaveAllSettingsInput, lang: Language): Promise<string[]> {
    const saved: string[] = [];
    if ((input.company || input.security) && !isManager(role)) throw new AppError(403, 'ROLE_MANAGER_REQUIRED');
    const company = input.company ? companySettingsSchema.safeParse(input.company) : undefined;
    if (company && !company.success)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        {},
        company.error.issues.map((i) => ({ path: ['company', ...i.path].join('.'), message: String(i.message) })),
      );
    if (input.profile && Object.keys(input.profile).length) {
      const patch = Object.fromEntries(Object.entries(input.profile).filter(([, v]) => v !== undefined));
      await repo.updateUser(ctx.user.id, patch);
      saved.push('profile');
    }
    if (company?.success) {
      await opts.services.invoicing.settings.saveCompany(ctx.workspaceId, company.data, lang);
      saved.push('company');
    }
    const language = input.appearance?.language ?? input.preferences?.language;
    if (language) await repo.updateUser(ctx.user.id, { language });
    if (input.preferences) {
      if (input.preferences.timeZone) await repo.savePreferences(ctx.workspaceId, ctx.user.id, { timeZone: input.preferences.timeZone });
      saved.push('preferences');
    }
    if (input.security?.idleTimeoutMinutes !== undefined) {
      await repo.saveWorkspace(ctx.workspaceId, { idleTimeoutMinutes: input.security.idleTimeoutMinutes });
      saved.push('security');
    }
    if (input.notifications) {
      const current = mergePrefs((await repo.preferences(ctx.workspaceId, ctx.user.id))?.notifications);
      await repo.savePreferences(ctx.workspaceId, ctx.user.id, { notifications: { ...current, ...input.notifications } });
      saved.push('notifications');
    }
    if (input.appearance) {
      const { theme, accentColor, density } = input.appearance;
      const patch = Object.fromEntries(Object.entries({ theme, accentColor, density }).filter(([, v]) => v !== undefined));
      if (Object.keys(patch).length) await repo.savePreferences(ctx.workspaceId, ctx.user.id, patch);
      saved.push('appearance');
    }
    return saved;
  }

  /** The appearance alone (cheap: the panel reads it on every load to follow the user across browsers). */
  async function appearance(ctx: Ctx): Promise<Appearance> {
    const [user, prefs] = await Promise.all([repo.user(ctx.user.id), repo.preferences(ctx.workspaceId, ctx.user.id)]);
    return {
      theme: (prefs?.theme ?? 'system') as Appearance['theme'],
      accentColor: (prefs?.accentColor ?? 'blue') as Appearance['accentColor'],
      density: (prefs?.density ?? 'comfortable') as Appearance['density'],
      language: user?.language ?? 'tr',
    };
  }

  return {
    get,
    save,
    appearance,

    /** Starts an email change: checks the password, mails a 6-digit code to the new address. */
    async startEmailChange(ctx: Ctx, newEmail: string, password: string): Promise<Answer<typeof emailChangeStartedSchema>> {
      const user = await repo.user(ctx.user.id);
      if (!user || !(await opts.verifyPassword(user.passwordHash, password))) throw badRequest('WRONG_CURRENT_PASSWORD');
      if (await repo.emailTaken(newEmail, user.id)) throw new AppError(409, 'EMAIL_TAKEN');
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.replaceEmailChange({
        workspaceId: ctx.workspaceId,
        userId: user.id,
        newEmail,
        codeHash: codeHash(user.id, newEmail, code),
        expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MS),
      });
      await opts.sendMail(emailChangeMail({ to: newEmail, language: user.language, code }));
      return { pendingEmail: newEmail };
    },

    /** Confirms the pending change with its code; the sign-in email changes at once. */
    async confirmEmailChange(ctx: Ctx, code: string): Promise<Answer<typeof emailChangedSchema>> {
      const pending = await repo.pendingEmailChange(ctx.workspaceId, ctx.user.id);
      if (!pending || pending.attempts >= EMAIL_CODE_MAX_TRIES) throw badRequest('EMAIL_CODE_INVALID');
      const expected = Buffer.from(pending.codeHash, 'hex');
      const given = Buffer.from(codeHash(ctx.user.id, pending.newEmail, code), 'hex');
      if (!crypto.timingSafeEqual(expected, given)) {
        await repo.addEmailChangeAttempt(pending.id);
        throw badRequest('EMAIL_CODE_INVALID');
      }
      if (!(await repo.completeEmailChange(pending.id, ctx.user.id, pending.newEmail))) throw new AppError(409, 'EMAIL_TAKEN');
      return { email: pending.newEmail };
    },

    /**
     * Notifies the workspace's members (or the given ones) in each channel their flags allow: in-app ("push" flag),
     * email, and SMS to the member's phone through the workspace's SMS channel when one is connected.
     */
    async notify(workspaceId: string, notice: Notice) {
      // a member without a membership row in their home workspace is its owner
      const recipients = (await repo.recipients(workspaceId, notice.userIds)).filter((r) => !notice.roles || notice.roles.includes(r.role ?? 'owner'));
      const inApp = [];
      for (const r of recipients) {
        const flags = mergePrefs(r.notifications)[notice.category];
        const title = inLanguage(notice.title, r.language);
        const body = inLanguage(notice.body, r.language);
        if (flags.push) inApp.push({ workspaceId, userId: r.id, category: notice.category, title, body, link: notice.link ?? null });
        if (flags.email) await opts.sendMail(notificationMail({ to: r.email, title, body, link: notice.link, publicUrl: opts.publicUrl }));
        if (flags.sms && r.phone && opts.sendSms) {
          const key = `notify:${crypto.randomUUID()}`;
          await opts.sendSms(workspaceId, r.phone, [title, body].filter(Boolean).join(' — ').slice(0, 320), key).catch(() => undefined);
        }
      }
      await repo.insertNotifications(inApp);
      return { inApp: inApp.length };
    },

    async notifications(ctx: Ctx, page: number, limit: number) {
      const { rows, total, unread } = await repo.notifications(ctx.workspaceId, ctx.user.id, page, limit);
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          category: n.category as NotificationCategory,
          title: n.title,
          body: n.body,
          link: n.link,
          createdAt: n.createdAt.toISOString(),
          readAt: n.readAt?.toISOString() ?? null,
        })),
        total,
        unread,
      };
    },

    markRead: (ctx: Ctx, ids: string[] | 'all') => repo.markRead(ctx.workspaceId, ctx.user.id, ids),

    async requestExport(ctx: Ctx) {
      if (await repo.runningExport(ctx.workspaceId)) throw new AppError(409, 'EXPORT_RUNNING');
      const row = await repo.insertExport(ctx.workspaceId, ctx.user.id);
      await opts.enqueueExport(row.id);
      return exportView(row);
    },
    exports: async (ctx: Ctx) => (await repo.exports(ctx.workspaceId)).map(exportView),
    async exportFile(ctx: Ctx, id: string) {
      const row = await repo.findExport(ctx.workspaceId, id);
      if (!row) throw notFound();
      if (row.status !== 'ready' || !row.filePath || !fs.existsSync(row.filePath)) throw new AppError(409, 'EXPORT_NOT_READY');
      return { file: row.filePath, name: `ulak-export-${row.createdAt.toISOString().slice(0, 10)}.tar.gz` };
    },
    exportPath: (workspaceId: string, id: string) => path.join(opts.dataDir, 'exports', workspaceId, `${id}.tar.gz`),

    /** Schedules the workspace's deletion after the grace period; the typed name must match exactly. */
    async scheduleDeletion(ctx: Ctx, role: WorkspaceRole, confirmName: string) {
      if (role !== 'owner') throw new AppError(403, 'ROLE_OWNER_REQUIRED');
      const ws = await repo.workspace(ctx.workspaceId);
      if (!ws || confirmName !== ws.name) throw badRequest('WORKSPACE_NAME_MISMATCH');
      const now = new Date();
      const scheduledFor = new Date(now.getTime() + DELETION_GRACE_DAYS * 86400_000);
      await repo.saveWorkspace(ctx.workspaceId, { deletionRequestedAt: now, deletionScheduledFor: scheduledFor });
      return { requestedAt: now.toISOString(), scheduledFor: scheduledFor.toISOString() };
    },
    async cancelDeletion(ctx: Ctx, role: WorkspaceRole) {
      if (role !== 'owner') throw new AppError(403, 'ROLE_OWNER_REQUIRED');
      await repo.saveWorkspace(ctx.workspaceId, { deletionRequestedAt: null, deletionScheduledFor: null });
      return { requestedAt: null, scheduledFor: null };
    },
    /** Deletes the workspaces whose grace period has ended (the worker's sweep), with their export files. */
    async sweepDeletions(log: (msg: string) => void) {
      for (const id of await repo.dueDeletions()) {
        try {
          await repo.deleteWorkspace(id);
          fs.rmSync(path.join(opts.dataDir, 'exports', id), { recursive: true, force: true });
        } catch (err) {
          log(`workspace ${id} not deleted: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    },
    repo,
  };
}
