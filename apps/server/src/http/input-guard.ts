// Edge check over every parsed JSON/form body, query string and path parameter: NUL bytes and unpaired UTF-16
// surrogates are refused with 400 INVALID_CHARACTERS before validation, so they never reach PostgreSQL (which
// rejects both and used to answer 500). File uploads (multipart) are streamed by their routes and not inspected here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '@ulak/shared';
import { AppError, type ErrorDetail } from './errors.js';
import { requestLanguage } from './error-handler.js';

// a high surrogate not followed by a low one, or a low surrogate not preceded by a high one
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** At most this many paths are named in the answer's details. */
const MAX_DETAILS = 10;

// hasBadCharacters tells whether a string holds a NUL byte or an unpaired surrogate.
export function hasBadCharacters(s: string): boolean {
  return s.includes('\0') || LONE_SURROGATE.test(s);
}

// badCharacterPaths lists the dotted paths (under root) of strings and object keys holding bad characters.
export function badCharacterPaths(value: unknown, root: string, limit = MAX_DETAILS): string[] {
  const found: string[] = [];
  // iterative, so a deeply nested body cannot overflow the stack
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length && found.length < limit) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasBadCharacters(v)) found.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        const childPath = `${path}.${hasBadCharacters(k) ? JSON.stringify(k) : k}`;
        if (hasBadCharacters(k)) found.push(childPath);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

function isMultipart(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');
}

// registerInputGuard refuses requests whose body, query or path parameters hold NUL bytes or unpaired surrogates.
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const paths = [
      ...badCharacterPaths(req.params, 'params'),
      ...badCharacterPaths(req.query, 'querystring'),
      ...(isMultipart(req) ? [] : badCharacterPaths(req.body, 'body')),
    ].slice(0, MAX_DETAILS);
    if (!paths.length) return;
    const lang = requestLanguage(req);
    const message = translate('INVALID_CHARACTERS', lang);
    const details: ErrorDetail[] = paths.map((path) => ({ path, message, code: 'INVALID_CHARACTERS' }));
    throw new AppError(400, 'INVALID_CHARACTERS', {}, details);
  });
}
