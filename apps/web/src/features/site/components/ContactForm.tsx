import '@mantine/core/styles/Input.css';
import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIRED } from '../../../ui/required';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { optional } from '../../auth/optional';
import { CONTACT_TYPES } from '@ulak/shared/site';
import type { ContactType } from '../api/siteApi';
import { useContactMutation } from '../hooks/useContactMutation';
import { isEmail } from '../validators';

type Values = { name: string; email: string; company: string; contactType: ContactType; subject: string; message: string };

// isContactType tells whether a value (e.g. from ?type=) is one of the five contact types.
export function isContactType(value: string | null): value is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(value ?? '');
}

// ContactForm sends a message to support (name, email, subject and message required) and then offers to send another.
export function ContactForm({ initialType = 'general' }: { initialType?: ContactType }) {
  const { t } = useTranslation();
  const contact = useContactMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', company: '', contactType: initialType, subject: '', message: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('contact.form.errors.name')),
      email: (v) => (!v.trim() ? t('contact.form.errors.email') : isEmail(v) ? null : t('contact.form.errors.emailInvalid')),
      subject: (v) => (v.trim() ? null : t('contact.form.errors.subject')),
      message: (v) => (v.trim() ? null : t('contact.form.errors.message')),
    },
  });

  const submit = form.onSubmit((values) => {
    contact.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        company: optional(values.company),
        subject: values.subject.trim(),
        message: values.message.trim(),
        contactType: values.contactType,
      },
      {
        onError: (error) => {
          console.error('Contact form failed', error);
          form.setErrors(fieldErrors(error));
        },
      },
    );
  });

  if (contact.isSuccess) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="contact-success">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={3}>{t('contact.form.successTitle')}</Title>
          <Text c="dimmed">{contact.data.message || t('contact.form.successText')}</Text>
          <Button
            variant="default"
            onClick={() => {
              contact.reset();
              form.reset();
            }}
            data-testid="contact-send-another"
          >
            {t('contact.form.sendAnother')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('contact.form.title')}
        </Title>
        {contact.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="contact-error">
            {serverErrorText(contact.error, t('contact.form.failed'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('contact.form.name')} autoComplete="name" {...REQUIRED} {...form.getInputProps('name')} />
          <TextInput label={t('contact.form.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
          <TextInput label={t('contact.form.company')} autoComplete="organization" {...form.getInputProps('company')} />
          <NativeSelect
            label={t('contact.form.type')}
            data={CONTACT_TYPES.map((type) => ({ value: type, label: t(`contact.types.${type}`) }))}
            {...form.getInputProps('contactType')}
          />
        </SimpleGrid>
        <TextInput label={t('contact.form.subject')} {...REQUIRED} {...form.getInputProps('subject')} />
        <Textarea label={t('contact.form.message')} minRows={5} autosize maxLength={5000} {...REQUIRED} {...form.getInputProps('message')} />
        <Button
          type="submit"
          loading={contact.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          data-testid="contact-submit"
        >
          {t('contact.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
