// UN/CEFACT Cross Industry Invoice (D16B) in the EN 16931 profile (the one Factur-X "EN 16931" embeds).
// Elements follow the CII schema order; dates are format 102 (YYYYMMDD); the VAT total in lira (BT-111) is a second
// TaxTotalAmount in TRY when the invoice is in another currency. ÖTV is a line charge; withheld VAT and stopaj are
// stated as prepaid with a note, as in the UBL.
import { EXCISE_CHARGE_REASON_CODE, translate } from '@ulak/shared';
import { unitPriceE4Of, type DocumentLine, type InvoiceDocument } from './document.js';
import {
  ALLOWANCE_REASON_DISCOUNT,
  EN16931_ID,
  assertEInvoiceReady,
  exciseReason,
  lineAmountInEn16931,
  paymentMeansOf,
  prepaidInEn16931,
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
} from './einvoice.js';
import type { PartySnapshot, TaxBreakdownRow } from './invoicing.schema.js';
import { amount, decimal, el, unitPriceAmount, wrap } from './xml.js';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const date102 = (d: string) => d.replace(/-/g, '');
const udtDate = (tag: string, d: string) => wrap(tag, [el('udt:DateTimeString', date102(d), { format: '102' })]);
// rate is BT-152/BT-96/BT-119; an out-of-scope (O) category has none (BR-O-05…07)
const rate = (category: string, value: string | number) => (category === 'O' ? '' : el('ram:RateApplicablePercent', decimal(value)));
const indicator = (v: boolean) => wrap('ram:ChargeIndicator', [el('udt:Indicator', String(v))]);

function tradeParty(tag: string, p: PartySnapshot, seller: boolean, noVat: boolean): string {
  const ep = endpoint(p, 'en16931');
  // an out-of-scope (O) invoice carries no VAT identifiers (BR-O-02, BR-O-04)
  const vat = noVat ? null : vatId(p);
  const reg = noVat ? null : taxRegistration(p);
  const { street, additional } = streetLines(p);
  // MERSIS, else a TCKN (BT-30/BT-47), so BR-CO-26 holds for a seller with only a TCKN
  const legal = partyLegalId(p);
  return wrap(tag, [
    el('ram:Name', p.legalName ?? p.name),
    seller && el('ram:Description', legalInfo(p)),
    (legal || (p.legalName && p.legalName !== p.name)) &&
      wrap('ram:SpecifiedLegalOrganization', [el('ram:ID', legal), p.legalName && p.legalName !== p.name && el('ram:TradingBusinessName', p.name)]),
    (p.contactPerson || p.phone || p.email) &&
      wrap('ram:DefinedTradeContact', [
        el('ram:PersonName', p.contactPerson),
        wrap('ram:TelephoneUniversalCommunication', [el('ram:CompleteNumber', p.phone)]),
        wrap('ram:EmailURIUniversalCommunication', [el('ram:URIID', p.email)]),
      ]),
    wrap('ram:PostalTradeAddress', [
      el('ram:PostcodeCode', p.postalCode),
      el('ram:LineOne', street),
      el('ram:LineTwo', additional),
      el('ram:CityName', p.city),
      el('ram:CountryID', p.countryCode),
    ]),
    ep && wrap('ram:URIUniversalCommunication', [el('ram:URIID', ep.id, { schemeID: ep.scheme })]),
    vat && wrap('ram:SpecifiedTaxRegistration', [el('ram:ID', vat, { schemeID: 'VA' })]),
    seller && reg && wrap('ram:SpecifiedTaxRegistration', [el('ram:ID', reg, { schemeID: 'FC' })]),
  ]);
}

