// Streamed downloads (CSV exports) that never pass a failure off as a finished file.
// Before any header is sent, the source is read up to its first data chunk (the header row plus the first page), so
// a failure there (a bad filter, the database down) is an ordinary JSON error with a 4xx/5xx status. A failure after
// the status line has gone out cannot change the status any more: the response is then destroyed without its final
// chunk, so every HTTP client sees an incomplete (aborted) transfer instead of a short file that looks complete.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How many chunks are read before the status line is sent: the header row and the first page. */
const PREFETCH_CHUNKS = 2;

// sendStream sends an async source of text chunks as the reply body with the headers already set on reply.
export async function sendStream(reply: FastifyReply, source: AsyncIterable<string>) {
  const it = source[Symbol.asyncIterator]();
  const head: string[] = [];
  let done = false;
  // errors thrown here reach the error handler while the status can still be chosen
  while (head.length < PREFETCH_CHUNKS) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
  }
  async function* rest() {
    yield* head;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  // Fastify logs the error and destroys the response when a stream fails after its headers went out, so the
  // terminating chunk is never written
  return reply.send(Readable.from(rest(), { objectMode: false }));
}
