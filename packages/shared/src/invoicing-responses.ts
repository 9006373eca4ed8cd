// What the invoice routes answer: zod schemas of every 2xx body. The server declares them (its serializer enforces
// them and /api/docs shows them), its view functions return their types (a field added here and not produced there is
// a compile error), and the web client's types are z.infer of them.
import { z } from 'zod';
import {
  ATTACHMENT_MIME_TYPES,
  DISCOUNT_TYPES,
  INVOICE_TYPE_CODES,
  PAYMENT_MEANS_CODES,
  TR_INVOICE_TYPES,
  TR_PROFILES,
  INVOICE_CURRENCIES,
  INVOICE_DESIGNS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  INVOICE_UNITS,
  PAYMENT_METHODS,
  RECURRENCE_FREQUENCIES,
  TAX_CATEGORIES,
} from './invoicing.js';
import type {
  companySettingsSchema,
  customerInputSchema,
  invoiceInputSchema,
  invoiceSettingsSchema,
  paymentInputSchema,
  recurringInputSchema,
  sendInvoiceSchema,
  totalsPreviewSchema,
} from './invoicing.js';
import { documentResponse } from './responses.js';

const isoInstant = z.string();
const day = z.string();
const unitIds = Object.keys(INVOICE_UNITS) as [keyof typeof INVOICE_UNITS, ...(keyof typeof INVOICE_UNITS)[]];

/** A party as printed on an issued invoice (frozen when it leaves draft). */
export const partySnapshotSchema = z.object({
  name: z.string(),
  legalName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  mersisNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string(),
  contactPerson: z.string().nullable(),
  website: z.string().nullable(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  iban: z.string().nullable(),
  /** Peppol electronic address (BT-34/BT-49) with its EAS scheme; absent in snapshots taken before it existed. */
  endpointScheme: z.string().nullable().optional(),
  endpointId: z.string().nullable().optional(),
});
export type PartySnapshotView = z.infer<typeof partySnapshotSchema>;

/** A row of the invoices table (seed 001 §3): amount negative for a credit note. */
export const invoiceRowSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string().nullable(),
  customer: z.string(),
  customerId: z.string(),
  customerEmail: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(INVOICE_CURRENCIES),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  issueDate: day,
  dueDate: day,
  paid: z.number(),
  balance: z.number(),
  createdAt: isoInstant,
});
export type InvoiceRowView = z.infer<typeof invoiceRowSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  position: z.number(),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(unitIds),
  unitPrice: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  discount: z.number(),
  discountAmount: z.number(),
  taxRate: z.number(),
  taxCategory: z.enum(TAX_CATEGORIES),
  total: z.number(),
  originalLineId: z.string().nullable(),
  sellerItemId: z.string().nullable(),
  standardItemId: z.string().nullable(),
  /** ISO 6523 scheme of standardItemId (0160 GTIN). */
  standardItemScheme: z.string().nullable(),
  classifications: z.array(z.object({ code: z.string(), listId: z.string() })),
  withholdingCode: z.string().nullable(),
  withholdingPercent: z.number().nullable(),
  /** The withheld VAT of the line (its share of its group's VAT × the withholding percent). */
  withholdingAmount: z.number(),
  exciseCode: z.string().nullable(),
  excisePercent: z.number().nullable(),
  exciseAmount: z.number(),
  /** The line's share of its VAT group's VAT (null on lines stored before issue 15). */
  taxAmount: z.number().nullable(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

/** One rate of the VAT breakdown, in major units. */
export const taxGroupSchema = z.object({
  category: z.enum(TAX_CATEGORIES),
  rate: z.number(),
  net: z.number(),
  discount: z.number(),
  /** Document charges (BG-21) of this category and rate, part of the taxable amount. */
  charge: z.number(),
  taxable: z.number(),
  tax: z.number(),
});
export type TaxGroupView = z.infer<typeof taxGroupSchema>;

export const recurringSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  startDate: day,
  nextRunDate: day,
  endDate: day.nullable(),
  autoSend: z.boolean(),
  active: z.boolean(),
  runs: z.number(),
  lastInvoiceId: z.string().nullable(),
});
export type RecurringView = z.infer<typeof recurringSchema>;

