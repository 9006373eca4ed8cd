import { describe, expect, it } from 'vitest';
import { sendStepRows, shareOfSent } from './stepStats';

const step = (nodeId: string, kind: string, sent = 0, opened = 0, clicked = 0) => ({ nodeId, kind, done: sent, skipped: 0, failed: 0, sent, opened, clicked });

describe('step analytics', () => {
  it('lists the send steps of every workflow with its name, leaving waits, conditions and other actions out', () => {
    const rows = sendStepRows([
      {
        workflowId: '11111111-1111-4111-8111-111111111111',
        name: 'Sepet',
        entered: 4,
        inProgress: 0,
        completed: 4,
        exitedByGoal: 0,
        failed: 0,
        conversionRate: 0,
        timeSavedMinutes: 12,
        steps: [step('mail', 'send_email', 4, 2, 1), step('w', 'wait'), step('sms', 'send_sms', 3), step('u', 'update_contact')],
      },
    ]);
    expect(rows.map((r) => `${r.workflow}:${r.nodeId}:${r.sent}/${r.opened}/${r.clicked}`)).toEqual(['Sepet:mail:4/2/1', 'Sepet:sms:3/0/0']);
  });

  it('gives opens and clicks as a share of the messages sent, none before the first', () => {
    expect(shareOfSent(1, 3)).toBe(33.3);
    expect(shareOfSent(2, 4)).toBe(50);
    expect(shareOfSent(0, 0)).toBeNull();
  });
});
