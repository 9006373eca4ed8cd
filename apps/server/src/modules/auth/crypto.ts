// Password hashing (argon2id), opaque session tokens and reset codes.
import crypto from 'node:crypto';
import argon2 from 'argon2';

const ARGON_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// hashPassword hashes a password with argon2id (OWASP's minimum parameters).
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

// verifyPassword checks a password; with no hash it still spends the same time, so unknown emails are not revealed by timing.
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('ulak-timing-equaliser');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

// newSessionToken returns a random opaque token (256 bits, base64url).
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

// hashToken is the stored form of a session token: SHA-256, so a database leak yields no usable token.
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// newResetCode returns a uniformly random 6-digit code.
export function newResetCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

// hashResetCode keys the code with the instance secret, so a leaked table cannot be brute-forced offline.
export function hashResetCode(secret: string, userId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

// sameHash compares two hex digests in constant time.
export function sameHash(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
