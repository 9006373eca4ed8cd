import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { REQUIRED } from '../../../ui/required';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@ulak/shared';
import { changePasswordSchema } from '@ulak/shared/auth';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useChangePasswordMutation } from '../../auth/hooks/useChangePasswordMutation';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

const toBody = ({ currentPassword, newPassword }: Values) => ({ currentPassword, newPassword });

// ChangePasswordForm changes the password of the signed-in user.
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaValidate(changePasswordSchema, {
      toBody,
      // the confirmation is the screen's own field
      uiOnly: (v) => ({ confirmPassword: v.confirmPassword !== v.newPassword && t('validation.passwordMismatch') }),
    }),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(toBody(values), {
      onSuccess: (data) => {
        form.reset();
        notifications.show({ color: 'teal', message: data?.message ?? t('profile.passwordChanged') });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', title: t('profile.passwordChangeFailed'), message: serverErrorText(error, t('errors.generic')) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={420}>
        <PasswordInput label={t('profile.currentPassword')} autoComplete="current-password" {...REQUIRED} {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label={t('auth.fields.newPassword')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          {...REQUIRED}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label={t('auth.fields.confirmNewPassword')} autoComplete="new-password" {...REQUIRED} {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" leftSection={<IconLock size={16} />} loading={change.isPending} data-testid="change-password-submit">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
