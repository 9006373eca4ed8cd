// The icon and colour of each activity type and timeline entry.
import { IconCalendarEvent, IconChecklist, IconMail, IconMailOpened, IconNote, IconPhone, IconPointer, IconTargetArrow, type Icon } from '@tabler/icons-react';
import type { ActivityType } from '../../api/activitiesApi';

export const ACTIVITY_META: Record<ActivityType, { icon: Icon; color: string }> = {
  call: { icon: IconPhone, color: 'blue' },
  email: { icon: IconMail, color: 'grape' },
  meeting: { icon: IconCalendarEvent, color: 'orange' },
  note: { icon: IconNote, color: 'gray' },
  task: { icon: IconChecklist, color: 'teal' },
};

// timelineMeta picks the icon and colour of a timeline entry (an activity, a deal or a campaign email event).
export function timelineMeta(kind: string, type: string): { icon: Icon; color: string } {
  if (kind === 'activity' && type in ACTIVITY_META) return ACTIVITY_META[type as ActivityType];
  if (kind === 'deal') return { icon: IconTargetArrow, color: type === 'won' ? 'green' : type === 'lost' ? 'red' : 'indigo' };
  if (type === 'clicked') return { icon: IconPointer, color: 'cyan' };
  return { icon: IconMailOpened, color: 'violet' };
}
