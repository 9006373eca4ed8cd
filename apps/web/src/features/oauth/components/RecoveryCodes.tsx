import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// RecoveryCodes shows the ten single-use recovery codes once, with copy and "I stored them".
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Text fw={600}>{t('oauth.account.recoveryTitle')}</Text>
      <Alert color="yellow">{t('oauth.account.recoveryText')}</Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((c) => (
          <Text key={c} ff="monospace" size="sm">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('oauth.account.copied') : t('oauth.account.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {t('oauth.account.done')}
        </Button>
      </Group>
    </Stack>
  );
}
