// TR/EN toggle used in the public header and the panel header.
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ulak/shared';
import { useLanguage } from '../hooks/useLanguage';

type Props = { size?: 'xs' | 'sm' };

// LanguageSwitcher switches the interface language between Turkish and English.
export function LanguageSwitcher({ size = 'xs' }: Props) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('language.label')}
      data-testid="language-switch"
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
    />
  );
}
