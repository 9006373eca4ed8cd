import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import type { ContactImport } from '../../api/importsApi';

const COUNTERS = [
  { key: 'inserted', color: 'teal' },
  { key: 'updated', color: 'blue' },
  { key: 'skipped', color: 'gray' },
  { key: 'failed', color: 'red' },
] as const;

// ImportCounters shows an import's inserted, updated, skipped and failed rows.
export function ImportCounters({ data }: { data: ContactImport }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="import-counters">
      {COUNTERS.map((c) => (
        <Paper key={c.key} withBorder radius="md" p="sm" data-testid={`import-${c.key}`} data-value={data[c.key]}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t(`audience.imports.counters.${c.key}`)}
          </Text>
          <Text fz={24} fw={800} c={data[c.key] > 0 ? c.color : undefined}>
            {formatNumber(data[c.key], i18n.language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
