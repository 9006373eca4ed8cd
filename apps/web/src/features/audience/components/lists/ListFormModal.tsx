import { useEffect } from 'react';
import { Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { listInputSchema } from '@ulak/shared/audience';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { ContactList, ListOptIn, ListVisibility } from '../../api/listsApi';
import { useCreateListMutation } from '../../hooks/useCreateListMutation';
import { useUpdateListMutation } from '../../hooks/useUpdateListMutation';
import { FormActions } from '../../../../ui/FormActions';

type Values = { name: string; description: string; visibility: ListVisibility; optIn: ListOptIn };
type Props = { opened: boolean; list: ContactList | null; onClose: () => void };

const EMPTY: Values = { name: '', description: '', visibility: 'private', optIn: 'single' };
const bodyOf = (values: Values) => ({ name: values.name.trim(), description: values.description.trim(), visibility: values.visibility, optIn: values.optIn });

// ListFormModal creates or edits a list: name, description, public or private, single or double opt-in.
export function ListFormModal({ opened, list, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateListMutation();
  const update = useUpdateListMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(listInputSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(list ? { name: list.name, description: list.description ?? '', visibility: list.visibility, optIn: list.optIn } : EMPTY);
    form.clearErrors();
    // reset only when the modal opens
  }, [opened, list]);

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t(list ? 'audience.lists.saved' : 'audience.lists.created') });
        onClose();
      },
      onError: (error: unknown) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.saveFailed')) });
      },
    };
    if (list) update.mutate({ id: list.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t(list ? 'audience.lists.editTitle' : 'audience.lists.createTitle')} centered data-testid="list-form-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('audience.lists.name')} maxLength={200} {...REQUIRED} {...form.getInputProps('name')} data-autofocus data-testid="list-name" />
          <Textarea
            label={t('audience.lists.description')}
            maxLength={1000}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            data-testid="list-description"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('audience.lists.visibility')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'private', label: t('audience.lists.visibilities.private') },
                { value: 'public', label: t('audience.lists.visibilities.public') },
              ]}
              {...form.getInputProps('visibility')}
              data-testid="list-visibility"
            />
            <Text size="xs" c="dimmed">
              {t(`audience.lists.visibilityHint.${form.values.visibility}`)}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('audience.lists.optIn')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'single', label: t('audience.lists.optIns.single') },
                { value: 'double', label: t('audience.lists.optIns.double') },
              ]}
              {...form.getInputProps('optIn')}
              data-testid="list-optin"
            />
            <Text size="xs" c="dimmed">
              {t(`audience.lists.optInHint.${form.values.optIn}`)}
            </Text>
          </Stack>
          <FormActions onCancel={onClose} loading={create.isPending || update.isPending} submitTestId="list-save" />
        </Stack>
      </form>
    </Modal>
  );
}
