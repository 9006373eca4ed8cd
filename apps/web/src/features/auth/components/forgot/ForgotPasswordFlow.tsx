import { useState } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequestStage } from './RequestStage';
import { ResetStage } from './ResetStage';
import { VerifyStage } from './VerifyStage';

export type ResetStageName = 'request' | 'verify' | 'reset' | 'success';

// ForgotPasswordFlow walks request → verify → reset → success; back returns a stage, 'resend code' returns to request.
export function ForgotPasswordFlow({ onStageChange }: { onStageChange?: (stage: ResetStageName) => void }) {
  const { t } = useTranslation();
  const [stage, setStageState] = useState<ResetStageName>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState<string | undefined>();

  const setStage = (next: ResetStageName) => {
    setStageState(next);
    onStageChange?.(next);
  };

  if (stage === 'request') {
    return (
      <RequestStage
        initialEmail={email}
        onSent={(sentTo, message) => {
          setEmail(sentTo);
          setSentMessage(message);
          setStage('verify');
        }}
      />
    );
  }
  if (stage === 'verify') {
    return (
      <VerifyStage
        email={email}
        sentMessage={sentMessage}
        onVerified={(verified) => {
          setCode(verified);
          setStage('reset');
        }}
        onBack={() => setStage('request')}
        onResend={() => setStage('request')}
      />
    );
  }
  if (stage === 'reset') {
    return <ResetStage email={email} code={code} onDone={() => setStage('success')} onBack={() => setStage('verify')} />;
  }
  return (
    <Stack align="center" gap="md" ta="center" data-testid="reset-stage-success">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Text fw={600}>{t('auth.forgot.successTitle')}</Text>
      <Text c="dimmed" size="sm">
        {t('auth.forgot.successText')}
      </Text>
      <Button component={Link} to="/login" fullWidth data-testid="reset-login-link">
        {t('auth.forgot.goToLogin')}
      </Button>
    </Stack>
  );
}
