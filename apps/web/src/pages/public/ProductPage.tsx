import { Button, Container, Group, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeatureDomainCards } from '../../features/marketing/components/FeatureDomainCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';

const WHY = ['oneProduct', 'bilingual', 'realSending', 'eInvoice', 'currencies', 'roles', 'selfHosted', 'openApi', 'trial', 'support'] as const;

// ProductPage presents the product: what it covers and ten reasons to choose it.
export function ProductPage() {
  const { t } = useTranslation();
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
        <FeatureDomainCards withItems />
      </Container>
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={2} ta="center">
            {t('product.why.title')}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal">
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
      <TrialCta />
    </>
  );
}
