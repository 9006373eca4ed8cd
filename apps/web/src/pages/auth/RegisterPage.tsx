import { Anchor } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { useAuth } from '../../features/auth/hooks/useAuth';

// RegisterPage is the simple registration.
export function RegisterPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) return <Navigate to="/app/dashboard" replace />;
  return (
    <AuthCard
      size="sm"
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600} data-testid="login-link">
            {t('auth.register.loginLink')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/signup">
            {t('auth.register.wizardLink')}
          </Anchor>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
