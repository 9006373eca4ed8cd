import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ULAK_BOUNCE_SMTP_PORT: '0', ULAK_BOUNCE_DOMAIN: 'bounces.ulak.test' });
});
afterAll(async () => {
  await t?.stop();
});

const dsn = (to: string, recipient: string, status: string) => `From: MAILER-DAEMON@mx.example.net
To: ${to}
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain

Your message could not be delivered.

--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net

Final-Recipient: rfc822; ${recipient}
Action: ${status.startsWith('5') ? 'failed' : 'delayed'}
Status: ${status}
Diagnostic-Code: smtp; ${status.startsWith('5') ? '550 5.1.1 User unknown' : '452 4.2.2 Mailbox full'}

--b1--
`;

describe('bounce mailbox', () => {
  it('a DSN delivered over SMTP to the workspace bounce address suppresses a hard-bounced contact', async () => {
    const { token, user } = await t.register();
    await t.request({ method: 'POST', url: '/api/contacts', token, body: { email: 'gone@example.org' } });
    const webhook = (await t.request({ method: 'GET', url: '/api/contacts/webhook', token })).json().url as string;
    const wsToken = webhook.split('/').pop()!;
    const port = t.ctx.ports.bounce;
    expect(port).toBeGreaterThan(0);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const to = `bounce+${wsToken}@bounces.ulak.test`;
    await transport.sendMail({ envelope: { from: '', to }, raw: dsn(to, 'gone@example.org', '5.1.1') });
    const suppressed = await t.ctx.services.contacts.suppressedAmong(user.workspaceId, ['gone@example.org']);
    expect(suppressed.has('gone@example.org')).toBe(true);
    const [c] = await t.sql(`SELECT status FROM contacts WHERE email = 'gone@example.org'`);
    expect(c.status).toBe('bounced');
    await expect(transport.sendMail({ envelope: { from: '', to: 'someone@bounces.ulak.test' }, raw: dsn(to, 'x@y.z', '5.1.1') })).rejects.toThrow();
    transport.close();
  });
});
