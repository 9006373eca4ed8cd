import '../../../features/inbox/i18n';
import { useState } from 'react';
import { Badge, Grid, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCode, IconMessages } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import type { ConversationFilters } from '../../../features/inbox/api/inboxApi';
import { ConversationList } from '../../../features/inbox/components/ConversationList';
import { ThreadView } from '../../../features/inbox/components/ThreadView';
import { WidgetSettingsCard } from '../../../features/inbox/components/WidgetSettingsCard';
import { useInboxStream } from '../../../features/inbox/hooks/useInboxStream';

// InboxPage is the unified inbox (/app/inbox): every channel's conversations in one list, the selected thread with
// its reply box and contact, live over server-sent events; the "widget" tab has the chat widget's embed snippet.
export function InboxPage() {
  const { t } = useTranslation();
  usePageMeta(t('inbox.page.title'), t('inbox.page.text'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'widget' ? 'widget' : 'conversations';
  const selected = params.get('c');
  const [filters, setFilters] = useState<ConversationFilters>({ page: 1, pageSize: 20, status: 'open' });
  const { connected, typing } = useInboxStream();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('inbox.page.title')}
        description={t('inbox.page.text')}
        actions={
          <Badge color={connected ? 'green' : 'gray'} variant="dot" data-testid="inbox-live" data-connected={connected ? 'true' : 'false'}>
            {connected ? t('inbox.live.connected') : t('inbox.live.reconnecting')}
          </Badge>
        }
      />
      <Tabs value={tab} onChange={(v) => setParams(v === 'widget' ? { tab: 'widget' } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="conversations" leftSection={<IconMessages size={16} />} data-testid="inbox-tab-conversations">
            {t('inbox.tabs.conversations')}
          </Tabs.Tab>
          <Tabs.Tab value="widget" leftSection={<IconCode size={16} />} data-testid="inbox-tab-widget">
            {t('inbox.tabs.widget')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conversations" pt="lg">
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ConversationList filters={filters} onFilters={setFilters} selectedId={selected} onSelect={(id) => setParams({ c: id })} typing={typing} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {selected ? (
                <ThreadView id={selected} typing={typing} />
              ) : (
                <Paper withBorder radius="md" p="xl">
                  <Text c="dimmed" ta="center">
                    {t('inbox.thread.select')}
                  </Text>
                </Paper>
              )}
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="widget" pt="lg">
          <WidgetSettingsCard />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
