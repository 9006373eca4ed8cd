import '../i18n';
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from '@ulak/shared/analytics';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { QueryError } from '../../../ui/QueryError';
import { formatDate, formatMonth } from '../../../ui/format';
import { useRetentionQuery } from '../hooks/useRetentionQuery';
import { useSaveRetentionMutation } from '../hooks/useSaveRetentionMutation';

const FOREVER = 'forever';
const CHOICES = [3, 6, 12, 24, 36, 60, 120];

// RetentionCard is the platform admins' setting of how long raw engagement events (open and click hits) are kept: whole
// old months are dropped (reports keep every figure, read from the daily rollups). Self-contained: it loads and saves
// GET / PUT /api/admin/analytics/retention and asks before a shorter retention drops stored months.
export function RetentionCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useRetentionQuery();
  const save = useSaveRetentionMutation();
  const [value, setValue] = useState<string>(FOREVER);
  const [confirming, setConfirming] = useState(false);
  const current = query.data?.months ?? null;
  useEffect(() => setValue(current === null ? FOREVER : String(current)), [current]);

  if (query.isError)
    return <QueryError error={query.error} fallback={t('analytics.retention.loadError')} onRetry={() => void query.refetch()} testId="retention-error" />;
  const months = value === FOREVER ? null : Number(value);
  const options = [...new Set([...CHOICES, ...(current === null ? [] : [current])])]
    .filter((m) => m >= RETENTION_MIN_MONTHS && m <= RETENTION_MAX_MONTHS)
    .sort((a, b) => a - b);
  // a shorter retention than before (or any, after forever) drops stored months: ask first
  const drops = months !== null && (current === null || months < current);
  const submit = () =>
    save.mutate(
      { months },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'green', message: t('analytics.retention.saved') });
        },
        onError: (err) => {
          setConfirming(false);
          notifications.show({
            color: 'red',
            title: t('analytics.retention.saveFailed'),
            message: serverErrorText(err, t('analytics.retention.saveFailedText')),
          });
        },
      },
    );
  const state = query.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="retention-card">
      <Stack gap="sm">
        <Group gap="xs">
          <IconDatabase size={18} />
          <Title order={4} fz="md">
            {t('analytics.retention.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('analytics.retention.text')}
        </Text>
        {!state ? (
          <Skeleton h={36} />
        ) : (
          <>
            <Group align="flex-end">
              <Select
                label={t('analytics.retention.label')}
                value={value}
                onChange={(v) => v && setValue(v)}
                allowDeselect={false}
                data={[
                  { value: FOREVER, label: t('analytics.retention.forever') },
                  ...options.map((m) => ({ value: String(m), label: t('analytics.retention.months', { count: m }) })),
                ]}
                w={220}
                data-testid="retention-months"
              />
              <Button
                onClick={() => (drops ? setConfirming(true) : submit())}
                disabled={months === current}
                loading={save.isPending && !confirming}
                data-testid="retention-save"
              >
                {t('analytics.retention.save')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" data-testid="retention-state">
              {state.oldestPartition
                ? t('analytics.retention.oldest', { month: formatMonth(state.oldestPartition, lang) })
                : t('analytics.retention.noPartitions')}{' '}
              {state.droppedThrough
                ? t('analytics.retention.dropped', { date: formatDate(state.droppedThrough, lang, { timeZone: 'UTC' }) })
                : t('analytics.retention.nothingDropped')}
            </Text>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('analytics.retention.confirmTitle')}
        text={t('analytics.retention.confirmText', { count: months ?? 0 })}
        confirmLabel={t('analytics.retention.confirm')}
        loading={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
        testId="retention"
      />
    </Paper>
  );
}
