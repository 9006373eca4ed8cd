import { Alert, Anchor, Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { TRIAL_DAYS, WIZARD_COUNTRIES } from '@ulak/shared';
import { useCurrency } from '../../../currency/hooks/useCurrency';
import { WIZARD_PLANS } from '../../signupPlans';
import type { SignupForm } from './signupTypes';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  );
}

// SummaryStep is step 3 of the wizard: what will be created, terms and marketing consent, trial notice.
export function SummaryStep({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const { formatPlanPrice } = useCurrency();
  const v = form.values;
  const plan = WIZARD_PLANS.find((p) => p.id === v.selectedPlan) ?? WIZARD_PLANS[0];
  const countryCode = WIZARD_COUNTRIES.find((code) => code === v.country);
  const country = countryCode ? t(`countries.codes.${countryCode}`) : '';
  return (
    <Stack gap="md" data-testid="signup-summary">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Row label={t('auth.signup.summary.name')} value={`${v.firstName} ${v.lastName}`.trim()} />
          <Row label={t('auth.fields.email')} value={v.email} />
          <Row label={t('auth.signup.summary.accountType')} value={t(`auth.signup.${v.accountType}`)} />
          <Row label={t('auth.signup.summary.plan')} value={`${t(`plans.names.${plan.id}`)} · ${formatPlanPrice(plan.priceEur)} ${t('plans.perMonth')}`} />
          {v.accountType === 'business' && <Row label={t('auth.fields.companyName')} value={v.companyName} />}
          {v.accountType === 'business' && <Row label={t('auth.fields.country')} value={country} />}
        </SimpleGrid>
      </Paper>
      <Alert color="teal" icon={<IconGift size={18} />} title={t('auth.signup.trialTitle', { days: TRIAL_DAYS })}>
        {t('auth.signup.trialText', { days: TRIAL_DAYS })}
      </Alert>
      <Checkbox
        data-testid="signup-agree-terms"
        label={
          <Trans
            i18nKey="auth.signup.agreeTerms"
            components={{
              terms: <Anchor component={Link} to="/terms" target="_blank" />,
              privacy: <Anchor component={Link} to="/privacy" target="_blank" />,
            }}
          />
        }
        {...form.getInputProps('agreeTerms', { type: 'checkbox' })}
        error={form.isTouched('agreeTerms') && !v.agreeTerms ? t('auth.signup.mustAcceptTerms') : undefined}
      />
      <Checkbox label={t('auth.signup.agreeMarketing')} {...form.getInputProps('agreeMarketing', { type: 'checkbox' })} />
    </Stack>
  );
}
