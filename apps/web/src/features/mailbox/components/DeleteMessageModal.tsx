import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { subject: string | null; opened: boolean; loading: boolean; onCancel: () => void; onConfirm: () => void };

// DeleteMessageModal asks before a captured message is deleted for good.
export function DeleteMessageModal({ subject, opened, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('mailbox.deleteTitle')} centered zIndex={300}>
      <Stack gap="md">
        <Text size="sm">{t('mailbox.deleteText', { subject: subject || t('mailbox.noSubject') })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid="mailbox-delete-confirm">
            {t('mailbox.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
