import { Button, Card, Container, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EnterpriseCards } from '../../features/marketing/components/EnterpriseCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { FEATURE_DOMAINS } from '../../features/marketing/content';

// FeaturesPage walks through the capability areas in tabs (email first), then the enterprise extras.
export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('features.title')} text={t('features.text')} />
      <Container size="lg" pb="xl">
        <Tabs defaultValue="email" variant="outline">
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {FEATURE_DOMAINS.map((d) => (
              <Tabs.Tab key={d.key} value={d.key} leftSection={<d.icon size={16} />} data-testid={`features-tab-${d.key}`}>
                {t(`features.domains.${d.key}.title`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FEATURE_DOMAINS.map((d) => (
            <Tabs.Panel key={d.key} value={d.key} pt="lg">
              <Stack gap="md">
                <Text c="dimmed">{t(`features.domains.${d.key}.text`)}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {d.items.map((item) => (
                    <Card key={item} withBorder radius="md" padding="md">
                      <Group gap="sm" wrap="nowrap">
                        <ThemeIcon variant="light" radius="xl" color="teal">
                          <IconCheck size={16} />
                        </ThemeIcon>
                        <Text fw={600} size="sm">
                          {t(`features.items.${item}`)}
                        </Text>
                      </Group>
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
          <Title order={2} ta="center">
            {t('features.enterprise.title')}
          </Title>
          <EnterpriseCards />
        </Stack>
      </Container>
      <TrialCta secondary={{ to: '/demo', label: t('features.demoLink') }} />
      <Group justify="center" pb="md">
        <Button component={Link} to="/pricing" variant="subtle">
          {t('nav.pricing')}
        </Button>
      </Group>
    </>
  );
}
