import { DonutChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comprehensive } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'gray.6'];
const KINDS = ['types', 'os', 'clients'] as const;

// DevicesTab shows the shares of device type, operating system and mail client among human opens and clicks.
export function DevicesTab({ report }: { report: Comprehensive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!report.devices.types.length)
    return (
      <EmptyState
        icon={<IconDevices size={28} />}
        title={t('analytics.devices.emptyTitle')}
        description={t('analytics.devices.emptyText')}
        testId="analytics-devices-empty"
      />
    );
  const label = (kind: (typeof KINDS)[number], name: string) =>
    kind === 'types' || name === 'unknown' ? t(`analytics.devices.names.${name}`, { defaultValue: name }) : name;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {KINDS.map((kind) => {
          const rows = report.devices[kind];
          const total = rows.reduce((s, r) => s + r.count, 0);
          return (
            <Paper key={kind} withBorder radius="md" p="md" data-testid={`analytics-devices-${kind}`}>
              <Title order={4} fz="md" mb="sm">
                {t(`analytics.devices.${kind}`)}
              </Title>
              <DonutChart mx="auto" withTooltip data={rows.map((r, i) => ({ name: label(kind, r.name), value: r.count, color: COLORS[i % COLORS.length] }))} />
              <Table mt="sm">
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.name}>
                      <Table.Td>{label(kind, r.name)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(r.count, lang)}</Table.Td>
                      <Table.Td ta="right">{formatPercent(Math.round((r.count / Math.max(1, total)) * 1000) / 10, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('analytics.devices.note')}
      </Text>
    </Stack>
  );
}
