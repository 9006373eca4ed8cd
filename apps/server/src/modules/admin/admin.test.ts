import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStats } from '../../http/request-stats.js';
import { ADMIN, startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { adminRepo } from './admin.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const ADMIN_ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats?range=24h'],
  ['GET', '/api/admin/users?limit=10'],
  ['GET', '/api/admin/users/00000000-0000-0000-0000-000000000001'],
  ['POST', '/api/admin/users/00000000-0000-0000-0000-000000000001/suspend', { reason: 'abuse report' }],
  ['POST', '/api/admin/users/00000000-0000-0000-0000-000000000001/reactivate'],
  ['PUT', '/api/admin/users/00000000-0000-0000-0000-000000000001/plan', { plan: 'basic' }],
  ['POST', '/api/admin/users/00000000-0000-0000-0000-000000000001/impersonate', { reason: 'support ticket' }],
  ['GET', '/api/admin/subscriptions'],
  ['GET', '/api/admin/health'],
  ['GET', '/api/admin/alerts'],
  ['GET', '/api/admin/ip-pools'],
  ['GET', '/api/admin/ip-pools/dnsbl'],
  ['PUT', '/api/admin/ip-pools/dnsbl', { zones: ['zen.spamhaus.org'] }],
  ['POST', '/api/admin/ip-pools/dnsbl/check'],
  ['GET', '/api/admin/platform'],
  ['POST', '/api/admin/alerts/x/ack'],
  ['GET', '/api/admin/security'],
  ['PUT', '/api/admin/security', { registrationOpen: false, passwordMinLength: 8, adminIpAllowList: [] }],
  ['GET', '/api/admin/access-log'],
  ['GET', '/api/admin/sign-ins?outcome=failed'],
  ['PUT', '/api/admin/platform', { exchangeRatesUrl: null }],
  ['POST', '/api/admin/platform/rates/refresh'],
  ['POST', '/api/admin/platform/test-mail'],
  ['POST', '/api/admin/users/00000000-0000-0000-0000-000000000001/two-factor/reset', { reason: 'lost phone' }],
];

