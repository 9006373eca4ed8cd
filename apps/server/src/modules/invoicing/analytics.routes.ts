// HTTP route of the invoicing analytics (signed-in workspace): the stat cards and charts of the invoices page.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, signedIn } from './route-support.js';

// analyticsRoutes registers /api/invoices/analytics.
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { analytics } = ctx.services.invoicing;

  r.get(
    '/api/invoices/analytics',
    {
      schema: {
        ...signedIn('invoices'),
        summary:
          'Stat cards and charts from real data, in TRY with each invoice’s stored rate: revenue received, pending and overdue (count, balance), created this month, monthly revenue for the last 6 months, payment-method shares',
        response: answers(R.analytics),
      },
    },
    async (req) => ({ success: true, analytics: await analytics.summary(workspaceOf(req), requestLanguage(req)) }),
  );
}
