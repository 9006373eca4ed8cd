import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm';

// ProfilePage edits the signed-in user's profile and password.
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('profile.title')} description={t('profile.text')} />
      <Paper withBorder radius="md" p="lg">
        <Title order={3} fz="lg" mb="md">
          {t('profile.personalInfo')}
        </Title>
        <ProfileForm />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} fz="lg" mb="md">
          {t('profile.passwordTitle')}
        </Title>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
