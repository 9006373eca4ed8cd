import dns from 'node:dns';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestDns, type TestDns } from './test-dns.js';

let t: TestApp;
let relay: SmtpSink;
let testDns: TestDns;
beforeAll(async () => {
  [relay, testDns] = await Promise.all([startSmtpSink(), startTestDns()]);
  // the platform relay is a loopback sink (its address, 127.0.0.1, is the one SPF must authorise); DNS is the local server
  t = await startTestApp({ ULAK_SMTP_URL: `smtp://127.0.0.1:${relay.port}`, ULAK_DNS_SERVERS: testDns.server, ULAK_MAIL_FROM: 'Ulak <no-reply@ulak.example>' });
});
afterAll(async () => {
  await t?.stop();
  await Promise.all([relay?.close(), testDns?.close()]);
});

// dkimResults verifies a received message's DKIM signatures, resolving through the local DNS server
async function dkimResults(raw: string) {
  const resolver = new dns.promises.Resolver();
  resolver.setServers([testDns.server]);
  return (await dkimVerify(Buffer.from(raw, 'latin1'), { resolver: (name: string, type: string) => resolver.resolve(name, type as 'TXT') })).results;
}

type Identity = {
  id: string;
  fromName: string;
  fromEmail: string;
  replyTo: string | null;
  status: string;
  domain: {
    id: string;
    domain: string;
    status: string;
    checkedAt: string | null;
    records: { txt: { name: string; value: string } };
    checks: Record<string, { status: string; code: string; params: Record<string, string> }>;
  };
};

async function createIdentity(token: string, body: Record<string, unknown>): Promise<Identity> {
  const res = await t.request({ method: 'POST', url: '/api/sender-identities', token, body });
  expect(res.statusCode).toBe(201);
  return res.json().identity;
}

const check = async (token: string, id: string): Promise<Identity> =>
  (await t.request({ method: 'POST', url: `/api/sender-identities/${id}/check`, token })).json().identity;

// sendWith sends a one-recipient campaign with a sender identity and returns the message as the relay received it
async function sendWith(token: string, senderIdentityId: string, to: string) {
  const body = { name: `Kimlik ${to}`, subject: 'Kasım bülteni', htmlContent: '<p>Merhaba {{ contact.first_name }}!</p>', senderIdentityId, recipients: to };
  const created = await t.request({ method: 'POST', url: '/api/campaigns', token, body });
  expect(created.statusCode).toBe(201);
  const c = created.json().campaign;
  expect(c).toMatchObject({ senderIdentityId });
  expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
  return waitFor(async () => relay.raw.find((m) => m.to.includes(to))?.data, 30_000);
}

