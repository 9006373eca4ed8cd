import { useMutation } from '@tanstack/react-query';
import { exportLeads } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const exportLeadsMutationKey = [...crmQueryKeyRoot, 'leads', 'export'] as const;

// useExportLeadsMutation downloads every lead as CSV.
export function useExportLeadsMutation() {
  return useMutation({ mutationKey: exportLeadsMutationKey, mutationFn: () => exportLeads() });
}
