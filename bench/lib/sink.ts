// The benches' SMTP sink: bench/lib/smtp-sink.mjs in its own process, counting deliveries per recipient, with an
// HTTP client for its status, per-address counts, a sample message and a reset between phases.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onCleanup, root } from './harness.ts';

export type Sink = {
  smtpPort: number;
  httpPort: number;
  pid: number;
  status: () => Promise<SinkStatus>;
  counts: () => Promise<Record<string, number>>;
  sample: () => Promise<string>;
  reset: (phase: string) => Promise<void>;
  /** Waits until the current phase holds at least n messages (the product's own mail, e.g. the sign-up code). */
  waitForMessages: (n: number, timeoutMs?: number) => Promise<void>;
};
export type SinkStatus = {
  phase: string;
  messages: number;
  recipients: number;
  distinct: number;
  duplicated: number;
  bytes: number;
  avgBytes: number;
  firstAt: number;
  lastAt: number;
  activeSeconds: number;
};

// startSink starts the sink process (stopped by the bench's cleanup) and returns its ports and client.
export async function startSink(): Promise<Sink> {
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/smtp-sink.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  let alive = true;
  void exited.then(() => (alive = false));
  onCleanup('stop sink', async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    await exited;
  });
  const ports = await new Promise<{ smtpPort: number; httpPort: number }>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\{.*\})/.exec(buf);
      if (m) resolve(JSON.parse(m[1]));
    });
    void exited.then(() => reject(new Error('sink exited')));
  });
  const base = `http://127.0.0.1:${ports.httpPort}`;
  return {
    ...ports,
    pid: child.pid!,
    status: async () => (await fetch(`${base}/status`)).json() as Promise<SinkStatus>,
    counts: async () => (await fetch(`${base}/counts`)).json() as Promise<Record<string, number>>,
    sample: async () => (await fetch(`${base}/sample`)).text(),
    reset: async (phase) => void (await fetch(`${base}/reset?phase=${encodeURIComponent(phase)}`, { method: 'POST' })),
    async waitForMessages(n, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (((await (await fetch(`${base}/status`)).json()) as SinkStatus).messages < n) {
        if (Date.now() > until) throw new Error(`the sink did not get ${n} message(s) within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
