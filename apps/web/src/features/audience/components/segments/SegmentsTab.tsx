import { useState } from 'react';
import { Badge, Button, Stack, Table } from '@mantine/core';
import { IconChartPie, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatNumber } from '../../../../ui/format';
import { NameCell } from '../../../../ui/NameCell';
import { QueryList } from '../../../../ui/QueryList';
import { TabIntro } from '../../../../ui/TabIntro';
import { TableCard } from '../../../../ui/TableCard';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import type { Segment } from '../../api/segmentsApi';
import { useDeleteSegmentMutation } from '../../hooks/useDeleteSegmentMutation';
import { useExportContacts } from '../../hooks/useExportContacts';
import { useSegmentsQuery } from '../../hooks/useSegmentsQuery';
import { fromRuleGroup, ruleCount } from '../../segmentRules';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { ContactGroupMenu } from '../common/ContactGroupMenu';
import { SegmentEditorDrawer } from './SegmentEditorDrawer';

// SegmentsTab lists the segments with their current counts: create and edit with the rule builder, view contacts, export, delete.
export function SegmentsTab({ onViewContacts }: { onViewContacts: (segmentId: string) => void }) {
  const { t, i18n } = useTranslation();
  const segments = useSegmentsQuery();
  const exporter = useExportContacts();
  const [editor, setEditor] = useState<{ segment: Segment | null } | null>(null);
  const remove = useConfirmedDelete<Segment>(useDeleteSegmentMutation(), {
    deleted: () => t('audience.segments.deleted'),
    failed: t('audience.segments.deleteFailed'),
  });

  return (
    <Stack gap="md">
      <TabIntro
        text={t('audience.segments.text')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ segment: null })} data-testid="segment-add">
            {t('audience.segments.add')}
          </Button>
        }
      />
      <QueryList
        query={segments}
        items={segments.data}
        loadFailed={t('audience.segments.loadFailed')}
        skeleton={200}
        empty={
          <EmptyState
            icon={<IconChartPie size={28} />}
            title={t('audience.segments.emptyTitle')}
            description={t('audience.segments.emptyText')}
            action={<Button onClick={() => setEditor({ segment: null })}>{t('audience.segments.add')}</Button>}
            testId="segments-empty"
          />
        }
      >
        {(items) => (
          <TableCard
            minWidth={640}
            highlightOnHover
            testId="segments-table"
            columns={[
              { label: t('audience.segments.name') },
              { label: t('audience.segments.rules') },
              { label: t('audience.segments.contacts'), ta: 'right' },
              { label: t('audience.common.actions'), hidden: true, w: 50 },
            ]}
          >
            {items.map((s) => (
              <Table.Tr key={s.id} data-testid="segment-row" data-id={s.id} data-name={s.name}>
                <NameCell name={s.name} description={s.description} />
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
                  <ContactGroupMenu
                    name={s.name}
                    testId="segment"
                    onViewContacts={() => onViewContacts(s.id)}
                    onExport={() => exporter.run({ segmentId: s.id })}
                    onEdit={() => setEditor({ segment: s })}
                    onDelete={() => remove.ask(s)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </TableCard>
        )}
      </QueryList>
      <SegmentEditorDrawer opened={editor !== null} segment={editor?.segment ?? null} onClose={() => setEditor(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('audience.segments.deleteTitle')}
        text={t('audience.segments.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('audience.common.delete')}
        testId="segment-delete"
      />
    </Stack>
  );
}
