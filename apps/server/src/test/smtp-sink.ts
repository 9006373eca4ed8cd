// A real SMTP server on loopback for tests: keeps every message byte for byte with its envelope recipients, and can
// refuse connections (421) to play a server that went down.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  port: number;
  /** Every message as received, with its envelope recipients. */
  raw: { to: string[]; data: string }[];
  /** Every envelope recipient, in arrival order. */
  received: string[];
  /** When set, new connections are refused with 421. */
  refuse: boolean;
  close: () => Promise<void>;
};

// startSmtpSink starts the sink on 127.0.0.1 on a free port.
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { port: 0, raw: [], received: [], refuse: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // pooled clients keep their connections open: closing the sink ends them after 100 ms instead of smtp-server's 30 s
    closeTimeout: 100,
    onConnect(_s, cb) {
      cb(sink.refuse ? Object.assign(new Error('421 service not available'), { responseCode: 421 }) : undefined);
    },
    onAuth: (auth, _s, cb) => cb(null, { user: auth.username }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        sink.received.push(...to);
        sink.raw.push({ to, data: Buffer.concat(chunks).toString('latin1') });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () => new Promise<void>((r) => server.close(() => r()));
  return sink;
}
