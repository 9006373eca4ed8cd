import { NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIRED } from '../../../ui/required';
import { optional } from '../../auth/optional';
import { CONTACT_TYPES } from '@ulak/shared/site';
import type { ContactType } from '../api/siteApi';
import { useContactMutation } from '../hooks/useContactMutation';
import { isEmail } from '../validators';
import { SiteRequestForm } from './SiteRequestForm';

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

  return (
    <SiteRequestForm
      name="contact"
      form={form}
      request={contact}
      toBody={(values) => ({
        name: values.name.trim(),
        email: values.email.trim(),
        company: optional(values.company),
        subject: values.subject.trim(),
        message: values.message.trim(),
        contactType: values.contactType,
      })}
      failureLog="Contact form failed"
      submitIcon={<IconSend size={16} aria-hidden />}
    >
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
    </SiteRequestForm>
  );
}
