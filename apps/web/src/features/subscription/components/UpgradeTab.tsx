import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { planAction, type PlanAction } from '@ulak/shared/plans';
import { serverErrorText } from '../../../lib/api';
import type { ApiPlan } from '../api/subscriptionApi';
import { usePlansQuery } from '../hooks/usePlansQuery';
import { useUpgradePlanMutation } from '../hooks/useUpgradePlanMutation';
import { ApiPlanCard } from './ApiPlanCard';

// UpgradeTab lists the plans in order with Upgrade, Downgrade or Select; a downgrade asks for confirmation.
export function UpgradeTab({ currentPlanId }: { currentPlanId: string | undefined }) {
  const { t } = useTranslation();
  const plans = usePlansQuery();
  const upgrade = useUpgradePlanMutation();
  const navigate = useNavigate();
  const [pendingDowngrade, setPendingDowngrade] = useState<ApiPlan | null>(null);

  const change = (plan: ApiPlan) => {
    upgrade.mutate(plan.id, {
      onSuccess: (result) => {
        // A change that needs a payment continues on /pricing, which confirms it with the client secret.
        if (result.clientSecret) {
          const query = new URLSearchParams({ upgrade: plan.id, client_secret: result.clientSecret });
          navigate(`/pricing?${query.toString()}`);
          return;
        }
        notifications.show({ color: 'teal', message: t('customer.upgrade.success') });
      },
      onError: (error) => {
        console.error('Plan change failed', error);
        notifications.show({ color: 'red', title: t('customer.upgrade.error'), message: serverErrorText(error, t('customer.upgrade.errorHint')) });
      },
      onSettled: () => setPendingDowngrade(null),
    });
  };

  const choose = (plan: ApiPlan, action: PlanAction) => {
    if (action === 'downgrade') return setPendingDowngrade(plan);
    change(plan);
  };

  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={260} radius="md" />)}
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="plans-error">
        <Group justify="space-between">
          <Text size="sm">{t('customer.upgrade.loadError')}</Text>
          <Button size="xs" variant="default" onClick={() => void plans.refetch()}>{t('common.retry')}</Button>
        </Group>
      </Alert>
    );
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="upgrade-plans">
        {plans.data.map((plan) => (
          <ApiPlanCard
            key={plan.id}
            plan={plan}
            action={planAction(plan.id, currentPlanId)}
            busy={upgrade.isPending && upgrade.variables === plan.id}
            disabled={upgrade.isPending}
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
      <Modal opened={pendingDowngrade !== null} onClose={() => setPendingDowngrade(null)} title={t('customer.upgrade.confirmTitle')} centered>
        <Stack gap="md" data-testid="downgrade-confirm">
          <Text size="sm">{t('customer.upgrade.confirmText', { plan: pendingDowngrade?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPendingDowngrade(null)}>{t('common.cancel')}</Button>
            <Button
              color="orange"
              loading={upgrade.isPending}
              onClick={() => pendingDowngrade && change(pendingDowngrade)}
              data-testid="downgrade-confirm-button"
            >
              {t('customer.upgrade.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
