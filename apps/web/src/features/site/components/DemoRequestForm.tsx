import { Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIRED } from '../../../ui/required';
import { optional } from '../../auth/optional';
import { useDemoRequestMutation } from '../hooks/useDemoRequestMutation';
import { isEmail } from '../validators';
import { SiteRequestForm } from './SiteRequestForm';

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

  return (
    <SiteRequestForm
      name="demo"
      form={form}
      request={demo}
      toBody={(values) => ({ email: values.email.trim(), message: optional(values.message) })}
      failureLog="Demo request failed"
      submitIcon={<IconCalendarEvent size={16} aria-hidden />}
      intro={
        <Text size="sm" c="dimmed">
          {t('demo.form.text')}
        </Text>
      }
    >
      <TextInput label={t('demo.form.email')} type="email" autoComplete="email" {...REQUIRED} {...form.getInputProps('email')} />
      <Textarea
        label={t('demo.form.message')}
        description={t('demo.form.messageHint')}
        minRows={3}
        autosize
        maxLength={5000}
        {...form.getInputProps('message')}
      />
    </SiteRequestForm>
  );
}
