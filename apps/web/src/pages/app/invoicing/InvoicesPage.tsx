import { useState, type ReactNode } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconFileInvoice, IconLayoutGrid, IconPlus, IconRefresh, IconRobot, IconSettings, IconUsers } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../features/invoicing/invoicingI18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { InvoiceStats } from '../../../features/invoicing/components/InvoiceStats';
import { InvoicesTab } from '../../../features/invoicing/components/invoices/InvoicesTab';
import { InvoiceFormDrawer } from '../../../features/invoicing/components/invoices/InvoiceFormDrawer';
import { TemplatesTab } from '../../../features/invoicing/components/templates/TemplatesTab';
import { CustomersTab } from '../../../features/invoicing/components/customers/CustomersTab';
import { InvoiceAnalyticsTab } from '../../../features/invoicing/components/analytics/InvoiceAnalyticsTab';
import { InvoiceSettingsTab } from '../../../features/invoicing/components/settings/InvoiceSettingsTab';
import { AutomationTab } from '../../../features/invoicing/components/automation/AutomationTab';
import { companySettingsQueryKey, invoicingQueryKeyRoot } from '../../../features/invoicing/hooks/invoicingQueryKeys';

const TABS = [
  { key: 'invoices', icon: IconFileInvoice },
  { key: 'templates', icon: IconLayoutGrid },
  { key: 'customers', icon: IconUsers },
  { key: 'analytics', icon: IconChartBar },
  { key: 'settings', icon: IconSettings },
  { key: 'automation', icon: IconRobot },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string | null): v is TabKey => TABS.some((tab) => tab.key === v);

// InvoicesPage is the invoicing screen (/app/invoices): Refresh and New Invoice, the four stat cards and the tabs
// invoices, templates, customers, analytics, settings and automation (?tab= selects one).
export function InvoicesPage() {
  const { t } = useTranslation();
  usePageMeta(t('invoicing.page.title'), t('invoicing.page.text'));
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: invoicingQueryKeyRoot });
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'invoices';
  const [form, setForm] = useState<{ id: string | null } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot });
    void queryClient.invalidateQueries({ queryKey: companySettingsQueryKey });
  };
  const openNew = () => {
    if (active !== 'invoices') setParams({});
    setForm({ id: null });
  };

  const panels: Record<TabKey, ReactNode> = {
    invoices: <InvoicesTab onNew={openNew} onEdit={(id) => setForm({ id })} />,
    templates: <TemplatesTab />,
    customers: <CustomersTab />,
    analytics: <InvoiceAnalyticsTab />,
    settings: <InvoiceSettingsTab />,
    automation: <AutomationTab />,
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('invoicing.page.title')}
        description={t('invoicing.page.text')}
        actions={
          <>
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={fetching > 0} onClick={refresh} data-testid="invoices-refresh">
              {t('invoicing.page.refresh')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={openNew} data-testid="invoices-new">
              {t('invoicing.page.newInvoice')}
            </Button>
          </>
        }
      />
      <InvoiceStats />
      <Tabs value={active} onChange={(v) => isTab(v) && setParams(v === 'invoices' ? {} : { tab: v })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} value={item.key} leftSection={<item.icon size={16} />} data-testid={`invoices-tab-${item.key}`}>
              {t(`invoicing.page.tabs.${item.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Panel key={item.key} value={item.key} pt="lg">
            {panels[item.key]}
          </Tabs.Panel>
        ))}
      </Tabs>
      <InvoiceFormDrawer opened={form !== null} invoiceId={form?.id ?? null} onClose={() => setForm(null)} />
    </Stack>
  );
}
