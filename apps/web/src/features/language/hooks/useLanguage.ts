import { useContext } from 'react';
import { LanguageContext, type LanguageContextValue } from '../LanguageProvider';

// useLanguage returns the current language and its setter; throws when used outside LanguageProvider.
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
