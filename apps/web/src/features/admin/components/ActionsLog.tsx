import { useState } from 'react';
import { Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { useAccessLogQuery } from '../hooks/useAccessLogQuery';
import { LogTable } from './LogTable';

const ACTIONS = [
  'user.suspend',
  'user.reactivate',
  'user.twoFactorReset',
  'plan.upgrade',
  'plan.downgrade',
  'impersonate.start',
  'impersonate.end',
  'impersonated.request',
  'security.update',
  'platform.update',
  'platform.testMail',
  'platform.ratesRefresh',
  'alert.ack',
  'dnsbl.update',
  'dnsbl.check',
  'ipPool.release',
  'ipPool.warmup',
  'ipPool.warmupEnd',
];
const PAGE_SIZE = 20;

// ActionsLog is the admin-actions half of the access log, by action and person ("admin X as user Y" included).
export function ActionsLog() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [actorQ] = useDebouncedValue(actor.trim(), 300);
  const [page, setPage] = useState(1);
  const log = useAccessLogQuery({ action: action ?? undefined, actor: actorQ || undefined, page, limit: PAGE_SIZE });
  const col = (k: 'time' | 'who' | 'action' | 'target') => t(`admin.panel.security.${k}`);
  return (
    <>
      <Group mb="sm">
        <Select
          placeholder={t('admin.panel.security.allActions')}
          data={ACTIONS.map((a) => ({ value: a, label: t(`admin.panel.actions.${a}` as 'admin.panel.actions.user.suspend') }))}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          clearable
          w={240}
        />
        <TextInput
          placeholder={t('admin.panel.security.actor')}
          value={actor}
          onChange={(e) => {
            setActor(e.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
      </Group>
      <LogTable
        query={log}
        empty={t('admin.panel.security.logEmpty')}
        columns={[col('time'), col('who'), col('action'), col('target'), 'IP']}
        minWidth={700}
        testId="admin-access-log"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        {log.data?.entries.map((e) => (
          <Table.Tr key={e.id} data-testid="access-log-row">
            <Table.Td>{formatDateTime(e.at, i18n.language)}</Table.Td>
            <Table.Td>{e.asUserEmail ? t('admin.panel.security.asUser', { admin: e.actorEmail, user: e.asUserEmail }) : e.actorEmail}</Table.Td>
            <Table.Td>{t(`admin.panel.actions.${e.action}` as 'admin.panel.actions.user.suspend', { defaultValue: e.action })}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {e.target ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>{e.ip ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </LogTable>
    </>
  );
}
