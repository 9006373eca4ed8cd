// HTTP of white-label: /api/white-label/* in the authenticated scope (each call scoped to the caller's workspace or,
// for a reseller, one of its tenants), reseller management in the admin scope, and the public host-based branding,
// logo and on-demand TLS question.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDomainSchema,
  apiErrorSchema,
  apiLimitsQuerySchema,
  apiLimitsSchema,
  apiUsageSchema,
  brandingQuerySchema,
  brandingResponseSchema,
  brandingSchema,
  commissionsResponseSchema,
  createResellerSchema,
  createTenantSchema,
  currentBrandingSchema,
  domainResponseSchema,
  domainsResponseSchema,
  logoUploadSchema,
  resellerResponseSchema,
  resellersResponseSchema,
  tenantResponseSchema,
  tenantsResponseSchema,
  tlsAskQuerySchema,
  updateResellerSchema,
  whiteLabelRoleSchema,
  wlIdParamsSchema,
  wlOkSchema,
} from '@ulak/shared';
import { documentResponse } from '@ulak/shared/responses';
import { z } from 'zod';
import { session } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import type { WhiteLabelService } from './white-label.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };
const common = { tags: ['white-label'], security: [{ bearer: [] }] };

// isLoopback tells whether the TCP peer (not a forwarded header) is this machine.
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

// whiteLabelRoutes registers the signed-in routes.
export function whiteLabelRoutes(wl: WhiteLabelService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/white-label/me',
      {
        schema: {
          ...common,
          summary: 'Admin, reseller, tenant or none: what the white-label screen shows',
          response: { 200: whiteLabelRoleSchema, ...errors },
        },
      },
      async (req) => wl.role(session(req)),
    );
    r.get(
      '/api/white-label/branding/settings',
      {
        schema: {
          ...common,
          summary: "The workspace's branding (or a tenant's, for its reseller)",
          querystring: brandingQuerySchema,
          response: { 200: brandingResponseSchema, ...errors },
        },
      },
      async (req) => wl.branding(session(req), req.query.workspaceId),
    );
    r.put(
      '/api/white-label/branding/settings',
      {
        schema: {
          ...common,
          summary: 'Save the branding',
          querystring: brandingQuerySchema,
          body: brandingSchema,
          response: { 200: brandingResponseSchema, ...errors },
        },
      },
      async (req) => wl.saveBranding(session(req), req.query.workspaceId, req.body),
    );
    r.put(
      '/api/white-label/branding/logo',
      {
        schema: {
          ...common,
          summary: 'Upload the logo: a PNG, JPEG, WebP or GIF data URL of at most 256 KB (SVG refused)',
          querystring: brandingQuerySchema,
          body: logoUploadSchema,
          response: { 200: brandingResponseSchema, ...errors },
        },
      },
      async (req) => wl.saveLogo(session(req), req.query.workspaceId, req.body.dataUrl),
    );

    r.get(
      '/api/white-label/tenants',
      { schema: { ...common, summary: "The reseller's tenants (every tenant for the admin)", response: { 200: tenantsResponseSchema, ...errors } } },
      async (req) => ({ success: true as const, tenants: await wl.tenants(session(req)) }),
    );
    r.post(
      '/api/white-label/tenants',
      {
        schema: {
          ...common,
          summary: 'Create a tenant and invite its first user',
          body: createTenantSchema,
          response: { 200: tenantResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, tenant: await wl.createTenant(session(req), req.body) }),
    );

    r.get(
      '/api/white-label/domains/custom',
      { schema: { ...common, summary: "Custom domains of the workspace and the reseller's tenants", response: { 200: domainsResponseSchema, ...errors } } },
      async (req) => ({ success: true as const, domains: await wl.domains(session(req)) }),
    );
    r.post(
      '/api/white-label/domains/custom',
      {
        schema: {
          ...common,
          summary: 'Add a custom domain; the answer lists the DNS records to create',
          body: addDomainSchema,
          response: { 200: domainResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, domain: await wl.addDomain(session(req), req.body) }),
    );
    r.post(
      '/api/white-label/domains/custom/:id/verify',
      { schema: { ...common, summary: 'Look the DNS records up now', params: wlIdParamsSchema, response: { 200: domainResponseSchema, ...errors } } },
      async (req) => ({ success: true as const, domain: await wl.verifyDomain(session(req), req.params.id) }),
    );
    r.delete(
      '/api/white-label/domains/custom/:id',
      { schema: { ...common, summary: 'Remove a custom domain', params: wlIdParamsSchema, response: { 200: wlOkSchema, ...errors } } },
      async (req) => {
        await wl.deleteDomain(session(req), req.params.id);
        return { success: true as const };
      },
    );

    r.get(
      '/api/white-label/resellers',
      {
        schema: {
          ...common,
          summary: 'Resellers with computed figures (the admin sees all, a reseller itself)',
          response: { 200: resellersResponseSchema, ...errors },
        },
      },
      async (req) => wl.resellers(session(req)),
    );
    r.get(
      '/api/white-label/resellers/:id/commissions',
      {
        schema: {
          ...common,
          summary: 'The commission ledger of a reseller',
          params: wlIdParamsSchema,
          response: { 200: commissionsResponseSchema, ...errors },
        },
      },
      async (req) => wl.commissions(session(req), req.params.id),
    );

    r.get(
      '/api/white-label/api-limits',
      { schema: { ...common, summary: 'API limits and current usage', querystring: apiLimitsQuerySchema, response: { 200: apiUsageSchema, ...errors } } },
      async (req) => wl.apiUsage(session(req), req.query.workspaceId),
    );
    r.put(
      '/api/white-label/api-limits',
      {
        schema: {
          ...common,
          summary: "Set a tenant's API limits (its reseller or the admin)",
          querystring: z.object({ workspaceId: z.uuid('v.invalid') }),
          body: apiLimitsSchema,
          response: { 200: apiUsageSchema, ...errors },
        },
      },
      async (req) => wl.setApiLimits(session(req), req.query.workspaceId, req.body),
    );
  };
}

