import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatNumber } from '../../../../ui/format';
import type { ContactImport, DedupeMode, DuplicateMode } from '../../api/importsApi';
import { useListsQuery } from '../../hooks/useListsQuery';
import { useStartImportMutation } from '../../hooks/useStartImportMutation';
import { MAPPING_TARGETS, mappingBody, mappingProblems, mappingRowsFrom, type MappingRow, type MappingTarget } from '../../importMapping';
import { PreviewTable } from './PreviewTable';

type Props = { upload: ContactImport; onStarted: (started: ContactImport) => void; onCancel: () => void };

const SAMPLES = 3;

// MappingStep maps each file column to a contact field, a custom attribute or nothing, picks how to treat existing
// contacts and an optional list, then starts the import.
export function MappingStep({ upload, onStarted, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const lists = useListsQuery();
  const start = useStartImportMutation();
  const [rows, setRows] = useState<MappingRow[]>(() => mappingRowsFrom(upload.headers, upload.suggestedMapping));
  const [dedupe, setDedupe] = useState<DedupeMode>('update');
  const [duplicates, setDuplicates] = useState<DuplicateMode>('first');
  const [listId, setListId] = useState<string | null>(null);
  const problems = mappingProblems(rows);
  const setRow = (i: number, patch: Partial<MappingRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const samples = (i: number) =>
    upload.preview
      .slice(0, SAMPLES)
      .map((r) => r[i] ?? '')
      .filter((v) => v !== '');

  const submit = () => {
    if (problems.size > 0) return;
    start.mutate(
      { id: upload.id, body: { mapping: mappingBody(rows), dedupe, duplicates, listId } },
      {
        onSuccess: onStarted,
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.imports.startFailed')) }),
      },
    );
  };

  return (
    <Stack gap="md" data-testid="import-mapping">
      <Text size="sm" c="dimmed">
        {upload.totalRows === null
          ? t('audience.imports.fileSummaryUnknown', { file: upload.fileName })
          : t('audience.imports.fileSummary', { file: upload.fileName, count: upload.totalRows, formatted: formatNumber(upload.totalRows, i18n.language) })}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="mapping-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audience.imports.column')}</Table.Th>
                <Table.Th>{t('audience.imports.samples')}</Table.Th>
                <Table.Th w={360}>{t('audience.imports.mapTo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => {
                const problem = problems.get(i);
                return (
                  <Table.Tr key={`${row.header}-${i}`} data-testid="mapping-row" data-header={row.header} data-target={row.target}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.header}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" lineClamp={2} maw={260}>
                        {samples(i).join(' · ') || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Select
                          aria-label={t('audience.imports.mapColumn', { column: row.header })}
                          data={MAPPING_TARGETS.map((target) => ({ value: target, label: t(`audience.imports.targets.${target}`) }))}
                          value={row.target}
                          onChange={(v) => v && setRow(i, { target: v as MappingTarget })}
                          allowDeselect={false}
                          w={row.target === 'attribute' ? 170 : 340}
                          error={problem === 'duplicateTarget' ? t('audience.imports.problems.duplicateTarget') : undefined}
                          data-testid="mapping-target"
                        />
                        {row.target === 'attribute' && (
                          <TextInput
                            aria-label={t('audience.imports.attributeKey', { column: row.header })}
                            placeholder={t('audience.form.attributes.key')}
                            value={row.key}
                            onChange={(e) => setRow(i, { key: e.currentTarget.value })}
                            error={problem === 'keyInvalid' || problem === 'duplicateKey' ? t(`audience.imports.problems.${problem}`) : undefined}
                            w={160}
                            data-testid="mapping-key"
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <PreviewTable headers={upload.headers} preview={upload.preview} />
      {problems.has(-1) && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="mapping-email-missing">
          {t('audience.imports.problems.emailUnmapped')}
        </Alert>
      )}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Radio.Group
          label={t('audience.imports.dedupe')}
          value={dedupe}
          onChange={(v) => setDedupe(v === 'skip' ? 'skip' : 'update')}
          data-testid="import-dedupe"
        >
          <Stack gap={6} mt={6}>
            <Radio value="update" label={t('audience.imports.dedupeUpdate')} data-testid="dedupe-update" />
            <Radio value="skip" label={t('audience.imports.dedupeSkip')} data-testid="dedupe-skip" />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('audience.imports.duplicates')}
          value={duplicates}
          onChange={(v) => setDuplicates(v === 'last' ? 'last' : 'first')}
          data-testid="import-duplicates"
        >
          <Stack gap={6} mt={6}>
            <Radio value="first" label={t('audience.imports.duplicatesFirst')} data-testid="duplicates-first" />
            <Radio value="last" label={t('audience.imports.duplicatesLast')} data-testid="duplicates-last" />
          </Stack>
        </Radio.Group>
        <Select
          label={t('audience.imports.targetList')}
          description={t('audience.imports.targetListHint')}
          placeholder={t('audience.imports.noList')}
          data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={listId}
          onChange={setListId}
          clearable
          searchable
          nothingFoundMessage={t('audience.common.nothingFound')}
          w={280}
          data-testid="import-list"
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button leftSection={<IconPlayerPlay size={16} />} disabled={problems.size > 0} loading={start.isPending} onClick={submit} data-testid="import-start">
          {t('audience.imports.start')}
        </Button>
      </Group>
    </Stack>
  );
}
