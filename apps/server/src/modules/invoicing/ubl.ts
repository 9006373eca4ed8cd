// UBL 2.1 Invoice (380) and CreditNote (381) conforming to EN 16931, as Peppol BIS Billing 3.0 by default.
// Elements follow the UBL 2.1 schema order; amounts have two decimals in the document currency; the VAT total in
// lira (BT-111) is added as a second TaxTotal without subtotals when the invoice is in another currency.
import { translate } from '@ulak/shared';
import { unitPriceE4Of, type DocumentLine, type InvoiceDocument } from './document.js';
import {
  ALLOWANCE_REASON_DISCOUNT,
  EN16931_ID,
  PAYMENT_MEANS_CREDIT_TRANSFER,
  PEPPOL_BIS3_ID,
  PEPPOL_PROCESS_ID,
  assertEInvoiceReady,
  categoriesOf,
  einvoiceCategory,
  endpoint,
  exemptionFor,
  legalInfo,
  outOfScope,
  partyLegalId,
  streetLines,
  taxInAccountingCurrency,
  taxRegistration,
  vatAccountingCurrency,
  vatId,
  type EInvoiceProfile,
} from './einvoice.js';
import type { PartySnapshot, TaxBreakdownRow } from './invoicing.schema.js';
import { amount, decimal, el, unitPriceAmount, wrap } from './xml.js';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

