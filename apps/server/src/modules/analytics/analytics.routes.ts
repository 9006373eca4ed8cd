// HTTP of the analytics reports: the comprehensive report, campaign performance and the export (PDF, CSV, XLSX).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsExportResponseSchema,
  analyticsExportsResponseSchema,
  apiErrorSchema,
  campaignPerformanceResponseSchema,
  comprehensiveQuerySchema,
  comprehensiveSchema,
  createExportBodySchema,
  documentResponse,
  drilldownQuerySchema,
  drilldownSchema,
  EXPORT_JOB_MIN_DAYS,
  exportIdParamsSchema,
  exportQuerySchema,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import { AppError } from '../../http/errors.js';
import { workspaceOf } from '../module.js';
import type { AnalyticsService } from './analytics.service.js';
import { CONTENT_TYPES, renderReport, type ExportsService } from './exports.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const missing = () => new AppError(404, 'ANALYTICS_EXPORT_NOT_FOUND');
const security = [{ bearer: [] }];

// analyticsRoutes registers the report routes (authenticated scope).
export function analyticsRoutes(service: AnalyticsService, exportsJobs: ExportsService, workspaceName: (id: string) => Promise<string>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/analytics/comprehensive',
      {
        schema: {
          tags: ['analytics'],
          summary: 'The analytics report for the last 7, 30, 90 or 365 days (today included) with the change against the period before',
          description:
            'Whole past days come from the daily rollups, today is computed live. Opens are split human / all (privacy proxies and scanners are machines); ' +
            'revenue is in the currency with the most revenue in the period, attributed by last click within `window` days (default 5), first touch and linear.',
          security,
          querystring: comprehensiveQuerySchema,
          response: { 200: comprehensiveSchema, ...errors },
        },
      },
      async (req) => service.comprehensive(workspaceOf(req), req.query.days, req.query.window, new Date(), req.query.tz),
    );

    r.get(
      '/api/analytics/campaigns/performance',
      {
        schema: {
          tags: ['analytics'],
          summary: 'Campaign performance rows of the last 365 days (seed 001 §3) with conversions and revenue by last click',
          security,
          querystring: comprehensiveQuerySchema.pick({ window: true }),
          response: { 200: campaignPerformanceResponseSchema, ...errors },
        },
      },
      async (req) => {
        const { currency, rows } = await service.performance(workspaceOf(req), req.query.window);
        return { success: true as const, currency, performance: rows };
      },
    );

    r.get(
      '/api/analytics/export',
      {
        schema: {
          tags: ['analytics'],
          summary: 'The report as a file: a multi-page PDF in the request language, or its tables as CSV or XLSX (analytics-report.<format>)',
          security,
          querystring: exportQuerySchema,
          response: { 200: documentResponse('PDF, CSV or XLSX report'), ...errors, 500: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const workspaceId = workspaceOf(req);
        const lang = requestLanguage(req);
        const report = await service.comprehensive(workspaceId, req.query.days, 5, new Date(), req.query.tz);
        const file = await renderReport(report, req.query.format, lang, await workspaceName(workspaceId)).catch(() => {
          throw new AppError(500, 'ANALYTICS_EXPORT_FAILED');
        });
        return reply
          .header('content-disposition', `attachment; filename="analytics-report.${req.query.format}"`)
          .header('cache-control', 'no-store')
          .type(CONTENT_TYPES[req.query.format])
          .send(file);
      },
    );

    r.get(
      '/api/analytics/drilldown',
      {
        schema: {
          tags: ['analytics'],
          summary: 'The contacts or deliveries behind a figure of the report (sent, opened, clicked, bounced, conversions, a place…), newest first, paged',
          description:
            'Same period as the report (the last `days` days, today included), optionally for one campaign. `place` needs `country` (and may name a `city`): ' +
            'it lists the deliveries opened or clicked from there, read from the raw hits still kept (retention may have dropped older months; the figure itself ' +
            'comes from the rollups). `converted` with a campaign lists the purchases whose last click within `window` days was that campaign’s.',
          security,
          querystring: drilldownQuerySchema,
          response: { 200: drilldownSchema, ...errors },
        },
      },
      async (req) => service.drilldown(workspaceOf(req), req.query),
    );

    r.post(
      '/api/analytics/exports',
      {
        schema: {
          tags: ['analytics'],
          summary: 'Starts a report export as a job (answers at once, 202); follow its progress and download the file when done',
          description: `Meant for the heavy exports (${EXPORT_JOB_MIN_DAYS} days or more, which the screen sends here); any period is accepted. The file is kept for a day.`,
          security,
          body: createExportBodySchema,
          response: { 202: analyticsExportResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        const s = session(req);
        const job = await exportsJobs.start(s.workspaceId, s.user.id, req.body, requestLanguage(req));
        return reply.status(202).send({ success: true as const, export: job });
      },
    );

    r.get(
      '/api/analytics/exports',
      {
        schema: {
          tags: ['analytics'],
          summary: "The workspace's latest report exports (kept for a day), newest first",
          security,
          response: { 200: analyticsExportsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (req) => ({ success: true as const, exports: await exportsJobs.list(workspaceOf(req)) }),
    );

    r.get(
      '/api/analytics/exports/:id',
      {
        schema: {
          tags: ['analytics'],
          summary: "A report export's status and progress (0–100), with its download link once done",
          security,
          params: exportIdParamsSchema,
          response: { 200: analyticsExportResponseSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (req) => {
        const job = await exportsJobs.get(workspaceOf(req), req.params.id);
        if (!job) throw missing();
        return { success: true as const, export: job };
      },
    );

    r.get(
      '/api/analytics/exports/:id/file',
      {
        schema: {
          tags: ['analytics'],
          summary: "A finished export's file (analytics-report.<format>)",
          security,
          params: exportIdParamsSchema,
          response: { 200: documentResponse('PDF, CSV or XLSX report'), ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const workspaceId = workspaceOf(req);
        const file = await exportsJobs.file(workspaceId, req.params.id);
        if (!file) {
          if (!(await exportsJobs.get(workspaceId, req.params.id))) throw missing();
          throw new AppError(409, 'ANALYTICS_EXPORT_NOT_READY');
        }
        return reply
          .header('content-disposition', `attachment; filename="analytics-report.${file.format}"`)
          .header('cache-control', 'no-store')
          .type(CONTENT_TYPES[file.format])
          .send(file.body);
      },
    );
  };
}
