// Analytics at scale on PostgreSQL: the rollup's catch-up, GET /api/analytics/comprehensive (30 and 365 days), the
// dashboard and the 365-day PDF export over a workspace with many contacts, deliveries and tracking hits spread over 12
// months. Latencies are printed with their ratio to a same-run count(*) of the workspace's deliveries (the baseline).
// Run with `npx tsx bench/analytics.ts`. Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres);
// it creates its own database and drops it at the end.
// Knobs: CONTACTS (default 100000), DELIVERIES (1000000), EVENTS (1000000), NEW_EVENTS (100000), CAMPAIGNS (1000), CALLS (20).
// The figures are for CONTACTS=1000000 DELIVERIES=10000000 EVENTS=10000000 NEW_EVENTS=1000000.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createApp, type UlakApp } from '../apps/server/src/app.js';
import { createDatabase, fmt, log, onCleanup, percentile, printSummary, rssKb, run, sqlClient, tempDir, type Row } from './lib/harness.js';

const CONTACTS = Number(process.env.CONTACTS ?? 100_000);
const DELIVERIES = Number(process.env.DELIVERIES ?? 1_000_000);
const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const NEW_EVENTS = Number(process.env.NEW_EVENTS ?? 100_000);
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 1000);
const CALLS = Number(process.env.CALLS ?? 20);

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

