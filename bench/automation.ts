// Automation engine on PostgreSQL (issue 17): CONTACTS contacts enter a three-step workflow (send email → wait 1 minute
// → update contact). Every step must be done exactly once; the engine's step rate is printed with its ratio to a
// same-run baseline loop doing the same database writes per step (step row, outbox row, run update, one transaction
// each) without the engine, and the engine process's peak resident memory against the 300 MB.
//
// The engine runs in its own process (bench/lib/automation-engine.ts, bundled as the server build bundles main.ts and
// run with `npm start`'s memory flags): its memory is the product's, not this script's, whose baseline loop, pg client
// and counting run here. The engine's loop is off; this script drives it over IPC with a simulated clock: one pass at
// the start (send queued, wait begun: two steps per run), one a minute and a second later (update contact). Outbox
// dispatch (the SMTP side) is measured apart with DISPATCH=1 (capture mode; bench/automation-crash.ts sends at a real
// SMTP sink).
// Run with `npx tsx bench/automation.ts`. Needs PostgreSQL (BENCH_PG_URL); creates its own database and drops it.
// Knobs: CONTACTS (default 100000, the figure), BASELINE_RUNS (default 10000: the baseline's rate is measured on
// that many of the runs), DISPATCH (default 0).
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import {
  api,
  cpuDelta,
  cpuSeconds,
  createDatabase,
  fmt,
  freePort,
  log,
  printSummary,
  registerUser,
  root,
  rssKb,
  rssSampler,
  run,
  sqlClient,
  startUlak,
  tempDir,
  type Row,
} from './lib/harness.js';

const CONTACTS = Number(process.env.CONTACTS ?? 100_000);
const DISPATCH = process.env.DISPATCH === '1';
const BASELINE_RUNS = Math.min(CONTACTS, Number(process.env.BASELINE_RUNS ?? 10_000));
const hostEntry = path.join(root, 'apps/server/dist/bench/automation-engine.js');

// bundleHost builds the engine's process as apps/server/build.mjs builds the server (npm packages external, resolved
// from apps/server as dist/main.js resolves them)
async function bundleHost() {
  const { bundleOptions } = (await import(path.join(root, 'apps/server/build.mjs'))) as { bundleOptions: BuildOptions };
  await build({ ...bundleOptions, entryPoints: [path.join(root, 'bench/lib/automation-engine.ts')], outfile: hostEntry });
}

type TickAnswer = { id: number; enrolled: number; advanced: number; dispatched: number; ms: number; error?: string };
// ticker sends tick commands to the engine's process and resolves each with its answer
function ticker(child: ChildProcess) {
  let next = 1;
  const waiting = new Map<number, (a: TickAnswer) => void>();
  child.on('message', (m: TickAnswer) => waiting.get(m.id)?.(m));
  return (at: Date, dispatch = false) =>
    new Promise<TickAnswer>((resolve, reject) => {
      const id = next++;
      waiting.set(id, (a) => {
        waiting.delete(id);
        if (a.error) reject(new Error(`engine: ${a.error}`));
        else resolve(a);
      });
      child.send({ id, cmd: 'tick', at: at.toISOString(), dispatch });
    });
}

