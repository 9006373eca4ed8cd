// Calls of the invoice settings, company settings, designs and analytics endpoints.
import type { CompanySettingsView, SiteAnswer } from '@ulak/shared';
import { COMPANY_TEXT_FIELDS as SHARED_COMPANY_TEXT_FIELDS, type InvoiceDesign } from '@ulak/shared/invoicing';
import type {
  CompanySettingsBody,
  InvoiceAnalyticsView,
  InvoiceSettingsBody,
  InvoiceSettingsView,
  InvoiceTemplateView,
  InvoicingAnswer,
} from '@ulak/shared/invoicing-responses';
import { apiRequest } from '../../../lib/api';
import { fetchFile, type FetchedFile } from './http';

export type { CompanySettingsBody, InvoiceSettingsBody };
// The answers' types are the shared response schemas (packages/shared/src/invoicing-responses.ts, site-responses.ts).
export type InvoiceSettings = InvoiceSettingsView;

// the page's text fields: the shared list and the country (a select on the page)
export const COMPANY_TEXT_FIELDS = [...SHARED_COMPANY_TEXT_FIELDS, 'country'] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export type CompanySettings = CompanySettingsView;

export type InvoiceTemplate = InvoiceTemplateView;
export type InvoiceAnalytics = InvoiceAnalyticsView;

// fetchInvoiceSettings reads the VAT rates, payment term, reminder schedule and defaults.
export async function fetchInvoiceSettings(): Promise<InvoiceSettings> {
  return (await apiRequest<InvoicingAnswer<'settings'>>('/invoices/settings')).settings;
}

// saveInvoiceSettings changes some invoice settings (fields left out keep their value).
export async function saveInvoiceSettings(body: InvoiceSettingsBody): Promise<InvoiceSettings> {
  return (await apiRequest<InvoicingAnswer<'settings'>>('/invoices/settings', { method: 'PUT', body })).settings;
}

// fetchCompanySettings reads every field of the company settings page ('' when unset).
export async function fetchCompanySettings(): Promise<CompanySettings> {
  return (await apiRequest<SiteAnswer<'companySettings'>>('/admin/company-settings')).settings;
}

// saveCompanySettings sends the full company settings object.
export function saveCompanySettings(body: CompanySettingsBody): Promise<SiteAnswer<'companySettingsSaved'>> {
  return apiRequest('/admin/company-settings', { method: 'PUT', body });
}

// fetchInvoiceTemplates lists the four designs with the company's colours.
export async function fetchInvoiceTemplates(): Promise<InvoiceTemplate[]> {
  return (await apiRequest<InvoicingAnswer<'templates'>>('/invoices/templates')).templates;
}

// fetchTemplatePreview fetches the sample PDF of a design.
export function fetchTemplatePreview(design: InvoiceDesign): Promise<FetchedFile> {
  return fetchFile(`/invoices/templates/${design}/preview`, `${design}.pdf`);
}

// fetchInvoiceAnalytics reads the stat cards and charts (TRY).
export async function fetchInvoiceAnalytics(): Promise<InvoiceAnalytics> {
  return (await apiRequest<InvoicingAnswer<'analytics'>>('/invoices/analytics')).analytics;
}
