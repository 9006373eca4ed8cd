// Channel throughput, against baselines measured in the same run. Needs PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres); the server is bundled from the sources as `npm run build` does, into a
// file of its own (apps/server/dist/bench/channels-main.js). Everything is on loopback.
//
//  1. SMS campaign: RECIPIENTS (default 50,000) contacts with SMS consent in a list; the Twilio-style stand-in runs in
//     its own process (bench/lib/twilio-sink.ts). Baseline: a bare client posting the same requests (form-encoded
//     To / From / Body / StatusCallback with Basic auth to …/Messages.json, keep-alive) with the campaign's
//     concurrency (10 in flight). Measured before and after the campaign; the ratio is the campaign's sending rate
//     (first to last message at the stand-in) over the baselines' mean. Target: at least 0.7. Every recipient must
//     get exactly one message.
//  2. WhatsApp status callbacks: CALLBACKS (default 10,000) sent messages, one signed `delivered` webhook each plus
//     10 % sent again (Meta's retries), posted open-loop at RATE per second (default 1,000). Target: p99 under 50 ms,
//     none lost (every message delivered), duplicates ignored (one event each). Baseline: GET /api/health at the same
//     rate on the same server.
import http from 'node:http';
import { startWhatsApp, hubSignature } from '../apps/server/test/stand-ins/whatsapp.ts';
import {
  api,
  cpuSeconds,
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
} from './lib/harness.ts';
import { bundleServer } from './lib/server-bundle.ts';
import { SMS_ACCOUNT, seedSmsAudience, startSmsSink } from './lib/sms-sink.ts';

const N = Number(process.env.RECIPIENTS ?? 50_000);
// what the campaign keeps in flight per process (CHANNEL_CAMPAIGN_CONCURRENCY in channels/campaigns.service.ts)
const CONCURRENCY = 10;
const CALLBACKS = Number(process.env.CALLBACKS ?? 10_000);
const RATE = Number(process.env.RATE ?? 1000);
const TEXT = 'Bahar indirimi başladı: tüm ürünlerde %30. Mağazalarımızda ve sitemizde.';

// bareClient posts n messages to the stand-in as the SMS adapter does, `concurrency` at a time, and returns the seconds it took
async function bareClient(url: string, n: number, concurrency: number, statusCallback: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const auth = 'Basic ' + Buffer.from(`${SMS_ACCOUNT.accountSid}:${SMS_ACCOUNT.authToken}`).toString('base64');
  const target = new URL(`${url}/2010-04-01/Accounts/${SMS_ACCOUNT.accountSid}/Messages.json`);
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const body = new URLSearchParams({ To: `+90542${String(i).padStart(7, '0')}`, From: 'ULAK', Body: TEXT, StatusCallback: statusCallback }).toString();
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const sid = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { sid?: string }).sid;
            if (res.statusCode !== 201 || !sid) reject(new Error(`baseline: HTTP ${res.statusCode}`));
            else resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await one(next++);
    }),
  );
  agent.destroy();
  return (performance.now() - t0) / 1000;
}

