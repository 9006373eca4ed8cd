import { Badge, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SettingsResponse } from '@ulak/shared';
import { formatDate, formatNumber } from '../../../ui/format';
import { BillingDetails } from '../../subscription/components/BillingDetails';
import { useCurrentSubscriptionQuery } from '../../subscription/hooks/useCurrentSubscriptionQuery';

// BillingPanel shows the plan and this month's usage, the saved card, cancel / resume and the subscription's invoices;
// plan changes happen on the subscription page.
export function BillingPanel({ billing, canManage }: { billing: SettingsResponse['billing']; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const subscription = useCurrentSubscriptionQuery();
  if (!billing) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('settings.billing.none')}</Text>
        <Button component={Link} to="/app/customer?tab=billing">
          {t('settings.billing.open')}
        </Button>
      </Stack>
    );
  }
  const pct = (used: number, limit: number | null) => (limit && limit > 0 ? Math.min(100, (used / limit) * 100) : 0);
  return (
    <Stack gap="md" data-testid="billing-panel">
      <Group>
        <Text fw={700} size="lg">
          {billing.planName}
        </Text>
        <Badge variant="light">{t(`settings.billing.statuses.${billing.status}`, { defaultValue: billing.status })}</Badge>
        <Text c="dimmed" size="sm">
          {billing.price > 0 ? `€${formatNumber(billing.price, lang)} / ${t('settings.billing.month')}` : t('settings.billing.free')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="sm">
            {t('settings.billing.emails', { used: formatNumber(billing.emailsSentThisMonth, lang), limit: formatNumber(billing.monthlyEmailLimit, lang) })}
          </Text>
          <Progress value={pct(billing.emailsSentThisMonth, billing.monthlyEmailLimit)} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm">
            {billing.contactLimit === null
              ? t('settings.billing.contactsUnlimited', { used: formatNumber(billing.contactsCount, lang) })
              : t('settings.billing.contacts', { used: formatNumber(billing.contactsCount, lang), limit: formatNumber(billing.contactLimit, lang) })}
          </Text>
          <Progress value={pct(billing.contactsCount, billing.contactLimit)} />
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {billing.trialEndsAt
          ? t('settings.billing.trialEnds', { date: formatDate(billing.trialEndsAt, lang) })
          : t('settings.billing.periodEnds', { date: formatDate(billing.currentPeriodEnd, lang) })}
      </Text>
      <Button component={Link} to="/app/customer?tab=upgrade" w="fit-content" variant="light">
        {t('settings.billing.open')}
      </Button>
      {subscription.data && <BillingDetails subscription={subscription.data} canManage={canManage} />}
    </Stack>
  );
}
