import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/format';
import { serverErrorText } from '../../../lib/api';
import { useAdminSiteT } from '../adminSiteI18n';
import { useChatConversationQuery } from '../hooks/useChatConversationQuery';
import { useSendChatReplyMutation } from '../hooks/useSendChatReplyMutation';
import { useSetChatStatusMutation } from '../hooks/useSetChatStatusMutation';
import { ConfirmModal } from '../../../ui/ConfirmModal';

// ChatThread shows one conversation (polled every 3 seconds), a reply box where Enter sends, and close/reopen.
export function ChatThread({ id }: { id: string }) {
  const { t, i18n } = useAdminSiteT();
  const conversation = useChatConversationQuery(id);
  const send = useSendChatReplyMutation();
  const setStatus = useSetChatStatusMutation();
  const [text, setText] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const data = conversation.data;
  const count = data?.messages.length ?? 0;

  useEffect(() => {
    setText('');
  }, [id]);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count, id]);

  const submit = () => {
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate(
      { id, text: value },
      {
        onSuccess: () => setText(''),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('chat.sendFailed')) }),
      },
    );
  };

  const changeStatus = (status: 'open' | 'closed') =>
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: status === 'closed' ? t('chat.closed') : t('chat.reopened') }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('common.saveFailed')) }),
        onSettled: () => setConfirmClose(false),
      },
    );

  if (conversation.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="chat-thread-error">
        {serverErrorText(conversation.error, t('common.loadFailed'))}
      </Alert>
    );
  }
  if (!data) return <Skeleton h={420} radius="md" />;

  const closed = data.status === 'closed';
  return (
    <Paper withBorder radius="md" p="md" data-testid="chat-thread" data-status={data.status}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Badge color={closed ? 'gray' : 'teal'} data-testid="chat-thread-status">
              {closed ? t('chat.statusClosed') : t('chat.statusOpen')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('chat.started', { time: formatDateTime(data.createdAt, i18n.language) })}
            </Text>
          </Group>
          {closed ? (
            <Button size="xs" variant="light" loading={setStatus.isPending} onClick={() => changeStatus('open')} data-testid="chat-reopen">
              {t('chat.reopen')}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => setConfirmClose(true)} data-testid="chat-close">
              {t('chat.close')}
            </Button>
          )}
        </Group>
        <ScrollArea h={380} viewportRef={viewport} type="auto">
          <Stack gap="xs" pr="sm" data-testid="chat-messages">
            {data.messages.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.noMessages')}
              </Text>
            )}
            {data.messages.map((m) => {
              const mine = m.sender === 'agent';
              return (
                <Box key={m.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }} data-testid="chat-message" data-sender={m.sender}>
                  <Paper p="xs" radius="md" bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {m.text}
                    </Text>
                  </Paper>
                  <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                    {mine ? t('chat.agent') : t('chat.visitor')} · {formatDateTime(m.timestamp, i18n.language)}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        </ScrollArea>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Textarea
            aria-label={t('chat.replyLabel')}
            placeholder={t('chat.replyPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={2000}
            style={{ flex: 1 }}
            data-testid="chat-reply-input"
          />
          <Button leftSection={<IconSend size={16} />} onClick={submit} disabled={!text.trim()} loading={send.isPending} data-testid="chat-reply-send">
            {t('chat.send')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmClose}
        title={t('chat.closeTitle')}
        text={t('chat.closeText')}
        confirmLabel={t('chat.close')}
        loading={setStatus.isPending}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => changeStatus('closed')}
        testId="chat-close"
      />
    </Paper>
  );
}