describe('admin panel', () => {
  it('answers 403 to a non-admin and 401 without a session on every endpoint', async () => {
    const user = await t.register();
    for (const [method, url, body] of ADMIN_ENDPOINTS) {
      expect((await t.request({ method, url, body, token: user.token })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.request({ method, url, body })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/security', token: user.token })).json().code).toBe('FORBIDDEN');
  });

  it("counts a workspace active when one of its sessions was used in the window (the workspace's last activity follows its sessions)", async () => {
    const admin = await t.adminToken();
    const active = async () => (await t.request({ method: 'GET', url: '/api/admin/stats?range=24h', token: admin })).json().activeWorkspaces.value as number;
    // the same figure from the sessions themselves
    const bySessions = async () =>
      Number((await t.sql("SELECT count(DISTINCT workspace_id)::int n FROM sessions WHERE last_used_at >= now() - interval '24 hours'"))[0].n);
    const u = await t.register();
    expect(await active()).toBe(await bySessions());
    const before = await active();
    // its sessions moved two days back: the workspace is no longer active in the last 24 hours
    await t.sql("UPDATE sessions SET last_used_at = now() - interval '2 days', created_at = now() - interval '3 days' WHERE workspace_id = $1", [
      u.user.workspaceId,
    ]);
    const [{ last }] = await t.sql('SELECT last_active_at AS last FROM workspaces WHERE id = $1', [u.user.workspaceId]);
    expect(Date.now() - new Date(last as string).getTime()).toBeGreaterThan(36 * 3600_000);
    expect(await active()).toBe(before - 1);
    expect(await active()).toBe(await bySessions());
    // a new sign-in makes it active again
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password: 'secret12' } })).statusCode).toBe(200);
    expect(await active()).toBe(before);
  });

  it('computes the stat cards, lists and filters users, and reports subscriptions and health', async () => {
    const admin = await t.adminToken();
    const a = await t.register({ firstName: 'Zeynep', lastName: 'Kaya' });
    const stats = (await t.request({ method: 'GET', url: '/api/admin/stats?range=1h', token: admin })).json();
    expect(stats.users.value).toBeGreaterThanOrEqual(2);
    expect(stats.users.newInRange).toBeGreaterThanOrEqual(1);
    expect(stats.activeWorkspaces.value).toBeGreaterThanOrEqual(1);
    expect(stats.mrr.currency).toBe('EUR');
    expect((await t.request({ method: 'GET', url: '/api/admin/stats?range=2y', token: admin })).statusCode).toBe(400);

    const list = (await t.request({ method: 'GET', url: '/api/admin/users?limit=10', token: admin })).json();
    expect(list.users[0].email).toBe(a.user.email);
    const found = (await t.request({ method: 'GET', url: '/api/admin/users?q=zeynep', token: admin })).json();
    expect(found.users.map((u: { email: string }) => u.email)).toContain(a.user.email);
    // the search also matches the workspace's name, and a wildcard in it matches itself
    const ws = (await t.sql('SELECT name FROM workspaces WHERE id = $1', [a.user.workspaceId]))[0].name as string;
    await t.sql('UPDATE workspaces SET name = $1 WHERE id = $2', [`Boğaziçi Lojistik ${ws}`, a.user.workspaceId]);
    const byWorkspace = (await t.request({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent('ğaziçi loj')}`, token: admin })).json();
    expect(byWorkspace.users.map((u: { email: string }) => u.email)).toEqual([a.user.email]);
    expect((await t.request({ method: 'GET', url: '/api/admin/users?q=%25%25%25', token: admin })).json().total).toBe(0);
    const all = (await t.request({ method: 'GET', url: '/api/admin/users?limit=1', token: admin })).json();
    expect(all.total).toBe((await t.sql('SELECT count(*)::int n FROM users'))[0].n);
    const trial = (await t.request({ method: 'GET', url: '/api/admin/users?status=trial&limit=100', token: admin })).json();
    expect(trial.users.every((u: { status: string }) => u.status === 'trial')).toBe(true);

    const detail = (await t.request({ method: 'GET', url: `/api/admin/users/${a.user.id}`, token: admin })).json();
    expect(detail.workspace.members[0].email).toBe(a.user.email);
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);

    const changed = await t.request({ method: 'PUT', url: `/api/admin/users/${a.user.id}/plan`, token: admin, body: { plan: 'premium' } });
    expect(changed.statusCode).toBe(200);
    const subs = (await t.request({ method: 'GET', url: '/api/admin/subscriptions?range=24h', token: admin })).json();
    const row = subs.subscriptions.find((s: { workspaceId: string }) => s.workspaceId === a.user.workspaceId);
    expect(row).toMatchObject({ plan: 'premium', status: 'active', mrrMinor: 9900 });
    expect(subs.summary.upgradesInRange).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'PUT', url: `/api/admin/users/${a.user.id}/plan`, token: admin, body: { plan: 'gold' } })).statusCode).toBe(400);

    const platform = (await t.request({ method: 'GET', url: '/api/admin/platform', token: admin })).json();
    expect(platform).toMatchObject({ publicUrl: 'http://localhost:5000', mail: { mode: 'capture', relayHost: null }, payment: { configured: false } });
    const health = (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json();
    expect(health.metrics.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['databaseSize', 'memory', 'eventLoopDelay', 'diskFree']));
    expect(health.metrics.every((m: { status: string }) => ['normal', 'warning', 'critical'].includes(m.status))).toBe(true);
  });

  it('counts the emails sent from the hourly rollup and the deliveries after it, the same as from the deliveries alone', async () => {
    const admin = await t.adminToken();
    const u = await t.register();
    const [c] = await t.sql("INSERT INTO campaigns (workspace_id, name, status) VALUES ($1, 'Rollup', 'sent') RETURNING id", [u.user.workspaceId]);
    const send = (ago: string) =>
      t.sql(`INSERT INTO deliveries (campaign_id, workspace_id, email, status, sent_at) VALUES ($1, $2, 'x@example.com', 'sent', now() - $3::interval)`, [
        c.id,
        u.user.workspaceId,
        ago,
      ]);
    const sent = async () => (await t.request({ method: 'GET', url: '/api/admin/stats?range=7d', token: admin })).json().emailsSent.value as number;
    for (const ago of ['3 days', '3 days', '30 hours', '150 minutes', '5 minutes', '8 days']) await send(ago);
    const raw = async () =>
      (await t.sql("SELECT count(*)::int n FROM deliveries WHERE status = 'sent' AND sent_at >= now() - interval '7 days'"))[0].n as number;
    const before = await sent();
    expect(before).toBe(await raw());
    // the rollup counts every whole hour up to the last one; the card then reads those hours from it
    const repo = adminRepo(t.ctx.database.db);
    const upTo = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    expect((await repo.rollupSent(upTo)).getTime()).toBe(upTo.getTime());
    expect((await t.sql('SELECT coalesce(sum(sent), 0)::int n FROM admin_sent_hourly'))[0].n).toBeGreaterThanOrEqual(5);
    expect(await sent()).toBe(before);
    // what is sent after the rollup's last hour is counted from the deliveries
    await send('1 minute');
    expect(await sent()).toBe(before + 1);
    // the figure of the rollup is the deliveries' own: counting it by hand gives the same
    await t.sql('DELETE FROM admin_sent_hourly');
    await t.sql("DELETE FROM admin_rollups WHERE name = 'sent_hourly'");
    expect(await sent()).toBe(await raw());
  });

  it('suspends (sign-in and sessions refused, data kept) and reactivates a user; never an admin', async () => {
    const admin = await t.adminToken();
    const password = 'secret12';
    const u = await t.register({ password });
    const s = await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/suspend`, token: admin, body: { reason: 'chargeback' } });
    expect(s.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await t.request({ method: 'GET', url: `/api/admin/users?status=suspended`, token: admin })).json().users[0].email).toBe(u.user.email);
    expect((await t.sql('SELECT 1 FROM users WHERE id = $1', [u.user.id])).length).toBe(1);

    expect((await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/reactivate`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/reactivate`, token: admin })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password } })).statusCode).toBe(200);

    const adminId = (await t.sql('SELECT id FROM users WHERE email = $1', [ADMIN.email]))[0].id as string;
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${adminId}/suspend`, token: admin, body: { reason: 'test' } })).statusCode).toBe(403);
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=user.suspend', token: admin })).json();
    expect(log.entries[0]).toMatchObject({ actorEmail: ADMIN.email, target: u.user.email });
  });

  it('impersonates for 30 minutes with a reason, logs every action as the admin, and refuses another admin', async () => {
    const admin = await t.adminToken();
    const u = await t.register();
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/impersonate`, token: admin, body: { reason: '' } })).statusCode).toBe(400);
    const imp = (await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/impersonate`, token: admin, body: { reason: 'ticket 42' } })).json();
    expect(new Date(imp.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: imp.token });
    expect(me.json().user.email).toBe(u.user.email);
    const banner = (await t.request({ method: 'GET', url: '/api/admin-session/impersonation', token: imp.token })).json();
    expect(banner.impersonation).toMatchObject({ adminEmail: ADMIN.email, userEmail: u.user.email, reason: 'ticket 42' });
    expect((await t.request({ method: 'GET', url: '/api/admin-session/impersonation', token: u.token })).json().impersonation).toBeNull();
    // the impersonated session is the user's: no admin rights
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', token: imp.token })).statusCode).toBe(403);

    await t.request({ method: 'PUT', url: '/api/settings/profile', token: imp.token, body: { firstName: 'Changed' } });
    expect((await t.sql('SELECT first_name FROM users WHERE id = $1', [u.user.id]))[0].first_name).toBe('Changed');
    const log = (await t.request({ method: 'GET', url: '/api/admin/access-log?action=impersonated.request', token: admin })).json();
    expect(log.entries[0]).toMatchObject({ actorEmail: ADMIN.email, asUserEmail: u.user.email });

    // past its 30 minutes the session is refused
    await t.sql("UPDATE admin_impersonations SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.user.id]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: imp.token })).statusCode).toBe(401);

    const imp2 = (await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/impersonate`, token: admin, body: { reason: 'ticket 43' } })).json();
    expect((await t.request({ method: 'POST', url: '/api/admin-session/impersonation/end', token: imp2.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: imp2.token })).statusCode).toBe(401);

    const adminId = (await t.sql('SELECT id FROM users WHERE email = $1', [ADMIN.email]))[0].id as string;
    const refused = await t.request({ method: 'POST', url: `/api/admin/users/${adminId}/impersonate`, token: admin, body: { reason: 'curious' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IMPERSONATE_ADMIN');
  });

  it('enforces the security toggles: registration, password length and the admin IP allow-list', async () => {
    const admin = await t.adminToken();
    const ip = '10.9.9.9';
    const put = (body: unknown, from = ip) => t.request({ method: 'PUT', url: '/api/admin/security', token: admin, body, ip: from });
    expect((await put({ registrationOpen: true, passwordMinLength: 8, adminIpAllowList: ['not-an-ip'] })).json().code).toBe('ADMIN_IP_LIST_INVALID');
    expect((await put({ registrationOpen: true, passwordMinLength: 8, adminIpAllowList: ['192.168.0.0/16'] })).json().code).toBe('ADMIN_IP_LOCKOUT');
    expect((await put({ registrationOpen: false, passwordMinLength: 10, adminIpAllowList: ['10.9.0.0/16'] })).statusCode).toBe(200);

    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { firstName: 'A', lastName: 'B', email: 'closed@example.com', password: 'secret1234' },
    });
    expect(reg.json().code).toBe('REGISTRATION_CLOSED');
    expect((await t.request({ method: 'GET', url: '/api/admin/health', token: admin, ip: '10.8.1.1' })).json().code).toBe('ADMIN_IP_NOT_ALLOWED');
    expect((await t.request({ method: 'GET', url: '/api/admin/health', token: admin, ip: '10.9.1.1' })).statusCode).toBe(200);

    expect((await put({ registrationOpen: true, passwordMinLength: 10, adminIpAllowList: [] })).statusCode).toBe(200);
    const short = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { firstName: 'A', lastName: 'B', email: 'short@example.com', password: 'secret12' },
    });
    expect(short.json().code).toBe('PASSWORD_POLICY');
    expect((await put({ registrationOpen: true, passwordMinLength: 6, adminIpAllowList: [] })).statusCode).toBe(200);
  });

  it('raises an alert for a failing mail server and acknowledges it', async () => {
    const admin = await t.adminToken();
    const u = await t.register();
    await t.sql(
      `INSERT INTO mail_servers (workspace_id, name, smtp_host, smtp_user, status, last_error, sent_total, bounces)
      VALUES ($1, 'Relay A', 'smtp.example.com', 'u', 'error', 'connection refused', 1000, 80)`,
      [u.user.workspaceId],
    );
    const alerts = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts;
    const failing = alerts.find((a: { code: string }) => a.code === 'mailServerFailing');
    expect(failing).toMatchObject({ severity: 'critical', acknowledged: false, params: { server: 'Relay A' } });
    expect(alerts.find((a: { code: string }) => a.code === 'bounceRate').params.rate).toBe(8);
    expect((await t.request({ method: 'POST', url: `/api/admin/alerts/${encodeURIComponent(failing.id)}/ack`, token: admin })).statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts;
    expect(after.find((a: { id: string }) => a.id === failing.id).acknowledged).toBe(true);
    expect((await t.request({ method: 'POST', url: '/api/admin/alerts/nothing/ack', token: admin })).statusCode).toBe(409);
    const pools = (await t.request({ method: 'GET', url: '/api/admin/ip-pools', token: admin })).json().pools;
    expect(pools.find((p: { provider: string }) => p.provider === 'example.com')).toMatchObject({ total: 1, active: 0, blocked: 1, reputation: 68 });
  });
});

