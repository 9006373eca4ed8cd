import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, translate, type Language, type MessageKey } from '@ulak/shared';
import type { MailServerStatus } from '../api/serversApi';

// ServerStatusBadge shows a mail server's status: active is green, anything else is a problem state (seed 001 §4).
export function ServerStatusBadge({ status, lastError }: { status: MailServerStatus; lastError?: string | null }) {
  const { t, i18n } = useTranslation();
  const known = status === 'active' || status === 'paused' || status === 'error';
  const badge = (
    <Badge variant="light" color={status === 'active' ? 'teal' : status === 'paused' ? 'orange' : 'red'} data-testid="server-status" data-status={status}>
      {known ? t(`campaigns.rotation.status.${status}`) : t('campaigns.rotation.status.error')}
    </Badge>
  );
  // the server sends a classified error code (never the remote reply); older rows may still hold text
  const lang: Language = i18n.language === 'tr' ? 'tr' : 'en';
  const label = lastError && lastError in MESSAGES ? translate(lastError as MessageKey, lang) : lastError;
  return label && status !== 'active' ? (
    <Tooltip label={label} multiline w={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
