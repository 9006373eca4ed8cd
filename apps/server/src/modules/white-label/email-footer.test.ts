import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { brandMail } from './email-brand.js';

const FOOTER = 'Alfa Marka A.Ş. <Kadıköy> & İstanbul\nDestek: destek@alfa-marka.test';
const FOOTER_HTML = 'Alfa Marka A.Ş. &lt;Kadıköy&gt; &amp; İstanbul\nDestek: destek@alfa-marka.test';

let t: TestApp;
let admin: string;
type Tenant = { workspaceId: string; email: string; token: string };
let branded: Tenant;
let plain: Tenant;

// tenantOf makes a reseller with one tenant, sets the tenant's branding and signs in as the tenant's owner.
async function tenantOf(name: string, email: string, whiteLabel: { enabled: boolean; customEmailFooter: string }): Promise<Tenant> {
  const r = await t.register({ firstName: name, lastName: 'Bayi' });
  await t.request({ method: 'POST', url: '/api/white-label/resellers', token: admin, body: { name, email: r.user.email, tier: 'gold' } });
  const body = { name: `${name} Müşteri`, ownerEmail: email, ownerFirstName: 'Ece', ownerLastName: 'Demir' };
  const tenant = (await t.request({ method: 'POST', url: '/api/white-label/tenants', token: r.token, body })).json().tenant;
  const q = `?workspaceId=${tenant.id}`;
  const current = (await t.request({ method: 'GET', url: `/api/white-label/branding/settings${q}`, token: r.token })).json().branding;
  const next = { ...current, companyInfo: { ...current.companyInfo, name: `${name} Marka` }, whiteLabel: { ...current.whiteLabel, ...whiteLabel } };
  expect((await t.request({ method: 'PUT', url: `/api/white-label/branding/settings${q}`, token: r.token, body: next })).statusCode).toBe(200);
  // the owner has set a password by the invitation's link (which proves the address)
  const [owner] = await t.sql('UPDATE users SET email_verified_at = now() WHERE email = $1 RETURNING id', [email]);
  const token = (await t.request({ method: 'POST', url: `/api/admin/users/${owner.id}/impersonate`, token: admin, body: { reason: 'footer test' } })).json()
    .token;
  return { workspaceId: tenant.id, email, token };
}

type Captured = { from_address: string; subject: string; text: string; html: string };
const captured = (to: string, subject = '%') =>
  waitFor(
    async () =>
      (await t.sql('SELECT from_address, subject, text, html FROM captured_mails WHERE to_addresses LIKE $1 AND subject LIKE $2', [`%${to}%`, subject]))[0] as
        Captured | undefined,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  branded = await tenantOf('Alfa', 'owner@alfa-footer.test', { enabled: true, customEmailFooter: FOOTER });
  // another tenant has a footer stored but white-label off: neither its footer nor another's goes into its mail
  plain = await tenantOf('Beta', 'owner@beta-footer.test', { enabled: false, customEmailFooter: 'Beta footer' });
});
afterAll(async () => {
  await t?.stop();
});

const sendCampaign = async (tenant: Tenant, to: string) => {
  const body = {
    name: 'Footer',
    subject: 'Kasım',
    htmlContent: '<html><body><p>Selam</p></body></html>',
    recipients: to,
    trackOpens: false,
    trackClicks: false,
  };
  const c = (await t.request({ method: 'POST', url: '/api/campaigns', token: tenant.token, body })).json().campaign;
  expect((await t.request({ method: 'POST', url: `/api/campaigns/${c.id}/send`, token: tenant.token })).statusCode).toBe(200);
  return captured(to);
};

