import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignInLogEntry } from '@ulak/shared';
import { formatDateTime } from '../../../ui/format';
import { METHOD_ICONS, methodName } from './providerMeta';

// reasonText translates a failure reason code of the sign-in log.
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: string | null) => {
    if (!reason) return '';
    const key = `oauth.reasons.${reason}`;
    return i18n.exists(key) ? t(key as 'oauth.reasons.provider_error') : reason;
  };
}

// LogsTable lists sign-in attempts: user, method, time, location, device, outcome and why.
export function LogsTable({ items }: { items: SignInLogEntry[] }) {
  const { t, i18n } = useTranslation();
  const reasonText = useReasonText();
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const place = (code: string | null) => {
    if (!code) return t('oauth.logs.unknown');
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="sign-in-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('oauth.logs.user')}</Table.Th>
            <Table.Th>{t('oauth.logs.method')}</Table.Th>
            <Table.Th>{t('oauth.logs.time')}</Table.Th>
            <Table.Th>{t('oauth.logs.location')}</Table.Th>
            <Table.Th>{t('oauth.logs.device')}</Table.Th>
            <Table.Th>{t('oauth.logs.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => {
            const Icon = METHOD_ICONS[e.provider];
            return (
              <Table.Tr key={e.id}>
                <Table.Td>{e.user ?? t('oauth.logs.unknown')}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={16} />
                    {methodName(e.provider, t)}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(e.time, i18n.language)}</Table.Td>
                <Table.Td>
                  {place(e.location)}
                  {e.ip && (
                    <Text size="xs" c="dimmed">
                      {e.ip}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{e.device ?? t('oauth.logs.unknown')}</Table.Td>
                <Table.Td>
                  <Badge color={e.status === 'success' ? 'green' : 'red'} variant="light">
                    {e.status === 'success' ? t('oauth.logs.success') : t('oauth.logs.failed')}
                  </Badge>
                  {e.reason && (
                    <Text size="xs" c="dimmed" maw={260}>
                      {reasonText(e.reason)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
