import { Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { usageLevel, usagePercent } from '@ulak/shared/plans';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatNumber } from '../../../ui/format';
import { useChannelUsageQuery } from '../hooks/useChannelUsageQuery';

const LEVEL_COLOR = { normal: 'teal', warning: 'yellow', critical: 'red' } as const;

// ChannelUsage shows this month's SMS, WhatsApp and push messages against the plan's monthly limits (a message counts
// when it is handed to the provider); on the channels screen and beside the email usage of the subscription screen.
export function ChannelUsage() {
  const { t, i18n } = useTranslation();
  const query = useChannelUsageQuery();
  if (query.isError) return null;
  if (!query.data) return <Skeleton h={72} />;
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="channel-usage">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('channels.usage.title', { plan: query.data.plan })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {query.data.usage.map((u) => {
            const percent = usagePercent(u.used, u.limit);
            return (
              <Stack key={u.channel} gap={4} data-testid={`channel-usage-${u.channel}`} data-used={u.used} data-limit={u.limit}>
                <Text size="xs" c="dimmed">
                  {t('channels.usage.ofLimit', { channel: t(`channels.kind.${u.channel}`), used: n(u.used), limit: n(u.limit) })}
                </Text>
                <Progress
                  value={percent}
                  color={LEVEL_COLOR[usageLevel(percent)]}
                  aria-label={t('channels.usage.ofLimit', { channel: t(`channels.kind.${u.channel}`), used: n(u.used), limit: n(u.limit) })}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
