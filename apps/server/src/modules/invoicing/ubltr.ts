// Turkish e-Fatura / e-Arşiv invoice in UBL-TR 1.2 (GİB's customisation of UBL 2.1): a pure function of the document
// model. Elements follow the UBL 2.1 schema order; the rules of GİB's schematron (UBL-TR_Common_Schematron.xml) that
// apply to what we write are restated in ubltr.test.ts. The invoice is unsigned: the integrator (özel entegratör)
// applies the XAdES signature (ext:UBLExtensions) with the mali mühür before it reaches GİB — see gib-integrator.ts.
//
// Money: LineExtensionAmount = Σ line nets (after line discounts; ÖTV not included); TaxExclusiveAmount = that −
// document allowances + document charges; TaxInclusiveAmount = TaxExclusive + KDV + ÖTV; PayableAmount =
// TaxInclusive − KDV withheld (tevkifat) − stopaj − prepaid. ÖTV is its own TaxSubtotal and part of the KDV base;
// stopaj (0003) is a second cac:TaxTotal so the first one's TaxAmount stays KDV + ÖTV.
import { GIB_VIEW_XSLT } from './gib-view-xslt.js';
import { unitPriceE4Of, type DocumentLine, type InvoiceDocument, type TurkishEInvoice } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';
import { amount, el, unitPriceAmount, wrap } from './xml.js';

export const UBL_TR_CUSTOMIZATION_ID = 'TR1.2';
export const KDV_CODE = '0015';
export const STOPAJ_CODE = '0003';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** GİB tax scheme names of the tax type codes we write. */
export const TAX_NAMES: Record<string, string> = {
  '0003': 'GV STOPAJI',
  '0015': 'KDV',
  '0071': 'ÖTV 1.LİSTE',
  '9077': 'ÖTV 2.LİSTE',
  '0073': 'ÖTV 3.LİSTE',
  '0074': 'ÖTV 4.LİSTE',
  '0075': 'ÖTV 3A LİSTE',
  '0076': 'ÖTV 3B LİSTE',
  '0077': 'ÖTV 3C LİSTE',
};

/** GİB's placeholder identifiers for e-Arşiv buyers without one: a private person (TCKN), a foreign buyer (VKN). */
export const EARSIV_PERSON_TCKN = '11111111111';
export const EARSIV_FOREIGN_VKN = '2222222222';

