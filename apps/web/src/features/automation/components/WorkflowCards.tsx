import { useState } from 'react';
import { useLooseT } from '../useLooseT';
import { formatNumber } from '../../../ui/format';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDownload, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { exportWorkflow, type WorkflowList } from '../api/automationApi';
import { useDeleteWorkflowMutation } from '../hooks/useDeleteWorkflowMutation';
import { useDuplicateWorkflowMutation } from '../hooks/useDuplicateWorkflowMutation';
import { useToggleWorkflowMutation } from '../hooks/useToggleWorkflowMutation';

type Props = { workflows: WorkflowList['workflows']; onOpen: (id: string, tab: 'builder' | 'runs') => void; onNew: () => void };
const STATUS_COLORS = { active: 'green', paused: 'yellow', draft: 'gray' } as const;

// WorkflowCards shows each workflow with its figures and view, edit, copy, export, delete and the pause/resume toggle.
export function WorkflowCards({ workflows, onOpen, onNew }: Props) {
  const { t, i18n } = useLooseT();
  const toggle = useToggleWorkflowMutation();
  const duplicate = useDuplicateWorkflowMutation();
  const remove = useDeleteWorkflowMutation();
  const fail = (err: unknown, key: string) => notifications.show({ color: 'red', message: serverErrorText(err, t(key)) });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  if (workflows.length === 0) {
    return (
      <Card withBorder p="xl" data-testid="workflows-empty">
        <Stack align="center">
          <Text fw={600}>{t('automation.empty.title')}</Text>
          <Text c="dimmed" ta="center">
            {t('automation.empty.text')}
          </Text>
          <Button onClick={onNew}>{t('automation.newWorkflow')}</Button>
        </Stack>
      </Card>
    );
  }
  const download = async (id: string, name: string) => {
    try {
      const data = await exportWorkflow(id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${name.replace(/[^\w-]+/g, '-').toLowerCase() || 'workflow'}.json`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      fail(err, 'automation.errors.export');
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
      <ConfirmModal
        opened={!!deleting}
        title={t('automation.cards.deleteTitle')}
        text={t('automation.cards.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('automation.cards.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (e) => fail(e, 'automation.errors.delete') })}
      />
      {workflows.map((w) => (
        <Card key={w.id} withBorder data-testid="workflow-card">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text fw={600} truncate data-testid="workflow-name">
              {w.name}
            </Text>
            <Badge color={STATUS_COLORS[w.status]} variant="light" data-testid="workflow-status">
              {t(`automation.status.${w.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} mb="xs">
            {w.description || '—'}
          </Text>
          <Group gap={6} mb="xs">
            <Badge variant="outline">{w.category}</Badge>
            {w.triggerKind && <Badge variant="dot">{t(`automation.kinds.${w.triggerKind}.name`)}</Badge>}
            {w.hasUnpublishedChanges && w.status !== 'draft' && (
              <Badge color="orange" variant="light">
                {t('automation.cards.unpublished')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={3} mb="sm">
            <Stat label={t('automation.cards.executions')} value={formatNumber(w.executions, i18n.language)} />
            <Stat label={t('automation.cards.conversion')} value={`%${w.conversionRate}`} />
            <Stat label={t('automation.cards.inProgress')} value={formatNumber(w.inProgress, i18n.language)} />
          </SimpleGrid>
          <Group justify="space-between">
            <Group gap={4}>
              <Tooltip label={t('automation.cards.view')}>
                <ActionIcon variant="subtle" onClick={() => onOpen(w.id, 'runs')} aria-label={t('automation.cards.view')} data-testid="workflow-view">
                  <IconEye size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('automation.cards.edit')}>
                <ActionIcon variant="subtle" onClick={() => onOpen(w.id, 'builder')} aria-label={t('automation.cards.edit')} data-testid="workflow-edit">
                  <IconEdit size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('automation.cards.copy')}>
                <ActionIcon
                  variant="subtle"
                  loading={duplicate.isPending}
                  onClick={() =>
                    duplicate.mutate(w.id, {
                      onSuccess: () => notifications.show({ color: 'green', message: t('automation.cards.copied') }),
                      onError: (e) => fail(e, 'automation.errors.copy'),
                    })
                  }
                  aria-label={t('automation.cards.copy')}
                  data-testid="workflow-copy"
                >
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('automation.cards.export')}>
                <ActionIcon variant="subtle" onClick={() => void download(w.id, w.name)} aria-label={t('automation.cards.export')}>
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('automation.cards.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('automation.cards.delete')} onClick={() => setDeleting({ id: w.id, name: w.name })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Switch
              label={w.status === 'active' ? t('automation.cards.pause') : t('automation.cards.resume')}
              checked={w.status === 'active'}
              disabled={toggle.isPending}
              onChange={() =>
                toggle.mutate({ id: w.id, status: w.status === 'active' ? 'paused' : 'active' }, { onError: (e) => fail(e, 'automation.errors.toggle') })
              }
              data-testid="workflow-toggle"
            />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
