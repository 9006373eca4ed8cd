import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { resolveCampaignFrom } from './domains.js';
import { startTestDns, type TestDns } from './test-dns.js';

describe('resolveCampaignFrom', () => {
  const base = { workspaceName: 'Acme Ltd', platformFrom: 'Ulak <no-reply@ulak.example>', verifiedDomains: ['brand.test'] };

  it('keeps a From on a verified domain or one of its subdomains', () => {
    expect(resolveCampaignFrom({ ...base, requested: '"Brand News" <news@brand.test>' })).toEqual({ from: '"Brand News" <news@brand.test>' });
    expect(resolveCampaignFrom({ ...base, requested: 'hi@mail.Brand.test' })).toEqual({ from: 'hi@mail.Brand.test' });
  });

  it('sends anything else from the platform address with the workspace name, the requested address as Reply-To', () => {
    expect(resolveCampaignFrom({ ...base, requested: '"PayPal Security" <security@paypal.com>' })).toEqual({
      from: 'Acme Ltd <no-reply@ulak.example>',
      replyTo: 'security@paypal.com',
    });
    // look-alike domains are not the verified one
    expect(resolveCampaignFrom({ ...base, requested: 'a@brand.test.evil.test' })).toMatchObject({
      from: 'Acme Ltd <no-reply@ulak.example>',
      replyTo: 'a@brand.test.evil.test',
    });
    expect(resolveCampaignFrom({ ...base, requested: 'a@notbrand.test' }).replyTo).toBe('a@notbrand.test');
    expect(resolveCampaignFrom({ ...base, verifiedDomains: [], requested: 'news@brand.test' })).toEqual({
      from: 'Acme Ltd <no-reply@ulak.example>',
      replyTo: 'news@brand.test',
    });
  });

  it('keeps a sender identity’s own Reply-To, verified or not', () => {
    const replyTo = 'destek@brand.test';
    expect(resolveCampaignFrom({ ...base, requested: '"Brand" <news@brand.test>', replyTo })).toEqual({ from: '"Brand" <news@brand.test>', replyTo });
    expect(resolveCampaignFrom({ ...base, verifiedDomains: [], requested: '"Brand" <news@brand.test>', replyTo })).toEqual({
      from: 'Acme Ltd <no-reply@ulak.example>',
      replyTo,
    });
  });

  it('uses the platform address without Reply-To when nothing else was asked for, and cannot be tricked by the name', () => {
    expect(resolveCampaignFrom({ ...base, requested: base.platformFrom })).toEqual({ from: 'Acme Ltd <no-reply@ulak.example>' });
    expect(resolveCampaignFrom({ ...base, workspaceName: 'Evil" <ceo@bank.test>', requested: 'x@y.test' }).from).toBe(
      '"Evil ceo@bank.test" <no-reply@ulak.example>',
    );
    expect(resolveCampaignFrom({ ...base, workspaceName: ' ', requested: 'x@y.test' }).from).toBe('Ulak <no-reply@ulak.example>');
  });
});

let t: TestApp;
let dns: TestDns;
beforeAll(async () => {
  dns = await startTestDns();
  // capture mode (no relay URL): what the platform relay sends lands in the captured mailbox
  t = await startTestApp({ ULAK_DNS_SERVERS: dns.server, ULAK_MAIL_FROM: 'Ulak <no-reply@ulak.example>' });
});
afterAll(async () => {
  await t?.stop();
  await dns?.close();
});

type Domain = {
  id: string;
  domain: string;
  status: string;
  verifiedBy: string | null;
  checkedAt: string | null;
  records: { txt: { name: string; value: string }; dkim: { name: string; value: string } | null };
};