function party(p: PartySnapshot, seller: boolean, profile: EInvoiceProfile, noVat: boolean): string {
  const ep = endpoint(p, profile);
  // an out-of-scope (O) invoice carries no VAT identifiers (BR-O-02, BR-O-04)
  const vat = noVat ? null : vatId(p);
  const reg = taxRegistration(p);
  const { street, additional } = streetLines(p);
  const registrationName = p.legalName ?? p.name;
  return wrap('cac:Party', [
    ep && el('cbc:EndpointID', ep.id, { schemeID: ep.scheme }),
    registrationName !== p.name && wrap('cac:PartyName', [el('cbc:Name', p.name)]),
    wrap('cac:PostalAddress', [
      el('cbc:StreetName', street),
      el('cbc:AdditionalStreetName', additional),
      el('cbc:CityName', p.city),
      el('cbc:PostalZone', p.postalCode),
      wrap('cac:Country', [el('cbc:IdentificationCode', p.countryCode)]),
    ]),
    vat && wrap('cac:PartyTaxScheme', [el('cbc:CompanyID', vat), wrap('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
    seller && !noVat && reg && wrap('cac:PartyTaxScheme', [el('cbc:CompanyID', reg), wrap('cac:TaxScheme', [el('cbc:ID', 'TAX')])]),
    // MERSIS, else a TCKN as the legal registration identifier (BT-30/BT-47; BR-CO-26); BT-33 is the seller's only (UBL-CR-244)
    wrap('cac:PartyLegalEntity', [
      el('cbc:RegistrationName', registrationName),
      el('cbc:CompanyID', partyLegalId(p)),
      seller && el('cbc:CompanyLegalForm', legalInfo(p)),
    ]),
    wrap('cac:Contact', [el('cbc:Name', p.contactPerson), el('cbc:Telephone', p.phone), el('cbc:ElectronicMail', p.email)]),
  ]);
}

// taxCategory writes a VAT category (BT-118/BT-95/BT-151); exemption reasons only in the breakdown (UBL-CR-480/601);
// an out-of-scope (O) category has no rate (BR-O-05…07).
function taxCategory(tag: string, category: string, rate: string | number, exemption?: { code: string | null; reason: string | null }): string {
  return wrap(tag, [
    el('cbc:ID', category),
    category !== 'O' && el('cbc:Percent', decimal(rate)),
    exemption && el('cbc:TaxExemptionReasonCode', exemption.code),
    exemption && el('cbc:TaxExemptionReason', exemption.reason),
    wrap('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
  ]);
}

function documentAllowance(doc: InvoiceDocument, r: TaxBreakdownRow, reason: string, cur: { currencyID: string }): string {
  if (r.allowanceMinor <= 0) return '';
  return wrap('cac:AllowanceCharge', [
    el('cbc:ChargeIndicator', 'false'),
    el('cbc:AllowanceChargeReasonCode', ALLOWANCE_REASON_DISCOUNT),
    el('cbc:AllowanceChargeReason', reason),
    r.allowancePercent && el('cbc:MultiplierFactorNumeric', decimal(r.allowancePercent)),
    el('cbc:Amount', amount(r.allowanceMinor), cur),
    r.allowancePercent && el('cbc:BaseAmount', amount(r.netMinor), cur),
    taxCategory('cac:TaxCategory', einvoiceCategory(doc, r.category), r.rate),
  ]);
}

function line(doc: InvoiceDocument, l: DocumentLine, credit: boolean, reason: string, cur: { currencyID: string }): string {
  const tag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  return wrap(tag, [
    el('cbc:ID', l.position),
    el(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', decimal(l.quantity), { unitCode: l.unitCode }),
    el('cbc:LineExtensionAmount', amount(l.netMinor), cur),
    l.discountMinor > 0 &&
      wrap('cac:AllowanceCharge', [
        el('cbc:ChargeIndicator', 'false'),
        el('cbc:AllowanceChargeReasonCode', ALLOWANCE_REASON_DISCOUNT),
        el('cbc:AllowanceChargeReason', reason),
        l.discountType === 'percent' && el('cbc:MultiplierFactorNumeric', decimal(l.discountValue)),
        el('cbc:Amount', amount(l.discountMinor), cur),
        l.discountType === 'percent' && el('cbc:BaseAmount', amount(l.grossMinor), cur),
      ]),
    // UBL ItemType order: Description (BT-154) before Name (BT-153)
    wrap('cac:Item', [
      l.description.length > 200 || l.description.includes('\n') ? el('cbc:Description', l.description) : '',
      el('cbc:Name', l.description.split(/\r?\n/)[0].slice(0, 200)),
      taxCategory('cac:ClassifiedTaxCategory', einvoiceCategory(doc, l.taxCategory), l.taxRate),
    ]),
    wrap('cac:Price', [el('cbc:PriceAmount', unitPriceAmount(unitPriceE4Of(l)), cur)]),
  ]);
}

// renderUbl writes the UBL 2.1 XML of an issued invoice or credit note; 422 when seller or buyer data is missing.
export function renderUbl(doc: InvoiceDocument, profile: EInvoiceProfile = 'peppol'): string {
  assertEInvoiceReady(doc, profile);
  const credit = doc.kind === 'credit_note';
  const cur = { currencyID: doc.currency };
  const taxCurrency = vatAccountingCurrency(doc);
  const discountReason = translate('INVOICE_DISCOUNT_REASON', doc.language);
  // one document note (PEPPOL-EN16931-R002): the notes and a credit note's reason together
  const note = [doc.notes, credit ? doc.creditReason : null].filter(Boolean).join('\n');
  const paymentTerms = doc.paymentTerms ?? doc.terms;
  const noVat = outOfScope(doc);
  const intraCommunity = categoriesOf(doc).includes('K');
  const body = [
    el('cbc:CustomizationID', profile === 'peppol' ? PEPPOL_BIS3_ID : EN16931_ID),
    el('cbc:ProfileID', PEPPOL_PROCESS_ID),
    el('cbc:ID', doc.number),
    el('cbc:IssueDate', doc.issueDate),
    !credit && el('cbc:DueDate', doc.dueDate),
    el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    el('cbc:Note', note),
    el('cbc:DocumentCurrencyCode', doc.currency),
    el('cbc:TaxCurrencyCode', taxCurrency),
    // BT-10 as entered (a Leitweg-ID…), else the order reference, else the number (PEPPOL-EN16931-R003 wants BT-10 or BT-13)
    el('cbc:BuyerReference', doc.buyerReference ?? doc.reference ?? doc.number),
    !credit && doc.reference && wrap('cac:OrderReference', [el('cbc:ID', doc.reference)]),
    credit &&
      doc.original?.number &&
      wrap('cac:BillingReference', [wrap('cac:InvoiceDocumentReference', [el('cbc:ID', doc.original.number), el('cbc:IssueDate', doc.original.issueDate)])]),
    wrap('cac:AccountingSupplierParty', [party(doc.seller, true, profile, noVat)]),
    wrap('cac:AccountingCustomerParty', [party(doc.buyer, false, profile, noVat)]),
    // BT-72 and BT-80; an intra-community supply (K) always has both (BR-IC-11, BR-IC-12)
    (doc.deliveryDate || intraCommunity) &&
      wrap('cac:Delivery', [
        el('cbc:ActualDeliveryDate', doc.deliveryDate ?? doc.issueDate),
        intraCommunity && wrap('cac:DeliveryLocation', [wrap('cac:Address', [wrap('cac:Country', [el('cbc:IdentificationCode', doc.buyer.countryCode)])])]),
      ]),
    !credit &&
      doc.seller.iban &&
      wrap('cac:PaymentMeans', [
        el('cbc:PaymentMeansCode', PAYMENT_MEANS_CREDIT_TRANSFER),
        el('cbc:PaymentID', doc.number),
        wrap('cac:PayeeFinancialAccount', [el('cbc:ID', doc.seller.iban), el('cbc:Name', doc.seller.legalName ?? doc.seller.name)]),
      ]),
    !credit && paymentTerms && wrap('cac:PaymentTerms', [el('cbc:Note', paymentTerms)]),
    ...doc.breakdown.map((r) => documentAllowance(doc, r, discountReason, cur)),
    wrap('cac:TaxTotal', [
      el('cbc:TaxAmount', amount(doc.taxMinor), cur),
      ...doc.breakdown.map((r) => {
        const category = einvoiceCategory(doc, r.category);
        return wrap('cac:TaxSubtotal', [
          el('cbc:TaxableAmount', amount(r.taxableMinor), cur),
          el('cbc:TaxAmount', amount(r.taxMinor), cur),
          taxCategory('cac:TaxCategory', category, r.rate, exemptionFor(doc, category)),
        ]);
      }),
    ]),
    taxCurrency && wrap('cac:TaxTotal', [el('cbc:TaxAmount', amount(taxInAccountingCurrency(doc)), { currencyID: taxCurrency })]),
    wrap('cac:LegalMonetaryTotal', [
      el('cbc:LineExtensionAmount', amount(doc.subtotalMinor), cur),
      el('cbc:TaxExclusiveAmount', amount(doc.taxExclusiveMinor), cur),
      el('cbc:TaxInclusiveAmount', amount(doc.totalMinor), cur),
      doc.allowanceMinor > 0 && el('cbc:AllowanceTotalAmount', amount(doc.allowanceMinor), cur),
      // BT-113 only when a prepayment was known at issue; BR-CO-16: payable = total − prepaid
      doc.prepaidMinor > 0 && el('cbc:PrepaidAmount', amount(doc.prepaidMinor), cur),
      el('cbc:PayableAmount', amount(doc.payableMinor), cur),
    ]),
    ...doc.lines.map((l) => line(doc, l, credit, discountReason, cur)),
  ];
  const root = credit ? 'CreditNote' : 'Invoice';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${wrap(root, body, { xmlns: credit ? NS.creditNote : NS.invoice, 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc })}\n`;
}
