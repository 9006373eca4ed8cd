// The platform admin panel at scale (issue 20): the overview (stat cards, health, alerts, the newest users) and the users
// list (pages, search, plan and status filters) with USERS (default 100,000) users in as many workspaces, p95 of each
// against a signed-in baseline request (GET /api/auth/me) measured in the same run.
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres); the server is bundled from the
// sources (bench/lib/server-bundle.ts).
//
//  1. Ulak on a fresh database (migrated at start); then, by SQL for speed: USERS workspaces with one user each (names
//     from small lists, created over two years, signed in over the last 30 days), a subscription each (plans and
//     statuses mixed: active, trial, cancelled), a session each (used over the last 30 days), DELIVERIES (default
//     1,000,000) sent messages over the last 30 days, 1 % of the users suspended, 300 mail servers; VACUUM ANALYZE;
//     a restart, whose sent-emails rollup counts the seeded past.
//  2. Each request REQUESTS (default 200) times from CLIENTS (default 2) clients after a warm-up; p50 / p95 / p99, and
//     the CPU time per request of the server and of its database's backends (what it costs, however loaded the machine).
// KEEP_DB=1 SEED_ONLY=1 seeds, keeps the database and stops (to EXPLAIN the queries by hand).
import {
  api,
  cpuSeconds,
  createDatabase,
  fmt,
  freePort,
  log,
  percentile,
  printSummary,
  run,
  sleep,
  sqlClient,
  startUlak,
  tempDir,
  ADMIN,
  type Row,
} from './lib/harness.ts';
import { load } from './lib/http-load.ts';
import { bundleServer } from './lib/server-bundle.ts';

