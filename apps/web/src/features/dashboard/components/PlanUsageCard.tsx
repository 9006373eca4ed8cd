import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UsageBar } from '../../../ui/UsageBar';
import { formatDate } from '../../../ui/format';
import { SubscriptionStatusBadge } from '../../subscription/components/SubscriptionStatusBadge';
import { planName } from '../../subscription/planName';
import type { RealtimeDashboard } from '../api/dashboardApi';

type Props = { subscription: RealtimeDashboard['subscription'] | undefined; loading: boolean };

// PlanUsageCard shows the current plan, this month's email usage and the trial end.
export function PlanUsageCard({ subscription, loading }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="plan-usage">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t('dashboard.plan.title')}
          </Title>
          <Anchor component={Link} to="/app/customer?tab=upgrade" size="sm">
            {t('dashboard.plan.manage')}
          </Anchor>
        </Group>
        {loading && <Skeleton h={80} />}
        {!loading && !subscription && (
          <Stack gap="xs">
            <Text c="dimmed">{t('dashboard.plan.none')}</Text>
            <Button component={Link} to="/app/customer?tab=upgrade" w="fit-content">
              {t('dashboard.plan.choose')}
            </Button>
          </Stack>
        )}
        {!loading && subscription && (
          <>
            <Group gap="xs">
              <Text fw={700} fz="xl" data-testid="plan-name">
                {planName(subscription.planType)}
              </Text>
              <SubscriptionStatusBadge status={subscription.status} />
            </Group>
            <UsageBar sent={subscription.emailsSentThisMonth} limit={subscription.monthlyEmailLimit} />
            {subscription.status === 'trial' && subscription.trialEndsAt && (
              <Text size="sm" c="blue" data-testid="trial-ends">
                {t('dashboard.plan.trialEnds', { date: formatDate(subscription.trialEndsAt, i18n.language) })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
