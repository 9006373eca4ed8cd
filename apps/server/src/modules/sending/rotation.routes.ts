// HTTP routes of the workspace's own mail servers: add, test, pause, the rotation strategy and its stats, and DKIM
// signing of the workspace's sending domain (authenticated scope).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dkimInputSchema, mailServerInputSchema, mailServerUpdateSchema, rotationStrategySchema, sendingResponses as S } from '@ulak/shared';
import { bearer, idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

// rotationRoutes registers /api/ip-rotation, /api/email-sending/rotation and /api/email-sending/dkim.
export async function rotationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { servers } = ctx.services;
  // mail servers and rotation
  const ip = { tags: ['ip-rotation'], security: bearer };
  const e = { tags: ['email-sending'], security: bearer };
  r.get('/api/ip-rotation/servers', { schema: { ...ip, summary: 'Mail servers (passwords never returned)', response: { 200: S.servers } } }, async (req) => ({
    success: true,
    servers: await servers.list(workspaceOf(req)),
  }));
  r.post(
    '/api/ip-rotation/servers',
    {
      schema: { ...ip, summary: 'Add a server (port 587 and daily limit 1000 by default)', body: mailServerInputSchema, response: { 201: S.server } },
    },
    async (req, reply) => reply.status(201).send({ success: true, server: await servers.create(workspaceOf(req), req.body) }),
  );
  r.patch(
    '/api/ip-rotation/servers/:id',
    {
      schema: { ...ip, summary: 'Update a server, or set status active/paused', params: idParams, body: mailServerUpdateSchema, response: { 200: S.server } },
    },
    async (req) => ({ success: true, server: await servers.update(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete('/api/ip-rotation/servers/:id', { schema: { ...ip, summary: 'Remove a server', params: idParams, response: { 200: S.done } } }, async (req) => {
    await servers.remove(workspaceOf(req), req.params.id);
    return { success: true };
  });
  r.post(
    '/api/ip-rotation/servers/:id/test',
    { schema: { ...ip, summary: 'Test the connection and login', params: idParams, response: { 200: S.serverTest } } },
    async (req) => ({
      success: true,
      ...(await servers.test(workspaceOf(req), req.params.id)),
    }),
  );
  r.get(
    '/api/email-sending/rotation/stats',
    { schema: { ...ip, summary: 'Strategy and per-server stats (sent today, failures, latency, reputation)', response: { 200: S.rotationStats } } },
    async (req) => ({ success: true, ...(await servers.stats(workspaceOf(req))) }),
  );
  r.post(
    '/api/email-sending/rotation/strategy',
    { schema: { ...ip, summary: 'Set the rotation strategy', body: rotationStrategySchema, response: { 200: S.strategy } } },
    async (req) => ({ success: true, strategy: await servers.setStrategy(workspaceOf(req), req.body.strategy) }),
  );

  // DKIM signing of the workspace's sending domain
  r.get(
    '/api/email-sending/dkim',
    {
      schema: {
        ...e,
        summary: 'DKIM signing: domain, selector and the DNS TXT record to publish (the private key is never returned)',
        response: { 200: S.dkim },
      },
    },
    async (req) => ({ success: true, dkim: await servers.dkim(workspaceOf(req)) }),
  );
  r.put(
    '/api/email-sending/dkim',
    {
      schema: {
        ...e,
        summary: 'Turn DKIM signing on or change it',
        description:
          'Send `privateKey` (PEM, unencrypted RSA of at least 1024 bits; Ed25519 is refused because the mail library signs rsa-sha256 only) or `generate: true` for a new 2048-bit RSA key; with neither, the stored key is kept. The key is encrypted at rest. Messages are signed only when the From domain is the DKIM domain or a subdomain of it, so that the signature aligns for DMARC; other messages go out unsigned.',
        body: dkimInputSchema,
        response: { 200: S.dkim },
      },
    },
    async (req) => ({ success: true, dkim: await servers.setDkim(workspaceOf(req), req.body) }),
  );
  r.delete('/api/email-sending/dkim', { schema: { ...e, summary: 'Turn DKIM signing off (the key is deleted)', response: { 200: S.dkim } } }, async (req) => ({
    success: true,
    dkim: await servers.removeDkim(workspaceOf(req)),
  }));
}
