// Which network addresses a workspace may make the server connect to. Workspace-controlled targets (their own SMTP
// servers) must be public unicast addresses: loopback, private (RFC 1918, CGNAT, ULA), link-local, cloud metadata,
// multicast, unspecified and reserved ranges are refused, checked on the resolved address, not on the name.
import dns from 'node:dns';
import net from 'node:net';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to every address it has (the system resolver, /etc/hosts included). */
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;
export type AddressPolicy = { allowPrivate: boolean; lookup?: HostLookup };

/** A target the policy refuses; `range` names why (for logs and tests, never shown with a foreign reply). */
export class ForbiddenAddressError extends Error {
  readonly code = 'EADDRFORBIDDEN';
  constructor(readonly range: string) {
    super(`address in a forbidden range (${range})`);
  }
}

/** A host name that resolves to nothing. */
export class UnresolvableHostError extends Error {
  readonly code = 'EDNS';
  constructor() {
    super('host name does not resolve');
  }
}

const V4: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local / metadata'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved / broadcast'],
];
const V6: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'discard'],
  ['2001:db8::', 32, 'documentation'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

const lists = new Map<string, net.BlockList>();
for (const [prefix, bits, label] of V4) {
  if (!lists.has(label)) lists.set(label, new net.BlockList());
  lists.get(label)!.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits, label] of V6) {
  if (!lists.has(label)) lists.set(label, new net.BlockList());
  lists.get(label)!.addSubnet(prefix, bits, 'ipv6');
}

// expandV6 returns the 8 groups of an IPv6 address as numbers (an embedded dotted IPv4 tail included).
function expandV6(ip: string): number[] {
  let s = ip.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const b = dotted[1].split('.').map(Number);
    s = s.slice(0, -dotted[1].length) + `${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, undefined];
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

// embeddedV4 returns the IPv4 address carried inside an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96,
// 6to4 2002::/16, IPv4-compatible ::a.b.c.d), so that a v6 spelling of 127.0.0.1 is judged as 127.0.0.1.
function embeddedV4(ip: string): string | undefined {
  const g = expandV6(ip);
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  if (zero(0, 6) && (g[6] !== 0 || g[7] > 1)) return v4(g[6], g[7]);
  return undefined;
}

// forbiddenRange names the non-public range an IP address is in, or returns undefined for a public unicast address.
export function forbiddenRange(ip: string): string | undefined {
  const family = net.isIP(ip);
  if (family === 0) return 'not an IP address';
  if (family === 6) {
    const inner = embeddedV4(ip);
    if (inner) return forbiddenRange(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const bare = family === 6 ? ip.split('%')[0] : ip;
  for (const [label, list] of lists) if (list.check(bare, type)) return label;
  return undefined;
}

// systemLookup resolves through the operating system (hosts file, then DNS), every address of both families.
export const systemLookup: HostLookup = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const LOOKUP_TIMEOUT_MS = 10_000;

// stripBrackets turns "[::1]" into "::1".
const stripBrackets = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

// resolveTarget resolves a host once and checks every address it has; a name with any forbidden address is refused
// (no partial answers a rebinding server could mix). Returns the address to connect to: connect to exactly that one.
export async function resolveTarget(host: string, policy: AddressPolicy): Promise<ResolvedAddress> {
  const bare = stripBrackets(host.trim());
  const literal = net.isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  else {
    let timer: NodeJS.Timeout | undefined;
    try {
      // a resolver that does not answer must not hold a request (or a sending slot) for long
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new UnresolvableHostError()), LOOKUP_TIMEOUT_MS);
      });
      addresses = await Promise.race([(policy.lookup ?? systemLookup)(bare), timeout]);
    } catch {
      throw new UnresolvableHostError();
    } finally {
      clearTimeout(timer);
    }
  }
  if (!addresses.length) throw new UnresolvableHostError();
  if (!policy.allowPrivate) {
    for (const a of addresses) {
      const range = forbiddenRange(a.address);
      if (range) throw new ForbiddenAddressError(range);
    }
  }
  return addresses.find((a) => a.family === 4) ?? addresses[0];
}

/** Why an outbound http(s) URL may not be used: its scheme, a forbidden address, or a host that does not resolve. */
export type HttpTargetProblem = { problem: 'scheme' } | { problem: 'forbidden'; range: string } | { problem: 'unresolved' };

// checkHttpTarget resolves an outbound URL's host under the policy: https to public addresses; plain http only to a
// loopback address and only when the operator allows private addresses (the tests' stand-ins). Returns the address
// to connect to (and nothing else), or the problem.
export async function checkHttpTarget(url: string, policy: AddressPolicy): Promise<ResolvedAddress | HttpTargetProblem> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { problem: 'scheme' };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { problem: 'scheme' };
  let target: ResolvedAddress;
  try {
    target = await resolveTarget(u.hostname, policy);
  } catch (err) {
    if (err instanceof ForbiddenAddressError) return { problem: 'forbidden', range: err.range };
    return { problem: 'unresolved' };
  }
  if (u.protocol === 'http:' && !(policy.allowPrivate && forbiddenRange(target.address) === 'loopback')) return { problem: 'scheme' };
  return target;
}
