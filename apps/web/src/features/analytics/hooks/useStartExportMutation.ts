import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startExport, type AnalyticsExportJob } from '../api/analyticsApi';
import { exportJobQueryKey } from './useExportJobQuery';

// useStartExportMutation queues a heavy report export; the job's query starts with the answer.
export function useStartExportMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: (job: AnalyticsExportJob) => client.setQueryData(exportJobQueryKey(job.id), job),
  });
}
