import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconChartPie, IconDots, IconDownload, IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatNumber } from '../../../../ui/format';
import { exportContacts } from '../../api/contactsApi';
import type { Segment } from '../../api/segmentsApi';
import { useDeleteSegmentMutation } from '../../hooks/useDeleteSegmentMutation';
import { useDownload } from '../../hooks/useDownload';
import { useSegmentsQuery } from '../../hooks/useSegmentsQuery';
import { fromRuleGroup, ruleCount } from '../../segmentRules';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { SegmentEditorDrawer } from './SegmentEditorDrawer';

// SegmentsTab lists the segments with their current counts: create and edit with the rule builder, view contacts, export, delete.
export function SegmentsTab({ onViewContacts }: { onViewContacts: (segmentId: string) => void }) {
  const { t, i18n } = useTranslation();
  const segments = useSegmentsQuery();
  const remove = useDeleteSegmentMutation();
  const download = useDownload();
  const [editor, setEditor] = useState<{ segment: Segment | null } | null>(null);
  const [toDelete, setToDelete] = useState<Segment | null>(null);

  const exportSegment = (s: Segment) =>
    download.mutate(() => exportContacts({ segmentId: s.id }), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('audience.segments.deleted') });
        setToDelete(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.segments.deleteFailed')) }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('audience.segments.text')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ segment: null })} data-testid="segment-add">
          {t('audience.segments.add')}
        </Button>
      </Group>
      {segments.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(segments.error, t('audience.segments.loadFailed'))}
        </Alert>
      )}
      {segments.isPending && <Skeleton h={200} radius="md" />}
      {segments.data && segments.data.length === 0 && (
        <EmptyState
          icon={<IconChartPie size={28} />}
          title={t('audience.segments.emptyTitle')}
          description={t('audience.segments.emptyText')}
          action={<Button onClick={() => setEditor({ segment: null })}>{t('audience.segments.add')}</Button>}
          testId="segments-empty"
        />
      )}
      {segments.data && segments.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="segments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audience.segments.name')}</Table.Th>
                  <Table.Th>{t('audience.segments.rules')}</Table.Th>
                  <Table.Th ta="right">{t('audience.segments.contacts')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('audience.common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {segments.data.map((s) => (
                  <Table.Tr key={s.id} data-testid="segment-row" data-id={s.id} data-name={s.name}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {s.name}
                      </Text>
                      {s.description && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {s.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {t('audience.segments.ruleSummary', {
                          count: ruleCount(fromRuleGroup(s.rules)),
                          match: t(s.rules.match === 'all' ? 'audience.rules.matchAll' : 'audience.rules.matchAny'),
                        })}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="segment-count" data-count={s.count}>
                      {formatNumber(s.count, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={t('audience.common.actionsFor', { name: s.name })} data-testid="segment-actions">
                            <IconDots size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconUsers size={14} />} onClick={() => onViewContacts(s.id)} data-testid="segment-view-contacts">
                            {t('audience.common.viewContacts')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => exportSegment(s)} data-testid="segment-export">
                            {t('audience.common.export')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditor({ segment: s })} data-testid="segment-edit">
                            {t('audience.common.edit')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setToDelete(s)} data-testid="segment-delete">
                            {t('audience.common.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <SegmentEditorDrawer opened={editor !== null} segment={editor?.segment ?? null} onClose={() => setEditor(null)} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('audience.segments.deleteTitle')}
        text={t('audience.segments.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('audience.common.delete')}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        testId="segment-delete"
      />
    </Stack>
  );
}
