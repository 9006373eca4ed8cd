import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '@ulak/shared/campaigns';
import { actionsFor, clampProgress } from './campaignActions';

describe('campaign row actions', () => {
  it('offers every status at least duplicate', () => {
    for (const s of CAMPAIGN_STATUSES) expect(actionsFor(s)).toContain('duplicate');
  });

  it('follows the status machine', () => {
    expect(actionsFor('draft')).toEqual(['send', 'edit', 'duplicate', 'delete']);
    expect(actionsFor('sending')).toEqual(['pause', 'cancel', 'duplicate']);
    expect(actionsFor('paused')).toEqual(['resume', 'cancel', 'duplicate']);
    expect(actionsFor('sent')).toEqual(['duplicate']);
  });

  it('clamps progress between 0 and 100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(42)).toBe(42);
  });
});
