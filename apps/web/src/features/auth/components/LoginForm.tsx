import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TwoFactorRequired } from '@ulak/shared';
import { loginSchema } from '@ulak/shared/auth';
import { REQUIRED } from '../../../ui/required';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useLoginMutation } from '../hooks/useLoginMutation';
import { useAuth } from '../hooks/useAuth';
import { TwoFactorStep } from '../../oauth/components/TwoFactorStep';
import { usePasskeySignInMutation } from '../../oauth/hooks/usePasskeySignInMutation';
import '../../oauth/i18n';

type Values = { email: string; password: string };

const toBody = (values: Values) => ({ email: values.email.trim(), password: values.password });

// LoginForm signs in with email and password and goes to the dashboard on success (after the second factor when due),
// or with a passkey alone.
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const { signIn } = useAuth();
  const [hold, setHold] = useState<TwoFactorRequired | null>(null);
  const passkey = usePasskeySignInMutation();
  const [passkeys] = useState(() => browserSupportsWebAuthn());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidate(loginSchema, { toBody }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(toBody(values), {
      onSuccess: (result) => {
        if ('token' in result) navigate('/app/dashboard', { replace: true });
        else setHold(result);
      },
    });
  });

  if (hold) {
    return (
      <TwoFactorStep
        hold={hold}
        onBack={() => {
          setHold(null);
          login.reset();
        }}
        onSignedIn={(result) => {
          signIn(result);
          navigate('/app/dashboard', { replace: true });
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {serverErrorText(login.error, t('auth.login.failed'))}
          </Alert>
        )}
        {passkey.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="passkey-login-error">
            {serverErrorText(passkey.error, t('oauth.passkeyLogin.failed'))}
          </Alert>
        )}
        <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
        <PasswordInput label={t('auth.fields.password')} autoComplete="current-password" {...REQUIRED} {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        {passkeys && (
          <Button
            variant="default"
            fullWidth
            leftSection={<IconFingerprint size={18} />}
            loading={passkey.isPending}
            data-testid="passkey-login"
            onClick={() =>
              passkey.mutate(undefined, {
                onSuccess: (result) => {
                  signIn(result);
                  navigate('/app/dashboard', { replace: true });
                },
              })
            }
          >
            {t('oauth.passkeyLogin.button')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
