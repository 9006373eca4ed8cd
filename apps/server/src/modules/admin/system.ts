// The system tab and the alerts: every process's heartbeat (workers alive, answers and 5xx per process), database,
// queues, mail transport and mail servers, memory, event loop and disk, each normal / warning / critical, and the
// alerts raised by the conditions that hold now.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  ALERT_THRESHOLDS,
  HEARTBEAT_SECONDS,
  PROCESS_ALIVE_SECONDS,
  type AdminAlert,
  type AdminHealth,
  type IpPools,
  type MetricStatus,
  type PlatformProcess,
  type SystemMetric,
} from '@ulak/shared';
import type { RequestStats } from '../../http/request-stats.js';
import type { AdminRepo } from './admin.repo.js';

type Alert = Omit<AdminAlert, 'acknowledged'>;
export type SystemDeps = {
  dataDir: string;
  role: 'all' | 'api' | 'worker';
  version: string;
  mailMode: () => 'capture' | 'relay';
  /** Checks the platform's own mail transport (relay or capture server) answers. */
  verifyMail: () => Promise<void>;
  /** This process's answers per minute. */
  requests: RequestStats;
  /** The mail servers grouped into pools (the IP pools tab). */
  pools: () => Promise<IpPools>;
  /** Alerts of the DNS blocklist check. */
  blocklistAlerts: () => Promise<Alert[]>;
};

const DAY = 86_400_000;
const ERROR_WINDOW_MINUTES = 5;
const level = (value: number, warning: number, critical: number): MetricStatus => (value >= critical ? 'critical' : value >= warning ? 'warning' : 'normal');
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const worst = (list: MetricStatus[]): MetricStatus => (list.includes('critical') ? 'critical' : list.includes('warning') ? 'warning' : 'normal');

// errorRateStatus judges the share of 5xx answers (not before a few answers: 1 of 3 is no signal).
export function errorRateStatus(requests: number, errors: number): MetricStatus {
  if (requests < ALERT_THRESHOLDS.minRequestsForErrorRate) return 'normal';
  return level((errors / requests) * 100, ALERT_THRESHOLDS.errorRateWarningPct, ALERT_THRESHOLDS.errorRateCriticalPct);
}

