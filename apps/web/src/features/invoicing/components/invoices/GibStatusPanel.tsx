import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime } from '../../../../ui/format';
import { GIB_SUBMISSION_STATUS_LABELS, type GibSubmissionStatus } from '@ulak/shared/invoicing-gib';
import { useGibSubmissionQuery } from '../../hooks/useGibSubmissionQuery';

const COLORS: Record<GibSubmissionStatus, string> = {
  queued: 'blue',
  sent: 'blue',
  accepted: 'teal',
  rejected: 'red',
  failed: 'red',
};

// GibStatusPanel shows where an issued invoice's e-invoice is at GİB (not sent, queued, sent, accepted, rejected or not
// delivered, with the reason, profile and type) and offers to send it, or to send it again after a refusal.
export function GibStatusPanel({ id, onSubmit }: { id: string; onSubmit: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useGibSubmissionQuery(id);
  const s = query.data;
  const canSend = query.isSuccess && (!s || s.status === 'rejected' || s.status === 'failed');
  const lang = i18n.language === 'en' ? 'en' : 'tr';

  return (
    <Paper withBorder p="sm" radius="md" data-testid="invoice-gib" data-status={s?.status ?? ''}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('invoicing.gib.title')}
          </Text>
          {query.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
          {query.isError && (
            <Text size="sm" c="red">
              {serverErrorText(query.error, t('invoicing.gib.loadFailed'))}
            </Text>
          )}
          {query.isSuccess && (
            <Group gap="xs">
              <Badge color={s ? COLORS[s.status] : 'gray'} variant="light" data-testid="invoice-gib-status">
                {s ? GIB_SUBMISSION_STATUS_LABELS[s.status][lang] : t('invoicing.gib.notSent')}
              </Badge>
              {s && (
                <Text size="xs" c="dimmed">
                  {s.profile} · {s.invoiceType} · {formatDateTime(s.updatedAt, i18n.language)}
                </Text>
              )}
            </Group>
          )}
          {s?.reason && (
            <Text size="xs" c={s.status === 'rejected' || s.status === 'failed' ? 'red' : 'dimmed'} data-testid="invoice-gib-message">
              {s.reason}
            </Text>
          )}
        </Stack>
        {canSend && (
          <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={onSubmit} disabled={query.isPending} data-testid="invoice-gib-submit">
            {t(s ? 'invoicing.gib.resubmit' : 'invoicing.gib.submit')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