// gibInvoiceId maps our number PREFIX-YYYY-### to GİB's 16-character ID: the prefix's first three letters or digits
// (padded with X: INV → INV, CN → CNX, A → AXX), the year and the sequence in nine digits — INV-2026-042 →
// INV2026000000042. Null when the number has another shape or a sequence beyond nine digits.
export function gibInvoiceId(number: string | null): string | null {
  if (!number) return null;
  const parts = number.split('-');
  if (parts.length !== 3) return null;
  const [prefix, year, seq] = parts;
  if (!/^[A-Za-z0-9]{1,10}$/.test(prefix) || !/^20\d{2}$/.test(year) || !/^\d{1,9}$/.test(seq)) return null;
  return `${`${prefix.toUpperCase()}XX`.slice(0, 3)}${year}${seq.padStart(9, '0')}`;
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** A party's GİB identifier: VKN (10 digits) or TCKN (11), for Turkish parties. */
export function trIdentifier(p: PartySnapshot): { scheme: 'VKN' | 'TCKN'; id: string } | null {
  if (p.countryCode !== 'TR') return null;
  const d = digits(p.taxNumber);
  if (d.length === 10) return { scheme: 'VKN', id: d };
  if (d.length === 11) return { scheme: 'TCKN', id: d };
  return null;
}

const hasWithholding = (doc: InvoiceDocument) => doc.lines.some((l) => (l.withholding?.amountMinor ?? 0) > 0);
const zeroKdvRows = (doc: InvoiceDocument) => doc.breakdown.filter((b) => b.taxMinor === 0);

// turkishView is the document's Turkish e-invoice, or the default when the model has none: TICARIFATURA to a buyer
// with a VKN, EARSIVFATURA otherwise; IADE for a credit note, TEVKIFAT with withheld VAT, IHRACKAYITLI with a 7xx
// exemption code, ISTISNA with 0 % KDV lines, else SATIS. The ETTN defaults to the invoice's own id (a UUID). An IADE
// is never TICARIFATURA (GİB's rule): it goes as TEMELFATURA.
export function turkishView(doc: InvoiceDocument): TurkishEInvoice {
  const tr = doc.turkey ?? defaultTurkishView(doc);
  // GİB (InvoiceTypeCodeCheck): an IADE invoice is TEMELFATURA or EARSIVFATURA, never TICARIFATURA
  return tr.invoiceType === 'IADE' && tr.profile === 'TICARIFATURA' ? { ...tr, profile: 'TEMELFATURA' } : tr;
}

function defaultTurkishView(doc: InvoiceDocument): TurkishEInvoice {
  const buyer = trIdentifier(doc.buyer);
  const code = doc.exemption.code && /^\d{3}$/.test(doc.exemption.code) ? doc.exemption.code : null;
  const invoiceType =
    doc.kind === 'credit_note'
      ? 'IADE'
      : hasWithholding(doc)
        ? 'TEVKIFAT'
        : code?.startsWith('7')
          ? 'IHRACKAYITLI'
          : zeroKdvRows(doc).length
            ? 'ISTISNA'
            : 'SATIS';
  return {
    profile: buyer?.scheme === 'VKN' ? 'TICARIFATURA' : 'EARSIVFATURA',
    invoiceType,
    uuid: doc.id,
    exemptionCode: code,
    exemptionReason: code ? doc.exemption.reason : null,
  };
}

/** The UBL-TR amounts, in minor units of the document currency. */
export type UblTrTotals = {
  lineExtension: number;
  allowance: number;
  charge: number;
  taxExclusive: number;
  kdv: number;
  excise: number;
  taxInclusive: number;
  withholding: number;
  stopaj: number;
  prepaid: number;
  payable: number;
};

// ublTrTotals is the monetary total of the UBL-TR invoice (see the file comment); the PDF and the other outputs show
// the same figures: taxInclusive is the document's total and payable its amount due.
export function ublTrTotals(doc: InvoiceDocument): UblTrTotals {
  let lineExtension = 0;
  let excise = 0;
  let lineWithholding = 0;
  for (const l of doc.lines) {
    lineExtension += l.netMinor;
    excise += l.excise?.amountMinor ?? 0;
    lineWithholding += l.withholding?.amountMinor ?? 0;
  }
  const charge = doc.chargeMinor ?? (doc.charges ?? []).reduce((s, c) => s + c.amountMinor, 0);
  const allowance = doc.allowanceMinor;
  const taxExclusive = lineExtension - allowance + charge;
  const kdv = doc.breakdown.reduce((s, b) => s + b.taxMinor, 0);
  const taxInclusive = taxExclusive + kdv + excise;
  const withholding = doc.withholdingMinor ?? lineWithholding;
  const stopaj = doc.stopaj?.amountMinor ?? 0;
  const prepaid = doc.prepaidMinor;
  return {
    lineExtension,
    allowance,
    charge,
    taxExclusive,
    kdv,
    excise,
    taxInclusive,
    withholding,
    stopaj,
    prepaid,
    payable: taxInclusive - withholding - stopaj - prepaid,
  };
}

// lineKdvMinor is a line's KDV: its share of its rate group's KDV as the totals computed it (so the lines add up to
// the group), or for a line without one round((net + ÖTV) × rate). The withheld KDV is a share of this amount.
export function lineKdvMinor(l: DocumentLine): number {
  const share = (l as { taxMinor?: number | null }).taxMinor;
  return typeof share === 'number' ? share : Math.round(((l.netMinor + (l.excise?.amountMinor ?? 0)) * l.taxRate) / 100);
}

// ublTrProblems lists what the document lacks for a UBL-TR invoice (empty when it can be written).
export function ublTrProblems(doc: InvoiceDocument): string[] {
  const tr = turkishView(doc);
  const missing: string[] = [];
  if (!gibInvoiceId(doc.number)) missing.push('number (PREFIX-YYYY-### with at most nine sequence digits)');
  const seller = trIdentifier(doc.seller);
  if (!seller) missing.push('company.taxNumber (VKN or TCKN of a Turkish seller)');
  if (!doc.seller.address) missing.push('company.address');
  if (!doc.seller.city) missing.push('company.city');
  if (!doc.seller.taxOffice) missing.push('company.taxOffice');
  if (tr.profile !== 'EARSIVFATURA' && !trIdentifier(doc.buyer)) missing.push('customer.taxNumber (VKN or TCKN; or the EARSIVFATURA profile)');
  if (!doc.buyer.city) missing.push('customer.city');
  if (tr.invoiceType === 'IADE' && !gibInvoiceId(doc.original?.number ?? null)) missing.push('original invoice number');
  if (tr.invoiceType !== 'IADE' && zeroKdvRows(doc).length && !tr.exemptionCode) missing.push('turkey.exemptionCode (0 % KDV)');
  if (tr.invoiceType === 'IHRACKAYITLI' && !tr.exemptionCode?.startsWith('7')) missing.push('turkey.exemptionCode (701–704 for IHRACKAYITLI)');
  if (tr.invoiceType === 'TEVKIFAT' && !hasWithholding(doc)) missing.push('lines.withholding (TEVKIFAT)');
  return missing;
}

// ── small writers ───────────────────────────────────────────────────────────────────────────────────────────────

const COUNTRY_NAMES = new Map<string, string>();
let regionNames: Intl.DisplayNames | null | undefined;
export function countryName(code: string): string {
  let name = COUNTRY_NAMES.get(code);
  if (name) return name;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['tr'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  name = code === 'TR' ? 'Türkiye' : (regionNames?.of(code) ?? code);
  COUNTRY_NAMES.set(code, name);
  return name;
}

const istanbulTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
// issueTime is the time of issue in Turkey (HH:MM:SS).
export const issueTime = (d: Date) => istanbulTime.format(d);

// trNumber formats a number the Turkish way (1.234,5) with minDec to maxDec decimals.
export function trNumber(n: number, minDec: number, maxDec: number): string {
  const fixed = Math.abs(n).toFixed(maxDec);
  let [int, frac = ''] = fixed.split('.');
  while (frac.length > minDec && frac.endsWith('0')) frac = frac.slice(0, -1);
  int = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 && Number(fixed) !== 0 ? '-' : ''}${int}${frac ? `,${frac}` : ''}`;
}
// trMoney formats minor units with the currency code (1.234,50 TRY), as the GİB view does.
export const trMoney = (minor: number, currency: string) => `${trNumber(minor / 100, 2, 2)} ${currency}`;

// percent writes a rate without trailing zeros ("20", "1", "0", "2.5").
export const percent = (n: number) => String(Number(n.toFixed(4)));

// the first line of a text, whitespace collapsed (an item name is one line)
const firstLine = (s: string) => s.split('\n')[0].replace(/\s+/g, ' ').trim() || s.replace(/\s+/g, ' ').trim();

function splitName(name: string): { first: string; family: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? name, family: words[0] ?? name };
  return { first: words.slice(0, -1).join(' '), family: words[words.length - 1] };
}

type Ident = { scheme: 'VKN' | 'TCKN'; id: string };

// buyerIdentifier is the buyer's VKN/TCKN, or on e-Arşiv GİB's placeholder for a private person or a foreign buyer.
function buyerIdentifier(p: PartySnapshot, profile: TurkishEInvoice['profile']): Ident {
  const own = trIdentifier(p);
  if (own) return own;
  if (profile !== 'EARSIVFATURA') throw new Error('UBL-TR: the buyer has no VKN or TCKN');
  return p.countryCode === 'TR' ? { scheme: 'TCKN', id: EARSIV_PERSON_TCKN } : { scheme: 'VKN', id: EARSIV_FOREIGN_VKN };
}

function postalAddress(p: PartySnapshot): string {
  return wrap('cac:PostalAddress', [
    el('cbc:StreetName', p.address),
    el('cbc:CitySubdivisionName', p.district || p.city),
    el('cbc:CityName', p.city),
    el('cbc:PostalZone', p.postalCode),
    wrap('cac:Country', [el('cbc:IdentificationCode', p.countryCode), el('cbc:Name', countryName(p.countryCode))]),
  ]);
}

function party(p: PartySnapshot, id: Ident, seller: boolean): string {
  const name = p.legalName || p.name;
  const person = id.scheme === 'TCKN' ? splitName(name) : null;
  return wrap('cac:Party', [
    el('cbc:WebsiteURI', p.website),
    wrap('cac:PartyIdentification', [el('cbc:ID', id.id, { schemeID: id.scheme })]),
    seller && p.mersisNumber && wrap('cac:PartyIdentification', [el('cbc:ID', digits(p.mersisNumber), { schemeID: 'MERSISNO' })]),
    seller && p.registrationNumber && wrap('cac:PartyIdentification', [el('cbc:ID', p.registrationNumber, { schemeID: 'TICARETSICILNO' })]),
    wrap('cac:PartyName', [el('cbc:Name', name)]),
    postalAddress(p),
    p.taxOffice && wrap('cac:PartyTaxScheme', [wrap('cac:TaxScheme', [el('cbc:Name', p.taxOffice)])]),
    wrap('cac:Contact', [el('cbc:Telephone', p.phone), el('cbc:ElectronicMail', p.email)]),
    person && wrap('cac:Person', [el('cbc:FirstName', person.first), el('cbc:FamilyName', person.family)]),
  ]);
}

// the KDV tax category of a 0 % subtotal carries the GİB exemption code and reason (TaxExemptionReasonCheck)
function kdvCategory(zero: boolean, tr: TurkishEInvoice): string {
  const exempt = zero && tr.exemptionCode;
  return wrap('cac:TaxCategory', [
    exempt && el('cbc:TaxExemptionReasonCode', tr.exemptionCode),
    exempt && el('cbc:TaxExemptionReason', tr.exemptionReason || tr.exemptionCode),
    wrap('cac:TaxScheme', [el('cbc:Name', TAX_NAMES[KDV_CODE]), el('cbc:TaxTypeCode', KDV_CODE)]),
  ]);
}

function subtotal(cur: { currencyID: string }, taxable: number, tax: number, rate: number, category: string): string {
  return wrap('cac:TaxSubtotal', [
    el('cbc:TaxableAmount', amount(taxable), cur),
    el('cbc:TaxAmount', amount(tax), cur),
    el('cbc:Percent', percent(rate)),
    category,
  ]);
}

const taxCategory = (code: string) => wrap('cac:TaxCategory', [wrap('cac:TaxScheme', [el('cbc:Name', TAX_NAMES[code] ?? code), el('cbc:TaxTypeCode', code)])]);
const withholdingCategory = (code: string) =>
  wrap('cac:TaxCategory', [wrap('cac:TaxScheme', [el('cbc:Name', `KDV TEVKİFAT ${code}`), el('cbc:TaxTypeCode', code)])]);

let viewBase64: string | undefined;
// the embedded GİB view (our XSLT), encoded once per process
const embeddedView = () => (viewBase64 ??= Buffer.from(GIB_VIEW_XSLT, 'utf8').toString('base64'));

const PAYMENT_MEANS_TR: Record<string, string> = { '30': '30', '58': '30', '48': '48', '49': '49', '59': '49' };

function line(l: DocumentLine, cur: { currencyID: string }, tr: TurkishEInvoice): string {
  const excise = l.excise && l.excise.amountMinor ? l.excise : null;
  const kdv = lineKdvMinor(l);
  const wh = l.withholding && l.withholding.amountMinor ? l.withholding : null;
  const name = firstLine(l.description);
  return wrap('cac:InvoiceLine', [
    el('cbc:ID', l.position),
    el('cbc:InvoicedQuantity', String(Number(l.quantity.toFixed(3))), { unitCode: l.unitCode }),
    el('cbc:LineExtensionAmount', amount(l.netMinor), cur),
    l.discountMinor > 0 &&
      wrap('cac:AllowanceCharge', [
        el('cbc:ChargeIndicator', 'false'),
        el('cbc:AllowanceChargeReason', 'İskonto'),
        l.discountType === 'percent' && el('cbc:MultiplierFactorNumeric', String(Number((l.discountValue / 100).toFixed(6)))),
        el('cbc:Amount', amount(l.discountMinor), cur),
        el('cbc:BaseAmount', amount(l.grossMinor), cur),
      ]),
    wrap('cac:TaxTotal', [
      el('cbc:TaxAmount', amount(kdv + (excise?.amountMinor ?? 0)), cur),
      excise && subtotal(cur, l.netMinor, excise.amountMinor, excise.percent, taxCategory(excise.code)),
      subtotal(cur, l.netMinor + (excise?.amountMinor ?? 0), kdv, l.taxRate, kdvCategory(kdv === 0, tr)),
    ]),
    wh &&
      wrap('cac:WithholdingTaxTotal', [
        el('cbc:TaxAmount', amount(wh.amountMinor), cur),
        subtotal(cur, kdv, wh.amountMinor, wh.percent, withholdingCategory(wh.code)),
      ]),
    wrap('cac:Item', [
      name !== l.description.trim() && el('cbc:Description', l.description),
      el('cbc:Name', name),
      l.sellerItemId && wrap('cac:SellersItemIdentification', [el('cbc:ID', l.sellerItemId)]),
      l.standardItemId && wrap('cac:StandardItemIdentification', [el('cbc:ID', l.standardItemId.id, { schemeID: l.standardItemId.scheme })]),
      ...(l.classifications ?? []).map((c) => wrap('cac:CommodityClassification', [el('cbc:ItemClassificationCode', c.code, { listID: c.listId })])),
    ]),
    wrap('cac:Price', [el('cbc:PriceAmount', unitPriceAmount(unitPriceE4Of(l)), cur)]),
  ]);
}

/** Options of renderUblTr. */
export type UblTrOptions = {
  /** Leave out the embedded XSLT view (GİB's portal then shows its default view). */
  withoutView?: boolean;
};

// renderUblTr writes the UBL-TR 1.2 Invoice of an issued invoice or credit note (IADE). It throws when the document
// cannot be one (see ublTrProblems, which the service checks first to answer 422).
type TaxGroup = { code: string; percent: number; taxable: number; tax: number };

/** What both renderers (the XML and the server-side view) read: the figures and choices of one UBL-TR invoice. */
export type UblTrModel = {
  tr: TurkishEInvoice;
  id: string;
  totals: UblTrTotals;
  seller: Ident;
  buyer: Ident;
  notes: string[];
  original: { id: string; issueDate: string } | null;
  exciseGroups: TaxGroup[];
  withholdingGroups: TaxGroup[];
  paymentMeansCode: string;
  iban: string | null;
  ibanName: string | null;
};

// ublTrModel computes the UBL-TR invoice's figures; it throws when the document cannot be one (see ublTrProblems,
// which the service checks first to answer 422).
export function ublTrModel(doc: InvoiceDocument): UblTrModel {
  const problems = ublTrProblems(doc);
  if (problems.length) throw new Error(`UBL-TR: missing ${problems.join(', ')}`);
  const tr = turkishView(doc);
  const totals = ublTrTotals(doc);
  const notes = [doc.notes, doc.kind === 'credit_note' ? doc.creditReason : null, doc.terms].filter((n): n is string => !!n && !!n.trim());
  if (totals.withholding) notes.push(`KDV tevkifatı: ${trMoney(totals.withholding, doc.currency)}`);
  if (totals.stopaj) notes.push(`Gelir vergisi stopajı (%${percent(doc.stopaj?.percent ?? 0)}): ${trMoney(totals.stopaj, doc.currency)}`);
  const original = tr.invoiceType === 'IADE' || doc.typeCode === '384' ? doc.original : null;
  const originalId = original ? gibInvoiceId(original.number) : null;
  const exciseGroups = new Map<string, TaxGroup>();
  const withholdingGroups = new Map<string, TaxGroup>();
  const add = (groups: Map<string, TaxGroup>, code: string, pct: number, taxable: number, tax: number) => {
    const k = `${code}/${pct}`;
    const g = groups.get(k) ?? { code, percent: pct, taxable: 0, tax: 0 };
    g.taxable += taxable;
    g.tax += tax;
    groups.set(k, g);
  };
  for (const l of doc.lines) {
    if (l.excise?.amountMinor) add(exciseGroups, l.excise.code, l.excise.percent, l.netMinor, l.excise.amountMinor);
    if (l.withholding?.amountMinor) add(withholdingGroups, l.withholding.code, l.withholding.percent, lineKdvMinor(l), l.withholding.amountMinor);
  }
  const means = doc.paymentMeans;
  const iban = doc.kind !== 'invoice' ? null : means ? (means.code === '30' || means.code === '58' ? (means.iban ?? doc.seller.iban) : null) : doc.seller.iban;
  return {
    tr,
    id: gibInvoiceId(doc.number) as string,
    totals,
    seller: trIdentifier(doc.seller) as Ident,
    buyer: buyerIdentifier(doc.buyer, tr.profile),
    notes,
    original: original && originalId ? { id: originalId, issueDate: original.issueDate } : null,
    exciseGroups: [...exciseGroups.values()],
    withholdingGroups: [...withholdingGroups.values()],
    paymentMeansCode: PAYMENT_MEANS_TR[means?.code ?? '30'] ?? '30',
    iban: iban ? iban.replace(/\s/g, '') : null,
    ibanName: means?.accountName ?? doc.seller.bankName,
  };
}

export function renderUblTr(doc: InvoiceDocument, opts: UblTrOptions = {}): string {
  const m = ublTrModel(doc);
  const { tr, id, seller, buyer } = m;
  const t = m.totals;
  const cur = { currencyID: doc.currency };
  const foreign = doc.currency !== 'TRY';
  const allowances = doc.breakdown
    .filter((b) => b.allowanceMinor > 0)
    .map((b) =>
      wrap('cac:AllowanceCharge', [
        el('cbc:ChargeIndicator', 'false'),
        el('cbc:AllowanceChargeReason', 'İskonto'),
        b.allowancePercent && el('cbc:MultiplierFactorNumeric', String(Number((Number(b.allowancePercent) / 100).toFixed(6)))),
        el('cbc:Amount', amount(b.allowanceMinor), cur),
      ]),
    );
  const charges = (doc.charges ?? []).map((c) =>
    wrap('cac:AllowanceCharge', [
      el('cbc:ChargeIndicator', 'true'),
      el('cbc:AllowanceChargeReasonCode', c.reasonCode),
      el('cbc:AllowanceChargeReason', c.reason),
      el('cbc:Amount', amount(c.amountMinor), cur),
    ]),
  );

  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Invoice xmlns="${NS.invoice}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}">`,
    el('cbc:UBLVersionID', '2.1'),
    el('cbc:CustomizationID', UBL_TR_CUSTOMIZATION_ID),
    el('cbc:ProfileID', tr.profile),
    el('cbc:ID', id),
    el('cbc:CopyIndicator', 'false'),
    el('cbc:UUID', tr.uuid),
    el('cbc:IssueDate', doc.issueDate),
    el('cbc:IssueTime', issueTime(doc.issuedAt)),
    el('cbc:InvoiceTypeCode', tr.invoiceType),
    ...m.notes.map((n) => el('cbc:Note', n)),
    el('cbc:DocumentCurrencyCode', doc.currency),
    foreign && el('cbc:PricingCurrencyCode', doc.currency),
    el('cbc:LineCountNumeric', doc.lines.length),
    el('cbc:BuyerReference', doc.buyerReference),
    doc.invoicingPeriod && wrap('cac:InvoicePeriod', [el('cbc:StartDate', doc.invoicingPeriod.start), el('cbc:EndDate', doc.invoicingPeriod.end)]),
    doc.reference && wrap('cac:OrderReference', [el('cbc:ID', doc.reference)]),
    m.original &&
      wrap('cac:BillingReference', [
        wrap('cac:InvoiceDocumentReference', [
          el('cbc:ID', m.original.id),
          el('cbc:IssueDate', m.original.issueDate),
          tr.invoiceType === 'IADE' && el('cbc:DocumentTypeCode', 'IADE'),
        ]),
      ]),
    doc.contractReference && wrap('cac:ContractDocumentReference', [el('cbc:ID', doc.contractReference)]),
    // the e-Arşiv delivery (electronic to an email address, else on paper)
    tr.profile === 'EARSIVFATURA' &&
      wrap('cac:AdditionalDocumentReference', [
        el('cbc:ID', doc.buyer.email ? 'ELEKTRONIK' : 'KAGIT'),
        el('cbc:IssueDate', doc.issueDate),
        el('cbc:DocumentTypeCode', 'SEND_TYPE'),
      ]),
    !opts.withoutView &&
      wrap('cac:AdditionalDocumentReference', [
        el('cbc:ID', tr.uuid),
        el('cbc:IssueDate', doc.issueDate),
        el('cbc:DocumentType', 'XSLT'),
        // written as is: base64 needs no escaping, and escaping ~20 KB per invoice would cost a third of the time
        `<cac:Attachment><cbc:EmbeddedDocumentBinaryObject characterSetCode="UTF-8" encodingCode="Base64" filename="${id}.xslt" mimeCode="application/xml">${embeddedView()}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>`,
      ]),
    ...(doc.attachments ?? []).map((a) =>
      wrap('cac:AdditionalDocumentReference', [
        el('cbc:ID', a.id),
        el('cbc:IssueDate', doc.issueDate),
        el('cbc:DocumentDescription', a.description),
        wrap('cac:Attachment', [
          el('cbc:EmbeddedDocumentBinaryObject', a.data.toString('base64'), { encodingCode: 'Base64', filename: a.filename, mimeCode: a.mime }),
        ]),
      ]),
    ),
    doc.projectReference && wrap('cac:ProjectReference', [el('cbc:ID', doc.projectReference)]),
    // the signature the integrator applies (its XAdES ds:Signature goes into ext:UBLExtensions)
    wrap('cac:Signature', [
      el('cbc:ID', seller.id, { schemeID: 'VKN_TCKN' }),
      wrap('cac:SignatoryParty', [wrap('cac:PartyIdentification', [el('cbc:ID', seller.id, { schemeID: seller.scheme })]), postalAddress(doc.seller)]),
      wrap('cac:DigitalSignatureAttachment', [wrap('cac:ExternalReference', [el('cbc:URI', `#Signature_${id}`)])]),
    ]),
    wrap('cac:AccountingSupplierParty', [party(doc.seller, seller, true)]),
    wrap('cac:AccountingCustomerParty', [party(doc.buyer, buyer, false)]),
    doc.deliveryDate && wrap('cac:Delivery', [el('cbc:ActualDeliveryDate', doc.deliveryDate)]),
    doc.kind === 'invoice' &&
      wrap('cac:PaymentMeans', [
        el('cbc:PaymentMeansCode', m.paymentMeansCode),
        el('cbc:PaymentDueDate', doc.dueDate),
        m.iban && wrap('cac:PayeeFinancialAccount', [el('cbc:ID', m.iban), el('cbc:CurrencyCode', doc.currency), el('cbc:PaymentNote', m.ibanName)]),
      ]),
    doc.kind === 'invoice' && wrap('cac:PaymentTerms', [el('cbc:Note', doc.paymentTerms), el('cbc:PaymentDueDate', doc.dueDate)]),
    ...allowances,
    ...charges,
    foreign &&
      wrap('cac:PricingExchangeRate', [
        el('cbc:SourceCurrencyCode', doc.currency),
        el('cbc:TargetCurrencyCode', 'TRY'),
        el('cbc:CalculationRate', String(Number(doc.exchangeRate.toFixed(6)))),
        el('cbc:Date', doc.issueDate),
      ]),
    wrap('cac:TaxTotal', [
      el('cbc:TaxAmount', amount(t.kdv + t.excise), cur),
      ...m.exciseGroups.map((g) => subtotal(cur, g.taxable, g.tax, g.percent, taxCategory(g.code))),
      ...doc.breakdown.map((b) => subtotal(cur, b.taxableMinor, b.taxMinor, Number(b.rate), kdvCategory(b.taxMinor === 0, tr))),
    ]),
    t.stopaj > 0 &&
      wrap('cac:TaxTotal', [
        el('cbc:TaxAmount', amount(t.stopaj), cur),
        subtotal(cur, doc.taxExclusiveMinor, t.stopaj, doc.stopaj?.percent ?? 0, taxCategory(STOPAJ_CODE)),
      ]),
    m.withholdingGroups.length > 0 &&
      wrap('cac:WithholdingTaxTotal', [
        el('cbc:TaxAmount', amount(t.withholding), cur),
        ...m.withholdingGroups.map((g) => subtotal(cur, g.taxable, g.tax, g.percent, withholdingCategory(g.code))),
      ]),
    wrap('cac:LegalMonetaryTotal', [
      el('cbc:LineExtensionAmount', amount(t.lineExtension), cur),
      el('cbc:TaxExclusiveAmount', amount(t.taxExclusive), cur),
      el('cbc:TaxInclusiveAmount', amount(t.taxInclusive), cur),
      el('cbc:AllowanceTotalAmount', amount(t.allowance), cur),
      t.charge > 0 && el('cbc:ChargeTotalAmount', amount(t.charge), cur),
      t.prepaid > 0 && el('cbc:PrepaidAmount', amount(t.prepaid), cur),
      el('cbc:PayableAmount', amount(t.payable), cur),
    ]),
    ...doc.lines.map((l) => line(l, cur, tr)),
    '</Invoice>',
  ];
  return parts.filter(Boolean).join('');
}
