// When the notification stack is needed. The public site's first load leaves it out (most public pages never notify);
// the panel, admin, auth and preferences pages need it at once, and a public component that notifies asks for it.
import { useSyncExternalStore } from 'react';

const NOTIFYING_AREAS = ['/app', '/admin', '/dashboard', '/company-settings', '/login', '/register', '/signup', '/forgot-password', '/oauth', '/preferences'];

let requested = false;
const listeners = new Set<() => void>();

// requestNotificationStack makes sure the stack is (or soon will be) on screen; call it before showing a notification
// from a public page.
export function requestNotificationStack(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

// notifiesAt says whether pages under this path show notifications without asking first.
export function notifiesAt(pathname: string): boolean {
  return NOTIFYING_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

// useNotificationStackRequested follows requestNotificationStack.
export function useNotificationStackRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
