// DKIM keys of a sending domain: reading a pasted PEM key, generating one, the DNS record to publish, and whether a
// message's From address aligns with the signing domain.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { DKIM_GENERATED_RSA_BITS, DKIM_MIN_RSA_BITS } from '@ulak/shared';
import { AppError } from '../../http/errors.js';

/** The nodemailer `dkim` option of a message. */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string };

// readDkimKey parses a pasted PEM private key and returns it as unencrypted PKCS#8 PEM; RSA of 1024 bits or more only,
// because nodemailer signs rsa-sha256 and nothing else (an Ed25519 key would leave every message unsigned).
export function readDkimKey(pem: string): string {
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey({ key: pem.trim(), format: 'pem' });
  } catch {
    throw new AppError(400, 'DKIM_KEY_INVALID');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new AppError(400, 'DKIM_KEY_UNSUPPORTED', { type: String(key.asymmetricKeyType ?? 'unknown').toUpperCase() });
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < DKIM_MIN_RSA_BITS) throw new AppError(400, 'DKIM_KEY_TOO_SHORT', { bits, min: DKIM_MIN_RSA_BITS });
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

// generateDkimKey makes a new 2048-bit RSA private key (PKCS#8 PEM), off the event loop.
export async function generateDkimKey(): Promise<string> {
  const { privateKey } = await promisify(crypto.generateKeyPair)('rsa', { modulusLength: DKIM_GENERATED_RSA_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

// dkimDnsRecord is the TXT record to publish for a key: name <selector>._domainkey.<domain>, value with the public key
// (DER SubjectPublicKeyInfo in base64) derived from the private key.
export function dkimDnsRecord(domain: string, selector: string, privateKeyPem: string) {
  const key = crypto.createPrivateKey(privateKeyPem);
  const publicKey = crypto.createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    type: 'TXT' as const,
    name: `${selector}._domainkey.${domain}`,
    value: `v=DKIM1; k=rsa; p=${publicKey}`,
    keyBits: key.asymmetricKeyDetails?.modulusLength ?? null,
  };
}

// fromDomain returns the lower-cased domain of a From value ('a@b.com', '"Name" <a@b.com>'), or undefined.
export function fromDomain(from: string): string | undefined {
  const m = /@([^@<>\s"]+)>?\s*$/.exec(from.trim());
  return m?.[1]?.toLowerCase().replace(/\.$/, '');
}

// alignedDkim returns the signing options when the From domain is the DKIM domain or one of its subdomains; otherwise
// undefined (a signature for another domain does not align with the From address for DMARC, so we do not add one).
export function alignedDkim(from: string, dkim: DkimSigning | undefined): DkimSigning | undefined {
  if (!dkim) return undefined;
  const domain = fromDomain(from);
  if (!domain) return undefined;
  const d = dkim.domainName.toLowerCase();
  return domain === d || domain.endsWith(`.${d}`) ? dkim : undefined;
}
