// Crash safety of campaign sending: how many messages a `kill -9` of the server sends twice, and what one recipient's
// failing render does to a campaign. Needs PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and the built server (npm run build -w @ulak/server). Everything is on
// loopback; the database, processes and temp dirs are removed at the end.
//
//  1. An SMTP sink runs as its own process (bench/lib/smtp-sink.mjs) and counts deliveries per recipient address.
//  2. Ulak starts on a fresh database; a workspace on the platinum plan gets one mail server pointing at the sink and a
//     list of RECIPIENTS (default 2,000) contacts.
//  3. RUNS times (default 5): a fresh personalised, open- and click-tracked campaign to the list; kill -9 of the server
//     at a random point between 20 % and 80 % of the messages received at the sink; restart; wait until the campaign is
//     'sent' (the dead process's claims lapse after their 30 s lease). Then from the sink: addresses received twice
//     (duplicates) and missing; from SQL: deliveries sent exactly once, and at the kill: deliveries claimed ('sending')
//     and those of them the sink had already received (delivered but not yet recorded: the ones a restart sends again).
//     The sizes of the result writes (deliveries sharing one sent_at, i.e. one transaction) show "one write's worth";
//     a probe on its own connection commits a one-row insert every 50 ms while the campaign goes out, showing how long
//     a small commit waits for the disk at that moment (what completes meanwhile waits for the next write).
//  4. A campaign whose template exhausts the render memory limit for one recipient only: it must complete with exactly
//     that delivery failed (a template error, one attempt) and every other address received exactly once.
// RUNS, RECIPIENTS and SEED (kill points; random by default) can be set in the environment.
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
  type Row,
  type UlakProcess,
} from './lib/harness.ts';
import { startSink } from './lib/sink.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const N = Number(process.env.RECIPIENTS ?? 2000);
const KILL_BUDGET_S = 60;
const RECOVERY_BUDGET_S = 120;
// what the sender keeps in SMTP flight: 2 loops × 8 concurrent messages (campaigns/sender.ts)
const SMTP_IN_FLIGHT = 16;
const FAILING = 'r7@sink.test';
// doubles a 16-character string 40 times for one recipient: the render's memory limit stops it, for that one only
const FAILING_LIQUID =
  `{% if contact.email == '${FAILING}' %}{% assign s = "xxxxxxxxxxxxxxxx" %}` +
  `{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}{% endif %}`;

const HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Crash</title></head>
<body style="font-family:Arial,sans-serif"><h1>Merhaba {{ contact.first_name }},</h1>
<p>Bahar koleksiyonumuz mağazalarda. {{ contact.first_name }}, bu hafta sonuna kadar %30'a varan indirim var.</p>
<p><a href="https://shop.example.com/bahar?utm_source=ulak&amp;utm_medium=email">Kampanyayı gör</a> ·
<a href="https://shop.example.com/yeni-gelenler">Yeni gelenler</a></p>
<p style="font-size:12px">Bu e-postayı {{ contact.email }} adresine gönderiyoruz.</p>
</body></html>`;

// a small seeded generator (mulberry32) when SEED is set, so kill points can be repeated
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

type RunResult = {
  run: number;
  targetPct: number;
  sinkAtKill: number;
  claimed: number;
  unrecorded: number;
  duplicates: number;
  moreThanTwice: number;
  outsideClaims: number;
  missing: number;
  sentOnce: number;
  events: number;
  writeMax: number;
  writeMedian: number;
  commitMaxMs: number;
  commitMedianMs: number;
  recoveredS: number;
  finished: boolean;
};

// commitProbe commits one single-row insert every 50 ms until stopped and returns each commit's round trip (ms): how
// long a result write of the server, also one small transaction, waits for the disk while the campaign goes out
function commitProbe(c: Awaited<ReturnType<typeof sqlClient>>) {
  const times: number[] = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const t = performance.now();
      await c.query('insert into bench_commit_probe default values');
      times.push(performance.now() - t);
      await sleep(50);
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
      return times;
    },
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const DEADLINE_MS = (4 + RUNS * 3) * 60_000;

run('crash', DEADLINE_MS, async () => {
  const sink = await startSink();
  const db = await createDatabase('crash');
  const dataDir = tempDir('crash');
  const port = await freePort();
  // the sink is on loopback: a workspace mail server there needs the operator's permission for private addresses
  const env = {
    PORT: String(port),
    DATABASE_URL: db.url,
    ULAK_DATA_DIR: dataDir,
    ULAK_SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1',
  };
  let ulak: UlakProcess = await startUlak(env);
  const sql = await sqlClient(db.url);
  const seed = process.env.SEED ? Number(process.env.SEED) : undefined;
  const rand = random(seed);
  log(
    `sink smtp :${sink.smtpPort}, database ${db.name}, Ulak on :${port}; ${RUNS} runs of ${fmt(N)} recipients` + (seed === undefined ? '' : `, SEED ${seed}`),
  );

  const { token, workspaceId } = await registerUser(ulak.url);
  // the sign-up code mail goes out through the relay, i.e. this sink: let it land before the phases are counted
  await sink.waitForMessages(1);
  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [workspaceId]);
  await api(ulak.url, 'POST', '/api/ip-rotation/servers', {
    token,
    body: {
      name: 'bench sink',
      smtpHost: '127.0.0.1',
      smtpPort: sink.smtpPort,
      smtpUser: 'bench',
      secure: 'none',
      dailyLimit: 10_000_000,
    },
  });
  await sql.query(
    `insert into contacts (workspace_id, email, first_name, last_name, consent_source, consent_at)
     select $1, 'r' || g || '@sink.test', (array['Ayşe','Mehmet','Zeynep','Can'])[1 + g % 4],
            (array['Yılmaz','Kaya','Demir'])[1 + g % 3], 'import', now()
     from generate_series(1, ${N}) g`,
    [workspaceId],
  );
  const listId = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'crash') returning id`, [workspaceId])).rows[0].id as string;
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at)
     select $1, id, $2, 'confirmed', now() from contacts where workspace_id = $2`,
    [listId, workspaceId],
  );
  await sql.query('analyze contacts; analyze list_members');
  // the commit probe's own table and connection (not the server's)
  const probeSql = await sqlClient(db.url);
  await probeSql.query('create table bench_commit_probe (at timestamptz not null default now())');

  type CampaignView = { status: string; sent: number; failed: number; recipients: number };
  const createCampaign = async (name: string, html: string) =>
    (
      await api<{ campaign: { id: string } }>(ulak.url, 'POST', '/api/campaigns', {
        token,
        body: {
          name,
          subject: '{{ contact.first_name }}, bahar kampanyamız başladı',
          htmlContent: html,
          listIds: [listId],
          personalizeContent: true,
          trackOpens: true,
          trackClicks: true,
        },
      })
    ).campaign.id;
  const campaignStatus = async (id: string) => (await api<{ campaign: CampaignView }>(ulak.url, 'GET', `/api/campaigns/${id}`, { token })).campaign;
  const waitSent = async (id: string, budgetS: number) => {
    const until = Date.now() + budgetS * 1000;
    for (;;) {
      const c = await campaignStatus(id);
      if (c.status === 'sent') return { finished: true, c };
      if (c.status !== 'sending') throw new Error(`campaign ${id} is ${c.status}`);
      if (Date.now() > until) return { finished: false, c };
      await sleep(250);
    }
  };

  // warm-up (JIT, SMTP pool); not measured
  await sink.reset('warm-up');
  const warmId = await createCampaign('warm-up', HTML);
  await api(ulak.url, 'POST', `/api/campaigns/${warmId}/send`, { token });
  if (!(await waitSent(warmId, 60)).finished) throw new Error('warm-up campaign not sent within 60 s');
  log(`warm-up: ${fmt((await sink.status()).messages)} messages`);

  const results: RunResult[] = [];
  for (let i = 1; i <= RUNS; i++) {
    await sink.reset(`run ${i}`);
    const id = await createCampaign(`crash ${i}`, HTML);
    const target = 0.2 + 0.6 * rand();
    const killAt = Math.round(N * target);
    const c0 = Date.now();
    const probe = commitProbe(probeSql);
    await api(ulak.url, 'POST', `/api/campaigns/${id}/send`, { token });
    let seen = 0;
    for (;;) {
      seen = (await sink.status()).messages;
      if (seen >= killAt) break;
      if (Date.now() - c0 > KILL_BUDGET_S * 1000) {
        throw new Error(`run ${i}: only ${seen} messages in ${KILL_BUDGET_S} s`);
      }
      await sleep(10);
    }
    ulak.child.kill('SIGKILL');
    const tKill = Date.now();
    const commits = await probe.stop();
    await ulak.exited;
    // a result write the database had fully received still commits: let it land, and the sink count the last messages
    await sleep(300);
    // claims of the dead process, and which of them the sink had already received (sent, result not yet saved)
    const claims = (await sql.query(`select id::text id, email from deliveries where campaign_id = $1 and status = 'sending'`, [id])).rows as {
      id: string;
      email: string;
    }[];
    const atKill = await sink.counts();
    const sinkAtKill = Object.values(atKill).reduce((a, b) => a + b, 0);
    const unrecorded = claims.filter((c) => (atKill[c.email] ?? 0) > 0).length;
    log(
      `run ${i}: kill -9 at ${fmt(seen)} messages seen (target ${(target * 100).toFixed(0)} %), ` +
        `${fmt(sinkAtKill)} in the sink after it; ${claims.length} claimed, ${unrecorded} of them already delivered`,
    );

    const tRestart = Date.now();
    ulak = await startUlak(env, `ulak-run${i}`);
    const done = await waitSent(id, RECOVERY_BUDGET_S);
    const recoveredS = (Date.now() - tRestart) / 1000;
    if (!done.finished) log(`run ${i}: NOT sent ${RECOVERY_BUDGET_S} s after the restart (${done.c.sent}/${N})`);

    const rows = (await sql.query(`select id::text id, email, status, sent_at from deliveries where campaign_id = $1`, [id])).rows as {
      id: string;
      email: string;
      status: string;
      sent_at: Date | null;
    }[];
    const [ev] = (await sql.query(`select count(*)::int n from engagement_events where campaign_id = $1 and type = 'sent'`, [id])).rows as { n: number }[];
    // one result write is one transaction: its rows share sent_at (now() of the transaction)
    const writes = (
      await sql.query(
        `select count(*)::int n from deliveries where campaign_id = $1 and status = 'sent' and sent_at < $2
         group by sent_at`,
        [id, new Date(tKill)],
      )
    ).rows.map((r) => r.n as number);
    const counts = await sink.counts();
    const claimedSet = new Set(claims.map((c) => c.email));
    let duplicates = 0;
    let moreThanTwice = 0;
    let outsideClaims = 0;
    let missing = 0;
    let sentOnce = 0;
    for (const r of rows) {
      const n = counts[r.email] ?? 0;
      if (r.status === 'sent') sentOnce += 1;
      if (n === 0) missing += 1;
      if (n > 1) {
        duplicates += 1;
        if (!claimedSet.has(r.email)) outsideClaims += 1;
      }
      if (n > 2) moreThanTwice += 1;
    }
    const res: RunResult = {
      run: i,
      targetPct: target * 100,
      sinkAtKill,
      claimed: claims.length,
      unrecorded,
      duplicates,
      moreThanTwice,
      outsideClaims,
      missing,
      sentOnce: rows.length === N ? sentOnce : -1,
      events: ev.n,
      writeMax: writes.length ? Math.max(...writes) : 0,
      writeMedian: writes.length ? percentile(writes, 50) : 0,
      commitMaxMs: commits.length ? Math.max(...commits) : 0,
      commitMedianMs: commits.length ? percentile(commits, 50) : 0,
      recoveredS,
      finished: done.finished,
    };
    results.push(res);
    log(
      `run ${i}: ${done.finished ? 'sent' : 'NOT sent'} ${fmt(recoveredS, 1)} s after the restart; ` +
        `${duplicates} received twice (${outsideClaims} outside the claims), ${missing} missing, ` +
        `${fmt(sentOnce)}/${fmt(N)} sent in SQL, ${fmt(ev.n)} 'sent' events; ` +
        `writes before the kill: ${writes.length}, median ${res.writeMedian}, max ${res.writeMax} results; ` +
        `probe commits while sending: median ${fmt(res.commitMedianMs)} ms, max ${fmt(res.commitMaxMs)} ms`,
    );
  }

  // one recipient whose render fails (memory limit): that delivery fails, the rest go out once
  await sink.reset('failing');
  const failId = await createCampaign('failing recipient', HTML.replace('</body>', `${FAILING_LIQUID}</body>`));
  const pid = ulak.pid;
  await api(ulak.url, 'POST', `/api/campaigns/${failId}/send`, { token });
  const fail = await waitSent(failId, RECOVERY_BUDGET_S);
  const failedRows = (await sql.query(`select email, attempts, error from deliveries where campaign_id = $1 and status <> 'sent'`, [failId])).rows as {
    email: string;
    attempts: number;
    error: string | null;
  }[];
  const failCounts = await sink.counts();
  const others = Object.entries(failCounts).filter(([a]) => a !== FAILING);
  const othersOnce = others.filter(([, n]) => n === 1).length;
  const onlyFailing = failedRows.length === 1 && failedRows[0].email === FAILING;
  const templateError = onlyFailing && /^Template error/.test(failedRows[0].error ?? '') && failedRows[0].attempts === 1;
  const notSent = failedRows.map((r) => `${r.email} (attempts ${r.attempts}: ${String(r.error).slice(0, 100)})`);
  const samePid = ulak.pid === pid && ulak.child.exitCode === null;
  log(
    `failing recipient: campaign ${fail.c.status}, ${fmt(fail.c.sent)} sent / ${fail.c.failed} failed; not sent: ` +
      (notSent.join('; ') || '-') +
      `; sink: ${fmt(others.length)} other addresses, ${fmt(othersOnce)} exactly once, ` +
      `${FAILING} received ${failCounts[FAILING] ?? 0}; server process ${samePid ? 'unchanged' : 'CHANGED'}`,
  );
  await ulak.stop('SIGTERM');

  console.log('\nper run');
  const head = [
    'run',
    'kill at',
    'sink at kill',
    'claimed',
    'delivered unrecorded',
    'duplicates',
    'outside claims',
    'missing',
    'sent once (SQL)',
    'write max/median',
    'commit ms max/median',
    'sent after restart',
  ];
  const table = results.map((r) => [
    String(r.run),
    `${r.targetPct.toFixed(0)} %`,
    fmt(r.sinkAtKill),
    String(r.claimed),
    String(r.unrecorded),
    String(r.duplicates) + (r.moreThanTwice ? ` (${r.moreThanTwice} > 2)` : ''),
    String(r.outsideClaims),
    String(r.missing),
    r.sentOnce < 0 ? '?' : `${fmt(r.sentOnce)}/${fmt(N)}`,
    `${r.writeMax}/${r.writeMedian}`,
    `${fmt(r.commitMaxMs)}/${fmt(r.commitMedianMs)}`,
    r.finished ? `${fmt(r.recoveredS, 1)} s` : 'no',
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...table.map((row) => row[c].length)));
  const line = (cells: string[]) => '  ' + cells.map((x, c) => x.padEnd(widths[c])).join('  ');
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));

  const dups = results.map((r) => r.duplicates);
  const dupSummary = `${Math.min(...dups)}/${percentile(dups, 50)}/${Math.max(...dups)}`;
  console.log(
    `\nduplicates per kill: ${dupSummary} (min/median/max) over ${RUNS} runs ` +
      `(in flight bound: ${SMTP_IN_FLIGHT} in SMTP + one write's worth; largest write seen: ` +
      `${Math.max(...results.map((r) => r.writeMax))} results)`,
  );
  const allSent = results.every((r) => r.finished && r.sentOnce === N && r.events === N);
  const rowsOut: Row[] = [
    { figure: `duplicates per kill (min/median/max, ${RUNS} runs)`, value: dupSummary, target: '-', met: null },
    {
      figure: 'claimed at the kill (min/median/max)',
      value:
        `${Math.min(...results.map((r) => r.claimed))}/${percentile(
          results.map((r) => r.claimed),
          50,
        )}/` + `${Math.max(...results.map((r) => r.claimed))}`,
      target: '-',
      met: null,
    },
    {
      figure: 'duplicates = delivered but unrecorded at the kill',
      value: results.map((r) => `${r.duplicates}=${r.unrecorded}`).join(' '),
      target: 'equal',
      met: results.every((r) => r.duplicates === r.unrecorded),
    },
    {
      // each of the 2 loops can lose the write in progress and the results waiting for it; the largest write of the
      // run before the kill stands for "one write's worth"
      figure: `duplicates <= ${SMTP_IN_FLIGHT} + 2 loops x largest write`,
      value: results.map((r) => `${r.duplicates}<=${SMTP_IN_FLIGHT + 2 * r.writeMax}`).join(' '),
      target: 'each run',
      met: results.every((r) => r.duplicates <= SMTP_IN_FLIGHT + 2 * r.writeMax),
    },
    {
      figure: 'duplicates outside the claims / more than twice',
      value: `${sum(results.map((r) => r.outsideClaims))} / ${sum(results.map((r) => r.moreThanTwice))}`,
      target: '0 / 0',
      met: results.every((r) => r.outsideClaims === 0 && r.moreThanTwice === 0),
    },
    {
      figure: 'missing at the sink',
      value: String(sum(results.map((r) => r.missing))),
      target: '0',
      met: results.every((r) => r.missing === 0),
    },
    {
      figure: 'every delivery sent exactly once (SQL, events)',
      value: results.map((r) => `${r.sentOnce < 0 ? '?' : r.sentOnce}/${r.events}`).join(' '),
      target: `${N}/${N}`,
      met: allSent,
    },
    {
      figure: 'failing recipient: campaign sent, that one failed',
      value: `${fail.c.status}, ${fail.c.failed} failed (${failedRows.map((r) => r.email).join(', ') || '-'})`,
      target: `sent, 1 (${FAILING})`,
      met: fail.finished && onlyFailing && templateError,
    },
    {
      figure: 'failing recipient: every other address once',
      value: `${fmt(othersOnce)}/${fmt(N - 1)}, failing one received ${failCounts[FAILING] ?? 0}`,
      target: `${fmt(N - 1)}/${fmt(N - 1)}, 0`,
      met: othersOnce === N - 1 && others.length === N - 1 && !failCounts[FAILING],
    },
  ];
  printSummary('crash summary', rowsOut);
  if (rowsOut.some((r) => r.met === false)) process.exitCode = 1;
});
