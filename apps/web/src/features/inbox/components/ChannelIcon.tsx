import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconBrandTelegram, IconBrandWhatsapp, IconMail, IconMessageCircle, IconMessage2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxChannel } from '@ulak/shared/inbox';

const ICONS = { chat: IconMessageCircle, email: IconMail, sms: IconMessage2, whatsapp: IconBrandWhatsapp, telegram: IconBrandTelegram } as const;
const COLORS = { chat: 'blue', email: 'grape', sms: 'orange', whatsapp: 'teal', telegram: 'cyan' } as const;

// ChannelIcon shows the icon of the channel a conversation came from, named in a tooltip.
export function ChannelIcon({ channel, size = 28 }: { channel: InboxChannel; size?: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[channel];
  return (
    <Tooltip label={t(`inbox.channels.${channel}`)} withArrow>
      <ThemeIcon size={size} radius="xl" variant="light" color={COLORS[channel]} aria-label={t(`inbox.channels.${channel}`)} data-channel={channel}>
        <Icon size={size * 0.6} />
      </ThemeIcon>
    </Tooltip>
  );
}
