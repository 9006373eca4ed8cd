// A software WebAuthn authenticator for tests: a P-256 key from node:crypto, attestation "none" and assertions built by
// hand the way a browser and authenticator would (CBOR attestation object, authenticator data, ES256 signature).
import crypto from 'node:crypto';

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');

// cbor encodes the few CBOR types WebAuthn needs: unsigned and negative integers, byte and text strings, maps.
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: unsupported ${typeof value}`);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;

// softAuthenticator is one credential on one authenticator, for an origin (rpId = its host name).
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credentialId = crypto.randomBytes(32);
  const rpIdHash = crypto.createHash('sha256').update(new URL(origin).hostname).digest();
  let counter = 0;

  const clientData = (type: string, challenge: string, over: Record<string, unknown> = {}) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false, ...over }));
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    id: b64url(credentialId),
    /** The attestation ("none") a browser answers for creation options. */
    register(options: { challenge: string }, over: { origin?: string; uv?: boolean } = {}) {
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_UP | FLAG_AT | (over.uv === false ? 0 : FLAG_UV)]),
        counterBytes(counter),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, over.origin ? { origin: over.origin } : {})),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /**
     * An assertion for request options. The counter moves forward by one unless `counter` sets it (a clone replays an
     * old value); `uv: false` leaves user verification out.
     */
    assert(options: { challenge: string }, over: { counter?: number; uv?: boolean; origin?: string; tamper?: boolean } = {}) {
      counter = over.counter ?? counter + 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([FLAG_UP | (over.uv === false ? 0 : FLAG_UV)]), counterBytes(counter)]);
      const cd = clientData('webauthn.get', options.challenge, over.origin ? { origin: over.origin } : {});
      const signed = Buffer.concat([authData, crypto.createHash('sha256').update(cd).digest()]);
      const signature = crypto.sign('sha256', signed, privateKey);
      if (over.tamper) signature[signature.length - 1] ^= 1;
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(cd), authenticatorData: b64url(authData), signature: b64url(signature) },
      };
    },
  };
}
