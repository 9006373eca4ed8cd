import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '../api/subscriptionApi';

// SubscriptionStatusBadge shows Active only for 'active', Trial for a trial, Inactive otherwise (seed 000 §4).
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus | null | undefined }) {
  const { t } = useTranslation();
  if (status === 'active')
    return (
      <Badge color="teal" data-testid="subscription-status" data-status={status}>
        {t('subscription.status.active')}
      </Badge>
    );
  if (status === 'trial')
    return (
      <Badge color="blue" data-testid="subscription-status" data-status={status}>
        {t('subscription.status.trial')}
      </Badge>
    );
  return (
    <Badge color="gray" data-testid="subscription-status" data-status={status ?? 'none'}>
      {t('subscription.status.inactive')}
    </Badge>
  );
}
