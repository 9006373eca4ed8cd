import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usageLevel, usagePercent, type UsageLevel } from '@ulak/shared/plans';
import { formatNumber, formatPercent } from './format';

const LEVEL_COLOR: Record<UsageLevel, string> = { normal: 'teal', warning: 'yellow', critical: 'red' };

type Props = { sent: number; limit: number | null | undefined };

// UsageBar shows emails sent against the monthly limit with the level text (≥90 critical, ≥70 warning).
export function UsageBar({ sent, limit }: Props) {
  const { t, i18n } = useTranslation();
  const percent = usagePercent(sent, limit);
  const level = usageLevel(percent);
  return (
    <Stack gap={6} data-testid="usage-bar" data-level={level}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('usage.sentOfLimit', { sent: formatNumber(sent, i18n.language), limit: limit ? formatNumber(limit, i18n.language) : '—' })}</Text>
        <Text size="sm" fw={600}>
          {formatPercent(percent, i18n.language, { maxDigits: percent > 0 && percent < 1 ? 1 : 0 })}
        </Text>
      </Group>
      <Progress value={percent} color={LEVEL_COLOR[level]} size="lg" radius="xl" aria-label={t('usage.ariaLabel')} />
      <Text size="sm" c={LEVEL_COLOR[level]} data-testid="usage-level">
        {t(`usage.level.${level}`)}
      </Text>
    </Stack>
  );
}
