// i18next set up with the tr and en trees; the first language follows the specification's first-load rule.
// Only the sections the public shell shows are bundled here; every lazy page adds its own sections
// (addTranslations with a virtual:i18n/<sections> module), and the panel and auth areas add the whole trees.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, STORAGE_KEYS, type Language } from '@ulak/shared/i18n';
import shell from 'virtual:i18n/common,language,currency,nav,footer,cta,plans,errors,landing,pricing,features.domains,stats,testimonials,chat.openLabel,whatsapp,auth.sessionExpired,productModules.states';

export type TranslationBundle = { en: Record<string, unknown>; tr: Record<string, unknown> };

// initialLanguage applies detectLanguage to the stored preference and the browser language.
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    stored = null;
  }
  return detectLanguage(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: shell.en }, tr: { translation: shell.tr } },
  lng: initialLanguage(),
  fallbackLng: 'tr',
  supportedLngs: ['tr', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  // A key that is not loaded is a bug (a page forgot to add its section): say so in the console.
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => console.error(`Missing translation "${key}" (${languages.join(', ')})`),
});

// addTranslations merges sections of both trees into i18next; pages call it at module load, before they render.
export function addTranslations(bundle: TranslationBundle): void {
  for (const lng of ['en', 'tr'] as const) i18n.addResourceBundle(lng, 'translation', bundle[lng], true, true);
}
