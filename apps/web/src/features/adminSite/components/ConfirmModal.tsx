import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAdminSiteT } from '../adminSiteI18n';

type Props = { opened: boolean; title: string; text: ReactNode; confirmLabel: string; loading?: boolean; onCancel: () => void; onConfirm: () => void; testId?: string };

// ConfirmModal asks before a destructive admin action.
export function ConfirmModal({ opened, title, text, confirmLabel, loading, onCancel, onConfirm, testId }: Props) {
  const { t } = useAdminSiteT();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered zIndex={300}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
