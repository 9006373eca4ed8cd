import { lazy, Suspense } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat';

const loadChatWindow = () => import('./ChatWindow');
const ChatWindow = lazy(() => loadChatWindow().then((m) => ({ default: m.ChatWindow })));

// ChatLauncher is the floating live-chat button; the chat window itself loads the first time it opens.
export function ChatLauncher() {
  const { t } = useTranslation();
  const chat = useChat();
  if (!chat) return null;
  if (chat.state === 'closed') {
    return (
      <ActionIcon
        size={52}
        radius="xl"
        className="ulak-float"
        style={{ bottom: 24 }}
        onClick={chat.open}
        onMouseEnter={() => void loadChatWindow()}
        onFocus={() => void loadChatWindow()}
        aria-label={t('chat.openLabel')}
        title={t('chat.openLabel')}
        data-testid="chat-launcher"
      >
        <IconMessageCircle size={28} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  );
}
