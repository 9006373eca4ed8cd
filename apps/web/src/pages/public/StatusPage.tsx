import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../features/marketing/components/PageHero';
import { useHealthQuery } from '../../features/status/hooks/useHealthQuery';
import type { Health } from '../../features/status/api/statusApi';
import { formatDateTime } from '../../ui/format';

type ServiceStatus = 'operational' | 'degraded' | 'outage' | 'unknown';

const COLOR: Record<ServiceStatus, string> = { operational: 'teal', degraded: 'yellow', outage: 'red', unknown: 'gray' };
const KNOWN_CHECKS = ['database', 'queue', 'mail'] as const;
type KnownCheck = (typeof KNOWN_CHECKS)[number];

function isKnownCheck(name: string): name is KnownCheck {
  return (KNOWN_CHECKS as readonly string[]).includes(name);
}

// checkStatus maps a dependency check ('up' or anything else) to a service status.
function checkStatus(status: string): ServiceStatus {
  return status === 'up' || status === 'ok' ? 'operational' : 'outage';
}

// overallStatus: outage when the API does not answer, degraded when a dependency is down, else operational.
function overallStatus(isSuccess: boolean, isError: boolean, data: Health | undefined): ServiceStatus {
  if (isError) return 'outage';
  if (!isSuccess) return 'unknown';
  const checks = Object.values(data?.checks ?? {});
  return checks.every((c) => checkStatus(c.status) === 'operational') ? 'operational' : 'degraded';
}

// StatusPage reports the live health of the API and its dependencies, checked every 30 seconds.
export function StatusPage() {
  const { t, i18n } = useTranslation();
  const health = useHealthQuery();
  const overall = overallStatus(health.isSuccess, health.isError, health.data);
  const apiStatus: ServiceStatus = health.isSuccess ? 'operational' : health.isError ? 'outage' : 'unknown';
  const checks = Object.entries(health.data?.checks ?? {});
  const checkedAt = Math.max(health.dataUpdatedAt, health.errorUpdatedAt);

  const row = (key: string, name: string, description: string | null, status: ServiceStatus, latency?: number) => (
    <Group key={key} justify="space-between" wrap="nowrap" data-testid={`status-service-${key}`} data-status={status}>
      <div>
        <Text fw={600}>{name}</Text>
        {description && <Text size="sm" c="dimmed">{description}</Text>}
      </div>
      <Group gap="xs" wrap="nowrap">
        {latency !== undefined && <Text size="xs" c="dimmed">{t('statusPage.latency', { ms: Math.round(latency) })}</Text>}
        <Badge color={COLOR[status]} variant="light">
          {t(`statusPage.values.${status}`)}
        </Badge>
      </Group>
    </Group>
  );

  return (
    <>
      <PageHero title={t('statusPage.title')} text={t('statusPage.text')} />
      <Container size="sm" pb="xl">
        <Stack gap="md">
          <Card withBorder radius="md" data-testid="status-overall" data-status={overall}>
            <Group justify="space-between">
              <Title order={2} fz="lg">
                {t(`statusPage.overall.${overall}`)}
              </Title>
              <Badge color={COLOR[overall]} size="lg">
                {t(`statusPage.values.${overall}`)}
              </Badge>
            </Group>
          </Card>
          <Card withBorder radius="md">
            <Stack gap="md">
              {row('api', t('statusPage.services.api'), t('statusPage.services.apiText'), apiStatus)}
              {checks.map(([name, check]) =>
                row(name, isKnownCheck(name) ? t(`statusPage.services.${name}`) : name, null, checkStatus(check.status), check.latencyMs),
              )}
            </Stack>
          </Card>
          {checkedAt > 0 && (
            <Text size="xs" c="dimmed" ta="center">
              {t('statusPage.checkedAt', { time: formatDateTime(new Date(checkedAt).toISOString(), i18n.language) })}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  );
}
