// The key for secrets at rest: ULAK_SECRET, else a random key generated once into the data dir.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// loadSecret returns the configured secret or reads/creates `<dataDir>/secret.key` (mode 600).
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // another process created it first
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

// acceptPrevious wraps a link signer so its read* (verify) methods also accept what the previous secret signed; signing
// stays with the current secret. ULAK_PREVIOUS_SECRET uses it for a grace period after a rotation.
export function acceptPrevious<T extends object>(current: T, previous: T | undefined): T {
  if (!previous) return current;
  const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  const old = previous as Record<string, unknown>;
  for (const [name, fn] of Object.entries(current)) {
    const before = old[name];
    if (!name.startsWith('read') || typeof fn !== 'function' || typeof before !== 'function') continue;
    const now = fn as (...a: unknown[]) => unknown;
    out[name] = (...args: unknown[]) => now.apply(current, args) ?? before.apply(previous, args);
  }
  return out as T;
}
