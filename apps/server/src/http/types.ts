// What route plugins receive: the services and guards of one app instance.
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Boss } from '../jobs/boss.js';
import type { Mailer } from '../mail/mailer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { BillingService } from '../modules/billing/billing.service.js';
import type { CurrencyService } from '../modules/currency/currency.service.js';
import type { MailboxRepo } from '../modules/mailbox/mailbox.repo.js';
import type { SiteService } from '../modules/site/site.service.js';
import type { StatusService } from '../modules/site/status.service.js';
import type { ChatService } from '../modules/site/chat.service.js';
import type { ContactsService } from '../modules/contacts/contacts.service.js';
import type { ImportService } from '../modules/contacts/import.service.js';
import type { TemplatesService } from '../modules/templates/templates.service.js';
import type { CampaignsService } from '../modules/campaigns/campaigns.service.js';
import type { TestSendService } from '../modules/campaigns/test-send.js';
import type { ReportService } from '../modules/campaigns/report.js';
import type { ServersService } from '../modules/sending/servers.service.js';
import type { SendingDomainsService } from '../modules/sending/domains.js';
import type { SenderIdentitiesService } from '../modules/sending/identities.js';
import type { TrackingSigner } from '../modules/campaigns/message.js';
import type { TrackingBuffer } from '../modules/tracking/tracking.js';
import type { CrmService } from '../modules/crm/crm.service.js';
import type { WorkspaceMailService } from '../modules/campaigns/workspace-mail.js';
import type { InvoicingServices } from '../modules/invoicing/services.js';
import type { Guards } from './auth-guard.js';
import type { Fronts } from '../modules/module.js';

export type Services = {
  auth: AuthService;
  billing: BillingService;
  currency: CurrencyService;
  mailbox: MailboxRepo;
  site: SiteService;
  status: StatusService;
  chat: ChatService;
  contacts: ContactsService;
  imports: ImportService;
  templates: TemplatesService;
  campaigns: CampaignsService;
  testSends: TestSendService;
  /** One email of a workspace to one contact outside a campaign (automation), through the campaign sender's path. */
  workspaceMail: WorkspaceMailService;
  reports: ReportService;
  servers: ServersService;
  domains: SendingDomainsService;
  identities: SenderIdentitiesService;
  crm: CrmService;
  invoicing: InvoicingServices;
};

export type AppContext = {
  config: Config;
  database: Database;
  boss: Boss;
  mailer: Mailer;
  services: Services;
  /** The front doors of the plugin modules (modules/index.ts). */
  fronts: Fronts;
  guards: Guards;
  /** Loopback ports of the built-in SMTP servers, when running. */
  ports: { capture?: number; bounce?: number };
  signer: TrackingSigner;
  tracking: TrackingBuffer;
};

// servicesOf is the flat `services` view over the modules' front doors, read at call time: a module may hold it
// before the modules it names are built.
export function servicesOf(f: Fronts): Services {
  return {
    get auth() {
      return f.auth.service;
    },
    get billing() {
      return f.billing;
    },
    get currency() {
      return f.currency;
    },
    get mailbox() {
      return f.mailbox;
    },
    get site() {
      return f.site.site;
    },
    get status() {
      return f.site.status;
    },
    get chat() {
      return f.site.chat;
    },
    get contacts() {
      return f.contacts.service;
    },
    get imports() {
      return f.contacts.imports;
    },
    get templates() {
      return f.templates.service;
    },
    get campaigns() {
      return f.campaigns.service;
    },
    get testSends() {
      return f.campaigns.testSends;
    },
    get workspaceMail() {
      return f.campaigns.workspaceMail;
    },
    get reports() {
      return f.campaigns.reports;
    },
    get servers() {
      return f.sending.servers;
    },
    get domains() {
      return f.sending.domains;
    },
    get identities() {
      return f.sending.identities;
    },
    get crm() {
      return f.crm;
    },
    get invoicing() {
      return f.invoicing;
    },
  };
}
