// Mail servers of a workspace: CRUD with encrypted passwords, connection test, rotation strategy and stats.
import nodemailer from 'nodemailer';
import { warmupState, type DkimInput, type DkimSettingsView, type MailServerView, type RotationStatsView, type RotationStrategy } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { ForbiddenAddressError, resolveTarget, type AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import { dkimDnsRecord, generateDkimKey, readDkimKey } from './dkim.js';
import { mailServerErrorCode, mailSocket } from './mail-net.js';
import type { MailServerRow, ServersRepo } from './servers.repo.js';

export type ServerInput = {
  name: string;
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  smtpPassword?: string;
  secure?: MailServerRow['secure'];
  ipAddress?: string | null;
  fromEmail?: string | null;
  dailyLimit: number;
  hourlyLimit?: number | null;
  weight?: number;
  warmup?: boolean;
};

// reputation is a 0–100 score from bounces and complaints over sends (complaints weigh ten times more).
export function reputation(s: Pick<MailServerRow, 'sentTotal' | 'bounces' | 'complaints'>): number {
  if (s.sentTotal === 0) return 100;
  const penalty = ((s.bounces + 10 * s.complaints) / s.sentTotal) * 1000;
  return Math.max(0, Math.round(100 - penalty));
}

// serverView is the API shape of a server: never the password.
export function serverView(s: MailServerRow): MailServerView {
  const today = new Date().toISOString().slice(0, 10);
  const fresh = s.counterDate === today;
  return {
    id: s.id,
    name: s.name,
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpUser: s.smtpUser,
    hasPassword: Boolean(s.smtpPasswordEnc),
    secure: s.secure,
    ipAddress: s.ipAddress,
    fromEmail: s.fromEmail,
    dailyLimit: s.dailyLimit,
    hourlyLimit: s.hourlyLimit,
    weight: s.weight,
    status: s.pausedUntil && s.pausedUntil > new Date() ? ('paused' as const) : s.status,
    pausedUntil: s.pausedUntil?.toISOString() ?? null,
    // a classified code, never the remote side's reply (which could be another service's banner)
    lastError: s.lastError ? mailServerErrorCode(s.lastError) : null,
    sentToday: fresh ? s.sentToday : 0,
    failedToday: fresh ? s.failedToday : 0,
    sentTotal: s.sentTotal,
    failedTotal: s.failedTotal,
    avgLatencyMs: s.avgLatencyMs === null ? null : Math.round(s.avgLatencyMs),
    reputation: reputation(s),
    quarantinedAt: s.quarantinedAt?.toISOString() ?? null,
    quarantineReason: s.quarantinedAt ? s.quarantineReason : null,
    warmup: warmupState(s.warmupStartedAt, s.dailyLimit),
  };
}

// warmupPatch turns the warm-up switch into the stored start: on starts today unless a warm-up is under way, off ends it.
export function warmupPatch(warmup: boolean | undefined, current?: Pick<MailServerRow, 'warmupStartedAt' | 'dailyLimit'>) {
  if (warmup === undefined) return {};
  if (!warmup) return { warmupStartedAt: null };
  if (current && warmupState(current.warmupStartedAt, current.dailyLimit)) return {};
  return { warmupStartedAt: new Date() };
}

// transportOptions builds nodemailer options for a server (pooled); every connection goes through the address policy.
export function transportOptions(s: MailServerRow, box: SecretBox, policy: AddressPolicy) {
  const secure = s.secure === 'tls' || (s.secure === 'auto' && s.smtpPort === 465);
  return {
    host: s.smtpHost,
    port: s.smtpPort,
    secure,
    ignoreTLS: s.secure === 'none',
    requireTLS: s.secure === 'starttls',
    auth: s.smtpPasswordEnc ? { user: s.smtpUser, pass: box.open(s.smtpPasswordEnc) } : undefined,
    pool: true,
    maxConnections: 5,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    getSocket: mailSocket(policy),
  };
}

// checkHost refuses a host that is, or resolves to, an address the policy forbids; a name that does not resolve yet is
// accepted (its DNS may come later) and the connection test reports it.
async function checkHost(host: string, policy: AddressPolicy) {
  if (policy.allowPrivate) return;
  try {
    await resolveTarget(host, policy);
  } catch (err) {
    if (err instanceof ForbiddenAddressError) throw new AppError(400, 'MAIL_SERVER_ADDRESS_FORBIDDEN');
  }
}

export type ServersService = ReturnType<typeof serversService>;
type SendingSettingsRow = NonNullable<Awaited<ReturnType<ServersRepo['settings']>>>;

// dkimView is the API shape of the DKIM settings: domain, selector and the DNS record to publish; never the private key.
// A key sealed under another instance secret reads as no key, so the screen offers a new one instead of failing.
function dkimView(s: SendingSettingsRow | undefined, box: SecretBox): DkimSettingsView {
  const off: DkimSettingsView = {
    enabled: false,
    domain: s?.dkimDomain ?? null,
    selector: s?.dkimSelector ?? null,
    hasKey: false,
    keyBits: null,
    dnsRecord: null,
  };
  if (!s?.dkimDomain || !s.dkimSelector || !s.dkimPrivateKeyEnc) return off;
  let pem: string;
  try {
    pem = box.open(s.dkimPrivateKeyEnc);
  } catch {
    return off;
  }
  const { keyBits, ...dnsRecord } = dkimDnsRecord(s.dkimDomain, s.dkimSelector, pem);
  return { enabled: true, domain: s.dkimDomain, selector: s.dkimSelector, hasKey: true, keyBits, dnsRecord };
}

// serversService builds the mail-server rules; onChange lets the sender drop cached transports.
export function serversService(repo: ServersRepo, box: SecretBox, onChange: (workspaceId: string) => void, policy: AddressPolicy) {
  return {
    list: async (workspaceId: string) => (await repo.list(workspaceId)).map(serverView),
    async create(workspaceId: string, input: ServerInput) {
      const { smtpPassword, warmup, ...rest } = input;
      await checkHost(input.smtpHost, policy);
      const row = await repo.insert({ ...rest, ...warmupPatch(warmup), workspaceId, smtpPasswordEnc: smtpPassword ? box.seal(smtpPassword) : null });
      onChange(workspaceId);
      return serverView(row);
    },
    async update(workspaceId: string, id: string, input: Partial<ServerInput> & { status?: 'active' | 'paused' }) {
      const { smtpPassword, warmup, ...rest } = input;
      if (input.smtpHost !== undefined) await checkHost(input.smtpHost, policy);
      const current = warmup === undefined ? undefined : await repo.find(workspaceId, id);
      if (warmup !== undefined && !current) throw new AppError(404, 'SERVER_NOT_FOUND');
      const patch = {
        ...rest,
        ...warmupPatch(warmup, current && { ...current, dailyLimit: input.dailyLimit ?? current.dailyLimit }),
        ...(smtpPassword !== undefined ? { smtpPasswordEnc: smtpPassword ? box.seal(smtpPassword) : null } : {}),
        ...(input.status === 'active' ? { pausedUntil: null, lastError: null } : {}),
      };
      const row = await repo.update(workspaceId, id, patch);
      if (!row) throw new AppError(404, 'SERVER_NOT_FOUND');
      onChange(workspaceId);
      return serverView(row);
    },
    async remove(workspaceId: string, id: string) {
      if (!(await repo.remove(workspaceId, id))) throw new AppError(404, 'SERVER_NOT_FOUND');
      onChange(workspaceId);
    },
    /** Connects and authenticates without sending; reports the latency, or a classified error (never the reply). */
    async test(workspaceId: string, id: string) {
      const s = await repo.find(workspaceId, id);
      if (!s) throw new AppError(404, 'SERVER_NOT_FOUND');
      const transport = nodemailer.createTransport({ ...transportOptions(s, box, policy), pool: false });
      const started = performance.now();
      try {
        await transport.verify();
        return { ok: true, latencyMs: Math.round(performance.now() - started) };
      } catch (err) {
        throw new AppError(400, mailServerErrorCode(err));
      } finally {
        transport.close();
      }
    },
    async strategy(workspaceId: string): Promise<RotationStrategy> {
      return (await repo.settings(workspaceId))?.strategy ?? 'round-robin';
    },
    async setStrategy(workspaceId: string, strategy: RotationStrategy) {
      await repo.saveSettings(workspaceId, { strategy });
      onChange(workspaceId);
      return strategy;
    },
    /** DKIM signing of the workspace: domain, selector and the public DNS record. */
    dkim: async (workspaceId: string) => dkimView(await repo.settings(workspaceId), box),
    /** Turns DKIM signing on or changes it; the key is checked before anything is stored, then sealed at rest. */
    async setDkim(workspaceId: string, input: DkimInput) {
      const current = await repo.settings(workspaceId);
      let sealed = current?.dkimPrivateKeyEnc ?? null;
      if (input.generate) sealed = box.seal(await generateDkimKey());
      else if (input.privateKey) sealed = box.seal(readDkimKey(input.privateKey));
      // keeping the stored key needs one that still opens
      else if (sealed && !dkimView(current, box).hasKey) sealed = null;
      if (!sealed) throw new AppError(400, 'DKIM_KEY_REQUIRED');
      const row = await repo.saveSettings(workspaceId, { dkimDomain: input.domain, dkimSelector: input.selector, dkimPrivateKeyEnc: sealed });
      onChange(workspaceId);
      return dkimView(row, box);
    },
    /** Turns DKIM signing off and forgets the key. */
    async removeDkim(workspaceId: string) {
      await repo.saveSettings(workspaceId, { dkimDomain: null, dkimSelector: null, dkimPrivateKeyEnc: null });
      onChange(workspaceId);
      return dkimView(undefined, box);
    },
    async stats(workspaceId: string): Promise<RotationStatsView> {
      const servers = (await repo.list(workspaceId)).map(serverView);
      return {
        strategy: (await repo.settings(workspaceId))?.strategy ?? 'round-robin',
        servers,
        totals: {
          sentToday: servers.reduce((n, s) => n + s.sentToday, 0),
          failedToday: servers.reduce((n, s) => n + s.failedToday, 0),
          // what rotation may send today: quarantined servers none, warming ones their warm-up cap
          dailyCapacity: servers
            .filter((s) => s.status === 'active' && !s.quarantinedAt)
            .reduce((n, s) => n + (s.warmup ? Math.min(s.warmup.cap, s.dailyLimit) : s.dailyLimit), 0),
        },
      };
    },
    /** Platform admin: quarantines servers whose IP a blocklist listed; rotation skips them at once. */
    async quarantine(entries: { id: string; reason: string; zones: string[] }[]) {
      for (const ws of await repo.quarantine(entries)) onChange(ws);
    },
    /** Platform admin (or a clean re-check): lifts the quarantine of servers; rotation takes them again at once. */
    async release(ids: string[]) {
      for (const ws of await repo.release(ids)) onChange(ws);
    },
    /** Platform admin: starts (today is day 1) or ends a server's IP warm-up. */
    async setWarmupForPlatform(id: string, warmup: boolean) {
      const current = await repo.findForPlatform(id);
      if (!current) throw new AppError(404, 'SERVER_NOT_FOUND');
      const patch = warmupPatch(warmup, current);
      const row = (Object.keys(patch).length && (await repo.updateForPlatform(id, patch))) || current;
      onChange(row.workspaceId);
      return serverView(row);
    },
  };
}
