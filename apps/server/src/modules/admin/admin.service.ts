// The platform admin's rules: figures, users (suspend, plan, impersonate), subscriptions, health, alerts, security.
import net from 'node:net';
import {
  ADMIN_RANGE_MS,
  DEFAULT_ADMIN_SECURITY,
  IMPERSONATION_MINUTES,
  PLANS,
  adminSecuritySchema,
  reputationScore,
  warmupState,
  type AdminRange,
  type AdminSecurity,
  type AdminUserRow,
  type DnsblSettings,
  type IpPools,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { AuthService, RequestInfo, SessionContext } from '../auth/index.js';
import type { OAuthFront } from '../oauth/index.js';
import type { AdminRepo, UserRowDb } from './admin.repo.js';
import { blocklists, checkableIp, type DnsblResolver, type Quarantine } from './dnsbl.js';
import { systemMonitor, type SystemDeps } from './system.js';

export type AdminService = ReturnType<typeof adminService>;
export type Actor = { id: string; email: string; ip?: string };
type Deps = Omit<SystemDeps, 'pools' | 'blocklistAlerts'> & {
  auth: AuthService;
  dnsbl: DnsblResolver;
  /** The sending module's platform actions on mail servers: quarantine and warm-up (read at run time). */
  mailServers?: () => Quarantine & { setWarmupForPlatform: (id: string, warmup: boolean) => Promise<unknown> };
  /** The oauth module's sign-in log (read at run time). */
  signIns?: () => OAuthFront['signIns'] | undefined;
};

const SECURITY_CACHE_MS = 10_000;
const priceMinor = (plan: string) => Math.round((PLANS.find((p) => p.id === plan)?.priceEur ?? 0) * 100);

// toRow shapes a user row for the admin lists.
function toRow(r: UserRowDb): AdminUserRow {
  const status = r.suspended ? 'suspended' : r.sub_status === 'trial' ? 'trial' : r.sub_status === 'cancelled' ? 'cancelled' : 'active';
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    role: r.role,
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    plan: r.plan ?? 'free',
    status,
    joinDate: new Date(r.created_at).toISOString(),
    lastLogin: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
  };
}

// allowList builds a matcher for addresses and CIDR ranges; throws ADMIN_IP_LIST_INVALID naming a bad entry.
export function allowList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [addr, bits] = entry.split('/');
    const family = net.isIPv4(addr) ? 'ipv4' : net.isIPv6(addr) ? 'ipv6' : undefined;
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 'ipv4' ? 32 : 128;
    if (!family || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > max || !/^\d+$/.test(bits)))) {
      throw new AppError(400, 'ADMIN_IP_LIST_INVALID', { entry: entry.slice(0, 50) });
    }
    if (prefix === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, prefix, family);
  }
  return list;
}

// allowed tells whether an address (IPv4-mapped IPv6 included) is on the list.
function allowed(list: net.BlockList, ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) return list.check(v4, 'ipv4');
  return net.isIPv6(ip) && list.check(ip, 'ipv6');
}

