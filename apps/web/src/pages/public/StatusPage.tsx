import { Alert, Card, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/statusPage';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatDateTime, formatNumber, formatPercent } from '../../ui/format';
import { PageHero } from '../../features/marketing/components/PageHero';
import { useStatusQuery } from '../../features/status/hooks/useStatusQuery';
import type { StatusService } from '../../features/status/api/statusApi';
import { knownServiceId, shownStatus } from '../../features/status/statusValues';
import { StatusBadge } from '../../features/status/components/StatusBadge';
import { IncidentCard } from '../../features/status/components/IncidentCard';

addTranslations(sections);

const METRICS = ['uptime', 'response', 'incidents'] as const;

// ServiceRow is one service of the list: translated name, state, uptime, response time and last incident.
function ServiceRow({ service }: { service: StatusService }) {
  const { t, i18n } = useTranslation();
  const known = knownServiceId(service.id) ? service.id : null;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid={`status-service-${service.id}`} data-status={shownStatus(service.status)}>
      <div>
        <Text fw={600}>{known ? t(`statusPage.services.${known}.name`) : service.name || service.id}</Text>
        <Text size="sm" c="dimmed">
          {known ? t(`statusPage.services.${known}.text`) : service.description}
        </Text>
        <Group gap="md" mt={4}>
          <Text size="xs" c="dimmed">
            {t('statusPage.uptime', { value: service.uptime === null ? '—' : formatPercent(service.uptime, i18n.language) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('statusPage.responseTime', {
              value: service.responseTime === null ? '—' : `${formatNumber(Math.round(service.responseTime), i18n.language)} ms`,
            })}
          </Text>
          {service.lastIncident && (
            <Text size="xs" c="dimmed">
              {t('statusPage.lastIncident', { time: formatDateTime(service.lastIncident, i18n.language) })}
            </Text>
          )}
        </Group>
      </div>
      <StatusBadge status={service.status} />
    </Group>
  );
}

// StatusPage reports the live status of the platform — overall state, services, metrics and active incidents — every 30 seconds.
export function StatusPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('statusPage.meta.title'), t('statusPage.meta.description'));
  const status = useStatusQuery();
  const report = status.data;
  const overall = status.isError && !report ? 'unknown' : shownStatus(report?.overall);
  const active = (report?.incidents ?? []).filter((i) => i.status !== 'resolved');
  const metrics = report?.metrics;
  const metricValue = (key: (typeof METRICS)[number]): string | null => {
    if (!metrics) return null;
    if (key === 'uptime') return metrics.uptimePercent === null ? '—' : formatPercent(metrics.uptimePercent, i18n.language);
    if (key === 'response') return metrics.averageResponseMs === null ? '—' : `${formatNumber(Math.round(metrics.averageResponseMs), i18n.language)} ms`;
    return formatNumber(metrics.incidentsLast90Days, i18n.language);
  };

  return (
    <>
      <PageHero title={t('statusPage.title')} text={t('statusPage.text')} />
      <Container size="md" pb="xl">
        <Stack gap="lg">
          {status.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="status-error">
              {t('statusPage.loadError')}
            </Alert>
          )}
          <Card withBorder radius="md" padding="lg" data-testid="status-overall" data-status={status.isPending ? 'loading' : overall}>
            {status.isPending ? (
              <Skeleton h={32} />
            ) : (
              <Group justify="space-between" wrap="wrap">
                <Title order={2} fz="lg">
                  {t(`statusPage.overall.${overall}`)}
                </Title>
                <StatusBadge status={overall} size="lg" />
              </Group>
            )}
            {report && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('statusPage.checkedAt', { time: formatDateTime(report.checkedAt, i18n.language) })} · {t('statusPage.refresh')}
              </Text>
            )}
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('statusPage.servicesTitle')}
              </Title>
              {status.isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={48} />)}
              {report?.services.map((s) => (
                <ServiceRow key={s.id} service={s} />
              ))}
            </Stack>
          </Card>

          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('statusPage.metrics.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="status-metrics">
              {METRICS.map((key) => {
                const value = metricValue(key);
                return (
                  <Paper key={key} withBorder radius="md" p="md" ta="center" data-testid={`status-metric-${key}`}>
                    {value === null ? (
                      <Skeleton h={28} w="50%" mx="auto" />
                    ) : (
                      <Text fz={26} fw={800}>
                        {value}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t(`statusPage.metrics.${key}`)}
                    </Text>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Stack>

          <Stack gap="sm" data-testid="status-incidents">
            <Title order={2} fz="lg">
              {t('statusPage.incidentsTitle')}
            </Title>
            {report && active.length === 0 && (
              <Paper withBorder radius="md" p="md" data-testid="status-no-incidents">
                <Group gap="xs">
                  <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden />
                  <Text size="sm">{t('statusPage.noIncidents')}</Text>
                </Group>
              </Paper>
            )}
            {active.map((incident) => (
              <IncidentCard key={incident.id} incident={incident} />
            ))}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
