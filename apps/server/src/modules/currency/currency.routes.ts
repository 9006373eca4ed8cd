// HTTP routes for exchange rates and visitor currency detection (no sign-in needed).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyResponses as C } from '@ulak/shared';
import type { AppContext } from '../../http/types.js';

// currencyRoutes registers GET /api/currency/rates and GET /api/currency/detect.
export async function currencyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['currency'];
  r.get(
    '/api/currency/rates',
    {
      schema: {
        tags,
        summary: 'Exchange rates based on TRY (units per 1 TRY); the specification defaults until a provider answers',
        response: { 200: C.rates },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ctx.services.currency.rates();
    },
  );
  r.get(
    '/api/currency/detect',
    {
      schema: {
        tags,
        summary: "The visitor's country from the client IP (offline database) and its supported currency; null when unknown",
        response: { 200: C.detect },
      },
    },
    async (req) => ctx.services.currency.detect(req.ip),
  );
}
