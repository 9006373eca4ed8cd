import { useState } from 'react';
import { Button, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_STATUSES, type InvoiceStatus } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate } from '../../../../ui/format';
import { fetchInvoice, type InvoiceRow } from '../../api/invoicesApi';
import { useCancelInvoiceMutation } from '../../hooks/useCancelInvoiceMutation';
import { useCreditNoteMutation } from '../../hooks/useCreditNoteMutation';
import { useDeleteInvoiceMutation } from '../../hooks/useDeleteInvoiceMutation';
import { useDownloadInvoiceMutation } from '../../hooks/useDownloadInvoiceMutation';
import { useFinalizeInvoiceMutation } from '../../hooks/useFinalizeInvoiceMutation';
import { invoiceQueryKey } from '../../hooks/useInvoiceQuery';
import { useInvoicesQuery } from '../../hooks/useInvoicesQuery';
import { useSubmitGibMutation } from '../../hooks/useSubmitGibMutation';
import { money } from '../../invoiceFormat';
import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';
import { QueryError } from '../common/QueryError';
import { InvoiceActionsMenu } from './InvoiceActionsMenu';
import { InvoiceDrawer } from './InvoiceDrawer';
import { PaymentModal } from './PaymentModal';
import { RecurringModal } from './RecurringModal';
import { SendInvoiceModal } from './SendInvoiceModal';
import type { InvoiceAction } from './invoiceActions';

const PAGE_SIZE = 20;
type Confirm = { kind: 'finalize' | 'cancel' | 'delete' | 'creditNote' | 'gibSubmit'; row: InvoiceRow };

