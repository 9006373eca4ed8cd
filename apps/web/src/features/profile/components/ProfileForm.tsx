import { useEffect } from 'react';
import { Alert, Autocomplete, Button, Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { REQUIRED } from '../../../ui/required';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, REGISTER_COUNTRIES, type Language } from '@ulak/shared';
import { updateProfileSchema } from '@ulak/shared/auth';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useLanguage } from '../../language/hooks/useLanguage';
import { useProfileQuery } from '../hooks/useProfileQuery';
import { useUpdateProfileMutation } from '../hooks/useUpdateProfileMutation';

type Values = { firstName: string; lastName: string; email: string; phone: string; companyName: string; country: string; language: Language };

const nullable = (v: string) => (v.trim() === '' ? null : v.trim());

// bodyOf is the profile update the form sends (the email is shown, not edited here).
const bodyOf = (values: Values) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  phone: nullable(values.phone),
  companyName: nullable(values.companyName),
  country: nullable(values.country),
  language: values.language,
});

// ProfileForm edits the signed-in user's profile; saving a new language also switches the interface.
export function ProfileForm() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const profile = useProfileQuery();
  const update = useUpdateProfileMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', phone: '', companyName: '', country: '', language },
    validate: schemaValidate(updateProfileSchema, {
      toBody: bodyOf,
      // the server keeps a phone as typed (up to 40 characters); the screen asks for a number's shape
      uiOnly: (v) => ({ phone: v.phone.trim() !== '' && !/^[+\d][\d\s()-]{3,}$/.test(v.phone.trim()) && t('validation.phoneInvalid') }),
    }),
  });

  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    const values: Values = {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone ?? '',
      companyName: data.companyName ?? '',
      country: data.country ?? '',
      language: data.language,
    };
    form.setValues(values);
    form.resetDirty(values);
    // The form object is stable; re-run only when the loaded profile changes.
  }, [data]);

  const submit = form.onSubmit((values) => {
    update.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        if (saved.language !== language) setLanguage(saved.language);
        notifications.show({ color: 'teal', message: t('profile.saved') });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', title: t('profile.saveFailed'), message: serverErrorText(error, t('errors.generic')) });
      },
    });
  });

  if (profile.isPending) return <Skeleton h={320} radius="md" />;
  if (profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {serverErrorText(profile.error, t('profile.loadFailed'))}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" {...REQUIRED} {...form.getInputProps('firstName')} />
          <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" {...REQUIRED} {...form.getInputProps('lastName')} />
          <TextInput label={t('auth.fields.email')} value={form.values.email} readOnly description={t('profile.emailReadOnly')} />
          <TextInput label={t('auth.fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('auth.fields.companyName')} autoComplete="organization" {...form.getInputProps('companyName')} />
          <Autocomplete
            label={t('auth.fields.country')}
            data={REGISTER_COUNTRIES.map((name) => name)}
            autoComplete="country-name"
            {...form.getInputProps('country')}
          />
          <Select
            label={t('profile.language')}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={update.isPending} data-testid="profile-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
