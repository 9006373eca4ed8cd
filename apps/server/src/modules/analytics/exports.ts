// Heavy report exports as a job: the request stores a queued row and answers at once; the worker builds the report,
// renders the file while it records its progress, and keeps the file a day for the workspace to download.
import { sql } from 'drizzle-orm';
import type { AnalyticsExport, Language } from '@ulak/shared';
import type { Db } from '../../db/client.js';
import type { Boss } from '../../jobs/boss.js';
import type { AnalyticsService } from './analytics.service.js';
import { renderReportPdf, reportCsv, reportXlsx } from './export.js';

export const EXPORT_QUEUE = 'analytics-export';
const KEEP_MS = 86_400_000;
type Format = AnalyticsExport['format'];
type Row = {
  id: string;
  workspace_id: string;
  format: Format;
  days: number;
  language: Language;
  time_zone: string;
  status: AnalyticsExport['status'];
  progress: number;
  size: number | null;
  created_at: string;
  finished_at: string | null;
};
const COLS = sql`id::text id, workspace_id::text workspace_id, format, days, language, time_zone, status, progress, size,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') created_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') finished_at`;

export const CONTENT_TYPES: Record<Format, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// renderReport makes the file of a report in a language (CSV with a byte order mark, so spreadsheets read UTF-8).
export async function renderReport(report: Awaited<ReturnType<AnalyticsService['comprehensive']>>, format: Format, lang: Language, workspace: string) {
  if (format === 'csv') return Buffer.from(`\uFEFF${reportCsv(report, lang)}`, 'utf8');
  if (format === 'xlsx') return Buffer.from(await reportXlsx(report, lang));
  return renderReportPdf(report, lang, workspace);
}

const view = (r: Row): AnalyticsExport => ({
  id: r.id,
  format: r.format,
  days: r.days,
  status: r.status,
  progress: r.progress,
  size: r.size,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
  downloadUrl: r.status === 'done' ? `/api/analytics/exports/${r.id}/file` : null,
});

export type ExportsService = ReturnType<typeof exportsService>;

// exportsService queues, runs and serves the export jobs.
export function exportsService(db: Db, boss: Boss, analytics: AnalyticsService, workspaceName: (id: string) => Promise<string>) {
  const progress = (id: string, n: number) => db.execute(sql`update analytics_exports set progress = ${n} where id = ${id}::uuid`);
  return {
    /** Queues an export and answers its row at once. */
    async start(workspaceId: string, userId: string, input: { format: Format; days: number; tz: string }, language: Language) {
      const { rows } = await db.execute<Row>(sql`
        insert into analytics_exports (workspace_id, user_id, format, days, language, time_zone)
        values (${workspaceId}::uuid, ${userId}::uuid, ${input.format}, ${input.days}, ${language}, ${input.tz}) returning ${COLS}`);
      await boss.send(EXPORT_QUEUE, { id: rows[0].id });
      return view(rows[0]);
    },

    /** The workspace's export, or null. */
    async get(workspaceId: string, id: string) {
      const { rows } = await db.execute<Row>(sql`select ${COLS} from analytics_exports where id = ${id}::uuid and workspace_id = ${workspaceId}::uuid`);
      return rows[0] ? view(rows[0]) : null;
    },

    /** The workspace's latest exports (still kept), newest first. */
    async list(workspaceId: string) {
      const { rows } = await db.execute<Row>(sql`
        select ${COLS} from analytics_exports where workspace_id = ${workspaceId}::uuid and (expires_at is null or expires_at > now())
        order by created_at desc limit 10`);
      return rows.map(view);
    },

    /** A finished export's file (null when not done, expired or not the workspace's). */
    async file(workspaceId: string, id: string) {
      const { rows } = await db.execute<{ file: Buffer | Uint8Array; format: Format }>(sql`
        select file, format from analytics_exports where id = ${id}::uuid and workspace_id = ${workspaceId}::uuid and status = 'done'
          and expires_at > now() and file is not null`);
      return rows[0] ? { body: Buffer.from(rows[0].file), format: rows[0].format } : null;
    },

    /** The job: builds the report, renders the file and stores it, recording the progress (a retried job, after a crash, starts over); a failure is recorded. */
    async run(id: string) {
      const { rows } = await db.execute<Row>(sql`
        update analytics_exports set status = 'running', progress = 5 where id = ${id}::uuid and status in ('queued', 'running') returning ${COLS}`);
      const job = rows[0];
      if (!job) return;
      try {
        const report = await analytics.comprehensive(job.workspace_id, job.days, 5, new Date(), job.time_zone);
        await progress(id, 50);
        const file = await renderReport(report, job.format, job.language, await workspaceName(job.workspace_id));
        await progress(id, 90);
        await db.execute(sql`
          update analytics_exports set status = 'done', progress = 100, file = ${file}, size = ${file.length}, finished_at = now(),
            expires_at = now() + ${KEEP_MS} * interval '1 millisecond' where id = ${id}::uuid`);
      } catch (err) {
        await db.execute(sql`
          update analytics_exports set status = 'failed', error = ${String(err).slice(0, 500)}, finished_at = now() where id = ${id}::uuid`);
      }
    },

    /** Deletes the exports whose file has expired (and failed ones older than a day). */
    async sweep() {
      await db.execute(sql`delete from analytics_exports where expires_at < now() or (status = 'failed' and created_at < now() - interval '1 day')`);
    },
  };
}
