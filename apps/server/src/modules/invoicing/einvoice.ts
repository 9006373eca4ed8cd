// What UBL and CII share: the EN 16931 / Peppol BIS 3.0 identifiers, party identifiers (a Turkish VKN is a VAT
// identifier "TR" + VKN and Peppol endpoint scheme 9952; a TCKN is a tax registration), and the completeness check
// that turns missing seller or buyer data into a clear 422 before any XML is written.
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

// endpoint is the Peppol electronic address (BT-34/BT-49): a VKN (scheme 9952), else the email (scheme EM).
export function endpoint(p: PartySnapshot): { id: string; scheme: string } | null {
  const tax = p.taxNumber?.replace(/\s+/g, '');
  if (tax && p.countryCode === 'TR' && isValidVkn(tax)) return { id: tax, scheme: '9952' };
  return p.email ? { id: p.email, scheme: 'EM' } : null;
}

// legalId is the legal registration identifier (BT-30): MERSIS, else the trade register number.
export const legalId = (p: PartySnapshot) => p.mersisNumber ?? p.registrationNumber ?? null;

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

// assertEInvoiceReady refuses (422, naming each missing field) what would break EN 16931 or Peppol rules.
export function assertEInvoiceReady(doc: InvoiceDocument, profile: EInvoiceProfile) {
  const missing: string[] = [];
  if (!doc.number) missing.push('number (finalise the invoice first)');
  const s = doc.seller;
  const b = doc.buyer;
  if (!s.name) missing.push('companySettings.companyName');
  if (!s.address) missing.push('companySettings.address');
  if (!s.city) missing.push('companySettings.city');
  const standardRated = doc.breakdown.some((r) => r.category === 'S');
  // BR-CO-26 (some seller identifier) and BR-S-02 (a VAT identifier or tax registration with standard-rated lines)
  if (!vatId(s) && !taxRegistration(s) && (standardRated || !legalId(s))) missing.push('companySettings.taxNumber');
  if (!b.name) missing.push('customer.name');
  if (!b.address) missing.push('customer.address');
  if (!b.city) missing.push('customer.city');
  if (profile === 'peppol') {
    if (!endpoint(s)) missing.push('companySettings.email');
    if (!endpoint(b)) missing.push('customer.email');
  }
  if (doc.breakdown.some((r) => r.category === 'E') && !doc.exemption.reason && !doc.exemption.code) missing.push('taxExemptionReason');
  if (missing.length) throw new AppError(422, 'EINVOICE_INCOMPLETE', { fields: missing.join(', ') });
}

// vatAccountingCurrency is BT-6: TRY for a foreign-currency invoice of a Turkish seller (VAT is declared in lira).
export const vatAccountingCurrency = (doc: InvoiceDocument) => (doc.currency !== 'TRY' && doc.seller.countryCode === 'TR' ? 'TRY' : null);

// taxInAccountingCurrency is BT-111: the VAT total converted with the invoice's rate.
export const taxInAccountingCurrency = (doc: InvoiceDocument) => Math.round(doc.taxMinor * doc.exchangeRate);
