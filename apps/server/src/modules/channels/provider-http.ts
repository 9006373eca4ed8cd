// The one way the channels module talks to providers: the configured URL's host is resolved once and checked against
// the outbound address policy (apps/server/src/net), then the request connects to exactly that address; bounded time
// and answer size; transient failures (5xx, 429, network, timeout) retried with back-off.
import http from 'node:http';
import https from 'node:https';
import { resolveTarget, ForbiddenAddressError, type AddressPolicy } from '../../net/address-policy.js';

export type ProviderResponse = { status: number; text: string; json: () => unknown };

/**
 * A provider call that failed; `message` is the provider's own error text or a message code (shown to the workspace),
 * `retryable` for 5xx/429/network, `messageLevel` when only this message failed and the channel itself works (an SMPP
 * submit_sm refused for its destination, or throttled) although there is no HTTP status to tell it.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
    readonly forbidden = false,
    readonly messageLevel = false,
  ) {
    super(message.slice(0, 500));
  }
  /** The recipient is gone for good (Web Push 404/410). */
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

const MAX_ANSWER = 256 * 1024;

export type RequestOptions = { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number };

// providerRequest makes one HTTP(S) request to a provider under the address policy. Throws ProviderError on a network failure.
export async function providerRequest(url: string, opts: RequestOptions, policy: AddressPolicy): Promise<ProviderResponse> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ProviderError('invalid URL', undefined, false);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ProviderError('invalid URL', undefined, false);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveTarget(u.hostname, policy);
  } catch (err) {
    if (err instanceof ForbiddenAddressError) throw new ProviderError(`address not allowed (${err.range})`, undefined, false, true);
    throw new ProviderError('host name does not resolve', undefined, true);
  }
  const lib = u.protocol === 'https:' ? https : http;
  const body = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body, 'utf8');
  return new Promise<ProviderResponse>((resolve, reject) => {
    const req = lib.request(
      u,
      {
        method: opts.method ?? 'GET',
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...opts.headers },
        // connect to the address that was checked, whatever the name resolves to now
        lookup: (_host, options, cb) => {
          if ((options as { all?: boolean }).all)
            (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
          else cb(null, target.address, target.family);
        },
        timeout: opts.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= MAX_ANSWER) chunks.push(c);
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            text,
            json: () => {
              try {
                return JSON.parse(text) as unknown;
              } catch {
                return undefined;
              }
            },
          });
        });
        res.on('error', () => reject(new ProviderError('connection reset', undefined, true)));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(new ProviderError(err.code === 'ETIMEDOUT' ? 'timeout' : `network error (${err.code ?? 'unknown'})`, undefined, true)),
    );
    // the body goes with the headers in one write
    req.end(body);
  });
}

export type RetryPolicy = { attempts: number; baseDelayMs: number };

// withRetry runs a provider call, retrying retryable failures with exponential back-off; `onAttempt` counts each try.
export async function withRetry<T>(fn: () => Promise<T>, policy: RetryPolicy, onAttempt?: () => Promise<void> | void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await onAttempt?.();
    try {
      return await fn();
    } catch (err) {
      const retryable = err instanceof ProviderError && err.retryable;
      if (!retryable || attempt >= policy.attempts) throw err;
      await new Promise((r) => setTimeout(r, policy.baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}

// failFromStatus builds the ProviderError of a non-2xx answer with the provider's message.
export function failFromStatus(status: number, message: string): ProviderError {
  return new ProviderError(message || `HTTP ${status}`, status, status >= 500 || status === 429);
}
