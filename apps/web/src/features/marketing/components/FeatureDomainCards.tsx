import { Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEATURE_DOMAINS } from '../content';
import { moduleState } from '@ulak/shared/site';
import { ModuleStateBadge } from '../moduleState';

// FeatureDomainCards shows one card per capability area with its state (shipped or planned), a short text and,
// optionally, its features.
export function FeatureDomainCards({ withItems = false }: { withItems?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {FEATURE_DOMAINS.map((domain) => (
        <Card key={domain.key} withBorder radius="md" padding="lg" data-testid={`feature-card-${domain.key}`} data-state={moduleState(domain.module)}>
          <Group justify="space-between" align="flex-start" mb="sm">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <domain.icon size={24} />
            </ThemeIcon>
            <ModuleStateBadge module={domain.module} />
          </Group>
          <Title order={3} fz="lg" mb={6}>
            {t(`features.domains.${domain.key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`features.domains.${domain.key}.text`)}
          </Text>
          {withItems && (
            <List size="sm" mt="sm" spacing={4}>
              {domain.items.map((item) => (
                <List.Item key={item}>{t(`features.items.${item}.title`)}</List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
