import type { TFunction } from 'i18next';
import { PASSWORD_MIN } from '@ulak/shared';
import type { SignupValues } from './signupTypes';

export type AccountStepCheck = { errors: Record<string, string>; passwordMismatch: boolean };

// validateAccountStep checks step 1 of the wizard: required fields per account type, password length and match.
export function validateAccountStep(values: SignupValues, t: TFunction): AccountStepCheck {
  const errors: Record<string, string> = {};
  if (!values.firstName.trim()) errors.firstName = t('validation.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('validation.lastNameRequired');
  if (!values.email.trim()) errors.email = t('validation.emailRequired');
  else if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) errors.email = t('validation.emailInvalid');
  if (!values.password) errors.password = t('validation.passwordRequired');
  else if (values.password.length < PASSWORD_MIN) errors.password = t('validation.passwordMin', { min: PASSWORD_MIN });
  if (!values.confirmPassword) errors.confirmPassword = t('validation.confirmPasswordRequired');
  const passwordMismatch = Boolean(values.password && values.confirmPassword && values.password !== values.confirmPassword);
  if (passwordMismatch) errors.confirmPassword = t('validation.passwordMismatch');
  if (values.accountType === 'business') {
    if (!values.companyName.trim()) errors.companyName = t('validation.companyNameRequired');
    if (!values.country) errors.country = t('validation.countryRequired');
  }
  return { errors, passwordMismatch };
}
