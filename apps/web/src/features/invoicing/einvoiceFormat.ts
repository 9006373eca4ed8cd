// The e-invoice part of the invoice form (issue 15): document type, period, references, payment means, document
// charges, stopaj, the Turkish profile and type, and per line item ids, classification, withholding and ÖTV. Form
// values are strings (an empty field is "not set"); the body builders turn them into the shared input. The code lists
// and their tr/en labels are the shared ones (packages/shared/src/invoicing.ts).
import {
  GTIN_SCHEME,
  WITHHOLDING_CODES,
  type InvoiceTypeCode,
  type PaymentMeansInput,
  type PaymentMeansCode,
  type TaxCategory,
  type TrInvoiceType,
  type TrProfile,
} from '@ulak/shared/invoicing';

export type ChargeValues = {
  key: string;
  /** UNTDID 7161 reason code (FC freight…). */
  reasonCode: string;
  reason: string;
  amount: number | string;
  taxRate: string;
  /** Kept from a stored charge ('' = the server's choice by the rate, as for lines). */
  taxCategory: TaxCategory | '';
};

export type PaymentMeansValues = {
  /** '' = the default: credit transfer to the company's IBAN. */
  code: '' | PaymentMeansCode;
  bic: string;
  cardLast4: string;
  cardHolder: string;
  mandateId: string;
  creditorId: string;
  debitedAccount: string;
};

export type EInvoiceValues = {
  typeCode: InvoiceTypeCode;
  precedingInvoiceId: string;
  invoicingPeriodStart: string;
  invoicingPeriodEnd: string;
  contractReference: string;
  projectReference: string;
  charges: ChargeValues[];
  paymentMeans: PaymentMeansValues;
  stopajPercent: number | string;
  /** '' = chosen by the server from the parties. */
  trProfile: '' | TrProfile;
  trInvoiceType: '' | TrInvoiceType;
  trExemptionCode: string;
  trExemptionReason: string;
};

export type LineExtraValues = {
  sellerItemId: string;
  standardItemId: string;
  standardItemScheme: string;
  classifications: { key: string; code: string; listId: string }[];
  withholdingCode: string;
  withholdingPercent: number | string;
  exciseCode: string;
  excisePercent: number | string;
};

export const BLANK_PAYMENT_MEANS: PaymentMeansValues = {
  code: '',
  bic: '',
  cardLast4: '',
  cardHolder: '',
  mandateId: '',
  creditorId: '',
  debitedAccount: '',
};

export const BLANK_EINVOICE: EInvoiceValues = {
  typeCode: '380',
  precedingInvoiceId: '',
  invoicingPeriodStart: '',
  invoicingPeriodEnd: '',
  contractReference: '',
  projectReference: '',
  charges: [],
  paymentMeans: BLANK_PAYMENT_MEANS,
  stopajPercent: '',
  trProfile: '',
  trInvoiceType: '',
  trExemptionCode: '',
  trExemptionReason: '',
};

export const BLANK_LINE_EXTRA: LineExtraValues = {
  sellerItemId: '',
  standardItemId: '',
  standardItemScheme: GTIN_SCHEME,
  classifications: [],
  withholdingCode: '',
  withholdingPercent: '',
  exciseCode: '',
  excisePercent: '',
};

/** Which payment means fields a code asks for: the payee account for transfers, the card, the mandate for debits. */
export const PAYMENT_MEANS_FIELDS: Record<PaymentMeansValues['code'], (keyof Omit<PaymentMeansValues, 'code'>)[]> = {
  '': [],
  '30': ['bic'],
  '58': ['bic'],
  '48': ['cardLast4', 'cardHolder'],
  '49': ['mandateId', 'creditorId', 'debitedAccount'],
  '59': ['mandateId', 'creditorId', 'debitedAccount'],
};

let chargeSeq = 0;
// newCharge is an empty freight charge at the default VAT rate.
export const newCharge = (taxRate: number, reasonCode = 'FC'): ChargeValues => ({
  key: `charge-${++chargeSeq}`,
  reasonCode,
  reason: '',
  amount: '',
  taxRate: String(taxRate),
  taxCategory: '',
});

// paymentMeansBody is the payment means the form sends: null for the default, else the code with the fields it asks for.
export function paymentMeansBody(m: PaymentMeansValues): PaymentMeansInput | null {
  if (!m.code) return null;
  const fields = PAYMENT_MEANS_FIELDS[m.code];
  const pick = (f: (typeof fields)[number]) => (fields.includes(f) ? m[f].trim() || null : null);
  return {
    code: m.code,
    bic: pick('bic'),
    cardLast4: pick('cardLast4'),
    cardHolder: pick('cardHolder'),
    mandateId: pick('mandateId'),
    creditorId: pick('creditorId'),
    debitedAccount: pick('debitedAccount'),
  };
}

// hasLineExtras says whether a line carries any of the "more" fields (the row opens by itself when editing it).
export const hasLineExtras = (l: LineExtraValues) =>
  Boolean(l.sellerItemId || l.standardItemId || l.classifications.length > 0 || l.withholdingCode || l.exciseCode);

// hasEInvoiceDetails says whether an invoice uses any e-invoice detail (the section opens by itself when editing it).
export const hasEInvoiceDetails = (v: EInvoiceValues) =>
  v.typeCode !== '380' ||
  Boolean(
    v.invoicingPeriodStart ||
    v.invoicingPeriodEnd ||
    v.contractReference ||
    v.projectReference ||
    v.paymentMeans.code ||
    v.stopajPercent !== '' ||
    v.trProfile ||
    v.trInvoiceType ||
    v.trExemptionCode ||
    v.trExemptionReason,
  );

// withholdingDefaultPercent is the withheld share of a GİB withholding code (the percent GİB checks with it).
export const withholdingDefaultPercent = (code: string) => WITHHOLDING_CODES[code]?.percent ?? '';

/** A label of the shared code lists in the interface language. */
export const labelOf = (entry: { tr: string; en: string } | undefined, language: string) => (entry ? entry[language === 'en' ? 'en' : 'tr'] : '');

/** The "more" fields of a line (their errors open the line's row). */
export const LINE_EXTRA_FIELDS = Object.keys(BLANK_LINE_EXTRA) as (keyof LineExtraValues)[];

let classificationSeq = 0;
// newClassification is an empty item classification (BT-158), by default a service type (STI).
export const newClassification = (code = '', listId = 'STI') => ({ key: `class-${++classificationSeq}`, code, listId });
