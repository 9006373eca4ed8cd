// Company settings (identity, branding, bank, invoice header) and invoice settings (VAT rates, payment term, reminder
// schedule, defaults). Saving merges: a field left out keeps its value, '' or null clears it.
import {
  COMPANY_TEXT_FIELDS,
  DEFAULT_BRAND_COLORS,
  DEFAULT_INVOICE_CURRENCY,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_PAYMENT_TERM_DAYS,
  DEFAULT_REMINDER_SCHEDULE,
  DEFAULT_TAX_RATE,
  DEFAULT_TAX_RATES,
  LOGO_MAX_BYTES,
  isValidEndpointId,
  isValidTurkishTaxNumber,
  normalizeEndpointId,
  normalizeIban,
  translate,
  type CompanySettingsInput,
  type CompanySettingsView as SharedCompanySettingsView,
  type InvoiceCurrency,
  type InvoiceDesign,
  type InvoiceSettingsInput,
  type Language,
  type MessageKey,
} from '@ulak/shared';
import type { InvoiceSettingsView } from '@ulak/shared/invoicing-responses';
import { AppError } from '../../http/errors.js';
import { ImageRejected, normalizeImage } from '../../media/images.js';
import type { PartySnapshot } from './invoicing.schema.js';
import type { CompanySettingsRow, SettingsRepo } from './settings.repo.js';

const TEXT_FIELDS = COMPANY_TEXT_FIELDS;
type TextField = (typeof TEXT_FIELDS)[number];

export type CompanySettingsView = SharedCompanySettingsView;

// fieldError is a 400 naming one field, with the message in the request's language.
export function fieldError(field: string, key: MessageKey, lang: Language): AppError {
  return new AppError(400, 'VALIDATION_ERROR', {}, [{ path: `body.${field}`, message: translate(key, lang), code: key }]);
}

