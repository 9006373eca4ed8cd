import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../ui/format';
import { formatMonth, formatShare, importReason, relativeTime, stageLabel } from './crmFormat';

describe('CRM display rules', () => {
  it('formats money by the interface language, as every other screen does', () => {
    expect(formatMoney(12500.5, 'TRY', 'tr')).toBe('12.500,50 ₺');
    expect(formatMoney(0, 'TRY', 'tr')).toBe('0,00 ₺');
    expect(formatMoney(0, 'TRY', 'en')).toBe('₺0.00');
  });

  it('formats shares with one decimal and months by name', () => {
    expect(formatShare(12.5, 'en')).toBe('12.5%');
    expect(formatShare(12.5, 'tr')).toBe('%12,5');
    expect(formatShare(100, 'en')).toBe('100.0%');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'tr')).toBe('Mart 2026');
  });

  it('says how long ago something happened in both languages', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-10T09:00:00Z', 'tr', now)).toBe('3 saat önce');
    expect(relativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-03-10T11:59:50Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-03-12T12:00:00Z', 'en', now)).toBe('in 2 days');
    expect(relativeTime(null, 'en', now)).toBe('—');
  });

  it('names default stages in the interface language and keeps renamed ones', () => {
    expect(stageLabel({ key: 'first_contact', name: 'İlk Temas' }, 'en')).toBe('First contact');
    expect(stageLabel({ key: 'negotiation', name: 'Negotiation' }, 'tr')).toBe('Müzakere');
    expect(stageLabel({ key: 'negotiation', name: 'Pazarlık' }, 'en')).toBe('Pazarlık');
    expect(stageLabel({ key: 'custom_1', name: 'Pilot' }, 'en')).toBe('Pilot');
  });

  it('translates the import reasons it knows and passes others through', () => {
    const t = ((key: string, o?: { value?: string }) => `${key}|${o?.value ?? ''}`) as unknown as TFunction;
    expect(importReason('invalid email: x@', t)).toBe('crm.import.reasons.invalidEmail|x@');
    expect(importReason('missing name', t)).toBe('crm.import.reasons.missingName|');
    expect(importReason('something else', t)).toBe('something else');
  });
});
