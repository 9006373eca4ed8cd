import '@mantine/core/styles.css';
import { Alert, Box, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../features/audience/audienceI18n';
import { ApiRequestError, serverErrorText } from '../../lib/api';
import { usePageMeta } from '../../lib/usePageMeta';
import { Logo } from '../../ui/Logo';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { PreferencesView } from '../../features/audience/components/preferences/PreferencesView';
import { usePreferencesQuery } from '../../features/audience/hooks/usePreferencesQuery';

/** The address the opt-in confirmation redirects to when its link is bad. */
const INVALID_TOKEN = 'invalid';

// InvalidLink tells a recipient that the link is broken or expired.
function InvalidLink({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="preferences-invalid">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('audience.preferences.invalidTitle')}
        </Title>
        <Text c="dimmed">{message ?? t('audience.preferences.invalidText')}</Text>
      </Stack>
    </Paper>
  );
}

// PreferencesPage is the public page behind every email's preferences link (/preferences/:token): per-list switches,
// save, unsubscribe from all; /preferences/invalid explains a bad link, ?confirmed=1 thanks for a double opt-in.
export function PreferencesPage() {
  const { t } = useTranslation();
  usePageMeta(t('audience.preferences.title'), t('audience.preferences.metaDescription'));
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const invalid = token === INVALID_TOKEN || token.length < 10;
  const prefs = usePreferencesQuery(invalid ? null : token);
  const badLink = prefs.error instanceof ApiRequestError && (prefs.error.code === 'INVALID_LINK' || prefs.error.status === 404 || prefs.error.status === 400);

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-light)">
      <Container size="md" py="md">
        <Group justify="space-between">
          <Link to="/" aria-label={t('nav.homeAria')} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo />
          </Link>
          <LanguageSwitcher />
        </Group>
      </Container>
      <Container component="main" size="sm" py="xl">
        <Stack gap="md">
          {params.get('confirmed') === '1' && !invalid && (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('audience.preferences.confirmedTitle')} data-testid="preferences-confirmed">
              {t('audience.preferences.confirmedText')}
            </Alert>
          )}
          {invalid && <InvalidLink />}
          {!invalid && prefs.isPending && (
            <Group justify="center" py="xl">
              <Loader aria-label={t('common.loading')} />
            </Group>
          )}
          {!invalid && badLink && <InvalidLink message={serverErrorText(prefs.error, t('audience.preferences.invalidText'))} />}
          {!invalid && prefs.isError && !badLink && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="preferences-error">
              <Group justify="space-between">
                <Text size="sm">{serverErrorText(prefs.error, t('audience.preferences.loadFailed'))}</Text>
                <Button size="xs" variant="default" onClick={() => void prefs.refetch()}>
                  {t('common.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {prefs.data && <PreferencesView key={token} token={token} preferences={prefs.data} />}
        </Stack>
      </Container>
    </Box>
  );
}
