import { Anchor, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconAward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, TRIAL_DAYS, findPlan } from '@ulak/shared/plans';
import { usePageMeta } from '../../lib/usePageMeta';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { FeatureDomainCards } from '../../features/marketing/components/FeatureDomainCards';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { LANDING_PLAN_IDS } from '../../features/marketing/content';
import { StatsStrip } from '../../features/site/components/StatsStrip';
import { Testimonials } from '../../features/site/components/Testimonials';

// LandingPage is the home page: hero, real platform figures, capability cards, three plans, testimonials and the trial call to action.
export function LandingPage() {
  const { t } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  usePageMeta(t('landing.meta.title'), t('landing.meta.description'));
  const plans = LANDING_PLAN_IDS.flatMap((id) => findPlan(id) ?? []);
  return (
    <>
      <PageHero
        title={t('landing.hero.title')}
        text={t('landing.hero.text')}
        eyebrow={
          <Badge size="lg" variant="light" leftSection={<IconAward size={16} aria-hidden />} data-testid="partner-badge">
            {t('landing.hero.badge')}
          </Badge>
        }
      >
        <Group justify="center">
          <Button component={Link} to="/register" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />} data-testid="hero-register">
            {t('landing.hero.primary')}
          </Button>
          <Button component={Link} to="/demo" size="lg" variant="default" data-testid="hero-secondary">
            {t('landing.hero.secondary')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('landing.hero.note', { days: TRIAL_DAYS })}
        </Text>
      </PageHero>

      <Container size="lg" pb="xl">
        <StatsStrip />
      </Container>

      <Container size="lg" py="xl" id="features" className="ulak-anchor ulak-deferred">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={2}>{t('landing.features.title')}</Title>
            <Text c="dimmed">{t('landing.features.text')}</Text>
          </Stack>
          <FeatureDomainCards />
          <Group justify="center">
            <Anchor component={Link} to="/features" fw={600}>
              {t('landing.features.more')}
            </Anchor>
          </Group>
        </Stack>
      </Container>

      <Container size="lg" py="xl" id="pricing" className="ulak-anchor ulak-deferred">
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
            <Button component={Link} to="/all-plans" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} data-testid="view-all-plans">
              {t('landing.plans.viewAll', { n: PLANS.length })}
            </Button>
          </Group>
        </Stack>
      </Container>

      <Container size="lg" py="xl" className="ulak-deferred">
        <Testimonials />
      </Container>

      <Container size="md" py="xl" id="about" className="ulak-anchor ulak-deferred">
        <Stack gap="sm" ta="center">
          <Title order={2}>{t('landing.about.title')}</Title>
          <Text c="dimmed">{t('landing.about.text')}</Text>
          <Group justify="center">
            <Anchor component={Link} to="/about" fw={600}>
              {t('landing.about.more')}
            </Anchor>
          </Group>
        </Stack>
      </Container>

      <TrialCta secondary={{ to: '/pricing', label: t('nav.pricing') }} />
    </>
  );
}
