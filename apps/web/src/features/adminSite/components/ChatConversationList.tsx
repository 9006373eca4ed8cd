import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../ui/format';
import { useAdminSiteT } from '../adminSiteI18n';
import type { ChatConversationItem } from '../api/adminSiteApi';

type Props = { items: ChatConversationItem[]; selectedId: string | null; onSelect: (id: string) => void };

// ChatConversationList lists conversations, latest activity first, with the last message as a preview.
export function ChatConversationList({ items, selectedId, onSelect }: Props) {
  const { t, i18n } = useAdminSiteT();
  return (
    <Stack gap={4} data-testid="chat-list">
      {items.map((c) => {
        const active = c.id === selectedId;
        return (
          <UnstyledButton
            key={c.id}
            onClick={() => onSelect(c.id)}
            p="sm"
            style={{ borderRadius: 'var(--mantine-radius-md)', background: active ? 'var(--mantine-primary-color-light)' : undefined }}
            aria-current={active ? 'true' : undefined}
            data-testid="chat-conversation"
            data-id={c.id}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatDateTime(c.lastMessageAt ?? c.createdAt, i18n.language)}
              </Text>
              {c.language && (
                <Badge size="xs" variant="light" color="gray">
                  {c.language.toUpperCase()}
                </Badge>
              )}
            </Group>
            <Text size="sm" lineClamp={2} fw={c.lastSender === 'user' ? 600 : 400}>
              {c.lastSender === 'agent' ? `${t('chat.agent')}: ` : ''}
              {c.lastText ?? t('chat.noMessages')}
            </Text>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
