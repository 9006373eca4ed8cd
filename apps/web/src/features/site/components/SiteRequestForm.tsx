import '@mantine/core/styles/Input.css';
import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';

type Props<V, B> = {
  /** The form's texts are `${name}.form.*` and its test ids `${name}-*`. */
  name: 'contact' | 'demo';
  form: UseFormReturnType<V>;
  request: UseMutationResult<{ message?: string }, Error, B>;
  /** The request body from the validated values. */
  toBody: (values: V) => B;
  /** Logged with the error when the request fails. */
  failureLog: string;
  submitIcon: ReactNode;
  /** Under the title, above the fields. */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

// SiteRequestForm is a public site form (contact, demo request): title, the server's error, the fields and submit;
// the server's field errors go back to the fields. Once sent it thanks the visitor and offers to send another.
export function SiteRequestForm<V, B>({ name, form, request, toBody, failureLog, submitIcon, intro, children }: Props<V, B>) {
  const { t } = useTranslation();
  const submit = form.onSubmit((values) => {
    request.mutate(toBody(values), {
      onError: (error) => {
        console.error(failureLog, error);
        form.setErrors(fieldErrors(error));
      },
    });
  });

  if (request.isSuccess) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid={`${name}-success`}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={3}>{t(`${name}.form.successTitle`)}</Title>
          <Text c="dimmed">{request.data.message || t(`${name}.form.successText`)}</Text>
          <Button
            variant="default"
            onClick={() => {
              request.reset();
              form.reset();
            }}
            data-testid={`${name}-send-another`}
          >
            {t(`${name}.form.sendAnother`)}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate data-testid={`${name}-form`}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t(`${name}.form.title`)}
        </Title>
        {intro}
        {request.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid={`${name}-error`}>
            {serverErrorText(request.error, t(`${name}.form.failed`))}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={request.isPending} leftSection={submitIcon} style={{ alignSelf: 'flex-start' }} data-testid={`${name}-submit`}>
          {t(`${name}.form.submit`)}
        </Button>
      </Stack>
    </Paper>
  );
}
