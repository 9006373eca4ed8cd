// The anonymous public-list subscribe form must not be a mail bomb: throttled per client and per target address, one
// confirmation per address and list a day, one contact per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { SUBSCRIBE_LIMITS } from './consent.service.js';

let t: TestApp;
let W: { token: string; user: { workspaceId: string } };
let listId: string;

beforeAll(async () => {
  t = await startTestApp();
  W = await t.register({ selectedPlan: 'platinum' });
  const body = { name: 'Bülten', visibility: 'public', optIn: 'double' };
  listId = (await t.request({ method: 'POST', url: '/api/contacts/lists', token: W.token, body })).json().list.id;
});
afterAll(async () => {
  await t?.stop();
});

const subscribe = (email: string, ip: string, list = listId) => t.request({ method: 'POST', url: `/api/public/lists/${list}/subscribe`, body: { email }, ip });
const count = async (text: string, values: unknown[]) => Number((await t.sql(text, values))[0].n);
// confirmation mails queued for an address (every mail goes through the queue; the jobs stay there once sent)
const mailsTo = (to: string) => count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`, [to]);
const contactsWith = (email: string) => count(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND email = $2`, [W.user.workspaceId, email]);
const membershipOf = async (email: string) =>
  (
    await t.sql(
      `SELECT m.status FROM list_members m JOIN contacts c ON c.id = m.contact_id
     WHERE c.workspace_id = $1 AND c.email = $2`,
      [W.user.workspaceId, email],
    )
  )[0]?.status;

describe('public list subscribe', () => {
  it('thirty subscribes of one address from thirty clients send one confirmation and create one contact', async () => {
    const victim = 'victim@bomb.test';
    const first = await subscribe(victim, '192.0.2.1');
    const second = await subscribe(victim, '192.0.2.2');
    // the second answers exactly like the first
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const rest = await Promise.all(Array.from({ length: 28 }, (_, i) => subscribe(victim, `192.0.2.${i + 3}`)));
    // past the per-address limit the form is throttled; nothing else differs
    for (const r of rest) expect([200, 429]).toContain(r.statusCode);
    expect(rest.filter((r) => r.statusCode === 200).length).toBe(SUBSCRIBE_LIMITS.email.max - 2);
    expect(await mailsTo(victim)).toBe(1);
    expect(await contactsWith(victim)).toBe(1);
    expect(await membershipOf(victim)).toBe('pending');
    expect(await count(`SELECT count(*)::int AS n FROM list_members WHERE list_id = $1`, [listId])).toBe(1);
  });

  it('one client subscribing thirty addresses is throttled with Retry-After after the limit', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof subscribe>> | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await subscribe(`spray${i}@bomb.test`, '198.51.100.77');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    const max = SUBSCRIBE_LIMITS.ip.max;
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const ws = W.user.workspaceId;
    const sprayed = `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND email LIKE 'spray%'`;
    expect(await count(sprayed, [ws])).toBe(max);
    const mails = `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' LIKE $1`;
    expect(await count(mails, ['spray%@bomb.test'])).toBe(max);
  });

  it('a second subscribe within a day sends nothing; a day later one more confirmation goes out', async () => {
    const email = 'Again@Bomb.test';
    const first = await subscribe(email, '203.0.113.1');
    const second = await subscribe(email.toLowerCase(), '203.0.113.2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await mailsTo('again@bomb.test')).toBe(1);
    // a day later the address may be asked once more
    const dayAgo = `UPDATE list_members SET confirmation_sent_at = now() - interval '25 hours' WHERE list_id = $1`;
    await t.sql(dayAgo, [listId]);
    expect((await subscribe(email, '203.0.113.3')).statusCode).toBe(200);
    expect(await mailsTo('again@bomb.test')).toBe(2);
    expect(await contactsWith('again@bomb.test')).toBe(1);
  });

  it('a confirmed member stays confirmed and gets no new confirmation', async () => {
    const email = 'member@bomb.test';
    await subscribe(email, '203.0.113.10');
    await t.sql(
      `UPDATE list_members SET status = 'confirmed', confirmation_sent_at = now() - interval '3 days'
       WHERE contact_id = (SELECT id FROM contacts WHERE workspace_id = $1 AND email = $2)`,
      [W.user.workspaceId, email],
    );
    expect((await subscribe(email, '203.0.113.11')).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(1);
    expect(await membershipOf(email)).toBe('confirmed');
  });

  it('a workspace at its plan limit refuses new subscribers with PLAN_CONTACT_LIMIT', async () => {
    const F = await t.register();
    const body = { name: 'Açık', visibility: 'public' };
    const list = (await t.request({ method: 'POST', url: '/api/contacts/lists', token: F.token, body })).json().list;
    const ws = F.user.workspaceId;
    const full = `INSERT INTO contacts (workspace_id, email)
      SELECT $1, 'full' || g || '@limit.test' FROM generate_series(1, 100) g`;
    await t.sql(full, [ws]);
    const res = await subscribe('newcomer@limit.test', '203.0.113.20', list.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PLAN_CONTACT_LIMIT' });
    expect(res.json().message).toContain('100');
    // an address that is already a contact still joins the list
    expect((await subscribe('full7@limit.test', '203.0.113.21', list.id)).statusCode).toBe(200);
    expect(await count(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1`, [ws])).toBe(100);
  });
});
