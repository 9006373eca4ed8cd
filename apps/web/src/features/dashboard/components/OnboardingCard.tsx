import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconRocket, IconSend, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'contacts', to: '/app/crm', icon: IconAddressBook },
  { key: 'campaign', to: '/app/campaigns', icon: IconSend },
  { key: 'team', to: '/app/settings', icon: IconUsers },
] as const;

// OnboardingCard is the dashboard's empty state for a new workspace: the first three things to do.
export function OnboardingCard({ workspaceName }: { workspaceName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="onboarding-card">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconRocket size={24} />
          </ThemeIcon>
          <div>
            <Title order={3} fz="lg">
              {workspaceName ? t('dashboard.onboarding.titleNamed', { name: workspaceName }) : t('dashboard.onboarding.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('dashboard.onboarding.text')}
            </Text>
          </div>
        </Group>
        {STEPS.map((step, index) => (
          <Group key={step.key} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="default" radius="xl">
                <step.icon size={16} />
              </ThemeIcon>
              <Text size="sm">
                {index + 1}. {t(`dashboard.onboarding.steps.${step.key}`)}
              </Text>
            </Group>
            <Button component={Link} to={step.to} size="xs" variant="light">
              {t('dashboard.onboarding.go')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
