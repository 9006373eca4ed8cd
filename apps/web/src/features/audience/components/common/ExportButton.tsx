import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { exportContacts, type ContactFilters } from '../../api/contactsApi';
import { useDownload } from '../../hooks/useDownload';

type Props = { filters: ContactFilters; label?: string; variant?: 'default' | 'light' | 'subtle'; size?: 'xs' | 'sm'; testId?: string };

// ExportButton downloads the contacts matching the filters (the current view, a list or a segment) as CSV.
export function ExportButton({ filters, label, variant = 'default', size = 'sm', testId = 'export-contacts' }: Props) {
  const { t } = useTranslation();
  const download = useDownload();
  const run = () =>
    download.mutate(() => exportContacts(filters), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });
  return (
    <Button variant={variant} size={size} leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={run} data-testid={testId}>
      {label ?? t('audience.common.export')}
    </Button>
  );
}
