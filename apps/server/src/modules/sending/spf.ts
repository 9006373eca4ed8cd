// SPF evaluation (RFC 7208 check_host) over real DNS lookups: does a domain's SPF record authorise an address?
// Mechanisms all, include, a, mx, ip4, ip6, exists and ptr (ptr never matches: it is deprecated) and the redirect
// modifier; at most 10 DNS-querying terms (RFC 7208 §4.6.4) and 10 MX hosts each, else permerror. Macros are not
// expanded: a term that uses one does not match.
import net from 'node:net';
import { SPF_MAX_LOOKUPS } from '@ulak/shared';
import { isNoData, type DnsResolver } from '../../net/dns.js';

export type SpfResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';
export type SpfOutcome = {
  result: SpfResult;
  /** The domain's own SPF record, when it has exactly one. */
  record: string | null;
  /** Why a permerror: too many lookups, two records, a term we cannot read, an include loop. */
  reason?: 'lookups' | 'multiple' | 'syntax' | 'loop';
};

const MAX_MX = 10;
const QUALIFIER: Record<string, SpfResult> = { '+': 'pass', '-': 'fail', '~': 'softfail', '?': 'neutral' };

class SpfError extends Error {
  constructor(
    readonly result: 'permerror' | 'temperror',
    readonly reason?: SpfOutcome['reason'],
  ) {
    super(result);
  }
}

// spfRecords reads a name's v=spf1 TXT records ([] when it has none); a failed lookup is a temperror.
export async function spfRecords(resolver: DnsResolver, domain: string): Promise<string[]> {
  try {
    return (await resolver.resolveTxt(domain)).map((chunks) => chunks.join('')).filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
  } catch (err) {
    if (isNoData(err)) return [];
    throw new SpfError('temperror');
  }
}

// inNetwork tells whether an address is in addr/prefix (same family only).
function inNetwork(ip: string, addr: string, prefix: number | undefined): boolean {
  const family = net.isIPv4(ip) ? 'ipv4' : 'ipv6';
  if ((family === 'ipv4') !== net.isIPv4(addr)) return false;
  const list = new net.BlockList();
  try {
    list.addSubnet(addr, prefix ?? (family === 'ipv4' ? 32 : 128), family);
  } catch {
    throw new SpfError('permerror', 'syntax');
  }
  return list.check(ip, family);
}

type Ctx = { resolver: DnsResolver; lookups: number; seen: Set<string> };

// addresses lists the A (or AAAA, by the family of the address checked) records of a host; none is an empty list
async function addresses(ctx: Ctx, host: string, v4: boolean): Promise<string[]> {
  try {
    return await (v4 ? ctx.resolver.resolve4(host) : ctx.resolver.resolve6(host));
  } catch (err) {
    if (isNoData(err)) return [];
    throw new SpfError('temperror');
  }
}

// count spends one of the evaluation's DNS-querying terms
function count(ctx: Ctx) {
  ctx.lookups += 1;
  if (ctx.lookups > SPF_MAX_LOOKUPS) throw new SpfError('permerror', 'lookups');
}

// cidrOf splits "domain/24//64" into the domain part and the prefix for the address's family
function cidrOf(arg: string, v4: boolean): { host: string; prefix?: number } {
  const m = /^([^/]*)(?:\/(\d{1,2}))?(?:\/\/(\d{1,3}))?$/.exec(arg);
  if (!m) throw new SpfError('permerror', 'syntax');
  const prefix = v4 ? m[2] : m[3];
  return { host: m[1], prefix: prefix === undefined ? undefined : Number(prefix) };
}

