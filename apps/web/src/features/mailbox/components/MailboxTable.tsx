import { ActionIcon, Badge, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCode, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import type { MailboxItem } from '../api/mailboxApi';

type Props = { items: MailboxItem[]; onOpen: (id: string) => void; onDelete: (item: MailboxItem) => void };

// MailboxTable lists captured messages newest first; a row opens the message.
export function MailboxTable({ items, onOpen, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="mailbox-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mailbox.columns.from')}</Table.Th>
            <Table.Th>{t('mailbox.columns.to')}</Table.Th>
            <Table.Th>{t('mailbox.columns.subject')}</Table.Th>
            <Table.Th>{t('mailbox.columns.received')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('mailbox.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              onClick={() => onOpen(item.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(item.id);
                }
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              data-testid="mailbox-row"
              data-id={item.id}
            >
              <Table.Td>
                <Text size="sm" truncate maw={220}>
                  {item.from}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={220}>
                  {item.to}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} truncate maw={360}>
                  {item.subject || t('mailbox.noSubject')}
                  {item.hasHtml && (
                    <Badge ml="xs" size="xs" variant="light" leftSection={<IconCode size={10} />}>
                      HTML
                    </Badge>
                  )}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.receivedAt, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('mailbox.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('mailbox.delete')}
                    onClick={(e) => {
                      e.stopPropagation();
                      onDelete(item);
                    }}
                    data-testid="mailbox-row-delete"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
