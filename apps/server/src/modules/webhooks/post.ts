// One webhook attempt over HTTP(S): the endpoint's host is resolved once and checked against the outbound address
// policy (net/address-policy.ts), the request connects to exactly that address, the whole exchange has one deadline,
// and only the first characters of the answer are read.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_EXCERPT_CHARS } from '@ulak/shared';
import { checkHttpTarget, type AddressPolicy } from '../../net/address-policy.js';

/** What one attempt gave: `retryable` for network errors, timeouts, 408, 429 and 5xx. */
export type AttemptResult = { ok: boolean; statusCode: number | null; durationMs: number; error: string | null; excerpt: string | null; retryable: boolean };

/** Why a URL may not be used: the scheme, a forbidden address, or a host that does not resolve. */
export type UrlProblem = { code: 'WEBHOOK_HTTPS_REQUIRED' } | { code: 'WEBHOOK_ADDRESS_FORBIDDEN'; range: string } | { code: 'WEBHOOK_HOST_UNRESOLVED' };

/** The most answer bytes read before the connection is dropped. */
const READ_LIMIT = 4096;

// checkTarget resolves a webhook URL under the outbound policy (net/address-policy.ts checkHttpTarget) and names the
// problem in the webhooks' codes. Returns the address to connect to, or the problem.
export async function checkTarget(url: string, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 } | UrlProblem> {
  const target = await checkHttpTarget(url, policy);
  if (!('problem' in target)) return target;
  if (target.problem === 'forbidden') return { code: 'WEBHOOK_ADDRESS_FORBIDDEN', range: target.range };
  return { code: target.problem === 'unresolved' ? 'WEBHOOK_HOST_UNRESOLVED' : 'WEBHOOK_HTTPS_REQUIRED' };
}

// signature is the X-Ulak-Signature value: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body"> for each signing secret.
export function signature(secrets: string[], timestamp: number, body: string): string {
  const v1 = secrets.map((s) => `v1=${crypto.createHmac('sha256', s).update(`${timestamp}.${body}`).digest('hex')}`);
  return [`t=${timestamp}`, ...v1].join(',');
}

const problemText = (p: UrlProblem) =>
  p.code === 'WEBHOOK_ADDRESS_FORBIDDEN'
    ? `address not allowed (${p.range})`
    : p.code === 'WEBHOOK_HOST_UNRESOLVED'
      ? 'host name does not resolve'
      : 'https required';

// postWebhook makes one POST; it never throws: every outcome is an AttemptResult.
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { policy: AddressPolicy; timeoutMs: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = await checkTarget(url, opts.policy);
  if ('code' in target) {
    // an unresolvable name may come back (DNS); a forbidden address or a wrong scheme will not
    return {
      ok: false,
      statusCode: null,
      durationMs: elapsed(),
      error: problemText(target),
      excerpt: null,
      retryable: target.code === 'WEBHOOK_HOST_UNRESOLVED',
    };
  }
  const u = new URL(url);
  const payload = Buffer.from(body, 'utf8');
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...r, durationMs: elapsed() });
    };
    const req = (u.protocol === 'https:' ? https : http).request(u, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length), 'user-agent': 'Ulak-Webhooks/1.0', ...headers },
      // connect to the address that was checked, whatever the name resolves to now
      lookup: (_host, options, cb) => {
        if ((options as { all?: boolean }).all)
          (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
        else cb(null, target.address, target.family);
      },
    });
    // one deadline for connecting, sending and reading the answer (a receiver that drips bytes cannot hold a worker)
    const deadline = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: 'timeout', excerpt: null, retryable: true });
      req.destroy();
    }, opts.timeoutMs);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_EXCERPT_CHARS) || null;
        const ok = status >= 200 && status < 300;
        const retryable = status >= 500 || status === 429 || status === 408;
        finish({ ok, statusCode: status, error: ok ? null : `HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`, excerpt, retryable });
        res.destroy();
      };
      res.on('data', (c: Buffer) => {
        if (size < READ_LIMIT) chunks.push(c.subarray(0, READ_LIMIT - size));
        size += c.length;
        if (size >= READ_LIMIT) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: `network error (${err.code ?? err.message})`, excerpt: null, retryable: true }),
    );
    req.end(payload);
  });
}
