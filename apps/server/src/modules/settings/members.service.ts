// Team members and roles: invitations by email with expiring links, role changes, removal, the per-request session
// policy (workspace of the session, removed members, read-only writes, idle timeout) and the user's sessions.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import UAParser from 'ua-parser-js';
import {
  IDLE_TIMEOUT_DEFAULT_MINUTES,
  INVITATION_TTL_HOURS,
  MANAGER_ROLES,
  SESSION_IDLE_DAYS,
  type Language,
  type User,
  type WorkspaceRole,
} from '@ulak/shared';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { InvitationRow, MembersRepo } from './members.repo.js';
import { invitationMail } from './settings.mails.js';
import { toUser, type RequestMeta } from '../auth/index.js';

const MINUTE_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes a read-only member may still make: their own sign-out, sessions, password, personal preferences, avatar and
 * sign-in security (second factors, linked providers) and the read state of their notifications. Nothing here changes
 * workspace data.
 */
export const READ_ONLY_ALLOWED: readonly string[] = [
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'PUT /api/settings/preferences',
  'PUT /api/settings/appearance',
  'PUT /api/settings/notifications',
  'DELETE /api/settings/sessions/:id',
  'POST /api/settings/sessions/revoke-all',
  'POST /api/notifications/read',
  'PUT /api/settings/profile',
  'POST /api/settings/profile/email',
  'POST /api/settings/profile/email/confirm',
  'POST /api/settings/workspaces/:id/switch',
  'POST /api/settings/profile/avatar',
  'DELETE /api/settings/profile/avatar',
  // the account's own sign-in security: authenticator app, passkeys, linked providers
  'POST /api/oauth/2fa/setup',
  'POST /api/oauth/2fa/enable',
  'POST /api/oauth/2fa/disable',
  'POST /api/oauth/passkeys/options',
  'POST /api/oauth/passkeys',
  'PATCH /api/oauth/passkeys/:id',
  'DELETE /api/oauth/passkeys/:id',
  'POST /api/oauth/identities/:provider/link',
  'POST /api/oauth/identities/confirm',
  'DELETE /api/oauth/identities/:provider',
];

type Ctx = { user: User; sessionId: string; workspaceId: string };
type RequestInfo = { method: string; url: string };

// toUser is the auth module's public shape of a users row (one definition for both modules).
export { toUser };

