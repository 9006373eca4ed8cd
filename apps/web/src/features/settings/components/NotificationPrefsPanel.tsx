import { Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, type NotificationPrefs } from '@ulak/shared';

type Props = { value: NotificationPrefs; onChange: (value: NotificationPrefs) => void };

// NotificationPrefsPanel is the five categories × email / push / sms matrix (saved with the page's Save).
export function NotificationPrefsPanel({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.notifications.text')}
      </Text>
      <Table data-testid="notification-prefs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {NOTIFICATION_CHANNELS.map((c) => (
              <Table.Th key={c}>{t(`settings.notifications.channels.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_CATEGORIES.map((cat) => (
            <Table.Tr key={cat}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`settings.notifications.categories.${cat}.name`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`settings.notifications.categories.${cat}.description`)}
                </Text>
              </Table.Td>
              {NOTIFICATION_CHANNELS.map((ch) => (
                <Table.Td key={ch}>
                  <Switch
                    checked={value[cat][ch]}
                    onChange={(e) => onChange({ ...value, [cat]: { ...value[cat], [ch]: e.currentTarget.checked } })}
                    aria-label={`${cat} ${ch}`}
                    data-testid={`pref-${cat}-${ch}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
