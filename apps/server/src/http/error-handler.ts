// One error handler: known errors → 4xx {error, message, code, details?}; anything else → 500 without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, pickLanguage, translate, type Language, type MessageKey } from '@ulak/shared';
import { AppError, type ErrorDetail, type MessageVar } from './errors.js';

// requestLanguage picks tr or en for a request: the x-ulak-language header, then Accept-Language.
export function requestLanguage(req: FastifyRequest): Language {
  const explicit = req.headers['x-ulak-language'];
  if (explicit === 'tr' || explicit === 'en') return explicit;
  return pickLanguage(req.headers['accept-language']);
}

function send(reply: FastifyReply, lang: Language, status: number, code: MessageKey, raw: Record<string, MessageVar> = {}, details?: ErrorDetail[]) {
  const vars = Object.fromEntries(Object.entries(raw).map(([name, v]) => [name, typeof v === 'function' ? v(lang) : v]));
  // a validation failure leads with its first field message, the most useful line to show a person
  const message = details?.[0]?.message ?? translate(code, lang, vars);
  if (status === 429 && vars.retryAfter) reply.header('retry-after', String(vars.retryAfter));
  return reply.status(status).send({ error: message, message, code, ...(details ? { details } : {}) });
}

const translateIssue = (message: string, lang: Language) => (isMessageKey(message) ? translate(message, lang) : translate('v.invalid', lang));

const FASTIFY_CODES: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_ERROR'],
};

// registerErrorHandling installs the error and not-found handlers on an instance.
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLanguage(req);
    if (err instanceof AppError) return send(reply, lang, err.status, err.code, err.vars, err.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => {
        const path = `${err.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`.replace(/\.$/, '');
        if (v.keyword === 'unrecognized_keys') {
          const keys = Array.isArray(v.params?.keys) ? v.params.keys.join(', ') : '';
          return { path, message: translate('v.unknownField', lang, { keys }), code: 'v.unknownField' };
        }
        return { path, message: translateIssue(String(v.message ?? ''), lang), code: String(v.message ?? '') };
      });
      return send(reply, lang, 400, 'VALIDATION_ERROR', {}, details);
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return send(reply, lang, known[0], known[1]);
    if (err.statusCode === 429) return send(reply, lang, 429, 'RATE_LIMITED', { minutes: 1, retryAfter: 60 });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return send(reply, lang, err.statusCode, 'VALIDATION_ERROR');
    req.log.error({ err }, 'unhandled error');
    return send(reply, lang, 500, 'INTERNAL');
  });
}
