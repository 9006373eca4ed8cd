// UBL 2.1 Invoice (380, 384 corrected, 386 prepayment, 389 self-billed) and CreditNote (381) conforming to EN 16931,
// as Peppol BIS Billing 3.0 by default (Peppol Self-Billing for 389). Elements follow the UBL 2.1 schema order; amounts
// have two decimals in the document currency; the VAT total in lira (BT-111) is added as a second TaxTotal without
// subtotals when the invoice is in another currency. ÖTV is a line charge; withheld VAT and stopaj are stated as prepaid.
import { EXCISE_CHARGE_REASON_CODE, translate } from '@ulak/shared';
import { unitPriceE4Of, type DocumentLine, type InvoiceDocument } from './document.js';
import {
  ALLOWANCE_REASON_DISCOUNT,
  assertEInvoiceReady,
  exciseReason,
  lineAmountInEn16931,
  paymentMeansOf,
  prepaidInEn16931,
  specificationIds,
  typeCodeOf,
  withholdingNotes,
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

function party(p: PartySnapshot, seller: boolean, profile: EInvoiceProfile, noVat: boolean, creditorId?: string | null): string {
  const ep = endpoint(p, profile);
  // an out-of-scope (O) invoice carries no VAT identifiers (BR-O-02, BR-O-04)
  const vat = noVat ? null : vatId(p);
  const reg = taxRegistration(p);
  const { street, additional } = streetLines(p);
  const registrationName = p.legalName ?? p.name;
  return wrap('cac:Party', [
    ep && el('cbc:EndpointID', ep.id, { schemeID: ep.scheme }),
    // BT-90: the seller's SEPA creditor identifier of a direct debit
    creditorId && wrap('cac:PartyIdentification', [el('cbc:ID', creditorId, { schemeID: 'SEPA' })]),
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

// documentCharge writes a document-level charge (BG-21): ChargeIndicator true, an UNTDID 7161 code and/or reason, its VAT category.
function documentCharge(doc: InvoiceDocument, c: NonNullable<InvoiceDocument['charges']>[number], cur: { currencyID: string }): string {
  return wrap('cac:AllowanceCharge', [
    el('cbc:ChargeIndicator', 'true'),
    el('cbc:AllowanceChargeReasonCode', c.reasonCode),
    el('cbc:AllowanceChargeReason', c.reason),
    el('cbc:Amount', amount(c.amountMinor), cur),
    taxCategory('cac:TaxCategory', einvoiceCategory(doc, c.taxCategory), c.taxRate),
  ]);
}

// paymentMeans writes BG-16: credit transfer (30/58) with the payee IBAN and BIC, card (48) with the last four digits,
// direct debit (49/59) with the mandate and the debited account.
function paymentMeans(doc: InvoiceDocument): string {
  const m = paymentMeansOf(doc);
  if (!m) return '';
  const transfer = m.code === '30' || m.code === '58';
  const debit = m.code === '49' || m.code === '59';
  return wrap('cac:PaymentMeans', [
    el('cbc:PaymentMeansCode', m.code),
    el('cbc:PaymentID', doc.number),
    m.code === '48' &&
      wrap('cac:CardAccount', [
        el('cbc:PrimaryAccountNumberID', m.cardLast4),
        // UBL requires the card network; EN 16931 has no term for it and we do not ask for it
        el('cbc:NetworkID', 'NA'),
        el('cbc:HolderName', m.cardHolder),
      ]),
    transfer &&
      wrap('cac:PayeeFinancialAccount', [
        el('cbc:ID', m.iban),
        el('cbc:Name', m.accountName),
        m.bic && wrap('cac:FinancialInstitutionBranch', [el('cbc:ID', m.bic)]),
      ]),
    debit && wrap('cac:PaymentMandate', [el('cbc:ID', m.mandateId), m.debitedAccount && wrap('cac:PayerFinancialAccount', [el('cbc:ID', m.debitedAccount)])]),
  ]);
}

// attachment writes a supporting document (BG-24) with its bytes embedded (BT-125).
function attachment(a: NonNullable<InvoiceDocument['attachments']>[number]): string {
  return wrap('cac:AdditionalDocumentReference', [
    el('cbc:ID', a.filename),
    el('cbc:DocumentDescription', a.description ?? a.filename),
    wrap('cac:Attachment', [el('cbc:EmbeddedDocumentBinaryObject', a.data.toString('base64'), { mimeCode: a.mime, filename: a.filename })]),
  ]);
}

function line(doc: InvoiceDocument, l: DocumentLine, credit: boolean, reason: string, cur: { currencyID: string }): string {
  const tag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  return wrap(tag, [
    el('cbc:ID', l.position),
    el(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', decimal(l.quantity), { unitCode: l.unitCode }),
    // BT-131 = quantity × price − allowances + charges (the ÖTV)
    el('cbc:LineExtensionAmount', amount(lineAmountInEn16931(l)), cur),
    l.discountMinor > 0 &&
      wrap('cac:AllowanceCharge', [
        el('cbc:ChargeIndicator', 'false'),
        el('cbc:AllowanceChargeReasonCode', ALLOWANCE_REASON_DISCOUNT),
        el('cbc:AllowanceChargeReason', reason),
        l.discountType === 'percent' && el('cbc:MultiplierFactorNumeric', decimal(l.discountValue)),
        el('cbc:Amount', amount(l.discountMinor), cur),
        l.discountType === 'percent' && el('cbc:BaseAmount', amount(l.grossMinor), cur),
      ]),
    // ÖTV (Turkish special consumption tax) is part of the VAT base: in EN 16931 a line charge (BG-28)
    l.excise &&
      l.excise.amountMinor !== 0 &&
      wrap('cac:AllowanceCharge', [
        el('cbc:ChargeIndicator', 'true'),
        el('cbc:AllowanceChargeReasonCode', EXCISE_CHARGE_REASON_CODE),
        el('cbc:AllowanceChargeReason', exciseReason(doc, l)),
        el('cbc:MultiplierFactorNumeric', decimal(l.excise.percent)),
        el('cbc:Amount', amount(l.excise.amountMinor), cur),
        el('cbc:BaseAmount', amount(l.netMinor), cur),
      ]),
    // UBL ItemType order: Description (BT-154), Name (BT-153), seller's and standard identifiers, classifications, VAT
    wrap('cac:Item', [
      l.description.length > 200 || l.description.includes('\n') ? el('cbc:Description', l.description) : '',
      el('cbc:Name', l.description.split(/\r?\n/)[0].slice(0, 200)),
      l.sellerItemId && wrap('cac:SellersItemIdentification', [el('cbc:ID', l.sellerItemId)]),
      l.standardItemId && wrap('cac:StandardItemIdentification', [el('cbc:ID', l.standardItemId.id, { schemeID: l.standardItemId.scheme })]),
      ...(l.classifications ?? []).map((c) => wrap('cac:CommodityClassification', [el('cbc:ItemClassificationCode', c.code, { listID: c.listId })])),
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
  // one document note (PEPPOL-EN16931-R002): the notes, a credit note's reason and what the withheld amounts are
  const note = [doc.notes, credit ? doc.creditReason : null, ...withholdingNotes(doc)].filter(Boolean).join('\n');
  const ids = specificationIds(doc, profile);
  const prepaid = prepaidInEn16931(doc);
  const means = paymentMeansOf(doc);
  const creditorId = means && (means.code === '49' || means.code === '59') ? means.creditorId : null;
  const period = doc.invoicingPeriod;
  const attachments = doc.attachments ?? [];
  const paymentTerms = doc.paymentTerms ?? doc.terms;
  const noVat = outOfScope(doc);
  const intraCommunity = categoriesOf(doc).includes('K');
  const body = [
    el('cbc:CustomizationID', ids.customization),
    el('cbc:ProfileID', ids.process),
    el('cbc:ID', doc.number),
    el('cbc:IssueDate', doc.issueDate),
    !credit && el('cbc:DueDate', doc.dueDate),
    el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', typeCodeOf(doc)),
    el('cbc:Note', note),
    el('cbc:DocumentCurrencyCode', doc.currency),
    el('cbc:TaxCurrencyCode', taxCurrency),
    // BT-10 as entered (a Leitweg-ID…), else the order reference, else the number (PEPPOL-EN16931-R003 wants BT-10 or BT-13)
    el('cbc:BuyerReference', doc.buyerReference ?? doc.reference ?? doc.number),
    // BT-73/BT-74 (BR-29: the end not before the start)
    period && wrap('cac:InvoicePeriod', [el('cbc:StartDate', period.start), el('cbc:EndDate', period.end)]),
    !credit && doc.reference && wrap('cac:OrderReference', [el('cbc:ID', doc.reference)]),
    // BG-3: the invoice a credit note credits, or the one a corrected invoice (384) corrects
    (credit || doc.typeCode === '384') &&
      doc.original?.number &&
      wrap('cac:BillingReference', [wrap('cac:InvoiceDocumentReference', [el('cbc:ID', doc.original.number), el('cbc:IssueDate', doc.original.issueDate)])]),
    // BT-12; then BG-24 (and, in a credit note, BT-11 as a document reference of type 50, as Peppol maps it)
    doc.contractReference && wrap('cac:ContractDocumentReference', [el('cbc:ID', doc.contractReference)]),
    ...attachments.map(attachment),
    credit && doc.projectReference && wrap('cac:AdditionalDocumentReference', [el('cbc:ID', doc.projectReference), el('cbc:DocumentTypeCode', '50')]),
    !credit && doc.projectReference && wrap('cac:ProjectReference', [el('cbc:ID', doc.projectReference)]),
    wrap('cac:AccountingSupplierParty', [party(doc.seller, true, profile, noVat, creditorId)]),
    wrap('cac:AccountingCustomerParty', [party(doc.buyer, false, profile, noVat)]),
    // BT-72 and BT-80; an intra-community supply (K) always has both (BR-IC-11, BR-IC-12)
    (doc.deliveryDate || intraCommunity) &&
      wrap('cac:Delivery', [
        el('cbc:ActualDeliveryDate', doc.deliveryDate ?? doc.issueDate),
        intraCommunity && wrap('cac:DeliveryLocation', [wrap('cac:Address', [wrap('cac:Country', [el('cbc:IdentificationCode', doc.buyer.countryCode)])])]),
      ]),
    !credit && paymentMeans(doc),
    !credit && paymentTerms && wrap('cac:PaymentTerms', [el('cbc:Note', paymentTerms)]),
    ...doc.breakdown.map((r) => documentAllowance(doc, r, discountReason, cur)),
    ...(doc.charges ?? []).map((c) => documentCharge(doc, c, cur)),
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
      (doc.chargeMinor ?? 0) > 0 && el('cbc:ChargeTotalAmount', amount(doc.chargeMinor ?? 0), cur),
      // BT-113: a prepayment known at issue, plus withheld VAT and stopaj; BR-CO-16: payable = total − prepaid
      prepaid > 0 && el('cbc:PrepaidAmount', amount(prepaid), cur),
      el('cbc:PayableAmount', amount(doc.payableMinor), cur),
    ]),
    ...doc.lines.map((l) => line(doc, l, credit, discountReason, cur)),
  ];
  const root = credit ? 'CreditNote' : 'Invoice';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${wrap(root, body, { xmlns: credit ? NS.creditNote : NS.invoice, 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc })}\n`;
}
