// Shared helpers of the TypeScript benchmarks: throw-away PostgreSQL databases, the built server as a child process,
// a small API client, /proc sampling (RSS, CPU) and a cleanup stack that also runs on Ctrl-C and on a hard deadline.
// Lives in bench/lib/ so `npm run bench` (which runs bench/*.ts and bench/*.mjs) does not take it for a benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SECRET = 'bench-secret-bench-secret-bench-secret-0001';
export const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-1' };
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

// ---- cleanup: every resource registers its undo; run once, newest first, on exit paths and signals ----
const undo: { name: string; fn: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
export function onCleanup(name: string, fn: () => Promise<void> | void) {
  undo.push({ name, fn });
}
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (undo.length) {
      const u = undo.pop()!;
      try {
        await u.fn();
      } catch (err) {
        process.stderr.write(`cleanup ${u.name} failed: ${String(err)}\n`);
      }
    }
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    process.stderr.write(`\n${sig}: cleaning up\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs main with cleanup afterwards and a hard deadline (the run is aborted and cleaned up when it passes). */
export function run(name: string, deadlineMs: number, main: () => Promise<void>) {
  const timer = setTimeout(() => {
    process.stderr.write(`\n${name}: deadline of ${Math.round(deadlineMs / 1000)} s passed, aborting\n`);
    void cleanup().finally(() => process.exit(2));
  }, deadlineMs);
  timer.unref();
  main()
    .then(async () => {
      await cleanup();
      clearTimeout(timer);
      process.exit(process.exitCode ?? 0);
    })
    .catch(async (err: unknown) => {
      process.stderr.write(`${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      await cleanup();
      process.exit(1);
    });
}

