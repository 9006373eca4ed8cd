import type { UseFormReturnType } from '@mantine/form';
import type { WizardPlan } from '../../signupPlans';

export type SignupValues = {
  accountType: 'individual' | 'business';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  companyName: string;
  taxNumber: string;
  website: string;
  industry: string | null;
  employeeCount: string | null;
  address: string;
  country: string | null;
  monthlyEmailVolume: string | null;
  selectedPlan: WizardPlan['id'];
  agreeTerms: boolean;
  agreeMarketing: boolean;
};

export type SignupForm = UseFormReturnType<SignupValues>;

export const SIGNUP_INITIAL_VALUES: SignupValues = {
  accountType: 'individual',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  companyName: '',
  taxNumber: '',
  website: '',
  industry: null,
  employeeCount: null,
  address: '',
  country: 'TR',
  monthlyEmailVolume: null,
  selectedPlan: 'professional',
  agreeTerms: false,
  agreeMarketing: false,
};
