import { Button, Container, Group, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/product,features';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { FeatureDomainCards } from '../../features/marketing/components/FeatureDomainCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { StatsStrip } from '../../features/site/components/StatsStrip';

addTranslations(sections);

const WHY = ['oneProduct', 'bilingual', 'realSending', 'eInvoice', 'currencies', 'roles', 'selfHosted', 'openApi', 'trial', 'support'] as const;

// ProductPage presents the product: real platform figures, what it covers and ten reasons to choose it.
export function ProductPage() {
  const { t } = useTranslation();
  usePageMeta(t('product.meta.title'), t('product.meta.description'));
  return (
    <>
      <PageHero title={t('product.title')} text={t('product.text')}>
        <Group justify="center">
          <Button component={Link} to="/register" size="md">
            {t('landing.hero.primary')}
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="default">
            {t('nav.pricing')}
          </Button>
        </Group>
      </PageHero>
      <Container size="lg" pb="xl">
        <StatsStrip />
      </Container>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={2} ta="center">
            {t('product.capabilities')}
          </Title>
          <FeatureDomainCards withItems />
        </Stack>
      </Container>
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={2} ta="center">
            {t('product.why.title')}
          </Title>
          <List
            spacing="sm"
            data-testid="why-list"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {WHY.map((key) => (
              <List.Item key={key}>{t(`product.why.items.${key}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Container>
      <TrialCta secondary={{ to: '/features', label: t('nav.features') }} />
    </>
  );
}