/** A document-level charge (BG-21) in major units. */
export const chargeSchema = z.object({
  reason: z.string(),
  reasonCode: z.string().nullable(),
  amount: z.number(),
  taxRate: z.number(),
  taxCategory: z.enum(TAX_CATEGORIES),
});
export type ChargeView = z.infer<typeof chargeSchema>;

/** Payment means (BG-16) as entered; '' for unset text. */
export const paymentMeansSchema = z.object({
  code: z.enum(PAYMENT_MEANS_CODES),
  bic: z.string(),
  cardLast4: z.string(),
  cardHolder: z.string(),
  mandateId: z.string(),
  creditorId: z.string(),
  debitedAccount: z.string(),
});
export type PaymentMeansView = z.infer<typeof paymentMeansSchema>;

/** A supporting document embedded in the e-invoices (BG-24); its bytes are at GET …/attachments/{id}. */
export const attachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mime: z.enum(ATTACHMENT_MIME_TYPES),
  description: z.string(),
  size: z.number(),
  createdAt: isoInstant,
});
export type AttachmentView = z.infer<typeof attachmentSchema>;

const taxExemptionSchema = z.object({ category: z.enum(TAX_CATEGORIES), reason: z.string().nullable(), code: z.string().nullable() });

/** The full invoice: header, parties, lines, VAT breakdown, totals and lifecycle instants. */
export const invoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  statusLabelEn: z.string(),
  customerId: z.string(),
  customer: z.string(),
  customerEmail: z.string().nullable(),
  originalInvoiceId: z.string().nullable(),
  originalNumber: z.string().nullable(),
  currency: z.enum(INVOICE_CURRENCIES),
  exchangeRate: z.number(),
  issueDate: day,
  dueDate: day,
  reference: z.string(),
  buyerReference: z.string(),
  deliveryDate: day.nullable(),
  exchangeRateManual: z.boolean(),
  notes: z.string(),
  terms: z.string(),
  design: z.enum(INVOICE_DESIGNS),
  discountType: z.enum(DISCOUNT_TYPES),
  discount: z.number(),
  taxExemptionReason: z.string(),
  taxExemptionReasonCode: z.string(),
  taxExemptions: z.array(taxExemptionSchema),
  creditReason: z.string(),
  /** UNTDID 1001: 380, 384, 386, 389 (381 for credit notes). */
  typeCode: z.enum([...INVOICE_TYPE_CODES, '381']),
  /** The invoice a corrected invoice (384) corrects, and its number. */
  precedingInvoiceId: z.string().nullable(),
  precedingNumber: z.string().nullable(),
  invoicingPeriodStart: day.nullable(),
  invoicingPeriodEnd: day.nullable(),
  contractReference: z.string(),
  projectReference: z.string(),
  charges: z.array(chargeSchema),
  paymentMeans: paymentMeansSchema.nullable(),
  stopajPercent: z.number().nullable(),
  trProfile: z.enum(TR_PROFILES).nullable(),
  trInvoiceType: z.enum(TR_INVOICE_TYPES).nullable(),
  trExemptionCode: z.string().nullable(),
  trExemptionReason: z.string(),
  attachments: z.array(attachmentSchema),
  lines: z.array(invoiceLineSchema),
  taxBreakdown: z.array(taxGroupSchema),
  /** BT-106: sum of the line amounts (with their ÖTV). */
  subtotal: z.number(),
  discountTotal: z.number(),
  /** BT-108: sum of the document charges. */
  chargeTotal: z.number(),
  /** ÖTV of the lines (inside subtotal and the VAT base). */
  exciseTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  /** KDV tevkifatı withheld by the buyer and stopaj, both deducted from the amount due. */
  withholdingTotal: z.number(),
  stopajAmount: z.number(),
  /** What the buyer pays: total − withholding − stopaj (before any payment). */
  amountDue: z.number(),
  /** The total, negative for a credit note (as in list rows). */
  amount: z.number(),
  paid: z.number(),
  credited: z.number(),
  balance: z.number(),
  seller: partySnapshotSchema.nullable(),
  buyer: partySnapshotSchema.nullable(),
  publicUrl: z.string().nullable(),
  recurring: recurringSchema.nullable(),
  finalizedAt: isoInstant.nullable(),
  sentAt: isoInstant.nullable(),
  emailedAt: isoInstant.nullable(),
  viewedAt: isoInstant.nullable(),
  paidAt: isoInstant.nullable(),
  cancelledAt: isoInstant.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: day,
  reference: z.string(),
  note: z.string(),
  createdAt: isoInstant,
});
export type PaymentView = z.infer<typeof paymentSchema>;

