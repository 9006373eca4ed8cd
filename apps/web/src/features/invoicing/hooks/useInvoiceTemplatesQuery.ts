import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchInvoiceTemplates } from '../api/settingsApi';
import { invoiceTemplatesQueryKey } from './invoicingQueryKeys';

// useInvoiceTemplatesQuery lists the four invoice designs.
export function useInvoiceTemplatesQuery() {
  const { i18n } = useTranslation();
  // the server names months and designs in the request's language
  return useQuery({ queryKey: [...invoiceTemplatesQueryKey, i18n.language], queryFn: fetchInvoiceTemplates });
}
