// Keeps a child process running: restarts it when it dies (crash, out of memory, a signal we did not send) with
// exponential back-off, logs why, forwards SIGINT/SIGTERM and stops without restarting when asked to.
import { spawn } from 'node:child_process';

/** Exit code a child uses for "do not restart me" (a configuration error only a human can fix; sysexits EX_CONFIG). */
export const EXIT_NO_RESTART = 78;

const OOM = /JavaScript heap out of memory|Reached heap limit|FATAL ERROR: .*Allocation failed/;
const TAIL_BYTES = 8192;

// backoffDelay is the wait before restart number `attempt` (0-based): minMs doubling up to maxMs.
export function backoffDelay(attempt, minMs = 500, maxMs = 30_000) {
  return Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
}

// describeExit explains a child's death in words, from its exit code or signal and the tail of its stderr.
export function describeExit(code, signal, stderrTail = '') {
  const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
  if (OOM.test(stderrTail)) return `${how}: out of memory (JavaScript heap exhausted; ULAK_HEAP_MB raises the limit)`;
  if (signal === 'SIGABRT' || code === 134) return `${how}: aborted, most likely out of memory`;
  if (signal === 'SIGKILL' || code === 137) return `${how}: possibly the system's out-of-memory killer`;
  if (signal === 'SIGSEGV' || code === 139) return `${how}: segmentation fault`;
  const lastLine = stderrTail.trim().split('\n').pop()?.trim();
  return lastLine ? `${how}: ${lastLine.slice(0, 300)}` : how;
}

const defaultLog = (message) => process.stderr.write(`[ulak supervisor ${new Date().toISOString()}] ${message}\n`);

/**
 * supervise starts `command args` and restarts it whenever it dies on its own, waiting minDelayMs doubling to
 * maxDelayMs between quick successive crashes (the wait resets once a child has stayed up stableMs). Returns
 * `stop(signal)`, which forwards the signal and ends supervision, and `done`, resolved with the exit code the
 * supervisor should exit with. With `signals` (default SIGINT and SIGTERM) those signals received by this process stop
 * the child; a second one kills it. `log(message, event)` receives every start, exit and restart.
 */
export function supervise(opts) {
  const {
    command,
    args = [],
    env = process.env,
    cwd,
    minDelayMs = 500,
    maxDelayMs = 30_000,
    stableMs = 60_000,
    signals = ['SIGINT', 'SIGTERM'],
    stdout = 'inherit',
    stderr = process.stderr,
    log = defaultLog,
  } = opts;
  let child;
  let startedAt = 0;
  let attempt = 0;
  let restarts = 0;
  let timer;
  let stopping;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const finish = (code) => {
    for (const sig of signals) process.off(sig, onSignal);
    resolveDone(code);
  };

  const start = () => {
    timer = undefined;
    let tail = '';
    startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: ['ignore', stdout, 'pipe'] });
    const current = child;
    const again = restarts ? `again (restart ${restarts}) ` : '';
    log(`started ${again}with pid ${current.pid}`, { type: 'start', pid: current.pid, restarts });
    current.stderr.on('data', (chunk) => {
      stderr?.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
    });
    let stderrEnded = false;
    current.stderr.on('end', () => (stderrEnded = true));
    let handled = false;
    const onExit = (code, signal) => {
      if (handled) return;
      handled = true;
      exited(code, signal);
    };
    current.on('error', (err) => {
      log(`could not start ${command}: ${err.message}`, { type: 'error', error: err.message });
      if (current.pid === undefined) onExit(1, null);
    });
    // decide on 'exit', not 'close': a grandchild holding the stderr pipe must not delay the restart; the last words
    // (V8's out-of-memory report) are read first when they arrive within a second
    current.on('exit', (code, signal) => {
      if (stderrEnded) return onExit(code, signal);
      const wait = setTimeout(() => onExit(code, signal), 1000);
      current.stderr.once('end', () => {
        clearTimeout(wait);
        onExit(code, signal);
      });
    });
    const exited = (code, signal) => {
      child = undefined;
      const uptimeMs = Date.now() - startedAt;
      const reason = describeExit(code, signal, tail);
      if (stopping) {
        log(`stopped (${reason}) after ${stopping}`, { type: 'stopped', code, signal, reason });
        finish(code ?? 0);
        return;
      }
      if (code === 0 || code === EXIT_NO_RESTART) {
        log(`${reason}; not restarting`, { type: 'exit', code, signal, reason });
        finish(code);
        return;
      }
      if (uptimeMs >= stableMs) attempt = 0;
      const delayMs = backoffDelay(attempt++, minDelayMs, maxDelayMs);
      restarts += 1;
      log(`server ${reason} after ${Math.round(uptimeMs / 100) / 10} s; restarting in ${delayMs / 1000} s`, {
        type: 'restart',
        code,
        signal,
        reason,
        uptimeMs,
        delayMs,
        restarts,
      });
      timer = setTimeout(start, delayMs);
    };
  };

  const stop = (signal = 'SIGTERM') => {
    if (stopping) {
      // asked twice: the child is not shutting down fast enough
      child?.kill('SIGKILL');
      return;
    }
    stopping = signal;
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      log(`stopped by ${signal} while waiting to restart`, { type: 'stopped', signal });
      finish(0);
      return;
    }
    child?.kill(signal);
  };
  function onSignal(signal) {
    stop(signal);
  }
  for (const sig of signals) process.on(sig, onSignal);
  start();
  return { stop, done, pid: () => child?.pid };
}
