import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@ulak/shared';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { PageHero } from '../../features/marketing/components/PageHero';

// AllPlansPage shows the nine plans of the all-plans list with monthly prices in the chosen currency.
export function AllPlansPage() {
  const { t } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  const plans = PLANS.filter((p) => p.onAllPlansPage);
  return (
    <>
      <PageHero title={t('allPlans.title')} text={t('allPlans.text')}>
        <CurrencyPicker />
      </PageHero>
      <Container size="xl" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {plans.map((plan) => (
            <CatalogPlanCard
              key={plan.id}
              plan={plan}
              price={formatPlanPrice(plan.priceEur)}
              period={t('plans.perMonth')}
              ctaLabel={plan.priceEur === 0 ? t('plans.startFree') : t('plans.getStarted')}
              ctaTo={plan.priceEur === 0 ? '/register' : '/signup'}
            />
          ))}
        </SimpleGrid>
      </Container>
      <Container size="md" pb="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2}>{t('allPlans.sales.title')}</Title>
          <Text c="dimmed">{t('allPlans.sales.text')}</Text>
          <Button component={Link} to="/contact" variant="default">
            {t('pricing.banner.sales')}
          </Button>
          <Group mt="md">
            <Anchor component={Link} to="/" data-testid="back-home">
              <Group gap={4}>
                <IconArrowLeft size={16} />
                {t('common.backHome')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
