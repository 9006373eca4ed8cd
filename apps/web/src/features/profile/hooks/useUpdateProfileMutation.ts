import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, type ProfileUpdate } from '../api/profileApi';
import { profileQueryKey } from './useProfileQuery';
import { meQueryKey } from '../../auth/hooks/useMeQuery';

export const updateProfileMutationKey = ['settings', 'profile', 'update'] as const;

// useUpdateProfileMutation saves the profile and refreshes both the profile and the session user.
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: (body: ProfileUpdate) => updateProfile(body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      queryClient.setQueryData(meQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
