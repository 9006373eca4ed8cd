/**
 * Web Push service stand-in (RFC 8030 delivery, RFC 8291 message encryption, RFC 8292 VAPID), for tests on loopback.
 *
 *   const ps = await startPushService();
 *   const sub = ps.subscription();        // { endpoint, keys: { p256dh, auth } } — a browser's PushSubscription JSON,
 *                                         // backed by a real P-256 key pair the stand-in keeps to decrypt with
 *   // the sender POSTs the aes128gcm-encrypted payload to sub.endpoint with TTL and `Authorization: vapid t=…, k=…`
 *   ps.received                           // { endpoint, payload (decrypted text), ttl, vapidKey, audience }
 *   ps.gone(sub.endpoint)                 // from now on that endpoint answers 410 Gone (unsubscribed browser)
 *   ps.failNext(1, 503)
 *
 * A request without a VAPID JWT signed by the key in `k` is answered 401; a payload that does not decrypt, 400.
 */
import crypto from 'node:crypto';
import { faults, listen } from './http.js';

export type PushReceived = { endpoint: string; payload: string; ttl: number; vapidKey: string; audience: string };

// decryptAes128gcm decrypts a single-record aes128gcm Web Push body with the subscription's private key and auth secret.
export function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

// verifyVapid checks a `vapid t=<jwt>, k=<key>` header: an ES256 JWT signed by k, not expired. Returns k and the audience.
function verifyVapid(header: string | undefined): { key: string; audience: string } | undefined {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return undefined;
  const [h, p, s] = m[1].split('.');
  if (!h || !p || !s) return undefined;
  const raw = Buffer.from(m[2], 'base64url');
  if (raw.length !== 65) return undefined;
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) return undefined;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 < Date.now()) return undefined;
  return { key: m[2], audience: claims.aud ?? '' };
}

// startPushService starts the stand-in on 127.0.0.1 (port 0).
export async function startPushService() {
  const subs = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; gone: boolean }>();
  const received: PushReceived[] = [];
  const f = faults();
  const server = await listen(
    async (req) => {
      const id = /^\/push\/([\w-]+)$/.exec(req.path)?.[1];
      const sub = id ? subs.get(id) : undefined;
      if (req.method !== 'POST' || !sub) return { status: 404, body: 'Not Found' };
      if (sub.gone) return { status: 410, body: 'Gone' };
      const vapid = verifyVapid(req.headers.authorization);
      if (!vapid) return { status: 401, body: 'Unauthorized' };
      const fault = await f.take();
      if (fault) return { status: fault, body: 'Unavailable' };
      if (req.headers['content-encoding'] !== 'aes128gcm') return { status: 415, body: 'Unsupported encoding' };
      let payload: string;
      try {
        payload = decryptAes128gcm(Buffer.from(req.body, 'latin1'), sub.ecdh, sub.auth);
      } catch {
        return { status: 400, body: 'Bad payload' };
      }
      received.push({ endpoint: server.url + req.path, payload, ttl: Number(req.headers.ttl ?? 0), vapidKey: vapid.key, audience: vapid.audience });
      return { status: 201, body: '' };
    },
    { binaryBody: true },
  );
  return {
    url: server.url,
    received,
    failNext: f.failNext,
    delayNext: f.delayNext,
    /** A new browser subscription (PushSubscription JSON) whose messages this stand-in decrypts. */
    subscription() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(12).toString('hex');
      subs.set(id, { ecdh, auth, gone: false });
      return { endpoint: `${server.url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** The endpoint answers 410 Gone from now on. */
    gone(endpoint: string) {
      const s = subs.get(endpoint.split('/').pop() ?? '');
      if (s) s.gone = true;
    },
    close: server.close,
  };
}
