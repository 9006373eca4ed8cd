import { useQuery } from '@tanstack/react-query';
import { fetchWidgetSettings } from '../api/inboxApi';
import { widgetQueryKey } from './inboxQueryKeys';

// useWidgetSettingsQuery loads the chat widget's key, snippet and greeting.
export function useWidgetSettingsQuery() {
  return useQuery({ queryKey: widgetQueryKey, queryFn: fetchWidgetSettings });
}
