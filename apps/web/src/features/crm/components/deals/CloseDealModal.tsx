import { useEffect, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { Deal } from '../../api/dealsApi';
import { useCloseDealMutation } from '../../hooks/useCloseDealMutation';

type Props = { deal: Deal | null; initialStatus: 'won' | 'lost'; onClose: () => void };

// CloseDealModal marks a deal won or lost; a lost deal asks for the reason (its lead is closed the same way).
export function CloseDealModal({ deal, initialStatus, onClose }: Props) {
  const { t } = useTranslation();
  const close = useCloseDealMutation();
  const [status, setStatus] = useState<'won' | 'lost'>(initialStatus);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!deal) return;
    setStatus(initialStatus);
    setReason('');
  }, [deal, initialStatus]);

  const submit = () =>
    deal &&
    close.mutate(
      { id: deal.id, status, lostReason: status === 'lost' ? reason.trim() || undefined : undefined },
      {
        onSuccess: () => {
          notifications.show({
            color: status === 'won' ? 'teal' : 'gray',
            message: t(status === 'won' ? 'crm.deals.markedWon' : 'crm.deals.markedLost', { title: deal.title }),
          });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) }),
      },
    );

  return (
    <Modal opened={deal !== null} onClose={onClose} title={t('crm.deals.closeTitle')} centered zIndex={350} data-testid="deal-close-modal">
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {deal?.title}
        </Text>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as 'won' | 'lost')}
          data={[
            { value: 'won', label: t('crm.deals.status.won') },
            { value: 'lost', label: t('crm.deals.status.lost') },
          ]}
          color={status === 'won' ? 'teal' : 'red'}
          data-testid="deal-close-status"
        />
        {status === 'lost' && (
          <Textarea
            label={t('crm.deals.lostReason')}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            data-testid="deal-close-reason"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={status === 'won' ? 'teal' : 'red'} loading={close.isPending} onClick={submit} data-testid="deal-close-submit">
            {t(status === 'won' ? 'crm.deals.markWon' : 'crm.deals.markLost')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
