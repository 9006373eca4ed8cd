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

// hashCode keys a one-time code with the instance secret and what it is for (e.g. 'signup:<email>').
export function hashCode(secret: string, scope: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');
}

const deviceMac = (secret: string, email: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`device:${email.toLowerCase()}:${payload}`).digest('base64url');

// signDeviceToken returns a token proving this browser signed in to the email's account: `issuedAt.nonce.mac`.
export function signDeviceToken(secret: string, email: string): string {
  const payload = `${Math.floor(Date.now() / 1000)}.${crypto.randomBytes(12).toString('base64url')}`;
  return `${payload}.${deviceMac(secret, email, payload)}`;
}

// deviceId checks a device token for the email and returns its nonce; undefined when forged, foreign or older than maxAgeMs.
export function deviceId(secret: string, email: string, token: string, maxAgeMs: number): string | undefined {
  const [issued, nonce, mac, ...rest] = token.split('.');
  if (!issued || !nonce || !mac || rest.length || !/^\d{1,12}$/.test(issued)) return undefined;
  const expected = Buffer.from(deviceMac(secret, email, `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  return Date.now() - Number(issued) * 1000 <= maxAgeMs ? nonce : undefined;
}