// ---- PostgreSQL ----
// the database registerUser reads a signup code from when it is given none: each benchmark creates one
let lastDatabaseUrl: string | undefined;
/** Creates an empty database ulak_bench_<label>_<hex> and registers its drop (skipped with KEEP_DB=1). */
export async function createDatabase(label: string): Promise<{ name: string; url: string }> {
  const name = `ulak_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(`drop ${name}`, async () => {
    if (process.env.KEEP_DB) return void process.stderr.write(`KEEP_DB: database ${name} kept\n`);
    const c = new pg.Client({ connectionString: PG_BASE });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  lastDatabaseUrl = url.toString();
  return { name, url: url.toString() };
}

/** A pg client on the given database, closed at cleanup. */
export async function sqlClient(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  onCleanup('sql client', () => c.end().catch(() => undefined));
  return c;
}

export function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ulak-bench-${label}-`));
  onCleanup(`rm ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the built server as a child process ----
export type UlakProcess = {
  child: ChildProcess;
  pid: number;
  url: string;
  port: number;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The node flags and malloc settings `npm start` runs the server with on PostgreSQL (scripts/start.mjs). */
export const PRODUCTION_NODE_ARGS = ['--enable-source-maps', '--expose-gc', '--max-old-space-size=256', '--max-semi-space-size=32'];
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '1048576' };

/**
 * Starts `node apps/server/dist/main.js` (or `opts.entry`) on loopback and waits for /api/health. Output lines are
 * prefixed and forwarded. `opts.production` runs it with `npm start`'s flags; `opts.ipc` opens an IPC channel.
 */
export async function startUlak(
  env: Record<string, string>,
  label = 'ulak',
  opts: { entry?: string; production?: boolean; ipc?: boolean } = {},
): Promise<UlakProcess> {
  const entry = opts.entry ?? serverEntry;
  if (!fs.existsSync(entry)) throw new Error(`${entry} missing: run npm run build -w @ulak/server`);
  const port = Number(env.PORT);
  // ULAK_NODE_ARGS passes node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile
  const nodeArgs = [...(opts.production ? PRODUCTION_NODE_ARGS : []), ...(process.env.ULAK_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ULAK_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ULAK_SECRET: SECRET,
      ULAK_ADMIN_EMAIL: ADMIN.email,
      ULAK_ADMIN_PASSWORD: ADMIN.password,
      ...(opts.production ? PRODUCTION_ENV : {}),
      ...env,
    },
    stdio: opts.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream: NodeJS.ReadableStream | null) => {
    let buf = '';
    stream?.on('data', (d: Buffer) => {
      buf += d.toString();
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (line.trim()) process.stderr.write(`  [${label}] ${line.slice(0, 400)}\n`);
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  const exited = new Promise<number | null>((r) => child.once('exit', (code, sig) => r(code ?? (sig ? -1 : null))));
  let alive = true;
  void exited.then(() => (alive = false));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive) child.kill(signal);
    return exited;
  };
  onCleanup(`stop ${label}`, async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => alive && child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (!alive) throw new Error(`${label} exited during start`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error(`${label}: no answer within 90 s`);
    await sleep(50);
  }
  return { child, pid: child.pid!, url, port, exited, stop };
}

/**
 * A bare `node:http` server in its own process on loopback: `handler` is the source of a `(req, res) => …` function.
 * The benchmarks' ceiling of what the machine serves at all with the same load generator, measured in the same run.
 */
export async function startBareHttp(port: number, handler: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const script = `require('http').createServer(${handler}).listen(${port}, '127.0.0.1', () => console.log('READY'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  onCleanup('stop bare http', stop);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
    void exited.then(() => reject(new Error('bare http server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

// ---- API client ----
export async function api<T = Record<string, unknown>>(base: string, method: string, p: string, opts: { body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: {
      'accept-language': 'en',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * Registers a user (own workspace) and returns its token and workspace id. Registration is confirmed with the code the
 * signup mail carries, read from the mail queue of the server's database (by default the last one createDatabase made).
 */
export async function registerUser(base: string, databaseUrl = lastDatabaseUrl): Promise<{ token: string; userId: string; workspaceId: string }> {
  if (!databaseUrl) throw new Error('registerUser: no database to read the signup code from');
  const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const body = { firstName: 'Bench', lastName: 'User', email, password: 'bench-pass-1' };
  await api(base, 'POST', '/api/auth/register', { body });
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  let subject: string | undefined;
  try {
    for (let i = 0; i < 200 && !subject; i++) {
      const queued = await c.query(
        `SELECT data->>'subject' AS subject FROM pgboss.job
         WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on DESC LIMIT 1`,
        [email],
      );
      const captured = async () =>
        (await c.query(`SELECT subject FROM captured_mails WHERE to_addresses = $1 ORDER BY received_at DESC LIMIT 1`, [email])).rows;
      const rows = queued.rows.length ? queued.rows : await captured();
      subject = rows[0]?.subject ?? undefined;
      if (!subject) await sleep(50);
    }
  } finally {
    await c.end();
  }
  const code = /\b(\d{6})\b/.exec(subject ?? '')?.[1];
  if (!code) throw new Error(`registerUser: no signup code for ${email} (${subject ?? 'no mail'})`);
  type Confirmed = { token: string; user: { id: string; workspaceId: string } };
  const r = await api<Confirmed>(base, 'POST', '/api/auth/register/confirm', { body: { email, code } });
  return { token: r.token, userId: r.user.id, workspaceId: r.user.workspaceId };
}

// ---- /proc sampling ----
export function rssKb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every intervalMs; peak() is the highest seen (kB). */
export function rssSampler(pid: () => number | undefined, intervalMs = 200) {
  let peak = 0;
  let samples = 0;
  const tick = () => {
    const p = pid();
    if (!p) return;
    const kb = rssKb(p);
    if (kb) {
      samples += 1;
      peak = Math.max(peak, kb);
    }
  };
  tick();
  const t = setInterval(tick, intervalMs);
  onCleanup('rss sampler', () => clearInterval(t));
  return {
    peakMb: () => peak / 1024,
    samples: () => samples,
    reset: () => {
      peak = 0;
      samples = 0;
      tick();
    },
    stop: () => clearInterval(t),
  };
}

const CLK_TCK = 100;
/** CPU seconds (user + system) of one process. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** CPU seconds per pid of every process whose command name is `comm` (e.g. all postgres backends). */
export function cpuByComm(comm: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== comm) continue;
      out.set(Number(d), cpuSeconds(Number(d)));
    } catch {
      // gone
    }
  }
  return out;
}
/** CPU seconds the processes named `comm` spent between two snapshots (processes that ended in between are missed). */
export function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let s = 0;
  for (const [pid, v] of after) s += v - (before.get(pid) ?? 0);
  return s;
}

// ---- numbers and output ----
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export type Row = { figure: string; value: string; target: string; met: boolean | null };
export function printSummary(title: string, rows: Row[]) {
  const w = [
    Math.max(6, ...rows.map((r) => r.figure.length)),
    Math.max(5, ...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.target.length)),
  ];
  const line = (a: string, b: string, c: string, d: string) => `  ${a.padEnd(w[0])}  ${b.padEnd(w[1])}  ${c.padEnd(w[2])}  ${d}`;
  console.log(`\n${title}`);
  console.log(line('figure', 'value', 'target', 'result'));
  console.log(line('-'.repeat(w[0]), '-'.repeat(w[1]), '-'.repeat(w[2]), '------'));
  for (const r of rows) console.log(line(r.figure, r.value, r.target, r.met === null ? '(info)' : r.met ? 'met' : 'NOT met'));
}

export const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