run('automation bench', 3 * 60 * 60_000, async () => {
  const db = await createDatabase('automation');
  await bundleHost();
  const port = await freePort();
  const engine = await startUlak(
    {
      PORT: String(port),
      DATABASE_URL: db.url,
      ULAK_ROLE: 'api',
      ULAK_AUTOMATION_LOOP: 'off',
      ULAK_DATA_DIR: path.join(tempDir('automation'), 'data'),
    },
    'engine',
    { entry: hostEntry, production: true, ipc: true },
  );
  const tick = ticker(engine.child);
  const sql = await sqlClient(db.url);
  // CPU seconds of this database's PostgreSQL backends (other databases' work on the machine left out)
  const pgCpu = async () =>
    new Map(
      (await sql.query(`select pid from pg_stat_activity where datname = current_database()`)).rows.map((r) => [r.pid as number, cpuSeconds(r.pid as number)]),
    );
  const { token, workspaceId: ws } = await registerUser(engine.url, db.url);
  log(`engine process up on ${db.name} (RSS ${fmt((rssKb(engine.pid) ?? 0) / 1024)} MB), ${os.cpus().length} cores; ${fmt(CONTACTS)} contacts`);

  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [ws]);
  await sql.query(`INSERT INTO contacts (workspace_id, email, status) SELECT $1, 'c' || g || '@bench.test', 'subscribed' FROM generate_series(1, $2) g`, [
    ws,
    CONTACTS,
  ]);
  const listId = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'All') returning id`, [ws])).rows[0].id as string;
  await sql.query(`INSERT INTO list_members (list_id, contact_id, workspace_id, status) SELECT $1, id, $2, 'confirmed' FROM contacts WHERE workspace_id = $2`, [
    listId,
    ws,
  ]);
  await sql.query('analyze contacts; analyze list_members');
  const tpl = await api<{ template: { id: string } }>(engine.url, 'POST', '/api/templates', {
    token,
    body: { name: 'Bench', subject: 'Hi {{ contact.email }}', htmlContent: '<p>Hi</p>' },
  });
  await api(engine.url, 'PUT', '/api/automation/settings', { token, body: { dailyMaxRuns: 10_000_000 } });
  const node = (id: string, type: string, data: Record<string, unknown>, y: number) => ({ id, type, position: { x: 0, y }, data });
  const graph = {
    nodes: [
      node('t', 'manual', {}, 0),
      node('mail', 'send_email', { templateId: tpl.template.id }, 100),
      node('w', 'wait', { mode: 'duration', minutes: 1 }, 200),
      node('u', 'update_contact', { addTags: ['bench'] }, 300),
    ],
    edges: [
      { id: 'a', source: 't', target: 'mail' },
      { id: 'b', source: 'mail', target: 'w' },
      { id: 'c', source: 'w', target: 'u' },
    ],
  };
  const wf = (await api<{ workflow: { id: string } }>(engine.url, 'POST', '/api/automation/workflows', { token, body: { name: 'Bench', graph } })).workflow.id;
  await api(engine.url, 'POST', `/api/automation/workflows/${wf}/publish`, { token, body: {} });
  const idleMb = (rssKb(engine.pid) ?? 0) / 1024;

  const rss = rssSampler(() => engine.pid);
  const t0 = performance.now();
  const enrolled = await api<{ enrolled: number }>(engine.url, 'POST', `/api/automation/workflows/${wf}/enrol`, { token, body: { listId } });
  const enrolMs = performance.now() - t0;
  log(
    `enrolled ${fmt(enrolled.enrolled)} in ${fmt(enrolMs / 1000, 1)} s (${fmt(enrolled.enrolled / (enrolMs / 1000))} runs/s); engine RSS ${fmt(rss.peakMb())} MB`,
  );

  // baseline: the same writes per step without the engine (step row, outbox row for a send, run update; one transaction
  // each, one statement after the other) for BASELINE_RUNS of the runs, half before the engine's phases and half after,
  // so a change in the machine's load over the run weighs on both sides
  await sql.query(`CREATE TABLE bench_runs AS SELECT id, 0 AS step FROM automation_runs WHERE workspace_id = $1 ORDER BY random() LIMIT $2`, [
    ws,
    BASELINE_RUNS,
  ]);
  await sql.query(`CREATE TABLE bench_steps (run_id uuid, node text, at timestamptz default now(), UNIQUE (run_id, node))`);
  await sql.query(`CREATE TABLE bench_outbox (key text UNIQUE, payload jsonb)`);
  const sample = (await sql.query(`SELECT id FROM bench_runs`)).rows.map((r) => r.id as string);
  const half = Math.floor(sample.length / 2);
  const baseline = async (ids: string[]) => {
    const pgb = await pgCpu();
    const cpub = process.cpuUsage();
    const tb = performance.now();
    for (const step of ['mail', 'w', 'u']) {
      for (const id of ids) {
        await sql.query('BEGIN');
        await sql.query(`INSERT INTO bench_steps (run_id, node) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, step]);
        if (step === 'mail') await sql.query(`INSERT INTO bench_outbox (key, payload) VALUES ($1, '{}') ON CONFLICT DO NOTHING`, [`${id}:${step}`]);
        if (step === 'u')
          await sql.query(`UPDATE contacts SET tags = tags WHERE workspace_id = $1 AND id = (SELECT contact_id FROM automation_runs WHERE id = $2)`, [ws, id]);
        await sql.query(`UPDATE bench_runs SET step = step + 1 WHERE id = $1`, [id]);
        await sql.query('COMMIT');
      }
    }
    const ms = performance.now() - tb;
    const used = process.cpuUsage(cpub);
    return { steps: ids.length * 3, ms, rate: (ids.length * 3) / (ms / 1000), cpu: (used.user + used.system) / 1e6, pg: cpuDelta(pgb, await pgCpu()) };
  };
  const half1 = await baseline(sample.slice(0, half));
  log(`baseline, first half: ${fmt(half1.steps)} steps at ${fmt(half1.rate)} steps/s; the engine next`);

  // phase 1: send (outbox) + wait; phase 2, a minute later: update contact
  const now = new Date();
  const [cpu0, pg0] = [cpuSeconds(engine.pid), await pgCpu()];
  const p1 = await tick(now);
  log(`phase 1: ${fmt(p1.advanced)} runs advanced in ${fmt(p1.ms / 1000, 1)} s; peak RSS ${fmt(rss.peakMb())} MB`);
  const p2 = await tick(new Date(now.getTime() + 61_000));
  log(`phase 2: ${fmt(p2.advanced)} runs advanced in ${fmt(p2.ms / 1000, 1)} s; peak RSS ${fmt(rss.peakMb())} MB`);
  const peakMb = rss.peakMb();
  const [engineCpu, enginePg] = [cpuSeconds(engine.pid) - cpu0, cpuDelta(pg0, await pgCpu())];
  const [{ steps }] = (await sql.query(`SELECT count(*)::int AS steps FROM automation_steps WHERE workspace_id = $1`, [ws])).rows;
  const [{ dup }] = (
    await sql.query(`SELECT count(*)::int AS dup FROM (SELECT run_id, node_id, iteration FROM automation_steps GROUP BY 1, 2, 3 HAVING count(*) > 1) d`)
  ).rows;
  const [{ lost }] = (
    await sql.query(
      `SELECT count(*)::int AS lost FROM automation_runs r WHERE r.workspace_id = $1 AND (SELECT count(*) FROM automation_steps s WHERE s.run_id = r.id) <> 3`,
      [ws],
    )
  ).rows;
  const [{ outbox }] = (await sql.query(`SELECT count(*)::int AS outbox FROM automation_outbox WHERE workspace_id = $1`, [ws])).rows;
  const [{ tagged }] = (await sql.query(`SELECT count(*)::int AS tagged FROM contacts WHERE workspace_id = $1 AND 'bench' = ANY(tags)`, [ws])).rows;
  const [{ completed }] = (await sql.query(`SELECT count(*)::int AS completed FROM automation_runs WHERE workspace_id = $1 AND status = 'completed'`, [ws]))
    .rows;
  const engineRate = steps / ((p1.ms + p2.ms) / 1000);
  log(`engine: ${fmt(steps)} steps in ${fmt((p1.ms + p2.ms) / 1000, 1)} s (${fmt(engineRate)} steps/s); second half of the baseline next`);

  const half2 = await baseline(sample.slice(half));
  const base = { steps: half1.steps + half2.steps, ms: half1.ms + half2.ms, cpu: half1.cpu + half2.cpu, pg: half1.pg + half2.pg };
  const baseRate = base.steps / (base.ms / 1000);
  log(`baseline: ${fmt(base.steps)} steps in ${fmt(base.ms / 1000, 1)} s (${fmt(baseRate)} steps/s; halves ${fmt(half1.rate)} and ${fmt(half2.rate)})`);

  let dispatchRate = 0;
  let sent = 0;
  if (DISPATCH) {
    rss.reset();
    const td = performance.now();
    for (let k = await tick(new Date(now.getTime() + 120_000), true); k.dispatched > 0; k = await tick(new Date(now.getTime() + 120_000), true));
    const [r] = (await sql.query(`SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent FROM automation_outbox WHERE workspace_id = $1`, [ws])).rows;
    sent = r.sent as number;
    dispatchRate = sent / ((performance.now() - td) / 1000);
  }
  const dispatchPeakMb = DISPATCH ? rss.peakMb() : 0;
  rss.stop();
  const rows: Row[] = [
    { figure: 'runs enrolled', value: fmt(enrolled.enrolled), target: fmt(CONTACTS), met: enrolled.enrolled === CONTACTS },
    { figure: 'enrolment runs/s (one request)', value: fmt(enrolled.enrolled / (enrolMs / 1000)), target: '(info)', met: null },
    { figure: 'steps recorded (3 per run)', value: fmt(steps), target: fmt(CONTACTS * 3), met: steps === CONTACTS * 3 },
    { figure: 'steps recorded twice', value: fmt(dup), target: '0', met: dup === 0 },
    { figure: 'runs without their 3 steps', value: fmt(lost), target: '0', met: lost === 0 },
    { figure: 'outbox rows (one per send)', value: fmt(outbox), target: fmt(CONTACTS), met: outbox === CONTACTS },
    { figure: 'contacts updated', value: fmt(tagged), target: fmt(CONTACTS), met: tagged === CONTACTS },
    { figure: 'runs completed', value: fmt(completed), target: fmt(CONTACTS), met: completed === CONTACTS },
    { figure: 'engine steps/s', value: fmt(engineRate), target: '(info)', met: null },
    { figure: `baseline steps/s (same writes, ${fmt(base.steps)} steps)`, value: fmt(baseRate), target: '(info)', met: null },
    { figure: 'engine / baseline', value: fmt(engineRate / baseRate, 2), target: '≥ 0.5', met: engineRate / baseRate >= 0.5 },
    {
      figure: 'CPU ms per step: engine process / its PostgreSQL',
      value: `${fmt((engineCpu * 1000) / steps, 2)} / ${fmt((enginePg * 1000) / steps, 2)}`,
      target: '(info)',
      met: null,
    },
    {
      figure: 'CPU ms per step: baseline loop / its PostgreSQL',
      value: `${fmt((base.cpu * 1000) / base.steps, 2)} / ${fmt((base.pg * 1000) / base.steps, 2)}`,
      target: '(info)',
      met: null,
    },
    { figure: 'engine process RSS, idle before', value: `${fmt(idleMb)} MB`, target: '(info)', met: null },
    { figure: 'engine process peak RSS (enrol + steps)', value: `${fmt(peakMb)} MB`, target: '< 300 MB', met: peakMb < 300 },
    ...(DISPATCH
      ? [
          { figure: 'emails sent (dispatch)', value: fmt(sent), target: fmt(CONTACTS), met: sent === CONTACTS },
          { figure: 'dispatch emails/s', value: fmt(dispatchRate), target: '(info)', met: null },
          { figure: 'engine process peak RSS (dispatch)', value: `${fmt(dispatchPeakMb)} MB`, target: '(info)', met: null },
        ]
      : []),
  ];
  printSummary(`automation, ${fmt(CONTACTS)} contacts`, rows);
  engine.child.send({ id: 0, cmd: 'close' });
  await engine.exited;
});
