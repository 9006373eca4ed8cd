import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /** Red for destructive actions (the default), another Mantine colour otherwise. */
  color?: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
};

// ConfirmModal asks before a destructive action (delete, cancel, unsubscribe from all…); testId names the modal
// (`${testId}-modal`) and its confirm button (`${testId}-confirm`).
export function ConfirmModal({ opened, title, text, confirmLabel, loading = false, color = 'red', onCancel, onConfirm, testId = 'confirm' }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered zIndex={400} data-testid={`${testId}-modal`}>
      <Stack gap="md">
        <Text size="sm" component="div">
          {text}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
