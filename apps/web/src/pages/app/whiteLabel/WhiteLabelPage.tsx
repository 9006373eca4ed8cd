import '../../../features/whiteLabel/i18n';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { FullPageLoader } from '../../../ui/FullPageLoader';
import { PageHeader } from '../../../ui/PageHeader';
import { useWhiteLabelRoleQuery } from '../../../features/whiteLabel/hooks/useWhiteLabelRoleQuery';
import { useTenantsQuery } from '../../../features/whiteLabel/hooks/useTenantsQuery';
import { BrandingTab } from '../../../features/whiteLabel/components/BrandingTab';
import { TenantsTab } from '../../../features/whiteLabel/components/TenantsTab';
import { DomainsTab } from '../../../features/whiteLabel/components/DomainsTab';
import { ResellersTab } from '../../../features/whiteLabel/components/ResellersTab';
import { ApiTab } from '../../../features/whiteLabel/components/ApiTab';

const TABS = ['branding', 'tenants', 'domains', 'resellers', 'api'] as const;

// WhiteLabelPage is white-label management (seed 001 §2): a loading state, then branding, tenants, domains, resellers, api.
export function WhiteLabelPage() {
  const { t } = useTranslation();
  const role = useWhiteLabelRoleQuery();
  const r = role.data?.role;
  const managesTenants = r === 'admin' || r === 'reseller';
  const tenants = useTenantsQuery(managesTenants);
  if (role.isPending) return <FullPageLoader label={t('whiteLabel.loading')} />;
  if (role.isError || !r) return <Alert color="red">{serverErrorText(role.error, t('whiteLabel.loadFailed'))}</Alert>;
  const list = tenants.data ?? [];
  const notReseller = (
    <Alert icon={<IconInfoCircle size={18} />} color="blue" data-testid="wl-not-reseller">
      {t('whiteLabel.notReseller')}
    </Alert>
  );
  return (
    <Stack gap="lg" data-testid="white-label-page">
      <PageHeader title={t('whiteLabel.title')} description={t(`whiteLabel.roleText.${r}`)} />
      <Tabs defaultValue="branding" keepMounted={false}>
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`wl-tab-${k}`}>
              {t(`whiteLabel.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="branding" pt="md">
          <BrandingTab tenants={r === 'reseller' ? list : []} canCustomize={r !== 'tenant'} />
        </Tabs.Panel>
        <Tabs.Panel value="tenants" pt="md">
          {managesTenants ? <TenantsTab tenants={list} loading={tenants.isPending} error={tenants.error} canCreate={r === 'reseller'} /> : notReseller}
        </Tabs.Panel>
        <Tabs.Panel value="domains" pt="md">
          <DomainsTab tenants={r === 'reseller' ? list : []} />
        </Tabs.Panel>
        <Tabs.Panel value="resellers" pt="md">
          {managesTenants ? <ResellersTab /> : notReseller}
        </Tabs.Panel>
        <Tabs.Panel value="api" pt="md">
          <ApiTab tenants={managesTenants ? list : []} canEdit={managesTenants} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
