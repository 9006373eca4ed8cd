import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { SSL_CHECK_CRON } from '@ulak/shared';
import { startDomainTestDns, type DomainTestDns } from './test-dns.js';
import { createTestCa, startTlsServer } from './test-tls.js';
import { checkCertificate, resolverLookup } from './certificates.js';
import { createDomainResolver } from './domains.js';
import { apiLimiter, leaseSize } from './limiter.js';
import { whiteLabelRepo } from './white-label.repo.js';
import { whiteLabelService } from './white-label.service.js';
import { startStripe, type StripeStandIn } from '../../../test/stand-ins/stripe.js';

const PRODUCT = 'app.ulak.test';
const DAY = 86_400_000;
let t: TestApp;
let dns: DomainTestDns;
let admin: string;
type Party = { token: string; user: { id: string; workspaceId: string; email: string }; resellerId: string };
let a: Party;
let b: Party;
let tenantA: { id: string };
let tenantToken: string;
let stripe: StripeStandIn;
const WEBHOOK_SECRET = 'whsec_white_label';

const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]).toString('base64')}`;

// reseller registers a user and makes its workspace a reseller.
async function reseller(name: string, tier: string): Promise<Party> {
  const u = await t.register({ firstName: name, lastName: 'Bayi' });
  const res = await t.request({ method: 'POST', url: '/api/white-label/resellers', token: admin, body: { name, email: u.user.email, tier } });
  expect(res.statusCode).toBe(200);
  return { ...u, resellerId: res.json().reseller.id };
}

beforeAll(async () => {
  dns = await startDomainTestDns();
  // a local server speaking Stripe's protocol takes the tenants' payments; its signed webhooks go to the app
  stripe = await startStripe({ webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_wl' });
  t = await startTestApp({
    ULAK_DNS_SERVERS: dns.server,
    ULAK_PUBLIC_URL: `https://${PRODUCT}`,
    ULAK_PAYMENT_URL: stripe.url,
    ULAK_PAYMENT_SECRET_KEY: 'sk_test_wl',
    ULAK_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  stripe.onDeliver(async (payload, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    return res.statusCode;
  });
  admin = await t.adminToken();
  a = await reseller('Alfa', 'gold');
  b = await reseller('Beta', 'bronze');
  tenantA = await newTenant('Alfa Müşteri', 'owner@alfa-musteri.test', 'Ece', 'Demir');
  const ownerId = (await t.sql("SELECT id FROM users WHERE email = 'owner@alfa-musteri.test'"))[0].id as string;
  tenantToken = (await t.request({ method: 'POST', url: `/api/admin/users/${ownerId}/impersonate`, token: admin, body: { reason: 'white-label test' } })).json()
    .token;
});
// newTenant has reseller Alfa create a tenant and its first user's invitation.
async function newTenant(name: string, ownerEmail: string, ownerFirstName: string, ownerLastName: string): Promise<{ id: string }> {
  const created = await t.request({
    method: 'POST',
    url: '/api/white-label/tenants',
    token: a.token,
    body: { name, ownerEmail, ownerFirstName, ownerLastName },
  });
  expect(created.statusCode).toBe(200);
  return created.json().tenant;
}

afterAll(async () => {
  await t?.stop();
  await dns?.close();
  await stripe?.close();
});

// payUpgrade moves the workspace to a paid plan through the payment provider and pays it (the billing module's flow)
async function payUpgrade(token: string, planType: string) {
  const res = await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType } });
  expect(res.statusCode, res.body).toBe(200);
  expect(await stripe.pay(String(res.json().clientSecret).split('_secret_')[0] ?? '')).toBe(200);
}

