import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_FEATURES } from '../content';

// EnterpriseCards lists the enterprise extras.
export function EnterpriseCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {ENTERPRISE_FEATURES.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="lg" data-testid="enterprise-card">
          <ThemeIcon size={40} radius="md" variant="light" color="grape" mb="sm" aria-hidden>
            <f.icon size={22} />
          </ThemeIcon>
          <Title order={3} fz="md" mb={4}>
            {t(`features.enterprise.items.${f.key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`features.enterprise.items.${f.key}.text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
