// Bearer-token guards: requireUser (401 without a live session) and requireAdmin (403 for non-admins).
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthService, RequestInfo, SessionContext } from '../modules/auth/auth.service.js';
import { AppError, forbidden, unauthorized } from './errors.js';

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

/** Another kind of bearer credential (API keys, from the settings module): a context for the token, or undefined. */
export type CredentialResolver = {
  accepts: (token: string) => boolean;
  resolve: (token: string, req: FastifyRequest, reply?: FastifyReply) => Promise<SessionContext | undefined>;
};
const credentialRequests = new WeakSet<FastifyRequest>();

// isApiKeyRequest tells whether a request authenticated with an API key rather than a session.
export function isApiKeyRequest(req: FastifyRequest): boolean {
  return credentialRequests.has(req);
}

// requestInfo is the request as the platform policies see it; onEnd reports the bytes in (Content-Length) and out (what
// the socket wrote for the answer, else its Content-Length) once the answer is finished or the connection closed.
function requestInfo(req: FastifyRequest, reply: FastifyReply | undefined, apiKey: boolean): RequestInfo {
  const socket = req.raw.socket as { bytesWritten?: number } | undefined;
  const writtenBefore = socket?.bytesWritten ?? 0;
  return {
    method: req.method,
    url: req.routeOptions?.url ?? req.url,
    ip: req.ip,
    apiKey,
    header: (n, v) => void reply?.header(n, v),
    headerOf: (n) => {
      const v = reply?.getHeader(n);
      return v === undefined ? undefined : String(v);
    },
    onEnd: (done) => {
      const res = reply?.raw;
      if (!res) return;
      let called = false;
      const end = () => {
        if (called) return;
        called = true;
        const written = (socket?.bytesWritten ?? 0) - writtenBefore;
        const out = written > 0 ? written : Number(res.getHeader('content-length')) || 0;
        done((Number(req.headers['content-length']) || 0) + out);
      };
      res.once('finish', end);
      res.once('close', end);
    },
  };
}

// createGuards returns the guard hooks bound to the auth service (routes name them as preHandler; authenticateFirst
// runs them onRequest); `other` resolves API keys.
export function createGuards(auth: AuthService, other?: CredentialResolver) {
  async function requireUser(req: FastifyRequest, reply?: FastifyReply) {
    const token = bearerToken(req);
    if (token && other?.accepts(token)) {
      const keyCtx = await other.resolve(token, req, reply);
      if (!keyCtx) throw unauthorized('API_KEY_INVALID');
      credentialRequests.add(req);
      req.auth = keyCtx;
      // an API key's requests count against its workspace's API limits like a session's
      await auth.checkRequest(keyCtx, requestInfo(req, reply, true));
      return;
    }
    // the platform policies (suspension, impersonation, admin allow-list, API limits) see the request
    const info = requestInfo(req, reply, false);
    const ctx = token ? await auth.authenticate(token, info) : undefined;
    if (!ctx) throw unauthorized(token ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
    req.auth = ctx;
    await auth.checkRequest(ctx, info);
  }
  async function requireAdmin(req: FastifyRequest, reply?: FastifyReply) {
    await requireUser(req, reply);
    if (isApiKeyRequest(req) || req.auth?.user.role !== 'admin') throw forbidden();
  }
  return { requireUser, requireAdmin };
}

// session returns the request's session; only call it behind requireUser.
export function session(req: FastifyRequest): SessionContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

// requireVerifiedEmail (after requireUser) refuses with 403 EMAIL_NOT_VERIFIED while the user's address is not proved:
// no campaign or test message leaves for an address nobody confirmed (sign-in and everything else still work).
export async function requireVerifiedEmail(req: FastifyRequest) {
  if (!session(req).user.emailVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED');
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
