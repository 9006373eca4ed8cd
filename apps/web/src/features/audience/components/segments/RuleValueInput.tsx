import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES } from '@ulak/shared/audience';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { valueInputFor, type RuleDraft } from '../../segmentRules';

type Props = { rule: RuleDraft; onChange: (value: string) => void };

const COMBO = { zIndex: 500 };

// RuleValueInput is the value box of a rule, shaped by its operator: text, number, date, days, status or yes/no (none for "is empty").
export function RuleValueInput({ rule, onChange }: Props) {
  const { t } = useTranslation();
  const input = valueInputFor(rule);
  const label = t('audience.rules.value');
  const common = { 'aria-label': label, w: 200, 'data-testid': 'rule-value' };
  switch (input) {
    case 'none':
      return null;
    case 'status':
      return (
        <Select
          {...common}
          data={CONTACT_STATUSES.map((s) => ({ value: s, label: t(`audience.status.${s}`) }))}
          value={rule.value || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
          comboboxProps={COMBO}
        />
      );
    case 'boolean':
      return (
        <Select
          {...common}
          data={[
            { value: 'true', label: t('audience.common.yes') },
            { value: 'false', label: t('audience.common.no') },
          ]}
          value={rule.value || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
          comboboxProps={COMBO}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" value={rule.value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'days':
      return (
        <TextInput
          {...common}
          type="number"
          min={1}
          max={3650}
          value={rule.value}
          onChange={(e) => onChange(e.currentTarget.value)}
          rightSection={<span style={{ fontSize: 12, paddingRight: 8 }}>{t('audience.rules.daysUnit')}</span>}
          rightSectionWidth={60}
        />
      );
    case 'number':
      return (
        // read in the interface language (1,5 in Turkish) and kept as a plain number ("1.5"); refused text is "NaN"
        <LocaleNumberInput
          {...common}
          placeholder={t('audience.rules.numberPlaceholder')}
          value={rule.value}
          onChange={(v) => onChange(v === '' ? '' : String(v))}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          placeholder={t('audience.rules.textPlaceholder')}
          value={rule.value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={500}
        />
      );
  }
}
