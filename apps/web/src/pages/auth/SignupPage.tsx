import { Anchor } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { SignupWizard } from '../../features/auth/components/signup/SignupWizard';
import { useAuth } from '../../features/auth/hooks/useAuth';

// SignupPage hosts the three-step signup wizard.
export function SignupPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) return <Navigate to="/app/dashboard" replace />;
  return (
    <AuthCard
      size="md"
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth.register.loginLink')}
          </Anchor>
        </>
      }
    >
      <SignupWizard />
    </AuthCard>
  );
}
