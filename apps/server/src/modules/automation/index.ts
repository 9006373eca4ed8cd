// The automation module: workflows, the durable engine, trigger sweeps, the event ingest API and the template market.
// Workers run a loop (sweep triggers, advance due runs, dispatch the outbox) and a pg-boss job once a minute does the
// same as a safety net, so a stopped loop or a lost job never strands a run.
import { defineModule } from '../module.js';
import { automationRepo } from './automation.repo.js';
import { runsRepo } from './runs.repo.js';
import { createEngine } from './engine.js';
import { automationService, type AutomationService } from './automation.service.js';
import { automationRoutes, eventRoutes } from './automation.routes.js';
import { sweepTriggers } from './triggers.js';

export const AUTOMATION_QUEUE = 'automation-sweep';
const LOOP_MS = 1000;
const TRIGGER_EVERY_MS = 5000;

export type AutomationFront = {
  /** One pass of the engine at `now` (a simulated clock in tests): triggers, due runs, outbox. */
  tick: (now?: Date, opts?: { dispatch?: boolean }) => Promise<{ enrolled: number; advanced: number; dispatched: number }>;
  service: AutomationService;
  /** Names of the running (active or paused) workflows with a step using this template or list: deleting it is refused. */
  usedBy: (workspaceId: string, field: 'templateId' | 'listId', id: string) => Promise<string[]>;
};

declare module '../module.js' {
  interface Fronts {
    automation: AutomationFront;
  }
}

export const automationModule = defineModule('automation', async (deps) => {
  const repo = automationRepo(deps.database.db);
  const engine = createEngine(repo, deps);
  const service = automationService(repo, runsRepo(deps.database.db), engine, deps);
  await deps.boss.createQueue(AUTOMATION_QUEUE);

  let busy: Promise<unknown> = Promise.resolve();
  let stopped = false;
  // pass advances due runs and dispatches the outbox a batch of each in turn until neither has work, so a big send does
  // not hold back the runs that come due meanwhile (nor they the send); each batch commits on its own, and a stopping
  // process ends the pass after the batch in hand. `at` is the clock: a fixed simulated time, or the real one per batch.
  async function pass(at: () => Date, dispatch: boolean) {
    let advanced = 0;
    let dispatched = 0;
    while (!stopped) {
      const n = await engine.processDue(at());
      const m = dispatch ? await engine.dispatchOutbox(at()) : 0;
      advanced += n;
      dispatched += m;
      if (n === 0 && m === 0) break;
    }
    return { advanced, dispatched };
  }
  // tick runs passes one after another in this process (other processes coordinate through SKIP LOCKED)
  const tick = (now?: Date, opts: { dispatch?: boolean } = {}) => {
    const run = busy.then(async () => {
      const enrolled = await sweepTriggers(repo, engine, now ?? new Date(), deps.services.contacts.segmentSql);
      return { enrolled, ...(await pass(() => now ?? new Date(), opts.dispatch !== false)) };
    });
    busy = run.catch(() => undefined);
    return run;
  };

  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;
  const loop = async () => {
    if (stopped) return;
    try {
      const now = new Date();
      if (now.getTime() - lastSweep >= TRIGGER_EVERY_MS) {
        lastSweep = now.getTime();
        await tick();
      } else {
        await (busy = busy.then(() => pass(() => new Date(), true)).catch(() => undefined));
      }
    } catch (err) {
      process.stderr.write(`automation loop: ${String(err)}\n`);
    }
    if (!stopped) timer = setTimeout(() => void loop(), LOOP_MS);
  };

  return {
    front: { tick, service, usedBy: repo.usedBy },
    routes: { authenticated: automationRoutes(service, repo), public: eventRoutes(service) },
    async start() {
      await deps.boss.work(AUTOMATION_QUEUE, async () => {
        await tick();
      });
      await deps.boss.schedule(AUTOMATION_QUEUE, '* * * * *', {}, { singletonKey: AUTOMATION_QUEUE });
      // ULAK_AUTOMATION_LOOP=off leaves the engine to the minute job and explicit ticks (tests with a simulated clock)
      if (process.env.ULAK_AUTOMATION_LOOP !== 'off') timer = setTimeout(() => void loop(), LOOP_MS);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await busy;
    },
  };
});
