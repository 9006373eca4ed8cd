import { Badge, Card, SimpleGrid, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconApi, IconBrandWhatsapp, IconCreditCard, IconCurrencyDollar, IconKey, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/integrations';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

/** What Ulak connects to (a later integration would be listed with available: false, badged "coming soon"). */
const INTEGRATIONS = [
  { key: 'smtp', icon: IconMailForward, available: true },
  { key: 'signIn', icon: IconKey, available: true },
  { key: 'rates', icon: IconCurrencyDollar, available: true },
  { key: 'api', icon: IconApi, available: true },
  { key: 'payments', icon: IconCreditCard, available: true },
  { key: 'channels', icon: IconBrandWhatsapp, available: true },
] as const;

// IntegrationsPage lists what Ulak connects to, marking what is available today and what is coming.
export function IntegrationsPage() {
  const { t } = useTranslation();
  usePageMeta(t('integrations.meta.title'), t('integrations.meta.description'));
  return (
    <InfoLayout
      testId="integrations-page"
      title={t('integrations.title')}
      text={t('integrations.text')}
      before={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {INTEGRATIONS.map((i) => (
            <Card key={i.key} withBorder radius="md" padding="lg" data-testid={`integration-${i.key}`}>
              <Group justify="space-between" mb="sm">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <i.icon size={22} />
                </ThemeIcon>
                <Badge color={i.available ? 'teal' : 'gray'} variant="outline">
                  {i.available ? t('integrations.available') : t('integrations.comingSoon')}
                </Badge>
              </Group>
              <Title order={2} fz="md" mb={4}>
                {t(`integrations.items.${i.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`integrations.items.${i.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      }
      sections={[{ id: 'setup', title: t('integrations.setup.title'), text: t('integrations.setup.text') }]}
    />
  );
}
