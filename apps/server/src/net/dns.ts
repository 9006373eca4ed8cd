// The DNS resolver for checks the product makes itself (sending-domain ownership, SPF and DMARC): the system's servers,
// or the ones the operator names in ULAK_DNS_SERVERS.
import dns from 'node:dns';

export type TxtResolver = { resolveTxt: (name: string) => Promise<string[][]> };
/** The lookups an SPF evaluation needs besides TXT (a, mx mechanisms). */
export type DnsResolver = TxtResolver & {
  resolve4: (name: string) => Promise<string[]>;
  resolve6: (name: string) => Promise<string[]>;
  resolveMx: (name: string) => Promise<{ exchange: string; priority: number }[]>;
};

// createTxtResolver returns a resolver bound to the given servers ("ip" or "ip:port", "[v6]:port"), else the system's;
// each lookup gives up after a few seconds instead of the library default of tens of seconds.
export function createTxtResolver(servers: string[] = []): DnsResolver {
  const resolver = new dns.promises.Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return {
    resolveTxt: (name) => resolver.resolveTxt(name),
    resolve4: (name) => resolver.resolve4(name),
    resolve6: (name) => resolver.resolve6(name),
    resolveMx: (name) => resolver.resolveMx(name),
  };
}

// isNoData tells "this name has no such record" (or no such name) from a failure to get an answer.
export const isNoData = (err: unknown) => ['ENODATA', 'ENOTFOUND', 'NOTFOUND'].includes(String((err as { code?: string })?.code));

// parseDnsServers reads "1.1.1.1, 127.0.0.1:5353, [::1]:53" into a list, or throws naming the first bad entry.
export function parseDnsServers(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const ok =
      /^(\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?$/.test(entry) || /^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(entry) || /^[0-9a-fA-F:]+:[0-9a-fA-F:.]*$/.test(entry);
    if (!ok) throw new Error(`not an address or address:port: ${entry}`);
  }
  return list;
}
