// Roots of the invoicing query keys. An invoice change ripples (a payment moves the stat cards, the analytics and the
// row), so invoice mutations invalidate the whole invoicing root.
export const invoicingQueryKeyRoot = ['invoicing'] as const;
export const invoicesQueryKeyRoot = [...invoicingQueryKeyRoot, 'invoices'] as const;
export const invoiceCustomersQueryKeyRoot = [...invoicingQueryKeyRoot, 'customers'] as const;
export const invoiceSettingsQueryKey = [...invoicingQueryKeyRoot, 'settings'] as const;
export const invoiceTemplatesQueryKey = [...invoicingQueryKeyRoot, 'templates'] as const;
export const invoiceAnalyticsQueryKey = [...invoicingQueryKeyRoot, 'analytics'] as const;
export const recurringQueryKey = [...invoicingQueryKeyRoot, 'recurring'] as const;
export const gibSettingsQueryKey = [...invoicingQueryKeyRoot, 'gibSettings'] as const;
export const companySettingsQueryKey = ['companySettings'] as const;
