// What the invoicing route files share besides http/route-kit.ts (idParams, workspaceOf): the declared answers (a 2xx
// body and the error bodies), the OpenAPI tag and security of a route behind a session, and the signed-in user.
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { bearer } from '../../http/route-kit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
/** The responses of a route answering 200 with `ok`. */
export const answers = <T>(ok: T) => ({ 200: ok, ...errors });
/** The responses of a route answering 201 with `ok`. */
export const creates = <T>(ok: T) => ({ 201: ok, ...errors });

/** The OpenAPI tag of a route behind a session (bearer token). */
export const signedIn = (tag: string) => ({ tags: [tag], security: bearer });

export const userOf = (req: FastifyRequest) => session(req).user.id;
