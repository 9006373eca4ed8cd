import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminHealth } from '@ulak/shared';
import { formatDateTime, formatNumber } from '../../../ui/format';

// ProcessesTable lists the server processes from their heartbeats: role, host, when they last beat, answers and 5xx.
export function ProcessesTable({ processes }: { processes: AdminHealth['processes'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {t('admin.panel.system.processes')}
      </Title>
      {processes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.panel.system.noProcesses')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid="admin-processes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.panel.system.host')}</Table.Th>
                <Table.Th>{t('admin.panel.system.role')}</Table.Th>
                <Table.Th>{t('admin.panel.system.started')}</Table.Th>
                <Table.Th>{t('admin.panel.system.lastBeat')}</Table.Th>
                <Table.Th>{t('admin.panel.system.answers')}</Table.Th>
                <Table.Th>{t('admin.panel.system.errors')}</Table.Th>
                <Table.Th>{t('admin.panel.system.rss')}</Table.Th>
                <Table.Th>{t('admin.panel.system.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {processes.map((p) => (
                <Table.Tr key={p.id} data-testid="admin-process-row">
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {p.host} · {p.pid}
                      </Text>
                      {p.self && (
                        <Text size="xs" c="dimmed">
                          ({t('admin.panel.system.thisProcess')})
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`admin.panel.platform.roles.${p.role}`)}</Table.Td>
                  <Table.Td>{formatDateTime(p.startedAt, lang)}</Table.Td>
                  <Table.Td>{formatDateTime(p.lastBeatAt, lang)}</Table.Td>
                  <Table.Td>{formatNumber(p.requests, lang)}</Table.Td>
                  <Table.Td>{formatNumber(p.errors, lang)}</Table.Td>
                  <Table.Td>{formatNumber(p.rssMb, lang)} MB</Table.Td>
                  <Table.Td>
                    <Badge color={p.alive ? 'teal' : 'red'} variant="light">
                      {p.alive ? t('admin.panel.system.alive') : t('admin.panel.system.stopped')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
