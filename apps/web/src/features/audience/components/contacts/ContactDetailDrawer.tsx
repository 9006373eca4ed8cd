import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime } from '../../../../ui/format';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { LabeledValue } from '../../../../ui/LabeledValue';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import type { ContactDetail } from '../../api/contactsApi';
import { useContactQuery } from '../../hooks/useContactQuery';
import { useDeleteContactMutation } from '../../hooks/useDeleteContactMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { ContactStatusBadge } from '../common/ContactStatusBadge';
import { ContactEvents } from './ContactEvents';
import { fullName } from './ContactsTable';
import { consentSourceLabel } from '../../consentSource';
import { ChannelConsentPanel } from '../../../channels/components/ChannelConsentPanel';

type Props = { id: string | null; onClose: () => void; onEdit: (contact: ContactDetail) => void };

const MEMBERSHIP_COLORS = { confirmed: 'teal', pending: 'yellow', unsubscribed: 'gray' } as const;

// ContactDetailDrawer shows one contact: fields, tags, attributes, lists, recent engagement and the preferences link.
export function ContactDetailDrawer({ id, onClose, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const contact = useContactQuery(id);
  const remove = useConfirmedDelete<ContactDetail>(
    useDeleteContactMutation(),
    { deleted: () => t('audience.detail.deleted'), failed: t('audience.detail.deleteFailed') },
    onClose,
  );
  const c = contact.data;

  const attributes = c ? Object.entries(c.attributes).filter(([, v]) => v !== null) : [];

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={t('audience.detail.title')} data-testid="contact-detail">
      {contact.isPending && <Skeleton h={300} radius="md" />}
      {contact.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(contact.error, t('audience.detail.loadFailed'))}
        </Alert>
      )}
      {c && (
        <Stack gap="lg" data-testid="contact-detail-body" data-id={c.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={3} fz="lg" style={{ wordBreak: 'break-all' }} data-testid="contact-detail-email">
                {c.email}
              </Title>
              {fullName(c) && <Text c="dimmed">{fullName(c)}</Text>}
            </div>
            <ContactStatusBadge status={c.status} />
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(c)} data-testid="contact-edit">
              {t('audience.common.edit')}
            </Button>
            <DeleteButton onClick={() => remove.ask(c)} testId="contact-delete">
              {t('audience.common.delete')}
            </DeleteButton>
          </Group>

          <SimpleGrid cols={2} spacing="sm">
            <LabeledValue label={t('audience.fields.phone')} value={c.phone} />
            <LabeledValue label={t('audience.fields.company')} value={c.company} />
            <LabeledValue label={t('audience.fields.country')} value={c.country} />
            <LabeledValue label={t('audience.fields.language')} value={c.language} />
            <LabeledValue label={t('audience.fields.consentSource')} value={consentSourceLabel(t, c.consentSource)} />
            <LabeledValue label={t('audience.fields.consentAt')} value={c.consentAt ? formatDateTime(c.consentAt, i18n.language) : null} />
            <LabeledValue label={t('audience.fields.createdAt')} value={formatDateTime(c.createdAt, i18n.language)} />
            <LabeledValue label={t('audience.fields.updatedAt')} value={formatDateTime(c.updatedAt, i18n.language)} />
          </SimpleGrid>

          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('audience.fields.tags')}
            </Text>
            {c.tags.length ? (
              <Group gap={4}>
                {c.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('audience.detail.noTags')}
              </Text>
            )}
          </Stack>

          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('audience.detail.attributes')}
            </Text>
            {attributes.length ? (
              <Table withTableBorder verticalSpacing={4} data-testid="contact-attributes">
                <Table.Tbody>
                  {attributes.map(([key, value]) => (
                    <Table.Tr key={key}>
                      <Table.Td w="40%">
                        <Text size="sm" ff="monospace">
                          {key}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{typeof value === 'boolean' ? t(value ? 'audience.common.yes' : 'audience.common.no') : String(value)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                {t('audience.detail.noAttributes')}
              </Text>
            )}
          </Stack>

          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('audience.fields.lists')}
            </Text>
            {c.lists.length ? (
              <Stack gap={4} data-testid="contact-lists-detail">
                {c.lists.map((l) => (
                  <Group key={l.id} justify="space-between">
                    <Text size="sm">{l.name}</Text>
                    <Badge variant="light" color={MEMBERSHIP_COLORS[l.status]}>
                      {t(`audience.detail.membership.${l.status}`)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('audience.detail.noLists')}
              </Text>
            )}
          </Stack>

          <ContactEvents events={c.events} />

          <ChannelConsentPanel contactId={c.id} phone={c.phone} title />

          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('audience.detail.preferences')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('audience.detail.preferencesHint')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                value={c.preferencesUrl}
                readOnly
                style={{ flex: 1 }}
                aria-label={t('audience.detail.preferences')}
                data-testid="contact-preferences-url"
              />
              <CopyButton value={c.preferencesUrl}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('audience.common.copied') : t('audience.common.copy')}>
                    <ActionIcon variant="default" size="lg" onClick={copy} aria-label={t('audience.common.copy')}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              <Tooltip label={t('audience.detail.openPreferences')}>
                <Anchor href={c.preferencesUrl} target="_blank" rel="noopener noreferrer" aria-label={t('audience.detail.openPreferences')}>
                  <IconExternalLink size={18} />
                </Anchor>
              </Tooltip>
            </Group>
          </Stack>
        </Stack>
      )}
      <ConfirmModal
        {...remove.modal}
        title={t('audience.detail.deleteTitle')}
        text={t('audience.detail.deleteText', { email: c?.email ?? '' })}
        confirmLabel={t('audience.common.delete')}
        testId="contact-delete"
      />
    </Drawer>
  );
}
