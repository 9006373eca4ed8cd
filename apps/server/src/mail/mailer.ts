// The product's own mail (reset codes, notifications): an SMTP relay when configured, else the capture server.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { parseMailbox } from './mime.js';

/** A file attached to product mail; base64 so the message travels as JSON through the job queue. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The workspace the mail is about when its recipient has no account yet (an invitation): its white-label brand applies. */
  workspaceId?: string;
  /** The From's display name instead of the platform's (a white-label brand); the address stays the platform's. */
  fromName?: string;
};

export type Mailer = {
  mode: 'relay' | 'capture';
  send: (mail: OutgoingMail) => Promise<{ messageId: string }>;
  /** Sends a fully built message (campaign mail from workspaces without their own servers). */
  sendMessage: (message: SendMailOptions) => Promise<{ messageId: string }>;
  /** Checks the transport answers; cached for a few seconds so health probes stay cheap. */
  verify: () => Promise<void>;
  close: () => void;
};

// createMailer builds a pooled nodemailer transport for the relay URL or the local capture port.
export function createMailer(opts: { smtpUrl?: string; capturePort?: number; from: string }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({
        host: '127.0.0.1',
        port: opts.capturePort,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 5,
        maxMessages: Infinity,
      });
  let verifiedAt = 0;
  return {
    mode: opts.smtpUrl ? 'relay' : 'capture',
    async send({ attachments, workspaceId: _workspace, fromName, ...mail }) {
      const files = attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' }));
      const from = fromName ? { name: fromName, address: parseMailbox(opts.from).address } : opts.from;
      const info = await transport.sendMail({ from, ...mail, ...(files?.length ? { attachments: files } : {}) });
      return { messageId: String(info.messageId) };
    },
    async sendMessage(message) {
      const info = await transport.sendMail(message);
      return { messageId: String(info.messageId) };
    },
    async verify() {
      if (Date.now() - verifiedAt < 10_000) return;
      await transport.verify();
      verifiedAt = Date.now();
    },
    close: () => transport.close(),
  };
}
