// Open-pixel throughput and latency, against a bare Node HTTP server answering the same GIF, measured in the same run;
// then a graceful stop (SIGTERM) and an SQL count proving no open was lost between the answer and the database.
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and the built server.
//
//  1. Ulak (node apps/server/dist/main.js) on a fresh database; a user registers; a sent campaign with DELIVERIES
//     (default 5000) deliveries to as many contacts is written in SQL.
//  2. Pixel URLs are signed exactly like the server does (trackingSigner from message.ts, the same ULAK_SECRET).
//  3. autocannon, 50 connections, every request a different token in turn, a fixed number of requests sized to last
//     about DURATION seconds (default 15) from 5 s warm-ups: first against the baseline, then /t/o/<token>.gif.
//     A control run hits the same server's click route without a target (404 before any tracking work).
//  4. SIGTERM flushes the tracking buffer; the tracking_events of type open written since the warm-up settled must equal
//     the 200 answers of the measured run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { trackingSigner } from '../apps/server/src/modules/campaigns/message.ts';
import {
  api,
  cpuByComm,
  cpuDelta,
  cpuSeconds,
  createDatabase,
  fmt,
  freePort,
  log,
  onCleanup,
  printSummary,
  registerUser,
  rssKb,
  rssSampler,
  run,
  SECRET,
  sleep,
  sqlClient,
  startUlak,
  tempDir,
  type Row,
} from './lib/harness.ts';

const DELIVERIES = Number(process.env.DELIVERIES ?? 5000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = 50;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type Result = autocannon.Result & { statusCodeStats?: Record<string, { count: number }> };

function cannon(url: string, paths: string[], opts: { amount?: number; duration?: number }): Promise<Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    const inst = autocannon(
      {
        url,
        connections: CONNECTIONS,
        pipelining: 1,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? DURATION }),
        headers: { 'user-agent': UA, accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
        requests: [
          {
            method: 'GET',
            path: paths[0],
            setupRequest: (req: autocannon.Request) => {
              req.path = paths[i++ % paths.length];
              return req;
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res as Result)),
    );
    onCleanup('stop autocannon', () => inst.stop());
  });
}

const ok200 = (r: Result) => r.statusCodeStats?.['200']?.count ?? r['2xx'];
// answers per second over the whole run (autocannon's requests.average is a mean of whole-second buckets)
const rate = (r: Result) => r.requests.total / r.duration;
const describe = (r: Result) =>
  `${fmt(rate(r))} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${fmt(r.requests.total)} requests (${fmt(ok200(r))} x 200, ${r.non2xx} other, ${r.errors} errors, ${r.timeouts} timeouts) in ${fmt(r.duration, 1)} s`;

