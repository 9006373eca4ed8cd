import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The overlaps offered (hours the old secret keeps working beside the new one). */
const OVERLAP_HOURS = [0, 1, 24, 72, 168];

type Props = {
  opened: boolean;
  title: string;
  text: string;
  overlapLabel: string;
  /** The label of an overlap choice (0 included). */
  hoursLabel: (hours: number) => string;
  confirmLabel: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (overlapHours: number) => void;
};

// RotateSecretModal asks how long an old secret (an API key, a webhook signing secret) keeps working beside the new one
// before rotating it; 24 hours is preselected.
export function RotateSecretModal({ opened, title, text, overlapLabel, hoursLabel, confirmLabel, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [overlap, setOverlap] = useState('24');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{text}</Text>
        <Select
          label={overlapLabel}
          value={overlap}
          onChange={(v) => setOverlap(v ?? '24')}
          data={OVERLAP_HOURS.map((h) => ({ value: String(h), label: hoursLabel(h) }))}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button loading={loading} onClick={() => onConfirm(Number(overlap))}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