describe('white-label', () => {
  it('creates a tenant with its first user invited, listed only for its reseller', async () => {
    expect(tenantA).toMatchObject({ name: 'Alfa Müşteri', status: 'pending', plan: 'free', users: 1 });
    const mine = (await t.request({ method: 'GET', url: '/api/white-label/tenants', token: a.token })).json().tenants;
    expect(mine.map((x: { id: string }) => x.id)).toEqual([tenantA.id]);
    expect((await t.request({ method: 'GET', url: '/api/white-label/tenants', token: b.token })).json().tenants).toEqual([]);
    const plain = await t.register();
    expect((await t.request({ method: 'GET', url: '/api/white-label/tenants', token: plain.token })).json().code).toBe('WL_NOT_RESELLER');
    expect((await t.request({ method: 'GET', url: '/api/white-label/resellers', token: plain.token })).statusCode).toBe(403);
    const taken = await t.request({
      method: 'POST',
      url: '/api/white-label/tenants',
      token: b.token,
      body: { name: 'Kopya', ownerEmail: 'owner@alfa-musteri.test', ownerFirstName: 'X', ownerLastName: 'Y' },
    });
    expect(taken.json().code).toBe('WL_TENANT_EMAIL_TAKEN');
    const invite = await t.sql("SELECT 1 FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = 'owner@alfa-musteri.test'");
    expect(invite.length).toBe(1);
  });

  it('keeps resellers apart on every endpoint that names a tenant', async () => {
    const q = `?workspaceId=${tenantA.id}`;
    const branding = (await t.request({ method: 'GET', url: `/api/white-label/branding/settings${q}`, token: a.token })).json().branding;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/white-label/branding/settings${q}`],
      ['PUT', `/api/white-label/branding/settings${q}`, branding],
      ['PUT', `/api/white-label/branding/logo${q}`, { dataUrl: PNG }],
      ['POST', '/api/white-label/domains/custom', { domain: 'steal.example.org', tenantId: tenantA.id }],
      ['GET', `/api/white-label/api-limits${q}`],
      [
        'PUT',
        `/api/white-label/api-limits${q}`,
        {
          global: { perMinute: 1, perHour: 1, perDay: 1, concurrentConnections: 1, dataPerMonthGb: 1 },
          endpoints: { campaigns: 1, contacts: 1, analytics: 1, invoices: 1, automation: 1 },
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request({ method, url, body, token: b.token });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('WL_NOT_YOUR_TENANT');
      const other = url.replace(tenantA.id, b.user.workspaceId);
      const asTenant = await t.request({
        method,
        url: other,
        body: body && typeof body === 'object' && 'tenantId' in body ? { ...body, tenantId: b.user.workspaceId } : body,
        token: tenantToken,
      });
      expect(asTenant.statusCode, `tenant ${method} ${other}`).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: `/api/white-label/resellers/${a.resellerId}/commissions`, token: b.token })).statusCode).toBe(403);
    const resellers = (await t.request({ method: 'GET', url: '/api/white-label/resellers', token: b.token })).json();
    expect(resellers.resellers.map((r: { id: string }) => r.id)).toEqual([b.resellerId]);
    // admin-only reseller management
    for (const [method, url, body] of [
      ['POST', '/api/white-label/resellers', { name: 'X', email: a.user.email, tier: 'gold' }],
      ['PATCH', `/api/white-label/resellers/${b.resellerId}`, { tier: 'gold' }],
      ['POST', '/api/white-label/commissions/accrue'],
    ] as [string, string, unknown?][]) {
      expect((await t.request({ method, url, body, token: a.token })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.sql('SELECT count(*)::int n FROM wl_domains'))[0].n).toBe(0);
    expect((await t.sql('SELECT count(*)::int n FROM wl_api_limits'))[0].n).toBe(0);
  });

  it('validates branding and logos, and lets a reseller brand its tenant', async () => {
    const q = `?workspaceId=${tenantA.id}`;
    const base = (await t.request({ method: 'GET', url: `/api/white-label/branding/settings${q}`, token: a.token })).json().branding;
    const bad = { ...base, branding: { ...base.branding, primaryColor: 'red; background:url(x)' } };
    expect((await t.request({ method: 'PUT', url: `/api/white-label/branding/settings${q}`, token: a.token, body: bad })).statusCode).toBe(400);
    const good = {
      ...base,
      companyInfo: { ...base.companyInfo, name: 'Alfa Marka' },
      branding: { ...base.branding, primaryColor: '#112233' },
      whiteLabel: { ...base.whiteLabel, enabled: true },
    };
    const saved = await t.request({ method: 'PUT', url: `/api/white-label/branding/settings${q}`, token: a.token, body: good });
    expect(saved.json().branding.branding.primaryColor).toBe('#112233');
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect((await t.request({ method: 'PUT', url: `/api/white-label/branding/logo${q}`, token: a.token, body: { dataUrl: svg } })).json().code).toBe(
      'WL_LOGO_INVALID',
    );
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    expect((await t.request({ method: 'PUT', url: `/api/white-label/branding/logo${q}`, token: a.token, body: { dataUrl: fake } })).json().code).toBe(
      'WL_LOGO_INVALID',
    );
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.alloc(300 * 1024)]).toString('base64')}`;
    expect((await t.request({ method: 'PUT', url: `/api/white-label/branding/logo${q}`, token: a.token, body: { dataUrl: big } })).statusCode).toBe(413);
    const logo = await t.request({ method: 'PUT', url: `/api/white-label/branding/logo${q}`, token: a.token, body: { dataUrl: PNG } });
    expect(logo.json().logoUrl).toContain(`/api/white-label/branding/logo/${tenantA.id}`);
    const img = await t.app.inject({ method: 'GET', url: `/api/white-label/branding/logo/${tenantA.id}` });
    expect(img.headers['content-type']).toBe('image/png');
    // the tenant edits its own branding but not what its reseller allows it
    const own = (await t.request({ method: 'GET', url: '/api/white-label/branding/settings', token: tenantToken })).json().branding;
    const widened = { ...own, customization: { allowCustomDomain: false, allowLogoUpload: false } };
    await t.request({ method: 'PUT', url: `/api/white-label/branding/settings${q}`, token: a.token, body: widened });
    const tried = await t.request({
      method: 'PUT',
      url: '/api/white-label/branding/settings',
      token: tenantToken,
      body: { ...widened, customization: { allowCustomDomain: true, allowLogoUpload: true } },
    });
    expect(tried.json().branding.customization).toEqual({ allowCustomDomain: false, allowLogoUpload: false });
    expect(
      (await t.request({ method: 'POST', url: '/api/white-label/domains/custom', token: tenantToken, body: { domain: 'own.example.org' } })).json().code,
    ).toBe('WL_DOMAIN_NOT_ALLOWED');
    await t.request({ method: 'PUT', url: `/api/white-label/branding/settings${q}`, token: a.token, body: good });
  });

  it('verifies a custom domain against real DNS, serves its branding by Host and answers the TLS question', async () => {
    const add = (domain: string, token = a.token) =>
      t.request({ method: 'POST', url: '/api/white-label/domains/custom', token, body: { domain, tenantId: tenantA.id } });
    expect((await add('not a host')).json().code).toBe('WL_DOMAIN_INVALID');
    expect((await add('192.168.1.1')).json().code).toBe('WL_DOMAIN_INVALID');
    expect((await add(`tenant.${PRODUCT}`)).json().code).toBe('WL_DOMAIN_OWN');
    const added = await add('App.Alfa-Musteri.test');
    expect(added.statusCode).toBe(200);
    const d = added.json().domain;
    expect(d).toMatchObject({ domain: 'app.alfa-musteri.test', verificationStatus: 'pending', status: 'pending', sslStatus: 'pending', sslError: null });
    const txt = d.dnsRecords.find((r: { type: string }) => r.type === 'TXT');
    expect(txt.name).toBe('_ulak-verify.app.alfa-musteri.test');
    expect(d.dnsRecords.find((r: { type: string }) => r.type === 'CNAME').value).toBe(PRODUCT);
    expect(
      (await t.request({ method: 'POST', url: '/api/white-label/domains/custom', token: b.token, body: { domain: 'app.alfa-musteri.test' } })).json().code,
    ).toBe('WL_DOMAIN_CLAIMED');

    const ask = (domain: string, ip = '127.0.0.1') => t.request({ method: 'GET', url: `/api/white-label/tls/ask?domain=${domain}`, ip });
    expect((await ask('app.alfa-musteri.test')).statusCode).toBe(403);

    dns.txt.set(txt.name, [txt.value]);
    dns.cname.set('app.alfa-musteri.test', PRODUCT);
    const verified = (await t.request({ method: 'POST', url: `/api/white-label/domains/custom/${d.id}/verify`, token: a.token })).json().domain;
    expect(verified).toMatchObject({ verificationStatus: 'verified', dnsStatus: 'configured', status: 'active' });
    // verified, so its certificate is checked at once: the name has no address record here
    expect(verified).toMatchObject({ sslStatus: 'error', sslError: 'unresolvable' });
    expect((await t.request({ method: 'POST', url: `/api/white-label/domains/custom/${d.id}/verify`, token: b.token })).statusCode).toBe(403);
    // another reseller neither lists nor removes it; a plain workspace lists nothing of it either
    expect((await t.request({ method: 'DELETE', url: `/api/white-label/domains/custom/${d.id}`, token: b.token })).statusCode).toBe(403);
    const listed = (token: string) =>
      t.request({ method: 'GET', url: '/api/white-label/domains/custom', token }).then((r) => r.json().domains.map((x: { id: string }) => x.id));
    expect(await listed(b.token)).not.toContain(d.id);
    expect(await listed(a.token)).toContain(d.id);
    expect(await listed(tenantToken)).toContain(d.id);
    expect((await ask('app.alfa-musteri.test')).statusCode).toBe(200);
    expect((await ask('app.alfa-musteri.test', '10.1.2.3')).json().code).toBe('WL_LOOPBACK_ONLY');
    expect((await ask('unknown.example.org')).statusCode).toBe(403);

    const current = (await t.request({ method: 'GET', url: '/api/white-label/branding/current', headers: { host: 'app.alfa-musteri.test' } })).json();
    expect(current.branding).toMatchObject({ companyInfo: { name: 'Alfa Marka' }, branding: { primaryColor: '#112233' }, whiteLabel: { enabled: true } });
    expect(current.logoUrl).toContain(tenantA.id);
    expect((await t.request({ method: 'GET', url: '/api/white-label/branding/current', headers: { host: PRODUCT } })).json().branding).toBeNull();
    const tenants = (await t.request({ method: 'GET', url: '/api/white-label/tenants', token: a.token })).json().tenants;
    expect(tenants[0]).toMatchObject({ domain: 'app.alfa-musteri.test', customBranding: { enabled: true, companyName: 'Alfa Marka' } });

    // the record goes away: the re-check marks it pending again and no certificate is issued
    dns.txt.delete(txt.name);
    const lost = (await t.request({ method: 'POST', url: `/api/white-label/domains/custom/${d.id}/verify`, token: a.token })).json().domain;
    expect(lost).toMatchObject({ verificationStatus: 'pending', sslStatus: 'pending', sslError: null });
    expect((await ask('app.alfa-musteri.test')).statusCode).toBe(403);
  });

  it('checks the certificate a verified domain serves when it verifies and every day: valid, expiring, expired', async () => {
    // the app's own check goes to port 443 of public addresses only; this one, built on the same database, is pointed at
    // a local TLS server and trusts the test CA
    const ca = createTestCa();
    const host = 'shop.alfa-musteri.test';
    const tlsServer = await startTlsServer(ca.issue({ hosts: [host], notAfter: new Date(Date.now() + 60 * DAY) }));
    try {
      const resolver = createDomainResolver([dns.server]);
      const probe = { lookup: resolverLookup(resolver), allowPrivate: true, port: tlsServer.port, ca: [ca.cert] };
      const repo = whiteLabelRepo(t.ctx.database.db);
      const service = whiteLabelService(repo, {
        productHost: PRODUCT,
        publicUrl: `https://${PRODUCT}`,
        resolver,
        limiter: apiLimiter(repo),
        createAccount: async () => undefined,
        sendMail: async () => undefined,
        invoices: async () => [],
        checkCertificate: (h) => checkCertificate(h, probe),
      });
      const list = async () =>
        (await t.request({ method: 'GET', url: '/api/white-label/domains/custom', token: a.token }))
          .json()
          .domains.find((x: { domain: string }) => x.domain === host);
      const d = (
        await t.request({ method: 'POST', url: '/api/white-label/domains/custom', token: a.token, body: { domain: host, tenantId: tenantA.id } })
      ).json().domain;
      expect(d.sslStatus).toBe('pending');
      expect(tlsServer.connections()).toBe(0);

      dns.txt.set(`_ulak-verify.${host}`, [d.dnsRecords[0].value]);
      dns.cname.set(host, PRODUCT);
      dns.a.set(host, ['127.0.0.1']);
      await service.recheckDomains(new Date(Date.now() + 1000));
      const valid = await list();
      expect(valid).toMatchObject({ verificationStatus: 'verified', sslStatus: 'valid', sslError: null, sslDetail: null });
      expect(Math.round((new Date(valid.sslExpiresAt).getTime() - Date.now()) / DAY)).toBe(60);
      expect(tlsServer.connections()).toBe(1);
      // the quarter-hourly DNS re-check does not probe a domain already checked; the daily job does
      await service.recheckDomains(new Date(Date.now() + 1000));
      expect(tlsServer.connections()).toBe(1);

      tlsServer.serve(host, ca.issue({ hosts: [host], notAfter: new Date(Date.now() + 3 * DAY) }));
      await service.recheckCertificates();
      expect(await list()).toMatchObject({ sslStatus: 'expiring', sslError: null });

      tlsServer.serve(host, ca.issue({ hosts: [host], notBefore: new Date(Date.now() - 90 * DAY), notAfter: new Date(Date.now() - DAY) }));
      await service.recheckCertificates();
      expect(await list()).toMatchObject({ sslStatus: 'error', sslError: 'expired', sslDetail: 'CERT_HAS_EXPIRED' });

      const [schedule] = await t.sql("SELECT cron FROM pgboss.schedule WHERE name = 'white-label.certificates'");
      expect(schedule.cron).toBe(SSL_CHECK_CRON);
    } finally {
      await tlsServer.close();
    }
  });

  it('books a commission per paid tenant invoice and reverses it on refund, in an append-only ledger', async () => {
    expect(
      (await t.request({ method: 'PATCH', url: `/api/white-label/resellers/${a.resellerId}`, token: admin, body: { commissionRate: 120 } })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/white-label/resellers/${a.resellerId}`, token: admin, body: { commissionRate: 25 } })).statusCode,
    ).toBe(200);
    const accrue = async () => (await t.request({ method: 'POST', url: '/api/white-label/commissions/accrue', token: admin })).json().booked;
    const me = async () => (await t.request({ method: 'GET', url: '/api/white-label/resellers', token: a.token })).json().resellers[0];
    const ledger = async () =>
      (await t.request({ method: 'GET', url: `/api/white-label/resellers/${a.resellerId}/commissions`, token: a.token })).json().entries;
    // nothing is booked for a plan nobody paid for
    await t.sql("UPDATE subscriptions SET plan_type = 'premium', status = 'active', current_period_start = now() WHERE workspace_id = $1", [tenantA.id]);
    expect(await accrue()).toBe(0);
    await t.sql("UPDATE subscriptions SET plan_type = 'free' WHERE workspace_id = $1", [tenantA.id]);

    // the tenant pays an upgrade through the payment provider: the billing module issues its invoice
    await payUpgrade(tenantToken, 'starter');
    expect(await accrue()).toBe(1);
    expect(await accrue()).toBe(0);
    const [sale] = await ledger();
    expect(sale).toMatchObject({ kind: 'sale', tenant: 'Alfa Müşteri', sale: 9, commission: 2.25, currency: 'EUR' });
    expect(sale.invoiceNumber).toMatch(/^ULK-\d{4}-\d{6}$/);
    expect(await me()).toMatchObject({
      totalSales: 9,
      monthlyCommission: 2.25,
      customersReferred: 1,
      commissionRate: 25,
      performance: { conversionRate: 100, customerRetention: 100, averageDealSize: 9 },
    });
    expect((await t.request({ method: 'GET', url: '/api/white-label/tenants', token: a.token })).json().tenants[0].monthlyRevenue).toBe(9);
    // another reseller's ledger holds none of it
    const theirs = (await t.request({ method: 'GET', url: `/api/white-label/resellers/${b.resellerId}/commissions`, token: b.token })).json().entries;
    expect(theirs).toEqual([]);

    // the platform refunds the invoice: the next accrual books a reversal, the sale stays as it was
    const [invoice] = (await t.request({ method: 'GET', url: '/api/subscriptions/invoices', token: tenantToken })).json().invoices;
    const refunded = await t.request({ method: 'POST', url: `/api/admin/billing/invoices/${invoice.id}/refund`, token: admin, body: { reason: 'test' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await accrue()).toBe(1);
    expect(await accrue()).toBe(0);
    const entries = await ledger();
    expect(entries.map((e: { kind: string }) => e.kind).sort()).toEqual(['reversal', 'sale']);
    expect(entries.find((e: { kind: string }) => e.kind === 'reversal')).toMatchObject({ sale: -9, commission: -2.25, invoiceNumber: sale.invoiceNumber });
    expect(entries.find((e: { kind: string }) => e.kind === 'sale')).toMatchObject({ id: sale.id, sale: 9, commission: 2.25 });
    expect(await me()).toMatchObject({
      totalSales: 0,
      monthlyCommission: 0,
      performance: { conversionRate: 100, customerRetention: 0, averageDealSize: 0 },
    });
    expect(await me()).toHaveProperty('lastSale', sale.occurredAt);

    // a passive reseller earns nothing on the next payment
    await t.request({ method: 'PATCH', url: `/api/white-label/resellers/${a.resellerId}`, token: admin, body: { status: 'passive' } });
    await payUpgrade(tenantToken, 'premium');
    expect(await accrue()).toBe(0);
    await t.request({ method: 'PATCH', url: `/api/white-label/resellers/${a.resellerId}`, token: admin, body: { status: 'active' } });
  });

  it('limits a tenant per endpoint per minute with 429, Retry-After and RateLimit headers; only its reseller sets the limits', async () => {
    const usage = (await t.request({ method: 'GET', url: `/api/white-label/api-limits?workspaceId=${tenantA.id}`, token: a.token })).json();
    expect(usage.limits.endpoints).toEqual({ campaigns: 1000, contacts: 2000, analytics: 500, invoices: 300, automation: 800 });
    const limits = { ...usage.limits, endpoints: { ...usage.limits.endpoints, contacts: 3 } };
    expect(
      (await t.request({ method: 'PUT', url: `/api/white-label/api-limits?workspaceId=${tenantA.id}`, token: tenantToken, body: limits })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/white-label/api-limits?workspaceId=${tenantA.id}`,
          token: a.token,
          body: { ...limits, endpoints: { ...limits.endpoints, contacts: 0 } },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'PUT', url: `/api/white-label/api-limits?workspaceId=${tenantA.id}`, token: a.token, body: limits })).statusCode).toBe(
      200,
    );
    // the limiter counts fixed wall-clock minutes: start the four requests (and the usage read after them) well inside one
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.request({ method: 'GET', url: '/api/contacts', token: tenantToken });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(last?.json().code).toBe('API_LIMIT_EXCEEDED');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.headers['ratelimit-limit']).toBe('3');
    expect(last?.headers['ratelimit-remaining']).toBe('0');
    // other endpoints and other tenants are not affected
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: tenantToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/contacts', token: a.token })).statusCode).toBe(200);
    const now = (await t.request({ method: 'GET', url: '/api/white-label/api-limits', token: tenantToken })).json();
    expect(now.usage.endpoints.contacts).toBe(4);
    expect(now.custom).toBe(true);
    // a request with one of the tenant's API keys counts against the same limits
    const key = await t.request({ method: 'POST', url: '/api/settings/api-keys', token: tenantToken, body: { name: 'ERP', scopes: ['contacts:read'] } });
    expect(key.statusCode).toBe(201);
    const withKey = await t.request({ method: 'GET', url: '/api/contacts', token: key.json().token });
    expect(withKey.statusCode).toBe(429);
    expect(withKey.json().code).toBe('API_LIMIT_EXCEEDED');
    // the workspace's limit (3) is tighter than the key's own budget (120 a minute): its headers are the ones shown
    expect(withKey.headers['ratelimit-limit']).toBe('3');
    expect(Number(withKey.headers['retry-after'])).toBeGreaterThan(0);
    const after = (await t.request({ method: 'GET', url: '/api/white-label/api-limits', token: tenantToken })).json();
    expect(after.usage.endpoints.contacts).toBe(5);
    // the bytes of the answers are measured for the month
    expect(after.usage.dataBytes).toBeGreaterThan(0);
  }, 60_000);

  it('enforces the concurrent-connection limit across processes and the data per month', async () => {
    const url = `/api/white-label/api-limits?workspaceId=${tenantA.id}`;
    const base = (await t.request({ method: 'GET', url, token: a.token })).json().limits;
    const put = (global: Record<string, number>) =>
      t.request({
        method: 'PUT',
        url,
        token: a.token,
        body: { ...base, global: { ...base.global, ...global }, endpoints: { ...base.endpoints, contacts: 2000 } },
      });
    expect((await put({ concurrentConnections: 2 })).statusCode).toBe(200);
    // a second limiter on the same database stands for another API process: it holds two requests of the tenant open
    const second = apiLimiter(whiteLabelRepo(t.ctx.database.db));
    const ends: ((bytes: number) => void)[] = [];
    const open = () =>
      second.check(tenantA.id, { method: 'GET', url: '/api/contacts', ip: '10.0.0.1', header: () => undefined, onEnd: (done) => ends.push(done) });
    await open();
    await open();
    // a third request in that process is refused at once
    await expect(open()).rejects.toMatchObject({ status: 429, code: 'API_CONCURRENCY_EXCEEDED' });
    // it publishes its requests in flight; the app's own limiter reads them within a second and refuses the tenant too
    await second.sync();
    const refused = await waitFor(async () => {
      const r = await t.request({ method: 'GET', url: '/api/contacts', token: tenantToken });
      return r.statusCode === 429 && r;
    }, 5000);
    expect(refused.json().code).toBe('API_CONCURRENCY_EXCEEDED');
    expect(refused.headers['retry-after']).toBe('1');
    // every request of the tenant is refused now, the usage is read by its reseller
    expect((await t.request({ method: 'GET', url, token: a.token })).json().usage.concurrent).toBeGreaterThanOrEqual(2);
    // both answers end: the slots are free again, here and there
    for (const end of ends) end(100);
    await second.sync();
    await waitFor(async () => (await t.request({ method: 'GET', url: '/api/contacts', token: tenantToken })).statusCode === 200, 5000);
    await open();
    await second.close();
    expect((await t.sql('SELECT count(*)::int n FROM wl_inflight WHERE workspace_id = $1', [tenantA.id]))[0].n).toBe(0);

    // a month whose data is used up is refused until the next month
    const month = new Date().toISOString().slice(0, 7);
    await t.sql(
      'INSERT INTO wl_data_usage (workspace_id, month, bytes) VALUES ($1, $2, $3) ON CONFLICT (workspace_id, month) DO UPDATE SET bytes = excluded.bytes',
      [tenantA.id, month, 2 ** 30],
    );
    expect((await put({ concurrentConnections: 1000, dataPerMonthGb: 1 })).statusCode).toBe(200);
    const full = await t.request({ method: 'GET', url: '/api/contacts', token: tenantToken });
    expect(full.statusCode).toBe(429);
    expect(full.json().code).toBe('API_DATA_LIMIT_EXCEEDED');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url, token: a.token })).json().usage.dataBytes).toBeGreaterThanOrEqual(2 ** 30);
    await t.sql('DELETE FROM wl_data_usage WHERE workspace_id = $1', [tenantA.id]);
    expect((await put({ dataPerMonthGb: 1024 })).statusCode).toBe(200);
  });

  it('leases quota: two processes admit exactly the limit between them with a counter write per lease, not per request', async () => {
    // a tenant of its own: no other limiter holds a lease of its windows
    const tenant = await newTenant('Kota Müşteri', 'owner@kota-musteri.test', 'Kaan', 'Er');
    const url = `/api/white-label/api-limits?workspaceId=${tenant.id}`;
    const base = (await t.request({ method: 'GET', url, token: a.token })).json().limits;
    const global = { ...base.global, perMinute: 2000, perHour: 1_000_000, perDay: 10_000_000, concurrentConnections: 1000 };
    expect((await t.request({ method: 'PUT', url, token: a.token, body: { ...base, global } })).statusCode).toBe(200);
    expect(leaseSize(2000)).toBe(8);
    expect(leaseSize(300)).toBe(1);
    let writes = 0;
    const repo = whiteLabelRepo(t.ctx.database.db);
    const counted = { ...repo, hit: (keys: Parameters<typeof repo.hit>[0]) => ((writes += 1), repo.hit(keys)) };
    const one = apiLimiter(counted);
    const two = apiLimiter(counted);
    const info = { method: 'GET', url: '/api/other', ip: '10.0.0.1', header: () => undefined };
    let admitted = 0;
    let refused = 0;
    const ask = (limiter: typeof one) =>
      limiter.check(tenant.id, info).then(
        () => void (admitted += 1),
        (err: { status?: number }) => {
          if (err.status !== 429) throw err;
          refused += 1;
        },
      );
    // one fixed wall-clock minute for the whole run
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const round = async (n: number) => {
      for (let i = 0; i < n; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => ask(j % 2 ? one : two)));
    };
    await round(1600);
    expect(admitted).toBe(1600);
    // about one write per lease of 8 (the minute's; the hour's and the day's ride along), far from one per request
    expect(writes).toBeLessThan(1600 / 4);
    await round(1400);
    expect(admitted).toBe(2000);
    expect(refused).toBe(1000);
    // the counter holds every lease taken (refused requests count as asked, as with a lease of one)
    const [row] = await t.sql(`SELECT count FROM wl_rate_counters WHERE key = $1 ORDER BY window_start DESC LIMIT 1`, [`${tenant.id}:m`]);
    expect(Number(row.count)).toBeGreaterThanOrEqual(3000);
    await one.close();
    await two.close();
  });
});
