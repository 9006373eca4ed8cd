import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';
import { resendVerification } from '../api/authApi';
import { serverErrorText } from '../../../lib/api';

// VerifyEmailBanner shows on every panel screen while the signed-in address is unverified (campaigns cannot leave),
// with a button that mails a fresh /verify-email link.
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => notifications.show({ color: 'green', message: t('auth.verifyEmail.resent', { email: user?.email ?? '' }) }),
    onError: (cause) => notifications.show({ color: 'red', message: serverErrorText(cause, t('errors.generic')) }),
  });
  if (!user || user.emailVerified) return null;
  return (
    <Alert color="yellow" radius={0} mb="md" icon={<IconMailExclamation size={18} />} data-testid="verify-email-banner">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('auth.verifyEmail.banner', { email: user.email })}</Text>
        <Button size="xs" variant="light" color="yellow" loading={resend.isPending} onClick={() => resend.mutate()} data-testid="verify-email-resend">
          {t('auth.verifyEmail.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
