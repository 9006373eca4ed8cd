// Crash safety of the automation engine (issue 17): a `kill -9` of the server in the middle of a workflow's sends, a
// restart, and what became of every run, step and email. Needs PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and the built server (npm run build -w @ulak/server). Everything is on
// loopback; the database, processes and temp dirs are removed at the end.
//
//  1. An SMTP sink runs as its own process (bench/lib/smtp-sink.mjs) and counts deliveries per recipient address.
//  2. Ulak starts on a fresh database (its automation loop running, real clock); a workspace on the platinum plan gets
//     one mail server pointing at the sink, CONTACTS (default 2,000) subscribed contacts in a list, and a published
//     workflow: manual → send email → wait 1 minute → update contact (tag). The workflow is paused while the list is
//     enrolled (so every run exists before the kill) and then resumed: the sends start.
//  3. kill -9 at a random point between 20 % and 80 % of the emails received at the sink (SEED repeats the point), or
//     with PHASE=advance between 20 % and 80 % of the runs whose first two steps are recorded (before the sends).
//     At the kill: emails in flight (delivery records still 'sending': the SMTP conversation may or may not have
//     finished), and the dead process's leases: outbox rows it had claimed (5 minutes) and runs it was advancing
//     (the step timeout, 31 minutes).
//  4. Restart on the same database. The wait is a real one-minute wait; the dead process's leases are expired in SQL
//     (LEASES=wait waits for them instead: up to 31 minutes), standing for the time a crashed worker's claims take to
//     lapse. The bench waits until every run is completed or failed and the outbox is empty (RECOVERY_S, default 300 s or
//     a second per 10 contacts).
//  5. Report: steps lost (a run without its 3 step rows), steps recorded twice, emails received twice at the sink
//     (and whether each was in flight at the kill), emails never received (in flight at the kill and not sent again:
//     at most once), every run completed, every contact tagged.
import { api, createDatabase, fmt, freePort, log, printSummary, registerUser, run, sleep, sqlClient, startUlak, tempDir, type Row } from './lib/harness.ts';
import { startSink } from './lib/sink.ts';

const N = Number(process.env.CONTACTS ?? 2000);
// the budgets grow with the run: the emails go out at a few dozen a second on a shared 2-core machine
const RECOVERY_S = Number(process.env.RECOVERY_S ?? Math.max(300, N / 10));
const WAIT_FOR_LEASES = process.env.LEASES === 'wait';
const KILL_BUDGET_S = Math.max(240, N / 10);
const PHASE = process.env.PHASE === 'advance' ? 'advance' : 'sends';