describe('sending domains', () => {
  it('adds a domain with its TXT token, stays unverified until the record is published, then verifies', async () => {
    const { token } = await t.register();
    const added = await t.request({ method: 'POST', url: '/api/email-sending/domains', token, body: { domain: 'Shop.Example.Test' } });
    expect(added.statusCode).toBe(201);
    const d: Domain = added.json().domain;
    expect(d).toMatchObject({ domain: 'shop.example.test', status: 'pending', verifiedBy: null, checkedAt: null, records: { dkim: null } });
    expect(d.records.txt.name).toBe('_ulak-verification.shop.example.test');
    expect(d.records.txt.value).toMatch(/^ulak-verification=[0-9a-f]{32}$/);

    // nothing published yet: the check runs against DNS and fails, with the time stored
    const first = (await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain;
    expect(first).toMatchObject({ status: 'failed', verifiedBy: null });
    expect(Date.parse(first.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(dns.queries).toContain('_ulak-verification.shop.example.test');
    // a wrong token does not verify either
    dns.txt.set(d.records.txt.name, ['ulak-verification=0000', 'v=spf1 -all']);
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain.status).toBe('failed');

    dns.txt.set(d.records.txt.name, ['v=spf1 -all', d.records.txt.value]);
    const ok = (await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain;
    expect(ok).toMatchObject({ status: 'verified', verifiedBy: 'txt' });
    expect((await t.request({ method: 'GET', url: '/api/email-sending/domains', token })).json().domains).toEqual([
      expect.objectContaining({ id: d.id, status: 'verified' }),
    ]);

    // the record removed: the next check takes the verification back
    dns.txt.delete(d.records.txt.name);
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain.status).toBe('failed');
  });

  it('verifies a domain by the DKIM record the product generated for it', async () => {
    const { token } = await t.register();
    await t.request({ method: 'PUT', url: '/api/email-sending/dkim', token, body: { domain: 'dkim-owned.test', selector: 'u1', generate: true } });
    const d: Domain = (await t.request({ method: 'POST', url: '/api/email-sending/domains', token, body: { domain: 'dkim-owned.test' } })).json().domain;
    expect(d.records.dkim?.name).toBe('u1._domainkey.dkim-owned.test');
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain.status).toBe('failed');
    // published as a zone would: split into 255-byte strings
    dns.txt.set('u1._domainkey.dkim-owned.test', [d.records.dkim!.value]);
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain).toMatchObject({
      status: 'verified',
      verifiedBy: 'dkim',
    });
  });

  it('refuses bad and duplicate domains and keeps each workspace to its own', async () => {
    const a = await t.register();
    const b = await t.register();
    const bad = await t.request({ method: 'POST', url: '/api/email-sending/domains', token: a.token, body: { domain: 'not a domain' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'body.domain', code: 'v.hostname' });
    const d = (await t.request({ method: 'POST', url: '/api/email-sending/domains', token: a.token, body: { domain: 'a-only.test' } })).json().domain;
    const dup = await t.request({ method: 'POST', url: '/api/email-sending/domains', token: a.token, body: { domain: 'A-ONLY.test' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'SENDING_DOMAIN_EXISTS' });
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/email-sending/domains/${d.id}`, token: b.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/email-sending/domains', token: b.token })).json().domains).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/email-sending/domains/${d.id}`, token: a.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/email-sending/domains' })).statusCode).toBe(401);
  });
});

describe('campaign From through the platform relay', () => {
  // sendAndRead sends a one-recipient campaign and returns the message the capture mailbox received
  async function sendAndRead(token: string, fromEmail: string, fromName: string, to: string) {
    const body = { name: `From ${to}`, subject: `Hello ${to}`, htmlContent: '<p>Hello</p>', fromEmail, fromName, recipients: to };
    const c = (await t.request({ method: 'POST', url: '/api/campaigns', token, body })).json().campaign;
    expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token })).statusCode).toBe(200);
    const [mail] = await waitFor(async () => {
      const rows = await t.sql('SELECT from_address, headers FROM captured_mails WHERE subject = $1', [`Hello ${to}`]);
      return rows.length ? rows : undefined;
    }, 30_000);
    return { from: String(mail.from_address), headers: String(mail.headers) };
  }

  it('sends an unverified domain from the platform address with the workspace name and the requested Reply-To', async () => {
    const { token, user } = await t.register();
    const [ws] = await t.sql('SELECT name FROM workspaces WHERE id = $1', [user.workspaceId]);
    const spoof = await sendAndRead(token, 'security@paypal.com', 'PayPal Security', 'victim@spoof.test');
    expect(spoof.from).toBe(`"${ws.name}" <no-reply@ulak.example>`);
    expect(spoof.from).not.toMatch(/paypal/i);
    expect(spoof.headers).toMatch(/^From: .*<no-reply@ulak\.example>$/m);
    expect(spoof.headers).toMatch(/^Reply-To: security@paypal\.com$/m);

    // once the workspace proves it owns its domain, its own From goes out unchanged
    const d: Domain = (await t.request({ method: 'POST', url: '/api/email-sending/domains', token, body: { domain: 'own-brand.test' } })).json().domain;
    dns.txt.set(d.records.txt.name, [d.records.txt.value]);
    expect((await t.request({ method: 'POST', url: `/api/email-sending/domains/${d.id}/verify`, token })).json().domain.status).toBe('verified');
    const own = await sendAndRead(token, 'news@own-brand.test', 'Own Brand', 'reader@own.test');
    expect(own.from).toBe('"Own Brand" <news@own-brand.test>');
    expect(own.headers).not.toMatch(/^Reply-To:/m);
  }, 90_000);
});
