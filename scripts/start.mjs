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
// a 32 MB young generation (V8's default is 16): an import's per-row objects die young there instead of being promoted,
// ~15 % less CPU for reading and preparing rows, for ~30 MB more RSS
const { done } = supervise({
  command: process.execPath,
  args: ['--enable-source-maps', '--expose-gc', `--max-old-space-size=${heapMb}`, '--max-semi-space-size=32', path.join(root, 'apps/server/dist/main.js')],
  // two malloc arenas instead of eight per core: V8's compiler threads otherwise each keep freed memory (~60 MB idle)
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
process.exit(await done);
