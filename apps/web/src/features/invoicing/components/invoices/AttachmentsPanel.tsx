import { ActionIcon, Anchor, Button, FileButton, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_INVOICE } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { formatNumber } from '../../../../ui/format';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import type { Attachment } from '../../api/attachmentsApi';
import { useDownloadAttachmentMutation } from '../../hooks/useDownloadAttachmentMutation';
import { useAttachmentsQuery } from '../../hooks/useAttachmentsQuery';
import { useDeleteAttachmentMutation } from '../../hooks/useDeleteAttachmentMutation';
import { useUploadAttachmentMutation } from '../../hooks/useUploadAttachmentMutation';
import { QueryError } from '../common/QueryError';

/** The files the server takes (EN 16931 BG-24 MIME types), by extension: browsers name CSV files differently. */
const EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.csv', '.xlsx', '.ods'];
const ACCEPT = [
  ...EXTENSIONS,
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
].join(',');

// sizeText is a file size in KB or MB by the interface language.
const sizeText = (bytes: number, language: string) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`
    : `${formatNumber(Math.round(bytes / 104857.6) / 10, language)} MB`;

// AttachmentsPanel lists a draft's supporting documents (embedded in its e-invoices), uploads one (PDF, PNG, JPEG, CSV,
// XLSX or ODS of at most 2 MB, checked here and by the server) and deletes one after a confirmation. A new invoice
// has none until it is saved.
export function AttachmentsPanel({ invoiceId }: { invoiceId: string | null }) {
  const { t, i18n } = useTranslation();
  const query = useAttachmentsQuery(invoiceId);
  const upload = useUploadAttachmentMutation(invoiceId ?? '');
  const remove = useDeleteAttachmentMutation(invoiceId ?? '');
  const confirm = useConfirmedDelete<Attachment>(remove, {
    deleted: (a) => t('invoicing.attachments.deleted', { name: a.filename }),
    failed: t('invoicing.attachments.deleteFailed'),
  });
  const list = query.data ?? [];

  const pick = (file: File | null) => {
    if (!file || !invoiceId) return;
    const name = file.name.toLowerCase();
    if (!EXTENSIONS.some((ext) => name.endsWith(ext))) {
      notifications.show({ color: 'red', message: t('invoicing.attachments.badType') });
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      notifications.show({ color: 'red', message: t('invoicing.attachments.tooLarge', { size: ATTACHMENT_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    upload.mutate(file, {
      onSuccess: (a) => notifications.show({ color: 'teal', message: t('invoicing.attachments.uploaded', { name: a.filename }) }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.attachments.uploadFailed')) }),
    });
  };
  const downloadFile = useDownloadAttachmentMutation();
  const download = (a: Attachment) =>
    invoiceId &&
    downloadFile.mutate(
      { invoiceId, attachment: a },
      { onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.downloadFailed')) }) },
    );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="invoice-attachments">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600} size="sm">
              {t('invoicing.attachments.title')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('invoicing.attachments.hint', { size: ATTACHMENT_MAX_BYTES / 1024 / 1024, count: ATTACHMENTS_PER_INVOICE })}
            </Text>
          </div>
          {invoiceId && (
            <FileButton onChange={pick} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                  disabled={list.length >= ATTACHMENTS_PER_INVOICE || !query.isSuccess}
                  data-testid="attachment-upload"
                >
                  {t('invoicing.attachments.upload')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {!invoiceId && (
          <Text size="sm" c="dimmed" data-testid="attachments-save-first">
            {t('invoicing.attachments.saveFirst')}
          </Text>
        )}
        {invoiceId && query.isPending && <Skeleton h={28} />}
        {query.isError && <QueryError error={query.error} fallback={t('invoicing.attachments.loadFailed')} onRetry={() => void query.refetch()} />}
        {query.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="attachments-empty">
            {t('invoicing.attachments.empty')}
          </Text>
        )}
        {list.map((a) => (
          <Group key={a.id} justify="space-between" wrap="nowrap" data-testid="attachment-row" data-name={a.filename}>
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={14} />
              <Anchor component="button" type="button" size="sm" onClick={() => download(a)} truncate="end" data-testid="attachment-download">
                {a.filename}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {sizeText(a.size, i18n.language)}
              </Text>
            </Group>
            <Tooltip label={t('invoicing.attachments.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('invoicing.attachments.delete')}
                onClick={() => confirm.ask(a)}
                data-testid="attachment-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        {...confirm.modal}
        title={t('invoicing.attachments.deleteTitle')}
        text={t('invoicing.attachments.deleteText', { name: confirm.target?.filename ?? '' })}
        confirmLabel={t('invoicing.attachments.delete')}
        testId="attachment-delete"
      />
    </Paper>
  );
}
