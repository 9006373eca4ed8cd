import { useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { ContactImport } from '../../api/importsApi';
import { useUploadImportMutation } from '../../hooks/useUploadImportMutation';
import { IMPORT_EXTENSIONS, isImportFile } from '../../importMapping';

// UploadStep takes a CSV or XLSX file (dropped or chosen) and uploads it for the preview and suggested mapping.
export function UploadStep({ onUploaded }: { onUploaded: (upload: ContactImport) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImportMutation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!isImportFile(file.name)) {
      setLocalError(t('audience.imports.wrongType'));
      return;
    }
    setLocalError(null);
    upload.mutate(file, { onSuccess: onUploaded });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files[0]);
  };
  const error = localError ?? (upload.isError ? serverErrorText(upload.error, t('audience.imports.uploadFailed')) : null);

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-filled)' : undefined, cursor: 'pointer' }}
        bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => !upload.isPending && input.current?.click()}
        data-testid="import-dropzone"
      >
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            {upload.isPending ? <Loader size={24} /> : <IconFileSpreadsheet size={28} />}
          </ThemeIcon>
          <Text fw={600}>{upload.isPending ? t('audience.imports.uploading') : t('audience.imports.dropTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('audience.imports.dropText')}
          </Text>
          <Group>
            <Button
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              onClick={(e) => {
                e.stopPropagation();
                input.current?.click();
              }}
              data-testid="import-choose"
            >
              {t('audience.imports.choose')}
            </Button>
          </Group>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={[...IMPORT_EXTENSIONS, 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',')}
          hidden
          onChange={(e) => {
            take(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
          data-testid="import-file-input"
        />
      </Paper>
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="import-upload-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