// openLoop sends `total` requests at `rate` per second whatever the answers' pace, and returns each one's latency (ms)
async function openLoop(total: number, rate: number, send: (i: number) => Promise<number>): Promise<{ latencies: number[]; statuses: Map<number, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  let i = 0;
  while (i < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
    for (; i < due; i++) {
      const start = performance.now();
      pending.push(
        send(i).then((status) => {
          latencies.push(performance.now() - start);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    await sleep(2);
  }
  await Promise.all(pending);
  return { latencies, statuses };
}

// request makes one HTTP request on an agent and resolves with the status code (the body is read and dropped)
function request(agent: http.Agent, url: URL, method: string, body?: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// cpuOf reads CPU seconds per process of those doing a phase's work: this process (pid 0 here), the stand-in, Ulak
// and the database's backends (by pid from pg_stat_activity: other databases on the server are not counted)
async function cpuOf(sql: Awaited<ReturnType<typeof sqlClient>>, db: string, pids: number[]): Promise<Map<number, number>> {
  const backends = (await sql.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db])).rows.map((r) => Number(r.pid));
  const own = process.cpuUsage();
  const out = new Map([[0, (own.user + own.system) / 1e6]]);
  for (const p of [...pids, ...backends]) out.set(p, cpuSeconds(p));
  return out;
}
// cpuSpent is the CPU seconds between two readings, per process and in total (a process that appeared counts from 0)
function cpuSpent(before: Map<number, number>, after: Map<number, number>, names: Record<number, string>) {
  const by: Record<string, number> = {};
  let total = 0;
  for (const [pid, v] of after) {
    const d = v - (before.get(pid) ?? 0);
    total += d;
    const name = names[pid] ?? 'postgres';
    by[name] = (by[name] ?? 0) + d;
  }
  return { total, by };
}

run('channels', 30 * 60_000, async () => {
  const rows: Row[] = [];
  const sink = await startSmsSink();
  const db = await createDatabase('channels');
  const port = await freePort();
  const env = { PORT: String(port), DATABASE_URL: db.url, ULAK_DATA_DIR: tempDir('channels'), ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' };
  const ulak = await startUlak(env, 'ulak', { entry: await bundleServer('channels') });
  const sql = await sqlClient(db.url);
  const { token, workspaceId } = await registerUser(ulak.url);
  await sql.query(`update subscriptions set plan_type = 'platinum', status = 'active', trial_ends_at = null where workspace_id = $1`, [workspaceId]);
  log(`Ulak on :${port}, database ${db.name}, SMS stand-in ${sink.url} (pid ${sink.pid})`);

  // ---- 1. SMS campaign ----
  await api(ulak.url, 'PUT', '/api/channels/sms', { token, body: { baseUrl: sink.url, ...SMS_ACCOUNT, from: 'ULAK' } });
  const channel = await api<{ channel: { state: string; endpoints: { name: string; value: string }[] } }>(ulak.url, 'GET', '/api/channels/sms', { token });
  if (channel.channel.state !== 'connected') throw new Error(`SMS not connected: ${JSON.stringify(channel)}`);
  const statusCallback = channel.channel.endpoints.find((e) => e.name === 'statusCallbackUrl')!.value;
  const listId = await seedSmsAudience(sql, workspaceId, N, { list: 'sms bench', emailPrefix: 'sms', phonePrefix: '+90532', firstName: 'Ayşe' });

  // warm-up of both clients (JIT, sockets); not measured
  await bareClient(sink.url, 2000, CONCURRENCY, statusCallback);
  const warmList = (await sql.query(`insert into lists (workspace_id, name) values ($1, 'warm') returning id`, [workspaceId])).rows[0].id as string;
  await sql.query(
    `insert into list_members (list_id, contact_id, workspace_id, status) select $1, id, $2, 'confirmed' from contacts where workspace_id = $2 limit 2000`,
    [warmList, workspaceId],
  );
  const warm = await api<{ campaign: { id: string } }>(ulak.url, 'POST', '/api/channels/campaigns', {
    token,
    body: { name: 'warm-up', channel: 'sms', text: TEXT, listId: warmList },
  });
  await api(ulak.url, 'POST', `/api/channels/campaigns/${warm.campaign.id}/send`, { token });
  for (;;) {
    const c = await api<{ campaign: { status: string } }>(ulak.url, 'GET', `/api/channels/campaigns/${warm.campaign.id}`, { token });
    if (c.campaign.status === 'sent') break;
    await sleep(200);
  }
  await sql.query(`delete from channel_messages where workspace_id = $1`, [workspaceId]);
  await sql.query(`update channel_usage set used = 0 where workspace_id = $1`, [workspaceId]);

  await sink.reset();
  const cpu0 = await cpuOf(sql, db.name, [sink.pid, ulak.pid]);
  const base1 = await bareClient(sink.url, N, CONCURRENCY, statusCallback);
  const names = { 0: 'bench', [sink.pid]: 'stand-in', [ulak.pid]: 'ulak' };
  const cpuBase = cpuSpent(cpu0, await cpuOf(sql, db.name, [sink.pid, ulak.pid]), names);
  log(`baseline 1: ${fmt(N)} posts in ${fmt(base1, 1)} s = ${fmt(N / base1)}/s`);

  await sink.reset();
  const created = await api<{ campaign: { id: string } }>(ulak.url, 'POST', '/api/channels/campaigns', {
    token,
    body: { name: 'bench', channel: 'sms', text: TEXT, listId },
  });
  const id = created.campaign.id;
  const cpu1 = await cpuOf(sql, db.name, [sink.pid, ulak.pid]);
  const t0 = Date.now();
  await api(ulak.url, 'POST', `/api/channels/campaigns/${id}/send`, { token });
  const tStarted = Date.now();
  // the stand-in's count is watched (cheap); the campaign's own figures are read once it has everything
  while ((await sink.status()).messages < N) {
    if (Date.now() - t0 > 20 * 60_000) throw new Error('campaign not sent within 20 minutes');
    await sleep(200);
  }
  for (;;) {
    const c = await api<{ campaign: { status: string } }>(ulak.url, 'GET', `/api/channels/campaigns/${id}`, { token });
    if (c.campaign.status === 'sent') break;
    if (Date.now() - t0 > 20 * 60_000) throw new Error('campaign not sent within 20 minutes');
    await sleep(100);
  }
  const tDone = Date.now();
  const cpuCampaign = cpuSpent(cpu1, await cpuOf(sql, db.name, [sink.pid, ulak.pid]), names);
  const s = await sink.status();
  const sendingS = (s.lastAt - s.firstAt) / 1000;
  const counts = await sink.counts();
  const twice = Object.values(counts).filter((n) => n > 1).length;
  const distinct = Object.keys(counts).length;
  const figures = (await sql.query(`select status, count(*)::int n from channel_messages where campaign_id = $1 group by 1`, [id])).rows;
  log(
    `campaign: start call ${fmt((tStarted - t0) / 1000, 1)} s (recipients written), first message ${fmt((s.firstAt - t0) / 1000, 1)} s after it, ` +
      `${fmt(s.messages)} messages to ${fmt(distinct)} numbers in ${fmt(sendingS, 1)} s = ${fmt(s.messages / sendingS)}/s; ` +
      `'sent' ${fmt((tDone - t0) / 1000, 1)} s after the start call; rows ${JSON.stringify(figures)}`,
  );
  const perMessage = (x: Record<string, number>) =>
    Object.entries(x)
      .map(([k, v]) => `${k} ${fmt((v / N) * 1e6)} µs`)
      .join(', ');
  log(`CPU per message: campaign ${perMessage(cpuCampaign.by)}; bare client ${perMessage(cpuBase.by)}`);

  await sink.reset();
  const base2 = await bareClient(sink.url, N, CONCURRENCY, statusCallback);
  log(`baseline 2: ${fmt(N)} posts in ${fmt(base2, 1)} s = ${fmt(N / base2)}/s`);
  const baseRate = (N / base1 + N / base2) / 2;
  const ratio = s.messages / sendingS / baseRate;
  const endToEnd = N / ((tDone - t0) / 1000) / baseRate;
  rows.push(
    { figure: `SMS campaign rate / bare client (${fmt(N)}, ${CONCURRENCY} in flight)`, value: `${fmt(ratio, 2)}×`, target: '≥ 0.70×', met: ratio >= 0.7 },
    { figure: 'same, from the start call to sent (recipients written included)', value: `${fmt(endToEnd, 2)}×`, target: '', met: null },
    { figure: 'campaign messages/s | bare client posts/s', value: `${fmt(s.messages / sendingS)} | ${fmt(baseRate)}`, target: '', met: null },
    {
      figure: 'CPU per message, campaign | bare client (all processes)',
      value: `${fmt((cpuCampaign.total / N) * 1e6)} µs | ${fmt((cpuBase.total / N) * 1e6)} µs`,
      target: '',
      met: null,
    },
    {
      figure: 'recipients with exactly one message',
      value: `${fmt(distinct - twice)} / ${fmt(N)}`,
      target: `${fmt(N)}`,
      met: distinct - twice === N && s.messages === N,
    },
  );

  // ---- 2. WhatsApp status callbacks ----
  if (!CALLBACKS) return printSummary('Channels (PostgreSQL, loopback)', rows);
  const wa = await startWhatsApp({ phoneNumberId: '7007' });
  await api(ulak.url, 'PUT', '/api/channels/whatsapp', {
    token,
    body: { baseUrl: wa.url, phoneNumberId: '7007', accessToken: wa.accessToken, appSecret: wa.appSecret },
  });
  const waChannel = await api<{ channel: { endpoints: { name: string; value: string }[] } }>(ulak.url, 'GET', '/api/channels/whatsapp', { token });
  const hook = new URL(waChannel.channel.endpoints.find((e) => e.name === 'webhookUrl')!.value);
  await sql.query(
    `insert into channel_messages (workspace_id, channel, to_address, body, status, status_rank, provider_id, segments, sent_at)
     select $1, 'whatsapp', '+90555' || lpad(g::text, 7, '0'), 'bench', 'sent', 1, 'wamid.bench' || g, 1, now() from generate_series(1, ${CALLBACKS}) g`,
    [workspaceId],
  );
  const bodies = Array.from({ length: CALLBACKS }, (_, i) =>
    JSON.stringify(wa.statusPayload(`wamid.bench${i + 1}`, 'delivered', `90555${String(i + 1).padStart(7, '0')}`)),
  );
  // every tenth callback is sent a second time a little later (a provider's retry)
  const order: number[] = [];
  for (let i = 0; i < CALLBACKS; i++) {
    order.push(i);
    if (i % 10 === 9) order.push(i - 5);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const post = (i: number) =>
    request(agent, hook, 'POST', bodies[order[i]], { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(wa.appSecret, bodies[order[i]]) });
  const health = new URL(`${ulak.url}/api/health`);
  // warm-up: a second's worth of each, not measured
  await openLoop(RATE, RATE, () => request(agent, health, 'GET'));
  const warmBody = JSON.stringify(wa.statusPayload('wamid.unknown', 'delivered'));
  await openLoop(RATE, RATE, () =>
    request(agent, hook, 'POST', warmBody, { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(wa.appSecret, warmBody) }),
  );
  const baseline = await openLoop(order.length, RATE, () => request(agent, health, 'GET'));
  const hooks = await openLoop(order.length, RATE, post);
  const lost = (
    await sql.query(`select count(*)::int n from channel_messages where workspace_id = $1 and channel = 'whatsapp' and status <> 'delivered'`, [workspaceId])
  ).rows[0].n as number;
  const events = (
    await sql.query(`select count(*)::int n from channel_events where workspace_id = $1 and kind = 'status:delivered' and external_id like 'wamid.bench%'`, [
      workspaceId,
    ])
  ).rows[0].n as number;
  const p99 = percentile(hooks.latencies, 99);
  const p99base = percentile(baseline.latencies, 99);
  const ok = hooks.statuses.get(200) ?? 0;
  log(
    `callbacks: ${fmt(order.length)} at ${RATE}/s, answers ${JSON.stringify(Object.fromEntries(hooks.statuses))}, p50 ${fmt(percentile(hooks.latencies, 50), 1)} ms, ` +
      `p99 ${fmt(p99, 1)} ms (health: p50 ${fmt(percentile(baseline.latencies, 50), 1)} ms, p99 ${fmt(p99base, 1)} ms); not delivered ${lost}, events ${fmt(events)}`,
  );
  rows.push(
    { figure: `WhatsApp status callbacks p99 at ${fmt(RATE)}/s`, value: `${fmt(p99, 1)} ms`, target: '< 50 ms', met: p99 < 50 },
    { figure: 'callbacks p99 / GET /api/health p99 at the same rate', value: `${fmt(p99 / p99base, 2)}×`, target: '', met: null },
    { figure: 'callbacks answered 200', value: `${fmt(ok)} / ${fmt(order.length)}`, target: `${fmt(order.length)}`, met: ok === order.length },
    { figure: 'messages not delivered (lost)', value: String(lost), target: '0', met: lost === 0 },
    { figure: 'events recorded (duplicates ignored)', value: `${fmt(events)} / ${fmt(CALLBACKS)}`, target: `${fmt(CALLBACKS)}`, met: events === CALLBACKS },
  );
  agent.destroy();
  await wa.close();
  printSummary('Channels (PostgreSQL, loopback)', rows);
});
