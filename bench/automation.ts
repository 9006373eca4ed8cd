// Automation engine on PostgreSQL: CONTACTS contacts enter a three-step workflow (send email → wait 1 minute → update
// contact) driven by the engine's tick with a simulated clock. Every step must be done exactly once; the engine's step
// rate is printed with its ratio to a same-run baseline loop doing the same database writes per step (step row, outbox
// row, run update, one transaction each) without the engine. Outbox dispatch (the SMTP side) is measured apart.
// Run with `npx tsx bench/automation.ts`. Needs PostgreSQL (BENCH_PG_URL); creates its own database and drops it.
// Knobs: CONTACTS (default 10000; the figure is for 100000), DISPATCH (default 1: also send the emails).
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createApp, type UlakApp } from '../apps/server/src/app.js';
import { createDatabase, fmt, log, onCleanup, printSummary, rssKb, run, sqlClient, tempDir, type Row } from './lib/harness.js';

const CONTACTS = Number(process.env.CONTACTS ?? 10_000);
const DISPATCH = process.env.DISPATCH !== '0';

run('automation bench', 60 * 60_000, async () => {
  process.env.ULAK_AUTOMATION_LOOP = 'off';
  const db = await createDatabase('automation');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ULAK_ROLE: 'api',
    DATABASE_URL: db.url,
    ULAK_DATA_DIR: path.join(tempDir('automation'), 'data'),
    ULAK_PUBLIC_URL: 'http://127.0.0.1:5000',
    ULAK_SECRET: crypto.randomBytes(24).toString('hex'),
  });
  const instance: UlakApp = await createApp(config);
  onCleanup('app', () => instance.close());
  const { services, database, fronts } = instance.ctx;
  const email = `bench-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const meta = { ip: '127.0.0.1', language: 'en' } as const;
  await services.auth.register({ firstName: 'Bench', lastName: 'User', email, password: 'bench-pass-1' } as Parameters<typeof services.auth.register>[0], meta);
  const mailed = await database.query(
    `SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC LIMIT 1`,
    [email],
  );
  const code = /\b(\d{6})\b/.exec(String((mailed.rows[0] as { subject?: string } | undefined)?.subject))?.[1];
  if (!code) throw new Error('no sign-up code mailed');
  const reg = (await services.auth.confirmRegistration(email, code, meta)) as { token: string; user: { workspaceId: string } };
  const ws = reg.user.workspaceId;
  const sql = await sqlClient(db.url);
  onCleanup('sql', () => sql.end());
  log(`app up on ${db.name}, ${os.cpus().length} cores; ${fmt(CONTACTS)} contacts`);

  await sql.query(`INSERT INTO contacts (workspace_id, email, status) SELECT $1, 'c' || g || '@bench.test', 'subscribed' FROM generate_series(1, $2) g`, [
    ws,
    CONTACTS,
  ]);
  const tpl = (await services.templates.create(ws, { name: 'Bench', subject: 'Hi {{ contact.email }}', htmlContent: '<p>Hi</p>' })) as { id: string };
  const svc = fronts.automation.service;
  await svc.saveSettings(ws, { dailyMaxRuns: 10_000_000 });
  const graph = {
    nodes: [
      { id: 't', type: 'manual' as const, position: { x: 0, y: 0 }, data: {} },
      { id: 'mail', type: 'send_email' as const, position: { x: 0, y: 100 }, data: { templateId: tpl.id } },
      { id: 'w', type: 'wait' as const, position: { x: 0, y: 200 }, data: { mode: 'duration', minutes: 1 } },
      { id: 'u', type: 'update_contact' as const, position: { x: 0, y: 300 }, data: { addTags: ['bench'] } },
    ],
    edges: [
      { id: 'a', source: 't', target: 'mail' },
      { id: 'b', source: 'mail', target: 'w' },
      { id: 'c', source: 'w', target: 'u' },
    ],
  };
  const wf = await svc.create(ws, { name: 'Bench', graph });
  await svc.publish(ws, wf.id, {});
  const list = (await services.contacts.createList(ws, { name: 'All', visibility: 'private', optIn: 'single' } as Parameters<
    typeof services.contacts.createList
  >[1])) as { id: string };
  await sql.query(`INSERT INTO list_members (list_id, contact_id, workspace_id, status) SELECT $1, id, $2, 'confirmed' FROM contacts WHERE workspace_id = $2`, [
    list.id,
    ws,
  ]);

  let peakKb = 0;
  const sample = setInterval(() => (peakKb = Math.max(peakKb, rssKb(process.pid) ?? 0)), 200);
  onCleanup('sampler', () => clearInterval(sample));
  const t0 = performance.now();
  const enrolled = await svc.enrol(ws, wf.id, { listId: list.id });
  const enrolMs = performance.now() - t0;
  log(`enrolled ${fmt(enrolled.enrolled)} in ${fmt(enrolMs / 1000, 1)} s`);

  // phase 1: send (outbox) + wait, engine only
  const now = new Date();
  const t1 = performance.now();
  const p1 = await fronts.automation.tick(now, { dispatch: false });
  const phase1Ms = performance.now() - t1;
  // phase 2: after the minute, update contact
  const t2 = performance.now();
  await fronts.automation.tick(new Date(now.getTime() + 61_000), { dispatch: false });
  const phase2Ms = performance.now() - t2;
  const [{ steps }] = (await sql.query(`SELECT count(*)::int AS steps FROM automation_steps WHERE workspace_id = $1`, [ws])).rows;
  const [{ dup }] = (
    await sql.query(`SELECT count(*)::int AS dup FROM (SELECT run_id, node_id, iteration FROM automation_steps GROUP BY 1, 2, 3 HAVING count(*) > 1) d`)
  ).rows;
  const [{ outbox, sent }] = (
    await sql.query(`SELECT count(*)::int AS outbox, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM automation_outbox WHERE workspace_id = $1`, [ws])
  ).rows;
  const [{ tagged }] = (await sql.query(`SELECT count(*)::int AS tagged FROM contacts WHERE workspace_id = $1 AND 'bench' = ANY(tags)`, [ws])).rows;
  const [{ completed }] = (await sql.query(`SELECT count(*)::int AS completed FROM automation_runs WHERE workspace_id = $1 AND status = 'completed'`, [ws]))
    .rows;
  const engineRate = steps / ((phase1Ms + phase2Ms) / 1000);

  // baseline: the same writes per step without the engine (step row, outbox row for a send, run update; one transaction each)
  await sql.query(`CREATE TABLE bench_runs AS SELECT id, 0 AS step FROM automation_runs WHERE workspace_id = $1`, [ws]);
  await sql.query(`CREATE TABLE bench_steps (run_id uuid, node text, at timestamptz default now(), UNIQUE (run_id, node))`);
  await sql.query(`CREATE TABLE bench_outbox (key text UNIQUE, payload jsonb)`);
  const ids = (await sql.query(`SELECT id FROM bench_runs`)).rows.map((r) => r.id as string);
  const tb = performance.now();
  for (const node of ['mail', 'w', 'u']) {
    for (const id of ids) {
      await sql.query('BEGIN');
      await sql.query(`INSERT INTO bench_steps (run_id, node) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, node]);
      if (node === 'mail') await sql.query(`INSERT INTO bench_outbox (key, payload) VALUES ($1, '{}') ON CONFLICT DO NOTHING`, [`${id}:${node}`]);
      if (node === 'u')
        await sql.query(`UPDATE contacts SET tags = tags WHERE workspace_id = $1 AND id = (SELECT contact_id FROM automation_runs WHERE id = $2)`, [ws, id]);
      await sql.query(`UPDATE bench_runs SET step = step + 1 WHERE id = $1`, [id]);
      await sql.query('COMMIT');
    }
  }
  const baseRate = (ids.length * 3) / ((performance.now() - tb) / 1000);

  let dispatchRate = 0;
  if (DISPATCH) {
    const td = performance.now();
    let n = 0;
    for (
      let k = await fronts.automation.tick(new Date(now.getTime() + 120_000));
      k.dispatched > 0 || n === 0;
      k = await fronts.automation.tick(new Date(now.getTime() + 120_000))
    ) {
      n += k.dispatched;
      if (k.dispatched === 0) break;
    }
    dispatchRate = n / ((performance.now() - td) / 1000);
  }
  const [{ sentAfter }] = (
    await sql.query(`SELECT count(*) FILTER (WHERE status = 'sent')::int AS "sentAfter" FROM automation_outbox WHERE workspace_id = $1`, [ws])
  ).rows;
  clearInterval(sample);
  const rows: Row[] = [
    { figure: 'runs enrolled', value: fmt(enrolled.enrolled), target: fmt(CONTACTS), met: enrolled.enrolled === CONTACTS },
    { figure: 'steps recorded (3 per run)', value: fmt(steps), target: fmt(CONTACTS * 3), met: steps === CONTACTS * 3 },
    { figure: 'steps recorded twice', value: fmt(dup), target: '0', met: dup === 0 },
    { figure: 'outbox rows (one per send)', value: fmt(outbox), target: fmt(CONTACTS), met: outbox === CONTACTS },
    { figure: 'contacts updated', value: fmt(tagged), target: fmt(CONTACTS), met: tagged === CONTACTS },
    { figure: 'runs completed', value: fmt(completed), target: fmt(CONTACTS), met: completed === CONTACTS },
    { figure: 'engine steps/s', value: fmt(engineRate), target: '(info)', met: null },
    { figure: 'baseline steps/s (same writes)', value: fmt(baseRate), target: '(info)', met: null },
    { figure: 'engine / baseline', value: fmt(engineRate / baseRate, 2), target: '≥ 0.5', met: engineRate / baseRate >= 0.5 },
    {
      figure: 'emails sent (dispatch)',
      value: `${fmt(sentAfter)} (${fmt(sent)} before)`,
      target: fmt(CONTACTS),
      met: DISPATCH ? sentAfter === CONTACTS : null,
    },
    { figure: 'dispatch emails/s', value: fmt(dispatchRate), target: '(info)', met: null },
    { figure: 'peak RSS', value: `${fmt(peakKb / 1024)} MB`, target: '< 300 MB', met: peakKb / 1024 < 300 },
    { figure: 'first tick advanced', value: fmt(p1.advanced), target: '(info)', met: null },
  ];
  printSummary(`automation, ${fmt(CONTACTS)} contacts`, rows);
});
