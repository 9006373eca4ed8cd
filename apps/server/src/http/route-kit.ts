// What route files share: the `:id` parameter, the signed-in workspace of a request and the confirmation of a done action.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate, type Answer, type MessageKey, type messageResponseSchema } from '@ulak/shared';
import { requestLanguage } from './error-handler.js';

/** A route's `:id` (a uuid; anything else is a 400 before the handler runs). */
export const idParams = z.object({ id: z.uuid('v.invalid') });
export { workspaceOf } from '../modules/module.js';

/** The OpenAPI security of a route behind a session. */
export const bearer = [{ bearer: [] }];

/** The confirmation of a done action (messageResponseSchema) in the request language. */
export const confirmation = (key: MessageKey, req: FastifyRequest): Answer<typeof messageResponseSchema> => ({
  success: true,
  message: translate(key, requestLanguage(req)),
});
