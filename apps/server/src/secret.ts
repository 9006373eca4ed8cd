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
