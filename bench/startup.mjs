// Server start to first answer on a warm PGlite data dir, against a baseline bare Node HTTP server started the same way.
// Prints milliseconds (median of N runs) and the ratio to the baseline. Run after `npm run build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-bench-start-'));

async function timeToFirstAnswer(args, port, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', ULAK_DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const baselineScript = "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)";
const server = path.join(root, 'apps/server/dist/main.js');

await timeToFirstAnswer([server], 5611); // first start: migrations and pg-boss schema; not measured
const ulak = [];
const tiered = [];
const base = [];
for (let i = 0; i < RUNS; i++) {
  base.push(await timeToFirstAnswer(['-e', baselineScript], 5612));
  ulak.push(await timeToFirstAnswer([server], 5611));
  tiered.push(await timeToFirstAnswer([server], 5611, { ULAK_PGLITE_TIERED: '1' }));
}
const u = median(ulak);
const b = median(base);
console.log(`startup (warm PGlite), median of ${RUNS}: ulak ${u.toFixed(0)} ms, bare node http ${b.toFixed(0)} ms, ratio ${(u / b).toFixed(1)}x`);
console.log(`  with V8's default WebAssembly tiers (ULAK_PGLITE_TIERED=1): ${median(tiered).toFixed(0)} ms, ratio ${(median(tiered) / b).toFixed(1)}x`);
console.log(`target: under 3000 ms — ${u < 3000 ? 'met' : 'NOT met'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
