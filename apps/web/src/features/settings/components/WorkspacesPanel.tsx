import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { fetchMe } from '../../auth/api/authApi';
import { useAuth } from '../../auth/hooks/useAuth';
import { useWorkspacesQuery } from '../hooks/useWorkspacesQuery';
import { useSwitchWorkspaceMutation } from '../hooks/useSwitchWorkspaceMutation';

// WorkspacesPanel lists the workspaces the user belongs to (shown when there is more than one) and switches between them.
export function WorkspacesPanel() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const list = useWorkspacesQuery();
  const switcher = useSwitchWorkspaceMutation();
  const workspaces = list.data?.workspaces ?? [];
  if (workspaces.length < 2) return null;
  const go = (id: string) =>
    switcher.mutate(id, {
      onSuccess: async (res) => {
        signIn({ token: res.token, user: await fetchMe(res.token) });
        window.location.assign('/app/dashboard');
      },
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }),
    });
  return (
    <Stack gap="xs" data-testid="workspaces-panel">
      <Text fw={600}>{t('settings.workspaces.title')}</Text>
      {workspaces.map((w) => (
        <Group key={w.id} justify="space-between">
          <Text size="sm">
            {w.name}{' '}
            <Badge size="xs" variant="light">
              {t(`settings.team.roles.${w.role}`)}
            </Badge>
          </Text>
          {w.current ? (
            <Badge color="teal" variant="light">
              {t('settings.workspaces.current')}
            </Badge>
          ) : (
            <Button size="xs" variant="light" loading={switcher.isPending && switcher.variables === w.id} onClick={() => go(w.id)}>
              {t('settings.workspaces.switch')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
