// The invoicing module: customers, invoices and their documents (PDF, UBL, CII, Factur-X), payments and credit notes,
// recurring schedules, settings and designs, analytics and the public invoice links.
import { QUEUES } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { gibService, type GibService } from './gib-integrator.js';
import { gibRoutes } from './gib.routes.js';
import { invoicingServices, type InvoicingServices } from './services.js';
import { invoicingRoutes } from './invoicing.routes.js';
import { publicInvoiceRoutes } from './public.routes.js';

const GIB_POLL_QUEUE = 'invoicing.gib-poll';

declare module '../module.js' {
  interface Fronts {
    invoicing: InvoicingServices & { gib: GibService };
  }
}

export const invoicingModule = defineModule('invoicing', (deps) => {
  const services = invoicingServices(deps.database.db, {
    secret: deps.secret,
    previousSecret: deps.config.previousSecret,
    publicUrl: deps.config.publicUrl,
    sendMail: deps.sendMail,
    rates: () => deps.fronts.currency.rates(),
    // outgoing webhooks and the product's own notification (the settings module)
    onEvent: async (ws, type, data) => {
      await deps.fronts.webhooks?.emit(ws, type, data);
      await deps.fronts.settings?.notifyEvent(ws, type, data);
    },
  });
  // Turkish e-invoices to GİB through the workspace's integrator (its endpoint follows the outbound address policy)
  const test = deps.config.env === 'test';
  const gib = gibService({
    db: deps.database.db,
    box: deps.box,
    options: {
      policy: { allowPrivate: deps.config.allowPrivateMailServers },
      timeoutMs: test ? 1000 : 20_000,
      attempts: 3,
      retryDelayMs: test ? 20 : 1000,
    },
    load: (ws, id) => services.invoices.load(ws, id),
    documentOf: (row) => services.documents.documentOf(row),
    refuseCancelled: (row) => services.documents.refuseCancelled(row),
  });
  return {
    front: { ...services, gib },
    routes: {
      authenticated: async (app, ctx) => {
        await invoicingRoutes(app, ctx);
        await gibRoutes(app, ctx, gib);
      },
      public: publicInvoiceRoutes,
    },
    start: async () => {
      // overdue marking, payment reminders and recurring invoices; hourly and idempotent, so a missed hour catches up
      await deps.boss.work<{ day?: string }>(QUEUES.invoicingDaily, async ([job]) => {
        await services.schedules.runDaily(job?.data?.day);
      });
      await deps.boss.schedule(QUEUES.invoicingDaily, '5 * * * *');
      // GİB submissions still queued or sent are asked about at their integrator every five minutes
      await deps.boss.createQueue(GIB_POLL_QUEUE);
      await deps.boss.work(GIB_POLL_QUEUE, async () => {
        await gib.pollPending();
      });
      await deps.boss.schedule(GIB_POLL_QUEUE, '*/5 * * * *');
    },
  };
});
