import { useState } from 'react';
import { Badge, Button, Container, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, YEARLY_MONTHS_CHARGED } from '@ulak/shared';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { PageHero } from '../../features/marketing/components/PageHero';

type Billing = 'monthly' | 'yearly';

// PricingPage lists all ten plans monthly or yearly (two months free) in the chosen currency.
export function PricingPage() {
  const { t } = useTranslation();
  const { currency, formatPlanPrice } = useCurrency();
  const [billing, setBilling] = useState<Billing>('monthly');
  const months = billing === 'yearly' ? YEARLY_MONTHS_CHARGED : 1;
  return (
    <>
      <PageHero title={t('pricing.title')} text={t('pricing.text')}>
        <Group justify="center" gap="sm">
          <SegmentedControl
            value={billing}
            onChange={(v) => setBilling(v as Billing)}
            data={[
              { value: 'monthly', label: t('pricing.monthly') },
              { value: 'yearly', label: t('pricing.yearly') },
            ]}
            aria-label={t('pricing.billingPeriod')}
            data-testid="billing-toggle"
          />
          {billing === 'yearly' && (
            <Badge color="teal" size="lg" data-testid="yearly-badge">
              {t('pricing.yearlyBadge')}
            </Badge>
          )}
        </Group>
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed" data-testid="pricing-currency">
            {t('pricing.shownIn', { currency })}
          </Text>
          <CurrencyPicker />
        </Group>
      </PageHero>
      <Container size="xl" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="md">
          {PLANS.map((plan) => (
            <CatalogPlanCard
              key={plan.id}
              plan={plan}
              price={formatPlanPrice(plan.priceEur * months)}
              period={billing === 'yearly' ? t('plans.perYear') : t('plans.perMonth')}
              ctaLabel={plan.priceEur === 0 ? t('plans.startFree') : t('plans.getStarted')}
              ctaTo={plan.priceEur === 0 ? '/register' : '/signup'}
              featureCount={3}
            />
          ))}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb="xl">
        <Stack align="center" ta="center" gap="sm" p="xl" bg="var(--mantine-color-blue-light)" style={{ borderRadius: 16 }}>
          <Text fw={700} fz="xl">
            {t('pricing.banner.title')}
          </Text>
          <Text c="dimmed">{t('pricing.banner.text')}</Text>
          <Group>
            <Button component={Link} to="/signup" data-testid="pricing-start-free">
              {t('plans.startFree')}
            </Button>
            <Button component={Link} to="/contact" variant="default">
              {t('pricing.banner.sales')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
