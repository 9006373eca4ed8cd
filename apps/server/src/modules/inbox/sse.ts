// Server-sent events on a hijacked Fastify reply: the headers the hooks set (CORS, security) go out with the stream.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export type SseStream = { send: (event: unknown) => void; onClose: (fn: () => void) => void };

// openSse starts an event stream on the reply; the stream ends when the client goes away or the server closes.
export function openSse(req: FastifyRequest, reply: FastifyReply): SseStream {
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string | number | string[];
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 3000\n\n');
  const closers: (() => void)[] = [];
  const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const fn of closers) fn();
  };
  req.raw.on('close', close);
  reply.raw.on('close', close);
  return {
    send: (event) => {
      if (!closed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    onClose: (fn) => closers.push(fn),
  };
}

export type StreamRegistry = ReturnType<typeof streamRegistry>;

// streamRegistry bounds the open streams (in all, and per key: one visitor, one agent) and ends them at shutdown.
export function streamRegistry(limits: { total: number; perKey: number }) {
  const open = new Map<SseStream, { key: string; end: () => void }>();
  const perKey = new Map<string, number>();
  return {
    /** Whether another stream for this key may open now. */
    canOpen: (key: string) => open.size < limits.total && (perKey.get(key) ?? 0) < limits.perKey,
    add(stream: SseStream, key: string, end: () => void) {
      open.set(stream, { key, end });
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
      stream.onClose(() => {
        open.delete(stream);
        const n = (perKey.get(key) ?? 1) - 1;
        if (n <= 0) perKey.delete(key);
        else perKey.set(key, n);
      });
    },
    endAll() {
      for (const { end } of [...open.values()]) end();
    },
  };
}
