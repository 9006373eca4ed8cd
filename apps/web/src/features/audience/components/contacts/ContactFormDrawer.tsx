import { useEffect, useState } from 'react';
import { Autocomplete, Divider, Drawer, MultiSelect, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, contactInputSchema, type ContactInput, type ContactStatus } from '@ulak/shared/audience';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { Contact } from '../../api/contactsApi';
import { attributesFromRows, rowsFromAttributes, validateAttributeRows, type AttributeRow } from '../../contactAttributes';
import { useCreateContactMutation } from '../../hooks/useCreateContactMutation';
import { useListsQuery } from '../../hooks/useListsQuery';
import { useUpdateContactMutation } from '../../hooks/useUpdateContactMutation';
import { AttributesEditor } from './AttributesEditor';
import { FormActions } from '../../../../ui/FormActions';

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  country: string;
  language: string;
  tags: string[];
  status: ContactStatus;
  consentSource: string;
  listIds: string[];
};

type Props = { opened: boolean; contact: Contact | null; onClose: () => void; onSaved?: (contact: Contact) => void };

const EMPTY: Values = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  company: '',
  country: '',
  language: '',
  tags: [],
  status: 'subscribed',
  consentSource: '',
  listIds: [],
};
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

// valuesOf fills the form from a contact (or empty for a new one).
function valuesOf(c: Contact | null): Values {
  if (!c) return EMPTY;
  return {
    email: c.email,
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    phone: c.phone ?? '',
    company: c.company ?? '',
    country: c.country ?? '',
    language: c.language ?? '',
    tags: c.tags,
    status: c.status,
    consentSource: c.consentSource ?? '',
    listIds: [],
  };
}

// fieldsOf is the contact the form's fields send (the custom attributes are rows of their own, checked row by row).
function fieldsOf(values: Values): Omit<ContactInput, 'attributes'> {
  return {
    email: values.email.trim(),
    firstName: orNull(values.firstName),
    lastName: orNull(values.lastName),
    phone: orNull(values.phone),
    company: orNull(values.company),
    country: orNull(values.country),
    language: orNull(values.language),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    status: values.status,
    consentSource: orNull(values.consentSource),
  };
}

// ContactFormDrawer creates a contact or edits one: fields, tags, status, consent source, lists (new contacts) and typed custom attributes.
export function ContactFormDrawer({ opened, contact, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const lists = useListsQuery();
  const create = useCreateContactMutation();
  const update = useUpdateContactMutation();
  const [rows, setRows] = useState<AttributeRow[]>([]);
  const [showRowErrors, setShowRowErrors] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(contactInputSchema, {
      toBody: (values) => ({ ...fieldsOf(values), ...(contact ? {} : { listIds: values.listIds }) }),
      // a refused tag or list shows on its input
      paths: { tags: 'tags', listIds: 'listIds' },
    }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(contact));
    form.resetDirty(valuesOf(contact));
    form.clearErrors();
    setRows(rowsFromAttributes(contact?.attributes ?? {}));
    setShowRowErrors(false);
    // reset only when the drawer opens for a contact
  }, [opened, contact]);

  const rowErrors = validateAttributeRows(rows);
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    setShowRowErrors(true);
    if (Object.keys(rowErrors).length > 0) return;
    const body: ContactInput = { ...fieldsOf(values), attributes: attributesFromRows(rows, contact?.attributes) };
    const handlers = {
      onSuccess: (saved: Contact) => {
        notifications.show({ color: 'teal', message: t(contact ? 'audience.form.saved' : 'audience.form.created') });
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.saveFailed')) });
      },
    };
    if (contact) update.mutate({ id: contact.id, body }, handlers);
    else create.mutate({ ...body, listIds: values.listIds }, handlers);
  });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(contact ? 'audience.form.editTitle' : 'audience.form.createTitle')}
      data-testid="contact-form-drawer"
    >
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <Stack gap="md">
          <TextInput label={t('audience.fields.email')} type="email" {...REQUIRED} {...form.getInputProps('email')} data-testid="contact-email" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('audience.fields.firstName')} {...form.getInputProps('firstName')} data-testid="contact-first-name" />
            <TextInput label={t('audience.fields.lastName')} {...form.getInputProps('lastName')} data-testid="contact-last-name" />
            <TextInput label={t('audience.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('audience.fields.company')} {...form.getInputProps('company')} />
            <TextInput label={t('audience.fields.country')} {...form.getInputProps('country')} />
            <Autocomplete
              label={t('audience.fields.language')}
              data={['tr', 'en']}
              maxLength={10}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('language')}
            />
            <Select
              label={t('audience.fields.status')}
              data={CONTACT_STATUSES.map((s) => ({ value: s, label: t(`audience.status.${s}`) }))}
              allowDeselect={false}
              comboboxProps={{ zIndex: 500 }}
              description={t('audience.form.statusHint')}
              {...form.getInputProps('status')}
            />
            <TextInput label={t('audience.fields.consentSource')} description={t('audience.form.consentHint')} {...form.getInputProps('consentSource')} />
          </SimpleGrid>
          <TagsInput
            label={t('audience.fields.tags')}
            description={t('audience.form.tagsHint')}
            maxTags={50}
            comboboxProps={{ zIndex: 500 }}
            {...form.getInputProps('tags')}
            data-testid="contact-tags"
          />
          {contact ? (
            <Text size="xs" c="dimmed">
              {t('audience.form.listsOnEdit')}
            </Text>
          ) : (
            <MultiSelect
              label={t('audience.fields.lists')}
              description={t('audience.form.listsHint')}
              data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
              searchable
              nothingFoundMessage={t('audience.common.nothingFound')}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('listIds')}
              data-testid="contact-lists"
            />
          )}
          <Divider />
          <AttributesEditor rows={rows} errors={showRowErrors ? rowErrors : {}} onChange={setRows} />
          <FormActions onCancel={onClose} loading={saving} submitTestId="contact-save" mt="md" />
        </Stack>
      </form>
    </Drawer>
  );
}
