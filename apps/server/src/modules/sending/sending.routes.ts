// HTTP routes of sending domains (add a domain, read the DNS records that prove it is the workspace's, check now) and
// sender identities (the From name, From address and Reply-To campaigns go out with).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_SENDER_IDENTITIES,
  senderIdentityInputSchema,
  senderIdentityListResponseSchema,
  senderIdentityResponseSchema,
  sendingDomainInputSchema,
  sendingDomainListResponseSchema,
  sendingDomainResponseSchema,
  sendingOkSchema,
} from '@ulak/shared';
import { bearer, idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

const CHECKS_DESCRIPTION =
  'Each domain carries `checks`: the ownership TXT token, the DKIM record, SPF (evaluated for the addresses mail really leaves from — the workspace’s servers, else the platform relay — with at most 10 DNS lookups) and DMARC (the policy, and whether SPF or DKIM passes aligned with the From domain). Each check has a `status` (ok, warning, error, missing, unknown) and a `code` with `params` that the panel translates; `found` is the record as published. Domains are re-checked once a day.';

// sendingRoutes registers /api/email-sending/domains and /api/sender-identities.
export async function sendingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { domains, identities } = ctx.services;
  const e = { tags: ['email-sending'], security: bearer };

  r.get(
    '/api/email-sending/domains',
    {
      schema: {
        ...e,
        summary: 'Sending domains with their status, the DNS records to publish and each record’s last check',
        description: CHECKS_DESCRIPTION,
        response: { 200: sendingDomainListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, domains: await domains.list(workspaceOf(req)) }),
  );
  r.post(
    '/api/email-sending/domains',
    {
      schema: {
        ...e,
        summary: 'Add a sending domain',
        description:
          'Returns the TXT record (`_ulak-verification.<domain>`) that proves the domain is yours; the DKIM record of the workspace counts too when its DKIM domain is this domain or a parent of it. Until a domain is verified, campaigns sent through the platform use the platform address as From, the workspace name as display name and the requested address as Reply-To.',
        body: sendingDomainInputSchema,
        response: { 201: sendingDomainResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, domain: await domains.add(workspaceOf(req), req.body.domain) }),
  );
  r.post(
    '/api/email-sending/domains/:id/verify',
    {
      schema: {
        ...e,
        summary: 'Look the DNS records up now and store the result (verified or failed, each record’s status, the time)',
        description: CHECKS_DESCRIPTION,
        params: idParams,
        response: { 200: sendingDomainResponseSchema },
      },
    },
    async (req) => ({ success: true as const, domain: await domains.verify(workspaceOf(req), req.params.id) }),
  );
  r.delete(
    '/api/email-sending/domains/:id',
    {
      schema: { ...e, summary: 'Remove a sending domain (and the sender identities on it)', params: idParams, response: { 200: sendingOkSchema } },
    },
    async (req) => {
      await domains.remove(workspaceOf(req), req.params.id);
      return { success: true as const };
    },
  );

  const s = { tags: ['sender-identities'], security: bearer };
  r.get(
    '/api/sender-identities',
    {
      schema: { ...s, summary: 'Sender identities with their domain’s status and checks', response: { 200: senderIdentityListResponseSchema } },
    },
    async (req) => ({ success: true as const, identities: await identities.list(workspaceOf(req)) }),
  );
  r.post(
    '/api/sender-identities',
    {
      schema: {
        ...s,
        summary: `Add a sender identity (From name, From address, optional Reply-To; at most ${MAX_SENDER_IDENTITIES})`,
        description:
          'The address’s domain becomes a sending domain of the workspace when it is not one yet; publish its records and check it. Campaigns sent through the platform relay go out as the identity only once its domain is verified; before that they go out from the platform address with the workspace name, the identity’s address as Reply-To.',
        body: senderIdentityInputSchema,
        response: { 201: senderIdentityResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, identity: await identities.create(workspaceOf(req), req.body) }),
  );
  r.get(
    '/api/sender-identities/:id',
    { schema: { ...s, summary: 'One sender identity', params: idParams, response: { 200: senderIdentityResponseSchema } } },
    async (req) => ({ success: true as const, identity: await identities.get(workspaceOf(req), req.params.id) }),
  );
  r.put(
    '/api/sender-identities/:id',
    {
      schema: { ...s, summary: 'Change a sender identity', params: idParams, body: senderIdentityInputSchema, response: { 200: senderIdentityResponseSchema } },
    },
    async (req) => ({ success: true as const, identity: await identities.update(workspaceOf(req), req.params.id, req.body) }),
  );
  r.post(
    '/api/sender-identities/:id/check',
    {
      schema: {
        ...s,
        summary: 'Check the identity’s domain now (TXT, DKIM, SPF, DMARC)',
        description: CHECKS_DESCRIPTION,
        params: idParams,
        response: { 200: senderIdentityResponseSchema },
      },
    },
    async (req) => ({ success: true as const, identity: await identities.check(workspaceOf(req), req.params.id) }),
  );
  r.delete(
    '/api/sender-identities/:id',
    { schema: { ...s, summary: 'Remove a sender identity (its domain stays)', params: idParams, response: { 200: sendingOkSchema } } },
    async (req) => {
      await identities.remove(workspaceOf(req), req.params.id);
      return { success: true as const };
    },
  );
}
