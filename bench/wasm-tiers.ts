// PGlite under the V8 flags the server sets for its WebAssembly (apps/server/src/db/wasm-flags.ts) against V8's default
// tiers (Liftoff first, TurboFan for hot functions), each in a fresh process of the same run: time to open a new
// in-memory database, a query mix (a LIKE scan, a sort, 300 indexed lookups, a GROUP BY over 100,000 rows) run ROUNDS
// times, and the process's RSS afterwards. Prints each and the ratios flags/default.
//   npx tsx bench/wasm-tiers.ts            (ROUNDS=6, RUNS=3: median of RUNS processes per setting)
import { spawnSync } from 'node:child_process';
import { PGLITE_WASM_FLAGS } from '../apps/server/src/db/wasm-flags.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const RUNS = Number(process.env.RUNS ?? 3);

type Result = { open: number; first: number; steady: number; rssMb: number };

if (process.env.WASM_TIERS_CHILD) {
  const v8 = await import('node:v8');
  if (process.env.WASM_TIERS_CHILD === 'flags') v8.default.setFlagsFromString(PGLITE_WASM_FLAGS);
  const { PGlite } = await import('@electric-sql/pglite');
  const t0 = performance.now();
  const db = await PGlite.create({ postgresqlconf: ['shared_buffers=16MB'] });
  const open = performance.now() - t0;
  await db.exec('CREATE TABLE t AS SELECT g AS id, md5(g::text) AS s, g % 100 AS k FROM generate_series(1, 100000) g; CREATE INDEX ON t (k);');
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    for (let i = 0; i < 3; i++) await db.query("SELECT count(*) FROM t WHERE s LIKE 'a%'");
    for (let i = 0; i < 3; i++) await db.query('SELECT s FROM t ORDER BY s LIMIT 5');
    for (let i = 0; i < 300; i++) await db.query('SELECT id, s FROM t WHERE k = $1 LIMIT 20', [i % 100]);
    for (let i = 0; i < 3; i++) await db.query('SELECT k, count(*), max(s) FROM t GROUP BY k');
    rounds.push(performance.now() - t);
  }
  const steady = rounds.slice(1).reduce((a, b) => a + b, 0) / Math.max(1, rounds.length - 1);
  const result: Result = { open, first: rounds[0] ?? 0, steady, rssMb: process.memoryUsage().rss / 1048576 };
  process.stdout.write(JSON.stringify(result));
  await db.close();
  process.exit(0);
}

function run(setting: 'flags' | 'default'): Result {
  const child = spawnSync(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname], {
    env: { ...process.env, WASM_TIERS_CHILD: setting },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const results: Record<'flags' | 'default', Result[]> = { flags: [], default: [] };
for (let i = 0; i < RUNS; i++) {
  results.default.push(run('default'));
  results.flags.push(run('flags'));
}
const summary = (rs: Result[]) => ({
  open: median(rs.map((r) => r.open)),
  first: median(rs.map((r) => r.first)),
  steady: median(rs.map((r) => r.steady)),
  rssMb: median(rs.map((r) => r.rssMb)),
});
const f = summary(results.flags);
const d = summary(results.default);
const line = (name: string, s: ReturnType<typeof summary>) =>
  `${name}: open ${s.open.toFixed(0)} ms, first round ${s.first.toFixed(0)} ms, later rounds ${s.steady.toFixed(0)} ms, RSS ${s.rssMb.toFixed(0)} MB`;
console.log(`PGlite, median of ${RUNS} processes, ${ROUNDS} rounds each`);
console.log(line(`server flags (${PGLITE_WASM_FLAGS})`, f));
console.log(line("V8's default tiers", d));
console.log(
  `ratios flags/default: open ${(f.open / d.open).toFixed(2)}x, first round ${(f.first / d.first).toFixed(2)}x, later rounds ${(f.steady / d.steady).toFixed(2)}x, RSS ${(f.rssMb / d.rssMb).toFixed(2)}x`,
);
