import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '@ulak/shared';
import { useVerifyResetCodeMutation } from '../../hooks/useVerifyResetCodeMutation';
import { CodeField, CodeFooter } from '../CodeControls';
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
        <CodeField
          label={t('auth.forgot.codeLabel')}
          description={t('auth.forgot.codeHint', { length: RESET_CODE_LENGTH })}
          value={code}
          onChange={setCode}
          strip={/\s/g}
        />
        <Button type="submit" fullWidth disabled={!complete} loading={verify.isPending} data-testid="verify-submit">
          {t('auth.forgot.verify')}
        </Button>
        <CodeFooter
          onBack={onBack}
          backTestId="verify-back"
          noCode={t('auth.forgot.noCode')}
          resendLabel={t('auth.forgot.resend')}
          onResend={onResend}
          resendTestId="resend-code"
        />
      </Stack>
    </form>
  );
}
