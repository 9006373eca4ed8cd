import { useState } from 'react';
import { Button, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconEdit, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { LabeledValue } from '../../../../ui/LabeledValue';
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
            <DeleteButton onClick={() => onDelete(c)}>{t('crm.common.delete')}</DeleteButton>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LabeledValue label={t('crm.companies.fields.domain')} value={c.domain} preWrap />
            <LabeledValue label={t('crm.companies.fields.industry')} value={c.industry} preWrap />
            <LabeledValue label={t('crm.companies.fields.phone')} value={c.phone} preWrap />
            <LabeledValue label={t('crm.companies.fields.website')} value={c.website} preWrap />
            <LabeledValue label={t('crm.companies.fields.address')} value={[c.address, c.city, c.country].filter(Boolean).join(', ')} preWrap />
            <LabeledValue label={t('crm.companies.fields.taxNumber')} value={c.taxNumber} preWrap />
          </SimpleGrid>
          {c.notes && <LabeledValue label={t('crm.companies.fields.notes')} value={c.notes} preWrap />}
          <Divider label={t('crm.timeline.title')} labelPosition="left" />
          <Timeline items={c.timeline} />
          <LogActivityModal opened={logging} links={{ companyId: c.id }} subject={c.name} onClose={() => setLogging(false)} />
        </Stack>
      )}
    </Drawer>
  );
}
