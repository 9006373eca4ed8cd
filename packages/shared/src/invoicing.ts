// Invoicing contracts: invoices, credit notes, payments, customers, invoice settings and company settings
// (seed 001 §3, §4, §7, §9; issue "Invoicing"). Money travels in major units with two decimals and is stored in minor units.
import { z } from 'zod';

export const INVOICE_STATUSES = ['draft', 'sent', 'viewed', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Turkish labels of the specification (seed 001 §4). */
export const INVOICE_STATUS_LABELS_TR: Record<InvoiceStatus, string> = {
  draft: 'Taslak',
  sent: 'Gönderildi',
  viewed: 'Görüntülendi',
  paid: 'Ödendi',
  overdue: 'Vadesi Geçti',
  cancelled: 'İptal Edildi',
};
export const INVOICE_STATUS_LABELS_EN: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice currencies (seed 001 §3); TRY is the default (§9). */
export const INVOICE_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const INVOICE_CURRENCY_SYMBOLS: Record<InvoiceCurrency, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' };
export const DEFAULT_INVOICE_CURRENCY: InvoiceCurrency = 'TRY';

export const PAYMENT_METHODS = ['bank_transfer', 'credit_card', 'paypal', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { tr: string; en: string }> = {
  bank_transfer: { tr: 'Banka Havalesi', en: 'Bank transfer' },
  credit_card: { tr: 'Kredi Kartı', en: 'Credit card' },
  paypal: { tr: 'PayPal', en: 'PayPal' },
  crypto: { tr: 'Kripto Para', en: 'Crypto' },
};

/** The specification's VAT choices (seed 001 §9: 0, 1, 8, 18, default 18) predate July 2023. */
export const SPEC_TAX_RATES = [0, 1, 8, 18] as const;
/** A new workspace's list: the specification's rates plus today's Turkish 10 (reduced) and 20 (standard) since 10 July 2023. */
export const DEFAULT_TAX_RATES = [0, 1, 8, 10, 18, 20];
export const DEFAULT_TAX_RATE = 20;
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const CREDIT_NOTE_PREFIX = 'CN';
/** Reminder schedule in days relative to the due date: 3 days before, on the day, 7 days after. */
export const DEFAULT_REMINDER_SCHEDULE = [-3, 0, 7];
export const INVOICE_DESIGNS = ['standard', 'corporate', 'minimal', 'colorful'] as const;
export type InvoiceDesign = (typeof INVOICE_DESIGNS)[number];
export const RECURRENCE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** EN 16931 VAT categories we issue: S standard (rate > 0), Z zero rated, E exempt (needs an exemption reason). */
export const TAX_CATEGORIES = ['S', 'Z', 'E'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** Brand colours a workspace starts with (company settings: primaryColor, secondaryColor, accentColor). */
export const DEFAULT_BRAND_COLORS = { primaryColor: '#1D4ED8', secondaryColor: '#0F172A', accentColor: '#F59E0B' } as const;
/** Largest decoded size of a company logo. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const INVOICE_TIME_ZONE = 'Europe/Istanbul';

/** Units of measure with their UN/ECE Recommendation 20 codes (EN 16931 BT-130). */
export const INVOICE_UNITS = {
  piece: { code: 'C62', tr: 'Adet', en: 'Piece' },
  hour: { code: 'HUR', tr: 'Saat', en: 'Hour' },
  day: { code: 'DAY', tr: 'Gün', en: 'Day' },
  week: { code: 'WEE', tr: 'Hafta', en: 'Week' },
  month: { code: 'MON', tr: 'Ay', en: 'Month' },
  year: { code: 'ANN', tr: 'Yıl', en: 'Year' },
  kg: { code: 'KGM', tr: 'Kg', en: 'Kg' },
  gram: { code: 'GRM', tr: 'Gram', en: 'Gram' },
  litre: { code: 'LTR', tr: 'Litre', en: 'Litre' },
  metre: { code: 'MTR', tr: 'Metre', en: 'Metre' },
  m2: { code: 'MTK', tr: 'm²', en: 'm²' },
  m3: { code: 'MTQ', tr: 'm³', en: 'm³' },
  package: { code: 'XPK', tr: 'Paket', en: 'Package' },
  set: { code: 'SET', tr: 'Takım', en: 'Set' },
  service: { code: 'E48', tr: 'Hizmet', en: 'Service' },
} as const;
export type InvoiceUnit = keyof typeof INVOICE_UNITS;
const UNIT_KEYS = Object.keys(INVOICE_UNITS) as [InvoiceUnit, ...InvoiceUnit[]];

// formatInvoiceNumber renders INV-{YYYY}-{###} (at least three digits; the prefix comes from company settings).
export function formatInvoiceNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

// formatMoney renders minor units in the Turkish locale with two decimals and the symbol: 123456 TRY → "1.234,56 ₺".
export function formatMoney(minor: number, currency: InvoiceCurrency): string {
  const abs = Math.abs(Math.round(minor));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${minor < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')} ${INVOICE_CURRENCY_SYMBOLS[currency]}`;
}

// toMinor converts a major-unit amount with at most two decimals to integer minor units.
export const toMinor = (major: number) => Math.round(major * 100);
// toMajor converts minor units to a major-unit number (exact to two decimals).
export const toMajor = (minor: number) => Math.round(minor) / 100;

const IBAN_LENGTHS: Record<string, number> = {
  TR: 26, DE: 22, GB: 22, FR: 27, NL: 18, BE: 16, AT: 20, CH: 21, IT: 27, ES: 24, PT: 25, IE: 22, LU: 20, PL: 28, SE: 24, NO: 15, DK: 18, FI: 18, GR: 27, CY: 28, AZ: 28, AE: 23, SA: 24,
};

// normalizeIban removes spaces and upper-cases an IBAN.
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// isValidIban checks the format, the country's length (when known) and the ISO 13616 mod-97 checksum.
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length && iban.length !== length) return false;
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

// isValidVkn checks a Turkish tax identification number (vergi kimlik numarası: 10 digits, checksum on the last).
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const tmp = (Number(value[i]) + 9 - i) % 10;
    let v = (tmp * 2 ** (9 - i)) % 9;
    if (tmp !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

// isValidTckn checks a Turkish national identity number (T.C. kimlik no: 11 digits, two check digits, no leading zero).
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

// isValidTurkishTaxNumber accepts a VKN (companies) or a TCKN (sole traders and individuals).
export const isValidTurkishTaxNumber = (value: string) => isValidVkn(value) || isValidTckn(value);

const decimals = (n: number, places: number) => Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;
const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const requiredText = (max: number) => text(max).min(1, 'v.required');
/** Optional text; an empty string means "not set" (forms send every field). */
const optionalText = (max: number) => text(max).nullable().optional();
const optionalEmail = text(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'v.email')
  .nullable()
  .optional();
const optionalUrl = text(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'v.url')
  .nullable()
  .optional();
export const isoDateField = z.iso.date('v.date');
const money = z.number('v.money').finite('v.money').min(0, 'v.money').max(100_000_000_000, 'v.money').refine((v) => decimals(v, 2), 'v.money');
const positiveMoney = money.refine((v) => v > 0, 'v.money');
const quantity = z.number('v.quantity').finite('v.quantity').positive('v.quantity').max(1_000_000_000, 'v.quantity').refine((v) => decimals(v, 3), 'v.quantity');
const percent = z.number('v.percent').finite('v.percent').min(0, 'v.percent').max(100, 'v.percent').refine((v) => decimals(v, 2), 'v.percent');
const countryCode = z.string('v.countryCode').trim().regex(/^[A-Za-z]{2}$/, 'v.countryCode').transform((v) => v.toUpperCase());
const currency = z.enum(INVOICE_CURRENCIES, 'v.invalid');
const discountValue = z.number('v.money').finite('v.money').min(0, 'v.money').max(100_000_000_000, 'v.money').refine((v) => decimals(v, 2), 'v.money');

export const invoiceLineInputSchema = z
  .strictObject({
    description: requiredText(1000),
    quantity,
    unit: z.enum(UNIT_KEYS, 'v.invalid').default('piece'),
    unitPrice: money,
    discountType: z.enum(DISCOUNT_TYPES, 'v.invalid').default('percent'),
    /** A percentage (0–100) or an amount in major units, per discountType. */
    discount: discountValue.default(0),
    taxRate: percent,
    /** S when the rate is above 0, else Z; E (exempt) needs the invoice's exemption reason. */
    taxCategory: z.enum(TAX_CATEGORIES, 'v.invalid').optional(),
  })
  .refine((l) => l.discountType !== 'percent' || l.discount <= 100, { message: 'v.percent', path: ['discount'] });
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

const invoiceFields = {
  customerId: z.uuid('v.invalid'),
  currency: currency.optional(),
  /** Defaults to today (Europe/Istanbul). */
  issueDate: isoDateField.optional(),
  /** Defaults to the issue date plus the workspace's payment term (30 days). */
  dueDate: isoDateField.optional(),
  /** The buyer's reference or purchase order number (EN 16931 BT-10). */
  reference: optionalText(200),
  notes: optionalText(5000),
  terms: optionalText(5000),
  design: z.enum(INVOICE_DESIGNS, 'v.invalid').optional(),
  /** Invoice-level discount (a document allowance split over the VAT rates). */
  discountType: z.enum(DISCOUNT_TYPES, 'v.invalid').optional(),
  discount: discountValue.optional(),
  taxExemptionReason: optionalText(500),
  taxExemptionReasonCode: z.string().trim().regex(/^VATEX-[A-Z0-9-]{1,40}$/i, 'v.invalid').nullable().optional(),
  lines: z.array(invoiceLineInputSchema).min(1, 'v.linesRequired').max(500, 'v.tooLong'),
};
const discountRule = (v: { discountType?: DiscountType; discount?: number }) => v.discountType !== 'percent' || (v.discount ?? 0) <= 100;
export const invoiceInputSchema = z.strictObject(invoiceFields).refine(discountRule, { message: 'v.percent', path: ['discount'] });
export const invoiceUpdateSchema = z.strictObject(invoiceFields).partial().refine(discountRule, { message: 'v.percent', path: ['discount'] });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;
/** Totals preview of a draft without saving it. */
export const totalsPreviewSchema = z.strictObject({ lines: invoiceFields.lines, discountType: invoiceFields.discountType, discount: invoiceFields.discount });

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, 'v.invalid').optional(),
  kind: z.enum(INVOICE_KINDS, 'v.invalid').optional(),
  customerId: z.uuid('v.invalid').optional(),
  /** Matches the number, the customer's name or the reference. */
  search: z.string().trim().max(200, 'v.tooLong').optional(),
  /** Issue date range, inclusive. */
  from: isoDateField.optional(),
  to: isoDateField.optional(),
  sort: z.enum(['created_at', 'issue_date', 'due_date', 'total', 'number'], 'v.invalid').default('created_at'),
  order: z.enum(['asc', 'desc'], 'v.invalid').default('desc'),
  page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100_000, 'v.invalid').default(1),
  limit: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100, 'v.invalid').default(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const paymentInputSchema = z.strictObject({
  amount: positiveMoney,
  method: z.enum(PAYMENT_METHODS, 'v.invalid'),
  /** Defaults to today. */
  paidAt: isoDateField.optional(),
  reference: optionalText(200),
  note: optionalText(1000),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const creditNoteInputSchema = z.strictObject({
  /** Lines of the original to credit, each with a quantity up to what is not yet credited; omitted = everything left. */
  lines: z.array(z.strictObject({ lineId: z.uuid('v.invalid'), quantity: quantity.optional() })).min(1, 'v.linesRequired').max(500, 'v.tooLong').optional(),
  reason: optionalText(1000),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;

export const sendInvoiceSchema = z.strictObject({
  /** Defaults to the customer's email. */
  to: optionalEmail,
  message: optionalText(5000),
});

export const recurringInputSchema = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES, 'v.invalid'),
    /** First generation date (today or later). */
    startDate: isoDateField,
    endDate: isoDateField.nullable().optional(),
    /** Finalise and email each generated invoice; otherwise it waits as a draft. */
    autoSend: z.boolean('v.invalid').default(false),
  })
  .refine((r) => !r.endDate || r.endDate >= r.startDate, { message: 'v.date', path: ['endDate'] });
export type RecurringInput = z.infer<typeof recurringInputSchema>;

const taxNumberRule = (v: { taxNumber?: string | null; countryCode?: string; country?: string }, ctx: z.RefinementCtx) => {
  const country = v.countryCode ?? v.country ?? 'TR';
  if (v.taxNumber && country === 'TR' && !isValidTurkishTaxNumber(v.taxNumber)) ctx.addIssue({ code: 'custom', message: 'v.taxNumber', path: ['taxNumber'] });
};

const customerFields = {
  name: requiredText(200),
  email: optionalEmail,
  phone: optionalText(40),
  /** Turkish customers: a 10-digit VKN or an 11-digit TCKN, checksum verified. */
  taxNumber: optionalText(40),
  taxOffice: optionalText(100),
  address: optionalText(500),
  city: optionalText(100),
  postalCode: optionalText(20),
  /** ISO 3166-1 alpha-2; defaults to TR. */
  countryCode: countryCode.optional(),
  contactPerson: optionalText(200),
  language: z.enum(['tr', 'en'], 'v.language').optional(),
  /** Link to a CRM company (set by the CRM once it links customers). */
  crmCompanyId: z.uuid('v.invalid').nullable().optional(),
};
export const customerInputSchema = z.strictObject(customerFields).superRefine(taxNumberRule);
export const customerUpdateSchema = z.strictObject(customerFields).partial().superRefine(taxNumberRule);
export type CustomerInput = z.infer<typeof customerInputSchema>;
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(200, 'v.tooLong').optional(),
  page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100_000, 'v.invalid').default(1),
  limit: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100, 'v.invalid').default(50),
});

