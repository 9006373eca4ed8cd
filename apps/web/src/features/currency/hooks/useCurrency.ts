import { useContext } from 'react';
import { CurrencyContext, type CurrencyContextValue } from '../CurrencyProvider';

// useCurrency returns the chosen currency, rates and formatPlanPrice; throws when used outside CurrencyProvider.
export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used within a CurrencyProvider');
  return value;
}
