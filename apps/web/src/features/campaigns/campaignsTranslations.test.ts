import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_LABELS_TR, CAMPAIGN_STATUSES } from '@ulak/shared/campaigns';
import en from '../../i18n/campaigns.en.json';
import tr from '../../i18n/campaigns.tr.json';

describe('campaign translations', () => {
  it('keeps Liquid merge tags out of the texts (i18next would read them as its own placeholders)', () => {
    expect(JSON.stringify([en, tr])).not.toMatch(/\{\{\s*(contact|unsubscribe_url|workspace)/);
  });

  it('labels the statuses as the specification does', () => {
    for (const s of CAMPAIGN_STATUSES) expect(tr.status[s]).toBe(CAMPAIGN_STATUS_LABELS_TR[s]);
    expect(en.status).toMatchObject({ draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', paused: 'Paused', failed: 'Failed' });
  });

  it('carries the specification texts of the wizard', () => {
    expect(tr.wizard.noValidRecipients).toBe('Geçerli e-posta adresi bulunamadı');
    expect(en.wizard.noValidRecipients).toBe('No valid email addresses found');
    expect(tr.wizard.sendFailed).toBe('Kampanya gönderilemedi');
    expect(en.wizard.sendFailed).toBe('Failed to send campaign');
    expect(tr.wizard.errorOccurred).toBe('Bir hata oluştu');
    expect(en.wizard.errorOccurred).toBe('An error occurred');
    expect(en.wizard.sendSuccess).toBe('Campaign sent successfully!');
  });
});
