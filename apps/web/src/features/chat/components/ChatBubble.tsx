import { Box, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../ui/format';

type Props = { sender: 'user' | 'agent'; text: string; time?: string; pending?: boolean; testId?: string };

// ChatBubble is one message of the live chat: the visitor's on the right, support's on the left.
export function ChatBubble({ sender, text, time, pending, testId }: Props) {
  const { i18n } = useTranslation();
  const mine = sender === 'user';
  const shownTime = time ? formatTime(time, i18n.language) : '';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid={testId} data-sender={sender}>
      <Box
        maw="85%"
        px="sm"
        py={6}
        style={{
          borderRadius: 12,
          background: mine ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-gray-1)',
          color: mine ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
          opacity: pending ? 0.7 : 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Text size="sm" c="inherit">
          {text}
        </Text>
        {shownTime && (
          <Text size="xs" c="inherit" ta="right" style={{ opacity: 0.85 }}>
            {shownTime}
          </Text>
        )}
      </Box>
    </Group>
  );
}

// TypingBubble shows that support is writing.
export function TypingBubble({ label }: { label: string }) {
  return (
    <Group gap={6} data-testid="chat-typing">
      <Loader type="dots" size="sm" color="gray" aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
