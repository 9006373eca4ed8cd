import { useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { LOGO_MAX_BYTES } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';

const ACCEPTED = ['image/png', 'image/jpeg'];

// readDataUrl reads a file as a data URL.
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

// LogoUpload picks a logo (images only: PNG or JPEG, at most 512 KB — what the server and the PDF accept) and hands it
// over as a data URL.
export function LogoUpload({ value, error, onChange }: { value: string; error?: string; onChange: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const reset = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxKb = Math.round(LOGO_MAX_BYTES / 1024);

  const pick = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('invoicing.validation.logoType'));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t('invoicing.validation.logoSize', { size: maxKb }));
    setProblem(null);
    onChange(await readDataUrl(file));
  };

  const shown = problem ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('companySettings.fields.logoUrl')}
      </Text>
      <Group align="center" gap="md">
        <Paper withBorder radius="md" w={120} h={80} p={6} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {value ? (
            <Image src={value} alt={t('companySettings.logo.alt')} fit="contain" mah={66} data-testid="company-logo-image" />
          ) : (
            <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
          )}
        </Paper>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={(f) => void pick(f)}
              accept={ACCEPTED.join(',')}
              resetRef={reset}
              inputProps={{ 'data-testid': 'company-logo-input' } as Record<string, string>}
            >
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} data-testid="company-logo-upload">
                  {value ? t('companySettings.logo.replace') : t('companySettings.logo.upload')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange('')}
                data-testid="company-logo-remove"
              >
                {t('companySettings.logo.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('companySettings.logo.hint', { size: maxKb })}
          </Text>
        </Stack>
      </Group>
      {shown && (
        <Text size="xs" c="red" data-testid="company-logo-error">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
