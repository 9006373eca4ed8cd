// Success answers that are not JSON, declared all the same so every operation states what it returns
// (npm run check:contracts): files, server-sent event streams and redirects.
import { z } from 'zod';

/** A generated file (PDF, HTML page, XML, script): the body is the file itself. */
export const documentResponse = (mediaType: string) => z.any().describe(`The ${mediaType} document itself (not JSON)`);
/** A server-sent events stream (text/event-stream) that stays open. */
export const eventStreamResponse = (events: string) => z.any().describe(`text/event-stream: ${events}`);
/** A redirect: the Location header is the answer, the body is empty. */
export const redirectResponse = (where: string) => z.null().describe(`Redirect to ${where} (Location header)`);
