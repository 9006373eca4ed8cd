import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceInput } from '@ulak/shared/invoicing';
import { computeTotals } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const invoiceTotalsQueryKey = (lines: InvoiceInput['lines']) => [...invoicingQueryKeyRoot, 'totals', lines] as const;

// useInvoiceTotalsQuery asks the server for the totals of the form's lines (null while they are not valid yet).
export function useInvoiceTotalsQuery(lines: InvoiceInput['lines'] | null) {
  return useQuery({
    queryKey: invoiceTotalsQueryKey(lines ?? []),
    queryFn: () => computeTotals({ lines: lines ?? [] }),
    enabled: lines !== null && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
