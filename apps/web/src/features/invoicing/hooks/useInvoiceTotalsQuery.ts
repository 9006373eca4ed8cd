import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { computeTotals } from '../api/invoicesApi';
import type { TotalsInput } from '../invoiceFormat';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const invoiceTotalsQueryKey = (body: TotalsInput | null) => [...invoicingQueryKeyRoot, 'totals', body] as const;

// useInvoiceTotalsQuery asks the server for the totals of the form's lines, charges and stopaj (null while they are
// not valid yet).
export function useInvoiceTotalsQuery(body: TotalsInput | null) {
  return useQuery({
    queryKey: invoiceTotalsQueryKey(body),
    queryFn: () => computeTotals(body ?? { lines: [] }),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
