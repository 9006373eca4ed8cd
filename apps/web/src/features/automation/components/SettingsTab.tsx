import { useEffect, useState } from 'react';
import { useLooseT } from '../useLooseT';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { Alert, Button, Card, Code, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AutomationSettings } from '@ulak/shared/automation';
import { serverErrorText } from '../../../lib/api';
import { useAutomationSettingsQuery } from '../hooks/useAutomationSettingsQuery';
import { useRotateEventKeyMutation } from '../hooks/useRotateEventKeyMutation';
import { useSaveAutomationSettingsMutation } from '../hooks/useSaveAutomationSettingsMutation';

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

// SettingsTab edits the workspace's automation limits (seed 001 §9), time zone, quiet hours, frequency cap, and the
// event ingest key for POST /api/events.
export function SettingsTab() {
  const { t } = useLooseT();
  const q = useAutomationSettingsQuery();
  const save = useSaveAutomationSettingsMutation();
  const rotate = useRotateEventKeyMutation();
  const [form, setForm] = useState<AutomationSettings | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  useEffect(() => {
    if (q.data) setForm(q.data.settings);
  }, [q.data]);
  if (!form || !q.data) return <Text c="dimmed">{t('automation.loading')}</Text>;
  const n = (key: keyof AutomationSettings, min: number, max: number) => (
    <LocaleNumberInput
      label={t(`automation.settings.${key}`)}
      decimalScale={0}
      min={min}
      max={max}
      value={form[key] as number}
      onChange={(v) => typeof v === 'number' && Number.isFinite(v) && setForm({ ...form, [key]: v })}
    />
  );
  const submit = () =>
    save.mutate(form, {
      onSuccess: () => notifications.show({ color: 'green', message: t('automation.settings.saved') }),
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('automation.errors.settings')) }),
    });
  return (
    <Stack>
      <Card withBorder>
        <Title order={5} mb="sm">
          {t('automation.settings.limits')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          {n('dailyMaxRuns', 1, 10_000_000)}
          {n('concurrentWorkflows', 1, 10_000)}
          {n('stepTimeoutMinutes', 1, 1440)}
          {n('retries', 0, 10)}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {t('automation.settings.usage', {
            runs: q.data.runsToday,
            max: q.data.settings.dailyMaxRuns,
            active: q.data.activeWorkflows,
            concurrent: q.data.settings.concurrentWorkflows,
          })}
        </Text>
      </Card>
      <Card withBorder>
        <Title order={5} mb="sm">
          {t('automation.settings.delivery')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          <TextInput label={t('automation.settings.timeZone')} value={form.timeZone} onChange={(e) => setForm({ ...form, timeZone: e.currentTarget.value })} />
          <Switch
            mt="xl"
            label={t('automation.settings.quiet')}
            checked={!!form.quietHours}
            onChange={(e) => setForm({ ...form, quietHours: e.currentTarget.checked ? { start: 22, end: 8 } : null })}
          />
          {form.quietHours && (
            <Group grow>
              <Select
                label={t('automation.settings.quietStart')}
                data={hours}
                value={String(form.quietHours.start)}
                onChange={(v) => v && setForm({ ...form, quietHours: { ...form.quietHours!, start: Number(v) } })}
              />
              <Select
                label={t('automation.settings.quietEnd')}
                data={hours}
                value={String(form.quietHours.end)}
                onChange={(v) => v && setForm({ ...form, quietHours: { ...form.quietHours!, end: Number(v) } })}
              />
            </Group>
          )}
          <LocaleNumberInput
            label={t('automation.settings.frequencyCap')}
            decimalScale={0}
            description={t('automation.settings.frequencyCapHint')}
            min={1}
            max={100}
            value={form.frequencyCapPerDay ?? ''}
            onChange={(v) => (v === '' ? setForm({ ...form, frequencyCapPerDay: null }) : Number.isFinite(v) && setForm({ ...form, frequencyCapPerDay: v }))}
          />
        </SimpleGrid>
      </Card>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="automation-settings-save">
          {t('automation.settings.save')}
        </Button>
      </Group>
      <Card withBorder>
        <Title order={5} mb="xs">
          {t('automation.settings.eventKey')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('automation.settings.eventKeyText')}
        </Text>
        <Code
          block
          mb="sm"
        >{`POST /api/events\nAuthorization: Bearer ${newKey ?? (q.data.eventKeyPrefix ? `${q.data.eventKeyPrefix}…` : '<key>')}\n{"type": "cart", "email": "ayse@example.com", "eventId": "cart-1001"}`}</Code>
        {newKey && (
          <Alert color="yellow" mb="sm" data-testid="event-key">
            {t('automation.settings.keyOnce', { key: newKey })}
          </Alert>
        )}
        <Button
          variant="default"
          loading={rotate.isPending}
          onClick={() => rotate.mutate(undefined, { onSuccess: (r) => setNewKey(r.key) })}
          data-testid="event-key-rotate"
        >
          {q.data.eventKeyPrefix ? t('automation.settings.rotateKey') : t('automation.settings.createKey')}
        </Button>
      </Card>
    </Stack>
  );
}
