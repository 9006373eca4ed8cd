import { useState } from 'react';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { serverErrorText } from '../../../lib/api';
import { useAdminSiteT } from '../../../features/adminSite/adminSiteI18n';
import { useIncidentsQuery } from '../../../features/adminSite/hooks/useIncidentsQuery';
import { IncidentCard } from '../../../features/adminSite/components/IncidentCard';
import { IncidentCreateModal } from '../../../features/adminSite/components/IncidentCreateModal';

const PAGE_SIZE = 10;

// AdminIncidentsPage records status-page incidents and their updates.
export function AdminIncidentsPage() {
  const { t } = useAdminSiteT();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const incidents = useIncidentsQuery(page, PAGE_SIZE);
  const data = incidents.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="incident-new">
      {t('incidents.new')}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="admin-incidents">
      <PageHeader title={t('incidents.title')} description={t('incidents.text')} actions={newButton} />
      {incidents.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="incidents-error">
          {serverErrorText(incidents.error, t('common.loadFailed'))}
        </Alert>
      )}
      {incidents.isPending && <Skeleton h={240} radius="md" />}
      {data && data.items.length === 0 && (
        <EmptyState icon={<IconAlertOctagon size={28} />} title={t('incidents.emptyTitle')} description={t('incidents.emptyText')} testId="incidents-empty" />
      )}
      {data && data.items.length > 0 && (
        <Stack gap="md">
          {data.items.map((incident) => (
            <IncidentCard key={incident.id} incident={incident} />
          ))}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('common.total', { total: data.total })}
            </Text>
            {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
          </Group>
        </Stack>
      )}
      <IncidentCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
