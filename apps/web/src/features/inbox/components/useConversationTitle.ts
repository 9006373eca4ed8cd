import { useTranslation } from 'react-i18next';
import type { InboxConversation } from '@ulak/shared/inbox';

// useConversationTitle names a conversation: the sender's name, else their address, else "Visitor <short id>" on chat
// (the public site's chat, in the platform's inbox, has ids "site:<conversation>").
export function useConversationTitle() {
  const { t } = useTranslation();
  return (c: Pick<InboxConversation, 'name' | 'from' | 'channel'>) =>
    c.name || (c.channel === 'chat' ? t('inbox.list.visitor', { id: c.from.replace(/^site:/, '').slice(0, 6) }) : c.from);
}
