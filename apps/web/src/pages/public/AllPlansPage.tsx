import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@ulak/shared/plans';
import sections from 'virtual:i18n/allPlans';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { CatalogPlanCard } from '../../features/plans/components/CatalogPlanCard';
import { PageHero } from '../../features/marketing/components/PageHero';

addTranslations(sections);

// AllPlansPage shows the nine plans of the all-plans list with monthly prices in the chosen currency.
export function AllPlansPage() {
  const { t } = useTranslation();
  const { currency, formatPlanPrice } = useCurrency();
  usePageMeta(t('allPlans.meta.title'), t('allPlans.meta.description'));
  const plans = PLANS.filter((p) => p.onAllPlansPage);
  return (
    <>
      <PageHero title={t('allPlans.title')} text={t('allPlans.text')}>
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed">
            {t('pricing.shownIn', { currency })}
          </Text>
          <CurrencyPicker />
        </Group>
      </PageHero>
      <Container size="xl" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="all-plans">
          {plans.map((plan) => (
            <CatalogPlanCard
              key={plan.id}
              plan={plan}
              price={formatPlanPrice(plan.priceEur)}
              period={t('plans.perMonth')}
              ctaLabel={plan.priceEur === 0 ? t('plans.startFree') : t('plans.getStarted')}
              ctaTo={plan.priceEur === 0 ? '/register' : '/signup'}
              headingOrder={2}
            />
          ))}
        </SimpleGrid>
      </Container>
      <Container size="md" pb="xl">
        <Paper withBorder radius="lg" p="xl" data-testid="contact-sales">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2}>{t('allPlans.sales.title')}</Title>
            <Text c="dimmed">{t('allPlans.sales.text')}</Text>
            <Group justify="center">
              <Button component={Link} to="/contact?type=sales">
                {t('pricing.banner.sales')}
              </Button>
              <Button component={Link} to="/pricing" variant="default">
                {t('allPlans.comparePricing')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Group justify="center" mt="xl">
          <Anchor component={Link} to="/" data-testid="back-home">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {t('common.backHome')}
            </Group>
          </Anchor>
        </Group>
      </Container>
    </>
  );
}
