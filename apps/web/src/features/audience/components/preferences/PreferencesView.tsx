import { useState } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconInfoCircle, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { Preferences } from '../../api/preferencesApi';
import { useSavePreferencesMutation } from '../../hooks/useSavePreferencesMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';

type Props = { token: string; preferences: Preferences };

// PreferencesView is the body of the public preferences page: one switch per list, save, and unsubscribe from all.
export function PreferencesView({ token, preferences }: Props) {
  const { t } = useTranslation();
  const save = useSavePreferencesMutation(token);
  const [choices, setChoices] = useState<Record<string, boolean>>(() => Object.fromEntries(preferences.lists.map((l) => [l.id, l.subscribed])));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const changed = Object.fromEntries(preferences.lists.filter((l) => (choices[l.id] ?? l.subscribed) !== l.subscribed).map((l) => [l.id, choices[l.id]]));
  const dirty = Object.keys(changed).length > 0;
  const unsubscribed = preferences.status === 'unsubscribed';
  const sender = preferences.sender || t('audience.preferences.thisSender');

  const submit = () =>
    save.mutate(
      { lists: changed },
      {
        onSuccess: (saved) => {
          setChoices(Object.fromEntries(saved.preferences.lists.map((l) => [l.id, l.subscribed])));
          // the answer is shown once, in the page (no toast repeating it)
          setDone(saved.message);
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.preferences.saveFailed')) }),
      },
    );
  const unsubscribeAll = () =>
    save.mutate(
      { unsubscribeAll: true },
      {
        onSuccess: (saved) => {
          setChoices(Object.fromEntries(saved.preferences.lists.map((l) => [l.id, l.subscribed])));
          setDone(saved.message);
          setConfirming(false);
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.preferences.saveFailed')) }),
      },
    );

  return (
    <Paper withBorder radius="md" p="xl" data-testid="preferences" data-status={preferences.status}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            {t('audience.preferences.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('audience.preferences.for', { email: preferences.email })}
          </Text>
          {preferences.sender && (
            <Text c="dimmed" size="sm" data-testid="preferences-sender">
              {t('audience.preferences.sender', { sender: preferences.sender })}
            </Text>
          )}
        </div>
        {done && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="preferences-done">
            {done}
          </Alert>
        )}
        {unsubscribed && !done && (
          <Alert color="gray" icon={<IconMailOff size={18} />} data-testid="preferences-unsubscribed">
            {t('audience.preferences.unsubscribedNote')}
          </Alert>
        )}
        {(preferences.status === 'bounced' || preferences.status === 'complained') && (
          <Alert color="orange" icon={<IconInfoCircle size={18} />}>
            {t('audience.preferences.blockedNote')}
          </Alert>
        )}
        <Text fw={600}>{t('audience.preferences.lists')}</Text>
        {preferences.lists.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="preferences-no-lists">
            {t('audience.preferences.noLists')}
          </Text>
        ) : (
          <Stack gap="sm" data-testid="preferences-lists">
            {preferences.lists.map((l) => (
              <Switch
                key={l.id}
                label={l.name}
                checked={choices[l.id] ?? l.subscribed}
                onChange={(e) => setChoices({ ...choices, [l.id]: e.currentTarget.checked })}
                data-testid="preferences-list"
                data-list-id={l.id}
              />
            ))}
          </Stack>
        )}
        {preferences.lists.length > 0 && (
          <Group>
            <Button onClick={submit} disabled={!dirty} loading={save.isPending && !confirming} data-testid="preferences-save">
              {t('audience.preferences.save')}
            </Button>
          </Group>
        )}
        <Divider />
        <Stack gap={6}>
          <Text fw={600}>{t('audience.preferences.unsubscribeAllTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('audience.preferences.unsubscribeAllText', { sender })}
          </Text>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconMailOff size={16} />}
              disabled={unsubscribed || save.isPending}
              onClick={() => setConfirming(true)}
              data-testid="preferences-unsubscribe-all"
            >
              {t('audience.preferences.unsubscribeAll')}
            </Button>
          </Group>
        </Stack>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('audience.preferences.confirmTitle')}
        text={t('audience.preferences.confirmText', { email: preferences.email, sender })}
        confirmLabel={t('audience.preferences.unsubscribeAll')}
        loading={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={unsubscribeAll}
        testId="preferences-unsubscribe"
      />
    </Paper>
  );
}
