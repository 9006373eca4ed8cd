// What UBL and CII share: the EN 16931 / Peppol BIS 3.0 identifiers, party identifiers (a Turkish VKN is a VAT
// identifier "TR" + VKN and Peppol endpoint scheme 9952; a TCKN is a tax registration), the VAT category and exemption
// written for each breakdown row, and the completeness check that turns missing data into a clear 422 before any XML.
import {
  EAS_SCHEMES,
  EXEMPT_TAX_CATEGORIES,
  VATEX_CATEGORY,
  VAT_EAS_BY_COUNTRY,
  isValidEndpointId,
  isValidTckn,
  isValidVkn,
  normalizeEndpointId,
  translate,
  formatMinor,
  type TaxCategory,
} from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { DocumentLine, DocumentPaymentMeans, InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';

/** EN 16931 core (BT-24). */
export const EN16931_ID = 'urn:cen.eu:en16931:2017';
/** Peppol BIS Billing 3.0 (BT-24), a CIUS of EN 16931. */
export const PEPPOL_BIS3_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** Business process (BT-23) of Peppol BIS Billing 3.0. */
export const PEPPOL_PROCESS_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export type EInvoiceProfile = 'en16931' | 'peppol';
/** Peppol Self-Billing 3.0 (BT-24 and BT-23), the Peppol CIUS a self-billed invoice (389) belongs to. */
export const PEPPOL_SELF_BILLING_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0';
export const PEPPOL_SELF_BILLING_PROCESS_ID = 'urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0';

// specificationIds are BT-24 and BT-23 of a document: EN 16931 core, Peppol BIS Billing, or Peppol Self-Billing for
// a self-billed invoice (389 is not a type of the billing profile, PEPPOL-EN16931-P0100).
export function specificationIds(doc: Pick<InvoiceDocument, 'typeCode'>, profile: EInvoiceProfile): { customization: string; process: string } {
  if (profile === 'en16931') return { customization: EN16931_ID, process: PEPPOL_PROCESS_ID };
  if (doc.typeCode === '389') return { customization: PEPPOL_SELF_BILLING_ID, process: PEPPOL_SELF_BILLING_PROCESS_ID };
  return { customization: PEPPOL_BIS3_ID, process: PEPPOL_PROCESS_ID };
}

// typeCodeOf is BT-3: 381 for credit notes, else the invoice's type (380 when absent).
export const typeCodeOf = (doc: Pick<InvoiceDocument, 'kind' | 'typeCode'>) => (doc.kind === 'credit_note' ? '381' : (doc.typeCode ?? '380'));

// paymentMeansOf is BG-16 as written: the invoice's own payment means, else a credit transfer (30) to the seller's
// IBAN when it has one, else none.
export function paymentMeansOf(doc: InvoiceDocument): DocumentPaymentMeans | null {
  if (doc.paymentMeans) return doc.paymentMeans;
  return doc.seller.iban ? { code: '30', iban: doc.seller.iban, accountName: doc.seller.legalName ?? doc.seller.name } : null;
}

// prepaidInEn16931 is BT-113 in the EN 16931 outputs: the prepayment known at issue plus the VAT the buyer withholds
// (KDV tevkifatı) and the stopaj, which EN 16931 has no terms for; so BT-115 = BT-112 − BT-113 is the amount due
// (BR-CO-16) and every output states the same amounts. An invoice note (BT-22) says what the withheld parts are.
export const prepaidInEn16931 = (doc: InvoiceDocument) => doc.prepaidMinor + (doc.withholdingMinor ?? 0) + (doc.stopaj?.amountMinor ?? 0);

// withholdingNotes are the BT-22 texts of the withheld VAT and the stopaj (in the document's language).
export function withholdingNotes(doc: InvoiceDocument): string[] {
  const out: string[] = [];
  const money = (minor: number) => formatMinor(minor, doc.currency, doc.language);
  if (doc.withholdingMinor) {
    const codes = [...new Set(doc.lines.filter((l) => l.withholding).map((l) => `${l.withholding?.code} (${(l.withholding?.percent ?? 0) / 10}/10)`))].join(
      ', ',
    );
    out.push(translate('EINVOICE_WITHHOLDING_NOTE', doc.language, { codes, amount: money(doc.withholdingMinor) }));
  }
  if (doc.stopaj?.amountMinor)
    out.push(translate('EINVOICE_STOPAJ_NOTE', doc.language, { percent: decimalText(doc.stopaj.percent), amount: money(doc.stopaj.amountMinor) }));
  return out;
}
const decimalText = (n: number) => String(Number(n.toFixed(2)));

// exciseReason is the reason text (BT-144) of a line's ÖTV charge, e.g. "ÖTV 0071 %25".
export const exciseReason = (doc: InvoiceDocument, l: DocumentLine) =>
  l.excise ? translate('EINVOICE_EXCISE_REASON', doc.language, { code: l.excise.code, percent: decimalText(l.excise.percent) }) : '';

// lineAmountInEn16931 is BT-131: the line net plus its ÖTV charge (BG-28), so BT-106 is their sum.
export const lineAmountInEn16931 = (l: DocumentLine) => l.netMinor + (l.excise?.amountMinor ?? 0);

/** UNTDID 4461: 30 credit transfer. UNTDID 5189: 95 discount. */
export const PAYMENT_MEANS_CREDIT_TRANSFER = '30';
export const ALLOWANCE_REASON_DISCOUNT = '95';

// vatId is the party's VAT identifier with its ISO country prefix (BR-CO-9), or null (a TCKN is not one).
export function vatId(p: PartySnapshot): string | null {
  const tax = p.taxNumber?.replace(/\s+/g, '');
  if (!tax) return null;
  if (p.countryCode === 'TR') return isValidVkn(tax) ? `TR${tax}` : null;
  return /^[A-Z]{2}/i.test(tax) ? tax.toUpperCase() : `${p.countryCode === 'GR' ? 'EL' : p.countryCode}${tax}`;
}

// taxRegistration is a tax identifier that is not a VAT number (BT-32): a Turkish TCKN.
export function taxRegistration(p: PartySnapshot): string | null {
  const tax = p.taxNumber?.replace(/\s+/g, '');
  return tax && p.countryCode === 'TR' && isValidTckn(tax) ? tax : null;
}

// endpoint is the electronic address (BT-34/BT-49): the party's own (EAS scheme + id, set in the company settings or
// on the customer), else its VAT number under its country's Peppol VAT scheme (a Turkish VKN: 9952, a German USt-IdNr.:
// 9930, …); in EN 16931 core also the email (EAS EM), which Peppol's EAS subset lacks (PEPPOL-EN16931-CL008).
export function endpoint(p: PartySnapshot, profile: EInvoiceProfile): { id: string; scheme: string } | null {
  if (p.endpointScheme && p.endpointId && EAS_SCHEMES[p.endpointScheme])
    return { id: normalizeEndpointId(p.endpointScheme, p.endpointId), scheme: p.endpointScheme };
  const tax = p.taxNumber?.replace(/\s+/g, '');
  if (tax && p.countryCode === 'TR' && isValidVkn(tax)) return { id: tax, scheme: '9952' };
  const vat = p.countryCode !== 'TR' ? vatId(p) : null;
  const scheme = VAT_EAS_BY_COUNTRY[p.countryCode];
  if (vat && scheme && isValidEndpointId(scheme, vat)) return { id: normalizeEndpointId(scheme, vat), scheme };
  return profile === 'en16931' && p.email ? { id: p.email, scheme: 'EM' } : null;
}

// legalId is the legal registration identifier (BT-30): MERSIS, else the trade register number.
export const legalId = (p: PartySnapshot) => p.mersisNumber ?? p.registrationNumber ?? null;

// partyLegalId is BT-30/BT-47 as written: MERSIS or trade register, else a TCKN (a natural person's registration), so a
// seller with only a TCKN still has an identifier that BR-CO-26 accepts (a TAX-scheme tax registration does not count).
export const partyLegalId = (p: PartySnapshot) => legalId(p) ?? taxRegistration(p);

// legalInfo is the seller's additional legal information (BT-33): tax office and registrations, as Turkish invoices print them.
export function legalInfo(p: PartySnapshot): string | null {
  const parts = [
    p.taxOffice && `Vergi Dairesi: ${p.taxOffice}`,
    p.registrationNumber && `Ticaret Sicil No: ${p.registrationNumber}`,
    p.mersisNumber && `MERSİS No: ${p.mersisNumber}`,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

// streetLines splits an address text into street (BT-35/BT-50) and an additional line (district, further lines).
export function streetLines(p: PartySnapshot): { street: string | null; additional: string | null } {
  const lines = (p.address ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const additional = [...lines.slice(1), p.district].filter(Boolean).join(', ');
  return { street: lines[0] ?? null, additional: additional || null };
}

/** VATEX codes (CEF list) that belong to category E; G, O, IC and AE codes name their own categories (PEPPOL-EN16931-P0104…P0111). */
const VATEX_EXEMPT = /^VATEX-EU-(79-C|132(-1[A-Q])?|143(-1([A-L]|FA))?|144|146-1E|148(-[A-G])?|151(-1(A|AA|B|C|D|E))?|153|159|309|D|F|I|J)$/;
const VATEX_EXPORT = 'VATEX-EU-G';

/** What the VAT category rules read of an invoice (a draft being finalised has no full document yet). */
export type CategoryDoc = Pick<InvoiceDocument, 'breakdown' | 'exemptions' | 'exemption' | 'seller' | 'buyer'>;

// vatexCategory is the category a VATEX code belongs to: AE, K, G and O codes name theirs, the others are E; null for
// a code outside the list (written as reason only).
export function vatexCategory(code: string | null | undefined): TaxCategory | null {
  const c = code?.toUpperCase();
  if (!c) return null;
  return VATEX_CATEGORY[c] ?? (VATEX_EXEMPT.test(c) ? 'E' : null);
}

// einvoiceCategory is the UNCL 5305 category written for a stored one: an exempt supply whose invoice-wide code names
// another category is written as that category (VATEX-EU-AE reverse charge, -IC intra-community, -O out of scope);
// VATEX-EU-G is an export outside the EU (G, KDV Kanunu 11/1-a) when the seller has a VAT identifier (BR-G-02).
export function einvoiceCategory(doc: CategoryDoc, category: string): TaxCategory {
  if (category !== 'E' || (doc.exemptions ?? []).some((e) => e.category === 'E')) return category as TaxCategory;
  const named = vatexCategory(doc.exemption.code);
  if (named === 'G') return vatId(doc.seller) ? 'G' : 'E';
  return named ?? 'E';
}

// exemptionFor is BT-120/BT-121 of a category: only E, AE, K, G and O carry them (BR-S/Z/AF/AG-10 forbid them); the
// category's own entry first, else the invoice-wide reason; a code is written only when it belongs to that very
// category (BR-CL-22, PEPPOL-EN16931-P0104…P0111).
export function exemptionFor(doc: CategoryDoc, category: string): { code: string | null; reason: string | null } {
  if (!EXEMPT_TAX_CATEGORIES.includes(category as TaxCategory)) return { code: null, reason: null };
  const own = (doc.exemptions ?? []).find((e) => e.category === category);
  const source = own ?? doc.exemption;
  const code = source.code?.toUpperCase() ?? null;
  const fits = !!code && vatexCategory(code) === category && (category !== 'G' || code === VATEX_EXPORT);
  return { code: fits ? code : null, reason: source.reason?.trim() || null };
}

// categories lists the VAT categories an invoice's breakdown is written with.
export const categoriesOf = (doc: CategoryDoc) => [...new Set(doc.breakdown.map((r) => einvoiceCategory(doc, r.category)))];

// outOfScope is true when the invoice is outside the scope of VAT (O): no VAT identifiers are written (BR-O-02…04).
export const outOfScope = (doc: CategoryDoc) => categoriesOf(doc).includes('O');

/** A VAT category rule broken by an invoice: the message code and the category it concerns. */
export type CategoryProblem = {
  code: 'INVOICE_EXEMPTION_REASON_REQUIRED' | 'INVOICE_SELLER_VAT_ID_REQUIRED' | 'INVOICE_BUYER_VAT_ID_REQUIRED' | 'INVOICE_OUT_OF_SCOPE_MIXED';
  category: string;
};

// categoryProblems checks the EN 16931 rules of each VAT category that depend on the parties and the exemption:
// BR-E/AE/IC/G/O-10 (reason or code), BR-AE-02/03 and BR-IC-02/03 (VAT identifiers), BR-G-02, BR-O-11…14 (O alone).
export function categoryProblems(doc: CategoryDoc): CategoryProblem[] {
  const out: CategoryProblem[] = [];
  const cats = categoriesOf(doc);
  const sellerVat = !!vatId(doc.seller);
  const sellerAny = sellerVat || !!taxRegistration(doc.seller);
  const buyerVat = !!vatId(doc.buyer);
  for (const c of cats) {
    if (EXEMPT_TAX_CATEGORIES.includes(c)) {
      const e = exemptionFor(doc, c);
      if (!e.code && !e.reason) out.push({ code: 'INVOICE_EXEMPTION_REASON_REQUIRED', category: c });
    }
    if ((c === 'K' || c === 'G') && !sellerVat) out.push({ code: 'INVOICE_SELLER_VAT_ID_REQUIRED', category: c });
    if (c === 'AE' && !sellerAny) out.push({ code: 'INVOICE_SELLER_VAT_ID_REQUIRED', category: c });
    if (c === 'K' && !buyerVat) out.push({ code: 'INVOICE_BUYER_VAT_ID_REQUIRED', category: c });
    if (c === 'AE' && !buyerVat && !legalId(doc.buyer)) out.push({ code: 'INVOICE_BUYER_VAT_ID_REQUIRED', category: c });
  }
  if (cats.includes('O') && cats.length > 1) out.push({ code: 'INVOICE_OUT_OF_SCOPE_MIXED', category: 'O' });
  return out;
}

// assertCategoryRules refuses (422, translated) an invoice whose VAT categories break EN 16931; run at finalisation so
// no numbered invoice exists whose XML cannot be written.
export function assertCategoryRules(doc: CategoryDoc) {
  const [first] = categoryProblems(doc);
  if (first) throw new AppError(422, first.code, { category: first.category });
}

// assertEInvoiceReady refuses (422, naming each missing field) what would break EN 16931 or Peppol rules.
export function assertEInvoiceReady(doc: InvoiceDocument, profile: EInvoiceProfile) {
  const missing: string[] = [];
  if (!doc.number) missing.push('number (finalise the invoice first)');
  const s = doc.seller;
  const b = doc.buyer;
  // a self-billed invoice (389) has the customer as the seller (supplier) and the company as the buyer
  const selfBilled = doc.typeCode === '389';
  const company = { at: 'companySettings', name: 'companySettings.companyName' };
  const customer = { at: 'customer', name: 'customer.name' };
  const [S, B] = selfBilled ? [customer, company] : [company, customer];
  if (!s.name) missing.push(S.name);
  if (!s.address) missing.push(`${S.at}.address`);
  if (!s.city) missing.push(`${S.at}.city`);
  // BR-S-02, BR-Z-02, BR-E-02 (and -03 for allowances): every category we issue needs a seller VAT identifier or tax
  // registration; an out-of-scope (O) invoice needs none (BR-CO-26 is met by the legal registration)
  if (!outOfScope(doc) && !vatId(s) && !taxRegistration(s)) missing.push(`${S.at}.taxNumber`);
  if (outOfScope(doc) && !partyLegalId(s) && !endpoint(s, profile)) missing.push(`${S.at}.mersisNumber`);
  if (!b.name) missing.push(B.name);
  if (!b.address) missing.push(`${B.at}.address`);
  if (!b.city) missing.push(`${B.at}.city`);
  // PEPPOL-EN16931-R020 / R010: an electronic address of a scheme in the Peppol EAS list
  if (profile === 'peppol') {
    if (!endpoint(s, profile)) missing.push(`${S.at}.endpointId or ${S.at}.taxNumber (Peppol electronic address or VAT number)`);
    if (!endpoint(b, profile)) missing.push(`${B.at}.endpointId or ${B.at}.taxNumber (Peppol electronic address or VAT number)`);
  }
  // BR-61: a credit transfer (30, 58) names the account paid into (BT-84)
  const means = paymentMeansOf(doc);
  if (means && (means.code === '30' || means.code === '58') && !means.iban && doc.kind !== 'credit_note')
    missing.push(doc.typeCode === '389' ? 'customer IBAN (the supplier’s account of a self-billed invoice)' : `${S.at}.iban`);
  for (const p of categoryProblems(doc))
    missing.push(p.code === 'INVOICE_EXEMPTION_REASON_REQUIRED' ? `taxExemptionReason (${p.category})` : `${p.code} (${p.category})`);
  if (missing.length) throw new AppError(422, 'EINVOICE_INCOMPLETE', { fields: [...new Set(missing)].join(', ') });
}

// vatAccountingCurrency is BT-6: TRY for a foreign-currency invoice of a Turkish seller (VAT is declared in lira).
export const vatAccountingCurrency = (doc: InvoiceDocument) => (doc.currency !== 'TRY' && doc.seller.countryCode === 'TR' ? 'TRY' : null);

// taxInAccountingCurrency is BT-111: the VAT total converted with the invoice's rate.
export const taxInAccountingCurrency = (doc: InvoiceDocument) => Math.round(doc.taxMinor * doc.exchangeRate);
