import { useState } from 'react';
import { Badge, Button, Group, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist, IconChevronLeft, IconChevronRight, IconMessagePlus, IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES } from '@ulak/shared/crm';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import type { Activity, ActivityType } from '../../api/activitiesApi';
import { useActivitiesQuery } from '../../hooks/useActivitiesQuery';
import { useUpdateActivityMutation } from '../../hooks/useUpdateActivityMutation';
import { usePeopleLabels } from '../common/usePeopleLabels';
import { useDeleteActivityMutation } from '../../hooks/useDeleteActivityMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import { LogActivityModal } from '../common/LogActivityModal';
import { QueryError } from '../common/QueryError';
import { ActivityItem } from './ActivityItem';

const LIMIT = 20;

// ActivitiesTab shows the open tasks (overdue ones highlighted, completed with a checkbox) and the activity feed
// by type, newest first; activities can be logged and deleted.
export function ActivitiesTab() {
  const { t } = useTranslation();
  const [type, setType] = useState<ActivityType | null>(null);
  const [page, setPage] = useState(1);
  const [logging, setLogging] = useState<ActivityType | null>(null);
  const people = usePeopleLabels();
  const [mine, setMine] = useState(false);
  const tasks = useActivitiesQuery({ openTasks: true, ...(mine && people.meId ? { assignedTo: people.meId } : {}), page: 1, limit: 50 });
  const feed = useActivitiesQuery({ type: type ?? undefined, page, limit: LIMIT });
  const complete = useUpdateActivityMutation();
  const remove = useConfirmedDelete<Activity>(useDeleteActivityMutation(), {
    deleted: () => t('crm.activities.deleted'),
    failed: t('crm.common.deleteFailed'),
  });

  const toggle = (a: Activity, completed: boolean) =>
    complete.mutate(
      { id: a.id, completed },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t(completed ? 'crm.activities.completed' : 'crm.activities.reopened', { title: a.title }) }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) }),
      },
    );
  const assign = (a: Activity, assignedTo: string | null) =>
    complete.mutate(
      { id: a.id, assignedTo },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('crm.activities.assigned', { title: a.title, name: people.assignee(assignedTo) }) }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) }),
      },
    );

  const overdue = tasks.data?.overdueTasks ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="xs">
        <Button variant="default" leftSection={<IconChecklist size={16} />} onClick={() => setLogging('task')} data-testid="task-add">
          {t('crm.activities.addTask')}
        </Button>
        <Button leftSection={<IconMessagePlus size={16} />} onClick={() => setLogging('call')} data-testid="activity-add">
          {t('crm.activity.logTitle')}
        </Button>
      </Group>

      <Stack gap="sm" data-testid="open-tasks">
        <Group gap="xs">
          <Title order={4}>{t('crm.activities.openTasks')}</Title>
          {overdue > 0 && (
            <Badge color="red" data-testid="open-tasks-overdue">
              {t('crm.activities.overdueCount', { count: overdue })}
            </Badge>
          )}
          <Switch
            ml="auto"
            size="sm"
            label={t('crm.activities.mineOnly')}
            checked={mine}
            onChange={(e) => setMine(e.currentTarget.checked)}
            data-testid="open-tasks-mine"
          />
        </Group>
        {tasks.isError && <QueryError error={tasks.error} fallback={t('crm.common.loadFailed')} onRetry={() => void tasks.refetch()} />}
        {tasks.isPending && <Skeleton h={80} radius="md" />}
        {tasks.data && tasks.data.activities.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="open-tasks-empty">
            {t('crm.activities.noTasks')}
          </Text>
        )}
        {tasks.data?.activities.map((a) => (
          <ActivityItem
            key={a.id}
            activity={a}
            onComplete={(done) => toggle(a, done)}
            onAssign={(userId) => assign(a, userId)}
            completing={complete.isPending && complete.variables?.id === a.id}
            onDelete={() => remove.ask(a)}
          />
        ))}
      </Stack>

      <Stack gap="sm" data-testid="activity-feed">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{t('crm.activities.feed')}</Title>
          <Select
            aria-label={t('crm.activity.type')}
            placeholder={t('crm.activities.allTypes')}
            data={ACTIVITY_TYPES.map((a) => ({ value: a, label: t(`crm.activityTypes.${a}`) }))}
            value={type}
            onChange={(v) => {
              setType(v as ActivityType | null);
              setPage(1);
            }}
            clearable
            w={200}
            data-testid="activity-type-filter"
          />
        </Group>
        {feed.isError && <QueryError error={feed.error} fallback={t('crm.common.loadFailed')} onRetry={() => void feed.refetch()} />}
        {feed.isPending && <Skeleton h={200} radius="md" />}
        {feed.data && feed.data.activities.length === 0 && page === 1 && (
          <EmptyState
            icon={<IconTimeline size={28} />}
            title={t('crm.activities.emptyTitle')}
            description={t('crm.activities.emptyText')}
            testId="activities-empty"
          />
        )}
        {feed.data && (
          <Stack gap="xs" style={{ opacity: feed.isPlaceholderData ? 0.6 : 1 }}>
            {feed.data.activities.map((a) => (
              <ActivityItem key={a.id} activity={a} onComplete={a.type === 'task' ? (done) => toggle(a, done) : undefined} onDelete={() => remove.ask(a)} />
            ))}
          </Stack>
        )}
        {feed.data && (page > 1 || feed.data.activities.length === LIMIT) && (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" leftSection={<IconChevronLeft size={14} />} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t('crm.common.previous')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('crm.common.page', { page })}
            </Text>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronRight size={14} />}
              disabled={feed.data.activities.length < LIMIT || feed.isPlaceholderData}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('crm.common.next')}
            </Button>
          </Group>
        )}
      </Stack>

      <LogActivityModal opened={logging !== null} links={{}} pickLinks initialType={logging ?? 'call'} onClose={() => setLogging(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('crm.activities.deleteTitle')}
        text={t('crm.activities.deleteText', { title: remove.target?.title ?? '' })}
        confirmLabel={t('crm.common.delete')}
        testId="activity-delete"
      />
    </Stack>
  );
}