// adminService builds the admin rules over its repo and the auth service.
export function adminService(repo: AdminRepo, deps: Deps) {
  let security: { at: number; value: AdminSecurity; list: net.BlockList } | undefined;
  const lists = blocklists(repo, deps.dnsbl, deps.mailServers);

  async function currentSecurity() {
    if (security && Date.now() - security.at < SECURITY_CACHE_MS) return security;
    const parsed = adminSecuritySchema.safeParse({ ...DEFAULT_ADMIN_SECURITY, ...(await repo.security()) });
    const value = parsed.success ? parsed.data : DEFAULT_ADMIN_SECURITY;
    security = { at: Date.now(), value, list: allowList(value.adminIpAllowList) };
    return security;
  }

  async function mustFindUser(id: string) {
    const row = await repo.findUser(id);
    if (!row) throw notFound();
    return row;
  }

  /** Mail servers grouped by provider (their SMTP host's domain), with active, blocked, a reputation score and blocklists. */
  async function ipPools(): Promise<IpPools> {
    const [servers, dnsbl] = await Promise.all([repo.poolServers(), lists.results()]);
    const groups = new Map<string, IpPools['pools'][number]['servers']>();
    for (const s of servers) {
      const provider = s.smtp_host.toLowerCase().split('.').slice(-2).join('.');
      const pct = (n: number) => (s.sent_total ? Math.round((n / s.sent_total) * 10_000) / 100 : 0);
      const bounce = pct(s.bounces);
      const complaint = pct(s.complaints);
      const list = groups.get(provider) ?? [];
      const ip = checkableIp(s.ip_address);
      list.push({
        id: s.id,
        name: s.name,
        ipAddress: s.ip_address,
        workspaceName: s.workspace,
        status: s.status,
        sentTotal: s.sent_total,
        bounceRatePct: bounce,
        complaintRatePct: complaint,
        reputation: reputationScore(bounce, complaint),
        dailyLimit: s.daily_limit,
        quarantinedAt: s.quarantined_at ? new Date(s.quarantined_at).toISOString() : null,
        quarantineReason: s.quarantined_at ? s.quarantine_reason : null,
        warmup: warmupState(s.warmup_started_at, s.daily_limit),
        blocklists: (ip && dnsbl.byIp.get(ip)) || [],
      });
      groups.set(provider, list);
    }
    return {
      pools: [...groups].map(([provider, list]) => ({
        provider,
        total: list.length,
        active: list.filter((x) => x.status === 'active').length,
        blocked: list.filter((x) => x.status !== 'active' || x.quarantinedAt).length,
        quarantined: list.filter((x) => x.quarantinedAt).length,
        reputation: Math.round(list.reduce((sum, x) => sum + x.reputation, 0) / list.length),
        listed: list.filter((x) => x.blocklists.some((b) => b.status === 'listed')).length,
        servers: list,
      })),
      dnsbl: { zones: dnsbl.zones, checkedAt: dnsbl.checkedAt },
    };
  }

  const system = systemMonitor(repo, { ...deps, pools: ipPools, blocklistAlerts: () => lists.alerts() });

  // poolServer is one server as the IP pools tab shows it.
  async function poolServer(id: string) {
    const server = (await ipPools()).pools.flatMap((p) => p.servers).find((s) => s.id === id);
    if (!server) throw notFound();
    return server;
  }

  return {
    /** The four stat cards for the range, with the same figures for the preceding window. */
    async stats(range: AdminRange) {
      const now = Date.now();
      const len = ADMIN_RANGE_MS[range];
      const [{ current: cur, previous: prev }, plans] = await Promise.all([repo.counts(new Date(now - len), new Date(now)), repo.subscriptionPlans()]);
      const paying = plans.filter((p) => p.status === 'active' && !p.suspended && priceMinor(p.plan_type) > 0);
      return {
        range,
        users: { value: cur.users, previous: prev.users, newInRange: cur.new_users },
        activeWorkspaces: { value: cur.active, previous: prev.active },
        emailsSent: { value: cur.sent, previous: prev.sent },
        mrr: {
          valueMinor: paying.reduce((s, p) => s + priceMinor(p.plan_type) * p.n, 0),
          currency: 'EUR' as const,
          paidSubscriptions: paying.reduce((s, p) => s + p.n, 0),
        },
      };
    },

    async users(f: { q?: string; plan?: string; status?: string; limit: number; page: number }) {
      const { rows, total } = await repo.listUsers({ ...f, offset: (f.page - 1) * f.limit });
      return { users: rows.map(toRow), total, page: f.page, limit: f.limit };
    },

    async user(id: string) {
      const row = await mustFindUser(id);
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [ws, sessions, suspension] = await Promise.all([repo.workspaceDetail(row.workspace_id, monthStart), repo.sessions(id), repo.suspension(id)]);
      return {
        user: toRow(row),
        suspension: suspension ? { reason: suspension.reason, at: new Date(suspension.suspended_at).toISOString(), by: suspension.by ?? '' } : null,
        workspace: {
          id: row.workspace_id,
          name: row.workspace_name,
          members: ws.members,
          usage: {
            contacts: ws.usage?.contacts ?? 0,
            campaigns: ws.usage?.campaigns ?? 0,
            emailsThisMonth: ws.usage?.sent ?? 0,
            invoices: ws.usage?.invoices ?? 0,
          },
          subscription: ws.subscription
            ? { plan: ws.subscription.plan_type, status: ws.subscription.status, currentPeriodEnd: new Date(ws.subscription.current_period_end).toISOString() }
            : null,
        },
        sessions: sessions.map((s) => ({
          id: s.id,
          ip: s.ip,
          userAgent: s.user_agent,
          createdAt: new Date(s.created_at).toISOString(),
          lastUsedAt: new Date(s.last_used_at).toISOString(),
        })),
      };
    },

    /** Suspends an account: its sessions end, sign-in is refused, its data stays. Admins cannot be suspended. */
    async suspend(actor: Actor, id: string, reason: string) {
      const row = await mustFindUser(id);
      if (row.role === 'admin') throw new AppError(403, 'SUSPEND_ADMIN');
      await repo.suspend(id, reason, actor.id);
      await deps.auth.revokeSessions(id);
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'user.suspend', target: row.email, ip: actor.ip, detail: { reason } });
    },

    async reactivate(actor: Actor, id: string) {
      const row = await mustFindUser(id);
      if (!(await repo.reactivate(id))) throw new AppError(409, 'NOT_SUSPENDED');
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'user.reactivate', target: row.email, ip: actor.ip });
    },

    /** Moves the user's workspace to a plan at once (operator override, no payment). */
    async changePlan(actor: Actor, id: string, plan: string) {
      const row = await mustFindUser(id);
      if (row.plan === plan && row.sub_status === 'active') throw new AppError(409, 'PLAN_ALREADY');
      if (!(await repo.setPlan(row.workspace_id, plan))) throw notFound();
      const up = priceMinor(plan) > priceMinor(row.plan ?? 'free');
      await repo.log({
        actorId: actor.id,
        actorEmail: actor.email,
        action: up ? 'plan.upgrade' : 'plan.downgrade',
        target: row.email,
        ip: actor.ip,
        detail: { from: row.plan, to: plan },
      });
    },

    /** Starts a 30-minute session as a non-admin, active user, recorded with its reason. */
    async impersonate(actor: Actor & { userAgent?: string }, id: string, reason: string) {
      const row = await mustFindUser(id);
      if (row.role === 'admin') throw new AppError(403, 'IMPERSONATE_ADMIN');
      if (row.suspended) throw new AppError(409, 'IMPERSONATE_SUSPENDED');
      const ttl = IMPERSONATION_MINUTES * 60_000;
      const started = await deps.auth.startSessionAs(id, { ip: actor.ip ?? '', userAgent: actor.userAgent, language: 'en' }, ttl);
      const expiresAt = new Date(Date.now() + ttl);
      await repo.startImpersonation({
        sessionId: started.sessionId,
        adminId: actor.id,
        adminEmail: actor.email,
        userId: id,
        userEmail: row.email,
        reason,
        expiresAt,
      });
      await repo.log({
        actorId: actor.id,
        actorEmail: actor.email,
        asUserEmail: row.email,
        action: 'impersonate.start',
        target: row.email,
        ip: actor.ip,
        detail: { reason },
      });
      return { token: started.token, expiresAt: expiresAt.toISOString(), user: { id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() } };
    },

    /** The banner's data for the signed-in session, when it is an impersonation. */
    async impersonationOf(ctx: SessionContext) {
      const row = ctx.impersonatedBy ? await repo.impersonation(ctx.sessionId) : undefined;
      if (!row) return { impersonation: null };
      return { impersonation: { adminEmail: row.adminEmail, userEmail: row.userEmail, reason: row.reason, expiresAt: row.expiresAt.toISOString() } };
    },

    async endImpersonation(ctx: SessionContext, ip: string) {
      if (!ctx.impersonatedBy) return;
      await repo.endImpersonation(ctx.sessionId);
      await repo.log({
        actorId: ctx.impersonatedBy.id,
        actorEmail: ctx.impersonatedBy.email,
        asUserEmail: ctx.user.email,
        action: 'impersonate.end',
        target: ctx.user.email,
        ip,
      });
    },

    async subscriptions(range: AdminRange, page: number, limit: number) {
      const since = new Date(Date.now() - ADMIN_RANGE_MS[range]);
      const [{ rows, total }, plans, moves] = await Promise.all([
        repo.subscriptions(limit, (page - 1) * limit),
        repo.subscriptionPlans(),
        repo.churnAndUpgrades(since),
      ]);
      const statusOf = (s: { status: string; suspended: boolean }) =>
        s.suspended
          ? ('suspended' as const)
          : s.status === 'trial'
            ? ('trial' as const)
            : s.status === 'cancelled'
              ? ('cancelled' as const)
              : ('active' as const);
      const mrrOf = (s: { plan_type: string; status: string; suspended: boolean }) => (statusOf(s) === 'active' ? priceMinor(s.plan_type) : 0);
      const count = (st: string) => plans.filter((p) => statusOf(p) === st).reduce((s, p) => s + p.n, 0);
      return {
        subscriptions: rows.map((r) => ({
          workspaceId: r.workspace_id,
          workspaceName: r.name,
          ownerEmail: r.owner,
          plan: r.plan_type,
          status: statusOf(r),
          renewalDate: new Date(r.current_period_end).toISOString(),
          mrrMinor: mrrOf(r),
        })),
        total,
        page,
        limit,
        summary: {
          mrrMinor: plans.reduce((s, p) => s + mrrOf(p) * p.n, 0),
          active: count('active'),
          trial: count('trial'),
          cancelled: count('cancelled'),
          suspended: count('suspended'),
          churnedInRange: moves.churned,
          churnRatePct: moves.at_start ? Math.round((moves.churned / moves.at_start) * 10_000) / 100 : 0,
          upgradesInRange: moves.upgrades,
        },
      };
    },

    health: system.health,
    /** Counts the emails sent per hour up to the last whole hour that ended 10 minutes ago (the schedule runs it). */
    rollupSent: () => repo.rollupSent(new Date(Math.floor((Date.now() - 10 * 60_000) / 3_600_000) * 3_600_000)),
    /** This process's heartbeat: started when the module is built, stopped when the app closes. */
    heartbeat: { start: system.start, stop: system.stop },

    ipPools,

    /** The DNS blocklists the sending IPs are checked against. */
    dnsblSettings: async () => ({ zones: await lists.zones() }),

    async saveDnsblSettings(actor: Actor, value: DnsblSettings) {
      const zones = await lists.saveZones(value.zones);
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'dnsbl.update', ip: actor.ip, detail: { zones } });
      return { zones };
    },

    /** Checks every sending IP against the blocklists now (the daily job calls it without an actor). */
    async checkBlocklists(actor?: Actor) {
      const result = await lists.check();
      if (actor) await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'dnsbl.check', ip: actor.ip, detail: result });
      return result;
    },

    /** Lifts a server's blocklist quarantine now (the next check quarantines it again if its IP is still listed). */
    async releaseQuarantine(actor: Actor, serverId: string) {
      const server = (await repo.poolServers()).find((s) => s.id === serverId);
      if (!server || !deps.mailServers) throw notFound();
      await deps.mailServers().release([serverId]);
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'ipPool.release', target: serverId, ip: actor.ip });
      return poolServer(serverId);
    },

    /** Starts (today is day 1) or ends a server's IP warm-up. */
    async setWarmup(actor: Actor, serverId: string, warmup: boolean) {
      const server = (await repo.poolServers()).find((s) => s.id === serverId);
      if (!server || !deps.mailServers) throw notFound();
      await deps.mailServers().setWarmupForPlatform(serverId, warmup);
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: warmup ? 'ipPool.warmup' : 'ipPool.warmupEnd', target: serverId, ip: actor.ip });
      return poolServer(serverId);
    },

    /** Alerts whose condition holds now, with their acknowledgement; cleared conditions forget theirs. */
    async alerts() {
      const list = await system.conditions();
      await repo.clearAcks(list.map((a) => a.id));
      const acked = new Set((await repo.acks()).map((a) => a.alertId));
      return { alerts: list.map((a) => ({ ...a, acknowledged: acked.has(a.id) })) };
    },

    async acknowledge(actor: Actor, alertId: string) {
      const list = await system.conditions();
      if (!list.some((a) => a.id === alertId)) throw new AppError(409, 'ALERT_NOT_ACTIVE');
      await repo.ack(alertId, actor.id);
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'alert.ack', target: alertId, ip: actor.ip });
    },

    security: async () => (await currentSecurity()).value,

    /** Saves the toggles; an allow-list that leaves out the saving admin's own address is refused. */
    async saveSecurity(actor: Actor, value: AdminSecurity) {
      const list = allowList(value.adminIpAllowList);
      if (value.adminIpAllowList.length && actor.ip && !allowed(list, actor.ip)) throw new AppError(400, 'ADMIN_IP_LOCKOUT', { ip: actor.ip });
      await repo.saveSecurity(value);
      security = { at: Date.now(), value, list };
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'security.update', ip: actor.ip, detail: value });
      return value;
    },

    async accessLog(f: { action?: string; actor?: string; page: number; limit: number }) {
      const { rows, total } = await repo.accessLog({ ...f, offset: (f.page - 1) * f.limit });
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          actorEmail: r.actor_email,
          asUserEmail: r.as_user_email,
          action: r.action,
          target: r.target,
          ip: r.ip,
        })),
        total,
        page: f.page,
        limit: f.limit,
      };
    },

    /** Sign-ins of every account (the oauth module's sign-in log), newest first, with the access log's filters. */
    async signIns(f: { email?: string; outcome?: 'success' | 'failed'; method?: string; page: number; limit: number }) {
      const read = deps.signIns?.();
      const success = f.outcome === undefined ? undefined : f.outcome === 'success';
      const { items, total } = read
        ? await read({ email: f.email || undefined, success, method: f.method || undefined, limit: f.limit, offset: (f.page - 1) * f.limit })
        : { items: [], total: 0 };
      return {
        entries: items.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          email: r.email,
          method: r.method,
          outcome: r.success ? ('success' as const) : ('failed' as const),
          reason: r.reason,
          ip: r.ip,
          country: r.country,
          device: r.device,
        })),
        total,
        page: f.page,
        limit: f.limit,
      };
    },

    /** The auth policy: suspension, impersonation expiry and logging, the admin allow-list, registration and passwords. */
    policy: {
      async session(ctx: SessionContext, req?: RequestInfo) {
        const state = await repo.sessionState(ctx.user.id, ctx.sessionId);
        if (state?.suspended) return undefined;
        if (state?.imp_id) {
          if (state.ended_at || (state.expires_at && new Date(state.expires_at).getTime() < Date.now())) return undefined;
          const by = { id: state.admin_id ?? '', email: state.admin_email ?? '' };
          if (req && req.method !== 'GET' && req.method !== 'HEAD') {
            await repo.log({
              actorId: by.id,
              actorEmail: by.email,
              asUserEmail: ctx.user.email,
              action: 'impersonated.request',
              target: `${req.method} ${req.url}`.slice(0, 300),
              ip: req.ip,
            });
          }
          return { ...ctx, impersonatedBy: by };
        }
        if (ctx.user.role === 'admin' && req) {
          const sec = await currentSecurity();
          if (sec.value.adminIpAllowList.length && !allowed(sec.list, req.ip)) throw new AppError(403, 'ADMIN_IP_NOT_ALLOWED');
        }
        return ctx;
      },
      async signIn(user: { id: string }) {
        if (await repo.isSuspended(user.id)) throw new AppError(403, 'ACCOUNT_SUSPENDED');
      },
      async registration() {
        if (!(await currentSecurity()).value.registrationOpen) throw new AppError(403, 'REGISTRATION_CLOSED');
      },
      async password(password: string) {
        const min = (await currentSecurity()).value.passwordMinLength;
        if (password.length < min) throw badRequest('PASSWORD_POLICY', { min });
      },
    },
  };
}
