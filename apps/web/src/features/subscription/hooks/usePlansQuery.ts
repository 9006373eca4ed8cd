import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../language/hooks/useLanguage';
import { fetchPlans } from '../api/subscriptionApi';

// plansQueryKey includes the language because the server translates the feature texts.
export const plansQueryKey = (language: string) => ['subscriptions', 'plans', language] as const;

// usePlansQuery loads the plan list in the interface language.
export function usePlansQuery() {
  const { language } = useLanguage();
  return useQuery({ queryKey: plansQueryKey(language), queryFn: fetchPlans, staleTime: 10 * 60 * 1000 });
}
