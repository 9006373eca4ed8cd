import crypto from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { alignedDkim, fromDomain } from './dkim.js';
import { startTestDns, type TestDns } from './test-dns.js';

type DnsRecord = { name: string; value: string };
// verify checks a received message's DKIM signatures with mailauth, resolving DNS only from the records given.
async function verify(raw: string, records: DnsRecord[]) {
  const resolver = async (name: string, type: string) => {
    const hit = records.find((r) => r.name === name);
    if (type === 'TXT' && hit) return [[hit.value]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };
  return (await dkimVerify(Buffer.from(raw, 'latin1'), { resolver })).results;
}

const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));

let t: TestApp;
let relay: SmtpSink;
let own: SmtpSink;
let dns: TestDns;
beforeAll(async () => {
  [relay, own, dns] = await Promise.all([startSmtpSink(), startSmtpSink(), startTestDns()]);
  // the workspace's own server is a loopback sink (allowed by the operator); domain checks ask the local DNS server
  t = await startTestApp({ ULAK_SMTP_URL: `smtp://127.0.0.1:${relay.port}`, ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1', ULAK_DNS_SERVERS: dns.server });
});
afterAll(async () => {
  await t?.stop();
  await Promise.all([relay?.close(), own?.close(), dns?.close()]);
});

const waitSent = (token: string, id: string) =>
  waitFor(async () => {
    const c = (await t.request({ method: 'GET', url: `/api/campaigns/${id}`, token })).json().campaign;
    return c.status === 'sent' ? c : undefined;
  }, 30_000);

// sendCampaign sends a one-recipient campaign from an address and returns the message as the sink received it.
async function sendCampaign(token: string, sink: SmtpSink, fromEmail: string, to: string) {
  const body = {
    name: `DKIM ${to}`,
    subject: 'Merhaba {{ contact.first_name }}',
    htmlContent: '<p>Selam! Ödeme için teşekkürler.</p>',
    fromEmail,
    fromName: 'Ulak Test',
    recipients: `${to}, Ali Veli`,
  };
  const c = (await t.request({ method: 'POST', url: '/api/campaigns', token, body })).json().campaign;
  expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
  await waitSent(token, c.id);
  return waitFor(async () => sink.raw.find((m) => m.to.includes(to))?.data);
}

describe('alignment', () => {
  it('signs only when the From domain is the DKIM domain or a subdomain of it', () => {
    const dkim = { domainName: 'ulak.example', keySelector: 's1', privateKey: 'k' };
    expect(fromDomain('"Ayşe" <ayse@News.Ulak.Example>')).toBe('news.ulak.example');
    expect(alignedDkim('a@ulak.example', dkim)).toBe(dkim);
    expect(alignedDkim('"A" <a@news.ulak.example>', dkim)).toBe(dkim);
    expect(alignedDkim('a@notulak.example', dkim)).toBeUndefined();
    expect(alignedDkim('a@ulak.example.evil.test', dkim)).toBeUndefined();
    expect(alignedDkim('a@example', dkim)).toBeUndefined();
    expect(alignedDkim('a@ulak.example', undefined)).toBeUndefined();
  });
});

describe('DKIM signing', () => {
  it('generates a key, publishes the DNS record and signs mail through the workspace’s servers with a signature that verifies', async () => {
    const { token, user } = await t.register();
    const empty = (await t.request({ method: 'GET', url: '/api/email-sending/dkim', token })).json();
    expect(empty.dkim).toMatchObject({ enabled: false, hasKey: false, dnsRecord: null });

    const put = await t.request({
      method: 'PUT',
      url: '/api/email-sending/dkim',
      token,
      body: { domain: 'Signed.Ulak.Test', selector: 'ulak1', generate: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toMatch(/PRIVATE KEY/);
    const got = await t.request({ method: 'GET', url: '/api/email-sending/dkim', token });
    expect(got.body).not.toMatch(/PRIVATE KEY|privateKey/);
    const dkim = got.json().dkim;
    expect(dkim).toMatchObject({ enabled: true, domain: 'signed.ulak.test', selector: 'ulak1', hasKey: true, keyBits: 2048 });
    expect(dkim.dnsRecord.name).toBe('ulak1._domainkey.signed.ulak.test');
    expect(dkim.dnsRecord.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    // the published key really is a 2048-bit RSA public key
    const publicKey = crypto.createPublicKey({ key: Buffer.from(dkim.dnsRecord.value.split('p=')[1], 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    // sealed at rest
    const [row] = await t.sql('SELECT dkim_private_key_enc FROM sending_settings WHERE workspace_id = $1', [user.workspaceId]);
    expect(String(row.dkim_private_key_enc)).toMatch(/^v1\./);
    expect(String(row.dkim_private_key_enc)).not.toContain('BEGIN');

    await t.request({
      method: 'POST',
      url: '/api/ip-rotation/servers',
      token,
      body: { name: 'own', smtpHost: '127.0.0.1', smtpPort: own.port, smtpUser: 'u', smtpPassword: 'p', secure: 'none', dailyLimit: 1000 },
    });

    // From on a subdomain of the DKIM domain: signed, and the signature verifies against the published record
    const raw = await sendCampaign(token, own, 'news@mail.signed.ulak.test', 'ali@dkim-own.test');
    expect(headerBlock(raw)).toMatch(/^DKIM-Signature: .*d=signed\.ulak\.test;/im);
    const results = await verify(raw, [dkim.dnsRecord]);
    expect(results).toHaveLength(1);
    expect(results[0].status.result).toBe('pass');
    expect(results[0].signingDomain).toBe('signed.ulak.test');
    expect(results[0].selector).toBe('ulak1');
    // the check is real: a changed body, or a different published key, fails it
    const tampered = raw.replace('Selam!', 'Selam?');
    expect(tampered).not.toBe(raw);
    expect((await verify(tampered, [dkim.dnsRecord]))[0].status.result).not.toBe('pass');
    const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect((await verify(raw, [{ name: dkim.dnsRecord.name, value: `v=DKIM1; k=rsa; p=${otherKey}` }]))[0].status.result).not.toBe('pass');

    // From on another domain: sent unsigned (the signature would not align)
    const unaligned = await sendCampaign(token, own, 'news@other-brand.test', 'veli@dkim-own.test');
    expect(headerBlock(unaligned)).not.toMatch(/^DKIM-Signature:/im);

    // turned off: later mail is unsigned, and nothing of the key is left
    const off = await t.request({ method: 'DELETE', url: '/api/email-sending/dkim', token });
    expect(off.json().dkim).toMatchObject({ enabled: false, hasKey: false });
    const [cleared] = await t.sql('SELECT dkim_domain, dkim_private_key_enc FROM sending_settings WHERE workspace_id = $1', [user.workspaceId]);
    expect(cleared).toMatchObject({ dkim_domain: null, dkim_private_key_enc: null });
    const after = await sendCampaign(token, own, 'news@signed.ulak.test', 'off@dkim-own.test');
    expect(headerBlock(after)).not.toMatch(/^DKIM-Signature:/im);
  }, 90_000);

  it('signs mail sent through the platform mailer with a pasted PKCS#1 key', async () => {
    const { token } = await t.register();
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(pem).toContain('BEGIN RSA PRIVATE KEY');
    const put = await t.request({
      method: 'PUT',
      url: '/api/email-sending/dkim',
      token,
      body: { domain: 'paste.ulak.test', selector: 'k-2024', privateKey: pem },
    });
    expect(put.statusCode).toBe(200);
    const dkim = put.json().dkim;
    expect(dkim.keyBits).toBe(1024);
    expect(dkim.dnsRecord.value).toBe(`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`);
    // changing only the selector keeps the stored key
    const renamed = (await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token, body: { domain: 'paste.ulak.test', selector: 'k-2025' } })).json()
      .dkim;
    expect(renamed.dnsRecord).toMatchObject({ name: 'k-2025._domainkey.paste.ulak.test', value: dkim.dnsRecord.value });

    // the platform relay sends from the domain once the workspace proved it owns it, here by its published DKIM record
    const domain = (await t.request({ method: 'POST', url: '/api/email-sending/domains', token, body: { domain: 'paste.ulak.test' } })).json().domain;
    dns.txt.set(renamed.dnsRecord.name, [renamed.dnsRecord.value]);
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${domain.id}/verify`, token })).json().domain.verifiedBy).toBe('dkim');
    const raw = await sendCampaign(token, relay, 'hello@paste.ulak.test', 'platform@dkim-relay.test');
    const results = await verify(raw, [renamed.dnsRecord]);
    expect(results[0].status.result).toBe('pass');
    expect(results[0].selector).toBe('k-2025');
  }, 90_000);

  it('refuses bad keys, domains and selectors with a 400 and stores nothing', async () => {
    const { token, user } = await t.register();
    const put = (body: Record<string, unknown>, lang = 'en') =>
      t.request({ method: 'PUT', url: '/api/email-sending/dkim', token, body, headers: { 'accept-language': lang } });
    const ok = { domain: 'ulak.test', selector: 's1' };

    const garbage = await put({ ...ok, privateKey: 'not a key' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'DKIM_KEY_INVALID', error: expect.stringContaining('could not be read') });
    expect((await put({ ...ok, privateKey: 'not a key' }, 'tr')).json().error).toContain('Özel anahtar okunamadı');
    const encrypted = crypto
      .generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' })
      .toString();
    expect((await put({ ...ok, privateKey: encrypted })).json().code).toBe('DKIM_KEY_INVALID');
    const short = crypto.generateKeyPairSync('rsa', { modulusLength: 512 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await put({ ...ok, privateKey: short })).json()).toMatchObject({ code: 'DKIM_KEY_TOO_SHORT', error: expect.stringContaining('512-bit') });
    const ed = crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await put({ ...ok, privateKey: ed })).json()).toMatchObject({ code: 'DKIM_KEY_UNSUPPORTED', error: expect.stringContaining('ED25519') });
    expect((await put(ok)).json().code).toBe('DKIM_KEY_REQUIRED');

    const badDomain = await put({ domain: 'not a domain', selector: 's1', generate: true });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.domain', code: 'v.hostname' }] });
    for (const domain of ['localhost', '-bad.test', 'a..b.test', 'ulak.test/x', `${'a'.repeat(64)}.test`])
      expect((await put({ domain, selector: 's1', generate: true })).statusCode, domain).toBe(400);
    for (const selector of ['bad_sel', 'a.b', '-x', '', 'a'.repeat(64)])
      expect((await put({ domain: 'ulak.test', selector, generate: true })).json().details?.[0]?.code, selector).toBe('v.dkimSelector');
    const both = await put({ ...ok, generate: true, privateKey: short });
    expect(both.json().details[0]).toMatchObject({ code: 'v.dkimKeyChoice', message: 'Either paste a key or generate a new one, not both.' });

    const rows = await t.sql('SELECT dkim_domain, dkim_private_key_enc FROM sending_settings WHERE workspace_id = $1', [user.workspaceId]);
    expect(rows.every((r) => r.dkim_domain === null && r.dkim_private_key_enc === null)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/email-sending/dkim', token })).json().dkim.enabled).toBe(false);
  }, 90_000);

  it('keeps each workspace’s DKIM to itself', async () => {
    const a = await t.register();
    const b = await t.register();
    const recordA = (
      await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token: a.token, body: { domain: 'a.ulak.test', selector: 'sa', generate: true } })
    ).json().dkim.dnsRecord;
    expect((await t.request({ method: 'GET', url: '/api/email-sending/dkim', token: b.token })).json().dkim).toMatchObject({ enabled: false, dnsRecord: null });
    expect((await t.request({ method: 'DELETE', url: '/api/email-sending/dkim', token: b.token })).statusCode).toBe(200);
    const recordB = (
      await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token: b.token, body: { domain: 'b.ulak.test', selector: 'sb', generate: true } })
    ).json().dkim.dnsRecord;
    expect(recordB.value).not.toBe(recordA.value);
    const stillA = (await t.request({ method: 'GET', url: '/api/email-sending/dkim', token: a.token })).json().dkim;
    expect(stillA).toMatchObject({ enabled: true, domain: 'a.ulak.test', selector: 'sa' });
    expect(stillA.dnsRecord).toEqual(recordA);
    expect((await t.request({ method: 'GET', url: '/api/email-sending/dkim' })).statusCode).toBe(401);
  }, 60_000);
});