function lineItem(doc: InvoiceDocument, l: DocumentLine, reason: string): string {
  return wrap('ram:IncludedSupplyChainTradeLineItem', [
    wrap('ram:AssociatedDocumentLineDocument', [el('ram:LineID', l.position)]),
    wrap('ram:SpecifiedTradeProduct', [
      l.standardItemId && el('ram:GlobalID', l.standardItemId.id, { schemeID: l.standardItemId.scheme }),
      el('ram:SellerAssignedID', l.sellerItemId),
      el('ram:Name', l.description.split(/\r?\n/)[0].slice(0, 200)),
      l.description.length > 200 || l.description.includes('\n') ? el('ram:Description', l.description) : '',
      ...(l.classifications ?? []).map((c) => wrap('ram:DesignatedProductClassification', [el('ram:ClassCode', c.code, { listID: c.listId })])),
    ]),
    wrap('ram:SpecifiedLineTradeAgreement', [wrap('ram:NetPriceProductTradePrice', [el('ram:ChargeAmount', unitPriceAmount(unitPriceE4Of(l)))])]),
    wrap('ram:SpecifiedLineTradeDelivery', [el('ram:BilledQuantity', decimal(l.quantity), { unitCode: l.unitCode })]),
    wrap('ram:SpecifiedLineTradeSettlement', [
      wrap('ram:ApplicableTradeTax', [
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', einvoiceCategory(doc, l.taxCategory)),
        rate(einvoiceCategory(doc, l.taxCategory), l.taxRate),
      ]),
      l.discountMinor > 0 &&
        wrap('ram:SpecifiedTradeAllowanceCharge', [
          indicator(false),
          l.discountType === 'percent' && el('ram:CalculationPercent', decimal(l.discountValue)),
          l.discountType === 'percent' && el('ram:BasisAmount', amount(l.grossMinor)),
          el('ram:ActualAmount', amount(l.discountMinor)),
          el('ram:ReasonCode', ALLOWANCE_REASON_DISCOUNT),
          el('ram:Reason', reason),
        ]),
      // ÖTV: a line charge (BG-28), part of the line amount and the VAT base
      l.excise &&
        l.excise.amountMinor !== 0 &&
        wrap('ram:SpecifiedTradeAllowanceCharge', [
          indicator(true),
          el('ram:CalculationPercent', decimal(l.excise.percent)),
          el('ram:BasisAmount', amount(l.netMinor)),
          el('ram:ActualAmount', amount(l.excise.amountMinor)),
          el('ram:ReasonCode', EXCISE_CHARGE_REASON_CODE),
          el('ram:Reason', exciseReason(doc, l)),
        ]),
      wrap('ram:SpecifiedTradeSettlementLineMonetarySummation', [el('ram:LineTotalAmount', amount(lineAmountInEn16931(l)))]),
    ]),
  ]);
}

function headerTax(r: TaxBreakdownRow, doc: InvoiceDocument): string {
  const category = einvoiceCategory(doc, r.category);
  const exemption = exemptionFor(doc, category);
  return wrap('ram:ApplicableTradeTax', [
    el('ram:CalculatedAmount', amount(r.taxMinor)),
    el('ram:TypeCode', 'VAT'),
    el('ram:ExemptionReason', exemption.reason),
    el('ram:BasisAmount', amount(r.taxableMinor)),
    el('ram:CategoryCode', category),
    el('ram:ExemptionReasonCode', exemption.code),
    rate(category, r.rate),
  ]);
}

function headerAllowance(doc: InvoiceDocument, r: TaxBreakdownRow, reason: string): string {
  if (r.allowanceMinor <= 0) return '';
  return wrap('ram:SpecifiedTradeAllowanceCharge', [
    indicator(false),
    r.allowancePercent && el('ram:CalculationPercent', decimal(r.allowancePercent)),
    r.allowancePercent && el('ram:BasisAmount', amount(r.netMinor)),
    el('ram:ActualAmount', amount(r.allowanceMinor)),
    el('ram:ReasonCode', ALLOWANCE_REASON_DISCOUNT),
    el('ram:Reason', reason),
    wrap('ram:CategoryTradeTax', [
      el('ram:TypeCode', 'VAT'),
      el('ram:CategoryCode', einvoiceCategory(doc, r.category)),
      rate(einvoiceCategory(doc, r.category), r.rate),
    ]),
  ]);
}

// headerCharge writes a document-level charge (BG-21) with its VAT category.
function headerCharge(doc: InvoiceDocument, c: NonNullable<InvoiceDocument['charges']>[number]): string {
  return wrap('ram:SpecifiedTradeAllowanceCharge', [
    indicator(true),
    el('ram:ActualAmount', amount(c.amountMinor)),
    el('ram:ReasonCode', c.reasonCode),
    el('ram:Reason', c.reason),
    wrap('ram:CategoryTradeTax', [
      el('ram:TypeCode', 'VAT'),
      el('ram:CategoryCode', einvoiceCategory(doc, c.taxCategory)),
      rate(einvoiceCategory(doc, c.taxCategory), c.taxRate),
    ]),
  ]);
}

