// DNS blocklist (DNSBL) checks of the platform's sending IPs: each list is asked about the address reversed under its
// zone (1.2.3.4 on zen.spamhaus.org → 4.3.2.1.zen.spamhaus.org, A record), through the configured resolvers
// (ULAK_DNS_SERVERS, else the system's). A 127.0.0.x answer means listed (the TXT record of the same name gives the
// reason), no such name means clean, and anything else (timeout, server failure, a refusal code) is unknown, never clean.
import net from 'node:net';
import { DEFAULT_DNSBL_ZONES, dnsblSettingsSchema, type AdminAlert, type DnsblCheck, type DnsblResult, type DnsblStatus } from '@ulak/shared';
import { forbiddenRange } from '../../net/address-policy.js';
import { isNoData, type DnsResolver } from '../../net/dns.js';
import type { AdminRepo } from './admin.repo.js';

export type DnsblResolver = Pick<DnsResolver, 'resolve4' | 'resolveTxt'>;
export type Listing = { ip: string; zone: string; status: DnsblStatus; answer: string | null; reason: string | null; error: string | null };

const CONCURRENCY = 16;

// nibbles spells an IPv6 address as its 32 hex digits, in order.
function nibbles(ip: string): string {
  const [head, tail] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => g.padStart(4, '0')).join('');
}

// checkableIp returns the address as the lists know it (an IPv4-mapped IPv6 one as IPv4), or undefined for an address
// no public list can hold: not an IP, private, loopback, reserved, or an IPv6 spelling with an embedded IPv4 tail.
export function checkableIp(value: string | null): string | undefined {
  const raw = value?.trim() ?? '';
  const ip = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1] ?? raw;
  if (net.isIP(ip) === 0 || forbiddenRange(ip)) return undefined;
  if (net.isIPv6(ip) && ip.includes('.')) return undefined;
  return ip;
}

// dnsblName is the name a list is asked about an address: IPv4 octets or IPv6 nibbles reversed, under the zone.
export function dnsblName(ip: string, zone: string): string {
  const reversed = net.isIPv4(ip) ? ip.split('.').reverse() : [...nibbles(ip)].reverse();
  return `${reversed.join('.')}.${zone}`;
}

// checkListing asks one list about one address.
export async function checkListing(resolver: DnsblResolver, ip: string, zone: string): Promise<Listing> {
  const name = dnsblName(ip, zone);
  const result = (status: DnsblStatus, more: Partial<Listing> = {}): Listing => ({ ip, zone, status, answer: null, reason: null, error: null, ...more });
  let answers: string[];
  try {
    answers = await resolver.resolve4(name);
  } catch (err) {
    if (isNoData(err)) return result('clean');
    return result('unknown', { error: String((err as { code?: string })?.code ?? 'EDNS') });
  }
  const listed = answers.filter((a) => a.startsWith('127.0.0.'));
  if (!listed.length) {
    // 127.255.255.x: the list refused the query (an open resolver, too many queries); other answers mean nothing here
    const refused = answers.some((a) => a.startsWith('127.255.255.'));
    return result('unknown', { answer: answers.join(', '), error: refused ? 'LIST_REFUSED' : 'UNEXPECTED_ANSWER' });
  }
  const txt = await resolver.resolveTxt(name).catch(() => [] as string[][]);
  const reason = txt
    .map((chunks) => chunks.join(''))
    .join(' ')
    .trim();
  return result('listed', { answer: listed.join(', '), reason: reason ? reason.slice(0, 500) : null });
}

// checkAll asks every list about every address, a few lookups at a time.
export async function checkAll(resolver: DnsblResolver, ips: string[], zones: string[]): Promise<Listing[]> {
  const tasks = ips.flatMap((ip) => zones.map((zone) => () => checkListing(resolver, ip, zone)));
  const out: Listing[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) out.push(await tasks[next++]());
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tasks.length) }, worker));
  return out;
}

type Repo = Pick<AdminRepo, 'dnsblState' | 'saveDnsblZones' | 'dnsblResults' | 'replaceDnsblResults' | 'poolServers'>;
type PoolServer = Pick<Awaited<ReturnType<AdminRepo['poolServers']>>[number], 'id' | 'ip_address' | 'quarantined_at' | 'quarantine_zones'>;
export type Blocklists = ReturnType<typeof blocklists>;
/** The sending module's quarantine of mail servers (its front door), which rotation honours. */
export type Quarantine = {
  quarantine: (entries: { id: string; reason: string; zones: string[] }[]) => Promise<void>;
  release: (ids: string[]) => Promise<void>;
};

