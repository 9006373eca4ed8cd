// Bearer-token guards: requireUser (401 without a live session) and requireAdmin (403 for non-admins).
import type { FastifyRequest, RouteOptions } from 'fastify';
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

// createGuards returns the guard hooks bound to the auth service (routes name them as preHandler; authenticateFirst
// runs them onRequest).
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

type Hook = (...args: never[]) => unknown;
const asList = (h: Hook | Hook[] | undefined): Hook[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

// authenticateFirst (an onRoute hook) moves a route's requireUser/requireAdmin from preHandler to onRequest,
// so a request is authenticated before its body is parsed and validated.
export function authenticateFirst(route: RouteOptions, guards: Guards) {
  const isGuard = (h: Hook) => h === (guards.requireUser as Hook) || h === (guards.requireAdmin as Hook);
  const pre = asList(route.preHandler as Hook | Hook[] | undefined);
  const found = pre.filter(isGuard);
  if (found.length === 0) return;
  const rest = pre.filter((h) => !isGuard(h));
  const mutable = route as { preHandler?: unknown; onRequest?: unknown };
  mutable.preHandler = rest.length ? rest : undefined;
  mutable.onRequest = [...found, ...asList(route.onRequest as Hook | Hook[] | undefined)];
}
