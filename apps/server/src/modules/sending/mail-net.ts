// Connecting to a workspace's own SMTP servers safely: every connection resolves the host once, checks the address
// against the outbound policy and connects to exactly that address (so a DNS answer that changes between check and
// connect cannot point the server at an internal host), and failures are reported as classified codes, never with
// the remote side's reply text.
import net from 'node:net';
import type { MessageKey } from '@ulak/shared';
import { ForbiddenAddressError, resolveTarget, type AddressPolicy } from '../../net/address-policy.js';

export type MailServerErrorCode = Extract<
  MessageKey,
  'MAIL_SERVER_ADDRESS_FORBIDDEN' | 'MAIL_SERVER_UNREACHABLE' | 'MAIL_SERVER_TLS_FAILED' | 'MAIL_SERVER_AUTH_FAILED' | 'MAIL_SERVER_NOT_SMTP'
>;

type SocketOptions = { host?: string; port?: number | string; connectionTimeout?: number };
type SocketCallback = (err: Error | null, socketOptions?: { connection: net.Socket } | false) => void;

// mailSocket returns nodemailer's `getSocket` hook: it resolves and checks the configured host on every new
// connection, then hands nodemailer a socket already connected to the checked address. nodemailer keeps the host
// name for TLS (SNI and certificate checks), for implicit TLS on 465 as for STARTTLS.
export function mailSocket(policy: AddressPolicy) {
  return (options: SocketOptions, callback: SocketCallback) => {
    const port = Number(options.port) || 587;
    resolveTarget(String(options.host ?? ''), policy).then(
      ({ address }) => {
        const socket = net.connect({ host: address, port });
        const timer = setTimeout(
          () => socket.destroy(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
          options.connectionTimeout ?? 10_000,
        );
        socket.once('connect', () => {
          clearTimeout(timer);
          socket.removeListener('error', onError);
          callback(null, { connection: socket });
        });
        const onError = (err: Error) => {
          clearTimeout(timer);
          socket.destroy();
          callback(err);
        };
        socket.once('error', onError);
      },
      (err: Error) => callback(err),
    );
  };
}

const TLS_CODES = /^(ETLS|EPROTO|ERR_SSL_.*|ERR_TLS_.*|CERT_.*|UNABLE_TO_.*|DEPTH_ZERO.*|SELF_SIGNED.*|HOSTNAME_MISMATCH|ERR_INVALID_CERT.*)$/;

// mailServerErrorCode classifies a connection or login failure (or its stored message) into a translated code: by the
// error's code first (the remote reply in a message could say anything), by the message only when there is no code.
export function mailServerErrorCode(err: unknown): MailServerErrorCode {
  if (err instanceof ForbiddenAddressError) return 'MAIL_SERVER_ADDRESS_FORBIDDEN';
  const e = (typeof err === 'object' && err ? err : {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === 'EADDRFORBIDDEN') return 'MAIL_SERVER_ADDRESS_FORBIDDEN';
  if (code === 'EAUTH') return 'MAIL_SERVER_AUTH_FAILED';
  if (code === 'EPROTOCOL') return 'MAIL_SERVER_NOT_SMTP';
  if (TLS_CODES.test(code)) return 'MAIL_SERVER_TLS_FAILED';
  const message = typeof e.message === 'string' ? e.message : typeof err === 'string' ? err : '';
  // a socket error's text is our own TLS library's, e.g. "SSL routines:...:wrong version number"
  if ((code === 'ESOCKET' || code === 'ECONNECTION') && /SSL routines|\bTLS\b|certificate/i.test(message)) return 'MAIL_SERVER_TLS_FAILED';
  if (code) return 'MAIL_SERVER_UNREACHABLE';
  if (/forbidden range/.test(message)) return 'MAIL_SERVER_ADDRESS_FORBIDDEN';
  if (/^invalid greeting|^unexpected response|^invalid (e|l)hlo/i.test(message)) return 'MAIL_SERVER_NOT_SMTP';
  if (/authenticat|credentials|^535\b/i.test(message)) return 'MAIL_SERVER_AUTH_FAILED';
  if (/\bTLS\b|\bSSL\b|certificate/i.test(message)) return 'MAIL_SERVER_TLS_FAILED';
  return 'MAIL_SERVER_UNREACHABLE';
}