run('analytics bench', 60 * 60_000, async () => {
  const db = await createDatabase('analytics');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ULAK_ROLE: 'api',
    DATABASE_URL: db.url,
    ULAK_DATA_DIR: path.join(tempDir('analytics'), 'data'),
    ULAK_PUBLIC_URL: 'http://127.0.0.1:5000',
    ULAK_SECRET: crypto.randomBytes(24).toString('hex'),
  });
  const instance: UlakApp = await createApp(config);
  onCleanup('app', () => instance.close());
  const { services, database } = instance.ctx;
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
  const get = (url: string) => instance.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${reg.token}`, 'accept-language': 'en' } });
  log(
    `app up on ${db.name}, ${os.cpus().length} cores; seeding ${fmt(CONTACTS)} contacts, ${fmt(CAMPAIGNS)} campaigns, ${fmt(DELIVERIES)} deliveries, ${fmt(EVENTS)} hits`,
  );

  const sql = await sqlClient(db.url);
  onCleanup('sql', () => sql.end());
  const [seedMs] = await timed(async () => {
    await sql.query(
      `INSERT INTO contacts (workspace_id, email, status, created_at)
      SELECT $1, 'c' || g || '@bench.test', 'subscribed', now() - (random() * interval '365 days') FROM generate_series(1, $2) g`,
      [ws, CONTACTS],
    );
    await sql.query(
      `INSERT INTO campaigns (workspace_id, name, status, subject, created_at)
      SELECT $1, 'Campaign ' || g, 'sent', 'Subject ' || g, now() - ((g::float / $2) * interval '365 days') FROM generate_series(1, $2) g`,
      [ws, CAMPAIGNS],
    );
    await sql.query(`CREATE TEMP TABLE bc AS SELECT row_number() OVER (ORDER BY created_at) n, id, created_at FROM campaigns WHERE workspace_id = $1`, [ws]);
    await sql.query(`CREATE TEMP TABLE bk AS SELECT row_number() OVER () n, id, email FROM contacts WHERE workspace_id = $1`, [ws]);
    await sql.query(
      `INSERT INTO deliveries (campaign_id, workspace_id, contact_id, email, status, sent_at, opened_at, first_open_at, clicked_at)
      SELECT c.id, $1, k.id, k.email, 'sent', c.created_at,
        CASE WHEN g % 4 = 0 THEN c.created_at + interval '2 hours' END, CASE WHEN g % 3 = 0 THEN c.created_at + interval '1 hour' END,
        CASE WHEN g % 20 = 0 THEN c.created_at + interval '3 hours' END
      FROM generate_series(1, $2) g JOIN bc c ON c.n = 1 + (g % $3) JOIN bk k ON k.n = 1 + (g % $4)`,
      [ws, DELIVERIES, CAMPAIGNS, CONTACTS],
    );
    await sql.query(
      `INSERT INTO tracking_events (delivery_id, campaign_id, workspace_id, type, machine, device, client, os, country, city, occurred_at)
      SELECT d.id, d.campaign_id, $1, CASE WHEN g % 5 = 0 THEN 'click' ELSE 'open' END, g % 7 = 0,
        (ARRAY['mobile', 'desktop', 'tablet'])[1 + g % 3], (ARRAY['Gmail', 'Apple Mail', 'Outlook'])[1 + g % 3], (ARRAY['iOS', 'Android', 'Windows', 'Mac OS'])[1 + g % 4],
        (ARRAY['TR', 'DE', 'US', 'GB', 'NL'])[1 + g % 5], (ARRAY['Istanbul', 'Berlin', 'Chicago', 'London', 'Amsterdam', 'Ankara', 'Munich'])[1 + g % 7],
        d.sent_at + (g % 48) * interval '1 hour'
      FROM generate_series(1, $2) g JOIN deliveries d ON d.id = (SELECT min(id) FROM deliveries) + (g % $3)`,
      [ws, EVENTS, DELIVERIES],
    );
    await sql.query(
      `INSERT INTO conversions (workspace_id, event_id, source, contact_id, amount_minor, currency, occurred_at)
      SELECT $1, 'bench-' || g, 'event', k.id, 1000 + g % 50000, 'TRY', now() - (random() * interval '365 days') FROM generate_series(1, $2 / 100) g JOIN bk k ON k.n = 1 + (g % $2)`,
      [ws, CONTACTS],
    );
    // the hits of past months went to the default partition (the months were not made yet): the upkeep moves them
    await instance.ctx.fronts.analytics.maintainPartitions();
    await sql.query('ANALYZE');
  });
  log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const baseline: number[] = [];
  for (let i = 0; i < CALLS; i++) baseline.push((await timed(() => sql.query(`SELECT count(*) FROM deliveries WHERE workspace_id = $1`, [ws])))[0]);
  const base = percentile(baseline, 95);

  const [firstRollup] = await timed(() => instance.ctx.fronts.analytics.refresh());
  log(`first rollup (all history): ${(firstRollup / 1000).toFixed(1)} s`);
  await sql.query(
    `INSERT INTO tracking_events (delivery_id, campaign_id, workspace_id, type, machine, device, client, os, country, occurred_at)
    SELECT d.id, d.campaign_id, $1, 'open', false, 'mobile', 'Gmail', 'iOS', 'TR', now() - (g % 600) * interval '1 second'
    FROM generate_series(1, $2) g JOIN deliveries d ON d.id = (SELECT min(id) FROM deliveries) + (g % $3)`,
    [ws, NEW_EVENTS, DELIVERIES],
  );
  const [catchUp] = await timed(() => instance.ctx.fronts.analytics.refresh());

  const latencies = async (url: string) => {
    const xs: number[] = [];
    await get(url);
    for (let i = 0; i < CALLS; i++) {
      const [ms, res] = await timed(() => get(url));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      xs.push(ms);
    }
    return percentile(xs, 95);
  };
  const p365 = await latencies('/api/analytics/comprehensive?days=365');
  const p30 = await latencies('/api/analytics/comprehensive?days=30');
  const pDash = await latencies('/api/dashboard/realtime?range=7d');
  const rss0 = rssKb(process.pid) ?? 0;
  const [pdfMs, pdf] = await timed(() => get('/api/analytics/export?format=pdf&days=365'));
  const rss1 = rssKb(process.pid) ?? 0;

  const rows: Row[] = [
    { figure: 'baseline count(*) of deliveries p95', value: `${fmt(base, 1)} ms`, target: '', met: null },
    { figure: 'comprehensive days=365 p95', value: `${fmt(p365, 1)} ms (${fmt(p365 / base, 1)}×)`, target: '< 300 ms', met: p365 < 300 },
    { figure: 'comprehensive days=30 p95', value: `${fmt(p30, 1)} ms (${fmt(p30 / base, 1)}×)`, target: '< 100 ms', met: p30 < 100 },
    { figure: 'dashboard range=7d p95', value: `${fmt(pDash, 1)} ms (${fmt(pDash / base, 1)}×)`, target: '< 100 ms', met: pDash < 100 },
    { figure: `rollup catch-up after ${fmt(NEW_EVENTS)} new hits`, value: `${fmt(catchUp / 1000, 1)} s`, target: '< 30 s (1M)', met: catchUp < 30_000 },
    {
      figure: 'PDF export 365 days',
      value: `${fmt(pdfMs / 1000, 2)} s, ${fmt(pdf.rawPayload.length / 1024)} KB, RSS ${fmt(rss1 / 1024)} MB (+${fmt((rss1 - rss0) / 1024)})`,
      target: '< 10 s, < 300 MB',
      met: pdfMs < 10_000 && rss1 < 300 * 1024,
    },
  ];
  printSummary(`analytics (${fmt(CONTACTS)} contacts, ${fmt(DELIVERIES)} deliveries, ${fmt(EVENTS)} hits, ${fmt(CAMPAIGNS)} campaigns)`, rows);
});
