// Bearer-token guards: requireUser (401 without a live session) and requireAdmin (403 for non-admins).
import type { FastifyRequest } from 'fastify';
import type { AuthService, SessionContext } from '../modules/auth/auth.service.js';
import { forbidden, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionContext | null;
  }
}

// bearerToken extracts the token of an `Authorization: Bearer` header.
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export type Guards = ReturnType<typeof createGuards>;

// createGuards returns preHandler hooks bound to the auth service.
export function createGuards(auth: AuthService) {
  async function requireUser(req: FastifyRequest) {
    const token = bearerToken(req);
    const ctx = token ? await auth.authenticate(token) : undefined;
    if (!ctx) throw unauthorized(token ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
    req.auth = ctx;
  }
  async function requireAdmin(req: FastifyRequest) {
    await requireUser(req);
    if (req.auth?.user.role !== 'admin') throw forbidden();
  }
  return { requireUser, requireAdmin };
}

// session returns the request's session; only call it behind requireUser.
export function session(req: FastifyRequest): SessionContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
