// Entry point: validate configuration, start the instance for ULAK_ROLE, listen, shut down cleanly on signals.
import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { hasPgliteDatabase } from './db/client.js';
import { PGLITE_WASM_FLAGS } from './db/wasm-flags.js';

const startedAt = performance.now();

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      // 78 (EX_CONFIG): `npm start`'s supervisor does not restart a process whose configuration is wrong
      process.exit(78);
    }
    throw err;
  }
  if (process.env.ULAK_PREPARE_ONLY === '1') {
    // the child of a first start: create, migrate and seed the data dir, then exit
    await (await createApp(config)).close();
    process.exit(0);
  }
  if (!config.databaseUrl && !config.pgliteInMemory && !hasPgliteDatabase(config.dataDir)) {
    // A new embedded database is created, migrated and seeded by a short-lived child process: the memory that work
    // grows (PGlite's WebAssembly heap never shrinks) leaves with it, so a first start idles as small as a restart.
    const prepared = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, ULAK_PREPARE_ONLY: '1' },
      stdio: 'inherit',
    });
    if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  }
  if (!config.databaseUrl && process.env.ULAK_PGLITE_TIERED !== '1') {
    // PGlite's WebAssembly is compiled by TurboFan only, function by function on first call. V8's default (Liftoff
    // first, hot functions recompiled by TurboFan on background threads) leaves ~50 MB more malloc'd memory behind in
    // a long-running server and runs its first queries slower; the price is ~1 s more start-up, of which the three
    // optimisations turned off below save ~0.4 s with no measurable cost to queries (bench/wasm-tiers.ts). The
    // short-lived child above keeps the default. ULAK_PGLITE_TIERED=1 restores it (docs/benchmarks.md, "Idle memory").
    v8.setFlagsFromString(PGLITE_WASM_FLAGS);
  }
  const { app, close } = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ role: config.role, startupMs: Math.round(performance.now() - startedAt) }, `Ulak listening on ${config.publicUrl}`);
  // start-up garbage (module loading, route and schema building) is freed now rather than at the first
  // collection V8 happens to run; `npm start` passes --expose-gc for it
  (globalThis as { gc?: () => void }).gc?.();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Ulak failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
