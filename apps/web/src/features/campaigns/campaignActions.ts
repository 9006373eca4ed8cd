// Which row actions a campaign offers in each status, following the server's status machine:
// send/edit only before sending, pause only while sending, resume only when paused, delete only if it never sent.
import type { CampaignStatus } from '@ulak/shared/campaigns';

export type RowAction = 'send' | 'edit' | 'pause' | 'resume' | 'cancel' | 'duplicate' | 'delete';

export const ACTIONS_BY_STATUS: Record<CampaignStatus, RowAction[]> = {
  draft: ['send', 'edit', 'duplicate', 'delete'],
  scheduled: ['send', 'edit', 'cancel', 'duplicate', 'delete'],
  sending: ['pause', 'cancel', 'duplicate'],
  paused: ['resume', 'cancel', 'duplicate'],
  sent: ['duplicate'],
  failed: ['duplicate', 'delete'],
  cancelled: ['duplicate', 'delete'],
};

/** Actions that ask first. */
export const CONFIRMED_ACTIONS: RowAction[] = ['send', 'cancel', 'delete'];

// actionsFor lists the row actions of a status.
export function actionsFor(status: CampaignStatus): RowAction[] {
  return ACTIONS_BY_STATUS[status];
}

// clampProgress keeps a progress value between 0 and 100 (seed 001 §5).
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