describe('white-label email footer', () => {
  it('rewrites a product email: the brand name for the product name, the footer escaped in HTML and as is in text', () => {
    const mail = { to: 'x@y.test', subject: 'Your Ulak code', text: 'Hello from Ulak.\n', html: '<html><body><p>Ulak</p></body></html>' };
    const out = brandMail(mail, { name: 'Acme & Co', footer: '<b>Acme</b>' }, 'Workspace');
    expect(out).toMatchObject({ subject: 'Your Acme & Co code', text: 'Hello from Acme & Co.\n\n<b>Acme</b>\n', fromName: 'Acme & Co' });
    expect(out.html).toContain('<p>Acme &amp; Co</p>');
    expect(out.html).toContain('&lt;b&gt;Acme&lt;/b&gt;</p></body></html>');
    // a brand without a company name speaks as its workspace
    expect(brandMail(mail, { name: '', footer: '' }, 'Alfa Müşteri').subject).toBe('Your Alfa Müşteri code');
  });

  it("puts the tenant's footer into its campaign mail, keeping the unsubscribe link and List-Unsubscribe; another tenant's mail has none", async () => {
    const mail = await sendCampaign(branded, 'reader@alfa-footer.test');
    expect(mail.text).toContain(FOOTER);
    expect(mail.html).toContain(FOOTER_HTML);
    expect(mail.html).not.toContain('<Kadıköy>');
    expect(mail.html).toContain('/api/public/unsubscribe/');
    const [headers] = await t.sql("SELECT headers FROM captured_mails WHERE to_addresses LIKE '%reader@alfa-footer.test%'");
    expect(String(headers.headers)).toMatch(/list-unsubscribe-post/i);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\bUlak\b/);

    const other = await sendCampaign(plain, 'reader@beta-footer.test');
    expect(other.text).not.toContain('Beta footer');
    expect(other.text).not.toContain('Alfa Marka');
    expect(other.html).not.toContain('Alfa Marka');
  }, 30_000);

  it("sends a tenant user's password reset under the tenant's brand and footer; another tenant's user gets the product's", async () => {
    for (const email of [branded.email, plain.email]) await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email } });
    const mail = await captured(branded.email, '%reset%');
    expect(mail.subject).toBe(`Your Alfa Marka password reset code: ${/\d{6}/.exec(mail.subject)?.[0]}`);
    expect(mail.from_address).toContain('Alfa Marka');
    expect(mail.text).toContain(FOOTER);
    expect(mail.html).toContain(FOOTER_HTML);
    for (const part of [mail.subject, mail.text, mail.html, mail.from_address]) expect(part).not.toMatch(/\bUlak\b/);

    const other = await captured(plain.email, '%reset%');
    expect(other.subject).toMatch(/\bUlak\b/);
    expect(other.text).not.toContain('Beta footer');
  }, 30_000);

  it("brands a reseller's invitation to a new tenant (no branding of its own yet) with the reseller's white-label", async () => {
    const r = await t.register({ firstName: 'Gamma', lastName: 'Bayi' });
    await t.request({ method: 'POST', url: '/api/white-label/resellers', token: admin, body: { name: 'Gamma', email: r.user.email, tier: 'gold' } });
    const current = (await t.request({ method: 'GET', url: '/api/white-label/branding/settings', token: r.token })).json().branding;
    const next = {
      ...current,
      companyInfo: { ...current.companyInfo, name: 'Gamma Marka' },
      whiteLabel: { ...current.whiteLabel, enabled: true, customEmailFooter: 'Gamma footer' },
    };
    expect((await t.request({ method: 'PUT', url: '/api/white-label/branding/settings', token: r.token, body: next })).statusCode).toBe(200);
    const body = { name: 'Gamma Müşteri', ownerEmail: 'owner@gamma-footer.test', ownerFirstName: 'Can', ownerLastName: 'Ak' };
    expect((await t.request({ method: 'POST', url: '/api/white-label/tenants', token: r.token, body })).statusCode).toBe(200);
    const mail = await captured('owner@gamma-footer.test');
    expect(mail.from_address).toContain('Gamma Marka');
    expect(mail.text).toContain('Gamma footer');
  }, 30_000);
});
