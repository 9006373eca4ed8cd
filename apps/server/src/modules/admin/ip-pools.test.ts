import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startDomainTestDns, type DomainTestDns } from '../white-label/test-dns.js';
import { quarantineDecisions } from './dnsbl.js';

const BL = 'bl.quarantine.example';
const LISTED_IP = '45.33.20.7';
const CLEAN_IP = '45.33.20.8';
const LISTING = `7.20.33.45.${BL}`;

let t: TestApp;
let dns: DomainTestDns;
let sinks: SmtpSink[];
let admin: string;
let user: { token: string; workspaceId: string };
const ids: Record<'listed' | 'clean', string> = { listed: '', clean: '' };

type PoolServer = { id: string; name: string; quarantinedAt: string | null; quarantineReason: string | null; warmup: { day: number; cap: number } | null };

beforeAll(async () => {
  dns = await startDomainTestDns();
  dns.a.set(LISTING, ['127.0.0.2']);
  dns.txt.set(LISTING, ['Listed for spam traps']);
  sinks = await Promise.all([startSmtpSink(), startSmtpSink()]);
  // the SMTP sinks are on loopback; the IPs the blocklists are asked about are the servers' declared public ones
  t = await startTestApp({ ULAK_DNS_SERVERS: dns.server, ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' });
  admin = await t.adminToken();
  const u = await t.register({ selectedPlan: 'business' });
  user = { token: u.token, workspaceId: u.user.workspaceId };
  await t.sql(`UPDATE subscriptions SET status = 'active' WHERE workspace_id = $1`, [user.workspaceId]);
  for (const [key, ip, sink] of [['listed', LISTED_IP, sinks[0]] as const, ['clean', CLEAN_IP, sinks[1]] as const]) {
    const body = {
      name: `Q ${key}`,
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpUser: 'u',
      smtpPassword: 'p',
      secure: 'none',
      ipAddress: ip,
      dailyLimit: 100000,
    };
    const res = await t.request({ method: 'POST', url: '/api/ip-rotation/servers', token: user.token, body });
    ids[key] = res.json().server.id;
  }
  await t.request({ method: 'PUT', url: '/api/admin/ip-pools/dnsbl', token: admin, body: { zones: [BL] } });
});
afterAll(async () => {
  await t?.stop();
  await dns?.close();
  await Promise.all((sinks ?? []).map((s) => s.close()));
});

const check = async () => (await t.request({ method: 'POST', url: '/api/admin/ip-pools/dnsbl/check', token: admin })).json();
const poolServer = async (id: string): Promise<PoolServer> =>
  ((await t.request({ method: 'GET', url: '/api/admin/ip-pools', token: admin })).json().pools as { servers: PoolServer[] }[])
    .flatMap((p) => p.servers)
    .find((s) => s.id === id)!;
const workspaceServer = async (id: string) =>
  (
    (await t.request({ method: 'GET', url: '/api/ip-rotation/servers', token: user.token })).json().servers as { id: string; quarantinedAt: string | null }[]
  ).find((s) => s.id === id)!;
const campaign = async (name: string, count: number) => {
  const recipients = Array.from({ length: count }, (_, i) => `${name}${i}@quarantine.test`).join('\n');
  const body = { name, subject: 'Hi', htmlContent: '<p>Hi</p>', recipients, trackOpens: false, trackClicks: false };
  const c = (await t.request({ method: 'POST', url: '/api/campaigns', token: user.token, body })).json().campaign;
  await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token: user.token });
  return c.id as string;
};
const waitSent = (id: string, ms = 30_000) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token: user.token })).json().campaign;
    return c.status === 'sent' ? c : undefined;
  }, ms);

