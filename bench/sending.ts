// Campaign sending throughput, memory and crash safety, against a bare nodemailer client measured in the same run.
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and the built server
// (npm run build -w @ulak/server). Everything is on loopback; the database, processes and temp dirs are removed at the end.
//
//  1. An SMTP sink runs as its own process (bench/lib/smtp-sink.mjs) and counts deliveries per recipient.
//  2. Ulak (node apps/server/dist/main.js) starts on a fresh database; a user registers through the API, its workspace
//     gets the platinum plan and one mail server pointing at the sink (POST /api/ip-rotation/servers).
//  3. Warm-up: a 1,000-recipient campaign (also yields one real message, whose size the baseline copies).
//  4. Baseline: bench/lib/baseline-sender.mjs, a pooled nodemailer client (5 connections, maxMessages Infinity), sends
//     N messages of the same size to the same sink.
//  5. Ulak: a personalised, open- and click-tracked campaign to N list contacts (POST /api/campaigns, /send) until
//     GET /api/campaigns/:id says sent; RSS of the server sampled every 200 ms.
//  6. Crash: another N-recipient campaign, kill -9 at ~40 % sent (inside a 200-delivery batch), restart, wait until sent; SQL and the sink's
//     per-address counts show every delivery sent exactly once, nobody missing, and who got a second copy.
// RECIPIENTS (default 100000) and KILL_AT (default 0.4) can be overridden for a quick run. Each wait has a budget
// (MAIN_BUDGET_S: by default the time needed at 0.70 × the baseline's rate plus a fifth, at least 150 s; KILL_BUDGET_S 60, RECOVERY_BUDGET_S 160): a campaign not sent in time is reported as such,
// cancelled, and checked on what it did send, so the run stays bounded. MAIL_PATH=platform sends through the
// instance relay (ULAK_SMTP_URL, pooled the same way) instead of a workspace mail server: a cross-check that takes the
// workspace-server transport cache out of the picture; the targets refer to the default path.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
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
  root,
  rssKb,
  rssSampler,
  run,
  sleep,
  sqlClient,
  startUlak,
  tempDir,
  type Row,
  type UlakProcess,
} from './lib/harness.ts';
import { startSink } from './lib/sink.ts';

const N = Number(process.env.RECIPIENTS ?? 100_000);
const KILL_AT = Number(process.env.KILL_AT ?? 0.4);
// time budgets keep the whole run under 10 minutes even when sending stalls
// default: the time Ulak needs at the target ratio (0.70 × the baseline's rate) plus a fifth, at least 150 s
const MAIN_BUDGET_S = process.env.MAIN_BUDGET_S ? Number(process.env.MAIN_BUDGET_S) : undefined;
const KILL_BUDGET_S = Number(process.env.KILL_BUDGET_S ?? 60);
const RECOVERY_BUDGET_S = Number(process.env.RECOVERY_BUDGET_S ?? 160);
const WARMUP = 1000;
const PLATFORM = process.env.MAIL_PATH === 'platform';
const FIRST = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Ahmet',
  'Fatma',
  'Emre',
  'Merve',
  'Can',
  'Deniz',
  'Burak',
  'Selin',
  'Oğuz',
  'Ece',
  'Kerem',
  'Derya',
  'Hakan',
  'Gül',
  'Tolga',
];
const LAST = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Koç', 'Kurt', 'Özdemir'];
const SUBJECT_SUFFIX = ', bahar kampanyamız başladı';

const HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Spring</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;margin:24px 0">
<tr><td style="padding:32px 40px 8px"><h1 style="font-size:24px;color:#1c2434;margin:0">Merhaba {{ contact.first_name }},</h1></td></tr>
<tr><td style="padding:8px 40px;color:#3d4656;font-size:15px;line-height:1.6">
<p>Bahar koleksiyonumuz mağazalarda ve sitemizde. {{ contact.first_name }}, sizin için seçtiğimiz ürünlerde bu hafta sonuna kadar
%30'a varan indirim var. Kargo 500 TL üzeri siparişlerde ücretsiz; iade süresi 30 gün.</p>
<p>Yeni sezonda öne çıkanlar: hafif ceketler, keten gömlekler, pamuklu elbiseler ve rahat yürüyüş ayakkabıları. Her ürünün
sayfasında beden tablosu ve müşteri yorumları bulunuyor; sorularınız için canlı destek hafta içi 09:00–18:00 arası açık.</p>
</td></tr>
<tr><td align="center" style="padding:16px 40px">
<a href="https://shop.example.com/bahar?utm_source=ulak&amp;utm_medium=email" style="display:inline-block;background:#2f6fed;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold">Kampanyayı gör</a>
</td></tr>
<tr><td style="padding:8px 40px;color:#3d4656;font-size:14px;line-height:1.6">
<p><a href="https://shop.example.com/yeni-gelenler" style="color:#2f6fed">Yeni gelenler</a> ·
<a href="https://shop.example.com/blog/bahar-stil-rehberi" style="color:#2f6fed">Bahar stil rehberi</a> ·
<a href="https://shop.example.com/hesabim" style="color:#2f6fed">Hesabım</a></p>
<p style="font-size:12px;color:#868e96">Bu e-postayı {{ contact.email }} adresine, bültenimize kaydolduğunuz için gönderiyoruz.
Örnek Mağazacılık A.Ş., Büyükdere Cad. No: 1, Şişli, İstanbul.</p>
</td></tr>
</table></td></tr></table>
</body></html>`;

async function runBaseline(cfg: Record<string, unknown>): Promise<{ ms: number; sent: number; failed: number; cpuS: number; maxRssKb: number }> {
  const dir = tempDir('baseline');
  const file = path.join(dir, 'config.json');
  fs.writeFileSync(file, JSON.stringify(cfg));
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/baseline-sender.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup('stop baseline', () => void (child.exitCode === null && child.kill('SIGKILL')));
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.once('exit', r));
  const m = /DONE (\{.*\})/.exec(out);
  if (!m) throw new Error(`baseline sender failed: ${out}`);
  return JSON.parse(m[1]);
}

// the whole run: the baseline, the campaign and the crash test take about 9 minutes on a 2-core machine where the baseline
// reaches ~700 emails/s
const DEADLINE_MS = 14 * 60_000;
const deadlineAt = Date.now() + DEADLINE_MS;
const secondsLeft = () => (deadlineAt - Date.now()) / 1000;

run('sending', DEADLINE_MS, async () => {
  const sink = await startSink();
  const db = await createDatabase('sending');
  const dataDir = tempDir('sending');
  const port = await freePort();
  // PLATFORM mode: no workspace mail server; campaigns go through the instance relay (ULAK_SMTP_URL), pooled like a
  // workspace server (5 connections, 1000 messages each). A cross-check, not the benchmark the targets refer to.
  const relay = PLATFORM
    ? `smtp://127.0.0.1:${sink.smtpPort}/?pool=true&maxConnections=5&maxMessages=1000&ignoreTLS=true`
    : `smtp://127.0.0.1:${sink.smtpPort}`;
  // the sink is on loopback: a workspace mail server there needs the operator's permission for private addresses
  const env = { PORT: String(port), DATABASE_URL: db.url, ULAK_DATA_DIR: dataDir, ULAK_SMTP_URL: relay, ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' };
  log(
    `sink smtp :${sink.smtpPort}, database ${db.name}, starting Ulak on :${port}${PLATFORM ? ' (MAIL_PATH=platform: campaigns through the instance relay, no workspace mail server)' : ''}`,
  );
  let ulak: UlakProcess = await startUlak(env);
  let serverPid: number | undefined = ulak.pid;
  const rss = rssSampler(() => serverPid, 200);
  const idleRssMb = (rssKb(ulak.pid) ?? 0) / 1024;
  const sql = await sqlClient(db.url);

  // account, plan, mail server
  const { token, workspaceId } = await registerUser(ulak.url);
  // the sign-up code mail goes out through the relay, i.e. this sink: let it land before the phases are counted
  await sink.waitForMessages(1);
  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [workspaceId]);
  const serverId = PLATFORM
    ? undefined
    : (
        await api<{ server: { id: string } }>(ulak.url, 'POST', '/api/ip-rotation/servers', {
          token,
          body: { name: 'bench sink', smtpHost: '127.0.0.1', smtpPort: sink.smtpPort, smtpUser: 'bench', secure: 'none', dailyLimit: 10_000_000 },
        })
      ).server.id;

  // contacts and lists straight in SQL
  let t = performance.now();
  const names = (prefix: string) =>
    `'${prefix}' || g || '@sink.test', (array[${FIRST.map((n) => `'${n}'`).join(',')}])[1 + g % ${FIRST.length}], (array[${LAST.map((n) => `'${n}'`).join(',')}])[1 + g % ${LAST.length}]`;
  await sql.query(
    `insert into contacts (workspace_id, email, first_name, last_name, consent_source, consent_at) select $1, ${names('r')}, 'import', now() from generate_series(1, ${N}) g`,
    [workspaceId],
  );
  await sql.query(
    `insert into contacts (workspace_id, email, first_name, last_name, consent_source, consent_at) select $1, ${names('w')}, 'import', now() from generate_series(1, ${WARMUP}) g`,
    [workspaceId],
  );
  const list = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'bench') returning id`, [workspaceId])).rows[0].id as string;
  const warmList = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'warm-up') returning id`, [workspaceId])).rows[0].id as string;
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at) select $1, id, $2, 'confirmed', now() from contacts where workspace_id = $2 and email like 'r%'`,
    [list, workspaceId],
  );
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at) select $1, id, $2, 'confirmed', now() from contacts where workspace_id = $2 and email like 'w%'`,
    [warmList, workspaceId],
  );
  await sql.query('analyze contacts; analyze list_members');
  log(`${fmt(N + WARMUP)} contacts and 2 lists loaded in ${fmt((performance.now() - t) / 1000, 1)} s`);

  const createCampaign = async (name: string, listId: string) =>
    (
      await api<{ campaign: { id: string } }>(ulak.url, 'POST', '/api/campaigns', {
        token,
        body: {
          name,
          subject: `{{ contact.first_name }}${SUBJECT_SUFFIX}`,
          htmlContent: HTML,
          listIds: [listId],
          personalizeContent: true,
          trackOpens: true,
          trackClicks: true,
        },
      })
    ).campaign.id;
  type CampaignView = { status: string; sent: number; failed: number; recipients: number };
  const campaignStatus = async (id: string) => (await api<{ campaign: CampaignView }>(ulak.url, 'GET', `/api/campaigns/${id}`, { token })).campaign;
  // why a campaign is waiting: deliveries with an error or in flight, and the mail server's pause
  const explainWait = async (id: string) => {
    const waiting = (
      await sql.query(
        `select status, coalesce(error, '') error, count(*)::int n, min(coalesce(next_attempt_at, claimed_until)) until from deliveries
         where campaign_id = $1 and (error is not null or status = 'sending') group by 1, 2 order by 3 desc limit 3`,
        [id],
      )
    ).rows;
    const [srv = {}] = (await sql.query(`select paused_until, last_error from mail_servers where workspace_id = $1`, [workspaceId])).rows;
    for (const w of waiting)
      log(
        `    ${fmt(w.n)} ${w.status}, next try ${(w.until as Date | null)?.toISOString().slice(11, 19) ?? '-'}: ${String(w.error).slice(0, 120) || '(in flight)'}`,
      );
    if (srv.paused_until && (srv.paused_until as Date) > new Date())
      log(`    mail server paused until ${(srv.paused_until as Date).toISOString().slice(11, 19)}: ${String(srv.last_error).slice(0, 120)}`);
  };
  /** Polls GET /api/campaigns/:id until sent or the budget is spent; logs progress and reasons for waiting every 10 s. */
  const waitSent = async (id: string, budgetMs: number, everyMs = 500, tick?: () => Promise<void>) => {
    const started = Date.now();
    let lastReport = Date.now();
    for (;;) {
      const c = await campaignStatus(id);
      if (c.status === 'sent') return { finished: true, c };
      if (c.status !== 'sending') throw new Error(`campaign ${id} is ${c.status}`);
      if (tick) await tick();
      if (Date.now() - lastReport >= 10_000) {
        lastReport = Date.now();
        log(
          `  progress: ${fmt(c.sent)}/${fmt(c.recipients)} sent, sink ${fmt((await sink.status()).messages)} messages, server RSS ${serverPid ? fmt((rssKb(serverPid) ?? 0) / 1024) : '-'} MB`,
        );
        await explainWait(id);
      }
      if (Date.now() - started > budgetMs) return { finished: false, c };
      await sleep(everyMs);
    }
  };
  /** Cancels an unfinished campaign (queued deliveries become skipped) and waits until nothing of it is in flight. */
  const cancelAndSettle = async (id: string, staleIds: string[] = []) => {
    await api(ulak.url, 'POST', `/api/campaigns/${id}/cancel`, { token });
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      const [{ n }] = (
        await sql.query(`select count(*)::int n from deliveries where campaign_id = $1 and status = 'sending' and not (id = any($2::bigint[]))`, [id, staleIds])
      ).rows;
      if (n === 0) return;
      await sleep(200);
    }
  };
  /** Sets the mail server active again, as an operator would, when an earlier phase left it paused. */
  const ensureActive = async (before: string) => {
    if (!serverId) return;
    const [{ p }] = (await sql.query(`select paused_until > now() p from mail_servers where id = $1`, [serverId])).rows;
    if (!p) return;
    log(`mail server is paused; setting it active (PATCH /api/ip-rotation/servers/:id) before ${before}`);
    // port and daily limit are repeated: a PATCH without them resets them to 587 and 1,000 (the schema's defaults survive .partial())
    await api(ulak.url, 'PATCH', `/api/ip-rotation/servers/${serverId}`, {
      token,
      body: { status: 'active', smtpPort: sink.smtpPort, dailyLimit: 10_000_000 },
    });
  };
  const activeRate = async () => {
    const s = await sink.status();
    return { rate: s.activeSeconds ? s.messages / s.activeSeconds : 0, activeSeconds: s.activeSeconds };
  };

  // warm-up campaign: JIT, pools, and one real message to copy the size from
  await sink.reset('warm-up');
  const warmId = await createCampaign('warm-up', warmList);
  t = performance.now();
  await api(ulak.url, 'POST', `/api/campaigns/${warmId}/send`, { token });
  const warmDone = await waitSent(warmId, 30_000, 200);
  if (!warmDone.finished) {
    log(`warm-up: not sent within 30 s (${warmDone.c.sent}/${WARMUP}); cancelled, it only has to warm up and give one message`);
    await cancelAndSettle(warmId);
  }
  const warm = await sink.status();
  if (!warm.messages) throw new Error('warm-up: the sink got no message');
  const parsed = await simpleParser(await sink.sample());
  log(`warm-up: ${warm.messages} messages in ${fmt((performance.now() - t) / 1000, 1)} s, ${fmt(warm.avgBytes)} bytes each`);
  if (!String(parsed.html).includes('/t/o/') || !String(parsed.html).includes('/t/c/'))
    throw new Error('warm-up message has no tracking pixel or tracked links');
  const unsub = /<([^>]+)>/.exec(String(parsed.headers.get('list-unsubscribe') ?? ''))?.[1] ?? '';

  // baseline: bare pooled nodemailer, same sink, same size
  await sink.reset('baseline');
  const sinkCpu0 = cpuSeconds(sink.pid);
  log(`baseline: bare nodemailer pool (5 connections, maxMessages Infinity) sending ${fmt(N)} messages`);
  const base = await runBaseline({
    smtpPort: sink.smtpPort,
    count: N,
    from: parsed.from?.text ?? 'Ulak <no-reply@ulak.local>',
    subjectSuffix: SUBJECT_SUFFIX,
    html: parsed.html,
    text: parsed.text,
    unsubscribeUrl: unsub,
    firstNames: FIRST,
    lastNames: LAST,
    inFlight: 64,
  });
  const baseSink = await sink.status();
  const baseSinkCpu = cpuSeconds(sink.pid) - sinkCpu0;
  if (base.sent !== N || baseSink.messages !== N) throw new Error(`baseline: ${base.sent} sent, sink got ${baseSink.messages}`);
  const baseRate = N / (base.ms / 1000);
  const baseActive = await activeRate();
  log(
    `baseline: ${fmt(baseRate)} emails/s (${fmt(base.ms / 1000, 1)} s; ${fmt(baseActive.rate)} /s over ${baseActive.activeSeconds} active sink seconds), ${fmt(baseSink.avgBytes)} bytes/message, client cpu ${fmt(base.cpuS, 1)} s, sink cpu ${fmt(baseSinkCpu, 1)} s, client max RSS ${fmt(base.maxRssKb / 1024)} MB`,
  );

  // Ulak: N-recipient campaign (a mail server paused during the warm-up is set active again first)
  await ensureActive('the campaign');
  await sink.reset('campaign');
  const mainId = await createCampaign('spring', list);
  rss.reset();
  const cpu0 = { ulak: cpuSeconds(ulak.pid), sink: cpuSeconds(sink.pid), pg: cpuByComm('postgres') };
  const budgetS = MAIN_BUDGET_S ?? Math.max(150, Math.ceil((1.2 * N) / (0.7 * baseRate)));
  log(`Ulak: sending a ${fmt(N)}-recipient personalised, tracked campaign (budget up to ${fmt(budgetS)} s)`);
  const t0 = performance.now();
  await api(ulak.url, 'POST', `/api/campaigns/${mainId}/send`, { token });
  const tResolved = performance.now();
  // evidence for a stall: does mail_servers.updated_at move while sending? (the sender keys its pooled transport on it)
  const stamps: number[] = [];
  const stampTick = async () => {
    if (!serverId || stamps.length >= 2 || performance.now() - tResolved < 2000 * (stamps.length + 1)) return;
    const [{ u }] = (await sql.query(`select updated_at u from mail_servers where id = $1`, [serverId])).rows;
    stamps.push((u as Date).getTime());
    if (stamps.length === 2) log(`  mail_servers.updated_at moved ${fmt((stamps[1] - stamps[0]) / 1000, 1)} s in 2 s of sending (no settings were changed)`);
  };
  // leave the crash test at least 250 s of the run's deadline
  const mainBudget = Math.max(30, Math.min(budgetS, secondsLeft() - 250));
  const main = await waitSent(mainId, mainBudget * 1000, 500, stampTick);
  const t2 = performance.now();
  const cpu1 = { ulak: cpuSeconds(ulak.pid), sink: cpuSeconds(sink.pid), pg: cpuByComm('postgres') };
  const mainPeakMb = rss.peakMb();
  if (!main.finished) {
    log(`Ulak: NOT sent within the ${fmt(mainBudget)} s budget (${fmt(main.c.sent)}/${fmt(N)}); cancelling it`);
    await explainWait(mainId);
    await cancelAndSettle(mainId);
  }
  const mainSink = await sink.status();
  const mainActive = await activeRate();
  const mainTimeline = (await (await fetch(`http://127.0.0.1:${sink.httpPort}/timeline`)).json()) as [number, number][];
  const sentMain = main.finished ? N : main.c.sent;
  const ulakRate = sentMain / ((t2 - t0) / 1000);
  const ulakSteadyRate = sentMain / ((t2 - tResolved) / 1000);
  log(
    `Ulak: ${fmt(ulakRate)} emails/s ${main.finished ? 'end to end' : 'effective (unfinished)'} (${fmt(sentMain)} in ${fmt((t2 - t0) / 1000, 1)} s; /send answered after ${fmt((tResolved - t0) / 1000, 1)} s; ` +
      `${fmt(mainActive.rate)} /s over ${mainActive.activeSeconds} active sink seconds), sink ${fmt(mainSink.messages)} messages of ${fmt(mainSink.avgBytes)} bytes`,
  );
  if (mainTimeline.length) {
    const startSec = mainTimeline[0][0];
    const bursts: string[] = [];
    let from = -1;
    let prev = -10;
    let n = 0;
    for (const [sec, c] of mainTimeline.sort((a, b) => a[0] - b[0])) {
      if (sec - prev > 2) {
        if (from >= 0) bursts.push(`+${from - startSec}..+${prev - startSec} s: ${fmt(n)}`);
        from = sec;
        n = 0;
      }
      n += c;
      prev = sec;
    }
    bursts.push(`+${from - startSec}..+${prev - startSec} s: ${fmt(n)}`);
    log(`sink receive bursts (gaps > 2 s split them): ${bursts.join('; ')}`);
  }
  log(
    `CPU during the campaign: ulak ${fmt(cpu1.ulak - cpu0.ulak, 1)} s, all postgres processes on the machine ${fmt(cpuDelta(cpu0.pg, cpu1.pg), 1)} s (other databases included), sink ${fmt(cpu1.sink - cpu0.sink, 1)} s over ${fmt((t2 - t0) / 1000, 1)} s wall`,
  );
  log(`RSS: idle after start ${fmt(idleRssMb)} MB, peak during the campaign ${fmt(mainPeakMb)} MB (${rss.samples()} samples)`);
  const retries = (await sql.query(`select attempts, count(*)::int n from deliveries where campaign_id = $1 group by 1 order by 1`, [mainId])).rows;
  log(`main campaign deliveries by attempts: ${retries.map((r) => `${r.attempts}: ${fmt(r.n)}`).join(', ')}`);
  if (main.finished && (mainSink.messages !== N || mainSink.distinct !== N))
    throw new Error(`campaign: sink got ${mainSink.messages} messages for ${mainSink.distinct} addresses, expected ${N}`);

  // crash test (a mail server paused by the campaign above is set active again first)
  await ensureActive('the crash test');
  await sink.reset('crash');
  const crashId = await createCampaign('crash', list);
  log(`crash test: ${fmt(N)}-recipient campaign, kill -9 at ${Math.round(KILL_AT * 100)} % (or, after ${KILL_BUDGET_S} s, while a batch is going out)`);
  // the sender claims batches of 200 and sends each fully before the next claim: +100 puts the kill inside a batch
  const killAt = Math.ceil(N * KILL_AT) + 100;
  const c0 = Date.now();
  await api(ulak.url, 'POST', `/api/campaigns/${crashId}/send`, { token });
  let lastSeen = 0;
  for (;;) {
    const m = (await sink.status()).messages;
    const elapsed = (Date.now() - c0) / 1000;
    if (m >= killAt) break;
    if (elapsed > KILL_BUDGET_S && m > lastSeen && lastSeen > 0) break;
    if (elapsed > KILL_BUDGET_S + 90) break;
    lastSeen = m;
    await sleep(50);
  }
  ulak.child.kill('SIGKILL');
  const tKill = Date.now();
  await ulak.exited;
  serverPid = undefined;
  const atKill = (await sql.query(`select status, count(*)::int n from deliveries where campaign_id = $1 group by status order by status`, [crashId])).rows;
  const stale = (await sql.query(`select id::text id, email, claimed_until from deliveries where campaign_id = $1 and status = 'sending'`, [crashId])).rows as {
    id: string;
    email: string;
    claimed_until: Date;
  }[];
  const staleIds = stale.map((s) => s.id);
  const leaseUntil = stale.length ? new Date(Math.max(...stale.map((s) => s.claimed_until.getTime()))) : undefined;
  await sleep(300);
  const sinkAtKill = await sink.status();
  log(
    `kill -9 after ${fmt((tKill - c0) / 1000, 1)} s at ${fmt(sinkAtKill.messages)} messages in the sink (${((sinkAtKill.messages / N) * 100).toFixed(0)} %); deliveries: ${atKill.map((r) => `${r.status} ${fmt(r.n)}`).join(', ')}; the ${stale.length} claims in flight run until +${leaseUntil ? fmt((leaseUntil.getTime() - tKill) / 1000, 1) : '-'} s`,
  );

  const tRestart = Date.now();
  ulak = await startUlak(env, 'ulak-restarted');
  serverPid = ulak.pid;
  const tUp = Date.now();
  const recoveryBudget = Math.max(20, Math.min(RECOVERY_BUDGET_S, secondsLeft() - 25));
  log(`restarted in ${fmt((tUp - tRestart) / 1000, 1)} s; waiting until the campaign is sent (budget ${fmt(recoveryBudget)} s)`);
  let tRetaken: number | undefined;
  let lastCheck = 0;
  const watchStale = async () => {
    if (tRetaken || !staleIds.length || Date.now() - lastCheck < 500) return;
    lastCheck = Date.now();
    // + 1 ms: PostgreSQL keeps microseconds, the Date read back only milliseconds; a new claim is 120 s later
    const [{ n }] = (
      await sql.query(
        `select count(*)::int n from deliveries where id = any($1::bigint[]) and status = 'sending' and claimed_until <= $2::timestamptz + interval '1 millisecond'`,
        [staleIds, leaseUntil],
      )
    ).rows;
    if (n === 0) tRetaken = Date.now();
  };
  const crash = await waitSent(crashId, recoveryBudget * 1000, 250, watchStale);
  const tEnd = Date.now();
  if (!tRetaken) await watchStale();
  if (!crash.finished) {
    log(`crash campaign NOT sent within ${fmt(recoveryBudget)} s after the restart (${fmt(crash.c.sent)}/${fmt(N)}); cancelling it and checking what was sent`);
    await explainWait(crashId);
    await cancelAndSettle(crashId, staleIds);
  }
  await ulak.stop('SIGTERM');
  serverPid = undefined;
  rss.stop();

  // verification: SQL against the sink's per-address counts
  const byStatus = (await sql.query(`select status, count(*)::int n from deliveries where campaign_id = $1 group by status order by status`, [crashId]))
    .rows as { status: string; n: number }[];
  const rowsDb = (await sql.query(`select id::text id, email, status, sent_at from deliveries where campaign_id = $1`, [crashId])).rows as {
    id: string;
    email: string;
    status: string;
    sent_at: Date | null;
  }[];
  const [ev] = (
    await sql.query(`select count(*)::int n, count(distinct contact_id)::int contacts from engagement_events where campaign_id = $1 and type = 'sent'`, [
      crashId,
    ])
  ).rows;
  const counts = await sink.counts();
  const staleSet = new Set(staleIds);
  let sentRows = 0;
  let missing = 0;
  let twice = 0;
  let more = 0;
  let dupOutsideStale = 0;
  let deliveredNotRecorded = 0;
  let lastFresh = 0;
  let firstRetake = Infinity;
  for (const r of rowsDb) {
    const n = counts[r.email] ?? 0;
    if (r.status === 'sent') {
      sentRows += 1;
      if (n === 0) missing += 1;
      const at = r.sent_at!.getTime();
      if (staleSet.has(r.id)) firstRetake = Math.min(firstRetake, at);
      else lastFresh = Math.max(lastFresh, at);
    } else if (n > 0) deliveredNotRecorded += 1;
    if (n === 2) twice += 1;
    if (n > 2) more += 1;
    if (n > 1 && !staleSet.has(r.id)) dupOutsideStale += 1;
  }
  const known = new Set(rowsDb.map((r) => r.email));
  const strangers = Object.keys(counts).filter((a) => !known.has(a)).length;
  const staleStatus = byStatusOf(rowsDb.filter((r) => staleSet.has(r.id)));
  const eventsExact = ev.n === sentRows && ev.contacts === sentRows;
  const exactlyOnce = crash.finished && sentRows === N && byStatus.length === 1 && eventsExact;
  const recoveryS = (tEnd - tUp) / 1000;
  const restDoneS = lastFresh ? (lastFresh - tUp) / 1000 : NaN;
  const idleWaitS = crash.finished && Number.isFinite(firstRetake) ? Math.max(0, (firstRetake - lastFresh) / 1000) : NaN;
  log(
    `crash campaign: ${crash.finished ? 'sent' : 'cancelled'}, ${fmt(crash.c.sent)} sent / ${crash.c.failed} failed, ${fmt((tEnd - c0) / 1000, 1)} s from /send`,
  );
  log(
    `SQL: deliveries ${byStatus.map((r) => `${r.status} ${fmt(r.n)}`).join(', ')}; 'sent' events ${fmt(ev.n)} for ${fmt(ev.contacts)} contacts; the ${stale.length} claims in flight at the kill ended ${staleStatus}`,
  );
  log(
    `sink: ${fmt(Object.keys(counts).length)} addresses; of ${fmt(sentRows)} deliveries marked sent ${missing} missing at the sink; ${twice} addresses received twice, ${more} more than twice, ${dupOutsideStale} duplicates outside the claims in flight at the kill, ${deliveredNotRecorded} delivered but not marked sent, ${strangers} not in the campaign`,
  );
  log(
    `after the kill: restart +${fmt((tUp - tKill) / 1000, 1)} s, ` +
      `${lastFresh ? `last other delivery sent +${fmt((lastFresh - tKill) / 1000, 1)} s, ` : ''}` +
      `stale claims retaken +${tRetaken ? fmt((tRetaken - tKill) / 1000, 1) : '- (not within the budget)'} s (lease ends +${leaseUntil ? fmt((leaseUntil.getTime() - tKill) / 1000, 1) : '-'} s), ` +
      `${crash.finished ? `campaign sent +${fmt((tEnd - tKill) / 1000, 1)} s; idle wait for the lease ${fmt(idleWaitS, 1)} s` : 'campaign not sent'}`,
  );

  const ratio = ulakRate / baseRate;
  const rows: Row[] = [
    {
      figure: `Ulak ${fmt(N)}-recipient campaign, /send to sent`,
      value: main.finished ? `${fmt(ulakRate)} emails/s` : `${fmt(ulakRate)} emails/s, unfinished: ${fmt(sentMain)} in ${fmt(mainBudget)} s`,
      target: '-',
      met: null,
    },
    { figure: 'baseline bare nodemailer pool, same sink and size', value: `${fmt(baseRate)} emails/s`, target: '-', met: null },
    { figure: 'throughput ratio Ulak / baseline', value: `${ratio.toFixed(2)}`, target: '>= 0.70', met: main.finished && ratio >= 0.7 },
    { figure: 'ratio after /send answered (audience resolved)', value: `${(ulakSteadyRate / baseRate).toFixed(2)}`, target: '-', met: null },
    {
      figure: 'ratio over seconds the sink was receiving',
      value: `${(mainActive.rate / baseActive.rate).toFixed(2)} (${fmt(mainActive.rate)} vs ${fmt(baseActive.rate)} /s)`,
      target: '-',
      met: null,
    },
    {
      figure: 'message size Ulak / baseline',
      value: `${(mainSink.avgBytes / baseSink.avgBytes).toFixed(2)} (${fmt(mainSink.avgBytes)} B)`,
      target: '~1.00',
      met: Math.abs(mainSink.avgBytes / baseSink.avgBytes - 1) < 0.05,
    },
    { figure: 'server peak RSS during the campaign', value: `${fmt(mainPeakMb)} MB`, target: '< 300 MB', met: mainPeakMb < 300 },
    { figure: 'peak RSS / baseline client max RSS', value: `${(mainPeakMb / (base.maxRssKb / 1024)).toFixed(1)}x`, target: '-', met: null },
    { figure: 'peak RSS / server idle RSS', value: `${(mainPeakMb / idleRssMb).toFixed(2)}x`, target: '-', met: null },
    {
      figure: 'crash: campaign sent after kill -9 + restart',
      value: crash.finished ? `yes, ${fmt(recoveryS, 1)} s after restart` : `no, ${fmt(crash.c.sent)}/${fmt(N)} in ${fmt(recoveryBudget)} s`,
      target: 'sent',
      met: crash.finished,
    },
    {
      figure: 'crash: every delivery sent exactly once (SQL)',
      value: `${fmt(sentRows)}/${fmt(N)} sent, ${fmt(ev.n)} sent events`,
      target: `${fmt(N)} / ${fmt(N)}`,
      met: exactlyOnce,
    },
    { figure: 'crash: sent deliveries missing at the sink', value: `${missing}/${fmt(sentRows)}`, target: '0', met: missing === 0 },
    {
      figure: 'crash: received twice / claims in flight at kill',
      value: `${twice}/${stale.length} (${stale.length ? (twice / stale.length).toFixed(2) : '0'})`,
      target: `<= ${stale.length}, none outside`,
      met: more === 0 && dupOutsideStale === 0,
    },
    {
      figure: 'crash: stale claims retaken after kill / lease',
      value:
        tRetaken && leaseUntil
          ? `${fmt((tRetaken - tKill) / 1000, 1)} s / ${fmt((leaseUntil.getTime() - tKill) / 1000, 1)} s (${((tRetaken - tKill) / (leaseUntil.getTime() - tKill)).toFixed(2)})`
          : 'not retaken in budget',
      target: '-',
      met: null,
    },
    {
      figure: 'crash: idle wait for lease / time to send the rest',
      value: Number.isFinite(idleWaitS) ? `${fmt(idleWaitS, 1)} s / ${fmt(restDoneS, 1)} s (${(idleWaitS / restDoneS).toFixed(1)}x)` : '-',
      target: '-',
      met: null,
    },
  ];
  printSummary('sending summary', rows);
});

function byStatusOf(rows: { status: string }[]): string {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.status, (m.get(r.status) ?? 0) + 1);
  return [...m].map(([s, n]) => `${s} ${n}`).join(', ') || '-';
}
