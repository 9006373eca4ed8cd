import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBranding } from '../api/whiteLabelApi';

export const saveBrandingMutationKey = ['whiteLabel', 'useSaveBrandingMutation'] as const;

// useSaveBrandingMutation saves a branding and reloads it.
export function useSaveBrandingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveBrandingMutationKey,
    mutationFn: (v: { workspaceId?: string; branding: Parameters<typeof saveBranding>[1] }) => saveBranding(v.workspaceId, v.branding),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'branding'] }),
  });
}
