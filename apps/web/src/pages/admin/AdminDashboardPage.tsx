import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconExternalLink, IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageHeader } from '../../ui/PageHeader';

// AdminDashboardPage is the shared admin screen (/admin/dashboard, users, system, analytics, settings) for now:
// the capture mailbox, the API documentation and an honest note on what comes next.
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="admin-dashboard">
      <PageHeader title={t('admin.title')} description={t('admin.text')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <ThemeIcon size={40} radius="md" variant="light" mb="sm">
            <IconInbox size={22} />
          </ThemeIcon>
          <Title order={3} fz="md">
            {t('admin.mailbox.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('admin.mailbox.text')}
          </Text>
          <Button component={Link} to="/admin/mailbox" variant="light" w="fit-content" data-testid="admin-mailbox-link">
            {t('admin.mailbox.open')}
          </Button>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <ThemeIcon size={40} radius="md" variant="light" color="grape" mb="sm">
            <IconApi size={22} />
          </ThemeIcon>
          <Title order={3} fz="md">
            {t('admin.docs.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('admin.docs.text')}
          </Text>
          <Button component="a" href="/api/docs" target="_blank" rel="noreferrer" variant="light" w="fit-content" rightSection={<IconExternalLink size={14} />} data-testid="admin-docs-link">
            {t('admin.docs.open')}
          </Button>
        </Card>
      </SimpleGrid>
      <ComingSoon title={t('admin.laterTitle')} description={t('admin.laterText')} />
    </Stack>
  );
}
