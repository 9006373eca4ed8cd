// HTTP of the raw hits' retention (admin scope): the platform setting and the state of the monthly partitions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsRetentionBodySchema, analyticsRetentionSchema, apiErrorSchema } from '@ulak/shared';
import type { RetentionService } from './retention.js';

const common = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

// retentionRoutes registers GET and PUT /api/admin/analytics/retention.
export function retentionRoutes(retention: RetentionService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/analytics/retention',
      {
        schema: {
          ...common,
          summary: 'Retention of raw engagement events: months kept (null: forever), the oldest month still stored and what was dropped',
          response: { 200: analyticsRetentionSchema, ...errors },
        },
      },
      async () => retention.status(),
    );
    r.put(
      '/api/admin/analytics/retention',
      {
        schema: {
          ...common,
          summary: 'Sets how many months of raw engagement events to keep (3–120, null: forever) and drops the older whole months at once',
          description:
            'Raw open and click hits are stored in one partition per UTC month. With N months, every month before the N whole months preceding ' +
            'the current one is dropped, now and every night, once the daily rollups have read it: reports read the rollups, so no figure changes. ' +
            'The lists of contacts behind a figure come from raw hits for places only, and find none before what was dropped.',
          body: analyticsRetentionBodySchema,
          response: { 200: analyticsRetentionSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (req) => retention.setMonths(req.body.months),
    );
  };
}
