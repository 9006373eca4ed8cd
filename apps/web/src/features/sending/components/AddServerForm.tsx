import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { MAIL_SERVER_DEFAULTS, mailServerInputSchema } from '@ulak/shared/campaigns';
import { WARMUP_SCHEDULE } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useCreateMailServerMutation } from '../hooks/useCreateMailServerMutation';
import { toServerInput, type ServerFormValues } from '../serverForm';

// AddServerForm adds a mail server: port 587 and daily limit 1000 by default; without a name, SMTP host and user
// nothing is sent and the missing fields say so.
export function AddServerForm() {
  const { t } = useTranslation();
  const create = useCreateMailServerMutation();
  const initialValues: ServerFormValues = {
    name: '',
    smtpHost: '',
    smtpPort: String(MAIL_SERVER_DEFAULTS.smtpPort),
    smtpUser: '',
    smtpPassword: '',
    ipAddress: '',
    dailyLimit: String(MAIL_SERVER_DEFAULTS.dailyLimit),
    warmup: true,
  };
  const form = useForm<ServerFormValues>({
    initialValues,
    validate: schemaValidate(mailServerInputSchema, {
      toBody: toServerInput,
      // the catalogue only says "invalid" of a number out of range; these say the range
      messages: { smtpPort: t('campaigns.rotation.form.errors.port'), dailyLimit: t('campaigns.rotation.form.errors.dailyLimit') },
    }),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(toServerInput(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('campaigns.rotation.form.added', { name: values.name.trim() }) });
        form.reset();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.form.addFailed')) });
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="server-add-form">
        <Stack gap="sm">
          <Text fw={600}>{t('campaigns.rotation.form.title')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('campaigns.rotation.form.name')} withAsterisk {...form.getInputProps('name')} data-testid="server-name" />
            <TextInput
              label={t('campaigns.rotation.form.smtpHost')}
              placeholder="smtp.example.com"
              withAsterisk
              {...form.getInputProps('smtpHost')}
              data-testid="server-host"
            />
            <TextInput label={t('campaigns.rotation.form.smtpPort')} inputMode="numeric" {...form.getInputProps('smtpPort')} data-testid="server-port" />
            <TextInput label={t('campaigns.rotation.form.smtpUser')} withAsterisk {...form.getInputProps('smtpUser')} data-testid="server-user" />
            <PasswordInput
              label={t('campaigns.rotation.form.smtpPassword')}
              autoComplete="new-password"
              {...form.getInputProps('smtpPassword')}
              data-testid="server-password"
            />
            <TextInput label={t('campaigns.rotation.form.ipAddress')} placeholder="203.0.113.10" {...form.getInputProps('ipAddress')} data-testid="server-ip" />
            <TextInput
              label={t('campaigns.rotation.form.dailyLimit')}
              inputMode="numeric"
              {...form.getInputProps('dailyLimit')}
              data-testid="server-daily-limit"
            />
          </SimpleGrid>
          <Switch
            label={t('campaigns.rotation.form.warmup')}
            description={t('campaigns.rotation.form.warmupHint', { schedule: WARMUP_SCHEDULE.slice(0, 5).join(', ') })}
            {...form.getInputProps('warmup', { type: 'checkbox' })}
            data-testid="server-warmup"
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending} data-testid="server-submit">
              {t('campaigns.rotation.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
