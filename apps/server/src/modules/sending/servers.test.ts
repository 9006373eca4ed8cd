import net from 'node:net';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenRange, resolveTarget } from '../../net/address-policy.js';
import { secretBox } from '../../secret-box.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { mailServerErrorCode } from './mail-net.js';
import type { MailServerRow } from './servers.repo.js';
import { transportOptions } from './servers.service.js';

const SSH_BANNER = 'SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5 internal-bastion';

type Listener = { port: number; connections: number; close: () => Promise<void> };

// startBannerServer is a TCP service on loopback that is not SMTP: it greets every connection with an SSH banner.
async function startBannerServer(): Promise<Listener> {
  const l: Listener = { port: 0, connections: 0, close: async () => undefined };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    l.connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.write(`${SSH_BANNER}\r\n`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  l.port = (server.address() as AddressInfo).port;
  l.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return l;
}

// startSmtp is a real SMTP server on loopback that accepts the password "right" only.
async function startSmtp(): Promise<Listener> {
  const l: Listener = { port: 0, connections: 0, close: async () => undefined };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onConnect: (_s, cb) => {
      l.connections += 1;
      cb();
    },
    onAuth: (auth, _s, cb) => (auth.password === 'right' ? cb(null, { user: auth.username }) : cb(new Error('535 5.7.8 Authentication credentials invalid'))),
    onData: (stream, _s, cb) => stream.resume().on('end', () => cb()),
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  l.port = (server.server.address() as AddressInfo).port;
  l.close = () => new Promise<void>((r) => server.close(() => r()));
  return l;
}

describe('address policy', () => {
  it('names every loopback, private, link-local, metadata, multicast and reserved address, and passes public ones', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '169.254.170.2',
      '192.0.0.192',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '::127.0.0.1',
      '2001:db8::1',
    ];
    for (const ip of refused) expect(forbiddenRange(ip), ip).toBeDefined();
    for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e']) {
      expect(forbiddenRange(ip), ip).toBeUndefined();
    }
  });

  it('checks what a name resolves to, refuses a name with any forbidden address, and returns the checked address', async () => {
    const lookup = (addresses: string[]) => async () => addresses.map((address) => ({ address, family: net.isIPv6(address) ? (6 as const) : (4 as const) }));
    await expect(resolveTarget('localhost', { allowPrivate: false })).rejects.toMatchObject({ code: 'EADDRFORBIDDEN' });
    await expect(resolveTarget('[::1]', { allowPrivate: false })).rejects.toMatchObject({ code: 'EADDRFORBIDDEN' });
    await expect(resolveTarget('mixed.test', { allowPrivate: false, lookup: lookup(['93.184.216.34', '10.0.0.5']) })).rejects.toMatchObject({
      code: 'EADDRFORBIDDEN',
    });
    expect(await resolveTarget('smtp.example.test', { allowPrivate: false, lookup: lookup(['93.184.216.34']) })).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(await resolveTarget('localhost', { allowPrivate: true, lookup: lookup(['127.0.0.1']) })).toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveTarget('nothing.test', { allowPrivate: false, lookup: lookup([]) })).rejects.toMatchObject({ code: 'EDNS' });
  });

  it('checks again at every connection, so a name that re-resolves to loopback (DNS rebinding) never connects', async () => {
    const target = await startBannerServer();
    try {
      let calls = 0;
      // public when the server was saved, loopback when the mail goes out
      const lookup = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 as const }];
      const policy = { allowPrivate: false, lookup };
      expect(await resolveTarget('rebind.test', policy)).toMatchObject({ address: '93.184.216.34' });
      const box = secretBox('test-secret-test-secret-test-secret-1234');
      const row = { smtpHost: 'rebind.test', smtpPort: target.port, smtpUser: 'u', smtpPasswordEnc: null, secure: 'none' } as MailServerRow;
      const transport = nodemailer.createTransport({ ...transportOptions(row, box, policy), pool: false });
      const err = await transport.sendMail({ from: 'a@b.test', to: 'c@d.test', text: 'x' }).catch((e: unknown) => e);
      transport.close();
      expect(mailServerErrorCode(err)).toBe('MAIL_SERVER_ADDRESS_FORBIDDEN');
      expect(target.connections).toBe(0);
    } finally {
      await target.close();
    }
  });
});

