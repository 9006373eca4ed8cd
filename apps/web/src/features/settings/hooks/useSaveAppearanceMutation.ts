import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appearance } from '@ulak/shared';
import { saveAppearance } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';
import { appearanceQueryKey } from './useAppearanceQuery';

// useSaveAppearanceMutation remembers the appearance on the server.
export function useSaveAppearanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Appearance>) => saveAppearance(body),
    onSuccess: async (res) => {
      queryClient.setQueryData(appearanceQueryKey, { appearance: res.settings.appearance });
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