export const invoiceSettingsSchema = z
  .strictObject({
    taxRates: z.array(percent).min(1, 'v.required').max(20, 'v.tooLong').refine((r) => new Set(r).size === r.length, 'v.duplicate'),
    defaultTaxRate: percent,
    paymentTermDays: z.number('v.invalid').int('v.invalid').min(0, 'v.invalid').max(365, 'v.invalid'),
    /** Days relative to the due date (negative = before); at most 10. */
    reminderSchedule: z.array(z.number('v.invalid').int('v.invalid').min(-60, 'v.invalid').max(365, 'v.invalid')).max(10, 'v.tooLong').refine((r) => new Set(r).size === r.length, 'v.duplicate'),
    remindersEnabled: z.boolean('v.invalid'),
    defaultCurrency: currency,
    defaultDesign: z.enum(INVOICE_DESIGNS, 'v.invalid'),
    defaultNotes: optionalText(5000),
    defaultTerms: optionalText(5000),
  })
  .partial();
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsSchema>;

const hexColor = z.string('v.color').trim().regex(/^#[0-9A-Fa-f]{6}$/, 'v.color').nullable().optional();
/** A logo uploaded as a data URL: PNG or JPEG (what the PDF can draw), at most 512 KB. */
const logoField = z
  .string('v.logo')
  .trim()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100, 'v.logo')
  .refine((v) => v === '' || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(v), 'v.logo')
  .nullable()
  .optional();

