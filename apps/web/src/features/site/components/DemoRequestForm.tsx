import '@mantine/core/styles/Input.css';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIRED } from '../../../ui/required';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { optional } from '../../auth/optional';
import { useDemoRequestMutation } from '../hooks/useDemoRequestMutation';
import { isEmail } from '../validators';

type Values = { email: string; message: string };

// DemoRequestForm asks for a demo by email (required) with an optional message, then offers to send another.
export function DemoRequestForm() {
  const { t } = useTranslation();
  const demo = useDemoRequestMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', message: '' },
    validate: { email: (v) => (!v.trim() ? t('demo.form.errors.email') : isEmail(v) ? null : t('demo.form.errors.emailInvalid')) },
  });

  const submit = form.onSubmit((values) => {
    demo.mutate(
      { email: values.email.trim(), message: optional(values.message) },
      {
        onError: (error) => {
          console.error('Demo request failed', error);
          form.setErrors(fieldErrors(error));
        },
      },
    );
  });

  if (demo.isSuccess) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="demo-success">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={3}>{t('demo.form.successTitle')}</Title>
          <Text c="dimmed">{demo.data.message || t('demo.form.successText')}</Text>
          <Button
            variant="default"
            onClick={() => {
              demo.reset();
              form.reset();
            }}
            data-testid="demo-send-another"
          >
            {t('demo.form.sendAnother')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate data-testid="demo-form">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('demo.form.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('demo.form.text')}
        </Text>
        {demo.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="demo-error">
            {serverErrorText(demo.error, t('demo.form.failed'))}
          </Alert>
        )}
        <TextInput label={t('demo.form.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
        <Textarea
          label={t('demo.form.message')}
          description={t('demo.form.messageHint')}
          minRows={3}
          autosize
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          loading={demo.isPending}
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          data-testid="demo-submit"
        >
          {t('demo.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
