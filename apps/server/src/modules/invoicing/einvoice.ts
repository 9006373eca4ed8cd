// What UBL and CII share: the EN 16931 / Peppol BIS 3.0 identifiers, party identifiers (a Turkish VKN is a VAT
// identifier "TR" + VKN and Peppol endpoint scheme 9952; a TCKN is a tax registration), the VAT category and exemption
// written for each breakdown row, and the completeness check that turns missing data into a clear 422 before any XML.
import { isValidTckn, isValidVkn } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';

/** EN 16931 core (BT-24). */
export const EN16931_ID = 'urn:cen.eu:en16931:2017';
/** Peppol BIS Billing 3.0 (BT-24), a CIUS of EN 16931. */
export const PEPPOL_BIS3_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** Business process (BT-23) of Peppol BIS Billing 3.0. */
export const PEPPOL_PROCESS_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export type EInvoiceProfile = 'en16931' | 'peppol';

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

// endpoint is the electronic address (BT-34/BT-49): a VKN with EAS 9952 (Turkish tax number); in EN 16931 core also
// the email (EAS EM). Peppol's EAS subset has no EM (PEPPOL-EN16931-CL008), so a Peppol party needs its VKN.
export function endpoint(p: PartySnapshot, profile: EInvoiceProfile): { id: string; scheme: string } | null {
  const tax = p.taxNumber?.replace(/\s+/g, '');
  if (tax && p.countryCode === 'TR' && isValidVkn(tax)) return { id: tax, scheme: '9952' };
  return profile === 'en16931' && p.email ? { id: p.email, scheme: 'EM' } : null;
}

// legalId is the legal registration identifier (BT-30): MERSIS, else the trade register number.
export const legalId = (p: PartySnapshot) => p.mersisNumber ?? p.registrationNumber ?? null;

// partyLegalId is BT-30/BT-47 as written: MERSIS or trade register, else a TCKN (a natural person's registration), so a
// seller with only a TCKN still has an identifier that BR-CO-26 accepts (a TAX-scheme tax registration does not count).
export const partyLegalId = (p: PartySnapshot) => legalId(p) ?? taxRegistration(p);

// legalInfo is the seller's additional legal information (BT-33): tax office and registrations, as Turkish invoices print them.
export function legalInfo(p: PartySnapshot): string | null {
  const parts = [p.taxOffice && `Vergi Dairesi: ${p.taxOffice}`, p.registrationNumber && `Ticaret Sicil No: ${p.registrationNumber}`, p.mersisNumber && `MERSİS No: ${p.mersisNumber}`].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

// streetLines splits an address text into street (BT-35/BT-50) and an additional line (district, further lines).
export function streetLines(p: PartySnapshot): { street: string | null; additional: string | null } {
  const lines = (p.address ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
  const additional = [...lines.slice(1), p.district].filter(Boolean).join(', ');
  return { street: lines[0] ?? null, additional: additional || null };
}

/** VATEX codes (CEF list) that belong to category E; G, O, IC and AE codes name their own categories (PEPPOL-EN16931-P0104…P0111). */
const VATEX_EXEMPT = /^VATEX-EU-(79-C|132(-1[A-Q])?|143(-1([A-L]|FA))?|144|146-1E|148(-[A-G])?|151(-1(A|AA|B|C|D|E))?|153|159|309|D|F|I|J)$/;
const VATEX_EXPORT = 'VATEX-EU-G';

// einvoiceCategory is the UNCL 5305 category written for a stored one: an exempt supply whose exemption code is
// VATEX-EU-G is an export outside the EU (G, KDV Kanunu 11/1-a) when the seller has a VAT identifier (BR-G-02).
export function einvoiceCategory(doc: InvoiceDocument, category: string): string {
  return category === 'E' && doc.exemption.code?.toUpperCase() === VATEX_EXPORT && vatId(doc.seller) ? 'G' : category;
}

// exemptionFor is BT-120/BT-121 of a category: only E and G carry them (BR-S/Z-10 forbid them); a code is written only
// when it is a VATEX code of that very category (BR-CL-22, PEPPOL-EN16931-P0104…P0111).
export function exemptionFor(doc: InvoiceDocument, category: string): { code: string | null; reason: string | null } {
  if (category !== 'E' && category !== 'G') return { code: null, reason: null };
  const code = doc.exemption.code?.toUpperCase() ?? null;
  const fits = category === 'G' ? code === VATEX_EXPORT : !!code && VATEX_EXEMPT.test(code);
  return { code: fits ? code : null, reason: doc.exemption.reason?.trim() || null };
}

// assertEInvoiceReady refuses (422, naming each missing field) what would break EN 16931 or Peppol rules.
export function assertEInvoiceReady(doc: InvoiceDocument, profile: EInvoiceProfile) {
  const missing: string[] = [];
  if (!doc.number) missing.push('number (finalise the invoice first)');
  const s = doc.seller;
  const b = doc.buyer;
  if (!s.name) missing.push('companySettings.companyName');
  if (!s.address) missing.push('companySettings.address');
  if (!s.city) missing.push('companySettings.city');
  // BR-S-02, BR-Z-02, BR-E-02 (and -03 for allowances): every category we issue needs a seller VAT identifier or tax registration
  if (!vatId(s) && !taxRegistration(s)) missing.push('companySettings.taxNumber');
  if (!b.name) missing.push('customer.name');
  if (!b.address) missing.push('customer.address');
  if (!b.city) missing.push('customer.city');
  // PEPPOL-EN16931-R020 / R010 with the Peppol EAS subset: the endpoint is the VKN
  if (profile === 'peppol') {
    if (!endpoint(s, profile)) missing.push('companySettings.taxNumber (VKN: Peppol endpoint 9952)');
    if (!endpoint(b, profile)) missing.push('customer.taxNumber (VKN: Peppol endpoint 9952)');
  }
  // BR-E-10 / BR-G-10: an exemption reason text or a VATEX code of the category
  const exempt = doc.breakdown.map((r) => einvoiceCategory(doc, r.category)).filter((c) => c === 'E' || c === 'G');
  if (exempt.some((c) => { const e = exemptionFor(doc, c); return !e.code && !e.reason; })) missing.push('taxExemptionReason');
  if (missing.length) throw new AppError(422, 'EINVOICE_INCOMPLETE', { fields: [...new Set(missing)].join(', ') });
}

// vatAccountingCurrency is BT-6: TRY for a foreign-currency invoice of a Turkish seller (VAT is declared in lira).
export const vatAccountingCurrency = (doc: InvoiceDocument) => (doc.currency !== 'TRY' && doc.seller.countryCode === 'TR' ? 'TRY' : null);

// taxInAccountingCurrency is BT-111: the VAT total converted with the invoice's rate.
export const taxInAccountingCurrency = (doc: InvoiceDocument) => Math.round(doc.taxMinor * doc.exchangeRate);
