import { useState } from 'react';
import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListCheck, IconListDetails, IconTag, IconTagOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { BulkAction } from '../../api/contactsApi';
import { useBulkContactsMutation } from '../../hooks/useBulkContactsMutation';
import { useListsQuery } from '../../hooks/useListsQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { FormActions } from '../../../../ui/FormActions';
import { formSubmit } from '../../../../ui/formSubmit';

type Kind = BulkAction['action'];
type Props = { ids: string[]; onDone: (action: Kind) => void; onClear: () => void };

const TAG_ACTIONS: Kind[] = ['tag', 'untag'];
const LIST_ACTIONS: Kind[] = ['add_to_list', 'remove_from_list'];

// BulkActionsBar appears while contacts are selected: tag, untag, add to or remove from a list, delete (after a confirmation).
export function BulkActionsBar({ ids, onDone, onClear }: Props) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Kind | null>(null);
  const [tag, setTag] = useState('');
  const [listId, setListId] = useState<string | null>(null);
  const lists = useListsQuery();
  const bulk = useBulkContactsMutation();

  const open = (kind: Kind) => {
    setTag('');
    setListId(null);
    setAction(kind);
  };
  const run = (body: BulkAction) =>
    bulk.mutate(body, {
      onSuccess: ({ affected }) => {
        notifications.show({ color: 'teal', message: t(`audience.bulk.done.${body.action}`, { count: affected }) });
        setAction(null);
        onDone(body.action);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.bulk.failed')) }),
    });
  const submit = () => {
    if (action === 'tag' || action === 'untag') {
      if (tag.trim()) run({ action, contactIds: ids, tag: tag.trim() });
    } else if ((action === 'add_to_list' || action === 'remove_from_list') && listId) run({ action, contactIds: ids, listId });
  };

  const buttons = [
    { kind: 'tag' as const, icon: IconTag },
    { kind: 'untag' as const, icon: IconTagOff },
    { kind: 'add_to_list' as const, icon: IconListCheck },
    { kind: 'remove_from_list' as const, icon: IconListDetails },
  ];

  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-blue-light)" data-testid="bulk-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} data-testid="bulk-count">
          {t('audience.bulk.selected', { count: ids.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {buttons.map((b) => (
            <Button key={b.kind} size="xs" variant="default" leftSection={<b.icon size={14} />} onClick={() => open(b.kind)} data-testid={`bulk-${b.kind}`}>
              {t(`audience.bulk.actions.${b.kind}`)}
            </Button>
          ))}
          <DeleteButton onClick={() => open('delete')} testId="bulk-delete">
            {t('audience.bulk.actions.delete')}
          </DeleteButton>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={onClear} data-testid="bulk-clear">
            {t('audience.bulk.clear')}
          </Button>
        </Group>
      </Group>

      <Modal
        opened={action !== null && action !== 'delete'}
        onClose={() => setAction(null)}
        title={action && action !== 'delete' ? t(`audience.bulk.actions.${action}`) : ''}
        centered
        zIndex={400}
      >
        <form onSubmit={formSubmit(submit)}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('audience.bulk.applyTo', { count: ids.length })}
            </Text>
            {action && TAG_ACTIONS.includes(action) && (
              <TextInput
                label={t('audience.bulk.tagLabel')}
                value={tag}
                onChange={(e) => setTag(e.currentTarget.value)}
                maxLength={50}
                data-autofocus
                data-testid="bulk-tag-input"
              />
            )}
            {action && LIST_ACTIONS.includes(action) && (
              <Select
                label={t('audience.bulk.listLabel')}
                data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                value={listId}
                onChange={setListId}
                searchable
                nothingFoundMessage={t('audience.lists.emptyTitle')}
                comboboxProps={{ zIndex: 500 }}
                data-testid="bulk-list-select"
              />
            )}
            <FormActions
              onCancel={() => setAction(null)}
              submitLabel={t('audience.bulk.apply')}
              loading={bulk.isPending}
              disabled={action && TAG_ACTIONS.includes(action) ? !tag.trim() : !listId}
              submitTestId="bulk-apply"
            />
          </Stack>
        </form>
      </Modal>

      <ConfirmModal
        opened={action === 'delete'}
        title={t('audience.bulk.deleteTitle')}
        text={t('audience.bulk.deleteText', { count: ids.length })}
        confirmLabel={t('audience.bulk.actions.delete')}
        loading={bulk.isPending}
        onCancel={() => setAction(null)}
        onConfirm={() => run({ action: 'delete', contactIds: ids })}
        testId="bulk-delete"
      />
    </Paper>
  );
}
