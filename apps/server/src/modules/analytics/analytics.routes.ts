// HTTP of the analytics reports: the comprehensive report, campaign performance and the export (PDF, CSV, XLSX).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  campaignPerformanceResponseSchema,
  comprehensiveQuerySchema,
  comprehensiveSchema,
  documentResponse,
  exportQuerySchema,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { AppError } from '../../http/errors.js';
import { workspaceOf } from '../module.js';
import type { AnalyticsService } from './analytics.service.js';
import { renderReportPdf, reportCsv, reportXlsx } from './export.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const security = [{ bearer: [] }];

// analyticsRoutes registers the report routes (authenticated scope).
export function analyticsRoutes(service: AnalyticsService, workspaceName: (id: string) => Promise<string>) {
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
        const name = `analytics-report.${req.query.format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
        if (req.query.format === 'csv') return reply.type('text/csv; charset=utf-8').send(`\uFEFF${reportCsv(report, lang)}`);
        if (req.query.format === 'xlsx')
          return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await reportXlsx(report, lang));
        const pdf = await renderReportPdf(report, lang, await workspaceName(workspaceId)).catch(() => {
          throw new AppError(500, 'ANALYTICS_EXPORT_FAILED');
        });
        return reply.type('application/pdf').send(pdf);
      },
    );
  };
}
