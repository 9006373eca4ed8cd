import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageHeader } from '../../ui/PageHeader';

// CompanySettingsPage is /company-settings: a back link to /dashboard and the module's honest placeholder.
export function CompanySettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to="/dashboard" size="sm" mb="sm" display="inline-block" data-testid="company-settings-back">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('companySettings.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('companySettings.title')} description={t('companySettings.text')} />
      <ComingSoon title={t('modules.buildingTitle')} description={t('modules.buildingText')} />
    </>
  );
}
