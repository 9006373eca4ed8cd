// The session (seed 000 §4): loading while a stored token is checked, then signed in or out.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@ulak/shared';
import { STORAGE_KEYS } from '@ulak/shared/i18n';
import { requestNotificationStack } from '../../ui/notificationStack';
import { readToken, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '../../lib/api';
import type { AuthResult } from './api/authApi';
import { rememberDevice } from './browserSecrets';
import { meQueryKey, useMeQuery } from './hooks/useMeQuery';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  isAdmin: boolean;
  /** Stores the token, user and device token of a successful sign-in or registration. */
  signIn: (result: AuthResult) => void;
  /** Forgets the session locally (the server-side logout is the caller's job). */
  signOut: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage unavailable: the session lives in memory only.
  }
}

// AuthProvider owns the session token and the current user.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(readToken);
  const me = useMeQuery(token !== null);

  const signOut = useCallback(() => {
    storeToken(null);
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // A refusal signs out only the session it was for: while an admin's impersonation ends, requests of the ended session
  // are refused after the admin's own token is back in storage, and must not remove it.
  useEffect(() => {
    if (!token || !me.isError || readToken() !== token) return;
    console.warn('Session check failed; signing out.', me.error);
    signOut();
  }, [token, me.isError, me.error, signOut]);

  useEffect(() => {
    const onUnauthorized = (e: Event) => {
      const refused = (e as CustomEvent<UnauthorizedDetail | undefined>).detail?.token;
      const current = readToken();
      if (!current || (refused && refused !== current)) return;
      signOut();
      // loaded on demand: the public pages' first load does not carry the notifications store
      requestNotificationStack();
      void import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({ id: 'session-expired', color: 'yellow', message: t('auth.sessionExpired') }),
      );
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [signOut, t]);

  const signIn = useCallback(
    (result: AuthResult) => {
      storeToken(result.token);
      if (result.deviceToken) rememberDevice(result.user.email, result.deviceToken);
      queryClient.setQueryData(meQueryKey, result.user);
      setToken(result.token);
    },
    [queryClient],
  );

  const user = token ? (me.data ?? null) : null;
  const status: AuthStatus = !token ? 'anonymous' : user ? 'authenticated' : 'loading';

  const value = useMemo<AuthContextValue>(() => ({ status, user, isAdmin: user?.role === 'admin', signIn, signOut }), [status, user, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