const USERS = Number(process.env.USERS ?? 100_000);
const DELIVERIES = Number(process.env.DELIVERIES ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CLIENTS = Number(process.env.CLIENTS ?? 2);
const TARGET_MS = 200;

// id is a version-4-shaped uuid made from md5 of a tag and the row number, so rows line up without lookups
const id = (tag: string, n: string) => `overlay(overlay(md5('${tag}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
// the seed: every row derived from its number
const SEED = [
  `INSERT INTO workspaces (id, name, created_at)
   SELECT ${id('ws', 'g')}, (ARRAY['Atlas','Boğaziçi','Cemre','Deniz','Ekin','Fırat','Güneş','Hazar'])[1 + g % 8] || ' ' || g,
     now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute'
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO users (id, workspace_id, email, password_hash, first_name, last_name, created_at, last_login_at, email_verified_at)
   SELECT ${id('u', 'g')}, ${id('ws', 'g')}, 'user' || g || '@bench.example', '!none',
     (ARRAY['Ayşe','Mehmet','Zeynep','Can','Elif','Emre','Selin','Burak'])[1 + g % 8],
     (ARRAY['Yılmaz','Kaya','Demir','Şahin','Çelik','Aydın','Öztürk','Arslan'])[1 + (g / 8) % 8],
     now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute', now() - (g % 30) * interval '1 day', now()
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO subscriptions (workspace_id, plan_type, status, current_period_start, current_period_end, cancelled_at, created_at)
   SELECT ${id('ws', 'g')},
     (ARRAY['free','starter','basic','professional','business','premium','enterprise','free','free','starter'])[1 + g % 10],
     CASE WHEN g % 17 = 0 THEN 'cancelled' WHEN g % 5 = 0 THEN 'trial' ELSE 'active' END,
     now() - (g % 28) * interval '1 day', now() + (30 - g % 28) * interval '1 day',
     CASE WHEN g % 17 = 0 THEN now() - (g % 30) * interval '1 day' END, now() - (g % 730) * interval '1 day'
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO sessions (user_id, workspace_id, token_hash, ip, user_agent, created_at, last_used_at, expires_at)
   SELECT ${id('u', 'g')}, ${id('ws', 'g')}, md5('s' || g), '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 bench',
     now() - (g % 30) * interval '1 day' - interval '1 hour', now() - (g % 30) * interval '1 day' - (g % 1440) * interval '1 minute', now() + interval '7 days'
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO campaigns (id, workspace_id, name, status, started_at)
   SELECT ${id('c', 'g')}, ${id('ws', 'g')}, 'Kampanya ' || g, 'sent', now() - interval '30 days' FROM generate_series(1, 1000) g`,
  `INSERT INTO deliveries (campaign_id, workspace_id, email, status, sent_at)
   SELECT ${id('c', '(1 + g % 1000)')}, ${id('ws', '(1 + g % 1000)')}, 'r' || g || '@example.net', 'sent',
     now() - (g % 43200) * interval '1 minute'
   FROM generate_series(1, $2::int) g`,
  `INSERT INTO admin_suspensions (user_id, reason) SELECT ${id('u', 'g')}, 'bench' FROM generate_series(1, $1::int, 100) g`,
  `INSERT INTO mail_servers (workspace_id, name, smtp_host, smtp_user, status, sent_total, bounces, complaints)
   SELECT ${id('ws', 'g')}, 'Relay ' || g, 'smtp' || (g % 20) || '.provider' || (g % 5) || '.example', 'u',
     CASE WHEN g % 50 = 0 THEN 'error' ELSE 'active' END, 1000 + g, g % 40, g % 3
   FROM generate_series(1, 300) g`,
];

const ms = (n: number) => `${fmt(n, 1)} ms`;

run('admin', 30 * 60_000, async () => {
  log('bundling the server');
  const entry = await bundleServer('admin');
  const db = await createDatabase('admin');
  const port = await freePort();
  const env = { DATABASE_URL: db.url, ULAK_DATA_DIR: tempDir('admin-data'), PORT: String(port) };
  let ulak = await startUlak(env, 'ulak', { entry, production: true });
  const sql = await sqlClient(db.url);
  log(`seeding ${fmt(USERS)} users and workspaces, ${fmt(DELIVERIES)} deliveries`);
  const seeded = Date.now();
  // each statement takes the counts it names ($1 users, $2 deliveries)
  for (const text of SEED) {
    const values = text.includes('$2') ? [DELIVERIES] : text.includes('$1') ? [USERS] : [];
    await sql.query(text.replace('$2', '$1'), values);
  }
  // as autovacuum leaves a table in use: statistics and the visibility map (index-only scans)
  await sql.query('VACUUM ANALYZE');
  log(`seeded in ${fmt((Date.now() - seeded) / 1000, 1)} s`);
  // the sent-emails rollup counts forward from where it stopped: the seeded past is counted by a fresh start's run
  await sql.query('DELETE FROM admin_rollups; DELETE FROM admin_sent_hourly');
  await ulak.stop();
  ulak = await startUlak(env, 'ulak', { entry, production: true });
  const due = new Date(Math.floor((Date.now() - 10 * 60_000) / 3_600_000) * 3_600_000);
  for (let i = 0; ; i++) {
    const until = (await sql.query("SELECT until FROM admin_rollups WHERE name = 'sent_hourly'")).rows[0]?.until as Date | undefined;
    if (until && until >= due) break;
    if (i > 600) throw new Error('the sent-emails rollup did not catch up');
    await sleep(500);
  }
  log('the sent-emails rollup has caught up');
  // SEED_ONLY=1 (with KEEP_DB=1) stops here, to read the plans of the admin's queries by hand
  if (process.env.SEED_ONLY) return void (await ulak.stop());
  const token = (await api<{ token: string }>(ulak.url, 'POST', '/api/auth/login', { body: ADMIN })).token;
  const someone = (await sql.query(`SELECT ${id('u', '4242')} id`)).rows[0].id as string;

  const cases: [string, string][] = [
    ['baseline: GET /api/auth/me', '/api/auth/me'],
    ['overview: stats, 24 hours', '/api/admin/stats?range=24h'],
    ['overview: stats, 30 days', '/api/admin/stats?range=30d'],
    ['overview: health', '/api/admin/health'],
    ['overview: alerts', '/api/admin/alerts'],
    ['overview: newest 10 users', '/api/admin/users?limit=10'],
    ['users: page 1 of 20', '/api/admin/users?limit=20&page=1'],
    ['users: page 500 of 20', '/api/admin/users?limit=20&page=500'],
    ['users: search "user4242"', '/api/admin/users?limit=20&q=user4242'],
    ['users: search "kaya"', '/api/admin/users?limit=20&q=kaya'],
    ['users: plan premium', '/api/admin/users?limit=20&plan=premium'],
    ['users: status trial', '/api/admin/users?limit=20&status=trial'],
    ['users: status suspended', '/api/admin/users?limit=20&status=suspended'],
    ['users: one user', `/api/admin/users/${someone}`],
    ['subscriptions, 30 days', '/api/admin/subscriptions?range=30d'],
  ];
  const rows: Row[] = [];
  let baseline95 = 0;
  // CPU time of the server and of its database's backends per request: what a request costs, whatever else the
  // machine is doing (wall-clock latency on a loaded machine is mostly waiting for a core). Backends come and go (the
  // server's pool closes idle connections), so they are sampled during the run and each counts from when it was seen.
  const backends = async () =>
    (await sql.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map(
      (r: { pid: number }) => r.pid,
    );
  const cpuDuring = async <T>(work: Promise<T>): Promise<{ result: T; cpu: number }> => {
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    const sample = async (initial: boolean) => {
      for (const pid of [ulak.pid, ...(await backends())]) {
        const v = cpuSeconds(pid);
        if (!first.has(pid)) first.set(pid, initial ? v : 0);
        last.set(pid, v);
      }
    };
    await sample(true);
    let done = false;
    const sampler = (async () => {
      while (!done) {
        await sleep(100);
        await sample(false);
      }
    })();
    const result = await work;
    done = true;
    await sampler;
    await sample(false);
    let cpu = 0;
    for (const [pid, v] of last) cpu += Math.max(0, v - (first.get(pid) ?? 0));
    return { result, cpu };
  };
  for (const [name, path] of cases) {
    await load([{ base: ulak.url, token, path }], 10, 1);
    const { result: answers, cpu } = await cpuDuring(load([{ base: ulak.url, token, path }], REQUESTS, CLIENTS));
    const cpuMs = (cpu * 1000) / REQUESTS;
    const bad = answers.filter((a) => a.status !== 200).length;
    const t = answers.map((a) => a.ms);
    const [p50, p95, p99] = [percentile(t, 50), percentile(t, 95), percentile(t, 99)];
    if (path === '/api/auth/me') baseline95 = p95;
    log(`${name}: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, CPU ${ms(cpuMs)} per request${bad ? `, ${bad} not 200` : ''}`);
    const isBaseline = path === '/api/auth/me';
    rows.push({
      figure: `${name}: p95 (p50); CPU per request`,
      value: `${ms(p95)} (${ms(p50)})${isBaseline ? '' : `, ${fmt(p95 / baseline95, 1)}× baseline`}; ${ms(cpuMs)}`,
      target: isBaseline ? '—' : `< ${TARGET_MS} ms`,
      met: isBaseline ? null : p95 < TARGET_MS && bad === 0,
    });
  }
  await ulak.stop();
  printSummary(`Admin panel at ${fmt(USERS)} users / workspaces, ${fmt(DELIVERIES)} deliveries (${CLIENTS} clients, ${REQUESTS} requests each)`, rows);
});
