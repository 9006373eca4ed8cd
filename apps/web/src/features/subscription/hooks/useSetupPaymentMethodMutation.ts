import { useMutation } from '@tanstack/react-query';
import { setupPaymentMethod } from '../api/subscriptionApi';

// useSetupPaymentMethodMutation asks for the payment provider's card page; the caller sends the browser there.
export function useSetupPaymentMethodMutation() {
  return useMutation({ mutationFn: setupPaymentMethod });
}
