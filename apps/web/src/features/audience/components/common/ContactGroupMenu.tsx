import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The list's or segment's name, for the menu button's label. */
  name: string;
  /** Prefix of the test ids: `${testId}-actions`, `${testId}-view-contacts`, `-export`, `-edit`, `-delete`. */
  testId: string;
  onViewContacts: () => void;
  onExport: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

// ContactGroupMenu is the row menu of a list or a segment: view its contacts, export them, edit, delete.
export function ContactGroupMenu({ name, testId, onViewContacts, onExport, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('audience.common.actionsFor', { name })} data-testid={`${testId}-actions`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUsers size={14} />} onClick={onViewContacts} data-testid={`${testId}-view-contacts`}>
          {t('audience.common.viewContacts')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={onExport} data-testid={`${testId}-export`}>
          {t('audience.common.export')}
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('audience.common.edit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid={`${testId}-delete`}>
          {t('audience.common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
