// Secrets at rest (SMTP passwords, DKIM keys): AES-256-GCM with a key derived from the instance secret.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

const SALT = 'ulak-secret-box-v1';
const scrypt = promisify(crypto.scrypt) as (secret: string, salt: string, length: number) => Promise<Buffer>;

// secretBox returns seal/open bound to a key derived (scrypt) from the instance secret.
export function secretBox(secret: string): SecretBox {
  return boxWithKey(crypto.scryptSync(secret, SALT, 32));
}

// deriveSecretBox is secretBox with the key derived on libuv's thread pool: the server starts it before opening the
// database, so the ~75 ms of scrypt run beside that instead of on the main thread.
export async function deriveSecretBox(secret: string): Promise<SecretBox> {
  return boxWithKey(await scrypt(secret, SALT, 32));
}

function boxWithKey(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
