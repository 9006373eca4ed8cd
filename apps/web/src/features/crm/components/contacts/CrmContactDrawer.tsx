import { useState } from 'react';
import { Badge, Button, Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../ui/format';
import { LabeledValue } from '../../../../ui/LabeledValue';
import { useCrmContactQuery } from '../../hooks/useCrmContactQuery';
import { LogActivityModal } from '../common/LogActivityModal';
import { QueryError } from '../common/QueryError';
import { Timeline } from '../common/Timeline';
import { contactName } from './contactName';

// CrmContactDrawer is a contact's CRM record: details, lists, logging an activity and the timeline
// (activities, deals, campaign emails with opens and clicks).
export function CrmContactDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useCrmContactQuery(id);
  const [logging, setLogging] = useState(false);
  const c = query.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('crm.contacts.detailTitle')} data-testid="crm-contact-drawer">
      {query.isPending && id !== null && <Skeleton h={300} radius="md" />}
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {c && (
        <Stack gap="lg">
          <div>
            <Title order={3} fz="lg">
              {contactName(c) ?? c.email}
            </Title>
            <Text c="dimmed">{c.email}</Text>
          </div>
          <Group gap="xs">
            <Button size="xs" leftSection={<IconMessagePlus size={14} />} onClick={() => setLogging(true)} data-testid="crm-contact-log">
              {t('crm.leads.actions.log')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LabeledValue label={t('crm.fields.phone')} value={c.phone} />
            <LabeledValue label={t('crm.fields.company')} value={c.company} />
            <LabeledValue label={t('crm.contacts.country')} value={c.country} />
            <LabeledValue label={t('crm.fields.createdAt')} value={formatDateTime(c.createdAt, i18n.language)} />
          </SimpleGrid>
          {c.lists.length > 0 && (
            <Group gap={6}>
              {c.lists.map((l) => (
                <Badge key={l.id} variant="outline" color="gray" tt="none">
                  {l.name}
                </Badge>
              ))}
            </Group>
          )}
          <Divider label={t('crm.timeline.title')} labelPosition="left" />
          <Timeline items={c.timeline} />
          <LogActivityModal opened={logging} links={{ contactId: c.id }} subject={contactName(c) ?? c.email} onClose={() => setLogging(false)} />
        </Stack>
      )}
    </Drawer>
  );
}
