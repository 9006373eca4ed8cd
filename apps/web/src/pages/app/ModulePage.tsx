import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageHeader } from '../../ui/PageHeader';

export const PANEL_MODULES = ['campaigns', 'crm', 'invoices', 'automation', 'analytics', 'whiteLabel', 'oauthIntegration'] as const;
export type PanelModule = (typeof PANEL_MODULES)[number];

// ModulePage is the honest placeholder of a panel module that is being built.
export function ModulePage({ module }: { module: PanelModule }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`modules.${module}.title`)} description={t(`modules.${module}.text`)} />
      <ComingSoon
        title={t('modules.buildingTitle')}
        description={t('modules.buildingText')}
        action={
          <Button component={Link} to="/app/dashboard" variant="light">
            {t('modules.backToDashboard')}
          </Button>
        }
      />
    </>
  );
}
