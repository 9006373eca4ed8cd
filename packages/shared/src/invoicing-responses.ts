// What the invoice routes answer: zod schemas of every 2xx body. The server declares them (its serializer enforces
// them and /api/docs shows them), its view functions return their types (a field added here and not produced there is
// a compile error), and the web client's types are z.infer of them.
import { z } from 'zod';
import {
  DISCOUNT_TYPES,
  INVOICE_CURRENCIES,
  INVOICE_DESIGNS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  INVOICE_UNITS,
  PAYMENT_METHODS,
  RECURRENCE_FREQUENCIES,
  TAX_CATEGORIES,
} from './invoicing.js';
import type { paymentInputSchema, recurringInputSchema } from './invoicing.js';

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
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

/** One rate of the VAT breakdown, in major units. */
export const taxGroupSchema = z.object({
  category: z.enum(TAX_CATEGORIES),
  rate: z.number(),
  net: z.number(),
  discount: z.number(),
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
  lines: z.array(invoiceLineSchema),
  taxBreakdown: z.array(taxGroupSchema),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
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
    lines: z.array(z.object({ gross: z.number(), discount: z.number(), total: z.number() })),
    taxBreakdown: z.array(taxGroupSchema),
    subtotal: z.number(),
    discountTotal: z.number(),
    taxTotal: z.number(),
    total: z.number(),
  }),
};
export type InvoicePageView = z.infer<typeof invoicingResponses.page>;
export type InvoiceTotalsView = z.infer<typeof invoicingResponses.totals>;

export { documentResponse } from './responses.js';

/** The body of an invoicing answer by name, e.g. InvoicingAnswer<'invoice'> for GET /api/invoices/{id}. */
export type InvoicingAnswer<K extends keyof typeof invoicingResponses> = z.infer<(typeof invoicingResponses)[K]>;

/** Request bodies as the client writes them (before defaults). */
export type PaymentBody = z.input<typeof paymentInputSchema>;
export type RecurringBody = z.input<typeof recurringInputSchema>;