/** An invoicing customer: '' for unset text, the Peppol electronic address as scheme + id ('' when none). */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  taxNumber: z.string(),
  taxOffice: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  contactPerson: z.string(),
  language: z.enum(['tr', 'en']),
  crmCompanyId: z.string().nullable(),
  endpointScheme: z.string(),
  endpointId: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type CustomerView = z.infer<typeof customerSchema>;

/** The invoice settings of a workspace, with the defaults of one that never saved them. */
export const invoiceSettingsViewSchema = z.object({
  taxRates: z.array(z.number()),
  defaultTaxRate: z.number(),
  paymentTermDays: z.number(),
  /** Days relative to the due date (negative = before). */
  reminderSchedule: z.array(z.number()),
  remindersEnabled: z.boolean(),
  defaultCurrency: z.enum(INVOICE_CURRENCIES),
  defaultDesign: z.enum(INVOICE_DESIGNS),
  defaultNotes: z.string(),
  defaultTerms: z.string(),
});
export type InvoiceSettingsView = z.infer<typeof invoiceSettingsViewSchema>;

/** One PDF design of the templates tab, with the company's colours it would use. */
export const invoiceTemplateSchema = z.object({
  id: z.enum(INVOICE_DESIGNS),
  name: z.string(),
  description: z.string(),
  colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  hasLogo: z.boolean(),
  isDefault: z.boolean(),
  previewUrl: z.string(),
});
export type InvoiceTemplateView = z.infer<typeof invoiceTemplateSchema>;

const countAmount = z.object({ count: z.number(), amount: z.number() });
/** Stat cards and charts, in TRY (each invoice converted with its stored rate). */
export const invoiceAnalyticsSchema = z.object({
  currency: z.literal('TRY'),
  /** Money received (all payments). */
  totalRevenue: z.number(),
  payments: z.number(),
  pending: countAmount,
  overdue: countAmount,
  paid: countAmount,
  drafts: z.number(),
  cancelled: z.number(),
  creditNotes: countAmount,
  createdThisMonth: z.number(),
  monthlyRevenue: z.array(z.object({ month: z.string(), label: z.string(), revenue: z.number() })),
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), label: z.string(), count: z.number(), amount: z.number(), share: z.number() })),
});
export type InvoiceAnalyticsView = z.infer<typeof invoiceAnalyticsSchema>;

/** The invoice behind a customer's link: the issued document without internal fields, and where to open it. */
export const publicInvoiceSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** In the customer's language. */
  statusLabel: z.string(),
  issueDate: day,
  dueDate: day,
  currency: z.enum(INVOICE_CURRENCIES),
  reference: z.string().nullable(),
  seller: partySnapshotSchema,
  buyer: partySnapshotSchema,
  lines: z.array(
    invoiceLineSchema.pick({
      position: true,
      description: true,
      quantity: true,
      unit: true,
      unitPrice: true,
      discountAmount: true,
      taxRate: true,
      total: true,
    }),
  ),
  taxBreakdown: z.array(taxGroupSchema.pick({ category: true, rate: true, taxable: true, tax: true })),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  htmlUrl: z.string(),
  pdfUrl: z.string(),
});
export type PublicInvoiceView = z.infer<typeof publicInvoiceSchema>;

