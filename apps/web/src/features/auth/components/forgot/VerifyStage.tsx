import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '@ulak/shared';
import { useVerifyResetCodeMutation } from '../../hooks/useVerifyResetCodeMutation';
import { resetErrorText } from './resetErrorText';

type Props = { email: string; sentMessage: string | undefined; onVerified: (code: string) => void; onBack: () => void; onResend: () => void };

// VerifyStage checks the 6-digit code that was emailed.
export function VerifyStage({ email, sentMessage, onVerified, onBack, onResend }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const verify = useVerifyResetCodeMutation();
  const complete = code.length === RESET_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    verify.mutate({ email, code }, { onSuccess: () => onVerified(code) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-stage-verify">
      <Stack gap="md">
        <Alert color="blue" icon={<IconMailCheck size={18} />}>
          {sentMessage ?? t('auth.forgot.codeSent', { email })}
        </Alert>
        {verify.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-error">
            {resetErrorText(verify.error, t('auth.forgot.invalidCode'), t)}
          </Alert>
        )}
        <TextInput
          label={t('auth.forgot.codeLabel')}
          description={t('auth.forgot.codeHint', { length: RESET_CODE_LENGTH })}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\s/g, '').slice(0, RESET_CODE_LENGTH))}
          maxLength={RESET_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          styles={{ input: { letterSpacing: '0.4em', fontSize: 20, textAlign: 'center' } }}
        />
        <Button type="submit" fullWidth disabled={!complete} loading={verify.isPending} data-testid="verify-submit">
          {t('auth.forgot.verify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="verify-back">
            {t('common.back')}
          </Button>
          <Text size="sm">
            {t('auth.forgot.noCode')}{' '}
            <Anchor component="button" type="button" onClick={onResend} data-testid="resend-code">
              {t('auth.forgot.resend')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
