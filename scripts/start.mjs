// `npm start`: install and build when needed, then run the server (API, web app, workers, scheduler, or the part
// ULAK_ROLE names) under a supervisor that restarts it with back-off when it dies, so no single crash is an outage.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { supervise } from './supervise.mjs';

ensureInstalled('production');
ensureBuilt();
// a bounded heap: V8 otherwise lets promoted garbage grow to several hundred MB before a full collection (an import of
// 1M rows peaked at 394–448 MB of RSS with a live heap under 60 MB; with 256 MB, 261 MB — docs/benchmarks.md)
const heapMb = Number(process.env.ULAK_HEAP_MB) || 256;
// the young generation: on PostgreSQL (the larger deployments) 32 MB semi-spaces, where an import's per-row objects die
// young instead of being promoted (~15 % less CPU reading and preparing rows, ~30 MB more RSS); on the embedded database
// (the small-server default) 8 MB, for idle memory: ~30 MB less than V8's own 16 (docs/benchmarks.md, "Idle memory")
const youngGeneration = process.env.DATABASE_URL ? ['--max-semi-space-size=32'] : ['--max-semi-space-size=8'];
const { done } = supervise({
  command: process.execPath,
  args: ['--enable-source-maps', '--expose-gc', `--max-old-space-size=${heapMb}`, ...youngGeneration, path.join(root, 'apps/server/dist/main.js')],
  // malloc: two arenas instead of eight per core (V8's compiler threads otherwise each keep freed memory, ~60 MB idle);
  // blocks of 64 KB and more mapped on their own and given back when freed, and free memory at the top of the heap
  // returned past 1 MB, rather than glibc raising both thresholds as the process runs (~20 MB idle)
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '1048576', ...process.env },
});
process.exit(await done);
