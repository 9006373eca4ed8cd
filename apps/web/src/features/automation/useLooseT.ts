import { useTranslation } from 'react-i18next';

/** The automation screens build many keys from data (node kinds, statuses, problem codes): a t that takes any string. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

// useLooseT is useTranslation with a t for computed keys (every key it is given exists in both automation trees).
export function useLooseT() {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as LooseT, i18n };
}
