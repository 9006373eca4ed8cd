// The company settings page's tabs (seed 001 §2: Temel Bilgiler, İletişim, Marka, Yasal, Fatura, Pazarlama) and
// which field of §3 (plus taxOffice) sits on which, with its input kind.
import type { CompanyTextField } from '../../api/settingsApi';

export type CompanyField = CompanyTextField | 'foundedYear';
export type FieldKind = 'text' | 'textarea' | 'email' | 'url' | 'color' | 'year' | 'logo' | 'tel' | 'eas';

export const COMPANY_TABS = [
  {
    key: 'basic',
    fields: [
      ['companyName', 'text'],
      ['legalName', 'text'],
      ['foundedYear', 'year'],
      ['ceoName', 'text'],
      ['authorizedPerson', 'text'],
    ],
  },
  {
    key: 'contact',
    fields: [
      ['email', 'email'],
      ['phone', 'tel'],
      ['fax', 'tel'],
      ['website', 'url'],
      ['address', 'textarea'],
      ['district', 'text'],
      ['city', 'text'],
      ['postalCode', 'text'],
      ['country', 'text'],
    ],
  },
  {
    key: 'brand',
    fields: [
      ['logoUrl', 'logo'],
      ['primaryColor', 'color'],
      ['secondaryColor', 'color'],
      ['accentColor', 'color'],
      ['tagline', 'text'],
    ],
  },
  {
    key: 'legal',
    fields: [
      ['taxNumber', 'text'],
      ['taxOffice', 'text'],
      ['tradeRegisterNumber', 'text'],
      ['mersisNumber', 'text'],
      ['endpointScheme', 'eas'],
      ['endpointId', 'text'],
    ],
  },
  {
    key: 'invoice',
    fields: [
      ['bankName', 'text'],
      ['bankBranch', 'text'],
      ['iban', 'text'],
      ['invoicePrefix', 'text'],
      ['paymentTerms', 'textarea'],
      ['invoiceFooter', 'textarea'],
    ],
  },
  {
    key: 'marketing',
    fields: [
      ['description', 'textarea'],
      ['mission', 'textarea'],
      ['vision', 'textarea'],
      ['linkedinUrl', 'url'],
      ['twitterUrl', 'url'],
      ['facebookUrl', 'url'],
      ['instagramUrl', 'url'],
    ],
  },
] as const satisfies readonly { key: string; fields: readonly (readonly [CompanyField, FieldKind])[] }[];

export type CompanyTab = (typeof COMPANY_TABS)[number]['key'];

// tabOf names the tab a field is on.
export function tabOf(field: string): CompanyTab | undefined {
  return COMPANY_TABS.find((tab) => tab.fields.some(([f]) => f === field))?.key;
}
