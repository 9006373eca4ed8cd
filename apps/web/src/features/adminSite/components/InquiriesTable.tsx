import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/format';
import { useAdminSiteT } from '../adminSiteI18n';
import type { Inquiry } from '../api/adminSiteApi';

type Props = { items: Inquiry[]; pendingId: string | null; onToggleHandled: (item: Inquiry) => void };

// InquiriesTable lists contact and demo requests newest first; a row expands to show the whole message.
export function InquiriesTable({ items, pendingId, onToggleHandled }: Props) {
  const { t, i18n } = useAdminSiteT();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" data-testid="inquiries-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('inquiries.expand')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('inquiries.columns.kind')}</Table.Th>
            <Table.Th>{t('inquiries.columns.from')}</Table.Th>
            <Table.Th>{t('inquiries.columns.subject')}</Table.Th>
            <Table.Th>{t('inquiries.columns.received')}</Table.Th>
            <Table.Th>{t('inquiries.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const open = expanded === item.id;
            const handled = item.handledAt !== null;
            return (
              <Fragment key={item.id}>
                <Table.Tr data-testid="inquiry-row" data-id={item.id} data-email={item.email} data-handled={handled ? 'true' : 'false'}>
                  <Table.Td>
                    <Tooltip label={open ? t('inquiries.collapse') : t('inquiries.expand')}>
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={open}
                        aria-label={open ? t('inquiries.collapse') : t('inquiries.expand')}
                        onClick={() => setExpanded(open ? null : item.id)}
                        data-testid="inquiry-toggle"
                      >
                        {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.kind === 'demo' ? 'grape' : 'blue'} data-testid="inquiry-kind">
                      {t(`inquiries.kind.${item.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} truncate maw={220}>
                      {item.name || item.email}
                    </Text>
                    {item.name && (
                      <Text size="xs" c="dimmed" truncate maw={220}>
                        {item.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate maw={320}>
                      {item.subject || t('inquiries.noSubject')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(item.createdAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant="dot" color={handled ? 'teal' : 'orange'} data-testid="inquiry-state">
                        {handled ? t('inquiries.handled') : t('inquiries.open')}
                      </Badge>
                      <Button
                        size="compact-xs"
                        variant={handled ? 'default' : 'light'}
                        loading={pendingId === item.id}
                        onClick={() => onToggleHandled(item)}
                        data-testid="inquiry-handle"
                      >
                        {handled ? t('inquiries.markUnhandled') : t('inquiries.markHandled')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={6} bg="var(--mantine-color-default-hover)">
                      <Stack gap={6} data-testid="inquiry-message">
                        <Group gap="lg">
                          {item.company && (
                            <Text size="xs" c="dimmed">
                              {t('inquiries.company')}: {item.company}
                            </Text>
                          )}
                          {item.contactType && (
                            <Text size="xs" c="dimmed">
                              {t('inquiries.contactType')}: {item.contactType}
                            </Text>
                          )}
                          {item.language && (
                            <Text size="xs" c="dimmed">
                              {t('inquiries.language')}: {item.language.toUpperCase()}
                            </Text>
                          )}
                        </Group>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {item.message || t('inquiries.noMessage')}
                        </Text>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
