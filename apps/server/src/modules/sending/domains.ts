// Sending domains: a workspace proves it owns a domain (a TXT token, or the DKIM record the product generated for it,
// found in the domain's DNS) before campaigns sent through the platform relay may use it in From. Anything else goes
// out from the platform's own address with the workspace's name and the requested address as Reply-To.
import crypto from 'node:crypto';
import { AppError } from '../../http/errors.js';
import { mailbox, parseMailbox } from '../../mail/mime.js';
import type { TxtResolver } from '../../net/dns.js';
import type { SecretBox } from '../../secret-box.js';
import { dkimDnsRecord, fromDomain } from './dkim.js';
import type { SendingDomainRow, ServersRepo } from './servers.repo.js';

/** Domains one workspace may hold. */
export const MAX_SENDING_DOMAINS = 20;
const TOKEN_PREFIX = 'ulak-verification=';

/** The From (and Reply-To) of a campaign message sent through the platform relay. */
export type CampaignFrom = { from: string; replyTo?: string };

// inDomain tells whether a domain is one of the verified ones or a subdomain of one.
const inDomain = (domain: string, verified: string[]) => verified.some((d) => domain === d || domain.endsWith(`.${d}`));

// resolveCampaignFrom decides the From of a message the platform relay sends for a workspace: the requested sender when
// its domain is verified (or a subdomain of a verified one); otherwise the platform's address with the workspace's
// name as display name and the requested address as Reply-To, so the relay never sends as someone else's domain.
export function resolveCampaignFrom(p: { workspaceName: string; requested: string; platformFrom: string; verifiedDomains: string[] }): CampaignFrom {
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
  if (!requestedAddress || requestedAddress === platform.address.toLowerCase()) return { from: asPlatform };
  const domain = fromDomain(requested.address);
  if (
    domain &&
    inDomain(
      domain,
      p.verifiedDomains.map((d) => d.toLowerCase()),
    )
  )
    return { from: p.requested };
  return { from: asPlatform, replyTo: requested.address };
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
    async resolve(workspaceId: string, requested: string): Promise<CampaignFrom> {
      let hit = cache.get(workspaceId);
      if (!hit || Date.now() - hit.at > 5_000) {
        const [domains, name] = await Promise.all([deps.verifiedDomains(workspaceId), deps.workspaceName(workspaceId)]);
        hit = { at: Date.now(), domains, name };
        cache.set(workspaceId, hit);
      }
      return resolveCampaignFrom({ workspaceName: hit.name, requested, platformFrom: deps.platformFrom, verifiedDomains: hit.domains });
    },
    forget: (workspaceId: string) => void cache.delete(workspaceId),
  };
}

type DkimRecord = { type: 'TXT'; name: string; value: string };

// publicKeyOf reads the p= value of a DKIM TXT record, whitespace removed.
const publicKeyOf = (value: string) => /(?:^|;)\s*p=([^;]*)/.exec(value)?.[1].replace(/\s+/g, '') ?? '';

// domainView is the API shape of a sending domain with the records to publish.
function domainView(row: SendingDomainRow, dkim: DkimRecord | null) {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    verifiedBy: row.verifiedBy,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    records: {
      txt: { type: 'TXT' as const, name: `_ulak-verification.${row.domain}`, value: `${TOKEN_PREFIX}${row.token}` },
      dkim,
    },
  };
}

export type SendingDomainsService = ReturnType<typeof sendingDomainsService>;

// sendingDomainsService adds, lists, verifies and removes a workspace's sending domains.
export function sendingDomainsService(repo: ServersRepo, box: SecretBox, resolver: TxtResolver, onChange: (workspaceId: string) => void) {
  // dkimFor is the DKIM record this workspace publishes for the domain, when its DKIM domain is exactly that domain
  async function dkimFor(workspaceId: string, domain: string): Promise<DkimRecord | null> {
    const s = await repo.settings(workspaceId);
    if (!s?.dkimDomain || !s.dkimSelector || !s.dkimPrivateKeyEnc || s.dkimDomain !== domain) return null;
    try {
      const { type, name, value } = dkimDnsRecord(s.dkimDomain, s.dkimSelector, box.open(s.dkimPrivateKeyEnc));
      return { type, name, value };
    } catch {
      return null;
    }
  }

  // txtValues looks a name up; a name with no records (or no answer) is an empty list
  async function txtValues(name: string): Promise<string[]> {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch {
      return [];
    }
  }

  const find = async (workspaceId: string, id: string) => {
    const row = await repo.findDomain(workspaceId, id);
    if (!row) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
    return row;
  };

  return {
    async list(workspaceId: string) {
      const rows = await repo.listDomains(workspaceId);
      return Promise.all(rows.map(async (r) => domainView(r, await dkimFor(workspaceId, r.domain))));
    },
    /** Adds a domain (lower-cased) with a fresh verification token; 409 when it is already there. */
    async add(workspaceId: string, domain: string) {
      if ((await repo.listDomains(workspaceId)).length >= MAX_SENDING_DOMAINS) throw new AppError(400, 'SENDING_DOMAIN_LIMIT', { max: MAX_SENDING_DOMAINS });
      const row = await repo.insertDomain({ workspaceId, domain: domain.toLowerCase(), token: crypto.randomBytes(16).toString('hex') });
      if (!row) throw new AppError(409, 'SENDING_DOMAIN_EXISTS');
      return domainView(row, await dkimFor(workspaceId, row.domain));
    },
    /** Looks the records up now and stores the outcome: verified by the TXT token or by the DKIM record, else failed. */
    async verify(workspaceId: string, id: string) {
      const row = await find(workspaceId, id);
      const txt = domainView(row, null).records.txt;
      const dkim = await dkimFor(workspaceId, row.domain);
      let verifiedBy: 'txt' | 'dkim' | null = null;
      if ((await txtValues(txt.name)).some((v) => v.trim() === txt.value)) verifiedBy = 'txt';
      else if (dkim && (await txtValues(dkim.name)).some((v) => publicKeyOf(v) === publicKeyOf(dkim.value))) verifiedBy = 'dkim';
      const now = new Date();
      const updated = await repo.updateDomain(workspaceId, id, {
        status: verifiedBy ? 'verified' : 'failed',
        verifiedBy,
        checkedAt: now,
        verifiedAt: verifiedBy ? (row.status === 'verified' && row.verifiedAt ? row.verifiedAt : now) : null,
      });
      if (!updated) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
      onChange(workspaceId);
      return domainView(updated, dkim);
    },
    async remove(workspaceId: string, id: string) {
      if (!(await repo.removeDomain(workspaceId, id))) throw new AppError(404, 'SENDING_DOMAIN_NOT_FOUND');
      onChange(workspaceId);
    },
  };
}