/** Every field of the company settings page (seed 001 §3), all optional; '' clears a field. */
export const companySettingsSchema = z
  .strictObject({
    companyName: optionalText(200),
    legalName: optionalText(300),
    /** VKN (10 digits) or TCKN (11 digits) when the country is TR; a VAT number elsewhere. */
    taxNumber: optionalText(40),
    /** Vergi dairesi (ours: Turkish invoices print it). */
    taxOffice: optionalText(100),
    tradeRegisterNumber: optionalText(50),
    /** MERSIS: 16 digits. */
    mersisNumber: text(16).refine((v) => v === '' || /^\d{16}$/.test(v), 'v.mersis').nullable().optional(),
    email: optionalEmail,
    phone: optionalText(40),
    fax: optionalText(40),
    website: optionalUrl,
    address: optionalText(500),
    district: optionalText(100),
    city: optionalText(100),
    postalCode: optionalText(20),
    /** ISO 3166-1 alpha-2 (TR by default). */
    country: countryCode.optional(),
    logoUrl: logoField,
    primaryColor: hexColor,
    secondaryColor: hexColor,
    accentColor: hexColor,
    linkedinUrl: optionalUrl,
    twitterUrl: optionalUrl,
    facebookUrl: optionalUrl,
    instagramUrl: optionalUrl,
    foundedYear: z.number('v.year').int('v.year').min(1800, 'v.year').max(2100, 'v.year').nullable().optional(),
    ceoName: optionalText(200),
    authorizedPerson: optionalText(200),
    bankName: optionalText(200),
    bankBranch: optionalText(200),
    iban: text(42).refine((v) => v === '' || isValidIban(v), 'v.iban').nullable().optional(),
    /** Invoice number prefix: 1–10 capital letters or digits (INV by default). */
    invoicePrefix: text(10).refine((v) => v === '' || /^[A-Z0-9]{1,10}$/.test(v), 'v.invoicePrefix').nullable().optional(),
    invoiceFooter: optionalText(1000),
    paymentTerms: optionalText(1000),
    tagline: optionalText(300),
    description: optionalText(5000),
    mission: optionalText(5000),
    vision: optionalText(5000),
  })
  .superRefine(taxNumberRule);
export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;
