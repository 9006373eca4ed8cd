import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { useCatalogueQuery } from '../hooks/useCatalogueQuery';

// CatalogueTab lists the triggers, or the actions and flow control, as the server offers them.
export function CatalogueTab({ kind }: { kind: 'triggers' | 'actions' }) {
  const { t } = useLooseT();
  const q = useCatalogueQuery();
  if (!q.data) return <Text c="dimmed">{t('automation.loading')}</Text>;
  const items = kind === 'triggers' ? q.data.triggers : [...q.data.actions, ...q.data.flow];
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }}>
      {items.map((i) => (
        <Card key={i.id} withBorder data-testid={`catalogue-${i.id}`}>
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text fw={600}>{t(`automation.kinds.${i.id}.name`, { defaultValue: i.id })}</Text>
            <Badge variant="light">{t(`automation.categories.${i.category}`, { defaultValue: i.category })}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`automation.kinds.${i.id}.description`, { defaultValue: '' })}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
