import { useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { useLanguage } from '../../../language/hooks/useLanguage';
import type { RegisterBody } from '../../api/authApi';
import { useRegisterMutation } from '../../hooks/useRegisterMutation';
import { ConfirmSignupStep } from '../ConfirmSignupStep';
import { optional } from '../../optional';
import { AccountStep } from './AccountStep';
import { PlanStep } from './PlanStep';
import { SummaryStep } from './SummaryStep';
import { SIGNUP_INITIAL_VALUES, type SignupValues } from './signupTypes';
import { validateAccountStep } from './validateAccountStep';

const FIRST_STEP = 1;
const LAST_STEP = 3;
const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone', 'companyName', 'country', 'taxNumber', 'website', 'address'];

// SignupWizard is the three-step signup (/signup): account, plan, summary, then the mailed code opens the dashboard.
export function SignupWizard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const register = useRegisterMutation();
  const [started, setStarted] = useState<RegisterBody | null>(null);
  const [step, setStep] = useState(FIRST_STEP);
  const form = useForm<SignupValues>({ mode: 'controlled', initialValues: SIGNUP_INITIAL_VALUES });

  const checkAccount = (): boolean => {
    const { errors, passwordMismatch } = validateAccountStep(form.values, t);
    form.setErrors(errors);
    if (passwordMismatch) notifications.show({ color: 'red', message: t('auth.signup.passwordMismatch') });
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (step === FIRST_STEP && !checkAccount()) return;
    setStep((s) => Math.min(LAST_STEP, s + 1));
  };
  const back = () => setStep((s) => Math.max(FIRST_STEP, s - 1));

  const submit = form.onSubmit((values) => {
    if (step !== LAST_STEP) return next();
    if (!checkAccount()) return setStep(FIRST_STEP);
    if (!values.agreeTerms) {
      notifications.show({ color: 'red', message: t('auth.signup.mustAcceptTerms') });
      return;
    }
    const business = values.accountType === 'business';
    const body: RegisterBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      phone: optional(values.phone),
      companyName: business ? optional(values.companyName) : undefined,
      country: business ? optional(values.country) : undefined,
      taxNumber: business ? optional(values.taxNumber) : undefined,
      website: business ? optional(values.website) : undefined,
      address: business ? optional(values.address) : undefined,
      accountType: values.accountType,
      selectedPlan: values.selectedPlan,
      language,
    };
    register.mutate(body, {
      onSuccess: () => setStarted(body),
      onError: (error) => {
        console.error('Signup failed', error);
        const errors = fieldErrors(error);
        form.setErrors(errors);
        if (Object.keys(errors).some((field) => ACCOUNT_FIELDS.includes(field))) setStep(FIRST_STEP);
        notifications.show({
          color: 'red',
          title: t('auth.register.failedTitle'),
          message: serverErrorText(error, t('auth.register.failed')),
        });
      },
    });
  });

  if (started) {
    return <ConfirmSignupStep email={started.email} onBack={() => setStarted(null)} onResend={() => register.mutate(started)} resending={register.isPending} />;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stepper active={step - 1} allowNextStepsSelect={false} onStepClick={(i) => setStep(i + 1)} size="sm">
          <Stepper.Step label={t('auth.signup.steps.account')} description={t('auth.signup.steps.accountHint')}>
            <AccountStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.signup.steps.plan')} description={t('auth.signup.steps.planHint')}>
            <PlanStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.signup.steps.summary')} description={t('auth.signup.steps.summaryHint')}>
            <SummaryStep form={form} />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back} disabled={step === FIRST_STEP} data-testid="signup-back">
            {t('common.back')}
          </Button>
          {step < LAST_STEP ? (
            <Button rightSection={<IconArrowRight size={16} />} onClick={next} data-testid="signup-continue">
              {t('common.continue')}
            </Button>
          ) : (
            <Button
              type="submit"
              leftSection={<IconCheck size={16} />}
              disabled={!form.values.agreeTerms}
              loading={register.isPending}
              data-testid="signup-submit"
            >
              {t('auth.signup.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
