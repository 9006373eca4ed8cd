// Mail capture mode: a built-in SMTP server on 127.0.0.1 that stores everything the product sends.
import { SMTPServer } from 'smtp-server';
import type { AddressObject } from 'mailparser';
import { loadMailparser } from './lazy.js';
import type { MailboxRepo } from '../modules/mailbox/mailbox.repo.js';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export type CaptureServer = { port: number; close: () => Promise<void> };

const addressText = (a: AddressObject | AddressObject[] | undefined): string => (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');

// startCaptureServer listens on loopback (port 0 picks a free one) and saves each parsed message through the repo.
export async function startCaptureServer(repo: MailboxRepo, port = 0): Promise<CaptureServer> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Ulak capture mailbox',
    disableReverseLookup: true,
    onData(stream, session, callback) {
      loadMailparser()
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address).join(', ');
          await repo.insert(
            {
              messageId: parsed.messageId ?? null,
              fromAddress: addressText(parsed.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              toAddresses: addressText(parsed.to) || envelopeTo,
              subject: parsed.subject ?? '',
              text: parsed.text ?? null,
              html: typeof parsed.html === 'string' ? parsed.html : null,
              headers: parsed.headerLines.map((h) => h.line).join('\n'),
              size: stream.byteLength ?? 0,
            },
            parsed.attachments.map((a, i) => ({
              filename: a.filename || `attachment-${i + 1}`,
              contentType: a.contentType || 'application/octet-stream',
              content: a.content,
            })),
          );
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { port: actualPort, close: () => new Promise<void>((r) => server.close(() => r())) };
}
