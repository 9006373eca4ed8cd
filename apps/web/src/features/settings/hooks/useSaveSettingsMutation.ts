import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAllSettingsInput } from '@ulak/shared';
import { saveSettings } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useSaveSettingsMutation saves every dirty tab at once.
export function useSaveSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAllSettingsInput) => saveSettings(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
