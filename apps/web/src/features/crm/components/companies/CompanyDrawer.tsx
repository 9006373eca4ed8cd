import { useState } from 'react';
import { Button, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../api/companiesApi';
import { useCompanyQuery } from '../../hooks/useCompanyQuery';
import { LogActivityModal } from '../common/LogActivityModal';
import { QueryError } from '../common/QueryError';
import { Timeline } from '../common/Timeline';

type Props = { id: string | null; onClose: () => void; onEdit: (company: Company) => void; onDelete: (company: Company) => void };

// CompanyDrawer is a company's record: details, edit, delete, logging an activity and the timeline.
export function CompanyDrawer({ id, onClose, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const query = useCompanyQuery(id);
  const [logging, setLogging] = useState(false);
  const c = query.data;
  const field = (label: string, value: string | null | undefined) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('crm.companies.detailTitle')} data-testid="company-drawer">
      {query.isPending && id !== null && <Skeleton h={300} radius="md" />}
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {c && (
        <Stack gap="lg">
          <Title order={3} fz="lg" data-testid="company-drawer-name">
            {c.name}
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(c)}>
              {t('crm.common.edit')}
            </Button>
            <Button size="xs" leftSection={<IconMessagePlus size={14} />} onClick={() => setLogging(true)} data-testid="company-log">
              {t('crm.leads.actions.log')}
            </Button>
            <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => onDelete(c)}>
              {t('crm.common.delete')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field(t('crm.companies.fields.domain'), c.domain)}
            {field(t('crm.companies.fields.industry'), c.industry)}
            {field(t('crm.companies.fields.phone'), c.phone)}
            {field(t('crm.companies.fields.website'), c.website)}
            {field(t('crm.companies.fields.address'), [c.address, c.city, c.country].filter(Boolean).join(', '))}
            {field(t('crm.companies.fields.taxNumber'), c.taxNumber)}
          </SimpleGrid>
          {c.notes && field(t('crm.companies.fields.notes'), c.notes)}
          <Divider label={t('crm.timeline.title')} labelPosition="left" />
          <Timeline items={c.timeline} />
          <LogActivityModal opened={logging} links={{ companyId: c.id }} subject={c.name} onClose={() => setLogging(false)} />
        </Stack>
      )}
    </Drawer>
  );
}
