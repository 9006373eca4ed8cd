// API keys: `ulk_live_<id>_<secret>` tokens whose secret is shown once and stored as an HMAC, with scopes, expiry,
// last use, rotation with an overlap, revocation and a per-key request budget per minute.
import crypto from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RATE_DEFAULT, type ApiKey, type CreateApiKeyInput } from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo.js';

const MINUTE_MS = 60_000;
const TOKEN_RE = /^ulk_live_([0-9a-f]{16})_([0-9A-Za-z]{40})$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type ApiKeyAuth = { workspaceId: string; keyId: string; scopes: string[]; createdBy: string | null; rateLimitPerMinute: number };
export type RateState = { limit: number; remaining: number; resetSeconds: number; allowed: boolean };

// randomBase62 returns n characters of [0-9A-Za-z] without modulo bias.
function randomBase62(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const b of crypto.randomBytes(n * 2)) {
      if (b < 248 && out.length < n) out += BASE62[b % 62];
    }
  }
  return out;
}

// apiKeyView is the public shape of a key (never its hash).
export function apiKeyView(row: ApiKeyRow, now = Date.now()): ApiKey {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now;
  const status = row.revokedAt ? 'revoked' : expired ? 'expired' : row.replacedById ? 'expiring' : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.publicId}`,
    scopes: row.scopes,
    rateLimitPerMinute: row.rateLimitPerMinute,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    replacedById: row.replacedById,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;

// apiKeysService builds the API key rules over a repo and the instance secret.
export function apiKeysService(repo: ApiKeysRepo, secret: string) {
  const hashSecret = (publicId: string, s: string) => crypto.createHmac('sha256', secret).update(`api-key:${publicId}:${s}`).digest('hex');

  async function issue(workspaceId: string, userId: string | null, input: CreateApiKeyInput) {
    const publicId = crypto.randomBytes(8).toString('hex');
    const tokenSecret = randomBase62(40);
    const row = await repo.insert({
      workspaceId,
      publicId,
      secretHash: hashSecret(publicId, tokenSecret),
      name: input.name,
      scopes: [...new Set(input.scopes)],
      rateLimitPerMinute: input.rateLimitPerMinute ?? API_KEY_RATE_DEFAULT,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdBy: userId,
    });
    return { key: apiKeyView(row), token: `${API_KEY_PREFIX}${publicId}_${tokenSecret}` };
  }

  return {
    list: async (workspaceId: string) => (await repo.list(workspaceId)).map((r) => apiKeyView(r)),

    /** Creates a key and returns its token: the only time the secret is visible. */
    async create(workspaceId: string, userId: string, input: CreateApiKeyInput) {
      if (input.expiresAt && new Date(input.expiresAt).getTime() <= Date.now()) throw badRequest('API_KEY_EXPIRY_PAST');
      return issue(workspaceId, userId, input);
    },

    /** A new key with the same name, scopes and limit; the old one keeps working for overlapHours, then expires. */
    async rotate(workspaceId: string, userId: string, id: string, overlapHours: number) {
      const old = await repo.find(workspaceId, id);
      if (!old) throw notFound();
      const view = apiKeyView(old);
      if (view.status === 'revoked' || view.status === 'expired') throw new AppError(409, 'API_KEY_REVOKED');
      const created = await issue(workspaceId, userId, {
        name: old.name,
        scopes: old.scopes as CreateApiKeyInput['scopes'],
        rateLimitPerMinute: old.rateLimitPerMinute,
        expiresAt: old.expiresAt && old.expiresAt.getTime() > Date.now() ? old.expiresAt.toISOString() : null,
      });
      await repo.retire(workspaceId, id, new Date(Date.now() + overlapHours * 3600_000), created.key.id);
      if (overlapHours === 0) await repo.revoke(workspaceId, id);
      return created;
    },

    async revoke(workspaceId: string, id: string) {
      const row = await repo.revoke(workspaceId, id);
      if (!row) throw notFound();
      return apiKeyView(row);
    },

    /** Resolves a token to its workspace and scopes; undefined when malformed, unknown, wrong, revoked or expired. */
    async authenticate(token: string, ip?: string): Promise<ApiKeyAuth | undefined> {
      const m = TOKEN_RE.exec(token);
      if (!m) return undefined;
      const row = await repo.byPublicId(m[1]);
      if (!row) return undefined;
      const expected = Buffer.from(row.secretHash, 'hex');
      const given = Buffer.from(hashSecret(m[1], m[2]), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
      if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      await repo.touch(row.id, ip);
      return { workspaceId: row.workspaceId, keyId: row.id, scopes: row.scopes, createdBy: row.createdBy, rateLimitPerMinute: row.rateLimitPerMinute };
    },

    /** Counts one request against the key's per-minute budget (fixed windows shared by every process). */
    async consume(keyId: string, limit: number): Promise<RateState> {
      const now = Date.now();
      const windowStart = now - (now % MINUTE_MS);
      const count = await repo.hit(keyId, new Date(windowStart));
      return {
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000)),
        allowed: count <= limit,
      };
    },

    prune: () => repo.pruneWindows(new Date(Date.now() - 10 * MINUTE_MS)),
  };
}
