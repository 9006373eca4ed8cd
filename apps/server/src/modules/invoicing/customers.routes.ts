// HTTP routes of invoicing customers (signed-in workspace): search, add, read, edit and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerInputSchema, customerListQuerySchema, customerUpdateSchema } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, creates, signedIn } from './route-support.js';

// customersRoutes registers /api/invoices/customers[/:id].
export async function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { customers } = ctx.services.invoicing;
  const c = signedIn('invoice customers');

  r.get(
    '/api/invoices/customers',
    {
      schema: {
        ...c,
        summary: 'Invoicing customers (search over name, email, tax number; page pagination)',
        querystring: customerListQuerySchema,
        response: answers(R.customers),
      },
    },
    async (req) => ({ success: true, ...(await customers.list(workspaceOf(req), req.query.search, req.query.page, req.query.limit)) }),
  );
  r.post(
    '/api/invoices/customers',
    {
      schema: {
        ...c,
        summary: 'Add a customer; a Turkish tax number must be a valid VKN (10 digits) or TCKN (11 digits)',
        body: customerInputSchema,
        response: creates(R.customer),
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, customer: await customers.create(workspaceOf(req), req.body, requestLanguage(req)) }),
  );
  r.get('/api/invoices/customers/:id', { schema: { ...c, summary: 'One customer', params: idParams, response: answers(R.customer) } }, async (req) => ({
    success: true,
    customer: await customers.get(workspaceOf(req), req.params.id),
  }));
  r.put(
    '/api/invoices/customers/:id',
    {
      schema: {
        ...c,
        summary: 'Update a customer (issued invoices keep the details they were issued with)',
        params: idParams,
        body: customerUpdateSchema,
        response: answers(R.customer),
      },
    },
    async (req) => ({ success: true, customer: await customers.update(workspaceOf(req), req.params.id, req.body, requestLanguage(req)) }),
  );
  r.delete(
    '/api/invoices/customers/:id',
    { schema: { ...c, summary: 'Delete a customer without invoices (409 otherwise)', params: idParams, response: answers(R.done) } },
    async (req) => {
      await customers.remove(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );
}
