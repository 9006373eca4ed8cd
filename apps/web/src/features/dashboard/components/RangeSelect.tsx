import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_RANGES, type DashboardRange } from '../api/dashboardApi';

type Props = { value: DashboardRange; onChange: (range: DashboardRange) => void };

// RangeSelect picks the dashboard's date range (1h … 1y).
export function RangeSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('dashboard.range.label')}
      value={value}
      onChange={(v) => v && onChange(v as DashboardRange)}
      data={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`dashboard.range.options.${r}`) }))}
      allowDeselect={false}
      w={170}
      data-testid="range-select"
    />
  );
}
