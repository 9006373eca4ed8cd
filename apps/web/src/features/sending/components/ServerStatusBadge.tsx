import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailServerStatus } from '../api/serversApi';

// ServerStatusBadge shows a mail server's status: active is green, anything else is a problem state (seed 001 §4).
export function ServerStatusBadge({ status, lastError }: { status: MailServerStatus; lastError?: string | null }) {
  const { t } = useTranslation();
  const known = status === 'active' || status === 'paused' || status === 'error';
  const badge = (
    <Badge variant="light" color={status === 'active' ? 'teal' : status === 'paused' ? 'orange' : 'red'} data-testid="server-status" data-status={status}>
      {known ? t(`campaigns.rotation.status.${status}`) : t('campaigns.rotation.status.error')}
    </Badge>
  );
  return lastError && status !== 'active' ? <Tooltip label={lastError} multiline w={280}>{badge}</Tooltip> : badge;
}
