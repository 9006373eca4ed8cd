import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconCheck, IconRocket, IconSend, IconWorldWww } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RealtimeDashboard } from '../api/dashboardApi';

const STEPS = [
  { key: 'contacts', to: '/app/contacts?tab=import', icon: IconAddressBook },
  { key: 'domain', to: '/app/campaigns', icon: IconWorldWww },
  { key: 'campaign', to: '/app/campaigns', icon: IconSend },
] as const;

// StartChecklist is the "start here" list of a new workspace: import contacts, verify a sending domain, send a first
// campaign, each ticked from the workspace's real state.
export function StartChecklist({ checklist, workspaceName }: { checklist: RealtimeDashboard['checklist']; workspaceName: string | undefined }) {
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
              {workspaceName ? t('dashboard.onboarding.titleNamed', { name: workspaceName }) : t('analytics.dashboard.checklist.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('analytics.dashboard.checklist.text')}
            </Text>
          </div>
        </Group>
        {STEPS.map((step, index) => {
          const done = checklist[step.key];
          return (
            <Group key={step.key} justify="space-between" wrap="nowrap" data-testid={`checklist-${step.key}`} data-done={done ? 'true' : 'false'}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant={done ? 'filled' : 'default'} color={done ? 'teal' : undefined} radius="xl">
                  {done ? <IconCheck size={16} /> : <step.icon size={16} />}
                </ThemeIcon>
                <Text size="sm" td={done ? 'line-through' : undefined}>
                  {index + 1}. {t(`analytics.dashboard.checklist.${step.key}`)}
                </Text>
              </Group>
              {done ? (
                <Text size="xs" c="teal">
                  {t('analytics.dashboard.checklist.done')}
                </Text>
              ) : (
                <Button component={Link} to={step.to} size="xs" variant="light">
                  {t('analytics.dashboard.checklist.go')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