// systemMonitor builds the health figures and the alerts' conditions, and keeps this process's heartbeat.
export function systemMonitor(repo: AdminRepo, deps: SystemDeps) {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const processId = crypto.randomUUID();
  const startedAt = new Date();
  let timer: NodeJS.Timeout | undefined;

  async function beat() {
    const { requests, errors } = deps.requests.last(ERROR_WINDOW_MINUTES);
    await repo.heartbeat({
      id: processId,
      role: deps.role,
      host: os.hostname().slice(0, 200),
      pid: process.pid,
      version: deps.version,
      startedAt,
      beatAt: new Date(),
      requests,
      errors,
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
    });
  }

  async function processes(): Promise<PlatformProcess[]> {
    await beat();
    const now = Date.now();
    return (await repo.processes(new Date(now - DAY))).map((p) => ({
      id: p.id,
      role: p.role,
      host: p.host,
      pid: p.pid,
      version: p.version,
      startedAt: p.startedAt.toISOString(),
      lastBeatAt: p.beatAt.toISOString(),
      alive: now - p.beatAt.getTime() <= PROCESS_ALIVE_SECONDS * 1000,
      requests: p.requests,
      errors: p.errors,
      rssMb: p.rssMb,
      self: p.id === processId,
    }));
  }

  // mailTransport checks the platform's relay or capture server (cached by the mailer for a few seconds)
  async function mailTransport(): Promise<SystemMetric> {
    const started = performance.now();
    try {
      await deps.verifyMail();
      return { name: 'mailTransport', value: round(performance.now() - started, 0), unit: 'ms', status: 'normal', detail: deps.mailMode() };
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'ERROR';
      return { name: 'mailTransport', value: 0, unit: 'ms', status: 'critical', detail: `${deps.mailMode()}: ${String(code).slice(0, 60)}` };
    }
  }

  function diskFree() {
    try {
      const st = fs.statfsSync(deps.dataDir);
      return { pct: st.blocks ? (st.bavail / st.blocks) * 100 : 100, gb: (st.bavail * st.bsize) / 1e9 };
    } catch {
      // the data directory may not exist with an external database and no attachments yet
      return { pct: 100, gb: 0 };
    }
  }

  async function health(): Promise<AdminHealth> {
    const [db, queues, procs, transport, servers, pools] = await Promise.all([
      repo.databaseStats(),
      repo.queues(),
      processes(),
      mailTransport(),
      repo.mailServerStates(),
      deps.pools(),
    ]);
    const mem = process.memoryUsage();
    const memPct = (mem.rss / os.totalmem()) * 100;
    const loopP99 = loop.percentile(99) / 1e6;
    loop.reset();
    const disk = diskFree();
    const connPct = db ? (db.connections / Math.max(1, db.max_connections)) * 100 : 0;
    const alive = procs.filter((p) => p.alive);
    const workers = alive.filter((p) => p.role !== 'api').length;
    const answers = alive.reduce((s, p) => s + p.requests, 0);
    const errors = alive.reduce((s, p) => s + p.errors, 0);
    const failed = queues.reduce((s, q) => s + q.failed, 0);
    const poolStatus = pools.pools.map((p): MetricStatus => (p.active === 0 ? 'critical' : p.blocked > 0 || p.listed > 0 ? 'warning' : 'normal'));
    const metrics: SystemMetric[] = [
      { name: 'databaseSize', value: round(Number(db?.size ?? 0) / 1e6), unit: 'MB', status: 'normal' },
      { name: 'databaseConnections', value: db?.connections ?? 0, unit: `/ ${db?.max_connections ?? 0}`, status: level(connPct, 75, 90) },
      {
        name: 'workersAlive',
        value: workers,
        unit: `/ ${alive.length}`,
        // no worker: scheduled campaigns, sending, automations and reminders stand still
        status: workers === 0 ? 'critical' : alive.length < procs.length ? 'warning' : 'normal',
        detail: `${alive.length - workers} API`,
      },
      {
        name: 'errorRate',
        value: answers ? round((errors / answers) * 100, 2) : 0,
        unit: '%',
        status: errorRateStatus(answers, errors),
        detail: `5xx ${errors} / ${answers} (${ERROR_WINDOW_MINUTES} min)`,
      },
      {
        name: 'jobFailures',
        value: failed,
        unit: '/ h',
        status: failed >= ALERT_THRESHOLDS.queueFailuresPerHour ? 'critical' : failed > 0 ? 'warning' : 'normal',
      },
      transport,
      {
        name: 'mailServers',
        value: servers.active,
        unit: `/ ${servers.total}`,
        status: servers.total > 0 && servers.active === 0 ? 'critical' : servers.failing + servers.quarantined > 0 ? 'warning' : 'normal',
        detail: `${servers.failing} error · ${servers.paused} paused · ${servers.quarantined} quarantined`,
      },
      {
        name: 'mailPools',
        value: pools.pools.length,
        unit: '',
        status: worst(poolStatus),
        detail: pools.pools
          .map((p) => p.provider)
          .join(', ')
          .slice(0, 120),
      },
      { name: 'memory', value: round(memPct), unit: '%', status: level(memPct, 75, ALERT_THRESHOLDS.memoryPct), detail: `${round(mem.rss / 1e6, 0)} MB RSS` },
      { name: 'heap', value: round(mem.heapUsed / 1e6, 0), unit: 'MB', status: 'normal' },
      { name: 'eventLoopDelay', value: round(loopP99), unit: 'ms', status: level(loopP99, 50, 200), detail: 'p99' },
      {
        name: 'diskFree',
        value: round(disk.pct),
        unit: '%',
        status: disk.pct < 5 ? 'critical' : disk.pct < 15 ? 'warning' : 'normal',
        detail: `${round(disk.gb)} GB`,
      },
      { name: 'uptime', value: round(process.uptime() / 3600), unit: 'h', status: 'normal' },
    ];
    return {
      version: deps.version,
      mailMode: deps.mailMode(),
      metrics,
      queues: queues.map((q) => ({
        name: q.name,
        queued: q.queued,
        active: q.active,
        failedLastHour: q.failed,
        status: q.failed >= ALERT_THRESHOLDS.queueFailuresPerHour ? 'critical' : q.queued >= ALERT_THRESHOLDS.queueBacklog ? 'warning' : 'normal',
      })),
      processes: procs,
    };
  }

  // conditions lists the alerts whose condition holds now.
  async function conditions(): Promise<Alert[]> {
    const now = new Date().toISOString();
    const out: Alert[] = [];
    const h = await health();
    const metric = (name: string) => h.metrics.find((m) => m.name === name);
    for (const q of h.queues) {
      if (q.queued >= ALERT_THRESHOLDS.queueBacklog)
        out.push({
          id: `queue-backlog:${q.name}`,
          type: 'warning',
          severity: 'warning',
          code: 'queueBacklog',
          params: { queue: q.name, count: q.queued },
          time: now,
        });
      if (q.failedLastHour >= ALERT_THRESHOLDS.queueFailuresPerHour) {
        const params = { queue: q.name, count: q.failedLastHour };
        out.push({ id: `queue-failures:${q.name}`, type: 'warning', severity: 'critical', code: 'queueFailures', params, time: now });
      }
    }
    const mem = metric('memory');
    if (mem?.status === 'critical')
      out.push({ id: 'memory-high', type: 'warning', severity: 'critical', code: 'memoryHigh', params: { value: mem.value }, time: now });
    const disk = metric('diskFree');
    if (disk && disk.status !== 'normal')
      out.push({ id: 'disk-low', type: 'warning', severity: disk.status, code: 'diskLow', params: { value: disk.value }, time: now });
    const rate = metric('errorRate');
    if (rate && rate.status !== 'normal') {
      const alive = h.processes.filter((p) => p.alive);
      const params = { rate: rate.value, errors: alive.reduce((s, p) => s + p.errors, 0), requests: alive.reduce((s, p) => s + p.requests, 0) };
      out.push({ id: 'error-rate', type: 'warning', severity: rate.status, code: 'errorRate', params, time: now });
    }
    if (metric('workersAlive')?.value === 0)
      out.push({ id: 'workers-down', type: 'warning', severity: 'critical', code: 'workersDown', params: {}, time: now });
    for (const p of h.processes.filter((x) => !x.alive)) {
      const params = { host: p.host, pid: p.pid, role: p.role, at: p.lastBeatAt };
      out.push({ id: `process-stopped:${p.id}`, type: 'warning', severity: 'warning', code: 'processStopped', params, time: p.lastBeatAt });
    }
    const transport = metric('mailTransport');
    if (transport?.status === 'critical') {
      const params = { detail: transport.detail ?? '' };
      out.push({ id: 'mail-transport', type: 'warning', severity: 'critical', code: 'mailTransportDown', params, time: now });
    }
    for (const s of await repo.mailServers()) {
      const time = new Date(s.updated_at).toISOString();
      if (s.status === 'error') {
        const params = { server: s.name, error: s.last_error ?? '' };
        out.push({ id: `mail-server:${s.id}`, type: 'warning', severity: 'critical', code: 'mailServerFailing', params, time });
      }
      if (s.sent_total < ALERT_THRESHOLDS.minSentForRates) continue;
      const pct = (n: number) => Math.round((n / s.sent_total) * 10_000) / 100;
      const bounce = pct(s.bounces);
      const complaint = pct(s.complaints);
      if (bounce >= ALERT_THRESHOLDS.bounceRatePct)
        out.push({ id: `bounce:${s.id}`, type: 'warning', severity: 'warning', code: 'bounceRate', params: { server: s.name, rate: bounce }, time });
      if (complaint >= ALERT_THRESHOLDS.complaintRatePct)
        out.push({ id: `complaint:${s.id}`, type: 'warning', severity: 'critical', code: 'complaintRate', params: { server: s.name, rate: complaint }, time });
    }
    out.push(...(await deps.blocklistAlerts()));
    return out;
  }

  return {
    health,
    conditions,
    /** Starts this process's heartbeat (every HEARTBEAT_SECONDS; rows silent for a day are dropped). */
    start() {
      const tick = async () => {
        await beat();
        await repo.pruneProcesses(new Date(Date.now() - DAY));
      };
      void tick().catch(() => undefined);
      timer = setInterval(() => void tick().catch(() => undefined), HEARTBEAT_SECONDS * 1000);
      timer.unref();
    },
    /** Stops the heartbeat and removes this process's row (a process that stops cleanly is not reported as lost). */
    async stop() {
      if (timer) clearInterval(timer);
      loop.disable();
      await repo.removeProcess(processId).catch(() => undefined);
    },
  };
}
