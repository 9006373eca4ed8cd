import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCrmSettingsQuery } from '../../hooks/useCrmSettingsQuery';
import { QueryError } from '../common/QueryError';
import { ModelCard } from './ModelCard';
import { ScoringCard } from './ScoringCard';
import { StagesEditor } from './StagesEditor';

// CrmSettingsTab edits the pipeline stages and the scoring points, and shows the AI scoring model.
export function CrmSettingsTab() {
  const { t } = useTranslation();
  const query = useCrmSettingsQuery();
  if (query.isError) return <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={400} radius="md" />;
  return (
    <Stack gap="lg">
      <StagesEditor stages={query.data.stages} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ScoringCard scoring={query.data.scoring} />
        <ModelCard model={query.data.model} />
      </SimpleGrid>
    </Stack>
  );
}