// paymentMeans writes BG-16: credit transfer (30/58) with IBAN and BIC, card (48) with the last four digits, direct
// debit (49/59) with the debited account (the mandate is in the payment terms, the creditor id in the header).
function paymentMeans(doc: InvoiceDocument): string {
  const m = paymentMeansOf(doc);
  if (!m) return '';
  const transfer = m.code === '30' || m.code === '58';
  return wrap('ram:SpecifiedTradeSettlementPaymentMeans', [
    el('ram:TypeCode', m.code),
    m.code === '48' && wrap('ram:ApplicableTradeSettlementFinancialCard', [el('ram:ID', m.cardLast4), el('ram:CardholderName', m.cardHolder)]),
    (m.code === '49' || m.code === '59') && m.debitedAccount && wrap('ram:PayerPartyDebtorFinancialAccount', [el('ram:IBANID', m.debitedAccount)]),
    transfer && wrap('ram:PayeePartyCreditorFinancialAccount', [el('ram:IBANID', m.iban), el('ram:AccountName', m.accountName)]),
    transfer && m.bic && wrap('ram:PayeeSpecifiedCreditorFinancialInstitution', [el('ram:BICID', m.bic)]),
  ]);
}

// creditNoteTerms is a credit note's payment terms text (BT-20): it is set off against the original invoice.
function creditNoteTerms(doc: InvoiceDocument): string {
  const original = doc.original?.number;
  if (doc.language === 'tr')
    return original ? `${original} numaralı faturaya istinaden; fatura bakiyesinden düşülür.` : 'Alacak dekontu; açık bakiyeden düşülür.';
  return original ? `Credited against invoice ${original}; deducted from its balance.` : 'Credit note; deducted from the open balance.';
}

