// Wires the invoicing module: repos over one database, the services that use them, and the signed public links.
import type { Db } from '../../db/client.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { acceptPrevious } from '../../secret.js';
import { workspaceDirectory as workspacesRepo } from '../workspaces/index.js';
import { analyticsRepo } from './analytics.repo.js';
import { attachmentsService } from './attachments.js';
import { analyticsService } from './analytics.service.js';
import { customersRepo } from './customers.repo.js';
import { customersService } from './customers.service.js';
import { documentsService } from './documents.service.js';
import { invoicesRepo } from './invoicing.repo.js';
import { invoicingService } from './invoicing.service.js';
import { paymentsService, type InvoicePaidListener } from './payments.service.js';
import { invoiceLinks } from './public-link.js';
import { schedulesRepo } from './schedules.repo.js';
import { schedulesService } from './schedules.service.js';
import { settingsRepo } from './settings.repo.js';
import { settingsService } from './settings.service.js';
import { templatesService } from './templates.service.js';

export type InvoicingDependencies = {
  /** Hears of invoices that became paid (the webhooks module's emit). */
  onEvent?: InvoicePaidListener;
  secret: string;
  /** Links signed with this secret still open (ULAK_PREVIOUS_SECRET, after a rotation). */
  previousSecret?: string;
  publicUrl: string;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** Units of each currency per 1 TRY (ctx.services.currency.rates). */
  rates: () => Promise<{ rates: Record<string, number> }>;
  log?: (msg: string, err: unknown) => void;
};
export type InvoicingServices = ReturnType<typeof invoicingServices>;

// invoicingServices builds every invoicing service over one database.
export function invoicingServices(db: Db, deps: InvoicingDependencies) {
  const previousLinks = deps.previousSecret ? invoiceLinks(deps.previousSecret, deps.publicUrl) : undefined;
  const links = acceptPrevious(invoiceLinks(deps.secret, deps.publicUrl), previousLinks);
  const settings = settingsService(settingsRepo(db));
  const customers = customersService(customersRepo(db));
  const invoiceData = invoicesRepo(db);
  const scheduleData = schedulesRepo(db);
  const workspaces = workspacesRepo(db);
  const workspaceName = async (id: string) => (await workspaces.info(id)).name;
  const invoices = invoicingService(invoiceData, { customers, settings, schedules: scheduleData, links, rates: deps.rates, workspaceName });
  const payments = paymentsService(invoiceData, invoices, deps.onEvent);
  const documents = documentsService(invoiceData, invoices, { customers, settings, links, sendMail: deps.sendMail, workspaceName });
  const log = deps.log ?? ((msg: string, err: unknown) => process.stderr.write(`${msg}: ${err instanceof Error ? err.message : String(err)}\n`));
  const schedules = schedulesService(scheduleData, invoiceData, invoices, documents, { sendMail: deps.sendMail, log });
  return {
    settings,
    customers,
    invoices,
    payments,
    documents,
    schedules,
    attachments: attachmentsService(invoiceData),
    analytics: analyticsService(analyticsRepo(db)),
    templates: templatesService(settings, workspaceName),
    links,
  };
}
