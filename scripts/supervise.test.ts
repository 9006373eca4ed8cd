import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, describeExit, supervise } from './supervise.mjs';

type Event = { type: string; code?: number | null; signal?: string | null; reason?: string; delayMs?: number };

// A server stand-in: the first run crashes with an error, the second dies of heap exhaustion (as V8 reports it), the
// third stays up and records the signal that stops it.
const CHILD = `
import fs from 'node:fs';
const n = (fs.existsSync('count') ? Number(fs.readFileSync('count', 'utf8')) : 0) + 1;
fs.writeFileSync('count', String(n));
const plan = (process.env.PLAN ?? 'crash,oom').split(',');
const fate = plan[n - 1];
if (fate === 'crash') { process.stderr.write('Error: boom\\n'); process.exit(1); }
if (fate === 'oom') {
  process.stderr.write('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\\n');
  process.kill(process.pid, 'SIGABRT');
}
if (fate === 'config') { process.stderr.write('Invalid configuration\\n'); process.exit(78); }
if (fate === 'orphan') {
  // a process of its own that outlives it, holding its stderr open
  const { spawn } = await import('node:child_process');
  const g = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'inherit', detached: true });
  fs.writeFileSync('grandchild', String(g.pid));
  process.exit(1);
}
process.on('SIGTERM', () => { fs.writeFileSync('stopped-by', 'SIGTERM'); process.exit(0); });
fs.writeFileSync('up', String(process.pid));
setInterval(() => {}, 1000);
`;

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function fixture() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-supervise-'));
  fs.writeFileSync(path.join(dir, 'child.mjs'), CHILD);
  return dir;
}

const read = (name: string) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

async function waitFor(check: () => boolean) {
  // hang guard only
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function superviseFixture(over: Record<string, unknown> = {}, plan = 'crash,oom') {
  const events: Event[] = [];
  const sup = supervise({
    command: process.execPath,
    args: ['child.mjs'],
    cwd: dir,
    env: { ...process.env, PLAN: plan },
    minDelayMs: 50,
    maxDelayMs: 1000,
    signals: [],
    stdout: 'ignore',
    stderr: null,
    log: (_message: string, event: Event) => events.push(event),
    ...over,
  });
  return { sup, events };
}

describe('npm start supervisor', () => {
  it('restarts a crashed server with doubling back-off and logs why (out of memory too); stop ends it', async () => {
    fixture();
    const { sup, events } = superviseFixture();
    await waitFor(() => read('up') !== '');
    sup.stop('SIGTERM');
    expect(await sup.done).toBe(0);

    const restarts = events.filter((e) => e.type === 'restart');
    expect(restarts).toHaveLength(2);
    expect(restarts[0]).toMatchObject({ code: 1, delayMs: 50 });
    expect(restarts[0]!.reason).toContain('boom');
    expect(restarts[1]).toMatchObject({ signal: 'SIGABRT', delayMs: 100 });
    expect(restarts[1]!.reason).toContain('out of memory');
    // the SIGTERM reached the server, which was not started again
    expect(read('stopped-by')).toBe('SIGTERM');
    expect(events.at(-1)).toMatchObject({ type: 'stopped', code: 0 });
    expect(read('count')).toBe('3');
  });

  it('resets the back-off once the server has stayed up long enough', async () => {
    fixture();
    const { sup, events } = superviseFixture({ stableMs: 0 }, 'crash,crash,crash');
    await waitFor(() => read('up') !== '');
    sup.stop('SIGTERM');
    await sup.done;
    expect(events.filter((e) => e.type === 'restart').map((e) => e.delayMs)).toEqual([50, 50, 50]);
  });

  it('restarts at once even when a process the server started still holds its stderr', async () => {
    fixture();
    const { sup, events } = superviseFixture({}, 'orphan');
    try {
      await waitFor(() => read('up') !== '');
      sup.stop('SIGTERM');
      await sup.done;
      expect(events.filter((e) => e.type === 'restart')).toMatchObject([{ code: 1, delayMs: 50 }]);
    } finally {
      if (read('grandchild')) process.kill(Number(read('grandchild')), 'SIGKILL');
    }
  });

  it('does not restart a server that refuses its configuration (exit 78)', async () => {
    fixture();
    const { sup, events } = superviseFixture({}, 'config');
    expect(await sup.done).toBe(78);
    expect(events.filter((e) => e.type === 'restart')).toEqual([]);
    expect(read('count')).toBe('1');
  });

  it('forwards SIGTERM sent to the supervisor process to the server and exits 0 without restarting', async () => {
    fixture();
    const url = pathToFileURL(path.resolve(import.meta.dirname, 'supervise.mjs')).href;
    fs.writeFileSync(
      path.join(dir, 'runner.mjs'),
      `import { supervise } from ${JSON.stringify(url)};
const { done } = supervise({
  command: process.execPath, args: ['child.mjs'], minDelayMs: 50, stdout: 'ignore', stderr: null,
});
process.exit(await done);`,
    );
    const runner = spawn(process.execPath, ['runner.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    runner.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((resolve) => runner.on('close', (code) => resolve(code)));
    await waitFor(() => read('up') !== '');
    runner.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(read('stopped-by')).toBe('SIGTERM');
    expect(log.match(/restarting in/g)).toHaveLength(2);
    expect(log).toContain('exited with code 1: Error: boom');
    expect(log).toContain('out of memory');
    expect(log).toMatch(/stopped .* after SIGTERM/);
    expect(read('count')).toBe('3');
  });
});

describe('back-off and exit reasons', () => {
  it('doubles from 0.5 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((a) => backoffDelay(a))).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('names heap exhaustion, aborts and kills', () => {
    expect(describeExit(134, null, '')).toContain('out of memory');
    expect(describeExit(null, 'SIGABRT', 'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed')).toContain(
      'out of memory (JavaScript heap exhausted',
    );
    expect(describeExit(null, 'SIGKILL', '')).toContain('out-of-memory killer');
    expect(describeExit(2, null, 'line one\nError: listen EADDRINUSE\n')).toBe('exited with code 2: Error: listen EADDRINUSE');
  });
});
