import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { REQUIRED } from '../../../ui/required';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, REGISTER_COUNTRIES } from '@ulak/shared';
import { registerSchema } from '@ulak/shared/auth';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useLanguage } from '../../language/hooks/useLanguage';
import type { RegisterBody } from '../api/authApi';
import { useRegisterMutation } from '../hooks/useRegisterMutation';
import { ConfirmSignupStep } from './ConfirmSignupStep';
import { optional } from '../optional';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  country: string | null;
  phone: string;
  password: string;
  confirmPassword: string;
};

// bodyOf is the registration the form sends.
const bodyOf = (values: Values, language: RegisterBody['language']): RegisterBody => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  password: values.password,
  companyName: optional(values.companyName),
  country: optional(values.country),
  phone: optional(values.phone),
  language,
});

// RegisterForm is the simple registration (/register): details, then the mailed code; success opens the dashboard.
export function RegisterForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const register = useRegisterMutation();
  const [started, setStarted] = useState<RegisterBody | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      country: null,
      phone: '',
      password: '',
      confirmPassword: '',
    },
    validate: schemaValidate(registerSchema, {
      toBody: (values) => bodyOf(values, language),
      // the confirmation is the screen's own field
      uiOnly: (v) => ({
        confirmPassword: !v.confirmPassword ? t('validation.confirmPasswordRequired') : v.confirmPassword !== v.password && t('validation.passwordMismatch'),
      }),
    }),
  });

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values, language);
    register.mutate(body, { onSuccess: () => setStarted(body), onError: (error) => form.setErrors(fieldErrors(error)) });
  });

  if (started) {
    return <ConfirmSignupStep email={started.email} onBack={() => setStarted(null)} onResend={() => register.mutate(started)} resending={register.isPending} />;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {register.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="register-error">
            {serverErrorText(register.error, t('auth.register.failed'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" {...REQUIRED} {...form.getInputProps('firstName')} />
          <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" {...REQUIRED} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
        <TextInput label={t('auth.fields.companyNameOptional')} autoComplete="organization" {...form.getInputProps('companyName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('auth.fields.country')}
            placeholder={t('auth.fields.countryPlaceholder')}
            data={REGISTER_COUNTRIES.map((name) => ({ value: name, label: t(`countries.names.${name}`) }))}
            searchable
            clearable
            {...form.getInputProps('country')}
          />
          <TextInput label={t('auth.fields.phoneOptional')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <PasswordInput
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          {...REQUIRED}
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('auth.fields.confirmPassword')} autoComplete="new-password" {...REQUIRED} {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" fullWidth loading={register.isPending} data-testid="register-submit">
            {t('auth.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
