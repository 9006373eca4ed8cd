import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAvatar, uploadAvatar } from '../api/settingsApi';
import { avatarQueryKey } from './useAvatarQuery';

// useAvatarMutation uploads an image (a File) or removes the avatar (null), and shows the new address at once.
export function useAvatarMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadAvatar(file) : removeAvatar()),
    onSuccess: (data) => {
      qc.setQueryData(avatarQueryKey, data);
      void qc.invalidateQueries({ queryKey: ['settings', 'all'] });
    },
  });
}
