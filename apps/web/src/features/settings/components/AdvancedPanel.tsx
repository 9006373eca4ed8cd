import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SettingsResponse, WorkspaceRole } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format';
import { downloadExport } from '../api/settingsApi';
import { useExportsQuery } from '../hooks/useExportsQuery';
import { useRequestExportMutation } from '../hooks/useRequestExportMutation';
import { useScheduleDeletionMutation } from '../hooks/useScheduleDeletionMutation';
import { useCancelDeletionMutation } from '../hooks/useCancelDeletionMutation';
import { ApiKeysPanel } from './ApiKeysPanel';

const STATUS_COLORS = { queued: 'gray', running: 'blue', ready: 'teal', failed: 'red' } as const;

// ExportPanel starts a whole-workspace export and lists the archives to download.
function ExportPanel() {
  const { t, i18n } = useTranslation();
  const exports = useExportsQuery();
  const start = useRequestExportMutation();
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Text fw={600}>{t('settings.export.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings.export.text')}
          </Text>
        </div>
        <Button
          leftSection={<IconFileExport size={16} />}
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onError: failed })}
          data-testid="export-start"
        >
          {t('settings.export.start')}
        </Button>
      </Group>
      {(exports.data?.exports.length ?? 0) > 0 && (
        <Table data-testid="exports-table">
          <Table.Tbody>
            {exports.data?.exports.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[e.status]} variant="light">
                    {t(`settings.export.statuses.${e.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{e.sizeBytes !== null ? `${formatNumber(e.sizeBytes / 1024, i18n.language, { minDigits: 1, maxDigits: 1 })} KB` : ''}</Table.Td>
                <Table.Td>
                  {e.status === 'ready' && (
                    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void downloadExport(e.id).catch(failed)}>
                      {t('settings.export.download')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

// DeletionPanel schedules the workspace's deletion after typing its name, and cancels it during the grace period.
function DeletionPanel({ workspace, role }: { workspace: SettingsResponse['workspace']; role: WorkspaceRole }) {
  const { t, i18n } = useTranslation();
  const schedule = useScheduleDeletionMutation();
  const cancel = useCancelDeletionMutation();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) });
  const scheduled = workspace.deletion.scheduledFor;
  return (
    <Stack gap="sm">
      <Text fw={600} c="red">
        {t('settings.deletion.title')}
      </Text>
      {scheduled ? (
        <Alert color="red" data-testid="deletion-scheduled">
          <Stack gap="xs">
            <Text size="sm">{t('settings.deletion.scheduled', { date: formatDate(scheduled, i18n.language) })}</Text>
            {role === 'owner' && (
              <Button w="fit-content" variant="white" color="red" loading={cancel.isPending} onClick={() => cancel.mutate(undefined, { onError: failed })}>
                {t('settings.deletion.cancel')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('settings.deletion.text', { name: workspace.name })}
          </Text>
          <Group align="flex-end">
            <TextInput
              label={t('settings.deletion.typeName')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              disabled={role !== 'owner'}
              style={{ flex: 1 }}
              data-testid="deletion-name"
            />
            <Button color="red" disabled={role !== 'owner' || typed !== workspace.name} onClick={() => setConfirming(true)} data-testid="deletion-start">
              {t('settings.deletion.delete')}
            </Button>
          </Group>
          {role !== 'owner' && (
            <Text size="xs" c="dimmed">
              {t('settings.deletion.ownerOnly')}
            </Text>
          )}
        </>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('settings.deletion.title')}
        text={t('settings.deletion.confirm', { name: workspace.name })}
        confirmLabel={t('settings.deletion.delete')}
        loading={schedule.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => schedule.mutate(typed, { onSuccess: () => setConfirming(false), onError: failed })}
        testId="deletion"
      />
    </Stack>
  );
}

// AdvancedPanel: API keys and export for owners and admins, and the workspace deletion.
export function AdvancedPanel({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const role = settings.security.role;
  const manager = role === 'owner' || role === 'admin';
  return (
    <Stack gap="lg">
      {manager ? (
        <>
          <ApiKeysPanel />
          <Divider />
          <ExportPanel />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('settings.advanced.managersOnly')}
        </Text>
      )}
      <Divider />
      <DeletionPanel workspace={settings.workspace} role={role} />
    </Stack>
  );
}
