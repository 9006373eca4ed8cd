import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivityHeartbeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { useStatusQuery } from '../hooks/useStatusQuery';
import { shownStatus } from '../statusValues';
import { StatusBadge } from './StatusBadge';

// StatusSummaryCard is the help centre's side card: the platform's overall status with a link to the status page.
export function StatusSummaryCard() {
  const { t, i18n } = useTranslation();
  const status = useStatusQuery();
  const overall = status.isError ? 'unknown' : shownStatus(status.data?.overall);
  return (
    <Paper withBorder radius="md" p="md" data-testid="help-status-card" data-status={status.isPending ? 'loading' : overall}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconActivityHeartbeat size={20} aria-hidden />
          <Title order={2} fz="md">
            {t('statusPage.sideCard.title')}
          </Title>
        </Group>
        {status.isPending ? (
          <Skeleton h={22} w="60%" />
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`statusPage.overall.${overall}`)}</Text>
            <StatusBadge status={overall} size="sm" />
          </Group>
        )}
        {status.data && (
          <Text size="xs" c="dimmed">
            {t('statusPage.checkedAt', { time: formatDateTime(status.data.checkedAt, i18n.language) })}
          </Text>
        )}
        <Anchor component={Link} to="/status" size="sm" fw={600}>
          {t('statusPage.sideCard.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
