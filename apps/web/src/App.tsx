import { lazy, Suspense, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { cssVariablesResolver, theme } from './theme';
import { AppRoutes } from './router';
import { LanguageProvider } from './features/language/LanguageProvider';
import { CurrencyProvider } from './features/currency/CurrencyProvider';
import { AuthProvider } from './features/auth/AuthProvider';
import { ApiRequestError } from './lib/api';
import { notifiesAt, useNotificationStackRequested } from './ui/notificationStack';

const AppNotifications = lazy(() => import('./AppNotifications').then((m) => ({ default: m.AppNotifications })));

// NotificationStack loads the notification stack where pages notify (panel, admin, auth) or once a public component
// asks for it; notifications shown before it arrives wait in the store and appear with it.
function NotificationStack() {
  const { pathname } = useLocation();
  const requested = useNotificationStackRequested();
  const [needed, setNeeded] = useState(false);
  if (!needed && (requested || notifiesAt(pathname))) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  );
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry once on network trouble or a 5xx; never on a 4xx answer.
      retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
    },
  },
});

// App wires the providers: Mantine, notifications, TanStack Query, i18n, language, currency, session, router.
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LanguageProvider>
            <CurrencyProvider>
              <AuthProvider>
                <BrowserRouter>
                  <NotificationStack />
                  <AppRoutes />
                </BrowserRouter>
              </AuthProvider>
            </CurrencyProvider>
          </LanguageProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
