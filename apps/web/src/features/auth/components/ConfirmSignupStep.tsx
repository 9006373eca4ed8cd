import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { useConfirmRegistrationMutation } from '../hooks/useRegisterMutation';
import { CodeField, CodeFooter } from './CodeControls';

type Props = { email: string; onBack: () => void; onResend: () => void; resending: boolean };

// ConfirmSignupStep asks for the 6-digit code mailed at registration; success opens the dashboard.
export function ConfirmSignupStep({ email, onBack, onResend, resending }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const confirm = useConfirmRegistrationMutation();
  const complete = code.length === RESET_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    confirm.mutate({ email, code }, { onSuccess: () => navigate('/app/dashboard', { replace: true }) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="signup-confirm-step">
      <Stack gap="md">
        <Alert color="blue" icon={<IconMailCheck size={18} />}>
          {t('auth.confirmSignup.sent', { email })}
        </Alert>
        {confirm.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="signup-confirm-error">
            {serverErrorText(confirm.error, t('auth.confirmSignup.failed'))}
          </Alert>
        )}
        <CodeField
          label={t('auth.confirmSignup.codeLabel')}
          description={t('auth.confirmSignup.codeHint', { length: RESET_CODE_LENGTH })}
          value={code}
          onChange={setCode}
          strip={/\D/g}
          testId="signup-code"
        />
        <Button type="submit" fullWidth disabled={!complete} loading={confirm.isPending} data-testid="signup-confirm">
          {t('auth.confirmSignup.submit')}
        </Button>
        <CodeFooter
          onBack={onBack}
          backTestId="signup-confirm-back"
          noCode={t('auth.confirmSignup.noCode')}
          resendLabel={t('auth.confirmSignup.resend')}
          onResend={onResend}
          resending={resending}
          resendTestId="signup-resend"
        />
      </Stack>
    </form>
  );
}
