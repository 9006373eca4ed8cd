import '../../features/oauth/i18n';
import { Alert, Anchor, Divider } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { OAuthButtons } from '../../features/auth/components/OAuthButtons';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { OAUTH_FAILURE_REASONS, type OAuthFailureReason } from '@ulak/shared';
import { useReasonText } from '../../features/oauth/components/LogsTable';

// LoginPage is the sign-in page; ?error=oauth_failed reports a failed third-party sign-in (with ?reason= why).
export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const reasonText = useReasonText();
  if (user) return <Navigate to="/app/dashboard" replace />;
  const oauthFailed = params.get('error') === 'oauth_failed';
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600} data-testid="register-link">
            {t('auth.login.registerLink')}
          </Anchor>
        </>
      }
    >
      {oauthFailed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="oauth-error">
          {t('auth.oauth.failed')}
          {OAUTH_FAILURE_REASONS.includes(params.get('reason') as OAuthFailureReason) && (
            <div data-testid="oauth-error-reason">{reasonText(params.get('reason'))}</div>
          )}
        </Alert>
      )}
      <LoginForm />
      <Divider label={t('auth.or')} labelPosition="center" />
      <OAuthButtons />
    </AuthCard>
  );
}
