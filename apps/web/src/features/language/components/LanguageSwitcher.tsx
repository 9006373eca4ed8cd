// TR/EN toggle used in the public header and the panel header.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ulak/shared/i18n';
import { ToggleGroup } from '../../../ui/ToggleGroup';
import { useLanguage } from '../hooks/useLanguage';

const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }));

// LanguageSwitcher switches the interface language between Turkish and English.
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return <ToggleGroup value={language} onChange={setLanguage} options={OPTIONS} label={t('language.label')} size={size} testId="language-switch" />;
}