describe('mail servers on private addresses (default: refused)', () => {
  let t: TestApp;
  let target: Listener;
  beforeAll(async () => {
    [t, target] = await Promise.all([startTestApp(), startBannerServer()]);
  });
  afterAll(async () => {
    await t?.stop();
    await target?.close();
  });

  it('refuses loopback, private, link-local and metadata hosts with a 400 and never connects', async () => {
    const { token } = await t.register();
    const hosts = [
      '127.0.0.1',
      '10.0.0.8',
      '192.168.10.1',
      '172.20.1.1',
      '100.64.1.1',
      '169.254.169.254',
      '[::1]',
      '::ffff:127.0.0.1',
      'fd00:ec2::254',
      '0.0.0.0',
      'localhost',
    ];
    for (const smtpHost of hosts) {
      const body = { name: 'internal', smtpHost, smtpPort: target.port, smtpUser: 'u', secure: 'none' };
      const res = await t.request({ method: 'POST', url: '/api/ip-rotation/servers', token, body });
      expect(res.statusCode, smtpHost).toBe(400);
      expect(res.json(), smtpHost).toMatchObject({ code: 'MAIL_SERVER_ADDRESS_FORBIDDEN', error: expect.stringContaining('private') });
    }
    const tr = await t.request({
      method: 'POST',
      url: '/api/ip-rotation/servers',
      token,
      headers: { 'accept-language': 'tr' },
      body: { name: 'x', smtpHost: '127.0.0.1', smtpUser: 'u' },
    });
    expect(tr.json().error).toContain('özel');
    // moving an existing server onto an internal host is refused the same way
    const ok = await t.request({
      method: 'POST',
      url: '/api/ip-rotation/servers',
      token,
      body: { name: 'public', smtpHost: '93.184.216.34', smtpPort: 2525, smtpUser: 'u' },
    });
    expect(ok.statusCode).toBe(201);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/ip-rotation/servers/${ok.json().server.id}`,
      token,
      body: { smtpHost: '169.254.169.254', smtpPort: 80 },
    });
    expect(moved.json()).toMatchObject({ code: 'MAIL_SERVER_ADDRESS_FORBIDDEN' });
    expect((await t.request({ method: 'GET', url: '/api/ip-rotation/servers', token })).json().servers.map((s: { smtpHost: string }) => s.smtpHost)).toEqual([
      '93.184.216.34',
    ]);
    expect(target.connections).toBe(0);
  });

  it('refuses, at connect time, a server stored with an internal address (saved before the check, or re-pointed by DNS)', async () => {
    const { token, user } = await t.register();
    const [row] = await t.sql(
      `INSERT INTO mail_servers (workspace_id, name, smtp_host, smtp_port, smtp_user, secure) VALUES ($1, 'old', '127.0.0.1', $2, 'u', 'none') RETURNING id`,
      [user.workspaceId, target.port],
    );
    const res = await t.request({ method: 'POST', url: `/api/ip-rotation/servers/${row.id}/test`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MAIL_SERVER_ADDRESS_FORBIDDEN' });
    expect(target.connections).toBe(0);
  });
});

describe('connection test when private servers are allowed (ULAK_ALLOW_PRIVATE_MAIL_SERVERS=1)', () => {
  let t: TestApp;
  let banner: Listener;
  let smtp: Listener;
  beforeAll(async () => {
    [t, banner, smtp] = await Promise.all([startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' }), startBannerServer(), startSmtp()]);
  });
  afterAll(async () => {
    await t?.stop();
    await Promise.all([banner?.close(), smtp?.close()]);
  });

  const addAndTest = async (token: string, body: Record<string, unknown>) => {
    const created = await t.request({ method: 'POST', url: '/api/ip-rotation/servers', token, body: { name: 'srv', smtpUser: 'u', ...body } });
    expect(created.statusCode).toBe(201);
    return t.request({ method: 'POST', url: `/api/ip-rotation/servers/${created.json().server.id}/test`, token });
  };

  it('answers a non-SMTP service with a classified error and never echoes its banner', async () => {
    const { token } = await t.register();
    const res = await addAndTest(token, { smtpHost: 'localhost', smtpPort: banner.port, secure: 'none' });
    expect(banner.connections).toBeGreaterThan(0);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MAIL_SERVER_NOT_SMTP', error: 'No SMTP server answers at this address. Check the host and port.' });
    expect(res.body).not.toMatch(/SSH|OpenSSH|bastion|Ubuntu/);
    // implicit TLS against it fails the handshake: a TLS error, still without the banner
    const tls = await addAndTest(token, { smtpHost: '127.0.0.1', smtpPort: banner.port, secure: 'tls' });
    expect(tls.json()).toMatchObject({ code: 'MAIL_SERVER_TLS_FAILED' });
    expect(tls.body).not.toMatch(/SSH|OpenSSH|bastion/);
  });

  it('classifies a closed port, a wrong password and a good login', async () => {
    const { token } = await t.register();
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    expect((await addAndTest(token, { smtpHost: '127.0.0.1', smtpPort: closed, secure: 'none' })).json()).toMatchObject({ code: 'MAIL_SERVER_UNREACHABLE' });
    const wrong = await addAndTest(token, { smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: 'none', smtpPassword: 'wrong' });
    expect(wrong.json()).toMatchObject({ code: 'MAIL_SERVER_AUTH_FAILED' });
    expect(wrong.body).not.toContain('credentials invalid');
    const good = await addAndTest(token, { smtpHost: 'localhost', smtpPort: smtp.port, secure: 'none', smtpPassword: 'right' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ ok: true });
  });
});
