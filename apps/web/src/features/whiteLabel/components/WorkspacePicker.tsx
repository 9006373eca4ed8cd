import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@ulak/shared';

type Props = { tenants: Tenant[]; value: string | undefined; onChange: (v: string | undefined) => void; testId: string };

// WorkspacePicker chooses the own workspace or one of the reseller's tenants.
export function WorkspacePicker({ tenants, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  if (!tenants.length) return null;
  return (
    <Select
      label={t('whiteLabel.workspace')}
      w={300}
      value={value ?? 'own'}
      onChange={(v) => onChange(!v || v === 'own' ? undefined : v)}
      allowDeselect={false}
      data-testid={testId}
      data={[{ value: 'own', label: t('whiteLabel.ownWorkspace') }, ...tenants.map((x) => ({ value: x.id, label: x.name }))]}
    />
  );
}
