// HTTP routes of the Turkish e-invoice (signed-in workspace): the UBL-TR download and its GİB view, submission to GİB
// through the workspace's integrator and its status, and the integrator settings with a connection test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gibSettingsInputSchema, gibSettingsResponse, gibSubmissionResponse, gibTestResponse } from '@ulak/shared/invoicing-gib';
import { documentResponse } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import type { GibService } from './gib-integrator.js';
import { renderGibView } from './gib-view.js';
import { sendFile } from './reply.js';
import { answers, signedIn } from './route-support.js';

// gibRoutes registers /api/invoices/:id/ubl-tr, /gib-view, /gib, /gib/submit and /api/invoices/gib/settings(/test).
export async function gibRoutes(app: FastifyInstance, _ctx: AppContext, gib: GibService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const s = signedIn('invoices');

  r.get(
    '/api/invoices/:id/ubl-tr',
    {
      schema: {
        ...s,
        summary:
          'Turkish e-Fatura / e-Arşiv invoice in UBL-TR 1.2 (unsigned; the integrator signs it), named by its GİB ID. 409 for drafts and cancelled invoices; 422 naming missing data',
        params: idParams,
        response: answers(documentResponse('application/xml')),
      },
    },
    async (req, reply) => {
      const { xml, gibId } = await gib.ublTrOf(workspaceOf(req), req.params.id);
      return sendFile(reply, { filename: `${gibId}.xml`, body: xml }, 'application/xml; charset=utf-8');
    },
  );

  r.get(
    '/api/invoices/:id/gib-view',
    {
      schema: {
        ...s,
        summary: 'The GİB view of the UBL-TR invoice (the page its embedded XSLT renders), as HTML',
        params: idParams,
        response: answers(documentResponse('text/html')),
      },
    },
    async (req, reply) => {
      const { doc } = await gib.ublTrOf(workspaceOf(req), req.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .send(renderGibView(doc));
    },
  );

  r.post(
    '/api/invoices/:id/gib/submit',
    {
      schema: {
        ...s,
        summary:
          'Send the invoice to GİB through the workspace’s integrator (once per ETTN: a queued, sent or accepted submission is returned as it is; a rejected or failed one is sent again). 409 when the integrator is not set up, for drafts and cancelled invoices',
        params: idParams,
        response: answers(gibSubmissionResponse),
      },
    },
    async (req) => ({ submission: await gib.submit(workspaceOf(req), req.params.id, requestLanguage(req)) }),
  );

  r.get(
    '/api/invoices/:id/gib',
    {
      schema: {
        ...s,
        summary: 'The invoice’s GİB submission and its status (a queued or sent one is asked about at the integrator first); null when never submitted',
        params: idParams,
        response: answers(gibSubmissionResponse),
      },
    },
    async (req) => ({ submission: await gib.submission(workspaceOf(req), req.params.id, requestLanguage(req)) }),
  );

  r.get(
    '/api/invoices/gib/settings',
    { schema: { ...s, summary: 'The e-invoice integrator connection (the password is never returned)', response: answers(gibSettingsResponse) } },
    async (req) => ({ settings: await gib.settings(workspaceOf(req)) }),
  );

  r.put(
    '/api/invoices/gib/settings',
    {
      schema: {
        ...s,
        summary: 'Save the integrator connection: endpoint (https), user name, password (left out: kept; empty: removed), GİB sender label',
        body: gibSettingsInputSchema,
        response: answers(gibSettingsResponse),
      },
    },
    async (req) => ({ settings: await gib.saveSettings(workspaceOf(req), req.body) }),
  );

  r.post(
    '/api/invoices/gib/settings/test',
    { schema: { ...s, summary: 'Test the integrator connection with the stored credentials', response: answers(gibTestResponse) } },
    async (req) => gib.testConnection(workspaceOf(req), requestLanguage(req)),
  );
}
