import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, YEARLY_MONTHS_CHARGED, findPlan } from '@ulak/shared/plans';
import { usePageMeta } from '../../lib/usePageMeta';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { PageHero } from '../../features/marketing/components/PageHero';
import { ToggleGroup } from '../../ui/ToggleGroup';

type Billing = 'monthly' | 'yearly';

// PaymentPendingPanel tells a customer back from a plan change that needs payment that it is being confirmed.
function PaymentPendingPanel({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const plan = findPlan(planId);
  return (
    <Container size="md" pb="lg">
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-blue-light)" role="status" data-testid="payment-pending">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCreditCard size={20} aria-hidden />
            <Text fw={700}>{t('pricing.payment.title')}</Text>
          </Group>
          <Text size="sm">{t('pricing.payment.text', { plan: plan?.name ?? planId })}</Text>
          <Group>
            <Button component={Link} to="/app/customer" size="xs">
              {t('pricing.payment.toSubscription')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

// PricingPage lists all ten plans monthly or yearly (two months free) in the chosen currency.
export function PricingPage() {
  const { t } = useTranslation();
  const { currency, formatPlanPrice } = useCurrency();
  const [params] = useSearchParams();
  const [billing, setBilling] = useState<Billing>('monthly');
  usePageMeta(t('pricing.meta.title'), t('pricing.meta.description'));
  const months = billing === 'yearly' ? YEARLY_MONTHS_CHARGED : 1;
  const upgradePlan = params.get('upgrade');
  const paymentPending = Boolean(upgradePlan && params.get('client_secret'));
  return (
    <>
      <PageHero title={t('pricing.title')} text={t('pricing.text')}>
        <Group justify="center" gap="sm">
          <ToggleGroup
            value={billing}
            onChange={setBilling}
            options={[
              { value: 'monthly', label: t('pricing.monthly') },
              { value: 'yearly', label: t('pricing.yearly') },
            ]}
            label={t('pricing.billingPeriod')}
            size="sm"
            testId="billing-toggle"
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
          <LanguageSwitcher />
        </Group>
      </PageHero>
      {paymentPending && upgradePlan && <PaymentPendingPanel planId={upgradePlan} />}
      <Container size="xl" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="md" data-testid="pricing-plans" data-billing={billing}>
          {PLANS.map((plan, index) => (
            <CatalogPlanCard
              key={plan.id}
              plan={plan}
              className={index >= 2 ? 'ulak-deferred-card' : undefined}
              price={formatPlanPrice(plan.priceEur * months)}
              period={billing === 'yearly' ? t('plans.perYear') : t('plans.perMonth')}
              ctaLabel={plan.priceEur === 0 ? t('plans.startFree') : t('plans.getStarted')}
              ctaTo={plan.priceEur === 0 ? '/register' : '/signup'}
              headingOrder={2}
              featureCount={3}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center" mt="md">
          {billing === 'yearly' ? t('pricing.yearlyNote', { months: YEARLY_MONTHS_CHARGED }) : t('pricing.monthlyNote')}
        </Text>
      </Container>
      <Container size="lg" pb="xl" className="ulak-deferred">
        <Stack align="center" ta="center" gap="sm" p="xl" bg="var(--mantine-color-blue-light)" style={{ borderRadius: 16 }} data-testid="pricing-banner">
          <Text component="h2" fw={700} fz="xl" m={0}>
            {t('pricing.banner.title')}
          </Text>
          <Text c="dimmed">{t('pricing.banner.text')}</Text>
          <Group justify="center">
            <Button component={Link} to="/signup" data-testid="pricing-start-free">
              {t('plans.startFree')}
            </Button>
            <Button component={Link} to="/contact" variant="default" data-testid="pricing-talk-to-sales">
              {t('pricing.banner.sales')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