// describeDevice turns a user agent into "Chrome 120 · Windows 10" (ua-parser-js 1.x, MIT).
export function describeDevice(userAgent: string | null) {
  if (!userAgent) return { device: '—', browser: null, os: null };
  const ua = new UAParser(userAgent).getResult();
  const browser = ua.browser.name ? `${ua.browser.name}${ua.browser.major ? ` ${ua.browser.major}` : ''}` : null;
  const os = ua.os.name ? `${ua.os.name}${ua.os.version ? ` ${ua.os.version}` : ''}` : null;
  const kind = ua.device.type ? `${ua.device.vendor ?? ''} ${ua.device.model ?? ua.device.type}`.trim() : null;
  return { device: [kind, browser, os].filter(Boolean).join(' · ') || userAgent.slice(0, 60), browser, os };
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type MembersService = ReturnType<typeof membersService>;

// membersService builds the team rules over a repo, the mail queue and the public URL.
export function membersService(
  repo: MembersRepo,
  opts: {
    sendMail: (m: OutgoingMail) => Promise<void>;
    publicUrl: string;
    hashPassword: (p: string) => Promise<string>;
    verifyPassword: (hash: string | undefined, password: string) => Promise<boolean>;
    /** Tells the workspace's owners and admins that someone joined (a notification honouring their flags). */
    onJoined?: (workspaceId: string, member: { email: string; firstName: string; lastName: string }) => Promise<void>;
    /** Writes a line of the sign-in log (the oauth module's): an accepted or refused invitation link. */
    logSignIn?: (attempt: { userId?: string; workspaceId?: string; email?: string; success: boolean; reason?: string }, meta: RequestMeta) => Promise<void>;
    /** Whether an account has a second factor: such an account accepts while signed in, never by its password alone. */
    hasSecondFactor?: (userId: string) => Promise<boolean>;
    /** Throws when the target workspace's sign-in rules keep the account out (its IP restriction, mandatory 2FA). */
    admitWorkspace?: (user: User, workspaceId: string, meta: RequestMeta) => Promise<void>;
  },
) {
  const roles = new WeakMap<FastifyRequest, WorkspaceRole>();

  async function roleOf(ctx: Ctx): Promise<WorkspaceRole> {
    const role = await repo.roleOf(ctx.workspaceId, ctx.user.id);
    if (!role) throw unauthorized('SESSION_EXPIRED');
    return role;
  }

  function invitationView(row: InvitationRow) {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      status: row.expiresAt.getTime() > Date.now() ? ('pending' as const) : ('expired' as const),
    };
  }

  async function liveInvitation(token: string) {
    const inv = await repo.invitationByToken(hashToken(token));
    if (!inv) throw notFound();
    if (inv.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'INVITATION_EXPIRED');
    return inv;
  }

  return {
    roleOf,

    /** The request's role in its workspace (cached for the request); API keys act with the owner's role. */
    async requestRole(req: FastifyRequest, ctx: Ctx): Promise<WorkspaceRole> {
      const cached = roles.get(req);
      if (cached) return cached;
      const role = ctx.sessionId.startsWith('api-key:') ? 'owner' : await roleOf(ctx);
      roles.set(req, role);
      return role;
    },

    /** Throws 403 unless the role manages the workspace (owner or admin). */
    assertManager(role: WorkspaceRole) {
      if (!MANAGER_ROLES.includes(role)) throw new AppError(403, 'ROLE_MANAGER_REQUIRED');
    },

    /**
     * The session policy run on every authenticated request: the session's own workspace (an invitee's), 401 for a
     * removed member or an idle session (the workspace's timeout), 403 for a read-only member's write.
     */
    async sessionPolicy(ctx: Ctx, req?: RequestInfo): Promise<Ctx | undefined> {
      const p = await repo.sessionPolicy(ctx.sessionId);
      if (!p) return undefined;
      const role = p.removed ? undefined : (p.role ?? (p.homeWorkspaceId === p.sessionWorkspaceId ? 'owner' : undefined));
      if (!role) {
        await repo.revokeSession(ctx.sessionId);
        return undefined;
      }
      const now = Date.now();
      const timeoutMs = (p.idleTimeoutMinutes ?? IDLE_TIMEOUT_DEFAULT_MINUTES) * MINUTE_MS;
      if (p.lastSeenAt && now - p.lastSeenAt.getTime() > timeoutMs) {
        await repo.revokeSession(ctx.sessionId);
        return undefined;
      }
      if (!p.lastSeenAt || now - p.lastSeenAt.getTime() > MINUTE_MS) await repo.touchActivity(ctx.sessionId, p.sessionWorkspaceId);
      if (req && role === 'read_only' && WRITE_METHODS.has(req.method)) {
        const route = `${req.method} ${req.url.split('?')[0]}`;
        if (!READ_ONLY_ALLOWED.includes(route)) throw new AppError(403, 'ROLE_READ_ONLY');
      }
      return { ...ctx, workspaceId: p.sessionWorkspaceId };
    },

    /** The user an API key acts as: its creator while still a member, else the workspace's first owner. */
    async keyUser(workspaceId: string, createdBy: string | null): Promise<User | undefined> {
      if (createdBy && (await repo.roleOf(workspaceId, createdBy))) {
        const u = await repo.findUser(createdBy);
        if (u) return toUser(u);
      }
      const owner = await repo.ownerOf(workspaceId);
      return owner ? toUser(owner) : undefined;
    },

    async list(ctx: Ctx, yourRole: WorkspaceRole) {
      const rows = await repo.members(ctx.workspaceId);
      const members = rows.map((m) => ({
        userId: m.userId,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        role: m.role ?? ('owner' as const),
        joinedAt: m.joinedAt.toISOString(),
        lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
        you: m.userId === ctx.user.id,
      }));
      const invitations = (await repo.invitations(ctx.workspaceId)).map(invitationView);
      return { members, invitations, yourRole };
    },

    /** Invites an email with a role (only an owner may invite an owner) and mails the link. */
    async invite(ctx: Ctx, yourRole: WorkspaceRole, email: string, role: WorkspaceRole, lang: Language) {
      if (role === 'owner' && yourRole !== 'owner') throw new AppError(403, 'ROLE_OWNER_REQUIRED');
      const existing = await repo.findUserByEmail(email);
      if (existing && (await repo.roleOf(ctx.workspaceId, existing.id))) throw new AppError(409, 'MEMBER_ALREADY');
      await repo.revokeInvitationsFor(ctx.workspaceId, email);
      const token = crypto.randomBytes(32).toString('base64url');
      const row = await repo.insertInvitation({
        workspaceId: ctx.workspaceId,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: ctx.user.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * 3600_000),
      });
      const workspaceName = await repo.workspaceName(ctx.workspaceId);
      // the invitee has no account yet: the workspace names the white-label brand the mail goes out under
      await opts.sendMail({
        ...invitationMail({
          to: email,
          language: lang,
          workspaceName,
          inviter: `${ctx.user.firstName} ${ctx.user.lastName}`,
          link: `${opts.publicUrl}/invite/${token}`,
          role,
        }),
        workspaceId: ctx.workspaceId,
      });
      return invitationView(row);
    },

    async revokeInvitation(ctx: Ctx, id: string) {
      if (!(await repo.revokeInvitation(ctx.workspaceId, id))) throw notFound();
    },

    async changeRole(ctx: Ctx, yourRole: WorkspaceRole, userId: string, role: WorkspaceRole) {
      const current = await repo.roleOf(ctx.workspaceId, userId);
      if (!current) throw notFound();
      if ((role === 'owner' || current === 'owner') && yourRole !== 'owner') throw new AppError(403, 'ROLE_OWNER_REQUIRED');
      if (current === 'owner' && role !== 'owner') await assertAnotherOwner(ctx.workspaceId, userId);
      await repo.setRole(ctx.workspaceId, userId, role);
    },

    async remove(ctx: Ctx, yourRole: WorkspaceRole, userId: string) {
      const current = await repo.roleOf(ctx.workspaceId, userId);
      if (!current) throw notFound();
      if (current === 'owner') {
        if (yourRole !== 'owner') throw new AppError(403, 'ROLE_OWNER_REQUIRED');
        await assertAnotherOwner(ctx.workspaceId, userId);
      }
      await repo.remove(ctx.workspaceId, userId);
    },

    /** What the accept page shows; 404 for an unknown or used link, 410 for an expired one. */
    async preview(token: string) {
      const inv = await liveInvitation(token);
      return {
        workspaceName: await repo.workspaceName(inv.workspaceId),
        email: inv.email,
        role: inv.role,
        existingAccount: Boolean(await repo.findUserByEmail(inv.email)),
        expiresAt: inv.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation. A new invitee gives a name and password and gets an account in the workspace; an
     * existing account is signed in as the invited email or gives its password. The answer is a session in the workspace.
     */
    async accept(
      token: string,
      input: { firstName?: string; lastName?: string; password?: string },
      signedIn: User | undefined,
      meta: { ip: string; userAgent?: string; language: Language },
    ) {
      const log = (a: { userId?: string; success: boolean; reason?: string }, inv?: InvitationRow) =>
        opts.logSignIn?.({ ...a, workspaceId: inv?.workspaceId, email: inv?.email }, meta).catch(() => undefined);
      const found = await repo.invitationByToken(hashToken(token));
      if (!found || found.expiresAt.getTime() <= Date.now()) {
        await log({ success: false, reason: found ? 'invitation_expired' : 'invitation_invalid' }, found);
      }
      const inv = await liveInvitation(token);
      const existing = await repo.findUserByEmail(inv.email);
      const sessionToken = crypto.randomBytes(32).toString('base64url');
      const session = {
        tokenHash: hashToken(sessionToken),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
        expiresAt: new Date(Date.now() + SESSION_IDLE_DAYS * 86400_000),
      };
      let done: { userId: string } | undefined;
      if (existing) {
        // the invited account proves itself by its session or its password (a removed member has no live session)
        // an account with a second factor signs in first (through its second step): a password alone never opens it
        const bySession = signedIn?.id === existing.id;
        const byPassword =
          !bySession &&
          input.password !== undefined &&
          !(await opts.hasSecondFactor?.(existing.id)) &&
          (await opts.verifyPassword(existing.passwordHash, input.password));
        if (!bySession && !byPassword) {
          await log({ userId: existing.id, success: false, reason: 'invitation_sign_in' }, inv);
          throw new AppError(403, 'INVITATION_SIGN_IN');
        }
        done = await repo.accept(inv, { existingUserId: existing.id }, session);
      } else {
        if (!input.firstName || !input.lastName || !input.password) throw badRequest('INVITATION_DETAILS');
        const newUser = {
          email: inv.email,
          passwordHash: await opts.hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'user' as const,
          language: meta.language,
          lastLoginAt: new Date(),
          // the invitation link came by mail to this address
          emailVerifiedAt: new Date(),
        };
        done = await repo.accept(inv, { newUser }, session).catch((err: unknown) => {
          if (err instanceof Error && err.message === 'email taken') throw new AppError(409, 'EMAIL_TAKEN');
          throw err;
        });
      }
      if (!done) throw notFound();
      await log({ userId: done.userId, success: true }, inv);
      const joined = await repo.findUser(done.userId);
      if (joined) await opts.onJoined?.(inv.workspaceId, joined).catch(() => undefined);
      return { token: sessionToken, workspaceId: inv.workspaceId, role: inv.role };
    },

    /** The workspaces the user belongs to, with their role; `current` marks the session's. */
    async workspaces(ctx: Ctx) {
      return (await repo.memberships(ctx.user.id)).map((w) => ({ ...w, current: w.id === ctx.workspaceId }));
    },

    /** Opens a session in another workspace the user belongs to and ends the current one. */
    async switchWorkspace(ctx: Ctx, workspaceId: string, meta: RequestMeta) {
      const role = await repo.roleOf(workspaceId, ctx.user.id);
      if (!role) throw notFound();
      await opts.admitWorkspace?.(ctx.user, workspaceId, meta);
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.insertSession({
        userId: ctx.user.id,
        workspaceId,
        tokenHash: hashToken(token),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
        expiresAt: new Date(Date.now() + SESSION_IDLE_DAYS * 86400_000),
      });
      if (!ctx.sessionId.startsWith('api-key:')) await repo.revokeSession(ctx.sessionId);
      return { token, workspaceId, role };
    },

    /** The user's sessions with device, address and last activity; `current` marks the caller's. */
    async sessions(ctx: Ctx) {
      const rows = await repo.userSessions(ctx.user.id);
      return rows.map((s) => {
        const seen = [s.lastSeenAt, s.lastUsedAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
        return {
          id: s.id,
          ...describeDevice(s.userAgent),
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: (seen ?? s.createdAt).toISOString(),
          current: s.id === ctx.sessionId,
        };
      });
    },

    async revokeSession(ctx: Ctx, id: string) {
      if (!(await repo.revokeUserSession(ctx.user.id, id))) throw new AppError(404, 'SESSION_NOT_FOUND');
    },

    /** Signs out everywhere: every session of the user, the current one included unless keepCurrent. */
    async revokeAll(ctx: Ctx, keepCurrent: boolean) {
      await repo.revokeAllUserSessions(ctx.user.id, keepCurrent ? ctx.sessionId : undefined);
    },
  };

  async function assertAnotherOwner(workspaceId: string, userId: string) {
    const members = await repo.members(workspaceId);
    const owners = members.filter((m) => (m.role ?? 'owner') === 'owner' && m.userId !== userId);
    if (owners.length === 0) throw new AppError(409, 'LAST_OWNER');
  }
}
