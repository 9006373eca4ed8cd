// The certificate a verified custom domain actually serves: a TLS handshake with the domain (SNI = the domain) on 443,
// its address resolved through the configured resolvers and refused unless public (the guard the workspaces' SMTP
// servers and channel providers go through), then the chain checked against the trusted roots, the name and the dates.
import tls from 'node:tls';
import { SSL_EXPIRING_DAYS, type SslError } from '@ulak/shared';
import { ForbiddenAddressError, resolveTarget, type HostLookup } from '../../net/address-policy.js';

export type CertificateCheck = { status: 'valid' | 'expiring' | 'error'; error: SslError | null; detail: string | null; expiresAt: Date | null };
/**
 * Where and how to check: `lookup` resolves the domain, `allowPrivate` lets it resolve to a loopback or private
 * address (tests, a development machine); tests also point `port` at a local TLS server and trust their own `ca`.
 */
export type CertificateProbe = { lookup: HostLookup; allowPrivate: boolean; port?: number; ca?: string | string[]; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 15_000;
// OpenSSL's and Node's verification codes with a reason of their own; any other chain failure is "untrusted"
const VERIFY_ERRORS: Record<string, SslError> = {
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'notYetValid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'nameMismatch',
};
const NETWORK_ERRORS: Record<string, SslError> = {
  ECONNREFUSED: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ETIMEDOUT: 'timeout',
};

// codeOf reads the code of a TLS authorisation error (a string in Node, an Error in its typings).
function codeOf(e: unknown): string {
  if (typeof e === 'string') return e;
  return String((e as { code?: string } | undefined)?.code ?? (e as Error | undefined)?.message ?? 'UNKNOWN');
}

// checkCertificate connects to the domain and judges the certificate it serves: valid, expiring (fewer than
// SSL_EXPIRING_DAYS left) or error with the reason; never throws.
export async function checkCertificate(host: string, probe: CertificateProbe, now = new Date()): Promise<CertificateCheck> {
  const fail = (error: SslError, detail: string | null = null, expiresAt: Date | null = null): CertificateCheck => ({
    status: 'error',
    error,
    detail,
    expiresAt,
  });
  let address: string;
  try {
    address = (await resolveTarget(host, { allowPrivate: probe.allowPrivate, lookup: probe.lookup })).address;
  } catch (err) {
    return err instanceof ForbiddenAddressError ? fail('forbiddenAddress', err.range) : fail('unresolvable');
  }
  return new Promise<CertificateCheck>((resolve) => {
    const socket = tls.connect({ host: address, port: probe.port ?? 443, servername: host, ca: probe.ca, rejectUnauthorized: false });
    const timer = setTimeout(() => done(fail('timeout')), probe.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    function done(result: CertificateCheck) {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    }
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      const expiresAt = cert?.valid_to ? new Date(cert.valid_to) : null;
      if (!socket.authorized) {
        const code = codeOf(socket.authorizationError);
        return done(fail(VERIFY_ERRORS[code] ?? 'untrusted', code, expiresAt));
      }
      const left = expiresAt ? expiresAt.getTime() - now.getTime() : 0;
      done({ status: left < SSL_EXPIRING_DAYS * 86_400_000 ? 'expiring' : 'valid', error: null, detail: null, expiresAt });
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? 'ERROR';
      done(fail(NETWORK_ERRORS[code] ?? 'handshake', code));
    });
  });
}

// resolverLookup turns A and AAAA lookups (the configured resolvers) into the address policy's host lookup.
export function resolverLookup(resolver: { resolve4: (n: string) => Promise<string[]>; resolve6: (n: string) => Promise<string[]> }): HostLookup {
  return async (host) => {
    const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
    return [...v4.map((address) => ({ address, family: 4 as const })), ...v6.map((address) => ({ address, family: 6 as const }))];
  };
}
