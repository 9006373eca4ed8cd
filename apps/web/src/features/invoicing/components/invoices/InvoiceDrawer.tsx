import { Anchor, Badge, Divider, Drawer, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { CHARGE_REASON_CODES, INVOICE_TYPE_CODE_LABELS, INVOICE_UNITS } from '@ulak/shared/invoicing';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '../../../../ui/format';
import type { Attachment } from '../../api/attachmentsApi';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useInvoiceQuery } from '../../hooks/useInvoiceQuery';
import { useDownloadAttachmentMutation } from '../../hooks/useDownloadAttachmentMutation';
import { useGibSettingsQuery } from '../../hooks/useGibSettingsQuery';
import { usePaymentsQuery } from '../../hooks/usePaymentsQuery';
import { labelOf } from '../../einvoiceFormat';
import { money } from '../../invoiceFormat';
import { GibStatusPanel } from './GibStatusPanel';
import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';
import { QueryError } from '../common/QueryError';
import { InvoiceActionsMenu } from './InvoiceActionsMenu';
import type { InvoiceAction } from './invoiceActions';

// InvoiceDrawer shows one invoice: parties, dates, its e-invoice details (type, corrected invoice, period, references),
// lines, VAT per rate, charges, totals with withholding and stopaj, its attachments, payments, balance, its public link
// and its GİB status.
export function InvoiceDrawer({
  id,
  onClose,
  onAction,
}: {
  id: string | null;
  onClose: () => void;
  onAction: (action: InvoiceAction, row: InvoiceRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useInvoiceQuery(id);
  const payments = usePaymentsQuery(id);
  const gib = useGibSettingsQuery();
  const inv = query.data;
  const downloadFile = useDownloadAttachmentMutation();
  const download = (a: Attachment) =>
    inv &&
    downloadFile.mutate(
      { invoiceId: inv.id, attachment: a },
      { onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.downloadFailed')) }) },
    );
  const fact = (label: string, value: string, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={inv ? (inv.number ? t('invoicing.detail.title', { number: inv.number }) : t('invoicing.detail.draftTitle')) : ''}
      data-testid="invoice-drawer"
    >
      {query.isError && <QueryError error={query.error} fallback={t('invoicing.notify.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isPending && id && <Skeleton h={300} />}
      {inv && (
        <Stack gap="md" data-testid="invoice-drawer-body" data-status={inv.status}>
          <Group justify="space-between">
            <Group gap="xs">
              <InvoiceStatusBadge status={inv.status} />
              {inv.kind === 'credit_note' && (
                <Badge variant="outline">
                  {inv.originalNumber ? t('invoicing.detail.creditOf', { number: inv.originalNumber }) : t('invoicing.list.creditNote')}
                </Badge>
              )}
            </Group>
            <Group gap={4}>
              <InvoiceActionsMenu row={inv} onAction={onAction} />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {fact(t('invoicing.detail.customer'), inv.customer)}
            {fact(t('invoicing.detail.issueDate'), formatDate(inv.issueDate, lang))}
            {fact(t('invoicing.detail.dueDate'), formatDate(inv.dueDate, lang))}
            {fact(t('invoicing.detail.total'), money(inv.total, inv.currency, i18n.language), 'invoice-drawer-total')}
            {fact(t('invoicing.detail.paid'), money(inv.paid, inv.currency, i18n.language), 'invoice-drawer-paid')}
            {inv.credited > 0 && fact(t('invoicing.detail.credited'), money(inv.credited, inv.currency, i18n.language), 'invoice-drawer-credited')}
            {fact(t('invoicing.detail.balance'), money(inv.balance, inv.currency, i18n.language), 'invoice-drawer-balance')}
          </SimpleGrid>
          {(inv.typeCode !== '380' || inv.invoicingPeriodStart || inv.invoicingPeriodEnd || inv.contractReference || inv.projectReference) && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="invoice-drawer-einvoice">
              {inv.typeCode !== '380' && fact(t('invoicing.einvoice.typeCode'), `${inv.typeCode} · ${labelOf(INVOICE_TYPE_CODE_LABELS[inv.typeCode], lang)}`)}
              {inv.precedingNumber && fact(t('invoicing.einvoice.precedingInvoice'), inv.precedingNumber)}
              {(inv.invoicingPeriodStart || inv.invoicingPeriodEnd) &&
                fact(
                  t('invoicing.detail.period'),
                  `${inv.invoicingPeriodStart ? formatDate(inv.invoicingPeriodStart, lang) : '…'} – ${inv.invoicingPeriodEnd ? formatDate(inv.invoicingPeriodEnd, lang) : '…'}`,
                )}
              {inv.contractReference && fact(t('invoicing.einvoice.contractReference'), inv.contractReference)}
              {inv.projectReference && fact(t('invoicing.einvoice.projectReference'), inv.projectReference)}
            </SimpleGrid>
          )}
          {inv.number && inv.status !== 'cancelled' && gib.data?.configured && <GibStatusPanel id={inv.id} onSubmit={() => onAction('gibSubmit', inv)} />}
          {inv.emailedAt && (
            <Text size="xs" c="dimmed">
              {t('invoicing.detail.emailedAt', { date: formatDateTime(inv.emailedAt, lang) })}
            </Text>
          )}
          {inv.viewedAt && (
            <Text size="xs" c="dimmed" data-testid="invoice-drawer-viewed">
              {t('invoicing.detail.viewedAt', { date: formatDateTime(inv.viewedAt, lang) })}
            </Text>
          )}
          {inv.publicUrl && (
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('invoicing.detail.publicLink')}
              </Text>
              <Anchor
                href={inv.publicUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                data-testid="invoice-public-link"
                style={{ wordBreak: 'break-all' }}
              >
                {t('invoicing.detail.openPublic')}
              </Anchor>
            </Paper>
          )}
          <Title order={5}>{t('invoicing.detail.lines')}</Title>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} fz="sm" data-testid="invoice-drawer-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoicing.form.description')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.form.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.form.unitPrice')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.form.taxRate')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.form.lineTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inv.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      {l.description}
                      {(l.withholdingCode || l.exciseCode) && (
                        <Text size="xs" c="dimmed">
                          {[
                            l.withholdingCode &&
                              t('invoicing.detail.lineWithholding', {
                                code: l.withholdingCode,
                                percent: formatPercent(l.withholdingPercent ?? 0, lang),
                                amount: money(l.withholdingAmount, inv.currency, i18n.language),
                              }),
                            l.exciseCode &&
                              t('invoicing.detail.lineExcise', {
                                code: l.exciseCode,
                                percent: formatPercent(l.excisePercent ?? 0, lang),
                                amount: money(l.exciseAmount, inv.currency, i18n.language),
                              }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(l.quantity, lang)} {INVOICE_UNITS[l.unit][lang === 'en' ? 'en' : 'tr']}
                    </Table.Td>
                    <Table.Td ta="right">{money(l.unitPrice, inv.currency, i18n.language, { maxDigits: 4 })}</Table.Td>
                    <Table.Td ta="right">{formatPercent(l.taxRate, lang)}</Table.Td>
                    <Table.Td ta="right">{money(l.total, inv.currency, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={4} maw={340} ml="auto" w="100%">
            <Group justify="space-between">
              <Text size="sm">{t('invoicing.form.subtotal')}</Text>
              <Text size="sm">{money(inv.subtotal, inv.currency, i18n.language)}</Text>
            </Group>
            {inv.exciseTotal !== 0 && (
              <Text size="xs" c="dimmed" ta="right">
                {t('invoicing.form.exciseIncluded', { amount: money(inv.exciseTotal, inv.currency, i18n.language) })}
              </Text>
            )}
            {inv.discountTotal > 0 && (
              <Group justify="space-between">
                <Text size="sm">{t('invoicing.form.discountTotal')}</Text>
                <Text size="sm">{money(-inv.discountTotal, inv.currency, i18n.language)}</Text>
              </Group>
            )}
            {inv.charges.map((c, i) => (
              <Group key={i} justify="space-between" data-testid="invoice-drawer-charge">
                <Text size="sm">{c.reason || labelOf(CHARGE_REASON_CODES[c.reasonCode ?? ''], lang) || c.reasonCode}</Text>
                <Text size="sm">{money(c.amount, inv.currency, i18n.language)}</Text>
              </Group>
            ))}
            {inv.taxBreakdown.map((b) => (
              <Group key={`${b.category}-${b.rate}`} justify="space-between">
                <Text size="sm">{t('invoicing.form.taxAt', { rate: formatPercent(b.rate, lang).replace('%', '') })}</Text>
                <Text size="sm">{money(b.tax, inv.currency, i18n.language)}</Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('invoicing.form.total')}</Text>
              <Text fw={800}>{money(inv.total, inv.currency, i18n.language)}</Text>
            </Group>
            {inv.withholdingTotal > 0 && (
              <Group justify="space-between">
                <Text size="sm">{t('invoicing.form.withholdingTotal')}</Text>
                <Text size="sm">{money(-inv.withholdingTotal, inv.currency, i18n.language)}</Text>
              </Group>
            )}
            {inv.stopajAmount > 0 && (
              <Group justify="space-between">
                <Text size="sm">{t('invoicing.form.stopaj')}</Text>
                <Text size="sm">{money(-inv.stopajAmount, inv.currency, i18n.language)}</Text>
              </Group>
            )}
            {inv.amountDue !== inv.total && (
              <Group justify="space-between" data-testid="invoice-drawer-amount-due">
                <Text fw={700}>{t('invoicing.form.amountDue')}</Text>
                <Text fw={800}>{money(inv.amountDue, inv.currency, i18n.language)}</Text>
              </Group>
            )}
          </Stack>
          {inv.attachments.length > 0 && (
            <Stack gap={4} data-testid="invoice-drawer-attachments">
              <Title order={5}>{t('invoicing.attachments.title')}</Title>
              {inv.attachments.map((a) => (
                <Group key={a.id} gap={6} wrap="nowrap">
                  <IconPaperclip size={14} />
                  <Anchor component="button" type="button" size="sm" onClick={() => download(a)} truncate="end">
                    {a.filename}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          )}
          <Title order={5}>{t('invoicing.detail.payments')}</Title>
          {payments.data && payments.data.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('invoicing.detail.noPayments')}
            </Text>
          )}
          {payments.data && payments.data.length > 0 && (
            <Table verticalSpacing={4} fz="sm" data-testid="invoice-drawer-payments">
              <Table.Tbody>
                {payments.data.map((p) => (
                  <Table.Tr key={p.id} data-testid="invoice-payment-row">
                    <Table.Td>{formatDate(p.paidAt, lang)}</Table.Td>
                    <Table.Td>{t(`invoicing.paymentMethods.${p.method}`)}</Table.Td>
                    <Table.Td>{p.reference || '—'}</Table.Td>
                    <Table.Td ta="right">{money(p.amount, inv.currency, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
