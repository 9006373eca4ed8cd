import { useQuery } from '@tanstack/react-query';
import { fetchPushSnippet } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// usePushSnippetQuery loads the push script tag (only when push is configured).
export function usePushSnippetQuery(enabled: boolean) {
  return useQuery({ queryKey: [...channelsQueryKeyRoot, 'push-snippet'], queryFn: fetchPushSnippet, enabled });
}
