import '@mantine/core/styles/Grid.css';
import { Button, Card, Container, Grid, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconFileInvoice, IconMail, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/demo';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { PageHero } from '../../features/marketing/components/PageHero';
import { DemoRequestForm } from '../../features/site/components/DemoRequestForm';
import { StatsStrip } from '../../features/site/components/StatsStrip';
import { Testimonials } from '../../features/site/components/Testimonials';

addTranslations(sections);

const DEMOS = [
  { key: 'campaigns', icon: IconMail, points: ['one', 'two', 'three'] },
  { key: 'crm', icon: IconAddressBook, points: ['one', 'two', 'three'] },
  { key: 'invoicing', icon: IconFileInvoice, points: ['one', 'two', 'three'] },
  { key: 'automation', icon: IconRobot, points: ['one', 'two', 'three'] },
] as const;

// DemoPage offers a guided demo: what it covers, real figures, the request form, testimonials and next steps.
export function DemoPage() {
  const { t } = useTranslation();
  usePageMeta(t('demo.meta.title'), t('demo.meta.description'));
  return (
    <>
      <PageHero title={t('demo.title')} text={t('demo.text')} />
      <Container size="lg" pb="xl">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="demo-cards">
              {DEMOS.map((d) => (
                <Card key={d.key} withBorder radius="md" padding="lg" data-testid="demo-card">
                  <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden>
                    <d.icon size={22} />
                  </ThemeIcon>
                  <Title order={2} fz="md" mb={4}>
                    {t(`demo.cards.${d.key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" mb="xs">
                    {t(`demo.cards.${d.key}.text`)}
                  </Text>
                  <List size="sm" spacing={2}>
                    {d.points.map((p) => (
                      <List.Item key={p}>{t(`demo.cards.${d.key}.points.${p}`)}</List.Item>
                    ))}
                  </List>
                </Card>
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DemoRequestForm />
          </Grid.Col>
        </Grid>
      </Container>
      <Container size="lg" py="xl">
        <StatsStrip
          title={
            <Title order={2} ta="center">
              {t('demo.statsTitle')}
            </Title>
          }
        />
      </Container>
      <Container size="lg" py="xl">
        <Testimonials />
      </Container>
      <Container size="md" py="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2}>{t('demo.next.title')}</Title>
          <Text c="dimmed">{t('demo.next.text')}</Text>
          <Group justify="center">
            <Button component={Link} to="/register" data-testid="demo-register">
              {t('nav.register')}
            </Button>
            <Button component={Link} to="/pricing" variant="default" data-testid="demo-pricing">
              {t('nav.pricing')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
