import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettingsQuery } from '../hooks/useSiteSettingsQuery';
import { whatsappLink } from '../whatsapp';

// WhatsAppButton floats on public pages and opens a WhatsApp chat with support; hidden while no number is configured.
export function WhatsAppButton() {
  const { t } = useTranslation();
  const settings = useSiteSettingsQuery().data;
  if (!settings?.whatsappNumber) return null;
  return (
    <ActionIcon
      component="a"
      href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      size={52}
      radius="xl"
      color="#128C7E"
      className="ulak-float"
      style={{ bottom: 88 }}
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
      data-testid="whatsapp-button"
    >
      <IconBrandWhatsapp size={28} aria-hidden />
    </ActionIcon>
  );
}
