// Shared plumbing of the provider stand-ins: a loopback HTTP server on port 0, request bodies read with a size cap, and
// a small client to post callbacks. Each provider file (twilio.ts, whatsapp.ts, slack.ts, telegram.ts, push.ts) builds on it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
export type StandInReply = { status: number; body: unknown; headers?: Record<string, string> };
export type Handler = (req: StandInRequest) => Promise<StandInReply> | StandInReply;

const MAX_BODY = 1024 * 1024;

// listen starts a server on 127.0.0.1, port 0, that answers every request with the handler (JSON unless a string body);
// `binaryBody` hands the body over as latin1 so Buffer.from(body, 'latin1') gives back the exact bytes.
export async function listen(handler: Handler, opts: { binaryBody?: boolean } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', async () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      let reply: StandInReply;
      try {
        reply = await handler({
          method: req.method ?? 'GET',
          path: u.pathname,
          query: u.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(opts.binaryBody ? 'latin1' : 'utf8'),
        });
      } catch (err) {
        reply = { status: 500, body: { error: String(err) } };
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const type = typeof reply.body === 'string' ? 'text/plain' : 'application/json';
      res.writeHead(reply.status, { 'content-type': type, ...reply.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A callback the stand-in made (or a test made through it) and the answer it got. */
export type PostResult = { status: number; body: string };

// post sends a body to a callback URL with the given headers and returns the status and text of the answer.
export async function post(url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  const res = await fetch(url, { method: 'POST', body, headers });
  return { status: res.status, body: await res.text() };
}

/**
 * A stand-in's failure script: `failNext(n, status)` makes the next n provider calls answer `status` (5xx to test
 * retries), `delayNext(n, ms)` makes them answer late (timeouts).
 */
export function faults() {
  const queue: { status?: number; delayMs?: number }[] = [];
  return {
    failNext(n: number, status = 503) {
      for (let i = 0; i < n; i++) queue.push({ status });
    },
    delayNext(n: number, ms: number) {
      for (let i = 0; i < n; i++) queue.push({ delayMs: ms });
    },
    /** Applies the next scripted fault: resolves to a status to answer with, or undefined to answer normally. */
    async take(): Promise<number | undefined> {
      const f = queue.shift();
      if (!f) return undefined;
      if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
      return f.status;
    },
  };
}
