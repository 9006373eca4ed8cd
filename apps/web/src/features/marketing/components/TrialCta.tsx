import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@ulak/shared/plans';

// TrialCta invites the visitor to start the free trial (14 days, no card).
export function TrialCta({ secondary }: { secondary?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Paper radius="lg" p="xl" bg="var(--mantine-color-blue-light)">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2}>{t('cta.title')}</Title>
          <Text c="dimmed">{t('cta.text', { days: TRIAL_DAYS })}</Text>
          <Group>
            <Button component={Link} to="/register" size="md" data-testid="cta-register">
              {t('cta.button')}
            </Button>
            {secondary && (
              <Button component={Link} to={secondary.to} size="md" variant="default">
                {secondary.label}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