// quarantineDecisions says, after a check, which servers to quarantine (their IP is listed somewhere: every listing
// list and its reason) and which quarantined ones to release: those whose IP no list holds now and whose listing lists
// each answered clean (or are no longer asked). An unknown answer (a timeout) neither quarantines nor releases.
export function quarantineDecisions(servers: PoolServer[], rows: Listing[], zones: string[]) {
  const quarantine: { id: string; reason: string; zones: string[] }[] = [];
  const release: string[] = [];
  for (const s of servers) {
    const ip = checkableIp(s.ip_address);
    const mine = ip ? rows.filter((r) => r.ip === ip) : [];
    const listed = mine.filter((r) => r.status === 'listed');
    if (listed.length) {
      const reason = listed.map((r) => `${r.zone}: ${r.reason ?? r.answer ?? ''}`.trim()).join('; ');
      quarantine.push({ id: s.id, reason: reason.slice(0, 1000), zones: listed.map((r) => r.zone) });
      continue;
    }
    if (!s.quarantined_at) continue;
    const clean = (zone: string) => !zones.includes(zone) || mine.some((r) => r.zone === zone && r.status === 'clean');
    // an IP the lists cannot hold any more (removed, private) has nothing to be listed for
    if (!ip || (s.quarantine_zones ?? []).every(clean)) release.push(s.id);
  }
  return { quarantine, release };
}

// blocklists keeps the list of blocklists, runs the checks (one at a time per process) and reads their answers; after
// each check it quarantines the mail servers whose IP is listed and releases those found clean again.
export function blocklists(repo: Repo, resolver: DnsblResolver, quarantine?: () => Quarantine) {
  let running: Promise<DnsblCheck> | undefined;

  async function zones(): Promise<string[]> {
    const parsed = dnsblSettingsSchema.shape.zones.safeParse((await repo.dnsblState()).zones);
    return parsed.success ? parsed.data : DEFAULT_DNSBL_ZONES;
  }

  // run checks every mail server's public IP against every list and stores the answers with the check time.
  async function run(): Promise<DnsblCheck> {
    const list = await zones();
    const servers = await repo.poolServers();
    const ips = [...new Set(servers.map((s) => checkableIp(s.ip_address)).filter((ip): ip is string => !!ip))];
    const rows = await checkAll(resolver, ips, list);
    const checkedAt = new Date();
    await repo.replaceDnsblResults(rows, checkedAt);
    const q = quarantine?.();
    if (q) {
      const decided = quarantineDecisions(servers, rows, list);
      await q.quarantine(decided.quarantine);
      await q.release(decided.release);
    }
    const count = (st: DnsblStatus) => rows.filter((r) => r.status === st).length;
    return { ips: ips.length, zones: list.length, listed: count('listed'), unknown: count('unknown'), checkedAt: checkedAt.toISOString() };
  }

  // results are the configured lists' answers by IP (in the lists' order) and when the IPs were last checked.
  async function results() {
    const [list, state, rows] = await Promise.all([zones(), repo.dnsblState(), repo.dnsblResults()]);
    const byIp = new Map<string, DnsblResult[]>();
    for (const r of rows.filter((x) => list.includes(x.zone)).sort((a, b) => list.indexOf(a.zone) - list.indexOf(b.zone))) {
      const entry = { zone: r.zone, status: r.status, answer: r.answer, reason: r.reason, error: r.error, checkedAt: r.checkedAt.toISOString() };
      byIp.set(r.ip, [...(byIp.get(r.ip) ?? []), entry]);
    }
    return { zones: list, byIp, checkedAt: state.checkedAt?.toISOString() ?? null };
  }

  return {
    zones,
    async saveZones(value: string[]) {
      const unique = [...new Set(value)];
      await repo.saveDnsblZones(unique);
      return unique;
    },
    /** Checks now; a check already running in this process is joined, not doubled. */
    check(): Promise<DnsblCheck> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    results,
    /** An alert for each listing of an IP a mail server still sends from. */
    async alerts(): Promise<Omit<AdminAlert, 'acknowledged'>[]> {
      const { byIp } = await results();
      if (![...byIp.values()].some((l) => l.some((r) => r.status === 'listed'))) return [];
      const names = new Map<string, string[]>();
      for (const s of await repo.poolServers()) {
        const ip = checkableIp(s.ip_address);
        if (ip) names.set(ip, [...(names.get(ip) ?? []), s.name]);
      }
      return [...byIp].flatMap(([ip, list]) =>
        list
          .filter((r) => r.status === 'listed' && names.has(ip))
          .map((r) => ({
            id: `dnsbl:${ip}:${r.zone}`,
            type: 'warning' as const,
            severity: 'critical' as const,
            code: 'dnsblListed' as const,
            params: { ip, zone: r.zone, reason: r.reason ?? r.answer ?? '', servers: [...new Set(names.get(ip))].join(', ') },
            time: r.checkedAt,
          })),
      );
    },
  };
}
