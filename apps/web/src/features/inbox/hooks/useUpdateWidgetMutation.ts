import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWidgetGreeting } from '../api/inboxApi';
import { widgetQueryKey } from './inboxQueryKeys';

// useUpdateWidgetMutation saves the widget's greeting.
export function useUpdateWidgetMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateWidgetGreeting, onSuccess: (data) => qc.setQueryData(widgetQueryKey, data) });
}
