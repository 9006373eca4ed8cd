import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { IpPoolServer } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { useIpPoolServerMutation } from '../hooks/useIpPoolServerMutation';

// QuarantineBadge marks a server a blocklist quarantined, with since when and why.
export function QuarantineBadge({ server }: { server: IpPoolServer }) {
  const { t, i18n } = useTranslation();
  if (!server.quarantinedAt) return null;
  const since = t('admin.panel.pools.quarantineSince', { date: formatDateTime(server.quarantinedAt, i18n.language) });
  return (
    <Tooltip label={[since, server.quarantineReason].filter(Boolean).join(' — ')} multiline w={320} withArrow>
      <Badge color="red" variant="filled" data-testid={`pool-quarantined-${server.id}`}>
        {t('admin.panel.pools.quarantine')}
      </Badge>
    </Tooltip>
  );
}

// WarmupCell shows the day of the server's warm-up and today's cap.
export function WarmupCell({ server }: { server: IpPoolServer }) {
  const { t, i18n } = useTranslation();
  if (!server.warmup) return <Text size="sm">{t('admin.panel.pools.warmupNone')}</Text>;
  return (
    <Badge variant="light" color="orange" data-testid={`pool-warmup-${server.id}`}>
      {t('admin.panel.pools.warmupDay', { day: server.warmup.day, cap: formatNumber(server.warmup.cap, i18n.language) })}
    </Badge>
  );
}

// IpPoolServerActions releases a quarantine and starts or ends a warm-up.
export function IpPoolServerActions({ server }: { server: IpPoolServer }) {
  const { t, i18n } = useTranslation();
  const m = useIpPoolServerMutation();
  const fail = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.pools.actionFailed')) });
  const busy = m.isPending && m.variables?.id === server.id;
  return (
    <Group gap="xs" wrap="nowrap">
      {server.quarantinedAt && (
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={busy && m.variables?.action === 'release'}
          onClick={() =>
            m.mutate(
              { id: server.id, action: 'release' },
              { onSuccess: () => notifications.show({ color: 'teal', message: t('admin.panel.pools.released', { name: server.name }) }), onError: fail },
            )
          }
        >
          {t('admin.panel.pools.release')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        loading={busy && m.variables?.action === 'warmup'}
        onClick={() =>
          m.mutate(
            { id: server.id, action: 'warmup', warmup: !server.warmup },
            {
              onSuccess: (s) =>
                notifications.show({
                  color: 'teal',
                  message: s.warmup
                    ? t('admin.panel.pools.warmupStarted', { name: s.name, cap: formatNumber(s.warmup.cap, i18n.language) })
                    : t('admin.panel.pools.warmupEnded', { name: s.name }),
                }),
              onError: fail,
            },
          )
        }
      >
        {server.warmup ? t('admin.panel.pools.warmupEnd') : t('admin.panel.pools.warmupStart')}
      </Button>
    </Group>
  );
}
