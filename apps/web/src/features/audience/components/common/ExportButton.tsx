import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactFilters } from '../../api/contactsApi';
import { useExportContacts } from '../../hooks/useExportContacts';

type Props = { filters: ContactFilters; label?: string; variant?: 'default' | 'light' | 'subtle'; size?: 'xs' | 'sm'; testId?: string };

// ExportButton downloads the contacts matching the filters (the current view, a list or a segment) as CSV.
export function ExportButton({ filters, label, variant = 'default', size = 'sm', testId = 'export-contacts' }: Props) {
  const { t } = useTranslation();
  const exporter = useExportContacts();
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconDownload size={16} />}
      loading={exporter.isPending}
      onClick={() => exporter.run(filters)}
      data-testid={testId}
    >
      {label ?? t('audience.common.export')}
    </Button>
  );
}
