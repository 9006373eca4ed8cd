import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DNSBL_ZONES, DNSBL_CHECK_CRON } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { startDomainTestDns, type DomainTestDns } from '../white-label/test-dns.js';
import { checkableIp, dnsblName } from './dnsbl.js';

const BL = 'bl.test.example';
const SLOW = 'slow.test.example';
const REFUSING = 'refuse.test.example';
const LISTED_IP = '45.33.10.2';
const CLEAN_IP = '45.33.10.3';
const REASON = 'Listed for spam, see https://bl.test.example/45.33.10.2';

let t: TestApp;
let dns: DomainTestDns;
let admin: string;

type Server = { name: string; blocklists: { zone: string; status: string; answer: string | null; reason: string | null; error: string | null }[] };
type Pool = { provider: string; listed: number; servers: Server[] };

beforeAll(async () => {
  dns = await startDomainTestDns();
  // a listing (127.0.0.x with a TXT reason), a list that never answers, and a list that refuses the query
  dns.a.set(`2.10.33.45.${BL}`, ['127.0.0.2']);
  dns.txt.set(`2.10.33.45.${BL}`, [REASON]);
  for (const ip of [LISTED_IP, CLEAN_IP]) dns.silent.add(`${ip.split('.').reverse().join('.')}.${SLOW}`);
  dns.a.set(`3.10.33.45.${REFUSING}`, ['127.255.255.254']);
  t = await startTestApp({ ULAK_DNS_SERVERS: dns.server });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.stop();
  await dns?.close();
});

const pools = async (): Promise<{ pools: Pool[]; dnsbl: { zones: string[]; checkedAt: string | null } }> =>
  (await t.request({ method: 'GET', url: '/api/admin/ip-pools', token: admin })).json();
const server = (p: { pools: Pool[] }, name: string) => p.pools.flatMap((x) => x.servers).find((s) => s.name === name)!;
const check = () => t.request({ method: 'POST', url: '/api/admin/ip-pools/dnsbl/check', token: admin });
const dnsblAlerts = async () =>
  ((await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts as { code: string }[]).filter((a) => a.code === 'dnsblListed');

describe('DNS blocklist names', () => {
  it('reverses IPv4 octets and IPv6 nibbles under the zone, and skips addresses no public list holds', () => {
    expect(dnsblName('45.33.10.2', 'zen.spamhaus.org')).toBe('2.10.33.45.zen.spamhaus.org');
    expect(dnsblName('2a01:4f8::1', 'zen.spamhaus.org')).toBe(`1.0.0.0.${'0.'.repeat(20)}8.f.4.0.1.0.a.2.zen.spamhaus.org`);
    expect(checkableIp(' 45.33.10.2 ')).toBe('45.33.10.2');
    expect(checkableIp('::ffff:45.33.10.2')).toBe('45.33.10.2');
    expect(checkableIp('10.0.0.5')).toBeUndefined();
    expect(checkableIp('127.0.0.2')).toBeUndefined();
    expect(checkableIp('mail.example.com')).toBeUndefined();
    expect(checkableIp(null)).toBeUndefined();
  });
});

describe('DNS blocklist checks of the sending IPs', () => {
  it('keeps the list of blocklists as a platform setting, the defaults until set', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/ip-pools/dnsbl', token: admin })).json()).toEqual({ zones: DEFAULT_DNSBL_ZONES });
    const bad = await t.request({ method: 'PUT', url: '/api/admin/ip-pools/dnsbl', token: admin, body: { zones: ['not a zone'] } });
    expect(bad.statusCode).toBe(400);
    const saved = await t.request({ method: 'PUT', url: '/api/admin/ip-pools/dnsbl', token: admin, body: { zones: [BL, SLOW, REFUSING.toUpperCase()] } });
    expect(saved.json()).toEqual({ zones: [BL, SLOW, REFUSING] });
    expect((await pools()).dnsbl).toEqual({ zones: [BL, SLOW, REFUSING], checkedAt: null });
  });

  it('finds a listed IP with its reason, tells a clean one from one without an answer, and raises an alert', async () => {
    const u = await t.register();
    await t.sql(
      `INSERT INTO mail_servers (workspace_id, name, smtp_host, smtp_user, ip_address) VALUES
        ($1, 'Relay Listed', 'smtp1.pool.example', 'u', $2), ($1, 'Relay Clean', 'smtp2.pool.example', 'u', $3),
        ($1, 'Relay LAN', 'smtp3.pool.example', 'u', '10.0.0.5'), ($1, 'Relay Unset', 'smtp4.pool.example', 'u', null)`,
      [u.user.workspaceId, LISTED_IP, CLEAN_IP],
    );
    expect(server(await pools(), 'Relay Listed').blocklists).toEqual([]);

    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ips: 2, zones: 3, listed: 1, unknown: 3 });

    const after = await pools();
    expect(after.dnsbl.checkedAt).not.toBeNull();
    expect(after.pools.find((p) => p.provider === 'pool.example')?.listed).toBe(1);
    expect(server(after, 'Relay Listed').blocklists).toMatchObject([
      { zone: BL, status: 'listed', answer: '127.0.0.2', reason: REASON, error: null },
      { zone: SLOW, status: 'unknown', error: 'ETIMEOUT' },
      { zone: REFUSING, status: 'clean', answer: null },
    ]);
    // no such name is clean; a silent list and a refusal code are unknown, never clean
    expect(server(after, 'Relay Clean').blocklists).toMatchObject([
      { zone: BL, status: 'clean' },
      { zone: SLOW, status: 'unknown', error: 'ETIMEOUT' },
      { zone: REFUSING, status: 'unknown', answer: '127.255.255.254', error: 'LIST_REFUSED' },
    ]);
    expect(server(after, 'Relay LAN').blocklists).toEqual([]);
    expect(server(after, 'Relay Unset').blocklists).toEqual([]);

    const [alert] = await dnsblAlerts();
    expect(alert).toMatchObject({
      id: `dnsbl:${LISTED_IP}:${BL}`,
      severity: 'critical',
      acknowledged: false,
      params: { ip: LISTED_IP, zone: BL, servers: 'Relay Listed', reason: REASON },
    });
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=dnsbl.check', token: admin })).json();
    expect(log.entries).toHaveLength(1);
  });

  it('clears the listing and its alert once the list drops the IP, and forgets lists taken off the setting', async () => {
    dns.a.delete(`2.10.33.45.${BL}`);
    dns.txt.delete(`2.10.33.45.${BL}`);
    expect((await check()).json()).toMatchObject({ listed: 0 });
    expect(server(await pools(), 'Relay Listed').blocklists[0]).toMatchObject({ zone: BL, status: 'clean', reason: null });
    expect(await dnsblAlerts()).toEqual([]);

    await t.request({ method: 'PUT', url: '/api/admin/ip-pools/dnsbl', token: admin, body: { zones: [BL] } });
    expect(server(await pools(), 'Relay Clean').blocklists.map((b) => b.zone)).toEqual([BL]);
    expect((await t.sql('SELECT DISTINCT zone FROM admin_dnsbl_results')).map((r) => r.zone)).toEqual([BL]);
  });

  it('re-checks every day on a pg-boss schedule that lives in the database', async () => {
    const [schedule] = await t.sql("SELECT cron FROM pgboss.schedule WHERE name = 'admin.dnsbl'");
    expect(schedule.cron).toBe(DNSBL_CHECK_CRON);
  });
});
