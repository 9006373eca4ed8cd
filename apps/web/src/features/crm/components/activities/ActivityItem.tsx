import { ActionIcon, Badge, Checkbox, Group, Paper, Select, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../ui/format';
import type { Activity } from '../../api/activitiesApi';
import { relativeTime } from '../../crmFormat';
import { ACTIVITY_META } from '../common/activityTypes';
import { usePeopleLabels } from '../common/usePeopleLabels';

type Props = {
  activity: Activity;
  onComplete?: (completed: boolean) => void;
  /** Hand an open task to another member (null: unassigned). */
  onAssign?: (userId: string | null) => void;
  onDelete: () => void;
  completing?: boolean;
};

// ActivityItem shows one activity: its type's icon and colour, title, description, relative time and who logged it;
// a task has a complete checkbox, its assignee (changeable while open) and is marked when overdue.
export function ActivityItem({ activity: a, onComplete, onAssign, onDelete, completing }: Props) {
  const { t, i18n } = useTranslation();
  const people = usePeopleLabels();
  const meta = ACTIVITY_META[a.type];
  const isTask = a.type === 'task';
  const done = a.completedAt !== null;
  const when = isTask && a.dueAt ? a.dueAt : a.occurredAt;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={a.overdue ? { borderColor: 'var(--mantine-color-red-5)', background: 'var(--mantine-color-red-light)' } : undefined}
      data-testid="activity-item"
      data-id={a.id}
      data-type={a.type}
      data-overdue={a.overdue || undefined}
      data-done={done || undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {isTask && onComplete ? (
          <Checkbox
            mt={4}
            checked={done}
            disabled={completing}
            onChange={(e) => onComplete(e.currentTarget.checked)}
            aria-label={t(done ? 'crm.activities.reopen' : 'crm.activities.complete', { title: a.title })}
            data-testid="task-complete"
          />
        ) : null}
        <Tooltip label={t(`crm.activityTypes.${a.type}`)} withArrow>
          <ThemeIcon variant="light" color={meta.color} radius="xl" size="lg" aria-label={t(`crm.activityTypes.${a.type}`)}>
            <meta.icon size={18} />
          </ThemeIcon>
        </Tooltip>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} td={done ? 'line-through' : undefined} data-testid="activity-title">
              {a.title}
            </Text>
            {a.overdue && (
              <Badge color="red" size="sm" data-testid="activity-overdue">
                {t('crm.activities.overdue')}
              </Badge>
            )}
            {isTask && done && (
              <Badge color="teal" variant="light" size="sm">
                {t('crm.activities.done')}
              </Badge>
            )}
          </Group>
          {a.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="activity-description">
              {a.description}
            </Text>
          )}
          <Group gap={6}>
            <Text size="xs" c={a.overdue ? 'red' : 'dimmed'} title={formatDateTime(when, i18n.language)} data-testid="activity-time">
              {isTask && a.dueAt ? t('crm.activities.due', { when: relativeTime(a.dueAt, i18n.language) }) : relativeTime(a.occurredAt, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              ·
            </Text>
            <Text size="xs" c="dimmed" data-testid="activity-user">
              {people.actor(a.userId)}
            </Text>
            {isTask && !(onAssign && !done) && (
              <Text size="xs" c="dimmed" data-testid="activity-assignee">
                · {t('crm.activities.assignee', { name: people.assignee(a.assignedTo) })}
              </Text>
            )}
          </Group>
          {isTask && onAssign && !done && (
            <Select
              size="xs"
              w={220}
              aria-label={t('crm.fields.assignedTo')}
              placeholder={t('crm.people.unassigned')}
              data={[
                ...people.options,
                ...(a.assignedTo && !people.options.some((o) => o.value === a.assignedTo)
                  ? [{ value: a.assignedTo, label: people.assignee(a.assignedTo) }]
                  : []),
              ]}
              value={a.assignedTo}
              onChange={(v) => onAssign(v)}
              clearable
              disabled={completing}
              data-testid="task-assignee"
            />
          )}
        </Stack>
        <Tooltip label={t('crm.common.delete')} withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={t('crm.common.delete')} onClick={onDelete} data-testid="activity-delete">
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
