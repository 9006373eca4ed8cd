// Sending domains: a workspace proves it owns a domain (a TXT token, or the DKIM record the product generated for it,
// found in the domain's DNS) before campaigns sent through the platform relay may use it in From. Anything else goes
// out from the platform's own address with the workspace's name and the requested address as Reply-To.
import crypto from 'node:crypto';
import net from 'node:net';
import type { SendingDomainView } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { mailbox, parseMailbox } from '../../mail/mime.js';
import type { DnsResolver } from '../../net/dns.js';
import type { SecretBox } from '../../secret-box.js';
import { dkimDnsRecord, fromDomain } from './dkim.js';
import { checkDomain, NOT_CHECKED, VERIFICATION_PREFIX } from './domain-checks.js';
import type { SendingDomainRow, ServersRepo } from './servers.repo.js';

/** Domains one workspace may hold. */
export const MAX_SENDING_DOMAINS = 20;

/** The From (and Reply-To) of a campaign message sent through the platform relay. */
export type CampaignFrom = { from: string; replyTo?: string };

// inDomain tells whether a domain is one of the verified ones or a subdomain of one.
const inDomain = (domain: string, verified: string[]) => verified.some((d) => domain === d || domain.endsWith(`.${d}`));

// resolveCampaignFrom decides the From of a message the platform relay sends for a workspace: the requested sender when
// its domain is verified (or a subdomain of a verified one); otherwise the platform's address with the workspace's
// name as display name and the requested address as Reply-To, so the relay never sends as someone else's domain. A
// sender identity's own Reply-To, when it has one, is kept either way.
export function resolveCampaignFrom(p: {
  workspaceName: string;
  requested: string;
  platformFrom: string;
  verifiedDomains: string[];
  replyTo?: string | null;
}): CampaignFrom {
  const platform = parseMailbox(p.platformFrom);
  const requested = parseMailbox(p.requested);
  const name =
    p.workspaceName
      .replace(/[\r\n"\\<>]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ||
    platform.name ||
    null;
  const asPlatform = mailbox({ name, address: platform.address });
  const requestedAddress = requested.address.toLowerCase();
  const replyTo = p.replyTo ? { replyTo: p.replyTo } : {};
  if (!requestedAddress || requestedAddress === platform.address.toLowerCase()) return { from: asPlatform, ...replyTo };
  const domain = fromDomain(requested.address);
  const verified = p.verifiedDomains.map((d) => d.toLowerCase());
  if (domain && inDomain(domain, verified)) return { from: p.requested, ...replyTo };
  return { from: asPlatform, replyTo: p.replyTo || requested.address };
}

// relayIdentity gives the sender the From of each relayed message (`resolve`); a workspace's verified domains and name
// are read at most every few seconds, and `forget` drops them at once when its domains change.
export function relayIdentity(deps: {
  verifiedDomains: (workspaceId: string) => Promise<string[]>;
  workspaceName: (workspaceId: string) => Promise<string>;
  platformFrom: string;
}) {
  const cache = new Map<string, { at: number; domains: string[]; name: string }>();
  return {
    async resolve(workspaceId: string, requested: string, replyTo?: string | null): Promise<CampaignFrom> {
      let hit = cache.get(workspaceId);
      if (!hit || Date.now() - hit.at > 5_000) {
        const [domains, name] = await Promise.all([deps.verifiedDomains(workspaceId), deps.workspaceName(workspaceId)]);
        hit = { at: Date.now(), domains, name };
        cache.set(workspaceId, hit);
      }
      return resolveCampaignFrom({ workspaceName: hit.name, requested, platformFrom: deps.platformFrom, verifiedDomains: hit.domains, replyTo });
    },
    forget: (workspaceId: string) => void cache.delete(workspaceId),
  };
}

type DkimRecord = { type: 'TXT'; name: string; value: string };

// domainView is the API shape of a sending domain with the records to publish and each record's last check.
export function domainView(row: SendingDomainRow, dkim: DkimRecord | null): SendingDomainView {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    verifiedBy: row.verifiedBy,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    records: {
      txt: { type: 'TXT' as const, name: `_ulak-verification.${row.domain}`, value: `${VERIFICATION_PREFIX}${row.token}` },
      dkim,
    },
    checks: row.checks ?? NOT_CHECKED,
  };
}

export type SendingDomainsService = ReturnType<typeof sendingDomainsService>;

/** Where the checks learn how mail leaves: the platform relay's URL (capture mode: none) and the bounce domain. */
export type SendingPath = { relayUrl?: string; bounceDomain?: string };

// sendingDomainsService adds, lists, checks and removes a workspace's sending domains.
export function sendingDomainsService(
  repo: ServersRepo,
  box: SecretBox,
  resolver: DnsResolver,
  onChange: (workspaceId: string) => void,
  path: SendingPath = {},
) {
  // dkimFor is the workspace's DKIM signing domain and record when it signs for this domain (the same domain or a parent)
  async function dkimFor(workspaceId: string, domain: string): Promise<(DkimRecord & { domain: string }) | null> {
    const s = await repo.settings(workspaceId);
    if (!s?.dkimDomain || !s.dkimSelector || !s.dkimPrivateKeyEnc) return null;
    if (s.dkimDomain !== domain && !domain.endsWith(`.${s.dkimDomain}`)) return null;
    try {
      const { type, name, value } = dkimDnsRecord(s.dkimDomain, s.dkimSelector, box.open(s.dkimPrivateKeyEnc));
      return { type, name, value, domain: s.dkimDomain };
    } catch {
      return null;
    }
  }

  // hostAddresses resolves a host name to its addresses (an address literal is itself); none when it cannot be resolved
  async function hostAddresses(host: string): Promise<string[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    if (net.isIP(bare)) return [bare];
    const [v4, v6] = await Promise.all([resolver.resolve4(bare).catch(() => []), resolver.resolve6(bare).catch(() => [])]);
    return [...v4, ...v6];
  }

  // sendingIps lists the addresses the workspace's mail leaves from: its active servers, else the platform relay
  async function sendingIps(workspaceId: string): Promise<string[]> {
    const servers = (await repo.list(workspaceId)).filter((s) => s.status !== 'paused');
    const hosts = servers.length ? servers.map((s) => (s.ipAddress && net.isIP(s.ipAddress) ? s.ipAddress : s.smtpHost)) : [];
    if (!servers.length && path.relayUrl) hosts.push(new URL(path.relayUrl).hostname);
    return [...new Set((await Promise.all(hosts.map(hostAddresses))).flat())];
  }

  const find = async (workspaceId: string, id: string) => {
    const row = await repo.findDomain(workspaceId, id);
    if (!row) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
    return row;
  };

  // check looks every record of a domain up now and stores the outcome: ownership verified by the TXT token or the
  // DKIM record, else failed (a failed re-check takes a verification back), and each record's status
  async function check(workspaceId: string, row: SendingDomainRow) {
    const view = domainView(row, null);
    const dkim = await dkimFor(workspaceId, row.domain);
    const checks = await checkDomain(resolver, {
      domain: row.domain,
      txt: view.records.txt,
      dkim,
      sendingIps: await sendingIps(workspaceId),
      envelopeDomain: path.bounceDomain ?? row.domain,
    });
    const verifiedBy: 'txt' | 'dkim' | null = checks.txt.status === 'ok' ? 'txt' : checks.dkim.status === 'ok' ? 'dkim' : null;
    const now = new Date();
    const updated = await repo.updateDomain(workspaceId, row.id, {
      status: verifiedBy ? 'verified' : 'failed',
      verifiedBy,
      checkedAt: now,
      verifiedAt: verifiedBy ? (row.status === 'verified' && row.verifiedAt ? row.verifiedAt : now) : null,
      checks,
    });
    if (!updated) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
    onChange(workspaceId);
    return domainView(updated, dkim && { type: dkim.type, name: dkim.name, value: dkim.value });
  }

  const publicDkim = (d: Awaited<ReturnType<typeof dkimFor>>) => d && { type: d.type, name: d.name, value: d.value };

  return {
    async list(workspaceId: string) {
      const rows = await repo.listDomains(workspaceId);
      return Promise.all(rows.map(async (r) => domainView(r, publicDkim(await dkimFor(workspaceId, r.domain)))));
    },
    /** One domain with its records (for the identities that use it). */
    async view(workspaceId: string, id: string) {
      const row = await find(workspaceId, id);
      return domainView(row, publicDkim(await dkimFor(workspaceId, row.domain)));
    },
    /** Adds a domain (lower-cased) with a fresh verification token; 409 when it is already there. */
    async add(workspaceId: string, domain: string) {
      if ((await repo.listDomains(workspaceId)).length >= MAX_SENDING_DOMAINS) throw new AppError(400, 'SENDING_DOMAIN_LIMIT', { max: MAX_SENDING_DOMAINS });
      const row = await repo.insertDomain({ workspaceId, domain: domain.toLowerCase(), token: crypto.randomBytes(16).toString('hex') });
      if (!row) throw new AppError(409, 'SENDING_DOMAIN_EXISTS');
      return domainView(row, publicDkim(await dkimFor(workspaceId, row.domain)));
    },
    /** The workspace's domain row, added when it is not there yet (a sender identity brings its domain along). */
    async ensure(workspaceId: string, domain: string) {
      const name = domain.toLowerCase();
      const existing = (await repo.listDomains(workspaceId)).find((d) => d.domain === name);
      if (existing) return existing;
      // a concurrent request may add it first (409): either way the row is there afterwards
      await this.add(workspaceId, name).catch((err: unknown) => {
        if (!(err instanceof AppError && err.status === 409)) throw err;
      });
      return (await repo.listDomains(workspaceId)).find((d) => d.domain === name)!;
    },
    /** Looks every record up now and stores the outcome. */
    verify: async (workspaceId: string, id: string) => check(workspaceId, await find(workspaceId, id)),
    /**
     * The daily re-check: every domain not checked for `hours` hours (or never), oldest first, at most `limit` per run;
     * a domain whose lookup throws is skipped and stays due. Returns how many were checked.
     */
    async recheckDue(due: (before: Date, limit: number) => Promise<{ id: string; workspaceId: string }[]>, hours: number, limit = 500, now = new Date()) {
      let checked = 0;
      for (const d of await due(new Date(now.getTime() - hours * 3600_000), limit)) {
        const row = await repo.findDomain(d.workspaceId, d.id);
        if (!row) continue;
        try {
          await check(d.workspaceId, row);
          checked += 1;
        } catch {
          // the next run tries it again
        }
      }
      return checked;
    },
    async remove(workspaceId: string, id: string) {
      if (!(await repo.removeDomain(workspaceId, id))) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
      onChange(workspaceId);
    },
  };
}
