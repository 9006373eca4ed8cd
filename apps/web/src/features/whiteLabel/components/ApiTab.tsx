import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { API_ENDPOINT_GROUPS, type ApiLimits, type Tenant } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatNumber } from '../../../ui/format';
import { useApiUsageQuery } from '../hooks/useApiUsageQuery';
import { useSaveApiLimitsMutation } from '../hooks/useSaveApiLimitsMutation';
import { WorkspacePicker } from './WorkspacePicker';

/** dataPerMonthGb counts binary gigabytes (1,024 GB = 1 TB). */
const GB = 1024 ** 3;

// Meter is one limit with its live usage.
function Meter({ label, used, limit, unit = '', testId }: { label: string; used: number; limit: number; unit?: string; testId?: string }) {
  const { i18n } = useTranslation();
  const pct = Math.min(100, Math.max(0, (used / limit) * 100));
  return (
    <div data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {formatNumber(used, i18n.language, { maxDigits: unit ? 2 : 0 })} / {formatNumber(limit, i18n.language)}
          {unit}
        </Text>
      </Group>
      <Progress value={pct} color={pct >= 90 ? 'red' : pct >= 70 ? 'yellow' : 'teal'} />
    </div>
  );
}

// ApiTab shows a workspace's API limits and current usage live; a reseller (or the admin) edits a tenant's limits.
export function ApiTab({ tenants, canEdit }: { tenants: Tenant[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const [workspaceId, setWorkspaceId] = useState<string | undefined>(undefined);
  const q = useApiUsageQuery(workspaceId);
  const save = useSaveApiLimitsMutation();
  const [form, setForm] = useState<ApiLimits | null>(null);
  useEffect(() => {
    if (q.data) setForm((f) => (f && f === q.data.limits ? f : q.data.limits));
  }, [q.data]);
  const editable = canEdit && workspaceId !== undefined;
  const d = q.data;
  return (
    <Stack gap="md">
      <WorkspacePicker
        tenants={tenants}
        value={workspaceId}
        onChange={(v) => {
          setWorkspaceId(v);
          setForm(null);
        }}
        testId="wl-api-workspace"
      />
      {q.isError && <Alert color="red">{serverErrorText(q.error, t('whiteLabel.loadFailed'))}</Alert>}
      {!d && !q.isError && <Skeleton h={200} />}
      {d && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md" data-testid="wl-api-usage">
            <Title order={3} fz="md" mb="sm">
              {t('whiteLabel.api.usage')}
            </Title>
            <Stack gap="sm">
              <Meter label={t('whiteLabel.api.perMinute')} used={d.usage.minute} limit={d.limits.global.perMinute} />
              <Meter label={t('whiteLabel.api.perHour')} used={d.usage.hour} limit={d.limits.global.perHour} />
              <Meter label={t('whiteLabel.api.perDay')} used={d.usage.day} limit={d.limits.global.perDay} />
              {API_ENDPOINT_GROUPS.map((g) => (
                <Meter
                  key={g}
                  label={t('whiteLabel.api.endpointPerMinute', { endpoint: t(`whiteLabel.api.endpoints.${g}`) })}
                  used={d.usage.endpoints[g] ?? 0}
                  limit={d.limits.endpoints[g]}
                  testId={`wl-usage-${g}`}
                />
              ))}
              <Meter
                label={t('whiteLabel.api.concurrentConnections')}
                used={d.usage.concurrent}
                limit={d.limits.global.concurrentConnections}
                testId="wl-usage-concurrent"
              />
              <Meter
                label={t('whiteLabel.api.dataPerMonthGb')}
                used={d.usage.dataBytes / GB}
                limit={d.limits.global.dataPerMonthGb}
                unit=" GB"
                testId="wl-usage-data"
              />
              <Text size="xs" c="dimmed">
                {t('whiteLabel.api.countedHint')}
              </Text>
            </Stack>
          </Paper>
          {form && (
            <Paper withBorder radius="md" p="md">
              <Title order={3} fz="md" mb="sm">
                {t('whiteLabel.api.limits')}
              </Title>
              {!editable && (
                <Text size="sm" c="dimmed" mb="sm">
                  {t('whiteLabel.api.readOnly')}
                </Text>
              )}
              <Stack gap="xs">
                {(['perMinute', 'perHour', 'perDay', 'concurrentConnections', 'dataPerMonthGb'] as const).map((k) => (
                  <LocaleNumberInput
                    key={k}
                    decimalScale={0}
                    label={t(`whiteLabel.api.${k}`)}
                    min={1}
                    value={form.global[k]}
                    disabled={!editable}
                    onChange={(v) => typeof v === 'number' && Number.isFinite(v) && setForm({ ...form, global: { ...form.global, [k]: v } })}
                  />
                ))}
                {API_ENDPOINT_GROUPS.map((g) => (
                  <LocaleNumberInput
                    key={g}
                    decimalScale={0}
                    label={t('whiteLabel.api.endpointPerMinute', { endpoint: t(`whiteLabel.api.endpoints.${g}`) })}
                    min={1}
                    value={form.endpoints[g]}
                    disabled={!editable}
                    onChange={(v) => typeof v === 'number' && Number.isFinite(v) && setForm({ ...form, endpoints: { ...form.endpoints, [g]: v } })}
                    data-testid={`wl-limit-${g}`}
                  />
                ))}
                {editable && workspaceId && (
                  <Group>
                    <Button
                      loading={save.isPending}
                      data-testid="wl-limits-save"
                      onClick={() =>
                        save.mutate(
                          { workspaceId, limits: form },
                          {
                            onSuccess: () => notifications.show({ color: 'teal', message: t('whiteLabel.api.saved') }),
                            onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) }),
                          },
                        )
                      }
                    >
                      {t('common.save')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
