import { describe, expect, it } from 'vitest';
import { MAIL_SERVER_DEFAULTS } from '@ulak/shared/campaigns';
import { toServerInput, type ServerFormValues } from './serverForm';

const values = (patch: Partial<ServerFormValues> = {}): ServerFormValues => ({
  name: 'Main',
  smtpHost: 'smtp.example.com',
  smtpPort: '587',
  smtpUser: 'mailer',
  smtpPassword: '',
  ipAddress: '',
  dailyLimit: '1000',
  ...patch,
});

describe('add-server form', () => {
  it('parses port and daily limit as integers with the 587 / 1000 defaults', () => {
    expect(MAIL_SERVER_DEFAULTS).toEqual({ smtpPort: 587, dailyLimit: 1000 });
    expect(toServerInput(values({ smtpPort: '', dailyLimit: 'abc' }))).toMatchObject({ smtpPort: 587, dailyLimit: 1000 });
    expect(toServerInput(values({ smtpPort: '465.9', dailyLimit: '250 ' }))).toMatchObject({ smtpPort: 465, dailyLimit: 250 });
    expect(toServerInput(values({ smtpPort: '70000' }))).toMatchObject({ smtpPort: 70000 });
  });

  it('sends the password only when one is typed', () => {
    expect(toServerInput(values())).not.toHaveProperty('smtpPassword');
    expect(toServerInput(values({ smtpPassword: 's3cret', ipAddress: ' 203.0.113.5 ' }))).toMatchObject({ smtpPassword: 's3cret', ipAddress: '203.0.113.5' });
  });
});
