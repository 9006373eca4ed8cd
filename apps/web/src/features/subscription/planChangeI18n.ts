// The plan-change confirmation's texts live in src/i18n/planChange.{tr,en}.json under "planChange"; importing this
// module adds them to i18next. usePlanChangeT types the keys against the English tree.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../../i18n';
import en from '../../i18n/planChange.en.json';
import tr from '../../i18n/planChange.tr.json';

addTranslations({ en: { planChange: en }, tr: { planChange: tr } });

/** A key of the plan-change texts, relative to "planChange". */
export type PlanChangeKey = keyof typeof en;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

// usePlanChangeT returns a translate function for the plan-change keys, plus i18n for dates and language.
export function usePlanChangeT() {
  const { t, i18n } = useTranslation();
  const pt = useCallback((key: PlanChangeKey, options?: Record<string, unknown>) => (t as unknown as LooseT)(`planChange.${key}`, options), [t]);
  return { t: pt, i18n };
}
