// Colours of the admin statuses (seed 001 §4: metric normal green, warning yellow, critical red).
import type { AdminUserStatus, MetricStatus } from '@ulak/shared';

export const METRIC_COLOR: Record<MetricStatus, string> = { normal: 'teal', warning: 'yellow', critical: 'red' };
export const USER_STATUS_COLOR: Record<AdminUserStatus, string> = { active: 'teal', trial: 'blue', cancelled: 'gray', suspended: 'red' };
