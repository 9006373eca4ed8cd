// i18next set up with the tr and en trees; the first language follows the specification's first-load rule.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, STORAGE_KEYS, type Language } from '@ulak/shared';
import en from './en.json';
import tr from './tr.json';

export const resources = { en: { translation: en }, tr: { translation: tr } } as const;

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
  resources,
  lng: initialLanguage(),
  fallbackLng: 'tr',
  supportedLngs: ['tr', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