describe('system and access log', () => {
  it('lists sign-ins of every account in the access log, filtered by address, outcome and method', async () => {
    const admin = await t.adminToken();
    const password = 'secret12';
    const u = await t.register({ password });
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password: 'wrong-one' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.user.email, password } })).statusCode).toBe(200);
    const mine = (await t.request({ method: 'GET', url: `/api/admin/sign-ins?email=${encodeURIComponent(u.user.email)}`, token: admin })).json();
    expect(mine.total).toBe(2);
    expect(mine.entries.map((e: { outcome: string }) => e.outcome)).toEqual(['success', 'failed']);
    expect(mine.entries[0]).toMatchObject({ email: u.user.email, method: 'password' });
    const failed = (await t.request({ method: 'GET', url: `/api/admin/sign-ins?email=${u.user.email}&outcome=failed`, token: admin })).json();
    expect(failed.entries).toHaveLength(1);
    expect(failed.entries[0].reason).toBeTruthy();
    expect((await t.request({ method: 'GET', url: `/api/admin/sign-ins?email=${u.user.email}&method=github`, token: admin })).json().total).toBe(0);
    // the address filter is a plain substring: wildcards in it match themselves
    expect((await t.request({ method: 'GET', url: '/api/admin/sign-ins?email=%25', token: admin })).json().total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/admin/sign-ins?outcome=maybe', token: admin })).statusCode).toBe(400);
  });

  it('reports the processes alive from their heartbeats, the mail transport and pools, and alerts a stopped process', async () => {
    const admin = await t.adminToken();
    const health = (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json();
    const self = health.processes.find((p: { self: boolean }) => p.self);
    expect(self).toMatchObject({ role: 'all', alive: true, pid: process.pid });
    const metric = (name: string) => health.metrics.find((m: { name: string }) => m.name === name);
    expect(metric('workersAlive')).toMatchObject({ value: 1, status: 'normal' });
    expect(metric('mailTransport')).toMatchObject({ status: 'normal', detail: 'capture' });
    expect(metric('mailServers')).toBeDefined();
    expect(metric('mailPools')).toBeDefined();
    expect(metric('jobFailures').status).toMatch(/normal|warning|critical/);
    expect(metric('errorRate').unit).toBe('%');

    // a worker that stopped beating a minute ago without signing off
    const id = '00000000-0000-4000-8000-00000000beef';
    await t.sql(
      `INSERT INTO platform_processes (id, role, host, pid, version, started_at, beat_at) VALUES ($1, 'worker', 'worker-2', 4242, '0.1.0', now() - interval '1 hour', now() - interval '1 minute')`,
      [id],
    );
    const after = (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json();
    expect(after.processes.find((p: { id: string }) => p.id === id)).toMatchObject({ alive: false, host: 'worker-2' });
    expect(after.metrics.find((m: { name: string }) => m.name === 'workersAlive')).toMatchObject({ value: 1, status: 'warning' });
    const alerts = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts;
    expect(alerts.find((a: { id: string }) => a.id === `process-stopped:${id}`)).toMatchObject({ code: 'processStopped', params: { host: 'worker-2' } });
    await t.sql('DELETE FROM platform_processes WHERE id = $1', [id]);
  });

  it('raises the error-rate alert from the 5xx answers of the last minutes', async () => {
    const admin = await t.adminToken();
    const before = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts;
    expect(before.some((a: { code: string }) => a.code === 'errorRate')).toBe(false);
    // every answer passes through the app's onResponse hook into the process's figures
    const { requests } = requestStats.last(1);
    await t.request({ method: 'GET', url: '/api/health' });
    expect(requestStats.last(1).requests).toBeGreaterThan(requests);
    for (let i = 0; i < 200; i++) requestStats.record(503);
    const health = (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json();
    expect(health.metrics.find((m: { name: string }) => m.name === 'errorRate').status).toBe('critical');
    const alerts = (await t.request({ method: 'GET', url: '/api/admin/alerts', token: admin })).json().alerts;
    expect(alerts.find((a: { code: string }) => a.code === 'errorRate')).toMatchObject({ severity: 'critical', id: 'error-rate' });
  });
});

describe('suspension and sending', () => {
  it('holds the deliveries of a suspended workspace and releases them on reactivation', async () => {
    const admin = await t.adminToken();
    const u = await t.register();
    await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/suspend`, token: admin, body: { reason: 'spam complaints' } });
    const [c] = await t.sql("INSERT INTO campaigns (workspace_id, name, status, started_at) VALUES ($1, 'Held', 'sending', now()) RETURNING id", [
      u.user.workspaceId,
    ]);
    await t.sql("INSERT INTO deliveries (campaign_id, workspace_id, email, status) VALUES ($1, $2, 'x@example.com', 'queued')", [c.id, u.user.workspaceId]);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.sql('SELECT status, attempts FROM deliveries WHERE campaign_id = $1', [c.id]))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    await t.request({ method: 'POST', url: `/api/admin/users/${u.user.id}/reactivate`, token: admin });
    await waitFor(async () => ((await t.sql('SELECT attempts FROM deliveries WHERE campaign_id = $1', [c.id]))[0].attempts as number) > 0);
  });
});
