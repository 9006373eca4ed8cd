import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchInvoiceAnalytics } from '../api/settingsApi';
import { invoiceAnalyticsQueryKey } from './invoicingQueryKeys';

// useInvoiceAnalyticsQuery reads the stat cards and charts of the invoicing screen.
export function useInvoiceAnalyticsQuery() {
  const { i18n } = useTranslation();
  // the server names months and designs in the request's language
  return useQuery({ queryKey: [...invoiceAnalyticsQueryKey, i18n.language], queryFn: fetchInvoiceAnalytics });
}
