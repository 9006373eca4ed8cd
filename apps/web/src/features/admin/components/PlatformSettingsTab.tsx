import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { usePlatformOverviewQuery } from '../hooks/usePlatformOverviewQuery';
import { ExchangeRatesCard } from './ExchangeRatesCard';
import { PlatformActionsCard } from './PlatformActionsCard';
import { RetentionCard } from '../../analytics/components/RetentionCard';

// Row is one setting, its value and, for those that stay in the environment, why.
function Row({ label, children, why }: { label: string; children: ReactNode; why?: string }) {
  return (
    <Table.Tr>
      <Table.Td w="40%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Table.Td>
      <Table.Td>
        {children}
        {why && (
          <Text size="xs" c="dimmed">
            {why}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

// PlatformSettingsTab shows the platform's settings as the server runs with them: those the panel changes (registration,
// the exchange-rate provider), the actions (test mail, rates refresh), and those that stay in the environment and why.
export function PlatformSettingsTab() {
  const { t } = useTranslation();
  const q = usePlatformOverviewQuery();
  if (q.isPending) return <Skeleton h={240} />;
  if (q.isError) return <Alert color="red">{serverErrorText(q.error, t('admin.panel.loadFailed'))}</Alert>;
  const d = q.data;
  const p = (k: string) => t(`admin.panel.platform.${k}` as 'admin.panel.platform.title');
  const yes = (on: boolean, text?: string | null) => (
    <Badge variant="light" color={on ? 'teal' : 'gray'}>
      {on ? (text ?? p('on')) : p('off')}
    </Badge>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap="md">
        <PlatformActionsCard overview={d} />
        <ExchangeRatesCard rates={d.exchangeRates} />
        <RetentionCard />
      </Stack>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" data-testid="admin-platform">
          <Title order={3} fz="md" mb="xs">
            {p('title')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {p('envHint')}
          </Text>
          <Table>
            <Table.Tbody>
              <Row label={p('publicUrl')} why={p('why.publicUrl')}>
                <Text size="sm" ff="monospace">
                  {d.publicUrl}
                </Text>
              </Row>
              <Row label={p('mail')} why={p('why.mail')}>
                {d.mail.mode === 'relay' ? t('admin.panel.platform.relay', { host: d.mail.relayHost ?? '' }) : p('capture')}
              </Row>
              <Row label={p('from')}>{d.mail.from}</Row>
              <Row label={p('payment')} why={p('why.payment')}>
                <Group gap={6}>
                  {yes(d.payment.configured, d.payment.host)}
                  {d.payment.configured && yes(d.payment.webhookSigned, p('webhookSigned'))}
                </Group>
              </Row>
              <Row label={p('database')} why={p('why.database')}>
                {d.database === 'postgres' ? 'PostgreSQL' : p('embedded')}
              </Row>
              <Row label={p('role')}>{t(`admin.panel.platform.roles.${d.role}`)}</Row>
              <Row label={p('bounce')}>{d.bounceDomain ?? '—'}</Row>
              <Row label={p('inbound')}>{d.inboundDomain ?? '—'}</Row>
              <Row label={p('dns')} why={p('why.dns')}>
                {d.dnsServers.length ? d.dnsServers.join(', ') : p('systemDns')}
              </Row>
              <Row label={p('trustProxy')}>{yes(d.trustProxy)}</Row>
              <Row label={p('privateServers')}>{yes(d.allowPrivateMailServers)}</Row>
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {p('elsewhere')}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/admin/site-settings" variant="light">
              {p('siteSettings')}
            </Button>
            <Button component="a" href="/api/docs" target="_blank" rel="noreferrer" variant="light">
              {p('apiDocs')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
