// Calls of the currency endpoints: TRY-based exchange rates and the visitor's geo-detected currency.
import type { CurrencyAnswer } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type RatesResponse = CurrencyAnswer<'rates'>;
export type DetectResponse = CurrencyAnswer<'detect'>;

// fetchRates reads the current exchange rates (units of each currency per 1 TRY).
export function fetchRates(): Promise<RatesResponse> {
  return apiRequest<RatesResponse>('/currency/rates', { token: null });
}

// fetchDetectedCurrency asks the server to geolocate the visitor; fields are null when unknown.
export function fetchDetectedCurrency(): Promise<DetectResponse> {
  return apiRequest<DetectResponse>('/currency/detect', { token: null });
}
