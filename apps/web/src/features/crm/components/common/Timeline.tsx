import { Group, Paper, Stack, Text, ThemeIcon, Timeline as MantineTimeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_TYPES } from '@ulak/shared/audience';
import { formatDateTime, formatMoney } from '../../../../ui/format';
import type { TimelineItem } from '../../api/leadsApi';
import { relativeTime } from '../../crmFormat';
import { timelineMeta } from './activityTypes';

type EmailEvent = (typeof ENGAGEMENT_TYPES)[number];
const isEmailEvent = (v: string): v is EmailEvent => (ENGAGEMENT_TYPES as readonly string[]).includes(v);

// useEntryText names a timeline entry: an activity's title, a deal's title with its state, or a campaign email event.
function useEntryText() {
  const { t, i18n } = useTranslation();
  return (item: TimelineItem): { title: string; detail: string | null } => {
    if (item.kind === 'deal') {
      const value =
        item.detail !== null && item.detail !== '' && Number.isFinite(Number(item.detail)) ? formatMoney(Number(item.detail), 'TRY', i18n.language) : null;
      return {
        title: t('crm.timeline.deal', { title: item.title, status: t(`crm.deals.status.${item.type === 'won' || item.type === 'lost' ? item.type : 'open'}`) }),
        detail: value,
      };
    }
    if (item.kind === 'email')
      return {
        title: t('crm.timeline.email', {
          event: isEmailEvent(item.type) ? t(`crm.timeline.emailEvents.${item.type}`) : item.type,
          campaign: item.title || '—',
        }),
        detail: item.detail,
      };
    return { title: item.title, detail: item.detail || null };
  };
}

// Timeline lists a record's activities, deals and campaign emails, newest first.
export function Timeline({ items }: { items: TimelineItem[] }) {
  const { t, i18n } = useTranslation();
  const text = useEntryText();
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="timeline-empty">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="gray">
            <IconHistory size={16} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('crm.timeline.empty')}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <MantineTimeline bulletSize={26} lineWidth={2} data-testid="timeline">
      {items.map((item) => {
        const meta = timelineMeta(item.kind, item.type);
        const { title, detail } = text(item);
        return (
          <MantineTimeline.Item
            key={`${item.kind}-${item.id}`}
            bullet={
              <ThemeIcon size={26} radius="xl" color={meta.color} variant="light">
                <meta.icon size={14} />
              </ThemeIcon>
            }
            data-testid="timeline-item"
            data-kind={item.kind}
            data-type={item.type}
          >
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {title}
              </Text>
              {detail && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {detail}
                </Text>
              )}
              <Text size="xs" c="dimmed" title={formatDateTime(item.at, i18n.language)}>
                {relativeTime(item.at, i18n.language)}
              </Text>
            </Stack>
          </MantineTimeline.Item>
        );
      })}
    </MantineTimeline>
  );
}
