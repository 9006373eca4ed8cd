import { useQuery } from '@tanstack/react-query';
import { fetchBranding } from '../api/whiteLabelApi';

export const brandingQueryKey = (workspaceId?: string) => ['whiteLabel', 'branding', workspaceId ?? 'own'] as const;

// useBrandingQuery loads a workspace's branding.
export function useBrandingQuery(workspaceId?: string) {
  return useQuery({ queryKey: brandingQueryKey(workspaceId), queryFn: () => fetchBranding(workspaceId) });
}
