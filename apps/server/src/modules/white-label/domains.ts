// Custom domains: host-name rules, the DNS records a tenant creates, and their check with real DNS lookups through the
// configurable resolver (ULAK_DNS_SERVERS, else the system's).
import crypto from 'node:crypto';
import dns from 'node:dns';
import net from 'node:net';
import { DOMAIN_VERIFY_PREFIX, type CustomDomain } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { DomainRow } from './white-label.repo.js';

export type DomainResolver = {
  resolveTxt: (name: string) => Promise<string[][]>;
  resolveCname: (name: string) => Promise<string[]>;
  resolve4: (name: string) => Promise<string[]>;
  resolve6: (name: string) => Promise<string[]>;
};

// createDomainResolver returns TXT, CNAME, A and AAAA lookups bound to the given servers, giving up after a few seconds.
export function createDomainResolver(servers: string[] = []): DomainResolver {
  const resolver = new dns.promises.Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return {
    resolveTxt: (n) => resolver.resolveTxt(n),
    resolveCname: (n) => resolver.resolveCname(n),
    resolve4: (n) => resolver.resolve4(n),
    resolve6: (n) => resolver.resolve6(n),
  };
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

// normalizeHost lower-cases a host name and checks it: letters, digits and hyphens, two labels or more, an alphabetic
// top-level label, no IP address, no port, no trailing dot; throws WL_DOMAIN_INVALID.
export function normalizeHost(input: string): string {
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  const ok =
    host.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(labels[labels.length - 1]) && net.isIP(host) === 0;
  if (!ok) throw new AppError(400, 'WL_DOMAIN_INVALID');
  return host;
}

// isOwnDomain tells whether a host is the product's own host or below it.
export function isOwnDomain(host: string, productHost: string): boolean {
  const own = productHost.toLowerCase();
  return host === own || host.endsWith(`.${own}`);
}

export const newVerifyToken = () => crypto.randomBytes(16).toString('hex');
export const txtName = (host: string) => `${DOMAIN_VERIFY_PREFIX}.${host}`;
export const txtValue = (token: string) => `ulak-verify=${token}`;

/** Looks the domain's records up: TXT matches its token, CNAME points at the product's host. Failures count as pending. */
export async function checkDomain(resolver: DomainResolver, row: DomainRow, productHost: string) {
  const txt = await resolver.resolveTxt(txtName(row.host)).catch(() => [] as string[][]);
  const txtOk = txt.some((chunks) => chunks.join('') === txtValue(row.token));
  const cname = await resolver.resolveCname(row.host).catch(() => [] as string[]);
  const cnameOk = cname.some((c) => c.toLowerCase().replace(/\.$/, '') === productHost.toLowerCase());
  return { txtStatus: txtOk ? ('configured' as const) : ('pending' as const), cnameStatus: cnameOk ? ('configured' as const) : ('pending' as const) };
}

// domainView is the specification's custom domain shape.
export function domainView(row: DomainRow, productHost: string): CustomDomain {
  const verified = row.verifiedAt !== null;
  const dnsOk = row.txtStatus === 'configured' && row.cnameStatus === 'configured';
  return {
    id: row.id,
    domain: row.host,
    tenantId: row.workspaceId,
    status: verified && dnsOk ? 'active' : 'pending',
    // the certificate counts only for a verified domain; until its first check it is pending
    sslStatus: verified ? row.sslStatus : 'pending',
    sslError: verified && row.sslStatus === 'error' ? (row.sslError ?? 'handshake') : null,
    sslDetail: verified ? row.sslDetail : null,
    sslExpiresAt: verified ? (row.sslExpiresAt?.toISOString() ?? null) : null,
    sslCheckedAt: verified ? (row.sslCheckedAt?.toISOString() ?? null) : null,
    dnsStatus: dnsOk ? 'configured' : 'pending',
    verificationStatus: verified ? 'verified' : 'pending',
    dnsRecords: [
      { type: 'TXT', name: txtName(row.host), value: txtValue(row.token), status: row.txtStatus },
      { type: 'CNAME', name: row.host, value: productHost, status: row.cnameStatus },
    ],
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}
