// SMS segment counting (GSM-7 / UCS-2, no Turkish shift table) and E.164 normalisation.
import { describe, expect, it } from 'vitest';
import { normalizePhone, smsSegments } from './channels.js';

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
