// Holds the display currency and exchange rates; detects the currency on first load (seed 000 §4).
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@ulak/shared/i18n';
import {
  DEFAULT_RATES_TRY,
  currencyForCountry,
  currencyForLanguage,
  isCurrencyCode,
  sanitizeRates,
  type CurrencyCode,
  type Rates,
} from '@ulak/shared/currency';
import { useRatesQuery } from './hooks/useRatesQuery';
import { useCurrencyDetectQuery } from './hooks/useCurrencyDetectQuery';
import { formatPlanPrice as formatInCurrency } from './formatPlanPrice';

export type CurrencyContextValue = {
  currency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => void;
  rates: Rates;
  /** Formats a monthly price given in euros in the chosen currency, written by the interface language. */
  formatPlanPrice: (priceEur: number) => string;
};

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

function readStoredCurrency(): CurrencyCode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.currency);
    return isCurrencyCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeCurrency(currency: CurrencyCode) {
  try {
    localStorage.setItem(STORAGE_KEYS.currency, currency);
  } catch {
    // Storage may be unavailable; the choice still applies to this visit.
  }
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

// CurrencyProvider makes the currency, the rates and formatPlanPrice available to the tree.
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [stored] = useState(readStoredCurrency);
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => stored ?? currencyForLanguage(browserLanguage()));
  const [detected, setDetected] = useState(stored !== null);
  const detect = useCurrencyDetectQuery(!detected);
  const ratesQuery = useRatesQuery();

  useEffect(() => {
    if (detected || detect.isPending) return;
    const fromCountry = detect.isSuccess ? currencyForCountry(detect.data.country_code) : undefined;
    const fromServer = detect.isSuccess && isCurrencyCode(detect.data.currency) ? detect.data.currency : undefined;
    const next = fromCountry ?? fromServer ?? currencyForLanguage(browserLanguage());
    setCurrencyState(next);
    storeCurrency(next);
    setDetected(true);
  }, [detected, detect.isPending, detect.isSuccess, detect.data]);

  const setCurrency = useCallback((next: CurrencyCode) => {
    storeCurrency(next);
    setCurrencyState(next);
    setDetected(true);
  }, []);

  const rates = useMemo(() => (ratesQuery.data ? sanitizeRates(ratesQuery.data.rates) : DEFAULT_RATES_TRY), [ratesQuery.data]);

  const formatPlanPrice = useCallback((priceEur: number) => formatInCurrency(priceEur, currency, rates, language), [currency, rates, language]);

  const value = useMemo(() => ({ currency, setCurrency, rates, formatPlanPrice }), [currency, setCurrency, rates, formatPlanPrice]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