// a small seeded generator (mulberry32) when SEED is set, so the kill point can be repeated
function random(seed: number | undefined): () => number {
  if (seed === undefined) return Math.random;
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HTML = `<!doctype html><html><body style="font-family:Arial,sans-serif"><h1>Merhaba {{ contact.first_name }},</h1>
<p>Sepetinizdeki ürünler sizi bekliyor. <a href="https://shop.example.com/sepet">Sepete dön</a></p></body></html>`;

run('automation-crash', (8 + (WAIT_FOR_LEASES ? 35 : 0) + (KILL_BUDGET_S + RECOVERY_S) / 60) * 60_000, async () => {
  const sink = await startSink();
  const db = await createDatabase('autocrash');
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATABASE_URL: db.url,
    ULAK_DATA_DIR: tempDir('autocrash'),
    ULAK_SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    // the sink is on loopback: a workspace mail server there needs the operator's permission for private addresses
    ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1',
  };
  let ulak = await startUlak(env);
  const sql = await sqlClient(db.url);
  const seed = process.env.SEED ? Number(process.env.SEED) : undefined;
  const rand = random(seed);
  log(`sink smtp :${sink.smtpPort}, database ${db.name}, Ulak on :${port}; ${fmt(N)} contacts` + (seed === undefined ? '' : `, SEED ${seed}`));

  const { token, workspaceId } = await registerUser(ulak.url);
  await sink.waitForMessages(1);
  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [workspaceId]);
  await api(ulak.url, 'POST', '/api/ip-rotation/servers', {
    token,
    body: { name: 'bench sink', smtpHost: '127.0.0.1', smtpPort: sink.smtpPort, smtpUser: 'bench', secure: 'none', dailyLimit: 10_000_000 },
  });
  await sql.query(
    `insert into contacts (workspace_id, email, first_name, consent_source, consent_at)
     select $1, 'a' || g || '@sink.test', (array['Ayşe','Mehmet','Zeynep','Can'])[1 + g % 4], 'import', now() from generate_series(1, ${N}) g`,
    [workspaceId],
  );
  const listId = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'crash') returning id`, [workspaceId])).rows[0].id as string;
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at) select $1, id, $2, 'confirmed', now() from contacts where workspace_id = $2`,
    [listId, workspaceId],
  );
  await sql.query('analyze contacts; analyze list_members');
  const tpl = await api<{ template: { id: string } }>(ulak.url, 'POST', '/api/templates', {
    token,
    body: { name: 'Sepet', subject: '{{ contact.first_name }}, sepetiniz bekliyor', htmlContent: HTML },
  });
  await api(ulak.url, 'PUT', '/api/automation/settings', { token, body: { dailyMaxRuns: 10_000_000 } });
  const node = (id: string, type: string, data: Record<string, unknown>, y: number) => ({ id, type, position: { x: 0, y }, data });
  const graph = {
    nodes: [
      node('t', 'manual', {}, 0),
      node('mail', 'send_email', { templateId: tpl.template.id }, 100),
      node('w', 'wait', { mode: 'duration', minutes: 1 }, 200),
      node('u', 'update_contact', { addTags: ['crash-bench'] }, 300),
    ],
    edges: [
      { id: 'a', source: 't', target: 'mail' },
      { id: 'b', source: 'mail', target: 'w' },
      { id: 'c', source: 'w', target: 'u' },
    ],
  };
  const wf = (await api<{ workflow: { id: string } }>(ulak.url, 'POST', '/api/automation/workflows', { token, body: { name: 'Crash bench', graph } })).workflow
    .id;
  await api(ulak.url, 'POST', `/api/automation/workflows/${wf}/publish`, { token, body: {} });
  await api(ulak.url, 'PUT', `/api/automation/workflows/${wf}/toggle`, { token, body: { status: 'paused' } });
  const e0 = Date.now();
  const enrolled = await api<{ enrolled: number }>(ulak.url, 'POST', `/api/automation/workflows/${wf}/enrol`, { token, body: { listId } });
  log(`enrolled ${fmt(enrolled.enrolled)} runs in ${fmt((Date.now() - e0) / 1000, 1)} s (workflow paused)`);
  if (enrolled.enrolled !== N) throw new Error(`enrolled ${enrolled.enrolled} of ${N}`);

  await sink.reset('automation');
  const target = 0.2 + 0.6 * rand();
  const killAt = Math.round(N * target);
  const s0 = Date.now();
  await api(ulak.url, 'PUT', `/api/automation/workflows/${wf}/toggle`, { token, body: { status: 'active' } });
  let seen = 0;
  // PHASE=advance kills while the engine records the runs' first steps (send queued, wait begun), before any email
  const progress = async () =>
    PHASE === 'advance'
      ? Math.floor(((await sql.query(`select count(*)::int n from automation_steps where workspace_id = $1`, [workspaceId])).rows[0].n as number) / 2)
      : (await sink.status()).messages;
  for (;;) {
    seen = await progress();
    if (seen >= killAt) break;
    if (Date.now() - s0 > KILL_BUDGET_S * 1000) throw new Error(`only ${seen} emails in ${KILL_BUDGET_S} s`);
    await sleep(10);
  }
  ulak.child.kill('SIGKILL');
  const sendRate = seen / ((Date.now() - s0) / 1000);
  await ulak.exited;
  // a write the database had fully received still commits; let it land and the sink count the last message
  await sleep(300);
  const inFlight = (
    await sql.query(`select email from deliveries where workspace_id = $1 and automation_run_id is not null and status = 'sending'`, [workspaceId])
  ).rows.map((r) => r.email as string);
  const atKill = await sink.counts();
  const sinkAtKill = Object.values(atKill).reduce((a, b) => a + b, 0);
  const [leases] = (
    await sql.query(
      `select (select count(*)::int from automation_outbox where workspace_id = $1 and status = 'sending') outbox,
              (select count(*)::int from automation_runs where workspace_id = $1 and status = 'waiting' and wake_at > now() + interval '20 minutes') runs,
              (select count(*)::int from automation_steps s join automation_runs r on r.id = s.run_id where r.workspace_id = $1) steps`,
      [workspaceId],
    )
  ).rows as { outbox: number; runs: number; steps: number }[];
  log(
    `kill -9 at ${fmt(seen)} ${PHASE === 'advance' ? 'runs advanced' : 'emails seen'} (target ${(target * 100).toFixed(0)} %, ${fmt(sendRate)}/s), ${fmt(sinkAtKill)} in the sink after it; ` +
      `${inFlight.length} in flight (${inFlight.filter((e) => atKill[e]).length} of them received), leases held: ${leases.outbox} outbox rows, ${leases.runs} runs; ${fmt(leases.steps)} steps recorded`,
  );

  if (!WAIT_FOR_LEASES) {
    // the time a dead worker's claims take to lapse, passed in SQL: its outbox rows and leased runs are due now
    await sql.query(`update automation_outbox set next_attempt_at = now() where workspace_id = $1 and status = 'sending'`, [workspaceId]);
    await sql.query(`update automation_runs set wake_at = now() where workspace_id = $1 and status = 'waiting' and wake_at > now() + interval '20 minutes'`, [
      workspaceId,
    ]);
  }
  const r0 = Date.now();
  ulak = await startUlak(env, 'ulak-restarted');
  log(`restarted in ${fmt((Date.now() - r0) / 1000, 1)} s; waiting for every run to finish and every email to go out (the 1-minute waits are real)`);
  const budget = (RECOVERY_S + (WAIT_FOR_LEASES ? 32 * 60 : 0)) * 1000;
  type Status = { status: string; n: number };
  let statuses: Status[] = [];
  for (;;) {
    statuses = (await sql.query(`select status, count(*)::int n from automation_runs where workspace_id = $1 group by status`, [workspaceId])).rows as Status[];
    const open = statuses.filter((s) => s.status !== 'completed' && s.status !== 'failed' && s.status !== 'exited').reduce((a, s) => a + s.n, 0);
    // a run moves on once its send is queued: the emails go out from the outbox, apart from the run
    const queued = await sql.query(`select 1 from automation_outbox where workspace_id = $1 and status in ('pending', 'sending') limit 1`, [workspaceId]);
    if (open === 0 && queued.rows.length === 0) break;
    if (Date.now() - r0 > budget) {
      log(`runs still open after ${fmt(budget / 1000)} s: ${JSON.stringify(statuses)}`);
      break;
    }
    await sleep(1000);
  }
  const recoveredS = (Date.now() - r0) / 1000;
  // the last sends' results
  await sleep(1000);
  await ulak.stop('SIGTERM');

  const count = async (q: string) => ((await sql.query(q, [workspaceId])).rows[0] as { n: number }).n;
  const completed = statuses.find((s) => s.status === 'completed')?.n ?? 0;
  const lost = await count(
    `select count(*)::int n from automation_runs r where r.workspace_id = $1 and (select count(*) from automation_steps s where s.run_id = r.id) < 3`,
  );
  const twice = await count(
    `select count(*)::int n from (select 1 from automation_steps s join automation_runs r on r.id = s.run_id where r.workspace_id = $1 group by s.run_id, s.node_id, s.iteration having count(*) > 1) d`,
  );
  const outbox = await count(`select count(*)::int n from automation_outbox where workspace_id = $1`);
  const tagged = await count(`select count(*)::int n from contacts where workspace_id = $1 and 'crash-bench' = any(tags)`);
  const deliveries = (await sql.query(`select email, status, error from deliveries where workspace_id = $1 and automation_run_id is not null`, [workspaceId]))
    .rows as { email: string; status: string; error: string | null }[];
  const counts = await sink.counts();
  const flying = new Set(inFlight);
  let duplicates = 0;
  let duplicatesOutsideFlight = 0;
  let missing = 0;
  let missingOutsideFlight = 0;
  for (let g = 1; g <= N; g++) {
    const email = `a${g}@sink.test`;
    const n = counts[email] ?? 0;
    if (n > 1) {
      duplicates += 1;
      if (!flying.has(email)) duplicatesOutsideFlight += 1;
    }
    if (n === 0) {
      missing += 1;
      if (!flying.has(email)) missingOutsideFlight += 1;
    }
  }
  const byStatus = deliveries.reduce<Record<string, number>>(
    (a, d) => ({ ...a, [d.status + (d.error ? ` (${d.error})` : '')]: (a[`${d.status}${d.error ? ` (${d.error})` : ''}`] ?? 0) + 1 }),
    {},
  );
  log(`runs ${JSON.stringify(statuses)}; deliveries ${JSON.stringify(byStatus)}; finished ${fmt(recoveredS, 1)} s after the restart`);

  const rows: Row[] = [
    {
      figure: 'kill point',
      value: `${fmt(seen)} of ${fmt(N)} ${PHASE === 'advance' ? 'runs advanced' : 'emails'} (${(target * 100).toFixed(0)} %)`,
      target: '20-80 %',
      met: null,
    },
    { figure: 'emails in flight at the kill', value: String(inFlight.length), target: '(info)', met: null },
    {
      figure: 'dead process leases (outbox rows / runs)',
      value: `${leases.outbox} / ${leases.runs}`,
      target: WAIT_FOR_LEASES ? 'waited' : 'expired in SQL',
      met: null,
    },
    { figure: 'steps lost (runs without their 3 steps)', value: String(lost), target: '0', met: lost === 0 },
    { figure: 'steps recorded twice', value: String(twice), target: '0', met: twice === 0 },
    { figure: 'outbox rows (one per send)', value: fmt(outbox), target: fmt(N), met: outbox === N },
    {
      figure: 'emails received twice (of them outside the in-flight set)',
      value: `${duplicates} (${duplicatesOutsideFlight})`,
      target: '0 outside',
      met: duplicatesOutsideFlight === 0,
    },
    {
      figure: 'emails never received (in flight at the kill, not resent)',
      value: `${missing} (${missing - missingOutsideFlight} in flight)`,
      target: 'in flight only',
      met: missingOutsideFlight === 0,
    },
    { figure: 'runs completed', value: `${fmt(completed)} of ${fmt(N)}`, target: fmt(N), met: completed === N },
    { figure: 'contacts updated (tagged)', value: fmt(tagged), target: fmt(N), met: tagged === N },
    { figure: 'runs finished, outbox empty after the restart', value: `${fmt(recoveredS, 1)} s`, target: `< ${RECOVERY_S} s`, met: recoveredS < budget / 1000 },
  ];
  printSummary(`automation crash, ${fmt(N)} contacts, kill point ${seed === undefined ? 'random' : `of SEED ${seed}`}`, rows);
  if (rows.some((r) => r.met === false)) process.exitCode = 1;
});