const ok = { success: z.boolean() };
export const invoicingResponses = {
  page: z.object({ ...ok, invoices: z.array(invoiceRowSchema), total: z.number(), page: z.number(), limit: z.number() }),
  invoice: z.object({ ...ok, invoice: invoiceSchema }),
  done: z.object(ok),
  sent: z.object({ ...ok, invoice: invoiceSchema, to: z.string() }),
  payments: z.object({ ...ok, payments: z.array(paymentSchema) }),
  paymentAdded: z.object({ ...ok, payment: paymentSchema, invoice: invoiceSchema }),
  creditNote: z.object({ ...ok, creditNote: invoiceSchema }),
  creditNotes: z.object({ ...ok, creditNotes: z.array(invoiceRowSchema) }),
  recurring: z.object({ ...ok, recurring: recurringSchema }),
  recurringList: z.object({ ...ok, recurring: z.array(recurringSchema) }),
  totals: z.object({
    ...ok,
    lines: z.array(z.object({ gross: z.number(), discount: z.number(), total: z.number(), excise: z.number(), tax: z.number(), withholding: z.number() })),
    taxBreakdown: z.array(taxGroupSchema),
    subtotal: z.number(),
    discountTotal: z.number(),
    chargeTotal: z.number(),
    exciseTotal: z.number(),
    taxTotal: z.number(),
    total: z.number(),
    withholdingTotal: z.number(),
    stopajAmount: z.number(),
    amountDue: z.number(),
  }),
  attachments: z.object({ ...ok, attachments: z.array(attachmentSchema) }),
  attachment: z.object({ ...ok, attachment: attachmentSchema }),
  customers: z.object({ ...ok, customers: z.array(customerSchema), total: z.number(), page: z.number(), limit: z.number() }),
  customer: z.object({ ...ok, customer: customerSchema }),
  settings: z.object({ ...ok, settings: invoiceSettingsViewSchema }),
  templates: z.object({ ...ok, templates: z.array(invoiceTemplateSchema) }),
  templatePreview: documentResponse('application/pdf'),
  analytics: z.object({ ...ok, analytics: invoiceAnalyticsSchema }),
  publicInvoice: z.object({ ...ok, invoice: publicInvoiceSchema }),
  publicHtml: documentResponse('text/html'),
  publicPdf: documentResponse('application/pdf'),
};
export type InvoicePageView = z.infer<typeof invoicingResponses.page>;
export type InvoiceTotalsView = z.infer<typeof invoicingResponses.totals>;

export { documentResponse };

/** The body of an invoicing answer by name, e.g. InvoicingAnswer<'invoice'> for GET /api/invoices/{id}. */
export type InvoicingAnswer<K extends keyof typeof invoicingResponses> = z.infer<(typeof invoicingResponses)[K]>;

/** Request bodies as the client writes them (before defaults). */
export type PaymentBody = z.input<typeof paymentInputSchema>;
export type RecurringBody = z.input<typeof recurringInputSchema>;
export type InvoiceBody = z.input<typeof invoiceInputSchema>;
export type SendInvoiceBody = z.input<typeof sendInvoiceSchema>;
export type TotalsBody = z.input<typeof totalsPreviewSchema>;
export type CustomerBody = z.input<typeof customerInputSchema>;
export type InvoiceSettingsBody = z.input<typeof invoiceSettingsSchema>;
export type CompanySettingsBody = z.input<typeof companySettingsSchema>;
