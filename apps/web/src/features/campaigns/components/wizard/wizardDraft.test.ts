import { describe, expect, it } from 'vitest';
import {
  abErrors,
  canLeaveInfo,
  emptyDraft,
  hasAudience,
  infoErrors,
  insertAt,
  MERGE_TAGS,
  mergeTagText,
  scheduleError,
  sendPath,
  toCampaignInput,
} from './wizardDraft';

const draft = (patch = {}) => ({ ...emptyDraft('Welcome!'), ...patch });

describe('campaign wizard draft', () => {
  it('starts with the welcome subject and every option on', () => {
    const d = emptyDraft('Bültenimize hoş geldiniz!');
    expect(d.subject).toBe('Bültenimize hoş geldiniz!');
    expect([d.personalizeContent, d.trackOpens, d.trackClicks]).toEqual([true, true, true]);
  });

  it('needs a subject and content to leave step 1', () => {
    expect(infoErrors(draft({ subject: ' ', content: '' }))).toEqual({ subject: 'required', content: 'required' });
    expect(canLeaveInfo(draft({ content: '<p>x</p>' }))).toBe(true);
    expect(canLeaveInfo(draft({ subject: '', content: '<p>x</p>' }))).toBe(false);
  });

  it('needs a valid free-text address, a list or a segment to leave step 2', () => {
    expect(hasAudience(draft({ recipients: 'no-at-sign\nbroken@\n' }))).toBe(false);
    expect(hasAudience(draft({ recipients: 'ayse@example.com, Ayşe' }))).toBe(true);
    expect(hasAudience(draft({ listIds: ['l1'] }))).toBe(true);
    expect(hasAudience(draft({ segmentIds: ['s1'] }))).toBe(true);
  });

  it('sends with a sender identity as a campaign that names it (the bulk call has no sender)', () => {
    const d = draft({ recipients: 'a@example.com', senderIdentityId: 'id-1' });
    expect(sendPath(d, false)).toBe('campaign');
    expect(toCampaignInput(d).senderIdentityId).toBe('id-1');
    expect(toCampaignInput(draft()).senderIdentityId).toBeNull();
  });

  it('uses the bulk call only for free-text recipients sent now', () => {
    expect(sendPath(draft({ recipients: 'a@example.com' }), false)).toBe('bulk');
    expect(sendPath(draft({ segmentIds: ['s'] }), false)).toBe('campaign');
    expect(sendPath(draft({ scheduleEnabled: true }), false)).toBe('campaign');
    expect(sendPath(draft({ abEnabled: true }), false)).toBe('campaign');
    expect(sendPath(draft(), true)).toBe('campaign');
  });

  it('builds the campaign body, the name falling back to the subject', () => {
    const body = toCampaignInput(draft({ content: '<p>x</p>', segmentIds: ['s'], recipients: 'a@example.com' }));
    expect(body).toMatchObject({
      name: 'Welcome!',
      subject: 'Welcome!',
      htmlContent: '<p>x</p>',
      segmentIds: ['s'],
      recipients: 'a@example.com',
      abTest: null,
    });
    expect(toCampaignInput(draft({ abEnabled: true, abSubjects: [' A ', 'B'] })).abTest).toEqual({
      subjects: ['A', 'B'],
      testPercent: 20,
      metric: 'open',
      waitMinutes: 240,
    });
  });

  it('checks the A/B section and the schedule', () => {
    expect(abErrors(draft({ abEnabled: true, abSubjects: ['A', ''], abTestPercent: 60 }))).toEqual({ subjects: [1], testPercent: true });
    expect(abErrors(draft({ abEnabled: false, abSubjects: ['', ''] }))).toEqual({});
    const now = new Date('2030-01-01T10:00:00').getTime();
    expect(scheduleError({ scheduleEnabled: true, scheduledAt: '' }, now)).toBe(true);
    expect(scheduleError({ scheduleEnabled: true, scheduledAt: '2029-12-31T10:00' }, now)).toBe(true);
    expect(scheduleError({ scheduleEnabled: true, scheduledAt: '2030-01-02T10:00' }, now)).toBe(false);
    expect(scheduleError({ scheduleEnabled: false, scheduledAt: '' }, now)).toBe(false);
  });

  it('writes merge tags with a fallback for names and inserts them at the caret', () => {
    const first = MERGE_TAGS.find((m) => m.key === 'firstName');
    const unsub = MERGE_TAGS.find((m) => m.key === 'unsubscribe');
    if (!first || !unsub) throw new Error('missing tags');
    expect(mergeTagText(first, 'dostum')).toBe('{{ contact.first_name | default: "dostum" }}');
    expect(mergeTagText(unsub)).toBe('{{ unsubscribe_url }}');
    expect(insertAt('Hello !', 'X', 6)).toEqual({ value: 'Hello X!', caret: 7 });
    expect(insertAt('abc', 'X', 1, 2)).toEqual({ value: 'aXc', caret: 2 });
  });
});
