import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, TRIAL_DAYS, findPlan } from '@ulak/shared';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { FeatureDomainCards } from '../../features/marketing/components/FeatureDomainCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { LANDING_PLAN_IDS } from '../../features/marketing/content';

// LandingPage is the home page: hero, capability cards, three featured plans and the trial call to action.
export function LandingPage() {
  const { t } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  const plans = LANDING_PLAN_IDS.flatMap((id) => findPlan(id) ?? []);
  return (
    <>
      <PageHero title={t('landing.hero.title')} text={t('landing.hero.text')}>
        <Group justify="center">
          <Button component={Link} to="/register" size="lg" rightSection={<IconArrowRight size={18} />} data-testid="hero-register">
            {t('landing.hero.primary')}
          </Button>
          <Button component={Link} to="/features" size="lg" variant="default">
            {t('landing.hero.secondary')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('landing.hero.note', { days: TRIAL_DAYS })}
        </Text>
      </PageHero>

      <Container size="lg" py="xl" id="features">
        <Stack gap="lg">
          <Title order={2} ta="center">
            {t('landing.features.title')}
          </Title>
          <FeatureDomainCards />
        </Stack>
      </Container>

      <Container size="lg" py="xl" id="pricing">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={2}>{t('landing.plans.title')}</Title>
            <Text c="dimmed">{t('landing.plans.text')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {plans.map((plan) => (
              <CatalogPlanCard
                key={plan.id}
                plan={plan}
                price={formatPlanPrice(plan.priceEur)}
                period={t('plans.perMonth')}
                ctaLabel={t('plans.getStarted')}
                ctaTo="/register"
              />
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Anchor component={Link} to="/all-plans" fw={600} data-testid="view-all-plans">
              {t('landing.plans.viewAll', { n: PLANS.length })}
            </Anchor>
          </Group>
        </Stack>
      </Container>

      <Container size="md" py="xl" id="about">
        <Stack gap="sm" ta="center">
          <Title order={2}>{t('landing.about.title')}</Title>
          <Text c="dimmed">{t('landing.about.text')}</Text>
          <Group justify="center">
            <Anchor component={Link} to="/about">
              {t('landing.about.more')}
            </Anchor>
          </Group>
        </Stack>
      </Container>

      <TrialCta secondary={{ to: '/pricing', label: t('nav.pricing') }} />
    </>
  );
}
