import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanAction } from '@ulak/shared';
import { useCurrency } from '../../currency/hooks/useCurrency';
import type { ApiPlan } from '../api/subscriptionApi';

type Props = { plan: ApiPlan; action: PlanAction; busy: boolean; disabled: boolean; onChoose: (plan: ApiPlan, action: PlanAction) => void };

// ApiPlanCard is one plan of the upgrade tab: name, price in the chosen currency, first 3 features and its action.
export function ApiPlanCard({ plan, action, busy, disabled, onChoose }: Props) {
  const { t } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  const current = action === 'current';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid={`plan-card-${plan.id}`}
      data-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-color-teal-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Text fw={700} fz="lg">
            {plan.name}
          </Text>
          {current ? (
            <Badge color="teal" style={{ flexShrink: 0 }} data-testid="current-plan-badge">
              {t('customer.upgrade.currentPlan')}
            </Badge>
          ) : (
            plan.popular && (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t('plans.mostPopular')}
              </Badge>
            )
          )}
        </Group>
        <div>
          <Text fz={24} fw={800} lh={1.1}>
            {formatPlanPrice(plan.price)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('plans.perMonth')}
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          center
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.slice(0, 3).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {!current && (
          <Button
            fullWidth
            variant={action === 'downgrade' ? 'default' : 'filled'}
            loading={busy}
            disabled={disabled}
            onClick={() => onChoose(plan, action)}
            data-testid={`plan-action-${plan.id}`}
            data-action={action}
          >
            {t(`customer.upgrade.actions.${action}`)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
