import { useEffect } from 'react';
import { Alert, Badge, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { spamBand } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { useSpamCheckMutation } from '../hooks/useSpamCheckMutation';

export const SPAM_BAND_COLORS = { good: 'green', medium: 'yellow', bad: 'red' } as const;

// SpamCheckPanel scores the subject and content on demand: score, band colour and each rule that fired with its fix.
// It only runs when both are present; a change to either clears the old result.
export function SpamCheckPanel({ subject, content }: { subject: string; content: string }) {
  const { t, i18n } = useTranslation();
  const check = useSpamCheckMutation();
  const ready = subject.trim() !== '' && content.trim() !== '';
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const { reset } = check;

  useEffect(() => {
    reset();
  }, [subject, content, reset]);

  const result = check.data;
  const band = result ? (result.band ?? spamBand(result.spamScore)) : null;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="spam-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconShieldCheck size={18} />
            <Text fw={600} size="sm">
              {t('campaigns.spam.title')}
            </Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            disabled={!ready}
            loading={check.isPending}
            onClick={() => ready && check.mutate({ subject, content })}
            data-testid="spam-check"
          >
            {t('campaigns.spam.check')}
          </Button>
        </Group>
        {!ready && (
          <Text size="xs" c="dimmed">
            {t('campaigns.spam.needs')}
          </Text>
        )}
        {check.isError && (
          <Alert color="red" p="xs">
            {serverErrorText(check.error, t('campaigns.spam.failed'))}
          </Alert>
        )}
        {result && band && (
          <Stack gap="xs" data-testid="spam-result" data-score={result.spamScore} data-band={band}>
            <Group gap="sm">
              <Text fw={700} data-testid="spam-score">
                {t('campaigns.spam.score', { score: result.spamScore })}
              </Text>
              <Badge color={SPAM_BAND_COLORS[band]} data-testid="spam-band">
                {t(`campaigns.spam.bands.${band}`)}
              </Badge>
            </Group>
            <Progress value={Math.min(100, Math.max(0, result.spamScore))} color={SPAM_BAND_COLORS[band]} aria-label={t('campaigns.spam.title')} />
            {result.rules.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('campaigns.spam.noRules')}
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {result.rules.map((rule) => (
                  <List.Item key={rule.id} data-testid="spam-rule" data-rule={rule.id}>
                    <Text size="sm" span fw={600}>
                      {rule.message[lang]}
                    </Text>{' '}
                    <Text size="xs" span c="dimmed">
                      {t('campaigns.spam.points', { points: rule.points })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('campaigns.spam.fix', { fix: rule.fix[lang] })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
