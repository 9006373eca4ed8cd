import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadLogo } from '../api/whiteLabelApi';

export const uploadLogoMutationKey = ['whiteLabel', 'useUploadLogoMutation'] as const;

// useUploadLogoMutation uploads a logo and reloads the branding.
export function useUploadLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadLogoMutationKey,
    mutationFn: (v: { workspaceId?: string; dataUrl: string }) => uploadLogo(v.workspaceId, v.dataUrl),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'branding'] }),
  });
}
