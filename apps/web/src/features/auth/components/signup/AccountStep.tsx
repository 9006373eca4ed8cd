import { Divider, PasswordInput, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { REQUIRED } from '../../../../ui/required';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, WIZARD_COUNTRIES } from '@ulak/shared';
import { EMAIL_VOLUMES, EMPLOYEE_COUNTS, INDUSTRIES } from '../../signupPlans';
import { OAuthButtons } from '../OAuthButtons';
import type { SignupForm, SignupValues } from './signupTypes';

// AccountStep is step 1 of the wizard: individual or business account details and quick sign-up.
export function AccountStep({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const business = form.values.accountType === 'business';
  return (
    <Stack gap="md">
      <Tabs value={form.values.accountType} onChange={(v) => v && form.setFieldValue('accountType', v as SignupValues['accountType'])} variant="pills">
        <Tabs.List grow>
          <Tabs.Tab value="individual" leftSection={<IconUser size={16} />} data-testid="signup-tab-individual">
            {t('auth.signup.individual')}
          </Tabs.Tab>
          <Tabs.Tab value="business" leftSection={<IconBuilding size={16} />} data-testid="signup-tab-business">
            {t('auth.signup.business')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" {...REQUIRED} {...form.getInputProps('firstName')} />
        <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" {...REQUIRED} {...form.getInputProps('lastName')} />
        <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
        <TextInput label={t('auth.fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <PasswordInput
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          {...REQUIRED}
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('auth.fields.confirmPassword')} autoComplete="new-password" {...REQUIRED} {...form.getInputProps('confirmPassword')} />
      </SimpleGrid>

      {business && (
        <Stack gap="md" data-testid="signup-business-fields">
          <Divider label={t('auth.signup.companyDetails')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('auth.fields.companyName')} autoComplete="organization" {...REQUIRED} {...form.getInputProps('companyName')} />
            <TextInput label={t('auth.fields.taxNumber')} {...form.getInputProps('taxNumber')} />
            <TextInput label={t('auth.fields.website')} type="url" autoComplete="url" placeholder="https://" {...form.getInputProps('website')} />
            <Select
              label={t('auth.fields.industry')}
              data={INDUSTRIES.map((id) => ({ value: id, label: t(`auth.signup.industries.${id}`) }))}
              clearable
              {...form.getInputProps('industry')}
            />
            <Select
              label={t('auth.fields.employeeCount')}
              data={EMPLOYEE_COUNTS.map((id) => ({ value: id, label: id }))}
              clearable
              {...form.getInputProps('employeeCount')}
            />
            <Select
              label={t('auth.fields.monthlyEmailVolume')}
              data={EMAIL_VOLUMES.map((id) => ({ value: id, label: t(`auth.signup.volumes.${id}`) }))}
              clearable
              {...form.getInputProps('monthlyEmailVolume')}
            />
            <Select
              label={t('auth.fields.country')}
              data={WIZARD_COUNTRIES.map((code) => ({ value: code, label: t(`countries.codes.${code}`) }))}
              allowDeselect={false}
              {...REQUIRED}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Textarea label={t('auth.fields.address')} autoComplete="street-address" autosize minRows={2} {...form.getInputProps('address')} />
        </Stack>
      )}

      <Divider label={t('auth.signup.quickSignup')} labelPosition="center" />
      <Text size="sm" c="dimmed" ta="center">
        {t('auth.signup.quickSignupHint')}
      </Text>
      <OAuthButtons />
    </Stack>
  );
}
