// Answers with a generated document (PDF, XML): type, download name, no caching.
import type { FastifyReply } from 'fastify';

// sendFile answers with a generated document (attachment unless inline).
export function sendFile(reply: FastifyReply, file: { filename: string; body: Buffer | string }, type: string, inline = false) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
