import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { exportContacts, type ContactFilters } from '../api/contactsApi';
import { useDownload } from './useDownload';

// useExportContacts downloads the contacts matching the filters (a view, a list, a segment) as CSV and shows an error
// notification when the export fails.
export function useExportContacts() {
  const { t } = useTranslation();
  const download = useDownload();
  const run = (filters: ContactFilters) =>
    download.mutate(() => exportContacts(filters), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });
  return { run, isPending: download.isPending };
}
