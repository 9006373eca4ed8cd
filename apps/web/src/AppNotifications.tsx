// The notification stack, code-split from the first load: notifications.show() works at once (the store is tiny)
// and the stack that displays them arrives a moment later with its styles.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

// AppNotifications shows up to four notifications at the top right.
export function AppNotifications() {
  return <Notifications position="top-right" limit={4} />;
}
