// Bounce mailbox: DSN and ARF messages sent to bounce+<workspace token>@<bounce domain> suppress the failed recipients.
import { SMTPServer } from 'smtp-server';
import { parseBounce } from './dsn.js';
import type { ContactsService } from './contacts.service.js';

const MAX_BYTES = 10 * 1024 * 1024;

// bounceAddress is the Return-Path a workspace's campaigns use, so their bounces come back signed for that workspace.
export function bounceAddress(webhookToken: string, domain: string): string {
  return `bounce+${webhookToken}@${domain}`;
}

// processBounceMessage parses one message delivered to the bounce mailbox and records its reports; returns how many.
export async function processBounceMessage(contacts: ContactsService, raw: Buffer, recipients: string[]): Promise<number> {
  const workspaces = new Set<string>();
  for (const rcpt of recipients) {
    const m = /^bounce\+([^@]+)@/i.exec(rcpt);
    const ws = m ? contacts.readWebhookToken(m[1]) : undefined;
    if (ws) workspaces.add(ws);
  }
  if (!workspaces.size) return 0;
  const reports = await parseBounce(raw);
  for (const ws of workspaces) {
    for (const r of reports) {
      await contacts.recordDeliveryEvent(ws, {
        type: r.kind === 'complaint' ? 'complaint' : 'bounce',
        bounceType: r.bounceType,
        email: r.recipient,
        campaignId: r.campaignId ?? undefined,
        reason: r.diagnostic ?? r.status ?? undefined,
      });
    }
  }
  return reports.length * workspaces.size;
}

export type BounceServer = { port: number; close: () => Promise<void> };

// startBounceServer accepts mail for bounce+…@ addresses only and processes each message.
export async function startBounceServer(contacts: ContactsService, port: number, host = '0.0.0.0'): Promise<BounceServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    banner: 'Ulak bounce mailbox',
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (!/^bounce\+[^@]+@/i.test(address.address)) return callback(new Error('550 5.1.1 no such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        processBounceMessage(
          contacts,
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        )
          .then(() => callback())
          .catch((err: Error) => callback(err));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => new Promise<void>((r) => server.close(() => r())) };
}
