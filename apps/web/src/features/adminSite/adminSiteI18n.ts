// The platform-admin site screens' texts live in their own trees (src/i18n/adminSite.{tr,en}.json) under the
// "adminSite" key; importing this module adds them to i18next. useAdminSiteT types the keys against the English tree.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../../i18n';
import en from '../../i18n/adminSite.en.json';
import tr from '../../i18n/adminSite.tr.json';

addTranslations({ en: { adminSite: en }, tr: { adminSite: tr } });

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? Leaves<T[K], `${P}${K}.`> : `${P}${K}`;
}[keyof T & string];

/** A key of the admin site texts, relative to "adminSite". */
export type AdminSiteKey = Leaves<typeof en>;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

// useAdminSiteT returns a translate function for the admin site keys, plus i18n for dates and language.
export function useAdminSiteT() {
  const { t, i18n } = useTranslation();
  const at = useCallback((key: AdminSiteKey, options?: Record<string, unknown>) => (t as unknown as LooseT)(`adminSite.${key}`, options), [t]);
  return { t: at, i18n };
}
