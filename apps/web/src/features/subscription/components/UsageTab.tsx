import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usagePercent } from '@ulak/shared';
import { UsageBar } from '../../../ui/UsageBar';
import { formatDate, formatNumber, formatPercent } from '../../../ui/format';
import type { CurrentSubscription } from '../api/subscriptionApi';
import { ChannelUsage } from '../../channels/components/ChannelUsage';

// UsageTab details this month's email usage against the plan limit.
export function UsageTab({ subscription }: { subscription: CurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const remaining = Math.max(0, subscription.monthlyEmailLimit - subscription.emailsSentThisMonth);
  const percent = usagePercent(subscription.emailsSentThisMonth, subscription.monthlyEmailLimit);
  const stats = [
    { label: t('customer.usage.sent'), value: formatNumber(subscription.emailsSentThisMonth, i18n.language) },
    { label: t('customer.usage.limit'), value: formatNumber(subscription.monthlyEmailLimit, i18n.language) },
    { label: t('customer.usage.remaining'), value: formatNumber(remaining, i18n.language) },
    { label: t('customer.usage.percent'), value: formatPercent(percent, i18n.language, { maxDigits: 1 }) },
  ];
  return (
    <Paper withBorder radius="md" p="lg" data-testid="subscription-usage">
      <Stack gap="lg">
        <Title order={3} fz="lg">
          {t('customer.usage.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {stats.map((s) => (
            <div key={s.label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {s.label}
              </Text>
              <Text fz="xl" fw={700}>
                {s.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <UsageBar sent={subscription.emailsSentThisMonth} limit={subscription.monthlyEmailLimit} />
        <Text size="sm" c="dimmed">
          {t('customer.usage.resets', { date: formatDate(subscription.currentPeriodEnd, i18n.language) })}
        </Text>
        <ContactUsage subscription={subscription} />
        <ChannelUsage />
      </Stack>
    </Paper>
  );
}

// ContactUsage shows the contacts the workspace holds against the plan's contact limit.
function ContactUsage({ subscription }: { subscription: CurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const count = formatNumber(subscription.contactsCount ?? 0, i18n.language);
  const limit = subscription.contactLimit;
  return (
    <div data-testid="subscription-contacts">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {t('customer.usage.contacts')}
      </Text>
      <Text fw={600}>
        {limit === null || limit === undefined
          ? t('customer.usage.contactsUnlimited', { count })
          : t('customer.usage.contactsOfLimit', { count, limit: formatNumber(limit, i18n.language) })}
      </Text>
      {limit !== null && limit !== undefined && subscription.contactsCount >= limit && (
        <Text size="sm" c="red">
          {t('customer.usage.contactsFull')}
        </Text>
      )}
    </div>
  );
}
