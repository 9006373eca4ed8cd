import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCertificate, resolverLookup, type CertificateProbe } from './certificates.js';
import { createDomainResolver } from './domains.js';
import { startDomainTestDns, type DomainTestDns } from './test-dns.js';
import { createTestCa, startTlsServer, type TestTlsServer } from './test-tls.js';

const DAY = 86_400_000;
const HOSTS = ['valid.shop.test', 'soon.shop.test', 'old.shop.test', 'wrong.shop.test', 'stranger.shop.test', 'closed.shop.test', 'mute.shop.test'];
let dns: DomainTestDns;
let server: TestTlsServer;
let mute: net.Server;
const muted = new Set<net.Socket>();
let mutePort: number;
let probe: CertificateProbe;

beforeAll(async () => {
  dns = await startDomainTestDns();
  for (const h of HOSTS) dns.a.set(h, ['127.0.0.1']);
  const ca = createTestCa();
  const other = createTestCa('Someone Else CA');
  const now = Date.now();
  server = await startTlsServer(ca.issue({ hosts: ['fallback.shop.test'], notAfter: new Date(now + 90 * DAY) }), {
    'valid.shop.test': ca.issue({ hosts: ['valid.shop.test'], notAfter: new Date(now + 90 * DAY) }),
    'soon.shop.test': ca.issue({ hosts: ['soon.shop.test'], notAfter: new Date(now + 5 * DAY) }),
    'old.shop.test': ca.issue({ hosts: ['old.shop.test'], notBefore: new Date(now - 60 * DAY), notAfter: new Date(now - DAY) }),
    'wrong.shop.test': ca.issue({ hosts: ['elsewhere.test'], notAfter: new Date(now + 90 * DAY) }),
    'stranger.shop.test': other.issue({ hosts: ['stranger.shop.test'], notAfter: new Date(now + 90 * DAY) }),
  });
  // a TCP server that accepts and never answers the TLS hello
  mute = net.createServer((socket) => muted.add(socket));
  await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
  mutePort = (mute.address() as net.AddressInfo).port;
  probe = { lookup: resolverLookup(createDomainResolver([dns.server])), allowPrivate: true, port: server.port, ca: [ca.cert] };
});
afterAll(async () => {
  await server?.close();
  for (const s of muted) s.destroy();
  await new Promise((r) => mute?.close(r));
  await dns?.close();
});

describe('custom domain certificate check', () => {
  it('calls a trusted, matching certificate with weeks left valid, and one with days left expiring', async () => {
    const valid = await checkCertificate('valid.shop.test', probe);
    expect(valid).toMatchObject({ status: 'valid', error: null });
    expect(Math.round((valid.expiresAt!.getTime() - Date.now()) / DAY)).toBe(90);
    expect(await checkCertificate('soon.shop.test', probe)).toMatchObject({ status: 'expiring', error: null });
  });

  it('reports an expired, a mismatched and an untrusted certificate as errors with the reason', async () => {
    const old = await checkCertificate('old.shop.test', probe);
    expect(old).toMatchObject({ status: 'error', error: 'expired', detail: 'CERT_HAS_EXPIRED' });
    expect(old.expiresAt!.getTime()).toBeLessThan(Date.now());
    expect(await checkCertificate('wrong.shop.test', probe)).toMatchObject({ status: 'error', error: 'nameMismatch', detail: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    const stranger = await checkCertificate('stranger.shop.test', probe);
    expect(stranger).toMatchObject({ status: 'error', error: 'untrusted' });
    expect(stranger.detail).toMatch(/UNABLE_TO_VERIFY|SELF_SIGNED|ISSUER/);
    // without the test CA, even the good certificate is not trusted by the system's roots
    expect(await checkCertificate('valid.shop.test', { ...probe, ca: undefined })).toMatchObject({ status: 'error', error: 'untrusted' });
  });

  it('reports a closed port, a silent server and a name without address', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    expect(await checkCertificate('closed.shop.test', { ...probe, port: closedPort })).toMatchObject({
      status: 'error',
      error: 'unreachable',
      detail: 'ECONNREFUSED',
    });
    expect(await checkCertificate('mute.shop.test', { ...probe, port: mutePort, timeoutMs: 300 })).toMatchObject({ status: 'error', error: 'timeout' });
    expect(await checkCertificate('nowhere.shop.test', probe)).toMatchObject({ status: 'error', error: 'unresolvable' });
  });

  it('never connects to a loopback or private address outside tests', async () => {
    const before = server.connections();
    const refused = await checkCertificate('valid.shop.test', { ...probe, allowPrivate: false });
    expect(refused).toMatchObject({ status: 'error', error: 'forbiddenAddress', detail: 'loopback' });
    dns.a.set('lan.shop.test', ['192.168.1.10']);
    expect(await checkCertificate('lan.shop.test', { ...probe, allowPrivate: false })).toMatchObject({ error: 'forbiddenAddress', detail: 'private' });
    expect(server.connections()).toBe(before);
  });
});
