// HTTP routes of the profile avatar: upload (multipart field "file"), remove, read, and the public image.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, apiErrorSchema, avatarResponseSchema, documentResponse, idParamsSchema } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import type { AvatarService } from './avatar.js';

const s = { tags: ['settings'], security: [{ bearer: [] }] };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

// avatarRoutes registers the signed-in user's avatar routes (authenticated scope).
export async function avatarRoutes(app: FastifyInstance, avatars: AvatarService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/settings/profile/avatar',
    { schema: { ...s, summary: 'Where your avatar is served (null: none; the initials show)', response: { 200: avatarResponseSchema, ...errors } } },
    async (req) => avatars.current(session(req).user.id),
  );
  r.post(
    '/api/settings/profile/avatar',
    {
      schema: {
        ...s,
        summary:
          'Upload your avatar (multipart field "file"): PNG, JPEG, WebP or GIF, at most 2 MB and 4096 × 4096 pixels; ' +
          'decoded and re-encoded as a 256 × 256 WebP (SVG and anything else refused)',
        response: { 200: avatarResponseSchema, ...errors },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(400, 'AVATAR_REQUIRED');
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError(400, 'AVATAR_REQUIRED');
      const data = await file.toBuffer().catch(() => undefined);
      if (!data || file.file.truncated) throw new AppError(400, 'AVATAR_TOO_LARGE');
      const { user } = session(req);
      return avatars.upload(user.id, user.workspaceId, data);
    },
  );
  r.delete(
    '/api/settings/profile/avatar',
    { schema: { ...s, summary: 'Remove your avatar (the initials show again)', response: { 200: avatarResponseSchema, ...errors } } },
    async (req) => avatars.remove(session(req).user.id),
  );
}

// avatarImageRoutes serves avatars by their unguessable id (public: an <img> sends no bearer token).
export async function avatarImageRoutes(app: FastifyInstance, avatars: AvatarService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/avatars/:id',
    {
      schema: {
        tags: ['settings'],
        summary: 'An avatar image (image/webp); the id changes with every upload, so it is cached for good',
        params: idParamsSchema,
        response: { 200: documentResponse('image/webp'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { image, contentType } = await avatars.image(req.params.id);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(image);
    },
  );
}
