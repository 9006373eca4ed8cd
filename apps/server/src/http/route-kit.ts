// What route files share: the `:id` parameter and the signed-in workspace of a request.
import { z } from 'zod';

/** A route's `:id` (a uuid; anything else is a 400 before the handler runs). */
export const idParams = z.object({ id: z.uuid('v.invalid') });
export { workspaceOf } from '../modules/module.js';

/** The OpenAPI security of a route behind a session. */
export const bearer = [{ bearer: [] }];
