// GET /api/health: database, job queue and mail transport with latencies; 200 when all are up, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/types.js';
import { healthChecks } from './health.service.js';

const check = z.object({ status: z.enum(['up', 'down']), latencyMs: z.number(), error: z.string().optional() });

// healthRoutes registers GET /api/health.
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({
    status: z.enum(['ok', 'degraded']),
    time: z.string(),
    uptimeSeconds: z.number(),
    role: z.string(),
    database: z.string(),
    mailMode: z.enum(['capture', 'relay']),
    checks: z.object({ database: check, queue: check, mail: check }),
  });
  r.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Service health', response: { 200: body, 503: body } },
    },
    async (_req, reply) => {
      const checks = await healthChecks(ctx);
      const ok = Object.values(checks).every((c) => c.status === 'up');
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        time: new Date().toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        role: ctx.config.role,
        database: ctx.database.kind,
        mailMode: ctx.mailer.mode,
        checks,
      });
    },
  );
}
