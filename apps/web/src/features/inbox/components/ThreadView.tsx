import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Loader, Paper, ScrollArea, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INBOX_TEXT_MAX } from '@ulak/shared/inbox';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import { sendTyping } from '../api/inboxApi';
import { useAssignMutation } from '../hooks/useAssignMutation';
import { useMarkReadMutation } from '../hooks/useMarkReadMutation';
import { useMembersQuery } from '../hooks/useMembersQuery';
import { useReplyMutation } from '../hooks/useReplyMutation';
import { useStatusMutation } from '../hooks/useStatusMutation';
import { useThreadQuery } from '../hooks/useThreadQuery';
import type { Typing } from '../hooks/useInboxStream';
import { ChannelIcon } from './ChannelIcon';
import { ContactPanel } from './ContactPanel';
import { useConversationTitle } from './useConversationTitle';

// ThreadView is one conversation: its messages, assignment, status, the reply box and the contact beside it.
export function ThreadView({ id, typing }: { id: string; typing: Typing }) {
  const { t, i18n } = useTranslation();
  const thread = useThreadQuery(id);
  const members = useMembersQuery();
  const reply = useReplyMutation();
  const assign = useAssignMutation();
  const status = useStatusMutation();
  const markRead = useMarkReadMutation();
  const title = useConversationTitle();
  const [text, setText] = useState('');
  const [confirmResolve, setConfirmResolve] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const typingSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const conv = thread.data?.conversation;
  const unread = conv?.unreadCount ?? 0;
  const count = thread.data?.messages.length ?? 0;

  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate(id);
  }, [id, unread]);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [count, id]);
  useEffect(() => {
    setText('');
    return () => clearTimeout(idle.current);
  }, [id]);

  if (thread.isLoading) return <Loader size="sm" />;
  if (thread.isError || !thread.data || !conv)
    return <QueryError error={thread.error} fallback={t('inbox.thread.loadFailed')} onRetry={() => void thread.refetch()} testId="inbox-thread-error" />;
  const data = thread.data;
  const trimmed = text.trim();
  const tooLong = text.length > INBOX_TEXT_MAX;

  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - typingSent.current > 3000) {
      typingSent.current = now;
      void sendTyping(id, true).catch(() => undefined);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      typingSent.current = 0;
      void sendTyping(id, false).catch(() => undefined);
    }, 4000);
  };
  const send = () => {
    if (!trimmed || tooLong || reply.isPending || !data.canReply) return;
    reply.mutate(
      { id, text: trimmed },
      {
        onSuccess: () => {
          setText('');
          typingSent.current = 0;
          clearTimeout(idle.current);
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('inbox.thread.sendFailed')) }),
      },
    );
  };
  const changeStatus = (next: 'open' | 'resolved') =>
    status.mutate(
      { id, status: next },
      {
        onSuccess: () => {
          setConfirmResolve(false);
          notifications.show({ color: 'teal', message: t(next === 'resolved' ? 'inbox.thread.resolved' : 'inbox.thread.reopened') });
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('inbox.thread.actionFailed')) }),
      },
    );
  const who = typing[id];

  return (
    <Group align="flex-start" gap="md" wrap="wrap" data-testid="inbox-thread">
      <Stack gap="sm" style={{ flex: '1 1 420px', minWidth: 0 }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <ChannelIcon channel={conv.channel} />
            <Text fw={700}>{title(conv)}</Text>
            <Badge variant="light" color={conv.status === 'open' ? 'green' : 'gray'} data-testid="inbox-thread-status">
              {t(`inbox.status.${conv.status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Select
              size="xs"
              w={200}
              aria-label={t('inbox.thread.assignee')}
              placeholder={t('inbox.thread.unassigned')}
              data-testid="inbox-assignee"
              value={conv.assigneeId ?? ''}
              data={[
                { value: '', label: t('inbox.thread.unassigned') },
                ...(members.data?.items ?? []).map((m) => ({ value: m.id, label: m.name || m.email })),
              ]}
              allowDeselect={false}
              onChange={(v) =>
                assign.mutate(
                  { id, assigneeId: v || null },
                  {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('inbox.thread.assigned') }),
                    onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('inbox.thread.actionFailed')) }),
                  },
                )
              }
            />
            {conv.status === 'open' ? (
              <Button
                size="xs"
                variant="light"
                color="teal"
                leftSection={<IconCheck size={14} />}
                onClick={() => setConfirmResolve(true)}
                data-testid="inbox-resolve"
              >
                {t('inbox.thread.resolve')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={status.isPending}
                onClick={() => changeStatus('open')}
                data-testid="inbox-reopen"
              >
                {t('inbox.thread.reopen')}
              </Button>
            )}
          </Group>
        </Group>
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Stack gap="xs" data-testid="inbox-messages">
              {data.messages.map((m) => (
                <Box
                  key={m.id}
                  style={{ alignSelf: m.direction === 'out' ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
                  data-testid="inbox-message"
                  data-direction={m.direction}
                >
                  <Paper
                    p="xs"
                    radius="md"
                    bg={m.direction === 'out' ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-body)'}
                    c={m.direction === 'out' ? 'white' : undefined}
                    withBorder={m.direction === 'in'}
                  >
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {m.text}
                    </Text>
                  </Paper>
                  <Text size="xs" c="dimmed" ta={m.direction === 'out' ? 'right' : 'left'}>
                    {m.direction === 'out' ? m.authorName || t('inbox.thread.agent') : title(conv)} · {formatDateTime(m.createdAt, i18n.language)}
                  </Text>
                </Box>
              ))}
              <div ref={bottom} />
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        <Text size="xs" c="blue" mih={18} data-testid="inbox-typing">
          {who ? t(who.who === 'visitor' ? 'inbox.thread.typingVisitor' : 'inbox.thread.typingAgent') : ''}
        </Text>
        {!data.canReply && (
          <Alert color="orange" icon={<IconAlertTriangle size={16} />} data-testid="inbox-window-closed">
            {t('inbox.thread.windowClosed')}
          </Alert>
        )}
        <Stack gap={6}>
          <Textarea
            aria-label={t('inbox.thread.replyOn', { channel: t(`inbox.channels.${conv.channel}`) })}
            placeholder={t('inbox.thread.replyPlaceholder')}
            autosize
            minRows={2}
            maxRows={8}
            value={text}
            disabled={!data.canReply}
            error={tooLong ? t('inbox.validation.tooLong', { max: INBOX_TEXT_MAX }) : undefined}
            onChange={(e) => onType(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
            data-testid="inbox-reply"
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('inbox.thread.replyOn', { channel: t(`inbox.channels.${conv.channel}`) })}
            </Text>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={send}
              disabled={!trimmed || tooLong || !data.canReply}
              loading={reply.isPending}
              data-testid="inbox-send"
            >
              {t('inbox.thread.send')}
            </Button>
          </Group>
        </Stack>
      </Stack>
      <Box style={{ flex: '0 1 280px', minWidth: 240 }}>
        <ContactPanel conversation={conv} contact={data.contact} />
      </Box>
      <ConfirmModal
        opened={confirmResolve}
        title={t('inbox.thread.confirmResolveTitle')}
        text={t('inbox.thread.confirmResolveText')}
        confirmLabel={t('inbox.thread.resolve')}
        color="teal"
        loading={status.isPending}
        onCancel={() => setConfirmResolve(false)}
        onConfirm={() => changeStatus('resolved')}
        testId="inbox-confirm-resolve"
      />
    </Group>
  );
}
