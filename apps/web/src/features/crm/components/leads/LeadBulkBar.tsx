import { useState } from 'react';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconUserCheck, IconUserOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '@ulak/shared/crm';
import { serverErrorText } from '../../../../lib/api';
import type { LeadBulk } from '../../api/leadsApi';
import { useBulkLeadsMutation } from '../../hooks/useBulkLeadsMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { usePeopleLabels } from '../common/usePeopleLabels';

type Props = { ids: string[]; onDone: () => void; onClear: () => void };

// LeadBulkBar appears while leads are selected: assign to me or another member, unassign, change the status, delete (after a confirmation).
export function LeadBulkBar({ ids, onDone, onClear }: Props) {
  const { t } = useTranslation();
  const people = usePeopleLabels();
  const bulk = useBulkLeadsMutation();
  const [confirming, setConfirming] = useState(false);

  const run = (body: LeadBulk) =>
    bulk.mutate(body, {
      onSuccess: ({ affected }) => {
        notifications.show({ color: 'teal', message: t(`crm.bulk.done.${body.action}`, { count: affected }) });
        setConfirming(false);
        onDone();
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.bulk.failed')) }),
    });

  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-blue-light)" data-testid="lead-bulk-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} data-testid="lead-bulk-count">
          {t('crm.bulk.selected', { count: ids.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserCheck size={14} />}
            disabled={!people.meId}
            loading={bulk.isPending && bulk.variables?.action === 'assign'}
            onClick={() => run({ action: 'assign', leadIds: ids, assignedTo: people.meId })}
            data-testid="lead-bulk-assign-me"
          >
            {t('crm.bulk.assignToMe')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserOff size={14} />}
            onClick={() => run({ action: 'assign', leadIds: ids, assignedTo: null })}
            data-testid="lead-bulk-unassign"
          >
            {t('crm.bulk.unassign')}
          </Button>
          {people.options.length > 1 && (
            <Menu withinPortal position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} data-testid="lead-bulk-assign">
                  {t('crm.bulk.assignTo')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {people.options.slice(1).map((o) => (
                  <Menu.Item
                    key={o.value}
                    onClick={() => run({ action: 'assign', leadIds: ids, assignedTo: o.value })}
                    data-testid={`lead-bulk-assign-${o.value}`}
                  >
                    {o.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Menu withinPortal position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} data-testid="lead-bulk-status">
                {t('crm.bulk.changeStatus')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {LEAD_STATUSES.map((s) => (
                <Menu.Item key={s} onClick={() => run({ action: 'status', leadIds: ids, status: s })} data-testid={`lead-bulk-status-${s}`}>
                  {t(`crm.status.${s}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <DeleteButton onClick={() => setConfirming(true)} testId="lead-bulk-delete">
            {t('crm.common.delete')}
          </DeleteButton>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={onClear}>
            {t('crm.bulk.clear')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('crm.bulk.deleteTitle')}
        text={t('crm.bulk.deleteText', { count: ids.length })}
        confirmLabel={t('crm.common.delete')}
        loading={bulk.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run({ action: 'delete', leadIds: ids })}
        testId="lead-bulk-delete"
      />
    </Paper>
  );
}
