// The product's modules, in build order: a module may read the front doors of those listed before it while it is built,
// and any front door at run time. Adding a module is one line here.
import type { UlakModule } from './module.js';
import { healthModule } from './health/index.js';
import { authModule } from './auth/index.js';
import { currencyModule } from './currency/index.js';
import { billingModule } from './billing/index.js';
import { mailboxModule } from './mailbox/index.js';
import { trackingModule } from './tracking/index.js';
import { sendingModule } from './sending/index.js';
import { templatesModule } from './templates/index.js';
import { contactsModule } from './contacts/index.js';
import { campaignsModule } from './campaigns/index.js';
import { siteModule } from './site/index.js';
import { crmModule } from './crm/index.js';
import { invoicingModule } from './invoicing/index.js';
import { adminModule } from './admin/index.js';
import { whiteLabelModule } from './white-label/index.js';
import { settingsModule } from './settings/index.js';
import { inboxModule } from './inbox/index.js';
import { analyticsModule } from './analytics/index.js';
import { oauthModule } from './oauth/index.js';
import { channelsModule } from './channels/index.js';
import { automationModule } from './automation/index.js';
import { webhooksModule } from './webhooks/index.js';

export const MODULES: readonly UlakModule[] = [
  healthModule,
  authModule,
  currencyModule,
  billingModule,
  mailboxModule,
  trackingModule,
  sendingModule,
  templatesModule,
  contactsModule,
  campaignsModule,
  siteModule,
  crmModule,
  invoicingModule,
  inboxModule,
  settingsModule,
  analyticsModule,
  adminModule,
  whiteLabelModule,
  oauthModule,
  channelsModule,
  automationModule,
  webhooksModule,
];
