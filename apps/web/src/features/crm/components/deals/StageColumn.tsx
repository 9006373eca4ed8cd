import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../../ui/format';
import type { Deal, PipelineStage } from '../../api/dealsApi';
import { stageLabel } from '../../crmFormat';
import { DealCard, type DealAction } from './DealCard';

type Props = {
  stage: PipelineStage;
  companyNames: Map<string, string>;
  onAction: (action: DealAction, deal: Deal) => void;
  onAdd: (stageId: string) => void;
};

// StageColumn is one pipeline stage: a colour bar, its name and win probability, deal count, value and weighted value,
// and its deals; deals can be dropped on it.
export function StageColumn({ stage, companyNames, onAction, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${stage.id}`, data: { kind: 'stage', stageId: stage.id } });
  const name = stageLabel(stage, i18n.language);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      w={250}
      miw={250}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="stage-column"
      data-key={stage.key}
      data-stage-id={stage.id}
      data-count={stage.count}
      data-value={stage.value}
      data-weighted={stage.weightedValue}
    >
      <Box h={6} bg={stage.color} data-testid="stage-color" aria-hidden />
      <Stack gap={6} p="sm" pb={6}>
        <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
          <Text fw={700} size="sm" lineClamp={2} data-testid="stage-name">
            {name}
          </Text>
          <Tooltip label={t('crm.deals.addToStage', { stage: name })} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('crm.deals.addToStage', { stage: name })}
              onClick={() => onAdd(stage.id)}
              data-testid="stage-add-deal"
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Badge size="sm" variant="filled" style={{ background: stage.color, flexShrink: 0 }} data-testid="stage-probability">
            {formatPercent(stage.probability, i18n.language)}
          </Badge>
          <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }} data-testid="stage-count">
            {t('crm.deals.dealCount', { count: stage.count })}
          </Badge>
        </Group>
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed">
            {t('crm.deals.stageValue')}
          </Text>
          <Text size="xs" fw={600} data-testid="stage-value">
            {formatMoney(stage.value, 'TRY', i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed">
            {t('crm.deals.weightedValue')}
          </Text>
          <Text size="xs" fw={600} data-testid="stage-weighted">
            {formatMoney(stage.weightedValue, 'TRY', i18n.language)}
          </Text>
        </Group>
      </Stack>
      <SortableContext items={stage.deals.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" p="sm" pt={4} mih={120} style={{ flex: 1 }} data-testid="stage-deals">
          {stage.deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} companyName={deal.companyId ? companyNames.get(deal.companyId) : undefined} onAction={onAction} />
          ))}
          {stage.deals.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {t('crm.deals.dropHere')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
