// Idle resident memory of the product as `npm start` runs it (supervisor and server processes summed), on PGlite and,
// when DATABASE_URL is set, on PostgreSQL, against a bare Node HTTP server started the same way (the ratio). Starts on a
// fresh data dir (first start: migrations), restarts on the warm one, waits IDLE_SECONDS with no requests but the
// health probe, and reads RSS and PSS from /proc. Run after `npm run build`. Target (issue 14.20): under 250 MB on
// PGlite — the server process's RSS and the whole tree's PSS (summing RSS counts the node binary's ~40 MB of shared
// pages once per process). ULAK_PGLITE_TIERED=1 (V8's default WebAssembly tiers) is measured beside it for comparison.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.env.ULAK_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const PORT = 5631;

// treeMemory sums VmRSS and Pss (kB) of a process and its descendants: RSS counts the node binary's shared pages once
// per process, PSS splits them between the processes that share them (what the machine actually spends)
function treeMemory(pid, depth = 0) {
  const sum = { rss: 0, pss: 0, serverRss: 0 };
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const rss = Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    sum.rss += rss;
    // the supervisor's child is the server
    if (depth === 1) sum.serverRss = rss;
    sum.pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) {
        const c = treeMemory(Number(child), depth + 1);
        sum.rss += c.rss;
        sum.pss += c.pss;
        sum.serverRss ||= c.serverRss;
      }
    }
  } catch {
    // the process ended meanwhile
  }
  return sum;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// idleMemory starts a command, waits for its health answer and IDLE_SECONDS more, and returns the tree's RSS and PSS in MB
async function idleMemory(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'silent', ...env }, stdio: 'ignore' });
  try {
    const started = Date.now();
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 120_000) throw new Error('no answer within 120 s');
      await sleep(100);
    }
    await sleep(IDLE_SECONDS * 1000);
    const m = treeMemory(child.pid);
    return { rss: m.rss / 1024, pss: m.pss / 1024, server: m.serverRss / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const baselineScript = "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)";
const start = [path.join(root, 'scripts/start.mjs')];
const mb = (m) => `RSS ${m.rss.toFixed(0)} MB (PSS ${m.pss.toFixed(0)} MB${m.server ? `; server process RSS ${m.server.toFixed(0)} MB` : ''})`;

const base = await idleMemory(['-e', baselineScript], {});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-bench-memory-'));
try {
  const fresh = await idleMemory(start, { ULAK_DATA_DIR: dataDir, DATABASE_URL: '' });
  const warm = await idleMemory(start, { ULAK_DATA_DIR: dataDir, DATABASE_URL: '' });
  console.log(`idle, PGlite: first start ${mb(fresh)}; warm restart ${mb(warm)}; bare node http ${mb(base)}; ratio ${(warm.rss / base.rss).toFixed(1)}x`);
  const tiered = await idleMemory(start, { ULAK_DATA_DIR: dataDir, DATABASE_URL: '', ULAK_PGLITE_TIERED: '1' });
  console.log(
    `idle, PGlite with V8's default WebAssembly tiers (ULAK_PGLITE_TIERED=1): warm restart ${mb(tiered)}; ratio ${(warm.pss / tiered.pss).toFixed(2)}x (PSS)`,
  );
  const worst = Math.max(fresh.pss, warm.pss, fresh.server, warm.server);
  console.log(`target: under 250 MB on PGlite (server RSS and tree PSS) — ${worst < 250 ? 'met' : `NOT met (${worst.toFixed(0)} MB)`}`);
  if (process.env.DATABASE_URL) {
    const pg = await idleMemory(start, { ULAK_DATA_DIR: dataDir });
    console.log(`idle, PostgreSQL (the product's processes only): ${mb(pg)}; ratio ${(pg.rss / base.rss).toFixed(1)}x`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
