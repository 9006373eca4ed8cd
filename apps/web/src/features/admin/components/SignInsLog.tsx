import '../../oauth/i18n';
import { useState } from 'react';
import { Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_METHODS, type SignInProvider } from '@ulak/shared';
import { formatDateTime } from '../../../ui/format';
import { PROVIDER_NAMES } from '../../oauth/components/providerMeta';
import { useSignInsQuery } from '../hooks/useSignInsQuery';
import { LogTable } from './LogTable';

const PAGE_SIZE = 20;

// SignInsLog is the sign-ins half of the access log: every account's sign-in attempts, by address, outcome and method.
export function SignInsLog() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailQ] = useDebouncedValue(email.trim(), 300);
  const [outcome, setOutcome] = useState<'success' | 'failed' | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const log = useSignInsQuery({ email: emailQ || undefined, outcome: outcome ?? undefined, method: method ?? undefined, page, limit: PAGE_SIZE });
  const col = (k: 'time' | 'signInEmail' | 'method' | 'action' | 'location' | 'device') => t(`admin.panel.security.${k}`);
  const methodLabel = (m: string) =>
    m === 'password'
      ? t('oauth.methods.password')
      : (PROVIDER_NAMES[m as SignInProvider] ?? t(`admin.panel.security.methods.${m}` as 'admin.panel.security.methods.passkey', { defaultValue: m }));
  return (
    <>
      <Group mb="sm">
        <TextInput
          placeholder={t('admin.panel.security.signInEmail')}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setPage(1);
          }}
          w={240}
          data-testid="sign-ins-email"
        />
        <Select
          placeholder={t('admin.panel.security.allOutcomes')}
          data={(['success', 'failed'] as const).map((o) => ({ value: o, label: t(`admin.panel.security.outcome.${o}`) }))}
          value={outcome}
          onChange={(v) => {
            setOutcome(v as 'success' | 'failed' | null);
            setPage(1);
          }}
          clearable
          w={180}
          data-testid="sign-ins-outcome"
        />
        <Select
          placeholder={t('admin.panel.security.allMethods')}
          data={SIGN_IN_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
          value={method}
          onChange={(v) => {
            setMethod(v);
            setPage(1);
          }}
          clearable
          w={180}
        />
      </Group>
      <LogTable
        query={log}
        empty={t('admin.panel.security.signInsEmpty')}
        columns={[col('time'), col('signInEmail'), col('method'), col('action'), 'IP', col('location'), col('device')]}
        minWidth={800}
        testId="admin-sign-ins"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        {log.data?.entries.map((e) => (
          <Table.Tr key={e.id} data-testid="sign-in-row">
            <Table.Td>{formatDateTime(e.at, i18n.language)}</Table.Td>
            <Table.Td>{e.email ?? '—'}</Table.Td>
            <Table.Td>{methodLabel(e.method)}</Table.Td>
            <Table.Td>
              <Badge color={e.outcome === 'success' ? 'teal' : 'red'} variant="light">
                {t(`admin.panel.security.outcome.${e.outcome}`)}
              </Badge>
              {e.reason && (
                <Text size="xs" c="dimmed">
                  {t(`oauth.reasons.${e.reason}` as 'oauth.reasons.invalid_credentials', { defaultValue: e.reason })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{e.ip ?? ''}</Table.Td>
            <Table.Td>{e.country ?? ''}</Table.Td>
            <Table.Td>
              <Text size="xs" lineClamp={1}>
                {e.device ?? ''}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </LogTable>
    </>
  );
}