// whiteLabelAdminRoutes registers reseller management (platform admins only).
export function whiteLabelAdminRoutes(wl: WhiteLabelService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/white-label/resellers',
      {
        schema: {
          ...common,
          summary: "Make an existing user's workspace a reseller",
          body: createResellerSchema,
          response: { 200: resellerResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, reseller: await wl.createReseller(req.body) }),
    );
    r.patch(
      '/api/white-label/resellers/:id',
      {
        schema: {
          ...common,
          summary: 'Change tier, commission rate or status',
          params: wlIdParamsSchema,
          body: updateResellerSchema,
          response: { 200: resellerResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, reseller: await wl.updateReseller(req.params.id, req.body) }),
    );
    r.post(
      '/api/white-label/commissions/accrue',
      { schema: { ...common, summary: 'Book the paid periods not yet in the ledger now', response: { 200: z.object({ booked: z.number() }), ...errors } } },
      async () => ({ booked: await wl.accrueCommissions() }),
    );
  };
}

// whiteLabelPublicRoutes registers the host-based branding, the logo and the on-demand TLS question.
export function whiteLabelPublicRoutes(wl: WhiteLabelService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/white-label/branding/current',
      { schema: { tags: ['white-label'], summary: "The branding of the request's Host (a verified custom domain)", response: { 200: currentBrandingSchema } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-cache');
        return wl.current(req.hostname);
      },
    );
    r.get(
      '/api/white-label/branding/logo/:id',
      {
        schema: {
          tags: ['white-label'],
          summary: 'A workspace logo',
          params: wlIdParamsSchema,
          response: { 200: documentResponse('image/png or image/jpeg'), 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const logo = await wl.logo(req.params.id);
        return reply
          .type(logo.type)
          .header('cache-control', 'public, max-age=300')
          .header('content-security-policy', "default-src 'none'")
          .send(logo.bytes as never);
      },
    );
    r.get(
      '/api/white-label/tls/ask',
      {
        schema: {
          tags: ['white-label'],
          summary: 'On-demand TLS: 200 for a verified custom domain, 403 otherwise (loopback only)',
          querystring: tlsAskQuerySchema,
          response: { 200: wlOkSchema, 403: apiErrorSchema },
        },
      },
      async (req) => {
        if (!isLoopback(req.socket.remoteAddress)) throw new AppError(403, 'WL_LOOPBACK_ONLY');
        if (!(await wl.tlsAllowed(req.query.domain))) throw new AppError(403, 'WL_TLS_REFUSED');
        return { success: true as const };
      },
    );
  };
}
