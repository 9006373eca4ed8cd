import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain, Tenant } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime } from '../../../ui/format';
import { useDomainsQuery } from '../hooks/useDomainsQuery';
import { useAddDomainMutation } from '../hooks/useAddDomainMutation';
import { useVerifyDomainMutation } from '../hooks/useVerifyDomainMutation';
import { useDeleteDomainMutation } from '../hooks/useDeleteDomainMutation';

const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const color = (ok: boolean) => (ok ? 'teal' : 'yellow');
const SSL_COLOR = { valid: 'teal', expiring: 'orange', error: 'red', pending: 'gray' } as const;

// SslLine says why a certificate is in error, when it expires, or when it will be checked.
function SslLine({ domain: d }: { domain: CustomDomain }) {
  const { t, i18n } = useTranslation();
  const checked = d.sslCheckedAt ? ` · ${t('whiteLabel.domains.ssl.checkedAt', { date: formatDateTime(d.sslCheckedAt, i18n.language) })}` : '';
  if (d.sslStatus === 'pending')
    return (
      <Text size="xs" c="dimmed" mb="xs">
        {t('whiteLabel.domains.ssl.pendingHint')}
      </Text>
    );
  if (d.sslStatus === 'error')
    return (
      <Text size="sm" c="red" mb="xs" data-testid="wl-domain-ssl-error">
        {t(`whiteLabel.domains.ssl.errors.${d.sslError ?? 'handshake'}`)}
        {d.sslDetail ? ` (${d.sslDetail})` : ''}
        {checked}
      </Text>
    );
  return (
    <Text size="xs" c={d.sslStatus === 'expiring' ? 'orange' : 'dimmed'} mb="xs">
      {d.sslExpiresAt ? t('whiteLabel.domains.ssl.expires', { date: formatDate(d.sslExpiresAt, i18n.language) }) : ''}
      {checked}
    </Text>
  );
}

// DomainsTab adds custom domains, shows the DNS records to create with their status, and checks them on demand.
export function DomainsTab({ tenants }: { tenants: Tenant[] }) {
  const { t } = useTranslation();
  const q = useDomainsQuery();
  const add = useAddDomainMutation();
  const verify = useVerifyDomainMutation();
  const del = useDeleteDomainMutation();
  const [domain, setDomain] = useState('');
  const [tenantId, setTenantId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CustomDomain | null>(null);
  const invalid = domain.trim() !== '' && !HOST.test(domain.trim());
  const names = new Map(tenants.map((x) => [x.id, x.name]));
  const fail = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <TextInput
            label={t('whiteLabel.domains.add')}
            placeholder="app.example.com"
            value={domain}
            error={invalid && t('whiteLabel.domains.invalid')}
            onChange={(e) => setDomain(e.currentTarget.value)}
            w={300}
            data-testid="wl-domain-input"
          />
          {tenants.length > 0 && (
            <Select
              label={t('whiteLabel.workspace')}
              placeholder={t('whiteLabel.ownWorkspace')}
              clearable
              data={tenants.map((x) => ({ value: x.id, label: x.name }))}
              value={tenantId}
              onChange={setTenantId}
              w={240}
              data-testid="wl-domain-tenant"
            />
          )}
          <Button
            disabled={!domain.trim() || invalid}
            loading={add.isPending}
            data-testid="wl-domain-add"
            onClick={() =>
              add.mutate(
                { domain: domain.trim(), tenantId: tenantId ?? undefined },
                {
                  onSuccess: () => {
                    setDomain('');
                    notifications.show({ color: 'teal', message: t('whiteLabel.domains.added') });
                  },
                  onError: fail,
                },
              )
            }
          >
            {t('whiteLabel.domains.addButton')}
          </Button>
        </Group>
      </Paper>
      {q.isPending && <Skeleton h={160} />}
      {q.isError && <Alert color="red">{serverErrorText(q.error, t('whiteLabel.loadFailed'))}</Alert>}
      {q.data && q.data.length === 0 && (
        <EmptyState
          icon={<IconWorldWww size={28} />}
          title={t('whiteLabel.domains.emptyTitle')}
          description={t('whiteLabel.domains.emptyText')}
          testId="wl-domains-empty"
        />
      )}
      {q.data?.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="md" data-testid="wl-domain" data-domain={d.domain}>
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Text fw={700}>{d.domain}</Text>
              {names.get(d.tenantId) && <Badge variant="outline">{names.get(d.tenantId)}</Badge>}
              <Badge color={color(d.verificationStatus === 'verified')} data-testid="wl-domain-verification">
                {t(`whiteLabel.domains.verification.${d.verificationStatus}`)}
              </Badge>
              <Badge variant="light" color={color(d.dnsStatus === 'configured')}>
                {t('whiteLabel.domains.dns', { status: t(`whiteLabel.domains.record.${d.dnsStatus}`) })}
              </Badge>
              <Badge variant="light" color={SSL_COLOR[d.sslStatus]} data-testid="wl-domain-ssl" data-status={d.sslStatus}>
                {t(`whiteLabel.domains.ssl.${d.sslStatus}`)}
              </Badge>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                loading={verify.isPending && verify.variables === d.id}
                data-testid="wl-domain-verify"
                onClick={() =>
                  verify.mutate(d.id, {
                    onSuccess: (r) =>
                      notifications.show({
                        color: r.verificationStatus === 'verified' ? 'teal' : 'yellow',
                        message: t(`whiteLabel.domains.checked.${r.verificationStatus}`),
                      }),
                    onError: fail,
                  })
                }
              >
                {t('whiteLabel.domains.verify')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(d)}>
                {t('whiteLabel.domains.remove')}
              </Button>
            </Group>
          </Group>
          <SslLine domain={d} />
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('whiteLabel.domains.type')}</Table.Th>
                  <Table.Th>{t('whiteLabel.domains.name')}</Table.Th>
                  <Table.Th>{t('whiteLabel.domains.value')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.dnsRecords.map((r) => (
                  <Table.Tr key={r.type}>
                    <Table.Td>{r.type}</Table.Td>
                    <Table.Td>
                      <Code>{r.name}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code data-testid={`wl-record-${r.type}`}>{r.value}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={color(r.status === 'configured')}>
                        {t(`whiteLabel.domains.record.${r.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      <ConfirmModal
        opened={removing !== null}
        title={t('whiteLabel.domains.remove')}
        text={t('whiteLabel.domains.removeText', { domain: removing?.domain ?? '' })}
        confirmLabel={t('whiteLabel.domains.remove')}
        loading={del.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && del.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: fail })}
        testId="wl-domain-remove"
      />
    </Stack>
  );
}
