// Tests: X.509 certificates made with node:crypto alone (P-256 keys, a DER encoder of the few structures a certificate
// needs), a test CA that issues them, and a TLS server on 127.0.0.1 serving one.
import crypto from 'node:crypto';
import type net from 'node:net';
import tls from 'node:tls';

export type TestCertificate = { cert: string; key: string };
export type TestCa = TestCertificate & { issue: (o: { hosts: string[]; notBefore?: Date; notAfter: Date }) => TestCertificate };

// tlv encodes one DER element: tag, length, content.
function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, content]);
}
const seq = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const explicit = (n: number, item: Buffer) => tlv(0xa0 + n, item);
const octets = (b: Buffer) => tlv(0x04, b);
const bits = (b: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), b]));
const integer = (b: Buffer) => tlv(0x02, b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
// oid encodes a dotted object identifier.
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a * 40 + b];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}
// utcTime encodes a date as YYMMDDHHMMSSZ (years 1950–2049).
const utcTime = (d: Date) => tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const name = (cn: string) => seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

// certificate builds and signs one certificate.
function certificate(o: {
  subject: string;
  issuer: string;
  publicKey: crypto.KeyObject;
  signer: crypto.KeyObject;
  ca: boolean;
  hosts: string[];
  notBefore: Date;
  notAfter: Date;
}): string {
  const extensions = [seq(oid('2.5.29.19'), tlv(0x01, Buffer.from([0xff])), octets(o.ca ? seq(tlv(0x01, Buffer.from([0xff]))) : seq()))];
  if (o.ca) extensions.push(seq(oid('2.5.29.15'), tlv(0x01, Buffer.from([0xff])), octets(tlv(0x03, Buffer.from([1, 0x06])))));
  if (o.hosts.length) extensions.push(seq(oid('2.5.29.17'), octets(seq(...o.hosts.map((h) => tlv(0x82, Buffer.from(h)))))));
  // a DER integer is minimal: a serial starting with a zero byte is 'illegal padding' (1 in 256 random serials)
  const serial = crypto.randomBytes(12);
  serial[0] = (serial[0] & 0x7f) | 0x01;
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_SHA256,
    name(o.issuer),
    seq(utcTime(o.notBefore), utcTime(o.notAfter)),
    name(o.subject),
    o.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(...extensions)),
  );
  const der = seq(tbs, ECDSA_SHA256, bits(crypto.sign('sha256', tbs, o.signer)));
  return `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
}

const keyPair = () => crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pemKey = (k: crypto.KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();

// createTestCa makes a self-signed CA (valid from yesterday for ten years) that issues server certificates.
export function createTestCa(cn = 'Ulak Test CA'): TestCa {
  const ca = keyPair();
  const day = 86_400_000;
  const now = Date.now();
  const cert = certificate({
    subject: cn,
    issuer: cn,
    publicKey: ca.publicKey,
    signer: ca.privateKey,
    ca: true,
    hosts: [],
    notBefore: new Date(now - day),
    notAfter: new Date(now + 3650 * day),
  });
  return {
    cert,
    key: pemKey(ca.privateKey),
    issue: ({ hosts, notBefore = new Date(now - day), notAfter }) => {
      const leaf = keyPair();
      const pem = certificate({ subject: hosts[0], issuer: cn, publicKey: leaf.publicKey, signer: ca.privateKey, ca: false, hosts, notBefore, notAfter });
      return { cert: pem, key: pemKey(leaf.privateKey) };
    },
  };
}

export type TestTlsServer = { port: number; connections: () => number; serve: (host: string, c: TestCertificate) => void; close: () => Promise<void> };

// startTlsServer serves a certificate on a free loopback port, choosing it by SNI when `byName` (or a later `serve`)
// has the name.
export async function startTlsServer(fallback: TestCertificate, byName: Record<string, TestCertificate> = {}): Promise<TestTlsServer> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const contexts = new Map(Object.entries(byName).map(([host, c]) => [host, tls.createSecureContext(c)]));
  const server = tls.createServer({ ...fallback, SNICallback: (host, cb) => cb(null, contexts.get(host)) }, (socket) => socket.end());
  server.on('connection', (socket: net.Socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    serve: (host, c) => void contexts.set(host, tls.createSecureContext(c)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