async function startBaseline(port: number) {
  const script = `const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
require('http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' }); s.end(PIXEL); }).listen(${port}, '127.0.0.1', () => console.log('READY'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  onCleanup('stop baseline http', async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
    void exited.then(() => reject(new Error('baseline exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

run('tracking', 9 * 60_000, async () => {
  const db = await createDatabase('tracking');
  const dataDir = tempDir('tracking');
  const port = await freePort();
  log(`database ${db.name}, starting Ulak on :${port}`);
  const ulak = await startUlak({ PORT: String(port), DATABASE_URL: db.url, ULAK_DATA_DIR: dataDir });
  const rss = rssSampler(() => (ulak.child.exitCode === null ? ulak.pid : undefined));
  const idleRssMb = (rssKb(ulak.pid) ?? 0) / 1024;
  const sql = await sqlClient(db.url);
  const { token, workspaceId } = await registerUser(ulak.url);
  await api(ulak.url, 'GET', '/api/campaigns', { token });

  // a sent campaign with DELIVERIES deliveries, written directly
  await sql.query(
    `insert into contacts (workspace_id, email, first_name, consent_source, consent_at) select $1, 't' || g || '@example.com', 'Okur ' || g, 'import', now() from generate_series(1, ${DELIVERIES}) g`,
    [workspaceId],
  );
  const campaignId = (
    await sql.query(
      `insert into campaigns (workspace_id, name, status, subject, html_content, recipients, started_at, finished_at) values ($1, 'tracked', 'sent', 'Hello', '<p>Hi</p>', ${DELIVERIES}, now() - interval '1 hour', now() - interval '50 minutes') returning id`,
      [workspaceId],
    )
  ).rows[0].id as string;
  const ids = (
    await sql.query(
      `insert into deliveries (campaign_id, workspace_id, contact_id, email, name, status, attempts, sent_at)
       select $1, $2, c.id, c.email, c.first_name, 'sent', 1, now() - interval '55 minutes' from contacts c where c.workspace_id = $2 order by c.email returning id`,
      [campaignId, workspaceId],
    )
  ).rows.map((r) => Number(r.id));
  await sql.query('analyze deliveries; analyze contacts');
  const signer = trackingSigner(SECRET);
  const paths = ids.map((id) => `/t/o/${signer.open(id)}.gif`);
  // sanity: a signed token is accepted by the server (one answer, checked through the database after the flush)
  const probe = await fetch(`${ulak.url}${paths[0]}`, { headers: { 'user-agent': UA } });
  if (probe.status !== 200 || probe.headers.get('content-type') !== 'image/gif')
    throw new Error(`pixel answered ${probe.status} ${probe.headers.get('content-type')}`);
  await sleep(1200);
  const [{ n: probeEvents }] = (await sql.query(`select count(*)::int n from tracking_events where type = 'open'`)).rows;
  if (probeEvents !== 1) throw new Error(`probe open not recorded (${probeEvents} events): tokens are not signed like the server's`);
  log(`${fmt(ids.length)} deliveries, signed pixel URLs verified`);

  const basePort = await freePort();
  const base = await startBaseline(basePort);

  // 5 s warm-ups (cold: JIT, pools), then 3 s runs whose rates size the measured runs (a fixed amount, so every
  // request is answered and counted) to about DURATION seconds
  const baseWarm = await cannon(base.url, paths, { duration: 5 });
  const baseCal = await cannon(base.url, paths, { duration: 3 });
  log(`baseline warm-up: ${describe(baseWarm)}; then ${describe(baseCal)}`);
  const ulakWarm = await cannon(ulak.url, paths, { duration: 5 });
  const ulakCal = await cannon(ulak.url, paths, { duration: 3 });
  log(`Ulak warm-up: ${describe(ulakWarm)}; then ${describe(ulakCal)}`);
  const baseAmount = Math.max(20_000, Math.min(1_500_000, Math.round(rate(baseCal) * DURATION)));
  const ulakAmount = Math.max(10_000, Math.min(600_000, Math.round(rate(ulakCal) * DURATION)));
  // the warm-up's last requests may be answered after autocannon stopped counting: settle, flush, and start from here
  await sleep(1500);
  const [{ n: eventsBefore }] = (await sql.query(`select count(*)::int n from tracking_events where type = 'open'`)).rows;

  const baseRes = await cannon(base.url, paths, { amount: baseAmount });
  log(`baseline (bare node http, same GIF): ${describe(baseRes)}`);
  await base.stop();

  // control on the same server: the click route with no target URL answers 404 before any tracking work, so it costs
  // routing, plugins and hooks only; the gap between it and the pixel is the tracking path itself
  const controlPaths = paths.map((p) => p.replace('/t/o/', '/t/c/').replace(/\.gif$/, ''));
  const ctl0 = cpuSeconds(ulak.pid);
  const control = await cannon(ulak.url, controlPaths, { amount: ulakAmount });
  const controlCpuMsPerK = ((cpuSeconds(ulak.pid) - ctl0) / control.requests.total) * 1e6;
  log(`control (same server, /t/c/<token> without u: 404, no tracking): ${describe(control).replace(/\(\d[\d,]* x 200, /, '(')}`);

  rss.reset();
  const cpu0 = { ulak: cpuSeconds(ulak.pid), pg: cpuByComm('postgres') };
  const ulakRes = await cannon(ulak.url, paths, { amount: ulakAmount });
  const cpu1 = { ulak: cpuSeconds(ulak.pid), pg: cpuByComm('postgres') };
  log(`Ulak /t/o/<token>.gif: ${describe(ulakRes)}`);
  const perK = (s: number) => fmt((s / ulakRes.requests.total) * 1000 * 1000, 1);
  log(
    `CPU per 1000 pixels: ulak ${perK(cpu1.ulak - cpu0.ulak)} ms (control route: ${fmt(controlCpuMsPerK, 1)} ms), all postgres processes on the machine ${perK(cpuDelta(cpu0.pg, cpu1.pg))} ms (other databases included); server peak RSS ${fmt(rss.peakMb())} MB`,
  );

  // graceful stop, then count
  const tStop = performance.now();
  const code = await ulak.stop('SIGTERM');
  const stopMs = performance.now() - tStop;
  const answered = ok200(ulakRes);
  const [events] = (
    await sql.query(
      `select count(*)::int total, count(distinct delivery_id)::int deliveries, count(*) filter (where machine)::int machine from tracking_events where type = 'open'`,
    )
  ).rows;
  events.n = events.total - eventsBefore;
  const [opened] = (await sql.query(`select count(*)::int n from deliveries where campaign_id = $1 and opened_at is not null`, [campaignId])).rows;
  const [engaged] = (await sql.query(`select count(*)::int n from engagement_events where campaign_id = $1 and type = 'opened'`, [campaignId])).rows;
  log(
    `SIGTERM: exit code ${code} after ${fmt(stopMs)} ms; open events written during the measured run: ${fmt(events.n)} (all runs: ${fmt(events.total)} for ${fmt(events.deliveries)} deliveries, ${events.machine} flagged machine); its 200 answers: ${fmt(answered)}`,
  );
  log(`deliveries with opened_at: ${fmt(opened.n)}; 'opened' engagement events: ${fmt(engaged.n)} (expected one per delivery hit: ${fmt(events.deliveries)})`);

  const rps = rate(ulakRes);
  const baseRps = rate(baseRes);
  const rows: Row[] = [
    { figure: 'Ulak open pixel throughput', value: `${fmt(rps)} req/s`, target: '>= 5,000 req/s', met: rps >= 5000 },
    { figure: 'baseline bare node http (same GIF)', value: `${fmt(baseRps)} req/s`, target: '-', met: null },
    { figure: 'throughput ratio Ulak / baseline', value: (rps / baseRps).toFixed(2), target: '-', met: null },
    { figure: 'Ulak p99 latency (50 connections)', value: `${ulakRes.latency.p99} ms`, target: '< 20 ms', met: ulakRes.latency.p99 < 20 },
    { figure: 'baseline p99 latency', value: `${baseRes.latency.p99} ms`, target: '-', met: null },
    { figure: 'p99 ratio Ulak / baseline', value: baseRes.latency.p99 ? (ulakRes.latency.p99 / baseRes.latency.p99).toFixed(1) : '-', target: '-', met: null },
    { figure: 'control: same server, 404 route, no tracking', value: `${fmt(rate(control))} req/s, p99 ${control.latency.p99} ms`, target: '-', met: null },
    {
      figure: 'pixel / control (throughput, p99, server CPU per request)',
      value: `${(rps / rate(control)).toFixed(2)}, ${control.latency.p99 ? (ulakRes.latency.p99 / control.latency.p99).toFixed(1) : '-'}, ${((((cpu1.ulak - cpu0.ulak) / ulakRes.requests.total) * 1e6) / controlCpuMsPerK).toFixed(2)}`,
      target: '-',
      met: null,
    },
    {
      figure: 'non-200 answers, errors, timeouts',
      value: `${ulakRes.non2xx}, ${ulakRes.errors}, ${ulakRes.timeouts}`,
      target: '0',
      met: ulakRes.non2xx + ulakRes.errors + ulakRes.timeouts === 0,
    },
    { figure: 'server peak RSS under pixel load', value: `${fmt(rss.peakMb())} MB (${(rss.peakMb() / idleRssMb).toFixed(2)}x idle)`, target: '-', met: null },
    {
      figure: 'open events stored / 200 answers (no event lost)',
      value: `${fmt(events.n)} / ${fmt(answered)} (${(events.n / answered).toFixed(4)})`,
      target: '1.0000',
      met: events.n === answered,
    },
    {
      figure: 'unique opens / deliveries hit',
      value: `${fmt(opened.n)} / ${fmt(events.deliveries)}`,
      target: 'equal',
      met: opened.n === events.deliveries && engaged.n === events.deliveries,
    },
    { figure: 'graceful stop (flush) time', value: `${fmt(stopMs)} ms, exit ${code}`, target: '-', met: null },
  ];
  printSummary('tracking summary', rows);
});
