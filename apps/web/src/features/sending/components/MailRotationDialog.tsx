import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../campaigns/campaignsI18n';
import { MailRotationPanel } from './MailRotationPanel';

// MailRotationDialog is the mail rotation panel in a modal, reachable from the dashboard and the campaigns page.
export function MailRotationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('campaigns.rotation.title')} size="64rem" data-testid="rotation-dialog">
      <MailRotationPanel />
    </Modal>
  );
}
