// Every domain's tables in one namespace for Drizzle's relational queries.
export * from '../modules/workspaces/workspaces.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/billing/billing.schema.js';
export * from '../modules/mailbox/mailbox.schema.js';
export * from '../modules/currency/currency.schema.js';
export * from '../modules/site/site.schema.js';
export * from '../modules/contacts/contacts.schema.js';
export * from '../modules/templates/templates.schema.js';
export * from '../modules/sending/sending.schema.js';
export * from '../modules/campaigns/campaigns.schema.js';
export * from '../modules/crm/crm.schema.js';
export * from '../modules/invoicing/invoicing.schema.js';
