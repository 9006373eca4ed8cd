import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UsageBar } from '../../../ui/UsageBar';
import { formatDate, formatNumber } from '../../../ui/format';
import { useCurrency } from '../../currency/hooks/useCurrency';
import type { CurrentSubscription } from '../api/subscriptionApi';
import { planName } from '../planName';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

// SubscriptionOverview shows the current subscription: plan, price (in the chosen currency), status, usage, period end.
export function SubscriptionOverview({ subscription }: { subscription: CurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="subscription-overview">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t('customer.overview.title')}
          </Title>
          <SubscriptionStatusBadge status={subscription.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Field label={t('customer.fields.plan')} value={planName(subscription.planType)} testId="subscription-plan" />
          <Field
            label={t('customer.fields.price')}
            value={t('customer.perMonth', { price: formatPlanPrice(subscription.price) })}
            testId="subscription-price"
          />
          <Field
            label={t('customer.fields.emails')}
            value={`${formatNumber(subscription.emailsSentThisMonth, i18n.language)} / ${formatNumber(subscription.monthlyEmailLimit, i18n.language)}`}
          />
          <Field label={t('customer.fields.periodEnd')} value={formatDate(subscription.currentPeriodEnd, i18n.language)} />
        </SimpleGrid>
        {subscription.status === 'trial' && (
          <Text size="sm" c="blue" data-testid="trial-ends">
            {t('customer.trialEnds', { date: formatDate(subscription.trialEndsAt, i18n.language) })}
          </Text>
        )}
        <UsageBar sent={subscription.emailsSentThisMonth} limit={subscription.monthlyEmailLimit} />
      </Stack>
    </Paper>
  );
}
