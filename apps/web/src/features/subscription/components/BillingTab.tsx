import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../ui/format';
import { useCurrency } from '../../currency/hooks/useCurrency';
import type { CurrentSubscription } from '../api/subscriptionApi';
import { planName } from '../planName';
import { usePlanChangeT } from '../planChangeI18n';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { BillingDetails } from './BillingDetails';

// BillingTab shows what the workspace pays and when the period renews, the saved card, cancel / resume and the invoices.
export function BillingTab({ subscription, canManage = true }: { subscription: CurrentSubscription; canManage?: boolean }) {
  const { t, i18n } = useTranslation();
  const { currency, formatPlanPrice } = useCurrency();
  const { t: pt } = usePlanChangeT();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="subscription-billing">
      <Stack gap="lg">
        <Title order={3} fz="lg">
          {t('customer.billing.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('customer.fields.plan')}
            </Text>
            <Text fw={600}>{planName(subscription.planType)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('customer.fields.price')}
            </Text>
            <Text fw={600} data-testid="billing-price">
              {t('customer.perMonth', { price: formatPlanPrice(subscription.price) })}
            </Text>
            {currency !== 'EUR' && (
              <Text size="xs" c="dimmed" data-testid="billing-charged-eur">
                {pt('chargedIn', { price: formatEur(subscription.price, i18n.language) })}
              </Text>
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('customer.fields.status')}
            </Text>
            <SubscriptionStatusBadge status={subscription.status} />
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('customer.fields.periodEnd')}
            </Text>
            <Text fw={600}>{formatDate(subscription.currentPeriodEnd, i18n.language)}</Text>
          </div>
        </SimpleGrid>
        <BillingDetails subscription={subscription} canManage={canManage} />
      </Stack>
    </Paper>
  );
}
