// The white-label API limiter (issue 20): what it adds to a request's latency, against the same request of a workspace
// the limiter does not count, measured in the same run; and whether it holds a per-minute limit within 1 % when
// 10,000 requests are spread across two API processes on one PostgreSQL.
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). The server is bundled from the
// sources into apps/server/dist/bench/ (as apps/server/build.mjs bundles it), so no build of dist/main.js is needed.
//
//  1. Process A (ULAK_ROLE=all) and process B (ULAK_ROLE=api) on a fresh database. A reseller creates a tenant; the
//     tenant's limits are campaigns 10,000,000 a minute (latency phase) and LIMIT (default 5,000) requests an hour.
//     The hourly window is the one held (the same fixed-window code as the minute's): on a loaded shared machine
//     10,000 requests do not fit in one minute.
//     A plain workspace (no white-label limits: the limiter looks up its cached entry and stops) is the baseline.
//  2. Latency: GET /api/campaigns?limit=1 by CLIENTS (default 4) keep-alive clients against A, ROUNDS (default 4)
//     rounds of PER_ROUND (default 2,000) requests per side, each client alternating baseline and limited request by
//     request (so both sides meet the same moments of a noisy machine). Each request is timed by the client (hrtime);
//     p50 / p99 per side over all its rounds, and the p99 difference.
//  3. Accuracy: inside one clock hour, TOTAL (default 10,000) GET /api/contacts?limit=1 of the tenant, half to A and
//     half to B, 16 clients at once; the answers 200 and 429 are counted and the counter row is read.
import crypto from 'node:crypto';
import {
  api,
  createDatabase,
  fmt,
  freePort,
  log,
  percentile,
  printSummary,
  registerUser,
  run,
  sleep,
  sqlClient,
  startUlak,
  tempDir,
  ADMIN,
} from './lib/harness.ts';
import { load } from './lib/http-load.ts';
import { bundleServer } from './lib/server-bundle.ts';

const LIMIT = Number(process.env.LIMIT ?? 5000);
const TOTAL = Number(process.env.TOTAL ?? 10_000);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const PER_ROUND = Number(process.env.PER_ROUND ?? 2000);
const ms = (n: number) => `${fmt(n, 2)} ms`;

