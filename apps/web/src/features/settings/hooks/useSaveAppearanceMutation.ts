import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appearance } from '@ulak/shared';
import { saveAppearance } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useSaveAppearanceMutation remembers the appearance on the server.
export function useSaveAppearanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Appearance>) => saveAppearance(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