// companyView fills every field of the page: '' for unset text, the default colours and prefix, TR as the country.
export function companyView(row: CompanySettingsRow | undefined): CompanySettingsView {
  const view = Object.fromEntries(TEXT_FIELDS.map((f) => [f, row?.[f] ?? ''])) as Record<TextField, string>;
  view.primaryColor ||= DEFAULT_BRAND_COLORS.primaryColor;
  view.secondaryColor ||= DEFAULT_BRAND_COLORS.secondaryColor;
  view.accentColor ||= DEFAULT_BRAND_COLORS.accentColor;
  view.invoicePrefix ||= DEFAULT_INVOICE_PREFIX;
  return { ...view, country: row?.country ?? 'TR', foundedYear: row?.foundedYear ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

// sellerSnapshot is the seller party printed on an invoice, from the company settings (the workspace name as a fallback).
export function sellerSnapshot(c: CompanySettingsView, workspaceName: string): PartySnapshot {
  const v = (s: string) => s.trim() || null;
  return {
    name: v(c.companyName) ?? v(c.legalName) ?? workspaceName,
    legalName: v(c.legalName),
    taxNumber: v(c.taxNumber),
    taxOffice: v(c.taxOffice),
    registrationNumber: v(c.tradeRegisterNumber),
    mersisNumber: v(c.mersisNumber),
    email: v(c.email),
    phone: v(c.phone),
    address: v(c.address),
    district: v(c.district),
    city: v(c.city),
    postalCode: v(c.postalCode),
    countryCode: c.country || 'TR',
    contactPerson: v(c.authorizedPerson) ?? v(c.ceoName),
    website: v(c.website),
    bankName: v(c.bankName),
    bankBranch: v(c.bankBranch),
    iban: v(c.iban),
    endpointScheme: v(c.endpointScheme),
    endpointId: v(c.endpointId),
  };
}

// invoiceSettingsView applies the defaults of a workspace that never saved its invoice settings.
export function invoiceSettingsView(row: Awaited<ReturnType<SettingsRepo['invoice']>>): InvoiceSettingsView {
  return {
    taxRates: row?.taxRates ?? [...DEFAULT_TAX_RATES],
    defaultTaxRate: row ? Number(row.defaultTaxRate) : DEFAULT_TAX_RATE,
    paymentTermDays: row?.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS,
    reminderSchedule: row?.reminderSchedule ?? [...DEFAULT_REMINDER_SCHEDULE],
    remindersEnabled: row?.remindersEnabled ?? true,
    defaultCurrency: (row?.defaultCurrency as InvoiceCurrency | undefined) ?? DEFAULT_INVOICE_CURRENCY,
    defaultDesign: (row?.defaultDesign as InvoiceDesign | undefined) ?? 'standard',
    defaultNotes: row?.defaultNotes ?? '',
    defaultTerms: row?.defaultTerms ?? '',
  };
}

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

export type SettingsService = ReturnType<typeof settingsService>;

// settingsService reads and saves both settings objects of a workspace.
export function settingsService(repo: SettingsRepo) {
  return {
    company: async (workspaceId: string) => companyView(await repo.company(workspaceId)),

    /** Validates the merged object (a Turkish tax number must be a valid VKN or TCKN) and saves it. */
    async saveCompany(workspaceId: string, input: CompanySettingsInput, lang: Language): Promise<CompanySettingsView> {
      const current = await repo.company(workspaceId);
      const patch: Record<string, string | number | null> = {};
      for (const f of TEXT_FIELDS) {
        const v = blankToNull(input[f]);
        if (v !== undefined) patch[f] = v;
      }
      if (typeof patch.iban === 'string') patch.iban = normalizeIban(patch.iban);
      if (typeof patch.taxNumber === 'string') patch.taxNumber = patch.taxNumber.replace(/\s+/g, '');
      for (const f of ['primaryColor', 'secondaryColor', 'accentColor'] as const) if (typeof patch[f] === 'string') patch[f] = String(patch[f]).toUpperCase();
      if (typeof patch.logoUrl === 'string') patch.logoUrl = await storedLogo(patch.logoUrl, lang);
      if (input.country !== undefined) patch.country = input.country;
      if (input.foundedYear !== undefined) patch.foundedYear = input.foundedYear;
      const values = {
        ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, current?.[f] ?? null])),
        country: current?.country ?? 'TR',
        foundedYear: current?.foundedYear ?? null,
        ...patch,
      } as Omit<CompanySettingsRow, 'workspaceId' | 'updatedAt'>;
      if (values.taxNumber && values.country === 'TR' && !isValidTurkishTaxNumber(values.taxNumber)) throw fieldError('taxNumber', 'v.taxNumber', lang);
      // the Peppol electronic address: scheme and id together, the id fitting its scheme, stored in normal form
      if (!!values.endpointScheme !== !!values.endpointId) throw fieldError(values.endpointScheme ? 'endpointId' : 'endpointScheme', 'v.required', lang);
      if (values.endpointScheme && values.endpointId) {
        if (!isValidEndpointId(values.endpointScheme, values.endpointId)) throw fieldError('endpointId', 'v.endpointId', lang);
        values.endpointId = normalizeEndpointId(values.endpointScheme, values.endpointId);
      }
      return companyView(await repo.saveCompany(workspaceId, values));
    },

    invoice: async (workspaceId: string) => invoiceSettingsView(await repo.invoice(workspaceId)),

    /** Saves the invoice settings; the default rate must be one of the listed rates. Rates and offsets are kept sorted. */
    async saveInvoice(workspaceId: string, input: InvoiceSettingsInput, lang: Language): Promise<InvoiceSettingsView> {
      const current = invoiceSettingsView(await repo.invoice(workspaceId));
      const next: InvoiceSettingsView = {
        ...current,
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
        defaultNotes: input.defaultNotes === undefined ? current.defaultNotes : (input.defaultNotes ?? ''),
        defaultTerms: input.defaultTerms === undefined ? current.defaultTerms : (input.defaultTerms ?? ''),
      };
      next.taxRates = [...next.taxRates].sort((a, b) => a - b);
      next.reminderSchedule = [...next.reminderSchedule].sort((a, b) => a - b);
      if (!next.taxRates.includes(next.defaultTaxRate)) throw fieldError('defaultTaxRate', 'v.defaultTaxRate', lang);
      const row = await repo.saveInvoice(workspaceId, {
        taxRates: next.taxRates,
        defaultTaxRate: next.defaultTaxRate.toFixed(2),
        paymentTermDays: next.paymentTermDays,
        reminderSchedule: next.reminderSchedule,
        remindersEnabled: next.remindersEnabled,
        defaultCurrency: next.defaultCurrency,
        defaultDesign: next.defaultDesign,
        defaultNotes: next.defaultNotes || null,
        defaultTerms: next.defaultTerms || null,
      });
      return invoiceSettingsView(row);
    },
  };
}

// storedLogo checks an uploaded logo (a PNG or JPEG data URL of at most LOGO_MAX_BYTES whose header matches the declared
// type and promises at most 4096×4096 / 16 MP, checked before decoding) and returns it re-encoded to at most 1024 px
// on the longer side; anything else is a 400 on logoUrl.
export async function storedLogo(dataUrl: string, lang: Language): Promise<string> {
  const m = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
  const bytes = m ? Buffer.from(m[2], 'base64') : Buffer.alloc(0);
  if (!m || bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) throw fieldError('logoUrl', 'v.logo', lang);
  try {
    const image = await normalizeImage(bytes, [m[1] as 'png' | 'jpeg'], LOGO_MAX_BYTES);
    return `data:${image.mime};base64,${image.data.toString('base64')}`;
  } catch (err) {
    if (err instanceof ImageRejected) throw fieldError('logoUrl', err.reason === 'dimensions' ? 'v.logoDimensions' : 'v.logo', lang);
    throw err;
  }
}
