// HTTP routes of recurring invoices (signed-in workspace): the workspace's schedules, and repeating one invoice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recurringInputSchema } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, signedIn } from './route-support.js';

// schedulesRoutes registers /api/invoices/recurring and /api/invoices/:id/recurring.
export async function schedulesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { schedules } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.get(
    '/api/invoices/recurring',
    { schema: { ...s, summary: 'Recurring invoice schedules of the workspace', response: answers(R.recurringList) } },
    async (req) => ({ success: true, recurring: await schedules.list(workspaceOf(req)) }),
  );
  r.put(
    '/api/invoices/:id/recurring',
    {
      schema: {
        ...s,
        summary:
          'Repeat this invoice monthly, quarterly or yearly from startDate (until endDate); each run creates a draft, or issues and emails it with autoSend',
        params: idParams,
        body: recurringInputSchema,
        response: answers(R.recurring),
      },
    },
    async (req) => ({ success: true, recurring: await schedules.setRecurring(workspaceOf(req), req.params.id, req.body, requestLanguage(req)) }),
  );
  r.delete(
    '/api/invoices/:id/recurring',
    { schema: { ...s, summary: 'Stop repeating this invoice', params: idParams, response: answers(R.done) } },
    async (req) => {
      await schedules.removeRecurring(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );
}
