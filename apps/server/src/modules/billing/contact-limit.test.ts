// The plan's contact limit (free: 100, seed 000 §9) holds on every path that creates contacts, counted from the
// database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Workspace = { token: string; user: { workspaceId: string } };
const api = (w: Workspace, method: string, url: string, body?: unknown, language = 'en') =>
  t.request({ method, url, body, token: w.token, headers: { 'accept-language': language } });
// fill gives a workspace n contacts straight in the database (as an older import or a downgrade would leave them)
const fill = (w: Workspace, n: number) =>
  t.sql(
    `INSERT INTO contacts (workspace_id, email)
     SELECT $1, 'old' || g || '@fill.test' FROM generate_series(1, $2::int) g`,
    [w.user.workspaceId, n],
  );
const countOf = async (w: Workspace) => Number((await t.sql(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`, [w.user.workspaceId]))[0].n);

// upload posts a CSV as the import's multipart file.
async function upload(csv: string, token: string) {
  const boundary = `----ulak${Date.now()}`;
  const disposition = 'Content-Disposition: form-data; name="file"; filename="c.csv"';
  const head = `--${boundary}\r\n${disposition}\r\nContent-Type: text/csv\r\n\r\n`;
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` };
  const payload = `${head}${csv}\r\n--${boundary}--\r\n`;
  return t.app.inject({ method: 'POST', url: '/api/contacts/imports', payload, headers });
}

describe('plan contact limit', () => {
  it('the catalogue gives each plan its contact limit from the plan texts, platinum unlimited', () => {
    expect(Object.fromEntries(PLANS.map((p) => [p.id, p.contactLimit]))).toEqual({
      free: 100,
      starter: 500,
      basic: 1000,
      professional: 2500,
      business: 10000,
      premium: 25000,
      enterprise: 50000,
      corporate: 100000,
      ultimate: 250000,
      platinum: null,
    });
    expect(PLANS[0].features.en).toContain('100 contacts');
    expect(PLANS[9].features.tr).toContain('Sınırsız kişi');
  });

  it("the API refuses a free workspace's 101st contact with PLAN_CONTACT_LIMIT (402) in both languages", async () => {
    const W = await t.register();
    await fill(W, 99);
    expect((await api(W, 'POST', '/api/contacts', { email: 'hundredth@limit.test' })).statusCode).toBe(201);
    const refused = await api(W, 'POST', '/api/contacts', { email: 'one-more@limit.test' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PLAN_CONTACT_LIMIT' });
    expect(refused.json().message).toMatch(/Free plan allows up to 100 contacts.*Upgrade/);
    const tr = await api(W, 'POST', '/api/contacts', { email: 'one-more@limit.test' }, 'tr');
    expect(tr.json().message).toMatch(/Free planı en fazla 100 kişiye.*yükseltin/);
    // an address that is a contact already is still a conflict, not a limit
    expect((await api(W, 'POST', '/api/contacts', { email: 'old1@fill.test' })).json().code).toBe('CONTACT_EXISTS');
    expect(await countOf(W)).toBe(100);
  });

  it('concurrent creates never pass the limit', async () => {
    const W = await t.register();
    await fill(W, 95);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api(W, 'POST', '/api/contacts', { email: `race${i}@limit.test` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(15);
    expect(await countOf(W)).toBe(100);
  });

  it('an import stops at the limit: later new rows fail with a translated reason, the import completes', async () => {
    const W = await t.register();
    await fill(W, 90);
    // 2 rows update contacts that exist, then 20 new ones: 10 fit
    const fresh = Array.from({ length: 20 }, (_, i) => `new${i}@import.test,Yeni${i}`);
    const rows = ['old1@fill.test,Eski', 'old2@fill.test,Eski', ...fresh];
    const imp = (await upload(['email,first_name', ...rows].join('\n'), W.token)).json().import;
    const mapping = { email: 'email', first_name: 'first_name' };
    expect((await api(W, 'POST', `/api/contacts/imports/${imp.id}/start`, { mapping })).statusCode).toBe(202);
    const done = await waitFor(async () => {
      const i = (await api(W, 'GET', `/api/contacts/imports/${imp.id}`)).json().import;
      return i.status === 'completed' || i.status === 'failed' ? i : undefined;
    }, 30_000);
    expect(done).toMatchObject({ status: 'completed', processedRows: 22, inserted: 10, updated: 2, failed: 10 });
    expect(await countOf(W)).toBe(100);
    // the first ten new rows got in, in file order
    const added = await t.sql(`SELECT email FROM contacts WHERE workspace_id = $1 AND email LIKE 'new%'`, [W.user.workspaceId]);
    const firstTen = Array.from({ length: 10 }, (_, i) => `new${i}@import.test`);
    expect(added.map((r) => String(r.email)).sort()).toEqual(firstTen.sort());
    const errors = await api(W, 'GET', `/api/contacts/imports/${imp.id}/errors.csv`);
    const lines = errors.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^14,.*Free plan's limit of 100 contacts was reached.*new10@import\.test,Yeni10/);
    const tr = await api(W, 'GET', `/api/contacts/imports/${imp.id}/errors.csv`, undefined, 'tr');
    expect(tr.body).toContain('Free planının 100 kişi sınırına ulaşıldı');
  });

  it('a campaign start that would create contacts past the limit is refused with 402 and creates none', async () => {
    const W = await t.register();
    await fill(W, 98);
    const recipients = ['old1@fill.test', ...Array.from({ length: 3 }, (_, i) => `fresh${i}@campaign.test`)].join('\n');
    const body = { name: 'Over', subject: 'Hi', htmlContent: '<p>Hi</p>', recipients };
    const c = (await api(W, 'POST', '/api/campaigns', body)).json().campaign;
    const refused = await api(W, 'POST', `/api/campaigns/${c.id}/send`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PLAN_CONTACT_LIMIT');
    expect(await countOf(W)).toBe(98);
    expect((await api(W, 'GET', `/api/campaigns/${c.id}`)).json().campaign.status).toBe('draft');
  });

  it('CRM leads do not create contacts past the limit; a lead of an existing contact still links to it', async () => {
    const W = await t.register();
    await fill(W, 100);
    const refused = await api(W, 'POST', '/api/crm/leads', { name: 'Yeni Kişi', email: 'lead@crm.test' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PLAN_CONTACT_LIMIT');
    const linked = await api(W, 'POST', '/api/crm/leads', { name: 'Eski Kişi', email: 'OLD5@fill.test' });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().lead.contactId).toBeTruthy();
    const csv = 'name,email\nA,a@crm.test\nB,b@crm.test';
    expect((await api(W, 'POST', '/api/crm/leads/import', { csv })).statusCode).toBe(402);
    expect(await countOf(W)).toBe(100);
  });

  it('the subscription shows the contacts held against the plan limit; platinum has none and takes more', async () => {
    const W = await t.register();
    await fill(W, 42);
    const sub = (await api(W, 'GET', '/api/subscriptions/current')).json().subscription;
    expect(sub).toMatchObject({ planType: 'free', contactsCount: 42, contactLimit: 100 });
    const plans = (await t.request({ method: 'GET', url: '/api/subscriptions/plans' })).json().plans;
    expect(plans.find((p: { id: string }) => p.id === 'professional').contactLimit).toBe(2500);
    const P = await t.register({ selectedPlan: 'platinum' });
    await fill(P, 150);
    expect((await api(P, 'POST', '/api/contacts', { email: 'more@unlimited.test' })).statusCode).toBe(201);
    const psub = (await api(P, 'GET', '/api/subscriptions/current')).json().subscription;
    expect(psub).toMatchObject({ contactsCount: 151, contactLimit: null });
  });
});
