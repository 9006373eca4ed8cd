import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { downloadFile } from '../../../lib/files';
import { serverErrorText } from '../../../lib/api';
import { useMailboxMessageQuery } from '../hooks/useMailboxMessageQuery';
import { attachmentPath, type MailboxMessage } from '../api/mailboxApi';

type Props = { id: string | null; onClose: () => void; onDelete: (message: MailboxMessage) => void };

function Header({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={70} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}

// MessageView opens a captured message: headers, the HTML in a sandboxed frame (no scripts, no same origin) and the text.
export function MessageView({ id, onClose, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMailboxMessageQuery(id);
  const data = message.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={data?.subject || t('mailbox.message')} data-testid="message-view">
      {message.isPending && <Skeleton h={300} />}
      {message.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(message.error, t('mailbox.loadMessageFailed'))}
        </Alert>
      )}
      {data && (
        <Stack gap="md" data-testid="message-detail">
          <Stack gap={4}>
            <Header label={t('mailbox.columns.subject')} value={data.subject || t('mailbox.noSubject')} />
            <Header label={t('mailbox.columns.from')} value={data.from} />
            <Header label={t('mailbox.columns.to')} value={data.to} />
            <Header label={t('mailbox.columns.date')} value={formatDateTime(data.receivedAt, i18n.language)} />
          </Stack>
          {(data.attachments ?? []).length > 0 && (
            <Stack gap={4} data-testid="message-attachments">
              <Text size="sm" fw={600}>
                {t('mailbox.attachments', { count: data.attachments?.length ?? 0 })}
              </Text>
              <Group gap="xs">
                {(data.attachments ?? []).map((a) => (
                  <Button
                    key={a.index}
                    size="xs"
                    variant="light"
                    leftSection={<IconPaperclip size={14} />}
                    onClick={() =>
                      void downloadFile(attachmentPath(data.id, a.index), a.filename).catch((error: unknown) =>
                        notifications.show({ color: 'red', message: serverErrorText(error, t('mailbox.downloadFailed')) }),
                      )
                    }
                    data-testid="message-attachment"
                    data-filename={a.filename}
                  >
                    {t('mailbox.attachment', { name: a.filename, type: a.contentType, size: formatNumber(Math.ceil(a.size / 1024), i18n.language) })}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          <Tabs defaultValue={data.html ? 'html' : 'text'} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html" disabled={!data.html} data-testid="message-tab-html">
                HTML
              </Tabs.Tab>
              <Tabs.Tab value="text" data-testid="message-tab-text">
                {t('mailbox.textTab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {data.html && (
                <iframe
                  title={t('mailbox.htmlFrameTitle')}
                  sandbox=""
                  srcDoc={data.html}
                  data-testid="message-html"
                  style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: '#fff' }}
                />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Text
                component="pre"
                size="sm"
                data-testid="message-text"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'var(--mantine-font-family-monospace)', margin: 0 }}
              >
                {data.text || t('mailbox.noText')}
              </Text>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end">
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)} data-testid="mailbox-delete">
              {t('mailbox.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
