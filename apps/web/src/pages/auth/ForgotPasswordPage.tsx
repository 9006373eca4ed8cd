import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { ForgotPasswordFlow, type ResetStageName } from '../../features/auth/components/forgot/ForgotPasswordFlow';

// ForgotPasswordPage resets a password with a 6-digit code sent by email.
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<ResetStageName>('request');
  return (
    <AuthCard
      title={t(`auth.forgot.titles.${stage}`)}
      footer={
        <Anchor component={Link} to="/login">
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordFlow onStageChange={setStage} />
    </AuthCard>
  );
}
