// The inbox's SMTP server: customers' replies to reply+<signed workspace>@<domain> land as conversation messages,
// threaded by In-Reply-To and References onto the conversation whose message they answer.
import crypto from 'node:crypto';
import type { AddressObject } from 'mailparser';
import { loadMailparser } from '../../mail/lazy.js';
import { SMTPServer } from 'smtp-server';
import type { InboxRepo } from './inbox.repo.js';
import type { InboxService } from './inbox.service.js';
import type { InboxTokens } from './tokens.js';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_REFS = 20;

export type InboundSmtp = { port: number; close: () => Promise<void> };

// stripQuoted keeps the new part of a reply: lines up to the first quoted (">") line, without the "On … wrote:" line.
export function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (line.trimStart().startsWith('>')) break;
    kept.push(line);
  }
  while (kept.length && !kept[kept.length - 1].trim()) kept.pop();
  if (kept.length < lines.length && kept.length > 1 && kept[kept.length - 1].trimEnd().endsWith(':')) kept.pop();
  const out = kept.join('\n').trim();
  return out || text.trim();
}

const idsOf = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v ? v.split(/\s+/) : []).map((s) => s.trim()).filter((s) => s.startsWith('<') && s.length < 500);

// handleInboundMail parses one message for a workspace and lands it in the inbox; returns the result or undefined.
export async function handleInboundMail(raw: Buffer, workspaceId: string, deps: { repo: InboxRepo; inbox: InboxService }) {
  const { simpleParser } = await loadMailparser();
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 1024 * 1024 });
  const from = (mail.from as AddressObject | undefined)?.value?.[0];
  if (!from?.address) return undefined;
  const refs = [...idsOf(mail.inReplyTo), ...idsOf(mail.references)].slice(0, MAX_REFS);
  const messageId = mail.messageId && mail.messageId.length < 500 ? mail.messageId : `<${crypto.createHash('sha256').update(raw).digest('hex')}@ulak.inbound>`;
  const threadKey = (await deps.repo.threadOfEmail(workspaceId, refs)) ?? messageId;
  const text = stripQuoted(mail.text ?? '');
  return deps.inbox.receive({
    workspaceId,
    channel: 'email',
    externalId: messageId,
    from: from.address.toLowerCase(),
    name: from.name || undefined,
    text: text || (mail.subject ?? ''),
    at: new Date(),
    threadKey,
    subject: mail.subject ?? undefined,
  });
}

// startInboundSmtp accepts mail only for valid reply addresses and lands each message once per workspace.
export async function startInboundSmtp(opts: { port: number; host?: string; tokens: InboxTokens; repo: InboxRepo; inbox: InboxService }): Promise<InboundSmtp> {
  const workspaceOf = (address: string) => opts.tokens.readReplyLocal(address.split('@')[0] ?? '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    banner: 'Ulak inbox',
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (!workspaceOf(address.address)) return callback(new Error('550 5.1.1 no such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_BYTES) chunks.push(c);
      });
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded || size > MAX_BYTES) return callback(new Error('552 5.3.4 message too big'));
        const workspaces = new Set(session.envelope.rcptTo.map((r) => workspaceOf(r.address)).filter((x): x is string => !!x));
        const raw = Buffer.concat(chunks);
        (async () => {
          for (const ws of workspaces) await handleInboundMail(raw, ws, opts);
        })()
          .then(() => callback())
          .catch(() => callback(new Error('451 4.3.0 temporary failure, try again later')));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : opts.port, close: () => new Promise<void>((r) => server.close(() => r())) };
}
