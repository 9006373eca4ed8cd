import '@mantine/core/styles/Input.css';
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Group, Paper, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { requestNotificationStack } from '../../../ui/notificationStack';
import { IconChevronUp, IconHeadset, IconMinus, IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/chat';
import { addTranslations } from '../../../i18n';
import { ApiRequestError, serverErrorText } from '../../../lib/api';
import { useChat } from '../hooks/useChat';
import { useChatMessagesQuery } from '../hooks/useChatMessagesQuery';
import { useStartChatMutation } from '../hooks/useStartChatMutation';
import { useSendChatMessageMutation } from '../hooks/useSendChatMessageMutation';
import { ChatBubble, TypingBubble } from './ChatBubble';

// this component notifies on failures: bring the notification stack to the public page
requestNotificationStack();

addTranslations(sections);

/** The greeting appears one second after the first opening, the typing indicator lasts at most two (seed 000 §9). */
const GREETING_DELAY_MS = 1_000;
const TYPING_MAX_MS = 2_000;

// ChatWindow is the live-chat panel: messages with a person from support, polled every 3 seconds while open.
export function ChatWindow() {
  const { t, i18n } = useTranslation();
  const chat = useChat();
  const visitorToken = chat?.visitorToken ?? null;
  const open = chat?.state === 'open';
  const messagesQuery = useChatMessagesQuery(visitorToken, open);
  const start = useStartChatMutation();
  const send = useSendChatMessageMutation(visitorToken);
  const [draft, setDraft] = useState('');
  const [typingFor, setTypingFor] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const messages = messagesQuery.data ?? [];
  const agentCount = messages.filter((m) => m.sender === 'agent').length;
  const pendingText = start.isPending ? start.variables?.text : send.isPending ? send.variables : undefined;
  const busy = start.isPending || send.isPending;

  // The client-side greeting, once per visit, for a visitor with no conversation yet.
  const needsGreeting = Boolean(chat && open && !chat.greeted && !visitorToken);
  useEffect(() => {
    if (!needsGreeting || !chat) return;
    const timer = window.setTimeout(chat.markGreeted, GREETING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needsGreeting, chat]);

  // The typing indicator stops after two seconds even when nobody has answered yet.
  useEffect(() => {
    if (typingFor === null) return;
    const timer = window.setTimeout(() => setTypingFor(null), TYPING_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [typingFor]);

  // A stored conversation the server no longer knows is forgotten; the next message starts a new one.
  const lost = messagesQuery.error instanceof ApiRequestError && [401, 403, 404].includes(messagesQuery.error.status);
  useEffect(() => {
    if (lost) chat?.setVisitorToken(null);
  }, [lost, chat]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, chat?.greeted, pendingText, typingFor]);

  if (!chat) return null;
  const typing = typingFor !== null && agentCount <= typingFor;

  const submit = () => {
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    const onError = (error: unknown) => {
      console.error('Chat message failed', error);
      setDraft(text);
      setTypingFor(null);
      notifications.show({ color: 'red', message: serverErrorText(error, t('chat.sendFailed')) });
    };
    setTypingFor(agentCount);
    if (visitorToken) {
      send.mutate(text, { onError });
      return;
    }
    start.mutate({ text, language: i18n.language }, { onSuccess: (data) => chat.setVisitorToken(data.visitorToken), onError });
  };

  return (
    <Paper
      withBorder
      shadow="xl"
      radius="lg"
      className="ulak-float"
      style={{ bottom: 24, width: 'min(370px, calc(100vw - 40px))', overflow: 'hidden' }}
      role="dialog"
      aria-label={t('chat.title')}
      data-testid="chat-window"
      data-state={chat.state}
    >
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" bg="var(--mantine-color-blue-filled)" c="white">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={34} radius="xl" color="white" c="blue.9" aria-hidden>
            <IconHeadset size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} size="sm" c="white">
              {t('chat.title')}
            </Text>
            <Text size="xs" c="white">
              {t('chat.subtitle')}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {open ? (
            <ActionIcon variant="subtle" color="white" onClick={chat.minimise} aria-label={t('chat.minimise')} data-testid="chat-minimise">
              <IconMinus size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" color="white" onClick={chat.open} aria-label={t('chat.expand')} data-testid="chat-expand">
              <IconChevronUp size={18} aria-hidden />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="white" onClick={chat.close} aria-label={t('chat.close')} data-testid="chat-close">
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {open && (
        <>
          <Box
            ref={listRef}
            h={320}
            p="sm"
            style={{ overflowY: 'auto' }}
            role="log"
            aria-live="polite"
            aria-label={t('chat.messagesLabel')}
            data-testid="chat-messages"
          >
            <Stack gap="xs">
              {chat.greeted && <ChatBubble sender="agent" text={t('chat.greeting')} testId="chat-greeting" />}
              {messages.map((m) => (
                <ChatBubble key={m.id} sender={m.sender} text={m.text} time={m.timestamp} testId="chat-message" />
              ))}
              {pendingText && <ChatBubble sender="user" text={pendingText} pending testId="chat-message-pending" />}
              {typing && <TypingBubble label={t('chat.typing')} />}
            </Stack>
          </Box>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group gap="xs" p="sm" align="flex-end" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Textarea
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  submit();
                }}
                placeholder={t('chat.placeholder')}
                aria-label={t('chat.inputLabel')}
                rows={2}
                maxLength={2000}
                style={{ flexGrow: 1 }}
                data-testid="chat-input"
              />
              <ActionIcon type="submit" size={38} disabled={!draft.trim() || busy} aria-label={t('chat.send')} data-testid="chat-send">
                <IconSend size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Text size="xs" c="dimmed" px="sm" pb="xs">
              {t('chat.hint')}
            </Text>
          </form>
        </>
      )}
    </Paper>
  );
}
