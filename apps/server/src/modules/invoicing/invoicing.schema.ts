import type { AttachmentMime, InvoiceUnit, PaymentMeansCode, TaxCategory, TaxExemption } from '@ulak/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

/** A party as printed on an issued invoice: frozen when the invoice leaves draft, so later edits never rewrite it. */
export type PartySnapshot = {
  name: string;
  legalName: string | null;
  taxNumber: string | null;
  taxOffice: string | null;
  registrationNumber: string | null;
  mersisNumber: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  district: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
  contactPerson: string | null;
  website: string | null;
  bankName: string | null;
  bankBranch: string | null;
  iban: string | null;
  /** Peppol electronic address (BT-34/BT-49) with its EAS scheme; absent in snapshots taken before it existed. */
  endpointScheme?: string | null;
  endpointId?: string | null;
};

/** One line of the VAT breakdown (EN 16931 BG-23), amounts in minor units. */
export type TaxBreakdownRow = {
  category: TaxCategory;
  rate: string;
  netMinor: number;
  allowanceMinor: number;
  allowancePercent: string | null;
  /** Document charges (BG-21) of this category and rate; absent on invoices stored before issue 15 (= 0). */
  chargeMinor?: number;
  taxableMinor: number;
  taxMinor: number;
};

/** A document-level charge (EN 16931 BG-21) as stored on the invoice, amount in minor units. */
export type StoredCharge = { reason: string; reasonCode: string | null; amountMinor: number; taxRate: string; taxCategory: TaxCategory };

/** Payment means (BG-16) as stored; null fields are unset. */
export type StoredPaymentMeans = {
  code: PaymentMeansCode;
  bic: string | null;
  cardLast4: string | null;
  cardHolder: string | null;
  mandateId: string | null;
  creditorId: string | null;
  debitedAccount: string | null;
};

// bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({ dataType: () => 'bytea', fromDriver: (v) => Buffer.from(v) });

