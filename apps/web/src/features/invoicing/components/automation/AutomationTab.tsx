import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerStop, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate } from '../../../../ui/format';
import type { Recurring } from '../../api/invoicesApi';
import { useInvoiceQuery } from '../../hooks/useInvoiceQuery';
import { useInvoiceSettingsQuery } from '../../hooks/useInvoiceSettingsQuery';
import { useRecurringQuery } from '../../hooks/useRecurringQuery';
import { useRemoveRecurringMutation } from '../../hooks/useRemoveRecurringMutation';
import { useSaveInvoiceSettingsMutation } from '../../hooks/useSaveInvoiceSettingsMutation';
import { parseNumberList } from '../../invoiceFormat';
import { QueryError } from '../common/QueryError';

const validOffsets = (text: string) => {
  const values = parseNumberList(text);
  if (!values || values.length > 10 || new Set(values).size !== values.length) return null;
  return values.every((v) => Number.isInteger(v) && v >= -60 && v <= 365) ? [...values].sort((a, b) => a - b) : null;
};

// RecurringRow is one schedule with its invoice's number and customer.
function RecurringRow({ r, onStop }: { r: Recurring; onStop: (r: Recurring) => void }) {
  const { t, i18n } = useTranslation();
  const invoice = useInvoiceQuery(r.invoiceId).data;
  return (
    <Table.Tr data-testid="recurring-row" data-invoice={r.invoiceId}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {invoice ? (invoice.number ?? t('invoicing.list.draftNumber')) : '…'}
        </Text>
        <Text size="xs" c="dimmed">
          {invoice?.customer}
        </Text>
      </Table.Td>
      <Table.Td>{t(`invoicing.automation.frequencies.${r.frequency}`)}</Table.Td>
      <Table.Td>{r.active ? formatDate(r.nextRunDate, i18n.language) : '—'}</Table.Td>
      <Table.Td>{r.endDate ? formatDate(r.endDate, i18n.language) : '—'}</Table.Td>
      <Table.Td>{r.autoSend ? t('invoicing.automation.modeAuto') : t('invoicing.automation.modeDraft')}</Table.Td>
      <Table.Td>{r.runs}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={r.active ? 'teal' : 'gray'}>
          {r.active ? t('invoicing.automation.active') : t('invoicing.automation.ended')}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">
        <Tooltip label={t('invoicing.automation.stop')} withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={t('invoicing.automation.stop')} onClick={() => onStop(r)} data-testid="recurring-stop">
            <IconPlayerStop size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

// AutomationTab edits the payment-reminder schedule (days before, on and after the due date) and lists the recurring
// invoices with a way to stop each.
export function AutomationTab() {
  const { t } = useTranslation();
  const settings = useInvoiceSettingsQuery();
  const recurring = useRecurringQuery();
  const save = useSaveInvoiceSettingsMutation();
  const stop = useRemoveRecurringMutation();
  const [offsets, setOffsets] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [stopping, setStopping] = useState<Recurring | null>(null);
  const s = settings.data;

  useEffect(() => {
    if (!s) return;
    setOffsets(s.reminderSchedule.join(', '));
    setEnabled(s.remindersEnabled);
  }, [s]);

  const parsed = validOffsets(offsets);
  const describe = (d: number) =>
    d < 0 ? t('invoicing.automation.before', { days: -d }) : d === 0 ? t('invoicing.automation.on') : t('invoicing.automation.after', { days: d });
  const saveReminders = () =>
    parsed &&
    save.mutate(
      { reminderSchedule: parsed, remindersEnabled: enabled },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('invoicing.automation.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.settings.saveFailed')) }),
      },
    );
  const confirmStop = () =>
    stopping &&
    stop.mutate(stopping.invoiceId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('invoicing.automation.stopped') });
        setStopping(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.actionFailed')) }),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" data-testid="reminders-card">
        <Stack gap="sm">
          <div>
            <Title order={4}>{t('invoicing.automation.remindersTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('invoicing.automation.remindersText')}
            </Text>
          </div>
          {settings.isError && <QueryError error={settings.error} fallback={t('invoicing.settings.loadFailed')} onRetry={() => void settings.refetch()} />}
          {!s && !settings.isError && <Skeleton h={90} />}
          {s && (
            <>
              <Switch
                label={t('invoicing.automation.remindersEnabled')}
                checked={enabled}
                onChange={(e) => setEnabled(e.currentTarget.checked)}
                data-testid="reminders-enabled"
              />
              <TextInput
                label={t('invoicing.automation.offsets')}
                description={t('invoicing.automation.offsetsHint')}
                value={offsets}
                onChange={(e) => setOffsets(e.currentTarget.value)}
                error={parsed ? null : t('invoicing.validation.offsets')}
                disabled={!enabled}
                maw={420}
                data-testid="reminders-offsets"
              />
              <Group gap="xs">
                {(parsed ?? []).map((d) => (
                  <Badge key={d} variant="light" color={d < 0 ? 'blue' : d === 0 ? 'yellow' : 'red'} data-testid="reminder-offset">
                    {describe(d)}
                  </Badge>
                ))}
              </Group>
              <Group justify="flex-end">
                <Button onClick={saveReminders} disabled={!parsed} loading={save.isPending} data-testid="reminders-save">
                  {t('invoicing.automation.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('invoicing.automation.recurringTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('invoicing.automation.recurringText')}
          </Text>
        </div>
        {recurring.isError && <QueryError error={recurring.error} fallback={t('invoicing.automation.loadFailed')} onRetry={() => void recurring.refetch()} />}
        {recurring.isPending && <Skeleton h={120} />}
        {recurring.data && recurring.data.length === 0 && (
          <EmptyState
            icon={<IconRepeat size={28} />}
            title={t('invoicing.automation.emptyTitle')}
            description={t('invoicing.automation.emptyText')}
            testId="recurring-empty"
          />
        )}
        {recurring.data && recurring.data.length > 0 && (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" data-testid="recurring-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoicing.automation.invoice')}</Table.Th>
                    <Table.Th>{t('invoicing.automation.frequency')}</Table.Th>
                    <Table.Th>{t('invoicing.automation.nextRun')}</Table.Th>
                    <Table.Th>{t('invoicing.automation.endDate')}</Table.Th>
                    <Table.Th>{t('invoicing.automation.mode')}</Table.Th>
                    <Table.Th>{t('invoicing.automation.runs')}</Table.Th>
                    <Table.Th />
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recurring.data.map((r) => (
                    <RecurringRow key={r.id} r={r} onStop={setStopping} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
      <ConfirmModal
        opened={stopping !== null}
        title={t('invoicing.automation.stopTitle')}
        text={t('invoicing.automation.stopText')}
        confirmLabel={t('invoicing.automation.stop')}
        loading={stop.isPending}
        onCancel={() => setStopping(null)}
        onConfirm={confirmStop}
        testId="recurring-stop"
      />
    </Stack>
  );
}
