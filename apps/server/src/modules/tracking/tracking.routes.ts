// Tracking endpoints: the open pixel (/t/o/<token>.gif), the click redirect (/t/c/<token>?u=<url>&n=<links>) and the
// honeypot (/t/h/<token>), the hidden link only a link scanner follows.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/types.js';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// trackingRoutes registers the pixel, redirect and honeypot; bad tokens still get a pixel or a plain 404, never an error page.
export async function trackingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { tracking, signer } = ctx;
  const hit = (req: { headers: Record<string, unknown>; ip: string }) => ({ ua: String(req.headers['user-agent'] ?? ''), ip: req.ip, at: new Date() });
  app.get<{ Params: { token: string } }>('/t/o/:token', { logLevel: 'warn', schema: { hide: true }, helmet: false }, async (req, reply) => {
    const id = signer.readOpen(req.params.token);
    if (id !== undefined) tracking.add({ deliveryId: id, type: 'open', url: null, ...hit(req) });
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
  });
  app.get<{ Params: { token: string }; Querystring: { u?: string; n?: string } }>(
    '/t/c/:token',
    { logLevel: 'warn', schema: { hide: true }, helmet: false },
    async (req, reply) => {
      const url = typeof req.query.u === 'string' ? req.query.u : '';
      // the count of the message's tracked links is signed with the link; a link sent before it was added has none
      const n = typeof req.query.n === 'string' ? req.query.n : undefined;
      const links = n === undefined ? undefined : /^[1-9]\d{0,4}$/.test(n) ? Number(n) : NaN;
      const id = url && /^https?:\/\//i.test(url) && !Number.isNaN(links) ? signer.readClick(req.params.token, url, links) : undefined;
      // only signed pairs redirect: the endpoint is no open redirect
      if (id === undefined) return reply.status(404).type('text/plain').send('Not found');
      tracking.add({ deliveryId: id, type: 'click', url, links: links ?? null, ...hit(req) });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
  // the honeypot leads nowhere: 204, nothing to load; it is recorded against its delivery and counts in no figure
  app.get<{ Params: { token: string } }>('/t/h/:token', { logLevel: 'warn', schema: { hide: true }, helmet: false }, async (req, reply) => {
    const id = signer.readHoneypot(req.params.token);
    if (id === undefined) return reply.status(404).type('text/plain').send('Not found');
    tracking.add({ deliveryId: id, type: 'honeypot', url: null, ...hit(req) });
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').status(204).send();
  });
}