/** The company's identity, branding and invoice defaults (seed 001 §3); one row per workspace. */
export const companySettings = pgTable('company_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  legalName: text('legal_name'),
  taxNumber: text('tax_number'),
  taxOffice: text('tax_office'),
  tradeRegisterNumber: text('trade_register_number'),
  mersisNumber: text('mersis_number'),
  email: text('email'),
  phone: text('phone'),
  fax: text('fax'),
  website: text('website'),
  address: text('address'),
  district: text('district'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country').notNull().default('TR'),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  accentColor: text('accent_color'),
  linkedinUrl: text('linkedin_url'),
  twitterUrl: text('twitter_url'),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  foundedYear: integer('founded_year'),
  ceoName: text('ceo_name'),
  authorizedPerson: text('authorized_person'),
  bankName: text('bank_name'),
  bankBranch: text('bank_branch'),
  iban: text('iban'),
  invoicePrefix: text('invoice_prefix'),
  invoiceFooter: text('invoice_footer'),
  paymentTerms: text('payment_terms'),
  tagline: text('tagline'),
  description: text('description'),
  mission: text('mission'),
  vision: text('vision'),
  /** Peppol electronic address of the seller (EAS scheme code and id). */
  endpointScheme: text('endpoint_scheme'),
  endpointId: text('endpoint_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Invoice defaults per workspace: VAT rates, payment term, reminder schedule, currency, design. */
export const invoiceSettings = pgTable('invoice_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  taxRates: jsonb('tax_rates').$type<number[]>().notNull(),
  defaultTaxRate: numeric('default_tax_rate', { precision: 5, scale: 2 }).notNull(),
  paymentTermDays: integer('payment_term_days').notNull(),
  reminderSchedule: jsonb('reminder_schedule').$type<number[]>().notNull(),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  defaultCurrency: text('default_currency').notNull().default('TRY'),
  defaultDesign: text('default_design').notNull().default('standard'),
  defaultNotes: text('default_notes'),
  defaultTerms: text('default_terms'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Invoicing customers (buyers) until the CRM links them: crm_company_id is reserved for that link. */
export const invoiceCustomers = pgTable(
  'invoice_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryCode: text('country_code').notNull().default('TR'),
    contactPerson: text('contact_person'),
    language: text('language', { enum: ['tr', 'en'] })
      .notNull()
      .default('tr'),
    crmCompanyId: uuid('crm_company_id'),
    /** Peppol electronic address of the buyer (EAS scheme code and id). */
    endpointScheme: text('endpoint_scheme'),
    endpointId: text('endpoint_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('invoice_customers_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name})`),
    index('invoice_customers_crm_company_idx').on(t.crmCompanyId),
  ],
);

/** Invoices and credit notes. Numbers are allocated when a document leaves draft and never change or disappear. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invoice', 'credit_note'] })
      .notNull()
      .default('invoice'),
    number: text('number'),
    numberYear: integer('number_year'),
    numberSeq: integer('number_seq'),
    status: text('status', { enum: ['draft', 'issued', 'sent', 'viewed', 'paid', 'overdue', 'cancelled'] })
      .notNull()
      .default('draft'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => invoiceCustomers.id),
    /** The invoice a credit note corrects. */
    originalInvoiceId: uuid('original_invoice_id'),
    currency: text('currency', { enum: ['TRY', 'USD', 'EUR', 'GBP'] })
      .notNull()
      .default('TRY'),
    /** TRY per one unit of the currency on the invoice date (1 for TRY). */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    /** The user typed the rate: finalising keeps it instead of taking the day's rate. */
    exchangeRateManual: boolean('exchange_rate_manual').notNull().default(false),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    reference: text('reference'),
    /** BT-10 as the buyer asked for it (e.g. a Leitweg-ID). */
    buyerReference: text('buyer_reference'),
    /** BT-72 actual delivery date. */
    deliveryDate: date('delivery_date'),
    notes: text('notes'),
    terms: text('terms'),
    design: text('design', { enum: ['standard', 'corporate', 'minimal', 'colorful'] })
      .notNull()
      .default('standard'),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }).notNull().default('0'),
    taxExemptionReason: text('tax_exemption_reason'),
    taxExemptionReasonCode: text('tax_exemption_reason_code'),
    /** Exemption reason and code per VAT category; the two columns above are the fallback for E (and G). */
    taxExemptions: jsonb('tax_exemptions').$type<TaxExemption[]>().notNull().default([]),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    allowanceMinor: bigint('allowance_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    taxBreakdown: jsonb('tax_breakdown').$type<TaxBreakdownRow[]>().notNull().default([]),
    seller: jsonb('seller').$type<PartySnapshot | null>(),
    buyer: jsonb('buyer').$type<PartySnapshot | null>(),
    creditReason: text('credit_reason'),
    recurringId: uuid('recurring_id'),
    /** UNTDID 1001 of an invoice: 380, 384 corrected, 386 prepayment, 389 self-billed (credit notes are 381 by kind). */
    typeCode: text('type_code', { enum: ['380', '384', '386', '389'] })
      .notNull()
      .default('380'),
    /** The invoice a corrected invoice (384) corrects (BG-3). */
    precedingInvoiceId: uuid('preceding_invoice_id'),
    invoicingPeriodStart: date('invoicing_period_start'),
    invoicingPeriodEnd: date('invoicing_period_end'),
    contractReference: text('contract_reference'),
    projectReference: text('project_reference'),
    /** Document-level charges (BG-21) and their sum (BT-108). */
    charges: jsonb('charges').$type<StoredCharge[]>().notNull().default([]),
    chargeMinor: bigint('charge_minor', { mode: 'number' }).notNull().default(0),
    /** ÖTV of the lines (inside subtotal and the VAT base). */
    exciseMinor: bigint('excise_minor', { mode: 'number' }).notNull().default(0),
    /** KDV tevkifatı of the lines and stopaj: withheld by the buyer, deducted from the amount due. */
    withholdingMinor: bigint('withholding_minor', { mode: 'number' }).notNull().default(0),
    stopajPercent: numeric('stopaj_percent', { precision: 5, scale: 2 }),
    stopajMinor: bigint('stopaj_minor', { mode: 'number' }).notNull().default(0),
    paymentMeans: jsonb('payment_means').$type<StoredPaymentMeans | null>(),
    /** UBL-TR profile and type as chosen (null = derived when the document is built) and the GİB exemption. */
    trProfile: text('tr_profile', { enum: ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] }),
    trInvoiceType: text('tr_invoice_type', { enum: ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI'] }),
    trExemptionCode: text('tr_exemption_code'),
    trExemptionReason: text('tr_exemption_reason'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('invoices_workspace_number_uq')
      .on(t.workspaceId, t.number)
      .where(sql`${t.number} is not null`),
    index('invoices_workspace_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id),
    index('invoices_workspace_status_idx').on(t.workspaceId, t.status, t.dueDate),
    index('invoices_workspace_issue_idx').on(t.workspaceId, t.issueDate),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_original_idx').on(t.originalInvoiceId),
    index('invoices_preceding_idx').on(t.precedingInvoiceId),
    index('invoices_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('issued', 'sent', 'viewed', 'overdue')`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    unit: text('unit').$type<InvoiceUnit>().notNull().default('piece'),
    /** The unit price rounded to the minor unit (for lists); unitPriceE4 is the exact price. */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** The unit price in ten-thousandths of the currency unit (up to four decimals, BT-146). */
    unitPriceE4: bigint('unit_price_e4', { mode: 'number' }).notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }).notNull().default('0'),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxCategory: text('tax_category', { enum: ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    /** On a credit note: the line of the original invoice it credits. */
    originalLineId: uuid('original_line_id'),
    /** The line's share of its VAT group's VAT (null on lines stored before issue 15). */
    taxMinor: bigint('tax_minor', { mode: 'number' }),
    sellerItemId: text('seller_item_id'),
    standardItemId: text('standard_item_id'),
    standardItemScheme: text('standard_item_scheme'),
    classifications: jsonb('classifications').$type<{ code: string; listId: string }[]>().notNull().default([]),
    withholdingCode: text('withholding_code'),
    withholdingPercent: numeric('withholding_percent', { precision: 5, scale: 2 }),
    withholdingMinor: bigint('withholding_minor', { mode: 'number' }).notNull().default(0),
    exciseCode: text('excise_code'),
    excisePercent: numeric('excise_percent', { precision: 5, scale: 2 }),
    exciseMinor: bigint('excise_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position), index('invoice_lines_original_idx').on(t.originalLineId)],
);

/** Supporting documents embedded in an invoice's e-invoices (BG-24): PDF, PNG, JPEG, CSV, XLSX, ODS; ≤ 2 MB, ≤ 5 each. */
export const invoiceAttachments = pgTable(
  'invoice_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    mime: text('mime').$type<AttachmentMime>().notNull(),
    description: text('description'),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_attachments_invoice_idx').on(t.workspaceId, t.invoiceId, t.createdAt)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    method: text('method', { enum: ['bank_transfer', 'credit_card', 'paypal', 'crypto'] }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId), index('invoice_payments_workspace_paid_idx').on(t.workspaceId, t.paidOn)],
);

/** One counter per workspace, series and year; incremented inside the finalising transaction, so numbers are gap-free. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.series, t.year], name: 'invoice_counters_pk' })],
);

/** Payment reminders already handled (sent or skipped), one per invoice and schedule offset: never mailed twice. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    offsetDays: integer('offset_days').notNull(),
    status: text('status', { enum: ['sent', 'skipped'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminders_invoice_offset_uq').on(t.invoiceId, t.offsetDays)],
);

/** A recurring schedule that copies its source invoice every month, quarter or year. */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sourceInvoiceId: uuid('source_invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['monthly', 'quarterly', 'yearly'] }).notNull(),
    startOn: date('start_on').notNull(),
    nextRunOn: date('next_run_on').notNull(),
    endOn: date('end_on'),
    autoSend: boolean('auto_send').notNull().default(false),
    active: boolean('active').notNull().default(true),
    runs: integer('runs').notNull().default(0),
    lastInvoiceId: uuid('last_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('recurring_invoices_source_uq').on(t.sourceInvoiceId),
    index('recurring_invoices_due_idx')
      .on(t.nextRunOn)
      .where(sql`${t.active}`),
  ],
);