describe('sender identities', () => {
  it('verifies an identity by DNS and sends a campaign as the business, DKIM-signed for its domain', async () => {
    const { token } = await t.register();
    const dkim = (
      await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token, body: { domain: 'acme-kirtasiye.test', selector: 'ulak1', generate: true } })
    ).json().dkim;
    const identity = await createIdentity(token, {
      fromName: 'Acme Kırtasiye',
      fromEmail: 'Merhaba@Acme-Kirtasiye.test',
      replyTo: 'destek@acme-kirtasiye.test',
    });
    expect(identity).toMatchObject({
      fromName: 'Acme Kırtasiye',
      fromEmail: 'merhaba@acme-kirtasiye.test',
      replyTo: 'destek@acme-kirtasiye.test',
      status: 'pending',
    });
    expect(identity.domain).toMatchObject({ domain: 'acme-kirtasiye.test', checkedAt: null });
    expect(identity.domain.checks.spf).toMatchObject({ status: 'unknown', code: 'notChecked' });

    // nothing published: every record says so, and the identity is not verified
    const before = await check(token, identity.id);
    expect(before.status).toBe('failed');
    expect(before.domain.checks.txt).toMatchObject({ status: 'missing', code: 'txt.missing' });
    expect(before.domain.checks.dkim).toMatchObject({ status: 'missing', code: 'dkim.missing' });
    expect(before.domain.checks.spf).toMatchObject({ status: 'missing', code: 'spf.missing' });
    expect(before.domain.checks.dmarc).toMatchObject({ status: 'warning', code: 'dmarc.missing' });

    testDns.txt.set(identity.domain.records.txt.name, [identity.domain.records.txt.value]);
    testDns.txt.set(dkim.dnsRecord.name, [dkim.dnsRecord.value]);
    testDns.txt.set('acme-kirtasiye.test', ['v=spf1 ip4:127.0.0.1 -all']);
    testDns.txt.set('_dmarc.acme-kirtasiye.test', ['v=DMARC1; p=reject']);
    const after = await check(token, identity.id);
    expect(after.status).toBe('verified');
    expect(after.domain.checks).toMatchObject({
      txt: { status: 'ok', code: 'txt.found' },
      dkim: { status: 'ok', code: 'dkim.found' },
      spf: { status: 'ok', code: 'spf.pass' },
      dmarc: { status: 'ok', code: 'dmarc.pass', params: { policy: 'reject' } },
    });
    const listed = (await t.request({ method: 'GET', url: '/api/sender-identities', token })).json().identities;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: identity.id, status: 'verified' });

    const raw = await sendWith(token, identity.id, 'okur@alici.test');
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value[0]).toEqual({ name: 'Acme Kırtasiye', address: 'merhaba@acme-kirtasiye.test' });
    expect(parsed.replyTo?.value[0].address).toBe('destek@acme-kirtasiye.test');
    const results = await dkimResults(raw);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ signingDomain: 'acme-kirtasiye.test', selector: 'ulak1', status: { result: 'pass', aligned: 'acme-kirtasiye.test' } });
  });

  it('sends an unverified identity from the platform address with the workspace name, the identity as Reply-To', async () => {
    const { token, user } = await t.register();
    const identity = await createIdentity(token, { fromName: 'Sahte Banka', fromEmail: 'guvenlik@bank.test' });
    const [ws] = await t.sql('SELECT name FROM workspaces WHERE id = $1', [user.workspaceId]);
    const parsed = await simpleParser(await sendWith(token, identity.id, 'kurban@alici.test'));
    expect(parsed.from?.value[0]).toEqual({ name: String(ws.name), address: 'no-reply@ulak.example' });
    expect(parsed.replyTo?.value[0].address).toBe('guvenlik@bank.test');
  });

  it('refuses bad input, a duplicate, another workspace’s identity and a deleted one, changing nothing', async () => {
    const a = await t.register();
    const b = await t.register();
    const bad = await t.request({ method: 'POST', url: '/api/sender-identities', token: a.token, body: { fromName: 'X', fromEmail: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    const badName = await t.request({
      method: 'POST',
      url: '/api/sender-identities',
      token: a.token,
      body: { fromName: 'Evil" <ceo@bank.test>', fromEmail: 'a@b.test' },
    });
    expect(badName.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/sender-identities', token: a.token })).json().identities).toEqual([]);

    const mine = await createIdentity(a.token, { fromName: 'Firma A', fromEmail: 'info@firma-a.test' });
    // a change to another domain brings that domain along; the old one stays in the domain list
    const moved = await t.request({
      method: 'PUT',
      url: `/api/sender-identities/${mine.id}`,
      token: a.token,
      body: { fromName: 'Firma A Ltd', fromEmail: 'info@firma-a2.test', replyTo: 'cevap@firma-a.test' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().identity).toMatchObject({
      fromName: 'Firma A Ltd',
      fromEmail: 'info@firma-a2.test',
      replyTo: 'cevap@firma-a.test',
      domain: { domain: 'firma-a2.test' },
    });
    const domainNames = (await t.request({ method: 'GET', url: '/api/email-sending/domains', token: a.token }))
      .json()
      .domains.map((d: { domain: string }) => d.domain);
    expect(domainNames).toEqual(['firma-a.test', 'firma-a2.test']);
    await t.request({ method: 'PUT', url: `/api/sender-identities/${mine.id}`, token: a.token, body: { fromName: 'Firma A', fromEmail: 'info@firma-a.test' } });
    const dup = await t.request({ method: 'POST', url: '/api/sender-identities', token: a.token, body: { fromName: 'Yine', fromEmail: 'INFO@firma-a.test' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('SENDER_IDENTITY_EXISTS');

    // B cannot use, read, check or delete A's identity
    const foreign = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      token: b.token,
      headers: { 'accept-language': 'tr' },
      body: { name: 'Yabancı', subject: 'S', htmlContent: '<p>x</p>', senderIdentityId: mine.id, recipients: 'x@alici.test' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SENDER_IDENTITY_NOT_FOUND', message: 'Gönderici kimliği bulunamadı.' });
    for (const [method, url] of [
      ['GET', `/api/sender-identities/${mine.id}`],
      ['POST', `/api/sender-identities/${mine.id}/check`],
      ['DELETE', `/api/sender-identities/${mine.id}`],
    ])
      expect((await t.request({ method, url, token: b.token })).statusCode).toBe(404);

    // a draft whose identity was deleted does not start, and says why
    const draft = (
      await t.request({
        method: 'POST',
        url: '/api/campaigns',
        token: a.token,
        body: { name: 'Taslak', subject: 'S', htmlContent: '<p>x</p>', senderIdentityId: mine.id, recipients: 'y@alici.test' },
      })
    ).json().campaign;
    expect(draft).toMatchObject({ fromName: 'Firma A', fromEmail: 'info@firma-a.test' });
    expect((await t.request({ method: 'DELETE', url: `/api/sender-identities/${mine.id}`, token: a.token })).statusCode).toBe(200);
    const start = await t.request({ method: 'POST', url: `/api/campaigns/${draft.id}/send`, token: a.token, headers: { 'accept-language': 'en' } });
    expect(start.statusCode).toBe(400);
    expect(start.json()).toMatchObject({ code: 'SENDER_IDENTITY_MISSING', message: expect.stringContaining('sender identity was deleted') });
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${draft.id}`, token: a.token })).json().campaign.status).toBe('draft');
  });

  it('re-checks every domain once its last check is a day old, from a schedule kept in the database', async () => {
    const { token } = await t.register();
    const identity = await createIdentity(token, { fromName: 'Günlük', fromEmail: 'hi@daily-check.test' });
    testDns.txt.set(identity.domain.records.txt.name, [identity.domain.records.txt.value]);
    const verified = await check(token, identity.id);
    expect(verified.status).toBe('verified');

    // the record is taken down; a run within the day leaves the domain alone, a run a day later takes the verification back
    testDns.txt.delete(identity.domain.records.txt.name);
    await t.ctx.services.identities.recheckDue(new Date());
    expect((await t.request({ method: 'GET', url: `/api/sender-identities/${identity.id}`, token })).json().identity).toMatchObject({
      status: 'verified',
      domain: { checkedAt: verified.domain.checkedAt },
    });
    const dayLater = new Date(Date.now() + 25 * 3600_000);
    expect(await t.ctx.services.identities.recheckDue(dayLater)).toBeGreaterThan(0);
    const rechecked = (await t.request({ method: 'GET', url: `/api/sender-identities/${identity.id}`, token })).json().identity;
    expect(rechecked.status).toBe('failed');
    expect(rechecked.domain.checks.txt).toMatchObject({ status: 'missing', code: 'txt.missing' });
    expect(Date.parse(rechecked.domain.checkedAt)).toBeGreaterThan(Date.parse(verified.domain.checkedAt!));

    // the job runs hourly from pg-boss's schedule table, so a restart keeps it
    const [schedule] = await t.sql(`SELECT cron FROM pgboss.schedule WHERE name = 'sending.domain-recheck'`);
    expect(schedule).toEqual({ cron: '40 * * * *' });
  });
});
