// The engine's own process for bench/automation.ts: the server app as main.ts builds it (configuration from the
// environment, HTTP on PORT), bundled like the server build and run with `npm start`'s memory flags, so its resident
// memory is the product's and not the bench's. Its automation loop is off; the bench drives the engine over IPC:
// { id, cmd: 'tick', at, dispatch } runs one pass at the simulated time `at` and answers { id, enrolled, advanced,
// dispatched, ms }; { cmd: 'close' } stops it.
import { loadConfig } from '../../apps/server/src/config.js';
import { createApp } from '../../apps/server/src/app.js';

type Command = { id: number; cmd: 'tick'; at: string; dispatch: boolean } | { id: number; cmd: 'close' };

const instance = await createApp(loadConfig());
await instance.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// start-up garbage is freed now, as main.ts does
(globalThis as { gc?: () => void }).gc?.();
process.send?.({ ready: true });

process.on('message', (m: Command) => {
  void (async () => {
    if (m.cmd === 'close') {
      await instance.close();
      process.exit(0);
    }
    const t0 = performance.now();
    const r = await instance.ctx.fronts.automation.tick(new Date(m.at), { dispatch: m.dispatch });
    process.send?.({ id: m.id, ...r, ms: performance.now() - t0 });
  })().catch((err: unknown) => {
    process.send?.({ id: m.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  });
});
