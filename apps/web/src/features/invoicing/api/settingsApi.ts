// Calls of the invoice settings, company settings, designs and analytics endpoints.
import type { CompanySettingsView, SiteAnswer } from '@ulak/shared';
import type { CompanySettingsInput, InvoiceCurrency, InvoiceDesign, InvoiceSettingsInput, PaymentMethod } from '@ulak/shared/invoicing';
import { COMPANY_TEXT_FIELDS as SHARED_COMPANY_TEXT_FIELDS } from '@ulak/shared/invoicing';
import { apiRequest } from '../../../lib/api';
import { fetchFile, type FetchedFile } from './http';

export type InvoiceSettings = {
  taxRates: number[];
  defaultTaxRate: number;
  paymentTermDays: number;
  reminderSchedule: number[];
  remindersEnabled: boolean;
  defaultCurrency: InvoiceCurrency;
  defaultDesign: InvoiceDesign;
  defaultNotes: string;
  defaultTerms: string;
};

// the page's text fields: the shared list and the country (a select on the page)
export const COMPANY_TEXT_FIELDS = [...SHARED_COMPANY_TEXT_FIELDS, 'country'] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export type CompanySettings = CompanySettingsView;

export type InvoiceTemplate = {
  id: InvoiceDesign;
  name: string;
  description: string;
  colors: { primary: string; secondary: string; accent: string };
  hasLogo: boolean;
  isDefault: boolean;
};

export type InvoiceAnalytics = {
  currency: 'TRY';
  totalRevenue: number;
  payments: number;
  pending: { count: number; amount: number };
  overdue: { count: number; amount: number };
  paid: { count: number; amount: number };
  drafts: number;
  cancelled: number;
  creditNotes: { count: number; amount: number };
  createdThisMonth: number;
  monthlyRevenue: { month: string; label: string; revenue: number }[];
  paymentMethods: { method: PaymentMethod; label: string; count: number; amount: number; share: number }[];
};

// fetchInvoiceSettings reads the VAT rates, payment term, reminder schedule and defaults.
export async function fetchInvoiceSettings(): Promise<InvoiceSettings> {
  return (await apiRequest<{ settings: InvoiceSettings }>('/invoices/settings')).settings;
}

// saveInvoiceSettings changes some invoice settings (fields left out keep their value).
export async function saveInvoiceSettings(body: InvoiceSettingsInput): Promise<InvoiceSettings> {
  return (await apiRequest<{ settings: InvoiceSettings }>('/invoices/settings', { method: 'PUT', body })).settings;
}

// fetchCompanySettings reads every field of the company settings page ('' when unset).
export async function fetchCompanySettings(): Promise<CompanySettings> {
  return (await apiRequest<SiteAnswer<'companySettings'>>('/admin/company-settings')).settings;
}

// saveCompanySettings sends the full company settings object.
export function saveCompanySettings(body: CompanySettingsInput): Promise<SiteAnswer<'companySettingsSaved'>> {
  return apiRequest('/admin/company-settings', { method: 'PUT', body });
}

// fetchInvoiceTemplates lists the four designs with the company's colours.
export async function fetchInvoiceTemplates(): Promise<InvoiceTemplate[]> {
  return (await apiRequest<{ templates: InvoiceTemplate[] }>('/invoices/templates')).templates;
}

// fetchTemplatePreview fetches the sample PDF of a design.
export function fetchTemplatePreview(design: InvoiceDesign): Promise<FetchedFile> {
  return fetchFile(`/invoices/templates/${design}/preview`, `${design}.pdf`);
}

// fetchInvoiceAnalytics reads the stat cards and charts (TRY).
export async function fetchInvoiceAnalytics(): Promise<InvoiceAnalytics> {
  return (await apiRequest<{ analytics: InvoiceAnalytics }>('/invoices/analytics')).analytics;
}
