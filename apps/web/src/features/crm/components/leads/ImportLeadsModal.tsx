import { useRef, useState } from 'react';
import { Alert, Badge, Button, Code, FileButton, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { ImportResult } from '../../api/leadsApi';
import { importReason } from '../../crmFormat';
import { useImportLeadsMutation } from '../../hooks/useImportLeadsMutation';

const MAX_BYTES = 5 * 1024 * 1024;
const COLUMNS = 'name,email,phone,company,status,source,value';

// ImportLeadsModal reads a CSV file in the browser, sends its text and shows how many leads came in and why lines failed.
export function ImportLeadsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useImportLeadsMutation();
  const [result, setResult] = useState<(ImportResult & { file: string }) | null>(null);
  const reset = useRef<() => void>(null);

  const close = () => {
    setResult(null);
    run.reset();
    onClose();
  };

  const pick = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notifications.show({ color: 'red', message: t('crm.import.tooLarge') });
      return;
    }
    const csv = await file.text();
    if (!csv.trim()) {
      notifications.show({ color: 'red', message: t('crm.import.emptyFile') });
      return;
    }
    run.mutate(csv, {
      onSuccess: (res) => {
        setResult({ ...res, file: file.name });
        notifications.show({ color: res.failed ? 'yellow' : 'teal', message: t('crm.import.done', { inserted: res.inserted, failed: res.failed }) });
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.import.failed')) }),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('crm.import.title')} size="lg" centered data-testid="lead-import-modal">
      <Stack gap="md">
        <Text size="sm">{t('crm.import.text')}</Text>
        <Code block>{COLUMNS}</Code>
        <Text size="xs" c="dimmed">
          {t('crm.import.hint')}
        </Text>
        <Group>
          <FileButton
            onChange={(f) => void pick(f)}
            accept=".csv,text/csv"
            resetRef={reset}
            inputProps={{ 'data-testid': 'lead-import-file' } as Record<string, string>}
          >
            {(props) => (
              <Button {...props} leftSection={<IconFileUpload size={16} />} loading={run.isPending} data-testid="lead-import-choose">
                {t('crm.import.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {result && (
          <Stack gap="sm" data-testid="lead-import-result" data-inserted={result.inserted} data-failed={result.failed}>
            <Alert
              color={result.failed ? 'yellow' : 'teal'}
              icon={result.failed ? <IconAlertTriangle size={18} /> : <IconCircleCheck size={18} />}
              title={result.file}
            >
              <Group gap="xs">
                <Badge color="teal" variant="light" data-testid="lead-import-inserted">
                  {t('crm.import.inserted', { count: result.inserted })}
                </Badge>
                <Badge color={result.failed ? 'red' : 'gray'} variant="light" data-testid="lead-import-failed">
                  {t('crm.import.failedRows', { count: result.failed })}
                </Badge>
              </Group>
            </Alert>
            {result.errors.length > 0 && (
              <ScrollArea.Autosize mah={260}>
                <Table striped data-testid="lead-import-errors">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={80}>{t('crm.import.line')}</Table.Th>
                      <Table.Th>{t('crm.import.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.errors.map((e) => (
                      <Table.Tr key={`${e.line}-${e.reason}`} data-testid="lead-import-error" data-line={e.line}>
                        <Table.Td>{e.line}</Table.Td>
                        <Table.Td>{importReason(e.reason, t)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-testid="lead-import-close">
            {t('crm.common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
