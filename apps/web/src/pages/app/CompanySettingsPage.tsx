import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../features/invoicing/invoicingI18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { PageHeader } from '../../ui/PageHeader';
import { CompanySettingsForm } from '../../features/invoicing/components/company/CompanySettingsForm';

// CompanySettingsPage is /company-settings: a back link to /dashboard and the company settings in six tabs
// (GET/PUT /api/admin/company-settings).
export function CompanySettingsPage() {
  const { t } = useTranslation();
  usePageMeta(t('companySettings.title'), t('companySettings.text'));
  return (
    <>
      <Anchor component={Link} to="/dashboard" size="sm" mb="sm" display="inline-block" data-testid="company-settings-back">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('companySettings.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('companySettings.title')} description={t('companySettings.text')} />
      <CompanySettingsForm />
    </>
  );
}
