// Success answers that are not JSON, declared all the same so every operation states what it returns
// (npm run check:contracts): files, server-sent event streams and redirects; the plain confirmation many routes share;
// and the two type helpers the web client names a declared schema's bodies with (it has no zod of its own).
import { z } from 'zod';

/** A generated file (PDF, HTML page, XML, script): the body is the file itself. */
export const documentResponse = (mediaType: string) => z.any().describe(`The ${mediaType} document itself (not JSON)`);
/** A server-sent events stream (text/event-stream) that stays open. */
export const eventStreamResponse = (events: string) => z.any().describe(`text/event-stream: ${events}`);
/** A redirect: the Location header is the answer, the body is empty. */
export const redirectResponse = (where: string) => z.null().describe(`Redirect to ${where} (Location header)`);

/** A done action with its confirmation in the request language (password reset and change, contact form, newsletter). */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The body a response schema declares, as the client receives it: `Answer<typeof userSchema>` is z.infer of it. */
export type Answer<S extends z.ZodType> = z.infer<S>;
/** The body a request schema accepts, as the client sends it (before defaults): z.input of it. */
export type RequestBody<S extends z.ZodType> = z.input<S>;
