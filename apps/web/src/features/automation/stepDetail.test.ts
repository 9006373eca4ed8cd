import { describe, expect, it } from 'vitest';
import { stepDetail } from './stepDetail';

describe('stepDetail', () => {
  it('translates a server code, a code with its argument, and leaves other text as it is', () => {
    expect(stepDetail('CHANNEL_NO_CONSENT', 'tr')).toBe('Kişinin bu kanal için izni yok.');
    expect(stepDetail('CHANNEL_NO_CONSENT', 'en')).toBe('The contact has not consented to this channel.');
    expect(stepDetail('AUTOMATION_WHATSAPP_PARAM_EMPTY:2', 'en')).toContain('Parameter 2 ');
    expect(stepDetail('AUTOMATION_WHATSAPP_PARAM_EMPTY:2', 'tr')).toContain('2. parametresi');
    expect(stepDetail('Receiver is incapable of receiving this message', 'tr')).toBe('Receiver is incapable of receiving this message');
    expect(stepDetail('until 2030-01-15T09:00:00.000Z', 'en')).toBe('until 2030-01-15T09:00:00.000Z');
    expect(stepDetail(null, 'en')).toBe('');
  });
});
