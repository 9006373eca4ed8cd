import { useState } from 'react';
import { Badge, Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBan, IconPlus, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDateTime, formatNumber } from '../../../../ui/format';
import { QueryList } from '../../../../ui/QueryList';
import { TableCard } from '../../../../ui/TableCard';
import type { SuppressionReason } from '../../api/suppressionsApi';
import { useDeleteSuppressionMutation } from '../../hooks/useDeleteSuppressionMutation';
import { useSuppressionsQuery } from '../../hooks/useSuppressionsQuery';
import { suppressionSourceLabel } from '../../suppressionSource';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { AddSuppressionModal } from './AddSuppressionModal';
import { WebhookCard } from './WebhookCard';

const PAGE_SIZE = 25;
const REASON_COLORS: Record<SuppressionReason, string> = { unsubscribed: 'gray', bounced: 'orange', complained: 'red', manual: 'violet' };

// SuppressionsTab lists the addresses that are never sent to: search, add by hand, lift (after a confirmation), and the webhook card.
export function SuppressionsTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  const page = pageState.search === debounced ? pageState.page : 1;
  const list = useSuppressionsQuery(debounced, page, PAGE_SIZE);
  const lift = useDeleteSuppressionMutation();
  const [adding, setAdding] = useState(false);
  const [toLift, setToLift] = useState<string | null>(null);
  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const confirmLift = () => {
    if (!toLift) return;
    lift.mutate(toLift, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('audience.suppressions.lifted', { email: toLift }) });
        if (data && data.items.length === 1 && page > 1) setPageState({ search: debounced, page: page - 1 });
        setToLift(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.suppressions.liftFailed')) }),
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('audience.suppressions.text')}
        </Text>
        <Group justify="space-between">
          <TextInput
            aria-label={t('audience.suppressions.search')}
            placeholder={t('audience.suppressions.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
            data-testid="suppression-search"
          />
          <Button color="red" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="suppression-add">
            {t('audience.suppressions.add')}
          </Button>
        </Group>
        <QueryList
          query={list}
          items={data?.items}
          loadFailed={t('audience.suppressions.loadFailed')}
          skeleton={160}
          empty={
            <EmptyState
              icon={<IconShieldCheck size={28} />}
              title={t(debounced ? 'audience.suppressions.noMatch' : 'audience.suppressions.emptyTitle')}
              description={debounced ? undefined : t('audience.suppressions.emptyText')}
              testId="suppressions-empty"
            />
          }
        >
          {(items) => (
            <TableCard
              minWidth={600}
              verticalSpacing="xs"
              testId="suppressions-table"
              columns={[
                { label: t('audience.fields.email') },
                { label: t('audience.suppressions.reason') },
                { label: t('audience.suppressions.source') },
                { label: t('audience.suppressions.date') },
                {},
              ]}
              footer={
                <Group justify="space-between" p="sm">
                  <Text size="sm" c="dimmed" data-testid="suppressions-total">
                    {t('audience.suppressions.total', { count: total, formatted: formatNumber(total, i18n.language) })}
                  </Text>
                  {pages > 1 && (
                    <Pagination
                      value={page}
                      onChange={(p) => setPageState({ search: debounced, page: p })}
                      total={pages}
                      size="sm"
                      data-testid="suppressions-pagination"
                    />
                  )}
                </Group>
              }
            >
              {items.map((s) => (
                <Table.Tr key={s.email} data-testid="suppression-row" data-email={s.email} data-reason={s.reason}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {s.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={REASON_COLORS[s.reason] ?? 'gray'}>
                      {t(`audience.suppressions.reasons.${s.reason}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {suppressionSourceLabel(t, s.source)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(s.createdAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconBan size={12} />}
                      onClick={() => setToLift(s.email)}
                      data-testid="suppression-lift"
                    >
                      {t('audience.suppressions.lift')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableCard>
          )}
        </QueryList>
      </Stack>
      <WebhookCard />
      <AddSuppressionModal opened={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        opened={toLift !== null}
        title={t('audience.suppressions.liftTitle')}
        text={t('audience.suppressions.liftText', { email: toLift ?? '' })}
        confirmLabel={t('audience.suppressions.lift')}
        loading={lift.isPending}
        onCancel={() => setToLift(null)}
        onConfirm={confirmLift}
        testId="suppression-lift"
      />
    </Stack>
  );
}
