import { useQuery } from '@tanstack/react-query';
import { fetchNotifications } from '../api/settingsApi';

export const notificationsQueryKey = ['notifications'] as const;

// useNotificationsQuery reads a page of in-app notifications, again every 30 seconds and when the window regains focus
// (the bell's unread count).
export function useNotificationsQuery(page = 1, limit = 10) {
  return useQuery({ queryKey: [...notificationsQueryKey, page, limit], queryFn: () => fetchNotifications(page, limit), refetchInterval: 30_000 });
}