// matches evaluates one mechanism for the address
async function matches(ctx: Ctx, ip: string, domain: string, name: string, arg: string | undefined): Promise<boolean> {
  const v4 = net.isIPv4(ip);
  const macro = arg?.includes('%') ?? false;
  switch (name) {
    case 'all':
      return true;
    case 'ip4':
    case 'ip6': {
      if (!arg) throw new SpfError('permerror', 'syntax');
      const slash = arg.lastIndexOf('/');
      const addr = slash >= 0 ? arg.slice(0, slash) : arg;
      if (name === 'ip4' ? !net.isIPv4(addr) : !net.isIPv6(addr)) throw new SpfError('permerror', 'syntax');
      return inNetwork(ip, addr, slash >= 0 ? Number(arg.slice(slash + 1)) : undefined);
    }
    case 'a': {
      count(ctx);
      const { host, prefix } = cidrOf(arg ?? '', v4);
      if (macro) return false;
      return (await addresses(ctx, host || domain, v4)).some((a) => inNetwork(ip, a, prefix));
    }
    case 'mx': {
      count(ctx);
      const { host, prefix } = cidrOf(arg ?? '', v4);
      if (macro) return false;
      let mx: { exchange: string }[] = [];
      try {
        mx = await ctx.resolver.resolveMx(host || domain);
      } catch (err) {
        if (!isNoData(err)) throw new SpfError('temperror');
      }
      if (mx.length > MAX_MX) throw new SpfError('permerror', 'lookups');
      for (const m of mx) if ((await addresses(ctx, m.exchange, v4)).some((a) => inNetwork(ip, a, prefix))) return true;
      return false;
    }
    case 'include': {
      count(ctx);
      if (!arg) throw new SpfError('permerror', 'syntax');
      if (macro) return false;
      const r = await evaluate(ctx, ip, arg.toLowerCase());
      if (r === 'pass') return true;
      if (r === 'temperror') throw new SpfError('temperror');
      if (r === 'none' || r === 'permerror') throw new SpfError('permerror', 'syntax');
      return false;
    }
    case 'exists': {
      count(ctx);
      if (!arg) throw new SpfError('permerror', 'syntax');
      if (macro) return false;
      return (await addresses(ctx, arg, true)).length > 0;
    }
    case 'ptr':
      count(ctx);
      return false;
    default:
      throw new SpfError('permerror', 'syntax');
  }
}

// evaluate is check_host() for one domain: the first matching mechanism's qualifier, else the redirect, else neutral
async function evaluate(ctx: Ctx, ip: string, domain: string): Promise<SpfResult> {
  if (ctx.seen.has(domain)) throw new SpfError('permerror', 'loop');
  ctx.seen.add(domain);
  try {
    const records = await spfRecords(ctx.resolver, domain);
    if (records.length === 0) return 'none';
    if (records.length > 1) throw new SpfError('permerror', 'multiple');
    let redirect: string | undefined;
    for (const term of records[0].trim().split(/\s+/).slice(1)) {
      const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
      if (modifier) {
        if (modifier[1].toLowerCase() === 'redirect') redirect = modifier[2].toLowerCase();
        continue;
      }
      const qualifier = '+-~?'.includes(term[0]) ? term[0] : '+';
      const body = qualifier === term[0] ? term.slice(1) : term;
      const m = /^([a-z0-9]+)(?:[:](.*)|(\/.*))?$/i.exec(body);
      if (!m) throw new SpfError('permerror', 'syntax');
      if (await matches(ctx, ip, domain, m[1].toLowerCase(), m[2] ?? m[3])) return QUALIFIER[qualifier];
    }
    if (redirect) {
      count(ctx);
      const r = await evaluate(ctx, ip, redirect);
      return r === 'none' ? 'permerror' : r;
    }
    return 'neutral';
  } finally {
    ctx.seen.delete(domain);
  }
}

// checkSpf evaluates a domain's SPF policy for one sending address, as a receiving server would.
export async function checkSpf(resolver: DnsResolver, domain: string, ip: string): Promise<SpfOutcome> {
  let record: string | null = null;
  try {
    const own = await spfRecords(resolver, domain);
    if (own.length === 1) record = own[0];
    const result = await evaluate({ resolver, lookups: 0, seen: new Set() }, ip, domain.toLowerCase());
    return { result, record };
  } catch (err) {
    if (err instanceof SpfError) return { result: err.result, record, reason: err.reason };
    throw err;
  }
}

// catchAll is the record's final "all" term as written ("-all", "~all", "?all", "+all"), or null.
export function catchAll(record: string | null): string | null {
  const term = record
    ?.trim()
    .split(/\s+/)
    .reverse()
    .find((t) => /^[+\-~?]?all$/i.test(t));
  if (!term) return null;
  return /^[+\-~?]/.test(term) ? term.toLowerCase() : `+${term.toLowerCase()}`;
}
