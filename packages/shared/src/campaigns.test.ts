import { describe, expect, it } from 'vitest';
import { mailServerInputSchema, parseRecipientLines, parseRecipients } from './campaigns.js';

describe('typed campaign recipients', () => {
  it('says which lines were dropped and why, keeping the valid ones as before', () => {
    const text = 'ali@ulak.test, Ali\nno-at-sign\n\n  \na@.b\nALI@ulak.test\nb@c.d';
    const { recipients, dropped } = parseRecipientLines(text);
    expect(recipients).toEqual([
      { email: 'ali@ulak.test', name: 'Ali' },
      { email: 'b@c.d', name: 'b' },
    ]);
    expect(dropped).toEqual([
      { line: 2, text: 'no-at-sign', reason: 'noAt' },
      { line: 5, text: 'a@.b', reason: 'invalid' },
      { line: 6, text: 'ALI@ulak.test', reason: 'duplicate' },
    ]);
    expect(parseRecipients(text)).toEqual(recipients);
  });
});

// The add-server form validates with this schema (it no longer mirrors the rules).
describe('mail server input', () => {
  const server = { name: 'Main', smtpHost: 'smtp.example.com', smtpPort: 587, smtpUser: 'mailer', ipAddress: null, dailyLimit: 1000 };
  const issues = (over: Record<string, unknown>) =>
    mailServerInputSchema.safeParse({ ...server, ...over }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('needs a name, an SMTP host and a user', () => {
    expect(issues({})).toBeUndefined();
    // a form shows each field's first issue: "required" before the host's shape
    expect(issues({ name: ' ', smtpHost: '', smtpUser: '' })).toEqual(['name:v.required', 'smtpHost:v.required', 'smtpHost:v.invalid', 'smtpUser:v.required']);
  });

  it('takes a port from 1 to 65535 and a daily limit of at least 1', () => {
    expect(issues({ smtpPort: 70000, dailyLimit: 0 })).toEqual(['smtpPort:v.invalid', 'dailyLimit:v.invalid']);
    expect(mailServerInputSchema.parse({ name: 'Main', smtpHost: 'smtp.example.com', smtpUser: 'mailer' })).toMatchObject({ smtpPort: 587, dailyLimit: 1000 });
  });
});