// InvoicesTab is the invoices table (number, customer, amount, status, due date, actions) with a status filter, a
// search and pages, and every row action: view, edit a draft, finalise, send, record a payment, credit note,
// repeat, copy the public link, the documents (with the Turkish UBL-TR and its GİB view), sending to GİB, cancel
// and delete.
export function InvoicesTab({ onNew, onEdit }: { onNew: () => void; onEdit: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInvoicesQuery({ status: status ?? undefined, search: debounced || undefined, page, limit: PAGE_SIZE });
  const [viewId, setViewId] = useState<string | null>(null);
  const [sending, setSending] = useState<InvoiceRow | null>(null);
  const [paying, setPaying] = useState<InvoiceRow | null>(null);
  const [repeating, setRepeating] = useState<InvoiceRow | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [reason, setReason] = useState('');
  const finalize = useFinalizeInvoiceMutation();
  const cancel = useCancelInvoiceMutation();
  const remove = useDeleteInvoiceMutation();
  const credit = useCreditNoteMutation();
  const download = useDownloadInvoiceMutation();
  const gibSubmit = useSubmitGibMutation();
  const data = query.data;
  const filtered = Boolean(status || debounced);

  const failed = (fallback: string) => (error: unknown) => notifications.show({ color: 'red', message: serverErrorText(error, fallback) });
  const label = (row: InvoiceRow) => row.number ?? t('invoicing.list.draftNumber');

  const copyLink = async (row: InvoiceRow) => {
    let url: string | null;
    try {
      url = (await queryClient.fetchQuery({ queryKey: invoiceQueryKey(row.id), queryFn: () => fetchInvoice(row.id) })).publicUrl;
    } catch (error) {
      failed(t('invoicing.notify.actionFailed'))(error);
      return;
    }
    if (!url) {
      notifications.show({ color: 'yellow', message: t('invoicing.notify.noLink') });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'teal', message: t('invoicing.notify.linkCopied') });
    } catch {
      notifications.show({ color: 'yellow', message: t('invoicing.notify.linkCopyFailed', { url }), autoClose: false });
    }
  };

  const onAction = (action: InvoiceAction, row: InvoiceRow) => {
    switch (action) {
      case 'view':
        return setViewId(row.id);
      case 'edit':
        return onEdit(row.id);
      case 'send':
        return setSending(row);
      case 'payment':
        return setPaying(row);
      case 'recurring':
        return setRepeating(row);
      case 'copyLink':
        return void copyLink(row);
      case 'pdf':
      case 'html':
      case 'ubl':
      case 'ublEn16931':
      case 'cii':
      case 'ublTr':
      case 'gibView': {
        const open = action === 'html' || action === 'gibView';
        return download.mutate(
          { id: row.id, kind: action, name: row.number ?? 'draft', open },
          {
            onSuccess: (result) => open && result === 'downloaded' && notifications.show({ color: 'yellow', message: t('invoicing.notify.popupBlocked') }),
            onError: failed(t('invoicing.notify.downloadFailed')),
          },
        );
      }
      case 'finalize':
      case 'cancel':
      case 'delete':
      case 'creditNote':
      case 'gibSubmit':
        setReason('');
        return setConfirm({ kind: action, row });
    }
  };

  const runConfirm = () => {
    if (!confirm) return;
    const { kind, row } = confirm;
    const done = () => setConfirm(null);
    if (kind === 'finalize')
      finalize.mutate(row.id, {
        onSuccess: (inv) => (notifications.show({ color: 'teal', message: t('invoicing.notify.finalized', { number: inv.number ?? '' }) }), done()),
        onError: failed(t('invoicing.notify.actionFailed')),
      });
    if (kind === 'cancel')
      cancel.mutate(row.id, {
        onSuccess: (inv) => (notifications.show({ color: 'teal', message: t('invoicing.notify.cancelled', { number: inv.number ?? '' }) }), done()),
        onError: failed(t('invoicing.notify.actionFailed')),
      });
    if (kind === 'delete')
      remove.mutate(row.id, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('invoicing.notify.deleted') });
          if (viewId === row.id) setViewId(null);
          done();
        },
        onError: failed(t('invoicing.notify.actionFailed')),
      });
    if (kind === 'creditNote')
      credit.mutate(
        { id: row.id, reason: reason.trim() },
        {
          onSuccess: (cn) => (notifications.show({ color: 'teal', message: t('invoicing.notify.creditNoteCreated', { number: cn.number ?? '' }) }), done()),
          onError: failed(t('invoicing.notify.actionFailed')),
        },
      );
    if (kind === 'gibSubmit')
      gibSubmit.mutate(row.id, {
        onSuccess: (sent) => {
          const refused = sent?.status === 'rejected' || sent?.status === 'failed';
          notifications.show({
            color: refused ? 'red' : 'teal',
            message: t('invoicing.gib.submitted', { number: label(row), status: sent?.statusLabel ?? '' }) + (refused && sent.reason ? ` ${sent.reason}` : ''),
          });
          done();
        },
        onError: failed(t('invoicing.gib.submitFailed')),
      });
  };

  const confirmTexts =
    confirm &&
    {
      finalize: {
        title: t('invoicing.confirm.finalizeTitle'),
        text: t('invoicing.confirm.finalizeText'),
        label: t('invoicing.confirm.finalizeConfirm'),
        color: 'blue',
      },
      cancel: {
        title: t('invoicing.confirm.cancelTitle'),
        text: t('invoicing.confirm.cancelText', { number: label(confirm.row) }),
        label: t('invoicing.confirm.cancelConfirm'),
        color: 'red',
      },
      delete: {
        title: t('invoicing.confirm.deleteTitle'),
        text: t('invoicing.confirm.deleteText', { customer: confirm.row.customer }),
        label: t('invoicing.confirm.deleteConfirm'),
        color: 'red',
      },
      creditNote: {
        title: t('invoicing.confirm.creditNoteTitle'),
        text: t('invoicing.confirm.creditNoteText', { number: label(confirm.row) }),
        label: t('invoicing.confirm.creditNoteConfirm'),
        color: 'orange',
      },
      gibSubmit: {
        title: t('invoicing.confirm.gibSubmitTitle'),
        text: t('invoicing.confirm.gibSubmitText', { number: label(confirm.row) }),
        label: t('invoicing.confirm.gibSubmitConfirm'),
        color: 'blue',
      },
    }[confirm.kind];
  const from = data ? (data.page - 1) * data.limit + 1 : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('invoicing.list.searchPlaceholder')}
            aria-label={t('invoicing.list.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
            data-testid="invoice-search"
          />
          <Select
            aria-label={t('invoicing.list.statusFilter')}
            placeholder={t('invoicing.status.all')}
            data={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoicing.status.${s}`) }))}
            value={status}
            onChange={(v) => {
              setStatus(v as InvoiceStatus | null);
              setPage(1);
            }}
            clearable
            w={200}
            data-testid="invoice-status-filter"
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew} data-testid="invoice-add">
          {t('invoicing.page.newInvoice')}
        </Button>
      </Group>
      {query.isError && <QueryError error={query.error} fallback={t('invoicing.list.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton h={260} radius="md" />}
      {data && data.invoices.length === 0 && (
        <EmptyState
          icon={<IconFileInvoice size={28} />}
          title={t(filtered ? 'invoicing.list.noMatchTitle' : 'invoicing.list.emptyTitle')}
          description={t(filtered ? 'invoicing.list.noMatchText' : 'invoicing.list.emptyText')}
          action={
            filtered ? undefined : (
              <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
                {t('invoicing.page.newInvoice')}
              </Button>
            )
          }
          testId="invoices-empty"
        />
      )}
      {data && data.invoices.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={820}>
            <Table highlightOnHover verticalSpacing="xs" data-testid="invoices-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoicing.list.columns.number')}</Table.Th>
                  <Table.Th>{t('invoicing.list.columns.customer')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.list.columns.amount')}</Table.Th>
                  <Table.Th>{t('invoicing.list.columns.status')}</Table.Th>
                  <Table.Th>{t('invoicing.list.columns.dueDate')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.list.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invoices.map((row) => (
                  <Table.Tr key={row.id} data-testid="invoice-row" data-id={row.id} data-number={row.number ?? ''} data-status={row.status}>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ cursor: 'pointer' }} onClick={() => setViewId(row.id)} data-testid="invoice-number">
                        {label(row)}
                      </Text>
                      {row.kind === 'credit_note' && (
                        <Text size="xs" c="dimmed">
                          {t('invoicing.list.creditNote')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.customer}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600} data-testid="invoice-amount">
                        {money(row.amount, row.currency, i18n.language)}
                      </Text>
                      {row.kind === 'invoice' && row.paid > 0 && row.balance > 0 && (
                        <Text size="xs" c="orange" data-testid="invoice-balance">
                          {t('invoicing.list.balance', { amount: money(row.balance, row.currency, i18n.language) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <InvoiceStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={row.status === 'overdue' ? 'red' : undefined}>
                        {formatDate(row.dueDate, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <InvoiceActionsMenu row={row} onAction={onAction} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data && data.total > data.limit && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('invoicing.list.pageInfo', { from, to: Math.min(data.total, from + data.invoices.length - 1), total: data.total })}
          </Text>
          <Pagination total={Math.ceil(data.total / data.limit)} value={page} onChange={setPage} size="sm" data-testid="invoice-pagination" />
        </Group>
      )}
      <InvoiceDrawer id={viewId} onClose={() => setViewId(null)} onAction={onAction} />
      <SendInvoiceModal invoice={sending} onClose={() => setSending(null)} />
      <PaymentModal invoice={paying} onClose={() => setPaying(null)} />
      <RecurringModal invoice={repeating} onClose={() => setRepeating(null)} />
      <ConfirmModal
        opened={confirm !== null}
        title={confirmTexts?.title ?? ''}
        text={
          confirm?.kind === 'creditNote' ? (
            <Stack gap="sm" component="span">
              <span>{confirmTexts?.text}</span>
              <Textarea
                label={t('invoicing.confirm.creditNoteReason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                autosize
                minRows={2}
                data-testid="credit-note-reason"
              />
            </Stack>
          ) : (
            (confirmTexts?.text ?? '')
          )
        }
        confirmLabel={confirmTexts?.label ?? ''}
        color={confirmTexts?.color}
        loading={finalize.isPending || cancel.isPending || remove.isPending || credit.isPending || gibSubmit.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={runConfirm}
        testId={`invoice-${confirm?.kind ?? 'confirm'}`}
      />
    </Stack>
  );
}
