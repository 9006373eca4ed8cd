import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import { useCurrency } from '../../../currency/hooks/useCurrency';
import { WIZARD_PLANS } from '../../signupPlans';
import type { SignupForm, SignupValues } from './signupTypes';

// PlanStep is step 2 of the wizard: one of three catalogue plans, priced per month in the visitor's currency.
export function PlanStep({ form }: { form: SignupForm }) {
  const { t, i18n } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  return (
    <Radio.Group
      value={form.values.selectedPlan}
      onChange={(v) => form.setFieldValue('selectedPlan', v as SignupValues['selectedPlan'])}
      label={t('auth.signup.choosePlan')}
      description={t('auth.signup.choosePlanHint')}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        {WIZARD_PLANS.map((plan) => (
          <Radio.Card key={plan.id} value={plan.id} radius="md" p="md" data-testid={`plan-option-${plan.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={700}>{t(`plans.names.${plan.id}`)}</Text>
                </Group>
                {plan.popular && <Badge size="sm">{t('plans.popular')}</Badge>}
              </Group>
              <Text fz={24} fw={800}>
                <span data-testid={`plan-price-${plan.id}`}>{formatPlanPrice(plan.priceEur)}</span>
                <Text span c="dimmed" fz="sm" fw={400}>
                  {' '}
                  {t('plans.perMonth')}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {t('plans.emailsPerMonth', { emails: formatNumber(plan.emailLimit, i18n.language) })}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
