// Tracking endpoints: the open pixel (/t/o/<token>.gif) and the click redirect (/t/c/<token>?u=<url>).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/types.js';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// trackingRoutes registers the pixel and redirect; bad tokens still get a pixel or a plain 404, never an error page.
export async function trackingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { tracking, signer } = ctx;
  app.get<{ Params: { token: string } }>('/t/o/:token', { logLevel: 'warn', schema: { hide: true }, helmet: false }, async (req, reply) => {
    const id = signer.readOpen(req.params.token);
    if (id !== undefined) tracking.add({ deliveryId: id, type: 'open', url: null, ua: String(req.headers['user-agent'] ?? ''), ip: req.ip, at: new Date() });
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
  });
  app.get<{ Params: { token: string }; Querystring: { u?: string } }>(
    '/t/c/:token',
    { logLevel: 'warn', schema: { hide: true }, helmet: false },
    async (req, reply) => {
      const url = typeof req.query.u === 'string' ? req.query.u : '';
      const id = url && /^https?:\/\//i.test(url) ? signer.readClick(req.params.token, url) : undefined;
      // only signed pairs redirect: the endpoint is no open redirect
      if (id === undefined) return reply.status(404).type('text/plain').send('Not found');
      tracking.add({ deliveryId: id, type: 'click', url, ua: String(req.headers['user-agent'] ?? ''), ip: req.ip, at: new Date() });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
}
