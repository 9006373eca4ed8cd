import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/PageHeader';
import { serverErrorText } from '../../../lib/api';
import { useAdminSiteT } from '../../../features/adminSite/adminSiteI18n';
import { usePlatformSettingsQuery } from '../../../features/adminSite/hooks/usePlatformSettingsQuery';
import { SiteSettingsForm } from '../../../features/adminSite/components/SiteSettingsForm';

// AdminSiteSettingsPage edits the platform settings shown on the public site.
export function AdminSiteSettingsPage() {
  const { t } = useAdminSiteT();
  const settings = usePlatformSettingsQuery();
  return (
    <Stack gap="lg" data-testid="admin-site-settings">
      <PageHeader title={t('settings.title')} description={t('settings.text')} />
      {settings.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(settings.error, t('common.loadFailed'))}
        </Alert>
      )}
      {settings.isPending && <Skeleton h={360} radius="md" />}
      {settings.data && <SiteSettingsForm settings={settings.data} />}
    </Stack>
  );
}
