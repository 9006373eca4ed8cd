import { useEffect, useState } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { REQUIRED } from '../../../../ui/required';
import { useAddSuppressionMutation } from '../../hooks/useAddSuppressionMutation';
import { isPlainEmail } from '@ulak/shared/campaigns';
import { FormActions } from '../../../../ui/FormActions';

// AddSuppressionModal blocks an address by hand: it will never be sent to.
export function AddSuppressionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSuppressionMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setEmail('');
      setError(null);
    }
  }, [opened]);

  const submit = () => {
    const value = email.trim();
    if (!isPlainEmail(value)) {
      setError(t('audience.form.emailInvalid'));
      return;
    }
    add.mutate(value, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('audience.suppressions.added', { email: value }) });
        onClose();
      },
      onError: (err) => {
        setError(fieldErrors(err).email ?? null);
        notifications.show({ color: 'red', message: serverErrorText(err, t('audience.common.saveFailed')) });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('audience.suppressions.addTitle')} centered data-testid="suppression-add-modal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('audience.suppressions.addText')}
          </Text>
          <TextInput
            label={t('audience.fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            {...REQUIRED}
            data-autofocus
            data-testid="suppression-email"
          />
          <FormActions onCancel={onClose} submitLabel={t('audience.suppressions.add')} loading={add.isPending} color="red" submitTestId="suppression-save" />
        </Stack>
      </form>
    </Modal>
  );
}
