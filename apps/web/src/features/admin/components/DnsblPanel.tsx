import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, TagsInput, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DnsblResult } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import { useDnsblSettingsQuery } from '../hooks/useDnsblSettingsQuery';
import { useSaveDnsblSettingsMutation } from '../hooks/useSaveDnsblSettingsMutation';
import { useCheckBlocklistsMutation } from '../hooks/useCheckBlocklistsMutation';

// DnsblPanel edits the DNS blocklists, says when the IPs were last checked and checks them now.
export function DnsblPanel({ checkedAt }: { checkedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const q = useDnsblSettingsQuery();
  const save = useSaveDnsblSettingsMutation();
  const check = useCheckBlocklistsMutation();
  const [zones, setZones] = useState<string[] | null>(null);
  useEffect(() => {
    if (q.data) setZones(q.data.zones);
  }, [q.data]);
  const fail = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) });
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-dnsbl">
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={3} fz="md">
            {t('admin.panel.pools.dnsbl.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('admin.panel.pools.dnsbl.text')}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Button
            size="sm"
            loading={check.isPending}
            data-testid="admin-dnsbl-check"
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: (r) => notifications.show({ color: r.listed ? 'red' : 'teal', message: t('admin.panel.pools.dnsbl.checked', r) }),
                onError: fail,
              })
            }
          >
            {t('admin.panel.pools.dnsbl.check')}
          </Button>
          <Text size="xs" c="dimmed" data-testid="admin-dnsbl-checked">
            {checkedAt ? t('admin.panel.pools.dnsbl.lastChecked', { date: formatDateTime(checkedAt, i18n.language) }) : t('admin.panel.pools.dnsbl.never')}
          </Text>
        </Stack>
      </Group>
      {zones === null ? (
        <Skeleton h={36} />
      ) : (
        <Group align="flex-end">
          <TagsInput
            label={t('admin.panel.pools.dnsbl.zones')}
            description={t('admin.panel.pools.dnsbl.zonesHint')}
            value={zones}
            onChange={setZones}
            splitChars={[',', ' ']}
            maxTags={20}
            style={{ flex: 1 }}
            data-testid="admin-dnsbl-zones"
          />
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() =>
              save.mutate({ zones }, { onSuccess: () => notifications.show({ color: 'teal', message: t('admin.panel.pools.dnsbl.saved') }), onError: fail })
            }
          >
            {t('admin.panel.pools.dnsbl.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

// BlocklistCell shows a server IP's blocklist answers: each listing with its reason, else clean, unknown or not checked.
export function BlocklistCell({ results }: { results: DnsblResult[] }) {
  const { t } = useTranslation();
  if (!results.length)
    return (
      <Text size="xs" c="dimmed">
        {t('admin.panel.pools.dnsbl.notChecked')}
      </Text>
    );
  const listed = results.filter((r) => r.status === 'listed');
  const unknown = results.filter((r) => r.status === 'unknown');
  return (
    <Group gap={4}>
      {listed.map((r) => (
        <Tooltip
          key={r.zone}
          multiline
          w={320}
          label={r.reason ? t('admin.panel.pools.dnsbl.reason', { reason: r.reason }) : t('admin.panel.pools.dnsbl.answer', { answer: r.answer ?? '' })}
        >
          <Badge color="red" variant="filled" data-testid="admin-dnsbl-listed">
            {t('admin.panel.pools.dnsbl.listed', { zone: r.zone })}
          </Badge>
        </Tooltip>
      ))}
      {unknown.map((r) => (
        <Tooltip key={r.zone} label={t('admin.panel.pools.dnsbl.error', { error: r.error ?? '' })}>
          <Badge color="gray" variant="light" data-testid="admin-dnsbl-unknown">
            {t('admin.panel.pools.dnsbl.unknown', { zone: r.zone })}
          </Badge>
        </Tooltip>
      ))}
      {!listed.length && !unknown.length && (
        <Badge color="teal" variant="light" data-testid="admin-dnsbl-clean">
          {t('admin.panel.pools.dnsbl.clean')}
        </Badge>
      )}
    </Group>
  );
}
