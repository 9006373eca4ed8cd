// Switching the browser's session to an impersonation and back: the admin's own token waits in sessionStorage.
import { STORAGE_KEYS } from '@ulak/shared/i18n';
import { readToken } from '../../lib/api';

const ADMIN_TOKEN_KEY = 'ulak.impersonator';

// startImpersonating keeps the admin's token aside, signs in with the impersonation token and opens the panel.
export function startImpersonating(token: string) {
  const own = readToken();
  try {
    if (own) sessionStorage.setItem(ADMIN_TOKEN_KEY, own);
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    return;
  }
  window.location.assign('/app/dashboard');
}

// stopImpersonating puts the admin's own token back (or signs out when there is none) and returns to the users list.
export function stopImpersonating() {
  try {
    const own = sessionStorage.getItem(ADMIN_TOKEN_KEY);
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    if (own) localStorage.setItem(STORAGE_KEYS.token, own);
    else localStorage.removeItem(STORAGE_KEYS.token);
    window.location.assign(own ? '/admin/users' : '/login');
  } catch {
    window.location.assign('/login');
  }
}
