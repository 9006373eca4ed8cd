// Crash safety of SMS campaigns: `kill -9` of the server in the middle of a campaign, a restart, and then how many
// recipients got nothing (lost) or two messages (duplicates), against the messages in flight at the kill — the ones
// the provider had accepted while their rows were still queued (sent, answer not yet written). Needs PostgreSQL
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres); the server is bundled from the last commit
// (bench/lib/sms-sink.ts, bundleServer) and the Twilio-style stand-in runs in its own process. All on loopback.
//
// RUNS times (default 3), a campaign to RECIPIENTS (default 20,000) contacts with SMS consent: kill -9 when the
// stand-in has received a random 20–80 % of them, read the queued rows of the dead process, restart, wait until the
// campaign is sent (the dead process's batch claims lapse after their 60 s lease), compare per number.
import {
  api,
  createDatabase,
  fmt,
  freePort,
  log,
  printSummary,
  registerUser,
  run,
  sleep,
  sqlClient,
  startUlak,
  tempDir,
  type Row,
  type UlakProcess,
} from './lib/harness.ts';
import { bundleServer } from './lib/server-bundle.ts';
import { SMS_ACCOUNT, seedSmsAudience, startSmsSink } from './lib/sms-sink.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const N = Number(process.env.RECIPIENTS ?? 20_000);
const TEXT = 'Kış indirimi: bu hafta tüm ürünlerde %40.';

run('channels-crash', (5 + RUNS * 5) * 60_000, async () => {
  const sink = await startSmsSink();
  const db = await createDatabase('chcrash');
  const port = await freePort();
  const entry = await bundleServer('channels-crash');
  const env = { PORT: String(port), DATABASE_URL: db.url, ULAK_DATA_DIR: tempDir('chcrash'), ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' };
  let ulak: UlakProcess = await startUlak(env, 'ulak', { entry });
  const sql = await sqlClient(db.url);
  const { token, workspaceId } = await registerUser(ulak.url);
  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [workspaceId]);
  await api(ulak.url, 'PUT', '/api/channels/sms', { token, body: { baseUrl: sink.url, ...SMS_ACCOUNT, from: 'ULAK' } });
  const listId = await seedSmsAudience(sql, workspaceId, N, { list: 'crash', emailPrefix: 'c', phonePrefix: '+90533' });
  const phones = new Set((await sql.query(`select phone from contacts where workspace_id = $1`, [workspaceId])).rows.map((r) => String(r.phone)));
  log(`Ulak on :${port}, database ${db.name}; ${RUNS} runs of ${fmt(N)} recipients`);

  const results: {
    run: number;
    pct: number;
    atKill: number;
    inFlight: number;
    queued: number;
    duplicates: number;
    outside: number;
    lost: number;
    recoveredS: number;
  }[] = [];
  for (let i = 1; i <= RUNS; i++) {
    await sink.reset();
    await sql.query(`update channel_usage set used = 0 where workspace_id = $1`, [workspaceId]);
    const id = (
      await api<{ campaign: { id: string } }>(ulak.url, 'POST', '/api/channels/campaigns', {
        token,
        body: { name: `crash ${i}`, channel: 'sms', text: TEXT, listId },
      })
    ).campaign.id;
    const pct = 20 + Math.random() * 60;
    const killAt = Math.round((N * pct) / 100);
    await api(ulak.url, 'POST', `/api/channels/campaigns/${id}/send`, { token });
    const t0 = Date.now();
    while ((await sink.status()).messages < killAt) {
      if (Date.now() - t0 > 10 * 60_000) throw new Error(`run ${i}: only ${(await sink.status()).messages} messages in 10 minutes`);
      await sleep(5);
    }
    ulak.child.kill('SIGKILL');
    await ulak.exited;
    await sleep(300);
    const atKill = await sink.counts();
    // rows the dead process left queued: written before the provider call, answer not recorded; those whose number the
    // stand-in already has were sent (in flight at the kill): the only ones a restart may send twice
    const queued = (await sql.query(`select to_address from channel_messages where campaign_id = $1 and status = 'queued'`, [id])).rows.map((r) =>
      String(r.to_address),
    );
    const inFlight = new Set(queued.filter((to) => atKill[to]));
    const sending = (await sql.query(`select count(*)::int n from channel_campaign_batches where campaign_id = $1 and status = 'sending'`, [id])).rows[0]
      .n as number;
    log(
      `run ${i}: kill -9 at ${fmt(Object.keys(atKill).length)} numbers (target ${pct.toFixed(0)} %); ${sending} batches claimed, ${queued.length} rows queued, ` +
        `${inFlight.size} of them already at the provider`,
    );
    const tRestart = Date.now();
    ulak = await startUlak(env, `ulak-run${i}`, { entry });
    for (;;) {
      const c = await api<{ campaign: { status: string } }>(ulak.url, 'GET', `/api/channels/campaigns/${id}`, { token });
      if (c.campaign.status === 'sent') break;
      if (Date.now() - tRestart > 5 * 60_000) throw new Error(`run ${i}: not sent 5 minutes after the restart`);
      await sleep(500);
    }
    const recoveredS = (Date.now() - tRestart) / 1000;
    const counts = await sink.counts();
    let duplicates = 0;
    let outside = 0;
    let lost = 0;
    for (const p of phones) {
      const n = counts[p] ?? 0;
      if (!n) lost += 1;
      if (n > 1) {
        duplicates += 1;
        if (!inFlight.has(p)) outside += 1;
      }
    }
    results.push({ run: i, pct, atKill: Object.keys(atKill).length, inFlight: inFlight.size, queued: queued.length, duplicates, outside, lost, recoveredS });
    log(`run ${i}: sent ${fmt(recoveredS, 1)} s after the restart; ${lost} lost, ${duplicates} twice (${outside} outside the in-flight ones)`);
  }
  const rows: Row[] = results.map((r) => ({
    figure: `run ${r.run}: kill at ${fmt(r.atKill)} / ${fmt(N)}; in flight ${r.inFlight} (queued ${r.queued})`,
    value: `${r.lost} lost, ${r.duplicates} twice`,
    target: `0 lost, ≤ ${r.inFlight} twice`,
    met: r.lost === 0 && r.duplicates <= r.inFlight && r.outside === 0,
  }));
  rows.push({
    figure: 'recovery after restart (the dead claims lapse after 60 s)',
    value: results.map((r) => `${fmt(r.recoveredS, 0)} s`).join(', '),
    target: '',
    met: null,
  });
  printSummary('SMS campaign crash (kill -9, PostgreSQL)', rows);
});
