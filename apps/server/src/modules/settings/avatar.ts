// The profile avatar: an uploaded PNG, JPEG, WebP or GIF (at most 2 MB; SVG and anything else refused) whose header is
// checked before decoding, then decoded and re-encoded as a 256 × 256 WebP (metadata such as GPS position dropped).
import type Sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIDE } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { MAX_IMAGE_PIXELS, imageInfo, withinLimits } from '../../media/images.js';
import type { SettingsRepo } from './settings.repo.js';

// normalizeAvatar turns an upload into the stored image, or throws 400 AVATAR_FORMAT / AVATAR_DIMENSIONS.
export async function normalizeAvatar(input: Buffer): Promise<Buffer> {
  const info = imageInfo(input);
  if (!info) throw new AppError(400, 'AVATAR_FORMAT');
  if (!withinLimits(info)) throw new AppError(400, 'AVATAR_DIMENSIONS');
  const sharp = ((await import('sharp')) as unknown as { default: typeof Sharp }).default;
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // a header that promised an image over data that does not decode
    throw new AppError(400, 'AVATAR_FORMAT');
  }
}

export type AvatarService = ReturnType<typeof avatarService>;

// avatarService stores, removes and serves a user's avatar.
export function avatarService(repo: SettingsRepo) {
  const url = (id: string) => `/api/avatars/${id}`;
  return {
    async current(userId: string) {
      const row = await repo.avatarOf(userId);
      return { avatarUrl: row ? url(row.id) : null };
    },
    /** Stores a new avatar (a new id, so the old address stops working and caches never show a stale image). */
    async upload(userId: string, workspaceId: string, file: Buffer) {
      if (file.length > AVATAR_MAX_BYTES) throw new AppError(400, 'AVATAR_TOO_LARGE');
      const image = await normalizeAvatar(file);
      const id = await repo.saveAvatar(userId, workspaceId, image, 'image/webp');
      return { avatarUrl: url(id) };
    },
    async remove(userId: string) {
      await repo.removeAvatar(userId);
      return { avatarUrl: null };
    },
    /** The image by its public id (404 when replaced or removed). */
    async image(id: string) {
      const row = await repo.avatarById(id);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return row;
    },
  };
}
