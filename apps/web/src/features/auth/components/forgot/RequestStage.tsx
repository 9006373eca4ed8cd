import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { REQUIRED } from '../../../../ui/required';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '../../hooks/useForgotPasswordMutation';
import { resetErrorText } from './resetErrorText';

type Props = { initialEmail: string; onSent: (email: string, message: string | undefined) => void };

// RequestStage asks for the account's email and requests a reset code.
export function RequestStage({ initialEmail, onSent }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useForgotPasswordMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setFieldError(t('validation.emailRequired'));
    if (!/^\S+@\S+\.\S+$/.test(trimmed)) return setFieldError(t('validation.emailInvalid'));
    setFieldError(null);
    request.mutate(trimmed, { onSuccess: (data) => onSent(trimmed, data?.message) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-stage-request">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('auth.forgot.requestText')}
        </Text>
        {request.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="reset-error">
            {resetErrorText(request.error, t('auth.forgot.requestFailed'), t)}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...REQUIRED}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" fullWidth loading={request.isPending} data-testid="forgot-submit">
          {t('auth.forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
