import { useQuery } from '@tanstack/react-query';
import { fetchPipeline } from '../api/dealsApi';
import { pipelineQueryKey } from './crmQueryKeys';

export { pipelineQueryKey };

// usePipelineQuery loads the pipeline board: stages with their open deals and weighted values.
export function usePipelineQuery() {
  return useQuery({ queryKey: pipelineQueryKey, queryFn: fetchPipeline });
}
