// The status page: live health checks, uptime from recorded samples, and the incidents the platform admin records.
import type { INCIDENT_STATUSES } from '@ulak/shared';
import { STATUS_SERVICES, overallStatus, type IncidentView, type ServiceStatus, type StatusPageView } from '@ulak/shared';
import { notFound } from '../../http/errors.js';
import { healthChecks, type HealthDeps } from '../health/index.js';
import type { IncidentRow, StatusRepo } from './status.repo.js';

const DAY = 24 * 60 * 60 * 1000;
const UPTIME_DAYS = 90;
const SEVERITY: Record<string, ServiceStatus> = { minor: 'degraded', major: 'degraded', critical: 'outage', maintenance: 'maintenance' };
const RANK: Record<ServiceStatus, number> = { operational: 0, maintenance: 1, degraded: 2, outage: 3 };

// incidentView is the public shape of an incident.
export function incidentView(i: IncidentRow): IncidentView {
  return {
    id: i.id,
    title: i.title,
    status: i.status,
    impact: i.impact,
    services: i.services,
    startTime: i.startedAt.toISOString(),
    resolvedAt: i.resolvedAt?.toISOString() ?? null,
    description: i.description,
    updates: i.updates,
  };
}

export type StatusService = ReturnType<typeof statusService>;

// statusService computes the status page and manages incidents.
export function statusService(repo: StatusRepo, health: HealthDeps) {
  async function live() {
    const checks = await healthChecks(health);
    // the API answers this very request, so it is up; its latency is the slowest dependency's
    const api = { status: 'up' as const, latencyMs: Math.max(checks.database.latencyMs, checks.queue.latencyMs) };
    return { api, ...checks };
  }

  return {
    /** Records one sample per service (called every minute by each HTTP-serving process). */
    async recordSamples() {
      const checks = await live();
      await repo.insertSamples(
        STATUS_SERVICES.map((service) => ({ service, up: checks[service].status === 'up', latencyMs: Math.round(checks[service].latencyMs) })),
      );
    },
    pruneSamples: () => repo.pruneSamples(new Date(Date.now() - (UPTIME_DAYS + 1) * DAY)),

    async page(): Promise<StatusPageView> {
      const now = Date.now();
      const [checks, uptime, recent, incidentsLast90Days, averageResponseMs] = await Promise.all([
        live(),
        repo.uptime(new Date(now - UPTIME_DAYS * DAY), new Date(now - DAY)),
        repo.recentIncidents(new Date(now - 7 * DAY)),
        repo.countSince(new Date(now - UPTIME_DAYS * DAY)),
        repo.overallLatency(new Date(now - DAY)),
      ]);
      const open = recent.filter((i) => i.status !== 'resolved');
      const services = STATUS_SERVICES.map((id) => {
        let status: ServiceStatus = checks[id].status === 'up' ? 'operational' : 'outage';
        for (const i of open) {
          const s = SEVERITY[i.impact];
          if (i.services.includes(id) && s && RANK[s] > RANK[status]) status = s;
        }
        const u = uptime.find((x) => x.service === id);
        const last = recent.find((i) => i.services.includes(id));
        return {
          id,
          name: id,
          status,
          uptime: u && u.total > 0 ? Math.round((u.up / u.total) * 10000) / 100 : null,
          responseTime: checks[id].latencyMs,
          description: id,
          lastIncident: last ? last.startedAt.toISOString() : null,
        };
      });
      const totals = uptime.reduce((acc, u) => ({ up: acc.up + u.up, total: acc.total + u.total }), { up: 0, total: 0 });
      return {
        overall: overallStatus(services.map((s) => s.status)),
        checkedAt: new Date().toISOString(),
        services,
        incidents: open.map(incidentView),
        resolvedIncidents: recent.filter((i) => i.status === 'resolved').map(incidentView),
        metrics: {
          uptimePercent: totals.total > 0 ? Math.round((totals.up / totals.total) * 10000) / 100 : null,
          averageResponseMs: averageResponseMs === null ? null : Math.round(averageResponseMs * 10) / 10,
          incidentsLast90Days,
        },
      };
    },

    async uptimePercent(): Promise<number | null> {
      const rows = await repo.uptime(new Date(Date.now() - UPTIME_DAYS * DAY), new Date());
      const t = rows.reduce((acc, u) => ({ up: acc.up + u.up, total: acc.total + u.total }), { up: 0, total: 0 });
      return t.total > 0 ? Math.round((t.up / t.total) * 10000) / 100 : null;
    },

    listIncidents: (limit: number, offset: number) => repo.listIncidents(limit, offset),
    async createIncident(
      input: { title: string; status: (typeof INCIDENT_STATUSES)[number]; impact: IncidentRow['impact']; services: string[]; description: string },
      userId: string,
    ) {
      const now = new Date();
      return repo.createIncident({
        ...input,
        updates: [{ time: now.toISOString(), status: input.status, message: input.description || input.title }],
        startedAt: now,
        resolvedAt: input.status === 'resolved' ? now : null,
        createdBy: userId,
      });
    },
    /** Adds an update; resolving sets the resolution time, reopening clears it. */
    async addUpdate(id: string, update: { status: (typeof INCIDENT_STATUSES)[number]; message: string }) {
      const row = await repo.findIncident(id);
      if (!row) throw notFound();
      const now = new Date();
      const updated = await repo.updateIncident(id, {
        status: update.status,
        updates: [...row.updates, { time: now.toISOString(), status: update.status, message: update.message }],
        resolvedAt: update.status === 'resolved' ? (row.resolvedAt ?? now) : null,
      });
      if (!updated) throw notFound();
      return updated;
    },
  };
}
