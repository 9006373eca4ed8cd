import { useQuery } from '@tanstack/react-query';
import { fetchInvoiceSettings } from '../api/settingsApi';
import { invoiceSettingsQueryKey } from './invoicingQueryKeys';

// useInvoiceSettingsQuery reads the VAT rates, payment term, reminder schedule and defaults.
export function useInvoiceSettingsQuery() {
  return useQuery({ queryKey: invoiceSettingsQueryKey, queryFn: fetchInvoiceSettings });
}
