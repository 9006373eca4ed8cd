import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { usePlatformOverviewQuery } from '../hooks/usePlatformOverviewQuery';

// Row is one setting and its value.
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td w="40%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Table.Td>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

// PlatformSettingsTab shows the platform's settings as the server runs with them, and where each is changed.
export function PlatformSettingsTab() {
  const { t } = useTranslation();
  const q = usePlatformOverviewQuery();
  if (q.isPending) return <Skeleton h={240} />;
  if (q.isError) return <Alert color="red">{serverErrorText(q.error, t('admin.panel.loadFailed'))}</Alert>;
  const d = q.data;
  const yes = (on: boolean, text?: string | null) => (
    <Badge variant="light" color={on ? 'teal' : 'gray'}>
      {on ? (text ?? t('admin.panel.platform.on')) : t('admin.panel.platform.off')}
    </Badge>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="md" p="md" data-testid="admin-platform">
        <Title order={3} fz="md" mb="sm">
          {t('admin.panel.platform.title')}
        </Title>
        <Table>
          <Table.Tbody>
            <Row label={t('admin.panel.platform.publicUrl')}>
              <Text size="sm" ff="monospace">
                {d.publicUrl}
              </Text>
            </Row>
            <Row label={t('admin.panel.platform.database')}>{d.database === 'postgres' ? 'PostgreSQL' : t('admin.panel.platform.embedded')}</Row>
            <Row label={t('admin.panel.platform.role')}>{t(`admin.panel.platform.roles.${d.role}`)}</Row>
            <Row label={t('admin.panel.platform.mail')}>
              {d.mail.mode === 'relay' ? t('admin.panel.platform.relay', { host: d.mail.relayHost ?? '' }) : t('admin.panel.platform.capture')}
            </Row>
            <Row label={t('admin.panel.platform.from')}>{d.mail.from}</Row>
            <Row label={t('admin.panel.platform.bounce')}>{d.bounceDomain ?? '—'}</Row>
            <Row label={t('admin.panel.platform.inbound')}>{d.inboundDomain ?? '—'}</Row>
            <Row label={t('admin.panel.platform.payment')}>{yes(d.payment.configured, d.payment.host)}</Row>
            <Row label={t('admin.panel.platform.rates')}>
              {d.exchangeRates.configured ? yes(true, d.exchangeRates.host) : <Text size="sm">{t('admin.panel.platform.defaultRates')}</Text>}
            </Row>
            <Row label={t('admin.panel.platform.dns')}>{d.dnsServers.length ? d.dnsServers.join(', ') : t('admin.panel.platform.systemDns')}</Row>
            <Row label={t('admin.panel.platform.trustProxy')}>{yes(d.trustProxy)}</Row>
            <Row label={t('admin.panel.platform.privateServers')}>{yes(d.allowPrivateMailServers)}</Row>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="sm">
          {t('admin.panel.platform.envHint')}
        </Text>
      </Paper>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t('admin.panel.platform.elsewhere')}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/admin/site-settings" variant="light">
              {t('admin.panel.platform.siteSettings')}
            </Button>
            <Button component={Link} to="/app/oauth-integration" variant="light">
              {t('admin.panel.platform.providers')}
            </Button>
            <Button component={Link} to="/admin/mailbox" variant="light">
              {t('admin.panel.platform.mailbox')}
            </Button>
            <Button component="a" href="/api/docs" target="_blank" rel="noreferrer" variant="light">
              {t('admin.panel.platform.apiDocs')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
