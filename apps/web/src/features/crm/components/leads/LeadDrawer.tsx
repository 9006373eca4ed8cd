import { useState } from 'react';
import { Badge, Button, Divider, Drawer, Group, Menu, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconEdit, IconMessagePlus, IconTargetArrow, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatMoney } from '../../../../ui/format';
import type { Lead, LeadEventType } from '../../api/leadsApi';
import { relativeTime } from '../../crmFormat';
import { useDeleteLeadMutation } from '../../hooks/useDeleteLeadMutation';
import { useLeadEventMutation } from '../../hooks/useLeadEventMutation';
import { useLeadQuery } from '../../hooks/useLeadQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { LeadStatusBadge } from '../common/LeadStatusBadge';
import { QueryError } from '../common/QueryError';
import { ScoreStars } from '../common/ScoreStars';
import { Timeline } from '../common/Timeline';
import { usePeopleLabels } from '../common/usePeopleLabels';

type Props = {
  id: string | null;
  onClose: () => void;
  onEdit: (lead: Lead) => void;
  onLog: (lead: Lead) => void;
  onCreateDeal: (lead: Lead) => void;
};

const EVENTS: LeadEventType[] = ['website_visit', 'form_fill', 'email_open'];

// LeadDrawer is a lead's record: details, score (rule points and AI), actions, scoring events and the timeline.
export function LeadDrawer({ id, onClose, onEdit, onLog, onCreateDeal }: Props) {
  const { t, i18n } = useTranslation();
  const people = usePeopleLabels();
  const query = useLeadQuery(id);
  const remove = useDeleteLeadMutation();
  const event = useLeadEventMutation();
  const [confirming, setConfirming] = useState(false);
  const lead = query.data;

  const field = (label: string, value: string | null | undefined, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );

  const confirmDelete = () => {
    if (!lead) return;
    remove.mutate(lead.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('crm.leads.deleted') });
        setConfirming(false);
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.deleteFailed')) }),
    });
  };

  const record = (type: LeadEventType) =>
    lead &&
    event.mutate(
      { id: lead.id, type },
      {
        onSuccess: (updated) => notifications.show({ color: 'teal', message: t('crm.leads.eventRecorded', { score: updated.score }) }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) }),
      },
    );

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('crm.leads.detailTitle')} data-testid="lead-drawer">
      {query.isPending && id !== null && <Skeleton h={320} radius="md" data-testid="lead-drawer-loading" />}
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {lead && (
        <Stack gap="lg" data-testid="lead-drawer-body" data-id={lead.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={3} fz="lg" data-testid="lead-drawer-name">
                {lead.name}
              </Title>
              {lead.company && <Text c="dimmed">{lead.company}</Text>}
            </div>
            <LeadStatusBadge status={lead.status} />
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(lead)} data-testid="lead-drawer-edit">
              {t('crm.leads.actions.edit')}
            </Button>
            <Button size="xs" leftSection={<IconMessagePlus size={14} />} onClick={() => onLog(lead)} data-testid="lead-drawer-log">
              {t('crm.leads.actions.log')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconTargetArrow size={14} />} onClick={() => onCreateDeal(lead)} data-testid="lead-drawer-deal">
              {t('crm.deals.create')}
            </Button>
            <Menu withinPortal position="bottom-start">
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} loading={event.isPending}>
                  {t('crm.leads.recordEvent')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {EVENTS.map((type) => (
                  <Menu.Item key={type} onClick={() => record(type)} data-testid={`lead-event-${type}`}>
                    {t(`crm.settings.scoring.${type}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirming(true)}
              data-testid="lead-drawer-delete"
            >
              {t('crm.common.delete')}
            </Button>
          </Group>

          <Group gap="lg" align="center">
            <ScoreStars score={lead.score} testId="lead-drawer-score" />
            <Badge variant="light" color="gray">
              {t('crm.score.rule', { score: lead.ruleScore })}
            </Badge>
            {lead.aiScore !== null && (
              <Badge variant="light" color="violet">
                {t('crm.score.ai', { score: lead.aiScore })}
              </Badge>
            )}
          </Group>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field(t('crm.fields.email'), lead.email)}
            {field(t('crm.fields.phone'), lead.phone)}
            {field(t('crm.fields.source'), t(`crm.sources.${lead.source}`))}
            {field(t('crm.fields.value'), formatMoney(lead.value, lead.currency, i18n.language), 'lead-drawer-value')}
            {field(t('crm.fields.assignedTo'), people.assignee(lead.assignedTo))}
            {field(t('crm.leads.columns.lastActivity'), lead.lastActivity ? relativeTime(lead.lastActivity, i18n.language) : t('crm.leads.noActivity'))}
            {field(t('crm.fields.createdAt'), formatDateTime(lead.createdAt, i18n.language))}
            {lead.status === 'lost' && field(t('crm.fields.lostReason'), lead.lostReason)}
          </SimpleGrid>

          <Divider label={t('crm.timeline.title')} labelPosition="left" />
          <Timeline items={lead.timeline} />
        </Stack>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('crm.leads.deleteTitle')}
        text={t('crm.leads.deleteText', { name: lead?.name ?? '' })}
        confirmLabel={t('crm.common.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        testId="lead-delete"
      />
    </Drawer>
  );
}
