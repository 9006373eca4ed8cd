import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@ulak/shared';
import { useResetPasswordMutation } from '../../hooks/useResetPasswordMutation';
import { resetErrorText } from './resetErrorText';

type Props = { email: string; code: string; onDone: () => void; onBack: () => void };

// ResetStage sets the new password; the button stays disabled until it is long enough and confirmed.
export function ResetStage({ email, code, onDone, onBack }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPasswordMutation();
  const longEnough = password.length >= PASSWORD_MIN;
  const matches = password === confirm;
  const valid = longEnough && matches;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    reset.mutate({ email, code, newPassword: password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-stage-reset">
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-error">
            {resetErrorText(reset.error, t('auth.forgot.resetFailed'), t)}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={password && !longEnough ? t('validation.passwordMin', { min: PASSWORD_MIN }) : null}
        />
        <PasswordInput
          label={t('auth.fields.confirmNewPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={confirm && !matches ? t('validation.passwordMismatch') : null}
        />
        <Button type="submit" fullWidth disabled={!valid} loading={reset.isPending} data-testid="reset-submit">
          {t('auth.forgot.resetButton')}
        </Button>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="reset-back">
          {t('common.back')}
        </Button>
      </Stack>
    </form>
  );
}