run('api-limits', 15 * 60_000, async () => {
  log('bundling the server');
  const entry = await bundleServer('api-limits');
  const db = await createDatabase('limits');
  const [portA, portB] = [await freePort(), await freePort()];
  const common = { DATABASE_URL: db.url, ULAK_DATA_DIR: tempDir('limits-data') };
  log('starting process A (all)');
  const a = await startUlak({ ...common, PORT: String(portA) }, 'A', { entry, production: true });
  const admin = (await api<{ token: string }>(a.url, 'POST', '/api/auth/login', { body: ADMIN })).token;
  const reseller = await registerUser(a.url, db.url);
  const resellerEmail = (await (await sqlClient(db.url)).query('SELECT email FROM users WHERE id = $1', [reseller.userId])).rows[0].email as string;
  await api(a.url, 'POST', '/api/white-label/resellers', { token: admin, body: { name: 'Bench Bayi', email: resellerEmail, tier: 'gold' } });
  const tenant = await api<{ tenant: { id: string } }>(a.url, 'POST', '/api/white-label/tenants', {
    token: reseller.token,
    body: { name: 'Bench Müşteri', ownerEmail: `owner-${crypto.randomBytes(3).toString('hex')}@example.com`, ownerFirstName: 'Ece', ownerLastName: 'Demir' },
  });
  const sql = await sqlClient(db.url);
  const ownerId = (await sql.query('SELECT id FROM users WHERE workspace_id = $1', [tenant.tenant.id])).rows[0].id as string;
  const plain = await registerUser(a.url, db.url);
  // both sides sign in the same way (an admin's impersonation session), so they differ by the limiter only
  const tokenOf = async (id: string) =>
    (await api<{ token: string }>(a.url, 'POST', `/api/admin/users/${id}/impersonate`, { token: admin, body: { reason: 'benchmark' } })).token;
  const limitedToken = await tokenOf(ownerId);
  const baselineToken = await tokenOf(plain.userId);
  const limits = await api<{ limits: { global: Record<string, number>; endpoints: Record<string, number> } }>(
    a.url,
    'GET',
    `/api/white-label/api-limits?workspaceId=${tenant.tenant.id}`,
    { token: reseller.token },
  );
  const body = {
    global: { ...limits.limits.global, perMinute: 10_000_000, perHour: 100_000_000, perDay: 1_000_000_000 },
    endpoints: { ...limits.limits.endpoints, campaigns: 10_000_000, contacts: 10_000_000 },
  };
  await api(a.url, 'PUT', `/api/white-label/api-limits?workspaceId=${tenant.tenant.id}`, { token: reseller.token, body });
  // B starts after the limits are set, so its cache holds them from its first request
  log('starting process B (api)');
  const b = await startUlak({ ...common, PORT: String(portB), ULAK_ROLE: 'api' }, 'B', { entry, production: true });

  // ---- latency: the same request with and without the limiter, interleaved on A ----
  const campaigns = '/api/campaigns?limit=1';
  log(`warm-up, then ${ROUNDS} rounds of ${fmt(PER_ROUND)} requests per side, ${CLIENTS} clients`);
  await load([{ base: a.url, token: baselineToken, path: campaigns }], 500, CLIENTS);
  await load([{ base: a.url, token: limitedToken, path: campaigns }], 500, CLIENTS);
  const off: number[] = [];
  const on: number[] = [];
  let refused = 0;
  for (let r = 0; r < ROUNDS; r++) {
    // each client alternates the two sides request by request, so both meet the same moments of the machine
    const both = await load(
      [
        { base: a.url, token: baselineToken, path: campaigns },
        { base: a.url, token: limitedToken, path: campaigns },
      ],
      2 * PER_ROUND,
      CLIENTS,
    );
    const base = both.filter((x) => x.target === 0);
    const lim = both.filter((x) => x.target === 1);
    refused += [...base, ...lim].filter((x) => x.status !== 200).length;
    off.push(...base.map((x) => x.ms));
    on.push(...lim.map((x) => x.ms));
    log(
      `round ${r + 1}: off p99 ${ms(
        percentile(
          base.map((x) => x.ms),
          99,
        ),
      )}, on p99 ${ms(
        percentile(
          lim.map((x) => x.ms),
          99,
        ),
      )}`,
    );
  }
  const p = (xs: number[], q: number) => percentile(xs, q);
  const added99 = p(on, 99) - p(off, 99);
  const added50 = p(on, 50) - p(off, 50);
  log(`latency: off p50 ${ms(p(off, 50))} p99 ${ms(p(off, 99))}; on p50 ${ms(p(on, 50))} p99 ${ms(p(on, 99))} (${refused} not 200)`);

  // ---- accuracy: 10,000 requests over both processes inside one clock hour ----
  // the hourly limit is set now (A forgets its cached limits at once, B within 30 s) and the latency rounds' requests
  // are already in this hour's counter: the limit is theirs plus LIMIT
  const HOUR = 3_600_000;
  const leftInHour = HOUR - (Date.now() % HOUR);
  if (leftInHour < 8 * 60_000) {
    log(`waiting ${fmt(leftInHour / 60_000, 1)} min for the next hour`);
    await sleep(leftInHour + 1000);
  }
  const hourStart = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
  const counted = async () =>
    Number(
      (await sql.query('SELECT count FROM wl_rate_counters WHERE key = $1 AND window_start = $2', [`${tenant.tenant.id}:h`, hourStart])).rows[0]?.count ?? 0,
    );
  const already = await counted();
  await api(a.url, 'PUT', `/api/white-label/api-limits?workspaceId=${tenant.tenant.id}`, {
    token: reseller.token,
    body: { ...body, global: { ...body.global, perHour: already + LIMIT } },
  });
  log(`hourly limit ${fmt(already + LIMIT)} (${fmt(already)} already counted this hour); waiting 31 s for B's cached limits`);
  await sleep(31_000);
  const before = await counted();
  const started = Date.now();
  const contacts = '/api/contacts?limit=1';
  const answers = await load(
    [
      { base: a.url, token: limitedToken, path: contacts },
      { base: b.url, token: limitedToken, path: contacts },
    ],
    TOTAL,
    16,
  );
  const seconds = (Date.now() - started) / 1000;
  const sameWindow = Math.floor(started / HOUR) === Math.floor(Date.now() / HOUR);
  const ok = answers.filter((x) => x.status === 200).length;
  const limited = answers.filter((x) => x.status === 429).length;
  const other = answers.length - ok - limited;
  // what the burst could be admitted: the limit less what was counted before it (the waiting requests of this script)
  const room = already + LIMIT - before;
  const counter = await counted();
  const errorPct = (Math.abs(ok - room) / room) * 100;
  log(
    `accuracy: ${fmt(ok)} answered 200 of ${fmt(room)} allowed, ${fmt(limited)} 429, ${other} other, in ${fmt(seconds, 1)} s (${fmt(TOTAL / seconds)} req/s); counter ${counter}`,
  );
  await a.stop();
  await b.stop();

  printSummary('API limiter (two API processes, one PostgreSQL)', [
    { figure: 'p99 added by the limiter', value: `${ms(added99)} (${ms(p(off, 99))} → ${ms(p(on, 99))})`, target: '≤ 1 ms', met: added99 <= 1 },
    { figure: 'p99 ratio limited / baseline', value: `${fmt(p(on, 99) / p(off, 99), 2)}×`, target: '—', met: null },
    { figure: 'p50 added by the limiter', value: `${ms(added50)} (${ms(p(off, 50))} → ${ms(p(on, 50))})`, target: '—', met: null },
    {
      figure: `requests admitted of ${fmt(TOTAL)} (room under the limit ${fmt(room)})`,
      value: `${fmt(ok)} (${fmt(errorPct, 2)} % off)`,
      target: '≤ 1 %',
      met: errorPct <= 1 && sameWindow,
    },
    { figure: 'refused with 429 / other answers', value: `${fmt(limited)} / ${other}`, target: '—', met: null },
    { figure: 'all in one hourly window', value: sameWindow ? 'yes' : 'no', target: 'yes', met: sameWindow },
  ]);
});
