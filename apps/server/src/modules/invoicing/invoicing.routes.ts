// The invoicing module's HTTP entry point: every invoicing route file, registered together. Each file holds one
// domain (invoices, payments and credit notes, documents, recurring schedules, customers, settings, designs,
// analytics, public links) and its handlers only translate HTTP to a service call and back.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/types.js';
import { analyticsRoutes } from './analytics.routes.js';
import { attachmentsRoutes } from './attachments.routes.js';
import { customersRoutes } from './customers.routes.js';
import { documentsRoutes } from './documents.routes.js';
import { invoicesRoutes } from './invoices.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { schedulesRoutes } from './schedules.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { templatesRoutes } from './templates.routes.js';

// invoicingRoutes registers /api/invoices/* and /api/admin/company-settings (authenticated scope); the public invoice
// links are public.routes.ts.
export async function invoicingRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const routes of [
    customersRoutes,
    settingsRoutes,
    templatesRoutes,
    analyticsRoutes,
    schedulesRoutes,
    invoicesRoutes,
    paymentsRoutes,
    documentsRoutes,
    attachmentsRoutes,
  ])
    await routes(app, ctx);
}
