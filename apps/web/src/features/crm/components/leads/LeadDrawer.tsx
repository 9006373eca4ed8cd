import { Badge, Button, Divider, Drawer, Group, Menu, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconEdit, IconMessagePlus, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatMoney } from '../../../../ui/format';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { LabeledValue } from '../../../../ui/LabeledValue';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
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
  const remove = useConfirmedDelete<Lead>(useDeleteLeadMutation(), { deleted: () => t('crm.leads.deleted'), failed: t('crm.common.deleteFailed') }, onClose);
  const event = useLeadEventMutation();
  const lead = query.data;

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
            <DeleteButton onClick={() => remove.ask(lead)} testId="lead-drawer-delete">
              {t('crm.common.delete')}
            </DeleteButton>
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
            <LabeledValue label={t('crm.fields.email')} value={lead.email} />
            <LabeledValue label={t('crm.fields.phone')} value={lead.phone} />
            <LabeledValue label={t('crm.fields.source')} value={t(`crm.sources.${lead.source}`)} />
            <LabeledValue label={t('crm.fields.value')} value={formatMoney(lead.value, lead.currency, i18n.language)} testId="lead-drawer-value" />
            <LabeledValue label={t('crm.fields.assignedTo')} value={people.assignee(lead.assignedTo)} />
            <LabeledValue
              label={t('crm.leads.columns.lastActivity')}
              value={lead.lastActivity ? relativeTime(lead.lastActivity, i18n.language) : t('crm.leads.noActivity')}
            />
            <LabeledValue label={t('crm.fields.createdAt')} value={formatDateTime(lead.createdAt, i18n.language)} />
            {lead.status === 'lost' && <LabeledValue label={t('crm.fields.lostReason')} value={lead.lostReason} />}
          </SimpleGrid>

          <Divider label={t('crm.timeline.title')} labelPosition="left" />
          <Timeline items={lead.timeline} />
        </Stack>
      )}
      <ConfirmModal
        {...remove.modal}
        title={t('crm.leads.deleteTitle')}
        text={t('crm.leads.deleteText', { name: lead?.name ?? '' })}
        confirmLabel={t('crm.common.delete')}
        testId="lead-delete"
      />
    </Drawer>
  );
}