describe('quarantine of a blocklisted sending IP', () => {
  it('decides per server: listed → quarantine with the lists and reasons; clean on those lists → release; unknown → neither', () => {
    const server = (id: string, ip: string, zones: string[] | null = null) => ({
      id,
      ip_address: ip,
      quarantined_at: zones ? new Date() : null,
      quarantine_zones: zones,
    });
    const row = (ip: string, zone: string, status: 'listed' | 'clean' | 'unknown') => ({
      ip,
      zone,
      status,
      answer: null,
      reason: status === 'listed' ? 'spam' : null,
      error: null,
    });
    const d = quarantineDecisions(
      [
        server('a', '45.1.1.1'),
        server('b', '45.1.1.2', ['x.bl']),
        server('c', '45.1.1.3', ['x.bl']),
        server('d', '45.1.1.4', ['gone.bl']),
        server('e', '10.0.0.1', ['x.bl']),
      ],
      [row('45.1.1.1', 'x.bl', 'listed'), row('45.1.1.2', 'x.bl', 'clean'), row('45.1.1.3', 'x.bl', 'unknown')],
      ['x.bl'],
    );
    expect(d.quarantine).toEqual([{ id: 'a', reason: 'x.bl: spam', zones: ['x.bl'] }]);
    expect(d.release).toEqual(['b', 'd', 'e']);
  });

  it('quarantines the listed server, and a campaign goes out through the other one', async () => {
    expect(await check()).toMatchObject({ ips: 2, listed: 1 });
    const listed = await poolServer(ids.listed);
    expect(listed.quarantinedAt).not.toBeNull();
    expect(listed.quarantineReason).toBe(`${BL}: Listed for spam traps`);
    expect((await poolServer(ids.clean)).quarantinedAt).toBeNull();
    // the workspace sees it too, and the critical alert is raised as before
    expect((await workspaceServer(ids.listed)).quarantinedAt).toBe(listed.quarantinedAt);
    const alerts = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts as { code: string; params: { ip: string } }[];
    expect(alerts.some((a) => a.code === 'dnsblListed' && a.params.ip === LISTED_IP)).toBe(true);
    // a second check keeps the first quarantine time
    await check();
    expect((await poolServer(ids.listed)).quarantinedAt).toBe(listed.quarantinedAt);

    const id = await campaign('q', 6);
    expect(await waitSent(id)).toMatchObject({ sent: 6, failed: 0 });
    expect(sinks[0].received).toHaveLength(0);
    expect(sinks[1].received).toHaveLength(6);
  }, 60_000);

  it('holds the mail, never fails it, while every server is unusable; the clean re-check releases the server and it goes out', async () => {
    await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${ids.clean}`, token: user.token, body: { status: 'paused' } });
    const id = await campaign('w', 3);
    await waitFor(async () => {
      const rows = await t.sql(
        `SELECT count(*)::int n FROM deliveries WHERE campaign_id = $1 AND status = 'queued' AND next_attempt_at > now() + interval '1 minute'`,
        [id],
      );
      return rows[0].n === 3;
    });
    expect(await t.sql(`SELECT status FROM deliveries WHERE campaign_id = $1 AND status <> 'queued'`, [id])).toEqual([]);

    dns.a.delete(LISTING);
    dns.txt.delete(LISTING);
    expect(await check()).toMatchObject({ listed: 0 });
    expect(await poolServer(ids.listed)).toMatchObject({ quarantinedAt: null, quarantineReason: null });
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts.filter((a: { code: string }) => a.code === 'dnsblListed'),
    ).toEqual([]);
    // the deferred deliveries are due again (instead of waiting out their five minutes)
    await t.sql(`UPDATE deliveries SET next_attempt_at = now() WHERE campaign_id = $1`, [id]);
    expect(await waitSent(id)).toMatchObject({ sent: 3, failed: 0 });
    expect(sinks[0].received).toHaveLength(3);
  }, 60_000);

  it('lets the admin release a quarantine by hand from the ip-pools tab, logged; another role may not', async () => {
    dns.a.set(LISTING, ['127.0.0.2']);
    await check();
    expect((await poolServer(ids.listed)).quarantinedAt).not.toBeNull();
    const url = `/api/admin/ip-pools/servers/${ids.listed}/release`;
    expect((await t.request({ method: 'POST', url, token: user.token })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.listed, quarantinedAt: null });
    expect((await workspaceServer(ids.listed)).quarantinedAt).toBeNull();
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=ipPool.release', token: admin })).json();
    expect(log.entries).toHaveLength(1);
    const missing = await t.request({ method: 'POST', url: '/api/admin/ip-pools/servers/00000000-0000-4000-8000-000000000000/release', token: admin });
    expect(missing.statusCode).toBe(404);
  });
});

describe('IP warm-up', () => {
  const DAY = 86_400_000;
  it('caps a warming server at the day’s step of the schedule, the smaller of cap and daily limit winning, day after day', async () => {
    const url = `/api/admin/ip-pools/servers/${ids.clean}/warmup`;
    expect((await t.request({ method: 'PUT', url, token: user.token, body: { warmup: true } })).statusCode).toBe(403);
    const started = await t.request({ method: 'PUT', url, token: admin, body: { warmup: true } });
    expect(started.json()).toMatchObject({ id: ids.clean, dailyLimit: 100000, warmup: { day: 1, cap: 50 } });
    // the workspace's own screen shows it too
    const mine = (await t.request({ method: 'GET', url: '/api/ip-rotation/servers', token: user.token }))
      .json()
      .servers.find((s: { id: string }) => s.id === ids.clean);
    expect(mine.warmup).toEqual({ day: 1, cap: 50 });

    // simulated clock: the warm-up started two UTC days ago (day 3: 200 a day) and 190 went out today
    await t.sql(`UPDATE mail_servers SET warmup_started_at = now() - interval '2 days', sent_today = 190, counter_date = current_date WHERE id = $1`, [
      ids.clean,
    ]);
    await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${ids.listed}`, token: user.token, body: { status: 'paused' } });
    await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${ids.clean}`, token: user.token, body: { status: 'active' } });
    expect(await poolServer(ids.clean)).toMatchObject({ warmup: { day: 3, cap: 200 } });
    for (const s of sinks) s.received.length = 0;
    const id = await campaign('warm', 20);
    await waitFor(async () => {
      const rows = await t.sql(`SELECT status, count(*)::int n FROM deliveries WHERE campaign_id = $1 GROUP BY status ORDER BY status`, [id]);
      return (
        JSON.stringify(rows) ===
        JSON.stringify([
          { status: 'queued', n: 10 },
          { status: 'sent', n: 10 },
        ])
      );
    }).catch(async (e) => {
      console.log(JSON.stringify(await t.sql(`SELECT status, count(*)::int n, min(error) FROM deliveries WHERE campaign_id = $1 GROUP BY status`, [id])));
      console.log(
        JSON.stringify(await t.sql(`SELECT name, status, sent_today, counter_date, paused_until, quarantined_at, warmup_started_at FROM mail_servers`)),
      );
      throw e;
    });
    expect(sinks[1].received).toHaveLength(10);
    // the rest waits for the next UTC day (looking again at least every hour)
    const [due] = await t.sql(`SELECT min(next_attempt_at) at FROM deliveries WHERE campaign_id = $1 AND status = 'queued'`, [id]);
    const expected = Math.min(Math.ceil(Date.now() / DAY) * DAY, Date.now() + 3_600_000);
    expect(Math.abs(new Date(due.at as string).getTime() - expected)).toBeLessThan(120_000);

    // the next day: day 4 allows 400, the counters start again, and the rest goes out
    await t.sql(`UPDATE mail_servers SET warmup_started_at = now() - interval '3 days', counter_date = current_date - 1 WHERE id = $1`, [ids.clean]);
    expect(await poolServer(ids.clean)).toMatchObject({ warmup: { day: 4, cap: 400 } });
    await new Promise((r) => setTimeout(r, 5500)); // the sender re-reads the servers every 5 seconds
    await t.sql(`UPDATE deliveries SET next_attempt_at = now() WHERE campaign_id = $1 AND status = 'queued'`, [id]);
    expect(await waitSent(id)).toMatchObject({ sent: 20, failed: 0 });
    expect(sinks[1].received).toHaveLength(20);

    // ending the warm-up lifts the cap; a server whose cap reaches its daily limit has finished warming up
    expect((await t.request({ method: 'PUT', url, token: admin, body: { warmup: false } })).json().warmup).toBeNull();
    await t.sql(`UPDATE mail_servers SET warmup_started_at = now() - interval '20 days' WHERE id = $1`, [ids.clean]);
    expect((await poolServer(ids.clean)).warmup).toBeNull();
  }, 60_000);

  it('starts with a new server when the workspace asks for it', async () => {
    const body = { name: 'Fresh', smtpHost: '127.0.0.1', smtpPort: sinks[0].port, smtpUser: 'u', secure: 'none', dailyLimit: 5000, warmup: true };
    const created = (await t.request({ method: 'POST', url: '/api/ip-rotation/servers', token: user.token, body })).json().server;
    expect(created.warmup).toEqual({ day: 1, cap: 50 });
    const stats = (await t.request({ method: 'GET', url: '/api/email-sending/rotation/stats', token: user.token })).json();
    expect(stats.totals.dailyCapacity).toBe(50 + 100000);
    const off = await t.request({ method: 'PATCH', url: `/api/ip-rotation/servers/${created.id}`, token: user.token, body: { warmup: false } });
    expect(off.json().server.warmup).toBeNull();
  });
});
