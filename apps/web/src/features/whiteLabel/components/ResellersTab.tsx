import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Modal, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { RESELLER_TIERS, TIER_COMMISSION, type Reseller } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime, formatEur, formatMoney, formatNumber, formatPercent } from '../../../ui/format';
import { useResellersQuery } from '../hooks/useResellersQuery';
import { useCreateResellerMutation } from '../hooks/useCreateResellerMutation';
import { useUpdateResellerMutation } from '../hooks/useUpdateResellerMutation';
import { useCommissionsQuery } from '../hooks/useCommissionsQuery';

type Tier = (typeof RESELLER_TIERS)[number];
const TIER_COLOR: Record<Tier, string> = { gold: 'yellow', silver: 'gray', bronze: 'orange', other: 'blue' };

// Ledger shows a reseller's commission entries.
function Ledger({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const q = useCommissionsQuery(id);
  if (q.isPending) return <Skeleton h={120} />;
  if (q.isError) return <Alert color="red">{serverErrorText(q.error, t('whiteLabel.loadFailed'))}</Alert>;
  if (!q.data.entries.length)
    return (
      <Text size="sm" c="dimmed">
        {t('whiteLabel.resellers.ledgerEmpty')}
      </Text>
    );
  return (
    <Table data-testid="wl-ledger">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('whiteLabel.resellers.date')}</Table.Th>
          <Table.Th>{t('whiteLabel.resellers.tenant')}</Table.Th>
          <Table.Th>{t('whiteLabel.resellers.invoice')}</Table.Th>
          <Table.Th>{t('whiteLabel.resellers.sale')}</Table.Th>
          <Table.Th>{t('whiteLabel.resellers.commission')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.data.entries.map((e) => (
          <Table.Tr key={e.id} data-testid="wl-ledger-row" data-kind={e.kind}>
            <Table.Td>{formatDateTime(e.occurredAt, i18n.language)}</Table.Td>
            <Table.Td>{e.tenant}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{e.invoiceNumber ?? '—'}</Text>
                <Badge size="sm" variant="light" color={e.kind === 'sale' ? 'teal' : 'red'}>
                  {t(`whiteLabel.resellers.kind.${e.kind}`)}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td>{formatMoney(e.sale, e.currency, i18n.language)}</Table.Td>
            <Table.Td>{formatMoney(e.commission, e.currency, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// ResellersTab lists resellers with their computed figures; the admin creates and edits them.
export function ResellersTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useResellersQuery();
  const create = useCreateResellerMutation();
  const update = useUpdateResellerMutation();
  const [ledger, setLedger] = useState<Reseller | null>(null);
  const [editing, setEditing] = useState<Reseller | null>(null);
  const [creating, setCreating] = useState(false);
  const [form, setForm] = useState({
    name: '',
    email: '',
    tier: 'bronze' as Tier,
    commissionRate: TIER_COMMISSION.bronze as number | string,
    status: 'active' as 'active' | 'passive',
  });
  const rate = typeof form.commissionRate === 'number' ? form.commissionRate : Number.NaN;
  const rateError = !(rate >= 0 && rate <= 100) ? t('whiteLabel.resellers.rateInvalid') : undefined;
  const fail = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) });
  const canManage = !!q.data?.canManage;

  return (
    <Paper withBorder radius="md" p="md">
      {canManage && (
        <Group justify="flex-end" mb="sm">
          <Button
            leftSection={<IconPlus size={16} />}
            data-testid="wl-reseller-new"
            onClick={() => {
              setForm({ name: '', email: '', tier: 'bronze', commissionRate: TIER_COMMISSION.bronze, status: 'active' });
              setCreating(true);
            }}
          >
            {t('whiteLabel.resellers.new')}
          </Button>
        </Group>
      )}
      {q.isPending && <Skeleton h={200} />}
      {q.isError && <Alert color="red">{serverErrorText(q.error, t('whiteLabel.loadFailed'))}</Alert>}
      {q.data && q.data.resellers.length === 0 && (
        <EmptyState
          icon={<IconUsersGroup size={28} />}
          title={t('whiteLabel.resellers.emptyTitle')}
          description={t('whiteLabel.resellers.emptyText')}
          testId="wl-resellers-empty"
        />
      )}
      {q.data && q.data.resellers.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="wl-resellers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('whiteLabel.resellers.name')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.tier')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.rate')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.totalSales')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.monthlyCommission')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.customers')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.lastSale')}</Table.Th>
                <Table.Th>{t('whiteLabel.resellers.performance')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.resellers.map((r) => (
                <Table.Tr key={r.id} data-testid="wl-reseller-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.email}
                    </Text>
                    <Badge size="xs" variant="light" color={r.status === 'active' ? 'teal' : 'gray'}>
                      {t(`whiteLabel.resellers.status.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={TIER_COLOR[r.tier]}>{t(`whiteLabel.resellers.tiers.${r.tier}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{formatPercent(r.commissionRate, lang)}</Table.Td>
                  <Table.Td data-testid="wl-reseller-sales">{formatEur(r.totalSales, lang)}</Table.Td>
                  <Table.Td>{formatEur(r.monthlyCommission, lang)}</Table.Td>
                  <Table.Td>{r.customersReferred}</Table.Td>
                  <Table.Td>{r.lastSale ? formatDate(r.lastSale, lang) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {t('whiteLabel.resellers.perf', {
                        conversion: formatNumber(r.performance.conversionRate, lang),
                        retention: formatNumber(r.performance.customerRetention, lang),
                        deal: formatEur(r.performance.averageDealSize, lang),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setLedger(r)} data-testid="wl-reseller-ledger">
                        {t('whiteLabel.resellers.ledger')}
                      </Button>
                      {canManage && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => {
                            setForm({ name: r.name, email: r.email, tier: r.tier, commissionRate: r.commissionRate, status: r.status });
                            setEditing(r);
                          }}
                        >
                          {t('whiteLabel.resellers.edit')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Drawer
        opened={ledger !== null}
        onClose={() => setLedger(null)}
        position="right"
        size="lg"
        title={ledger ? t('whiteLabel.resellers.ledgerOf', { name: ledger.name }) : ''}
      >
        {ledger && <Ledger id={ledger.id} />}
      </Drawer>
      <Modal
        opened={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        title={editing ? t('whiteLabel.resellers.edit') : t('whiteLabel.resellers.new')}
        centered
      >
        <Stack gap="sm">
          {creating && (
            <>
              <TextInput
                label={t('whiteLabel.resellers.name')}
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
                data-testid="wl-reseller-name"
              />
              <TextInput
                label={t('whiteLabel.resellers.email')}
                description={t('whiteLabel.resellers.emailHint')}
                value={form.email}
                onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
                data-testid="wl-reseller-email"
              />
            </>
          )}
          <Select
            label={t('whiteLabel.resellers.tier')}
            allowDeselect={false}
            data={RESELLER_TIERS.map((x) => ({ value: x, label: t(`whiteLabel.resellers.tiers.${x}`) }))}
            value={form.tier}
            onChange={(v) => v && setForm({ ...form, tier: v as Tier, ...(creating ? { commissionRate: TIER_COMMISSION[v as Tier] } : {}) })}
          />
          <LocaleNumberInput
            label={t('whiteLabel.resellers.rate')}
            percent
            min={0}
            max={100}
            decimalScale={2}
            value={form.commissionRate}
            error={rateError}
            onChange={(v) => setForm({ ...form, commissionRate: v })}
            data-testid="wl-reseller-rate"
          />
          {editing && (
            <Select
              label={t('whiteLabel.resellers.statusLabel')}
              allowDeselect={false}
              data={(['active', 'passive'] as const).map((x) => ({ value: x, label: t(`whiteLabel.resellers.status.${x}`) }))}
              value={form.status}
              onChange={(v) => v && setForm({ ...form, status: v as 'active' | 'passive' })}
            />
          )}
          <Group justify="flex-end">
            <Button
              disabled={!!rateError}
              loading={create.isPending || update.isPending}
              data-testid="wl-reseller-save"
              onClick={() => {
                const done = () => {
                  setCreating(false);
                  setEditing(null);
                  notifications.show({ color: 'teal', message: t('whiteLabel.resellers.saved') });
                };
                if (editing)
                  update.mutate({ id: editing.id, patch: { tier: form.tier, commissionRate: rate, status: form.status } }, { onSuccess: done, onError: fail });
                else
                  create.mutate(
                    { name: form.name.trim(), email: form.email.trim(), tier: form.tier, commissionRate: rate },
                    { onSuccess: done, onError: fail },
                  );
              }}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
