// SMS segment counting (GSM-7 / UCS-2, no Turkish shift table) and E.164 normalisation.
import { describe, expect, it } from 'vitest';
import { normalizePhone, quietHoursEnd, smsParts, smsSegments, smsSettingsSchema } from './channels.js';

describe('smsSegments', () => {
  it('counts GSM-7 messages in 160 / 153 septets, extension characters as two', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0, encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ segments: 1, remaining: 0, encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
    // an escape pair is never split: 152 plain + one € does not fit in the first 153
    expect(smsSegments('a'.repeat(152) + '€' + 'a'.repeat(10))).toMatchObject({ segments: 2, remaining: 153 - 12 });
  });

  it('makes Turkish letters outside the default alphabet UCS-2 (70 / 67) and names them', () => {
    expect(smsSegments('Öğrenci Ümit')).toMatchObject({ encoding: 'UCS-2', nonGsmCharacters: ['ğ'] });
    expect(smsSegments('ÖÜöüÇ')).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSegments('ş'.repeat(70))).toMatchObject({ segments: 1, encoding: 'UCS-2' });
    expect(smsSegments('ş'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(smsSegments('😀'.repeat(34))).toMatchObject({ units: 68, segments: 1 });
  });
});

describe('normalizePhone', () => {
  it('turns typed numbers into E.164 with the default country code', () => {
    expect(normalizePhone('0532 123 45 67')).toBe('+905321234567');
    expect(normalizePhone('(0532) 123-45-67')).toBe('+905321234567');
    expect(normalizePhone('00905321234567')).toBe('+905321234567');
    expect(normalizePhone('+1 415 555 2671')).toBe('+14155552671');
    expect(normalizePhone('415 555 2671', '1')).toBe('+14155552671');
  });
  it('refuses what cannot be a number', () => {
    for (const bad of ['', 'abc', '12', '+0123456789', '+90 532 12+3', '1'.repeat(41)]) expect(normalizePhone(bad)).toBeUndefined();
  });
});

describe('smsParts', () => {
  it('splits a message where smsSegments counts a new segment, never inside an escape or a surrogate pair', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', parts: [] });
    expect(smsParts('a'.repeat(160)).parts).toEqual(['a'.repeat(160)]);
    const gsm = 'a'.repeat(152) + '€' + 'b'.repeat(10);
    expect(smsParts(gsm).parts).toEqual(['a'.repeat(152), '€' + 'b'.repeat(10)]);
    const tr = 'ş'.repeat(140);
    expect(smsParts(tr)).toEqual({ encoding: 'UCS-2', parts: ['ş'.repeat(67), 'ş'.repeat(67), 'ş'.repeat(6)] });
    const emoji = 'a'.repeat(66) + '😀' + 'b'.repeat(10);
    expect(smsParts(emoji).parts).toEqual(['a'.repeat(66), '😀' + 'b'.repeat(10)]);
    for (const text of [gsm, tr, emoji]) {
      expect(smsParts(text).parts.join('')).toBe(text);
      expect(smsParts(text).parts).toHaveLength(smsSegments(text).segments);
    }
  });
});

describe('smsSettingsSchema', () => {
  it('takes a REST configuration without a provider (saved before SMPP), and an SMPP one within the protocol limits', () => {
    expect(smsSettingsSchema.parse({ accountSid: 'AC1', from: 'ULAK' })).toMatchObject({ provider: 'rest', baseUrl: 'https://api.twilio.com' });
    expect(smsSettingsSchema.parse({ provider: 'smpp', host: 'smsc.example.com', systemId: 'ulak', password: 'secret', from: '+905550000001' })).toMatchObject({
      provider: 'smpp',
      port: '2775',
      defaultCountryCode: '90',
    });
    const bad = smsSettingsSchema.safeParse({
      provider: 'smpp',
      host: 'bad host',
      port: '70000',
      systemId: 'x'.repeat(16),
      password: 'x'.repeat(9),
      from: 'ULAK',
    });
    expect(bad.success).toBe(false);
    expect([...new Set(bad.error!.issues.map((i) => i.path.join('.')))].sort()).toEqual(['host', 'password', 'port', 'systemId']);
  });
});

describe('quietHoursEnd', () => {
  const quiet = { start: 21, end: 9 };
  it('answers the end of the window a moment falls in, in the time zone, or undefined outside it', () => {
    // Istanbul is UTC+3: 23:30 local is inside 21–9, which ends at 09:00 local (06:00 UTC)
    expect(quietHoursEnd(new Date('2030-01-15T20:30:00Z'), 'Europe/Istanbul', quiet)?.toISOString()).toBe('2030-01-16T06:00:00.000Z');
    expect(quietHoursEnd(new Date('2030-01-16T05:59:59.500Z'), 'Europe/Istanbul', quiet)?.toISOString()).toBe('2030-01-16T06:00:00.000Z');
    expect(quietHoursEnd(new Date('2030-01-16T06:00:00Z'), 'Europe/Istanbul', quiet)).toBeUndefined();
    expect(quietHoursEnd(new Date('2030-01-15T12:00:00Z'), 'Europe/Istanbul', quiet)).toBeUndefined();
    expect(quietHoursEnd(new Date('2030-01-15T10:15:00Z'), 'Europe/Istanbul', { start: 12, end: 14 })?.toISOString()).toBe('2030-01-15T11:00:00.000Z');
    expect(quietHoursEnd(new Date('2030-01-15T10:15:00Z'), 'Europe/Istanbul', { start: 9, end: 9 })).toBeUndefined();
  });
  it('ends at the local hour across a daylight-saving change', () => {
    // Berlin: 22:30 CET before spring forward, the window ends at 08:00 CEST (06:00 UTC); before falling back, 08:00 CET (07:00 UTC)
    expect(quietHoursEnd(new Date('2030-03-30T21:30:00Z'), 'Europe/Berlin', { start: 22, end: 8 })?.toISOString()).toBe('2030-03-31T06:00:00.000Z');
    expect(quietHoursEnd(new Date('2030-10-26T20:30:00Z'), 'Europe/Berlin', { start: 22, end: 8 })?.toISOString()).toBe('2030-10-27T07:00:00.000Z');
  });
});
