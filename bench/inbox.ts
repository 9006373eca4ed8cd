// Live chat latency: the time from a visitor's POST to the widget until the agent's open event stream receives the
// message (the figure: p95 under 300 ms on loopback), against the POST's own round trip in the same run.
// Two API processes' worth of apps are built in-process from the sources on one fresh PostgreSQL database: the agent
// listens on app A; visitors post to app A (same process) and to app B (another process's app: the event crosses
// through LISTEN/NOTIFY). VISITORS visitors (each from its own loopback address) send MESSAGES messages each, a few
// at a time.
import http from 'node:http';
import { loadConfig } from '../apps/server/src/config.ts';
import { createApp } from '../apps/server/src/app.ts';
import { ADMIN, api, createDatabase, fmt, log, onCleanup, percentile, printSummary, registerUser, run, SECRET, tempDir, type Row } from './lib/harness.ts';

const VISITORS = Number(process.env.VISITORS ?? 20);
const MESSAGES = Number(process.env.MESSAGES ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 5);

type Json = Record<string, unknown>;

// post sends JSON from a given loopback source address (each visitor is its own client address).
function post(base: string, path: string, body: Json, localAddress: string): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const u = new URL(base + path);
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Json) : {} }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// agentStream opens the agents' event stream and calls onEvent for each event.
function agentStream(base: string, token: string, onEvent: (e: Json) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/inbox/stream?token=${encodeURIComponent(token)}`, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          for (const line of block.split('\n')) if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)) as Json);
        }
      });
      resolve(() => req.destroy());
    });
    req.on('error', reject);
  });
}

run('inbox', 5 * 60_000, async () => {
  const db = await createDatabase('inbox');
  const apps = [];
  for (const label of ['a', 'b']) {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      ULAK_ROLE: 'api',
      ULAK_DATA_DIR: tempDir(`inbox-${label}`),
      DATABASE_URL: db.url,
      ULAK_SECRET: SECRET,
      ULAK_ADMIN_EMAIL: ADMIN.email,
      ULAK_ADMIN_PASSWORD: ADMIN.password,
    });
    const instance = await createApp(config);
    onCleanup(`close app ${label}`, () => instance.close());
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(`http://127.0.0.1:${(instance.app.server.address() as { port: number }).port}`);
  }
  const [urlA, urlB] = apps;
  log(`database ${db.name}, apps on ${urlA} and ${urlB}`);
  const { token } = await registerUser(urlA);
  const widget = await api<{ key: string }>(urlA, 'GET', '/api/inbox/widget', { token });
  const streamToken = (await api<{ token: string }>(urlA, 'POST', '/api/inbox/stream-token', { token })).token;

  const waiting = new Map<string, (t: number) => void>();
  const close = await agentStream(urlA, streamToken, (e) => {
    if (e.type !== 'message') return;
    const text = (e.message as { text: string }).text;
    waiting.get(text)?.(performance.now());
  });
  onCleanup('agent stream', close);

  async function phase(base: string, label: string) {
    const visitors: { token: string; ip: string }[] = [];
    for (let v = 0; v < VISITORS; v++) {
      const ip = `127.0.${label === 'same' ? 1 : 2}.${v + 1}`;
      const r = await post(base, `/api/inbox/widget/${widget.key}/visitors`, {}, ip);
      if (r.status !== 201) throw new Error(`visitor: ${r.status} ${JSON.stringify(r.body)}`);
      visitors.push({ token: String(r.body.visitorToken), ip });
    }
    const jobs = visitors.flatMap((v, vi) => Array.from({ length: MESSAGES }, (_, m) => ({ v, text: `${label}-${vi}-${m}` })));
    const latency: number[] = [];
    const roundTrip: number[] = [];
    let lost = 0;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const arrived = new Promise<number>((resolve) => waiting.set(job.text, resolve));
        const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000));
        const t0 = performance.now();
        const r = await post(
          base,
          `/api/inbox/widget/${widget.key}/messages`,
          { visitorToken: job.v.token, clientId: `c${job.text.replace(/[^A-Za-z0-9]/g, '')}xx`, text: job.text },
          job.v.ip,
        );
        roundTrip.push(performance.now() - t0);
        if (r.status !== 200) throw new Error(`message: ${r.status} ${JSON.stringify(r.body)}`);
        const t1 = await Promise.race([arrived, timeout]);
        waiting.delete(job.text);
        if (t1 < 0) lost++;
        else latency.push(t1 - t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { latency, roundTrip, lost, n: jobs.length };
  }

  const rows: Row[] = [];
  for (const [label, base, what] of [
    ['same', urlA, 'same process'],
    ['cross', urlB, 'across processes (LISTEN/NOTIFY)'],
  ] as const) {
    const r = await phase(base, label);
    const p95 = percentile(r.latency, 95);
    log(
      `${what}: ${r.n} messages, p50 ${fmt(percentile(r.latency, 50), 1)} ms, p95 ${fmt(p95, 1)} ms; POST round trip p95 ${fmt(percentile(r.roundTrip, 95), 1)} ms; lost ${r.lost}`,
    );
    rows.push({ figure: `visitor → agent screen p95, ${what}`, value: `${fmt(p95, 1)} ms`, target: '< 300 ms', met: p95 < 300 && r.lost === 0 });
    rows.push({
      figure: `  ratio to the POST's own round trip (p95), ${label}`,
      value: `${fmt(p95 / percentile(r.roundTrip, 95), 2)}×`,
      target: '',
      met: null,
    });
    rows.push({ figure: `  messages lost, ${label}`, value: String(r.lost), target: '0', met: r.lost === 0 });
  }
  printSummary(`inbox live chat (${VISITORS} visitors × ${MESSAGES} messages, ${CONCURRENCY} at a time)`, rows);
});
