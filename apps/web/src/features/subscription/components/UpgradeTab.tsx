import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { planAction, type PlanAction } from '@ulak/shared/plans';
import type { PlanChangePreview } from '@ulak/shared/billing';
import { serverErrorText } from '../../../lib/api';
import type { ApiPlan } from '../api/subscriptionApi';
import { usePlansQuery } from '../hooks/usePlansQuery';
import { useUpgradePlanMutation } from '../hooks/useUpgradePlanMutation';
import { ApiPlanCard } from './ApiPlanCard';
import { PlanChangeModal } from './PlanChangeModal';
import { usePlanChangeT } from '../planChangeI18n';

// UpgradeTab lists the plans in order with Upgrade, Downgrade or Select; every change is confirmed with its price.
export function UpgradeTab({ currentPlanId, inTrial = false }: { currentPlanId: string | undefined; inTrial?: boolean }) {
  const { t } = useTranslation();
  const { t: pt } = usePlanChangeT();
  const plans = usePlansQuery();
  const upgrade = useUpgradePlanMutation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ plan: ApiPlan; action: PlanAction } | null>(null);

  const change = (plan: ApiPlan, preview: PlanChangePreview) => {
    upgrade.mutate(plan.id, {
      onSuccess: (result) => {
        // A change that needs a payment continues on /pricing, which confirms it with the client secret.
        if (result.clientSecret) {
          const query = new URLSearchParams({ upgrade: plan.id, client_secret: result.clientSecret });
          navigate(`/pricing?${query.toString()}`);
          return;
        }
        const unpaid = preview.paymentProvider === 'none' && preview.amountDueNow > 0;
        notifications.show({
          color: 'teal',
          message: unpaid ? pt('successNoPayment', { plan: plan.name }) : t('customer.upgrade.success'),
        });
      },
      onError: (error) => {
        console.error('Plan change failed', error);
        notifications.show({ color: 'red', title: t('customer.upgrade.error'), message: serverErrorText(error, t('customer.upgrade.errorHint')) });
      },
      onSettled: () => setPending(null),
    });
  };

  const choose = (plan: ApiPlan, action: PlanAction) => setPending({ plan, action });

  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="plans-error">
        <Group justify="space-between">
          <Text size="sm">{t('customer.upgrade.loadError')}</Text>
          <Button size="xs" variant="default" onClick={() => void plans.refetch()}>
            {t('common.retry')}
          </Button>
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
      <PlanChangeModal
        plan={pending?.plan ?? null}
        downgrade={pending?.action === 'downgrade'}
        inTrial={inTrial}
        busy={upgrade.isPending}
        onCancel={() => setPending(null)}
        onConfirm={change}
      />
    </>
  );
}
