import '@mantine/core/styles/Tabs.css';
import { Button, Card, Container, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/features';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { EnterpriseCards } from '../../features/marketing/components/EnterpriseCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { FEATURE_DOMAINS } from '../../features/marketing/content';

addTranslations(sections);

// FeaturesPage walks through the capability areas in tabs (email first, six features each), then the enterprise extras.
export function FeaturesPage() {
  const { t } = useTranslation();
  usePageMeta(t('features.meta.title'), t('features.meta.description'));
  return (
    <>
      <PageHero title={t('features.title')} text={t('features.text')}>
        <Button component={Link} to="/demo" variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden />} data-testid="features-demo-link">
          {t('features.demoLink')}
        </Button>
      </PageHero>
      <Container size="lg" pb="xl">
        <Tabs defaultValue="email" variant="outline" data-testid="features-tabs">
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {FEATURE_DOMAINS.map((d) => (
              <Tabs.Tab key={d.key} value={d.key} leftSection={<d.icon size={16} aria-hidden />} data-testid={`features-tab-${d.key}`}>
                {t(`features.domains.${d.key}.title`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FEATURE_DOMAINS.map((d) => (
            <Tabs.Panel key={d.key} value={d.key} pt="lg" data-testid={`features-panel-${d.key}`}>
              <Stack gap="md">
                <Stack gap={4}>
                  <Title order={2} fz="xl">
                    {t(`features.domains.${d.key}.title`)}
                  </Title>
                  <Text c="dimmed">{t(`features.domains.${d.key}.text`)}</Text>
                </Stack>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {d.items.map((item) => (
                    <Card key={item} withBorder radius="md" padding="lg" data-testid="feature-item">
                      <Group gap="sm" wrap="nowrap" mb={6}>
                        <ThemeIcon variant="light" radius="xl" color="teal" aria-hidden>
                          <IconCheck size={16} />
                        </ThemeIcon>
                        <Title order={3} fz="md">
                          {t(`features.items.${item}.title`)}
                        </Title>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`features.items.${item}.text`)}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={2}>{t('features.enterprise.title')}</Title>
            <Text c="dimmed">{t('features.enterprise.text')}</Text>
          </Stack>
          <EnterpriseCards />
        </Stack>
      </Container>
      <TrialCta secondary={{ to: '/demo', label: t('features.demoLink') }} />
    </>
  );
}
