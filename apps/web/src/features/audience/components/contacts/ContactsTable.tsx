import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../ui/format';
import { clickableRow, SELECTED_ROW_BG, SelectAllHeader, SelectCell } from '../../../../ui/tableRows';
import type { Contact } from '../../api/contactsApi';
import { ContactStatusBadge } from '../common/ContactStatusBadge';

type Props = {
  items: Contact[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (id: string) => void;
};

const MAX_TAGS = 3;

// fullName joins a contact's names, or returns null when it has none.
export function fullName(c: Pick<Contact, 'firstName' | 'lastName'>): string | null {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

// ContactsTable lists one page of contacts with row selection; a click on a row opens the contact.
export function ContactsTable({ items, selected, onToggle, onToggleAll, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="contacts-table">
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader
              ids={items.map((c) => c.id)}
              selected={selected}
              onToggleAll={onToggleAll}
              label={t('audience.contacts.selectAll')}
              testId="contacts-select-all"
            />
            <Table.Th>{t('audience.fields.email')}</Table.Th>
            <Table.Th>{t('audience.contacts.columns.name')}</Table.Th>
            <Table.Th>{t('audience.fields.company')}</Table.Th>
            <Table.Th>{t('audience.fields.status')}</Table.Th>
            <Table.Th>{t('audience.fields.tags')}</Table.Th>
            <Table.Th>{t('audience.fields.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr
              key={c.id}
              {...clickableRow(() => onOpen(c.id))}
              bg={selected.has(c.id) ? SELECTED_ROW_BG : undefined}
              data-testid="contact-row"
              data-id={c.id}
              data-email={c.email}
            >
              <SelectCell
                checked={selected.has(c.id)}
                onToggle={() => onToggle(c.id)}
                label={t('audience.contacts.selectRow', { email: c.email })}
                testId="contact-select"
                inClickableRow
              />
              <Table.Td>
                <Text size="sm" fw={600} truncate maw={260}>
                  {c.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={200} c={fullName(c) ? undefined : 'dimmed'}>
                  {fullName(c) ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" truncate maw={180} c={c.company ? undefined : 'dimmed'}>
                  {c.company || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <ContactStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {c.tags.slice(0, MAX_TAGS).map((tag) => (
                    <Badge key={tag} size="sm" variant="outline" color="gray" tt="none">
                      {tag}
                    </Badge>
                  ))}
                  {c.tags.length > MAX_TAGS && (
                    <Text size="xs" c="dimmed">
                      +{c.tags.length - MAX_TAGS}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(c.createdAt, i18n.language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
