import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus, IconServer } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../campaignsI18n';
import { dashboardQueryKeyRoot } from '../../dashboard/hooks/useRealtimeDashboardQuery';

const CampaignWizard = lazy(() => import('./wizard/CampaignWizard').then((m) => ({ default: m.CampaignWizard })));
const MailRotationDialog = lazy(() => import('../../sending/components/MailRotationDialog').then((m) => ({ default: m.MailRotationDialog })));

// DashboardCampaignActions are the dashboard's "Mail rotation" and "New campaign" buttons; the wizard and the dialog
// load on first use and stay mounted, so a draft survives closing the wizard.
export function DashboardCampaignActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [wizard, setWizard] = useState<'closed' | 'open' | 'never'>('never');
  const [rotation, setRotation] = useState<'closed' | 'open' | 'never'>('never');

  return (
    <>
      <Button variant="default" leftSection={<IconServer size={16} />} onClick={() => setRotation('open')} data-testid="dashboard-rotation">
        {t('campaigns.page.rotation')}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setWizard('open')} data-testid="dashboard-new-campaign">
        {t('dashboard.newCampaign')}
      </Button>
      <Suspense fallback={null}>
        {wizard !== 'never' && (
          <CampaignWizard
            opened={wizard === 'open'}
            onClose={() => setWizard('closed')}
            onSuccess={() => void queryClient.invalidateQueries({ queryKey: dashboardQueryKeyRoot })}
          />
        )}
        {rotation !== 'never' && <MailRotationDialog opened={rotation === 'open'} onClose={() => setRotation('closed')} />}
      </Suspense>
    </>
  );
}
