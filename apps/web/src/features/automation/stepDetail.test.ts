import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/automation.en.json';
import tr from '../../i18n/automation.tr.json';
import { stepDetail } from './stepDetail';
import type { LooseT } from './useLooseT';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { automation: en } }, tr: { translation: { automation: tr } } }, showSupportNotice: false });
});
const detail = (d: string | null, lang: 'tr' | 'en', kind?: string) => stepDetail(d, i18n.getFixedT(lang) as unknown as LooseT, lang, kind);

describe('stepDetail', () => {
  it('translates a server code, a code with its argument, and leaves other text as it is', () => {
    expect(detail('CHANNEL_NO_CONSENT', 'tr')).toBe('Kişinin bu kanal için izni yok.');
    expect(detail('CHANNEL_NO_CONSENT', 'en')).toBe('The contact has not consented to this channel.');
    expect(detail('AUTOMATION_WHATSAPP_PARAM_EMPTY:2', 'en')).toContain('Parameter 2 ');
    expect(detail('AUTOMATION_WHATSAPP_PARAM_EMPTY:2', 'tr')).toContain('2. parametresi');
    expect(detail('Receiver is incapable of receiving this message', 'tr')).toBe('Receiver is incapable of receiving this message');
    expect(detail(null, 'en')).toBe('');
  });

  it("translates the engine's own words in both languages, a condition's yes apart from an event wait's", () => {
    expect(detail('sent', 'en')).toBe('Sent');
    expect(detail('sent', 'tr')).toBe('Gönderildi');
    expect(detail('queued', 'tr')).toBe('Gönderim sırasında');
    expect(detail('overdue_after_resume', 'en')).toBe('Not sent: it was overdue when the workflow was resumed');
    expect(detail('overdue_after_resume', 'tr')).toBe('Gönderilmedi: iş akışı devam ettirildiğinde gecikmişti');
    expect(detail('frequency_cap', 'tr')).toContain('günlük');
    expect(detail('yes', 'en', 'if_else')).toBe('Condition met: yes branch');
    expect(detail('no', 'tr', 'if_else')).toBe('Koşul sağlanmadı: hayır dalı');
    expect(detail('yes', 'en', 'wait')).toBe('The event came: yes branch');
    expect(detail('no', 'tr', 'wait')).toBe('Süre doldu: hayır dalı');
    expect(detail('a', 'tr')).toBe('A dalı');
    expect(detail('lead 4f0c…', 'en')).toBe('Lead created in the CRM');
    expect(detail('added 1', 'tr')).toBe('Listeye eklendi');
    expect(detail('added 0', 'en')).toBe('Already in the list');
    expect(detail('contact unsubscribed', 'tr')).toBe('Gönderilmedi: kişi aboneliğini iptal etmiş');
    expect(detail('contact subscribed', 'en')).toBe('Not sent: the address is on the suppression list');
    expect(detail('contact deleted', 'en')).toBe('The contact was deleted');
    expect(detail('step timeout', 'tr')).toBe('Adım zaman aşımına uğradı');
  });

  it('shows the end of a wait as a date and time in the page language', () => {
    const en = detail('until 2030-01-15T09:00:00.000Z', 'en');
    const tr = detail('until 2030-01-15T09:00:00.000Z', 'tr');
    expect(en).toMatch(/^Waits until .*2030/);
    expect(tr).toMatch(/2030.* kadar bekler$/);
    expect(en).not.toContain('T09:00');
  });
});
