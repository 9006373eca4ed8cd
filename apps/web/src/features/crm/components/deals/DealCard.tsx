import type { CSSProperties } from 'react';
import { ActionIcon, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconCalendar, IconCheck, IconDots, IconEdit, IconMessagePlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../../ui/format';
import type { Deal } from '../../api/dealsApi';

export type DealAction = 'edit' | 'log' | 'won' | 'lost' | 'delete';

type CardProps = { deal: Deal; companyName?: string; onAction?: (action: DealAction, deal: Deal) => void; dragging?: boolean; overlay?: boolean };

// DealCardBody is what a deal card shows: title, value in lira, company, expected close date and its menu.
export function DealCardBody({ deal, companyName, onAction, dragging, overlay }: CardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={dragging ? 'md' : 'xs'}
      style={{ cursor: 'grab' }}
      data-testid={overlay ? 'deal-card-overlay' : 'deal-card'}
      data-id={deal.id}
      data-title={deal.title}
      data-stage-id={deal.stageId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {deal.title}
          </Text>
          {companyName && (
            <Text size="xs" c="dimmed" truncate>
              {companyName}
            </Text>
          )}
        </Stack>
        {onAction && (
          <Menu withinPortal position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('crm.deals.actionsFor', { title: deal.title })}
                onPointerDown={(e) => e.stopPropagation()}
                onKeyDown={(e) => e.stopPropagation()}
                data-testid="deal-menu"
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => onAction('edit', deal)} data-testid="deal-edit">
                {t('crm.common.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconMessagePlus size={14} />} onClick={() => onAction('log', deal)} data-testid="deal-log">
                {t('crm.leads.actions.log')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCheck size={14} />} color="teal" onClick={() => onAction('won', deal)} data-testid="deal-won">
                {t('crm.deals.markWon')}
              </Menu.Item>
              <Menu.Item leftSection={<IconX size={14} />} color="orange" onClick={() => onAction('lost', deal)} data-testid="deal-lost">
                {t('crm.deals.markLost')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onAction('delete', deal)} data-testid="deal-delete">
                {t('crm.common.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Group justify="space-between" mt={6} gap={4}>
        <Text size="sm" fw={700} data-testid="deal-value">
          {formatMoney(deal.value, deal.currency, i18n.language)}
        </Text>
        {deal.expectedCloseDate && (
          <Group gap={2} wrap="nowrap">
            <IconCalendar size={12} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {formatDate(deal.expectedCloseDate, i18n.language)}
            </Text>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

// DealCard is a draggable, sortable deal on the board.
export function DealCard(props: CardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.deal.id,
    data: { kind: 'deal', dealId: props.deal.id },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.35 : 1, touchAction: 'none' };
  return (
    <div ref={setNodeRef} style={style} {...attributes} {...listeners}>
      <DealCardBody {...props} />
    </div>
  );
}
