import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { useSignInLogsQuery } from '../hooks/useSignInLogsQuery';
import { LogsTable } from './LogsTable';

const PAGE_SIZE = 20;

// LogsTab pages through the sign-in log, filtered by outcome.
export function LogsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'all' | 'success' | 'failed'>('all');
  const query = useSignInLogsQuery(page, PAGE_SIZE, status === 'all' ? undefined : status);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('oauth.logs.all') },
            { value: 'success', label: t('oauth.logs.success') },
            { value: 'failed', label: t('oauth.logs.failed') },
          ]}
        />
      </Group>
      {query.isPending ? (
        <Skeleton h={240} />
      ) : query.isError ? (
        <QueryError error={query.error} fallback={t('oauth.logs.empty')} onRetry={() => void query.refetch()} testId="oauth-logs-error" />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<IconHistory size={28} />} title={t('oauth.logs.empty')} testId="oauth-logs-empty" />
      ) : (
        <>
          <LogsTable items={query.data.items} />
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
        </>
      )}
    </Stack>
  );
}
