import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AuthCard } from '../../ui/AuthCard';
import { verifyEmail } from '../../features/auth/api/authApi';
import { meQueryKey } from '../../features/auth/hooks/useMeQuery';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { serverErrorText } from '../../lib/api';

type State = { step: 'checking' } | { step: 'done' } | { step: 'failed'; message: string };

// VerifyEmailPage opens from the mailed /verify-email?token=… link and confirms the address with one POST: the token
// leaves the page only in that request body (not in a GET a mail scanner could follow and use up).
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    if (!token) return setState({ step: 'failed', message: t('auth.verifyEmail.missing') });
    verifyEmail(token)
      .then(() => {
        setState({ step: 'done' });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      })
      .catch((cause: unknown) => setState({ step: 'failed', message: serverErrorText(cause, t('auth.verifyEmail.failed')) }));
  }, [params, queryClient, t]);

  const next =
    status === 'authenticated' ? { to: '/app/dashboard', label: t('auth.verifyEmail.toPanel') } : { to: '/login', label: t('auth.verifyEmail.toLogin') };
  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      {state.step === 'checking' && (
        <Stack align="center" data-testid="verify-email-checking">
          <Loader size="sm" />
          <Text size="sm">{t('auth.verifyEmail.checking')}</Text>
        </Stack>
      )}
      {state.step === 'done' && (
        <Stack>
          <Alert color="green" data-testid="verify-email-done">
            {t('auth.verifyEmail.done')}
          </Alert>
          <Button component={Link} to={next.to} data-testid="verify-email-next">
            {next.label}
          </Button>
        </Stack>
      )}
      {state.step === 'failed' && (
        <Stack>
          <Alert color="red" data-testid="verify-email-failed">
            {state.message}
          </Alert>
          <Text size="sm">{t('auth.verifyEmail.askAgain')}</Text>
          <Anchor component={Link} to={next.to}>
            {next.label}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
