// Holds the interface language (tr or en): switches i18next, stores the choice and sets <html lang>.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type Language } from '@ulak/shared/i18n';
import { i18n } from '../../i18n';

export type LanguageContextValue = {
  language: Language;
  setLanguage: (language: Language) => void;
};

export const LanguageContext = createContext<LanguageContextValue | null>(null);

function toLanguage(value: string | undefined): Language {
  return value === 'en' ? 'en' : 'tr';
}

// LanguageProvider makes the current language and its setter available to the tree.
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => toLanguage(i18n.language));

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    try {
      localStorage.setItem(STORAGE_KEYS.language, next);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this visit.
    }
    void i18n.changeLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
