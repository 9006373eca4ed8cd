import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, translate, type Language, type MessageKey } from '@ulak/shared';
import type { MailServer, MailServerStatus } from '../api/serversApi';

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

// ServerFlags marks a server the platform quarantined (its IP is on a blocklist, with the reason) and a warming one
// (the day of its warm-up and today's cap).
export function ServerFlags({ server }: { server: Pick<MailServer, 'quarantinedAt' | 'quarantineReason' | 'warmup'> }) {
  const { t } = useTranslation();
  if (!server.quarantinedAt && !server.warmup) return null;
  return (
    <Group gap={4} mt={4} wrap="nowrap">
      {server.quarantinedAt && (
        <Tooltip label={server.quarantineReason ?? ''} disabled={!server.quarantineReason} multiline w={280}>
          <Badge color="red" variant="filled" data-testid="server-quarantined">
            {t('campaigns.rotation.status.quarantined')}
          </Badge>
        </Tooltip>
      )}
      {server.warmup && (
        <Badge color="orange" variant="light" data-testid="server-warmup-day">
          {t('campaigns.rotation.status.warmup', { day: server.warmup.day, cap: server.warmup.cap })}
        </Badge>
      )}
    </Group>
  );
}
