import { useQuery } from '@tanstack/react-query';
import { fetchIntegrations } from '../api/channelsApi';
import { channelIntegrationsQueryKey } from './channelsQueryKeys';

// useIntegrationsQuery loads the channel integrations with their real status.
export function useIntegrationsQuery() {
  return useQuery({ queryKey: channelIntegrationsQueryKey, queryFn: fetchIntegrations });
}
