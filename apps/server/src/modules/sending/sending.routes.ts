// HTTP routes of sending domains: add a domain, read the DNS records that prove it is the workspace's, verify now.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendingDomainInputSchema } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import type { AppContext } from '../../http/types.js';

const idParams = z.object({ id: z.uuid('v.invalid') });

// sendingRoutes registers /api/email-sending/domains.
export async function sendingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { domains } = ctx.services;
  const preHandler = ctx.guards.requireUser;
  const e = { tags: ['email-sending'], security: [{ bearer: [] }] };
  const ws = (req: Parameters<typeof session>[0]) => session(req).workspaceId;

  r.get(
    '/api/email-sending/domains',
    { preHandler, schema: { ...e, summary: 'Sending domains with their status and the DNS records to publish' } },
    async (req) => ({
      success: true,
      domains: await domains.list(ws(req)),
    }),
  );
  r.post(
    '/api/email-sending/domains',
    {
      preHandler,
      schema: {
        ...e,
        summary: 'Add a sending domain',
        description:
          'Returns the TXT record (`_ulak-verification.<domain>`) that proves the domain is yours; the DKIM record of the workspace counts too when its DKIM domain is this domain. Until a domain is verified, campaigns sent through the platform use the platform address as From, the workspace name as display name and the requested address as Reply-To.',
        body: sendingDomainInputSchema,
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, domain: await domains.add(ws(req), req.body.domain) }),
  );
  r.post(
    '/api/email-sending/domains/:id/verify',
    {
      preHandler,
      schema: { ...e, summary: 'Look the DNS records up now and store the result (verified or failed, with the time)', params: idParams },
    },
    async (req) => ({ success: true, domain: await domains.verify(ws(req), req.params.id) }),
  );
  r.delete('/api/email-sending/domains/:id', { preHandler, schema: { ...e, summary: 'Remove a sending domain', params: idParams } }, async (req) => {
    await domains.remove(ws(req), req.params.id);
    return { success: true };
  });
}