// renderCii writes the CII XML (EN 16931 profile) of an issued invoice or credit note; 422 when data is missing.
export function renderCii(doc: InvoiceDocument): string {
  assertEInvoiceReady(doc, 'en16931');
  const credit = doc.kind === 'credit_note';
  const taxCurrency = vatAccountingCurrency(doc);
  const reason = translate('INVOICE_DISCOUNT_REASON', doc.language);
  const notes = [doc.notes, credit ? doc.creditReason : null, ...withholdingNotes(doc)].filter(Boolean);
  const prepaid = prepaidInEn16931(doc);
  const means = paymentMeansOf(doc);
  const debit = !!means && (means.code === '49' || means.code === '59');
  const period = doc.invoicingPeriod;
  const paymentTerms = doc.paymentTerms ?? doc.terms;
  const noVat = outOfScope(doc);
  const intraCommunity = categoriesOf(doc).includes('K');
  const body = [
    wrap('rsm:ExchangedDocumentContext', [wrap('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', EN16931_ID)])]),
    wrap('rsm:ExchangedDocument', [
      el('ram:ID', doc.number),
      el('ram:TypeCode', typeCodeOf(doc)),
      udtDate('ram:IssueDateTime', doc.issueDate),
      ...notes.map((n) => wrap('ram:IncludedNote', [el('ram:Content', n)])),
    ]),
    wrap('rsm:SupplyChainTradeTransaction', [
      ...doc.lines.map((l) => lineItem(doc, l, reason)),
      wrap('ram:ApplicableHeaderTradeAgreement', [
        // BT-10 as entered, else the order reference, else the number; BT-13 the buyer's order
        el('ram:BuyerReference', doc.buyerReference ?? doc.reference ?? doc.number),
        tradeParty('ram:SellerTradeParty', doc.seller, true, noVat),
        tradeParty('ram:BuyerTradeParty', doc.buyer, false, noVat),
        !credit && doc.reference && wrap('ram:BuyerOrderReferencedDocument', [el('ram:IssuerAssignedID', doc.reference)]),
        doc.contractReference && wrap('ram:ContractReferencedDocument', [el('ram:IssuerAssignedID', doc.contractReference)]),
        // BG-24: supporting documents embedded (TypeCode 916, "related document")
        ...(doc.attachments ?? []).map((a) =>
          wrap('ram:AdditionalReferencedDocument', [
            el('ram:IssuerAssignedID', a.filename),
            el('ram:TypeCode', '916'),
            el('ram:Name', a.description ?? a.filename),
            el('ram:AttachmentBinaryObject', a.data.toString('base64'), { mimeCode: a.mime, filename: a.filename }),
          ]),
        ),
        // BT-11 (CII requires the project's name: the reference again)
        doc.projectReference && wrap('ram:SpecifiedProcuringProject', [el('ram:ID', doc.projectReference), el('ram:Name', doc.projectReference)]),
      ]),
      // BT-80 and BT-72; an intra-community supply (K) always has both (BR-IC-11, BR-IC-12)
      wrap('ram:ApplicableHeaderTradeDelivery', [
        intraCommunity && wrap('ram:ShipToTradeParty', [wrap('ram:PostalTradeAddress', [el('ram:CountryID', doc.buyer.countryCode)])]),
        (doc.deliveryDate || intraCommunity) &&
          wrap('ram:ActualDeliverySupplyChainEvent', [udtDate('ram:OccurrenceDateTime', doc.deliveryDate ?? doc.issueDate)]),
      ]) || '<ram:ApplicableHeaderTradeDelivery/>',
      wrap('ram:ApplicableHeaderTradeSettlement', [
        // BT-90: the seller's SEPA creditor identifier of a direct debit
        !credit && debit && el('ram:CreditorReferenceID', means?.creditorId),
        !credit && el('ram:PaymentReference', doc.number),
        el('ram:TaxCurrencyCode', taxCurrency),
        el('ram:InvoiceCurrencyCode', doc.currency),
        !credit && paymentMeans(doc),
        ...doc.breakdown.map((r) => headerTax(r, doc)),
        // BT-73/BT-74
        period &&
          wrap('ram:BillingSpecifiedPeriod', [
            period.start && udtDate('ram:StartDateTime', period.start),
            period.end && udtDate('ram:EndDateTime', period.end),
          ]),
        ...doc.breakdown.map((r) => headerAllowance(doc, r, reason)),
        ...(doc.charges ?? []).map((c) => headerCharge(doc, c)),
        // BR-CO-25 (in CII for every document with a positive amount due): an invoice's terms and due date; a credit note says how it settles
        credit
          ? wrap('ram:SpecifiedTradePaymentTerms', [el('ram:Description', creditNoteTerms(doc))])
          : wrap('ram:SpecifiedTradePaymentTerms', [
              el('ram:Description', paymentTerms),
              udtDate('ram:DueDateDateTime', doc.dueDate),
              // BT-89: the direct debit mandate
              debit && el('ram:DirectDebitMandateID', means?.mandateId),
            ]),
        wrap('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
          el('ram:LineTotalAmount', amount(doc.subtotalMinor)),
          (doc.chargeMinor ?? 0) > 0 && el('ram:ChargeTotalAmount', amount(doc.chargeMinor ?? 0)),
          doc.allowanceMinor > 0 && el('ram:AllowanceTotalAmount', amount(doc.allowanceMinor)),
          el('ram:TaxBasisTotalAmount', amount(doc.taxExclusiveMinor)),
          el('ram:TaxTotalAmount', amount(doc.taxMinor), { currencyID: doc.currency }),
          taxCurrency && el('ram:TaxTotalAmount', amount(taxInAccountingCurrency(doc)), { currencyID: taxCurrency }),
          el('ram:GrandTotalAmount', amount(doc.totalMinor)),
          // BT-113: a prepayment known at issue, plus withheld VAT and stopaj (see the note)
          prepaid > 0 && el('ram:TotalPrepaidAmount', amount(prepaid)),
          el('ram:DuePayableAmount', amount(doc.payableMinor)),
        ]),
        (credit || doc.typeCode === '384') &&
          doc.original?.number &&
          wrap('ram:InvoiceReferencedDocument', [
            el('ram:IssuerAssignedID', doc.original.number),
            wrap('ram:FormattedIssueDateTime', [el('qdt:DateTimeString', date102(doc.original.issueDate), { format: '102' })]),
          ]),
      ]),
    ]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${wrap('rsm:CrossIndustryInvoice', body, NS)}\n`;
}
