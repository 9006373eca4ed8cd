import { ActionIcon, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconEdit, IconEye, IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../ui/format';
import { SELECTED_ROW_BG, SelectAllHeader, SelectCell } from '../../../../ui/tableRows';
import type { Lead, LeadSort } from '../../api/leadsApi';
import { relativeTime } from '../../crmFormat';
import { LeadStatusBadge } from '../common/LeadStatusBadge';
import { ScoreStars } from '../common/ScoreStars';
import { usePeopleLabels } from '../common/usePeopleLabels';
import type { LeadView } from './leadView';

export type LeadAction = 'view' | 'edit' | 'log' | 'delete';

type Props = {
  items: Lead[];
  view: LeadView;
  onSort: (column: LeadSort) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onAction: (action: LeadAction, lead: Lead) => void;
};

// SortHeader is a column header that sorts the table when clicked, showing the current direction.
function SortHeader({ label, column, view, onSort }: { label: string; column: LeadSort; view: LeadView; onSort: (c: LeadSort) => void }) {
  const active = view.sort === column;
  const Icon = !active ? IconArrowsSort : view.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        data-testid={`lead-sort-${column}`}
        data-active={active || undefined}
        data-order={active ? view.order : undefined}
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} color={active ? undefined : 'var(--mantine-color-dimmed)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const ACTIONS = [
  { action: 'view', icon: IconEye, color: 'gray' },
  { action: 'edit', icon: IconEdit, color: 'blue' },
  { action: 'log', icon: IconMessagePlus, color: 'teal' },
  { action: 'delete', icon: IconTrash, color: 'red' },
] as const;

// LeadsTable lists one page of leads: name with email and phone, company, status, source, value in lira, score as stars,
// assigned person, last activity and four row actions; headers sort, checkboxes select.
export function LeadsTable({ items, view, onSort, selected, onToggle, onToggleAll, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const people = usePeopleLabels();
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="leads-table">
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader
              ids={items.map((l) => l.id)}
              selected={selected}
              onToggleAll={onToggleAll}
              label={t('crm.leads.selectAll')}
              testId="leads-select-all"
            />
            <SortHeader label={t('crm.leads.columns.name')} column="name" view={view} onSort={onSort} />
            <Table.Th>{t('crm.leads.columns.company')}</Table.Th>
            <Table.Th>{t('crm.leads.columns.status')}</Table.Th>
            <Table.Th>{t('crm.leads.columns.source')}</Table.Th>
            <SortHeader label={t('crm.leads.columns.value')} column="value" view={view} onSort={onSort} />
            <SortHeader label={t('crm.leads.columns.score')} column="score" view={view} onSort={onSort} />
            <Table.Th>{t('crm.leads.columns.assignedTo')}</Table.Th>
            <SortHeader label={t('crm.leads.columns.lastActivity')} column="last_activity" view={view} onSort={onSort} />
            <Table.Th ta="right">{t('crm.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((lead) => (
            <Table.Tr key={lead.id} bg={selected.has(lead.id) ? SELECTED_ROW_BG : undefined} data-testid="lead-row" data-id={lead.id} data-name={lead.name}>
              <SelectCell
                checked={selected.has(lead.id)}
                onToggle={() => onToggle(lead.id)}
                label={t('crm.leads.selectRow', { name: lead.name })}
                testId="lead-select"
              />
              <Table.Td>
                <Stack gap={0}>
                  <UnstyledButton onClick={() => onAction('view', lead)}>
                    <Text size="sm" fw={600} truncate maw={240} data-testid="lead-name">
                      {lead.name}
                    </Text>
                  </UnstyledButton>
                  {lead.email && (
                    <Text size="xs" c="dimmed" truncate maw={240}>
                      {lead.email}
                    </Text>
                  )}
                  {lead.phone && (
                    <Text size="xs" c="dimmed">
                      {lead.phone}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={180} c={lead.company ? undefined : 'dimmed'}>
                  {lead.company || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <LeadStatusBadge status={lead.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="lead-source" data-source={lead.source}>
                  {t(`crm.sources.${lead.source}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="lead-value">
                  {formatMoney(lead.value, lead.currency, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ScoreStars score={lead.score} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={lead.assignedTo ? undefined : 'dimmed'} data-testid="lead-assignee">
                  {people.assignee(lead.assignedTo)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c="dimmed"
                  style={{ whiteSpace: 'nowrap' }}
                  title={lead.lastActivity ? formatDateTime(lead.lastActivity, i18n.language) : undefined}
                  data-testid="lead-last-activity"
                >
                  {lead.lastActivity ? relativeTime(lead.lastActivity, i18n.language) : t('crm.leads.noActivity')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {ACTIONS.map((a) => (
                    <Tooltip key={a.action} label={t(`crm.leads.actions.${a.action}`)} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={a.color}
                        aria-label={t(`crm.leads.actions.${a.action}`)}
                        onClick={() => onAction(a.action, lead)}
                        data-testid={`lead-${a.action}`}
                      >
                        <a.icon size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
