import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Paper, PasswordInput, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected } from '@tabler/icons-react';
import { gibSettingsInputSchema } from '@ulak/shared/invoicing-gib';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { formatDateTime } from '../../../../ui/format';
import type { GibSettingsInput } from '../../api/gibApi';
import { useGibSettingsQuery } from '../../hooks/useGibSettingsQuery';
import { useSaveGibSettingsMutation } from '../../hooks/useSaveGibSettingsMutation';
import { useTestGibConnectionMutation } from '../../hooks/useTestGibConnectionMutation';
import { QueryError } from '../common/QueryError';
import { serverFormErrors } from '../common/serverFormErrors';

type Values = { endpoint: string; username: string; senderAlias: string; password: string };

// bodyOf is what the card saves: a password only when one was typed (an empty field keeps the stored one).
const bodyOf = (v: Values): GibSettingsInput => ({
  endpoint: v.endpoint.trim(),
  username: v.username.trim(),
  senderAlias: v.senderAlias.trim(),
  ...(v.password ? { password: v.password } : {}),
});

// GibSettingsCard edits the workspace's GİB integrator (özel entegratör): its endpoint, the user name, the password
// (write-only: the server says whether one is stored, never what it is) and the sender alias; "Test connection" tries
// the saved settings, and the last test's outcome stays shown.
export function GibSettingsCard() {
  const { t, i18n } = useTranslation();
  const query = useGibSettingsQuery();
  const save = useSaveGibSettingsMutation();
  const test = useTestGibConnectionMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { endpoint: '', username: '', senderAlias: '', password: '' },
    validate: schemaValidate(gibSettingsInputSchema, {
      toBody: bodyOf,
      // the first save needs a password; later ones keep the stored one when the field stays empty
      uiOnly: (v) => ({ password: !query.data?.hasPassword && !v.password && t('invoicing.gibSettings.passwordRequired') }),
    }),
  });
  const s = query.data;

  useEffect(() => {
    if (!s) return;
    form.setValues({ endpoint: s.endpoint, username: s.username, senderAlias: s.senderAlias ?? '', password: '' });
    form.resetDirty();
    // refill when the saved settings change
  }, [s]);

  const submit = form.onSubmit((v) =>
    save.mutate(bodyOf(v), {
      onSuccess: () => {
        form.setFieldValue('password', '');
        notifications.show({ color: 'teal', message: t('invoicing.gibSettings.saved') });
      },
      onError: (error) => {
        form.setErrors(serverFormErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.gibSettings.saveFailed')) });
      },
    }),
  );
  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (r) =>
        notifications.show({
          color: r.ok ? 'teal' : 'red',
          message: r.ok ? t('invoicing.gibSettings.testOk') : t('invoicing.gibSettings.testFailed', { message: r.error ?? '' }),
        }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.gibSettings.testError')) }),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="gib-settings">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={4}>{t('invoicing.gibSettings.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('invoicing.gibSettings.text')}
            </Text>
          </div>
          {s && (
            <Badge color={s.configured ? 'teal' : 'gray'} variant="light" data-testid="gib-settings-state" data-configured={s.configured}>
              {t(s.configured ? 'invoicing.gibSettings.configured' : 'invoicing.gibSettings.notConfigured')}
            </Badge>
          )}
        </Group>
        {query.isError && <QueryError error={query.error} fallback={t('invoicing.gibSettings.loadFailed')} onRetry={() => void query.refetch()} />}
        {query.isPending && <Skeleton h={160} radius="md" />}
        {s && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('invoicing.gibSettings.endpoint')}
                  description={t('invoicing.gibSettings.endpointHint')}
                  placeholder="https://"
                  {...form.getInputProps('endpoint')}
                  data-testid="gib-settings-endpoint"
                />
                <TextInput
                  label={t('invoicing.gibSettings.senderAlias')}
                  description={t('invoicing.gibSettings.senderAliasHint')}
                  placeholder="urn:mail:defaultgb@"
                  {...form.getInputProps('senderAlias')}
                  data-testid="gib-settings-alias"
                />
                <TextInput
                  label={t('invoicing.gibSettings.username')}
                  autoComplete="off"
                  {...form.getInputProps('username')}
                  data-testid="gib-settings-username"
                />
                <PasswordInput
                  label={t('invoicing.gibSettings.password')}
                  description={t(s.hasPassword ? 'invoicing.gibSettings.passwordStored' : 'invoicing.gibSettings.passwordNone')}
                  placeholder={s.hasPassword ? '••••••••' : undefined}
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                  data-testid="gib-settings-password"
                />
              </SimpleGrid>
              {s.lastTest && (
                <Text size="xs" c={s.lastTest.ok ? 'teal' : 'red'} data-testid="gib-settings-last-test" data-ok={s.lastTest.ok}>
                  {s.lastTest.ok
                    ? t('invoicing.gibSettings.lastTestOk', { date: formatDateTime(s.lastTest.at, i18n.language) })
                    : t('invoicing.gibSettings.lastTestFailed', { date: formatDateTime(s.lastTest.at, i18n.language), error: s.lastTest.error ?? '' })}
                </Text>
              )}
              {form.isDirty() && (
                <Alert color="yellow" p="xs">
                  <Text size="xs">{t('invoicing.gibSettings.unsaved')}</Text>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  leftSection={<IconPlugConnected size={16} />}
                  loading={test.isPending}
                  disabled={form.isDirty() || !s.configured}
                  onClick={runTest}
                  data-testid="gib-settings-test"
                >
                  {t('invoicing.gibSettings.test')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="gib-settings-save">
                  {t('invoicing.gibSettings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
