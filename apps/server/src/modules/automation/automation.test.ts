import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { WorkflowGraph } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { automationRepo } from './automation.repo.js';
import { chain, edge, node } from './test-support.js';

// the engine is driven by explicit ticks with a simulated clock
process.env.ULAK_AUTOMATION_LOOP = 'off';

let t: TestApp;
let A: { token: string; user: { id: string; workspaceId: string } };
let B: { token: string; user: { id: string; workspaceId: string } };
let templateId: string;
let listId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  A = await t.register({ companyName: 'Otomasyon A' });
  B = await t.register({ companyName: 'Otomasyon B' });
  templateId = (
    await api('POST', '/api/templates', {
      name: 'Hoş geldin',
      subject: 'Merhaba {{ contact.first_name }}',
      htmlContent: '<p>Merhaba {{ contact.first_name }}</p>',
    })
  ).json().template.id;
  listId = (await api('POST', '/api/contacts/lists', { name: 'Otomasyon', visibility: 'private', optIn: 'single' })).json().list.id;
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const api = (method: string, url: string, body?: unknown, token = A.token) => t.request({ method, url, body, token });
const tick = (at: Date) => t.ctx.fronts.automation.tick(at);
async function publishWorkflow(graph: WorkflowGraph, extra: Record<string, unknown> = {}, token = A.token) {
  const created = await api('POST', '/api/automation/workflows', { name: `wf ${crypto.randomUUID()}`, graph, ...extra }, token);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().workflow.id as string;
  const pub = await api('POST', `/api/automation/workflows/${id}/publish`, {}, token);
  expect(pub.statusCode, pub.body).toBe(200);
  expect(pub.json().workflow.status).toBe('active');
  return id;
}
const runsOf = async (id: string) =>
  (await api('GET', `/api/automation/workflows/${id}/runs`)).json().runs as {
    id: string;
    status: string;
    contactId: string;
    steps: { nodeId: string; status: string; detail: string | null }[];
  }[];
const captured = async (to: string) => (await t.sql(`select subject from captured_mails where to_addresses like $1`, [`%${to}%`])) as { subject: string }[];
const contact = async (email: string, extra: Record<string, unknown> = {}, token = A.token) =>
  (await api('POST', '/api/contacts', { email, ...extra }, token)).json().contact.id as string;

describe('engine', () => {
  it('user_registration → send_email → wait 3 days → update_contact → add_to_list, resumed with a simulated clock, each step once', async () => {
    const id = await publishWorkflow(
      chain(
        node('t', 'user_registration'),
        node('mail', 'send_email', { templateId }),
        node('w', 'wait', { mode: 'duration', minutes: 3 * 24 * 60 }),
        node('tag', 'update_contact', { addTags: ['welcomed'], attributes: { stage: 'welcomed' } }),
        node('list', 'add_to_list', { listId }),
      ),
    );
    // a new contact of any later test would enter it: paused however this test ends
    onTestFinished(() => api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'paused' }).then(() => undefined));
    const now = new Date();
    const cid = await contact('ayse@auto.test', { firstName: 'Ayşe' });
    await tick(new Date(now.getTime() + 1000));
    let [run] = await runsOf(id);
    expect(run).toMatchObject({ contactId: cid, status: 'waiting' });
    expect(run.steps.map((s) => s.nodeId)).toEqual(['mail', 'w']);
    await waitFor(async () => (await captured('ayse@auto.test')).length === 1, 30_000);
    expect((await captured('ayse@auto.test'))[0].subject).toBe('Merhaba Ayşe');

    // the same send step executed again (a worker that crashed after its commit) queues and sends nothing more
    await t.sql(`update automation_runs set current_node = 'mail', iteration = 0, wake_at = now() - interval '1 minute' where id = $1`, [run.id]);
    await tick(new Date(now.getTime() + 2000));
    expect((await t.sql(`select count(*)::int as n from automation_outbox where run_id = $1`, [run.id]))[0].n).toBe(1);
    expect((await t.sql(`select count(*)::int as n from automation_steps where run_id = $1 and node_id = 'mail'`, [run.id]))[0].n).toBe(1);

    // two days later nothing happens; three days later the rest runs
    await tick(new Date(now.getTime() + 2 * DAY));
    expect((await runsOf(id))[0].status).toBe('waiting');
    await tick(new Date(now.getTime() + 3 * DAY + 60_000));
    [run] = await runsOf(id);
    expect(run.status).toBe('completed');
    expect(run.steps.map((s) => `${s.nodeId}:${s.status}`)).toEqual(['mail:done', 'w:done', 'tag:done', 'list:done']);
    const c = (await api('GET', `/api/contacts/${cid}`)).json().contact;
    expect(c.tags).toContain('welcomed');
    expect(c.attributes.stage).toBe('welcomed');
    const members = await t.sql(`select 1 from list_members where list_id = $1 and contact_id = $2`, [listId, cid]);
    expect(members).toHaveLength(1);
    expect((await captured('ayse@auto.test')).length).toBe(1);
    // the contact entered once (entry rule "once"): a later sweep does not enrol it again
    await tick(new Date(now.getTime() + 4 * DAY));
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('refuses to publish a cycle without a wait, a wait without a duration, a send without a template; nothing is stored', async () => {
    const bad = {
      nodes: [node('t', 'manual'), node('a', 'update_contact', { addTags: ['x'] }), node('b', 'send_email'), node('c', 'wait')],
      edges: [edge('t', 'a'), edge('a', 'b'), edge('b', 'a')],
    };
    const createdBad = await api('POST', '/api/automation/workflows', { name: 'bad', graph: bad });
    expect(createdBad.statusCode, createdBad.body).toBe(201);
    const id = createdBad.json().workflow.id;
    const r = await api('POST', `/api/automation/workflows/${id}/publish`, {});
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('WORKFLOW_GRAPH_INVALID');
    const codes = r.json().details.map((d: { code: string }) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['CYCLE_WITHOUT_WAIT', 'WAIT_NO_DURATION', 'SEND_NO_TEMPLATE', 'DANGLING_NODE']));
    expect((await t.sql(`select count(*)::int as n from automation_versions where workflow_id = $1`, [id]))[0].n).toBe(0);
    // an unknown trigger kind and a template of another workspace
    expect((await api('POST', '/api/automation/workflows', { name: 'x', graph: { nodes: [node('t', 'moon_rise')], edges: [] } })).statusCode).toBe(400);
    const foreign = (await api('POST', '/api/templates', { name: 'B', subject: 'B', htmlContent: '<p>B</p>' }, B.token)).json().template.id;
    const created2 = await api('POST', '/api/automation/workflows', {
      name: 'foreign',
      graph: chain(node('t', 'manual'), node('m', 'send_email', { templateId: foreign })),
    });
    expect(created2.statusCode).toBe(404);
    expect(created2.json()).toMatchObject({ code: 'REFERENCE_NOT_FOUND', error: expect.stringContaining('templateId') });
    // a template deleted after the draft was saved is named at publish
    const gone = (await api('POST', '/api/templates', { name: 'Gone', subject: 'G', htmlContent: '<p>G</p>' })).json().template.id;
    const id2 = (
      await api('POST', '/api/automation/workflows', { name: 'gone', graph: chain(node('t', 'manual'), node('m', 'send_email', { templateId: gone })) })
    ).json().workflow.id;
    await api('DELETE', `/api/templates/${gone}`);
    const r2 = await api('POST', `/api/automation/workflows/${id2}/publish`, {});
    expect(r2.statusCode).toBe(400);
    expect(r2.json().code).toBe('WORKFLOW_REFERENCE_MISSING');
  });

  it('cart_abandoned and purchase_made from POST /api/events; a purchase reaches the goal and creates a CRM lead', async () => {
    const cid = await contact('sepet@auto.test', { firstName: 'Sepet' });
    const cart = await publishWorkflow(
      chain(node('t', 'cart_abandoned', { afterMinutes: 30 }), node('w', 'wait', { minutes: 60 }), node('m', 'send_email', { templateId })),
      { goal: 'purchase_made', entryRule: 'every_time' },
    );
    const buy = await publishWorkflow(chain(node('t', 'purchase_made'), node('lead', 'create_crm_lead', { source: 'website' })), { entryRule: 'every_time' });
    const { key } = (await api('POST', '/api/automation/settings/event-key')).json();
    const send = (body: unknown, k = key) => t.request({ method: 'POST', url: '/api/events', body, headers: { authorization: `Bearer ${k}` } });
    expect((await send({ type: 'cart', email: 'sepet@auto.test', eventId: 'c1' })).statusCode).toBe(202);
    expect((await send({ type: 'cart', email: 'sepet@auto.test', eventId: 'c1' })).json().duplicate).toBe(true);
    const now = new Date();
    await tick(new Date(now.getTime() + 10 * 60_000));
    expect(await runsOf(cart)).toHaveLength(0); // too recent to be abandoned
    await tick(new Date(now.getTime() + 31 * 60_000));
    expect((await runsOf(cart))[0]).toMatchObject({ contactId: cid, status: 'waiting' });
    // the purchase ends the cart run by its goal before the reminder, and starts the purchase workflow
    expect((await send({ type: 'purchase', contactId: cid, eventId: 'p1', amountMinor: 12_500, currency: 'TRY' })).statusCode).toBe(202);
    await tick(new Date(now.getTime() + 40 * 60_000));
    expect((await runsOf(cart))[0]).toMatchObject({ status: 'exited' });
    expect((await runsOf(buy))[0]).toMatchObject({ status: 'completed' });
    const leads = (await api('GET', '/api/crm/leads?search=sepet')).json().leads;
    expect(leads.map((l: { email: string }) => l.email)).toContain('sepet@auto.test');
    await tick(new Date(now.getTime() + 3 * 60 * 60_000));
    expect(await captured('sepet@auto.test')).toHaveLength(0);
    const stats = (await api('GET', '/api/automation/analytics')).json();
    expect(stats.workflows.find((w: { workflowId: string }) => w.workflowId === cart)).toMatchObject({ entered: 1, exitedByGoal: 1, conversionRate: 100 });
    // bad input: no key, a wrong key, no contact, an unknown contact
    expect((await t.request({ method: 'POST', url: '/api/events', body: { type: 'cart', email: 'sepet@auto.test' } })).statusCode).toBe(401);
    expect((await send({ type: 'cart', email: 'sepet@auto.test' }, 'uak_wrong')).statusCode).toBe(401);
    expect((await send({ type: 'cart' })).json().code).toBe('AUTOMATION_EVENT_NO_CONTACT');
    expect((await send({ type: 'cart', email: 'nobody@auto.test' })).statusCode).toBe(404);
    for (const w of [cart, buy]) await api('PUT', `/api/automation/workflows/${w}/toggle`, { status: 'paused' });
    // a new key replaces the old one at once (the process keeps a found key for a few seconds)
    const next = (await api('POST', '/api/automation/settings/event-key')).json().key;
    expect((await send({ type: 'cart', email: 'sepet@auto.test', eventId: 'c2' })).statusCode).toBe(401);
    expect((await send({ type: 'cart', email: 'sepet@auto.test', eventId: 'c2' }, next)).statusCode).toBe(202);
  });

  it('events sent at once are written together, each answered for itself: a repeated id once, unknown contacts 404', async () => {
    const cid = await contact('toplu@auto.test');
    const other = await contact('baskasi@auto.test', {}, B.token);
    const { key } = (await api('POST', '/api/automation/settings/event-key')).json();
    const send = (body: unknown) => t.request({ method: 'POST', url: '/api/events', body, headers: { authorization: `Bearer ${key}` } });
    const bodies = [
      ...Array.from({ length: 30 }, (_, i) => ({ type: 'cart', ...(i % 2 ? { contactId: cid } : { email: 'TOPLU@auto.test' }), eventId: `toplu-${i}` })),
      ...Array.from({ length: 6 }, () => ({ type: 'purchase', contactId: cid, eventId: 'toplu-ayni', amountMinor: 500, currency: 'TRY' })),
      ...Array.from({ length: 3 }, (_, i) => ({ type: 'cart', email: `yok${i}@auto.test`, eventId: `toplu-yok-${i}` })),
      { type: 'cart', contactId: other, eventId: 'toplu-baska' },
    ];
    const answers = await Promise.all(bodies.map(send));
    expect(answers.slice(0, 30).map((r) => r.statusCode)).toEqual(Array(30).fill(202));
    expect(answers.slice(0, 30).every((r) => r.json().duplicate === false)).toBe(true);
    // the same purchase six times at once: stored once, the other five answered as duplicates
    expect(
      answers
        .slice(30, 36)
        .map((r) => r.json().duplicate)
        .sort(),
    ).toEqual([false, true, true, true, true, true]);
    expect(answers.slice(36).map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const [stored] = await t.sql(
      `select count(*)::int as n, count(*) filter (where type = 'purchase')::int as purchases from automation_events where workspace_id = $1 and external_id like 'toplu-%'`,
      [A.user.workspaceId],
    );
    expect(stored).toEqual({ n: 31, purchases: 1 });
    expect(await t.sql(`select 1 from automation_events where external_id = 'toplu-baska'`)).toHaveLength(0);
  });

  it('a wait for a purchase with a timeout: the buyer leaves by yes when the purchase comes, the other by no at the timeout', async () => {
    const graph = {
      nodes: [
        node('t', 'user_registration'),
        node('w', 'wait', { mode: 'event', event: 'purchase_made', minutes: 24 * 60 }, 100),
        node('yes', 'update_contact', { addTags: ['bought'] }, 200),
        node('no', 'update_contact', { addTags: ['did-not-buy'] }, 200),
      ],
      edges: [edge('t', 'w'), edge('w', 'yes', 'yes'), edge('w', 'no', 'no')],
    } as WorkflowGraph;
    // the wait's two exits are required
    const dangling = await api('POST', '/api/automation/workflows', { name: 'bekle', graph: { ...graph, edges: graph.edges.slice(0, 2) } });
    const publishDangling = await api('POST', `/api/automation/workflows/${dangling.json().workflow.id}/publish`, {});
    expect(publishDangling.statusCode).toBe(400);
    expect(publishDangling.json().details.map((d: { code: string }) => d.code)).toContain('BRANCH_MISSING');
    const id = await publishWorkflow(graph);
    const now = new Date(Date.now() + 60_000);
    const buyer = await contact('alici@auto.test');
    const other = await contact('bakici@auto.test');
    await tick(now);
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['waiting', 'waiting']);
    const { key } = (await api('POST', '/api/automation/settings/event-key')).json();
    // on the simulated clock, half a minute into the wait
    const occurredAt = new Date(now.getTime() + 30_000).toISOString();
    const purchase = { type: 'purchase', contactId: buyer, eventId: `p-${crypto.randomUUID()}`, amountMinor: 9_900, currency: 'TRY', occurredAt };
    expect((await t.request({ method: 'POST', url: '/api/events', body: purchase, headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(202);
    await tick(new Date(now.getTime() + 60_000));
    const tags = async (cid: string) => (await api('GET', `/api/contacts/${cid}`)).json().contact.tags as string[];
    expect(await tags(buyer)).toContain('bought');
    expect(await tags(other)).not.toContain('did-not-buy');
    // an hour later still waiting; after the 24 hours the other leaves by no
    await tick(new Date(now.getTime() + 60 * 60_000));
    expect((await runsOf(id)).find((r) => r.contactId === other)?.status).toBe('waiting');
    await tick(new Date(now.getTime() + 24 * 60 * 60_000 + 60_000));
    expect(await tags(other)).toContain('did-not-buy');
    expect(await tags(buyer)).not.toContain('did-not-buy');
    const runs = await runsOf(id);
    expect(runs.find((r) => r.contactId === buyer)?.steps.map((s) => `${s.nodeId}:${s.detail ?? ''}`)).toEqual(['w:yes', 'yes:']);
    expect(runs.find((r) => r.contactId === other)?.steps.map((s) => `${s.nodeId}:${s.detail ?? ''}`)).toEqual(['w:no', 'no:']);
    await api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'paused' });
  });

  it('segment entry: contacts of a segment enter once, later matches on the next pass, and a run ends when its contact leaves', async () => {
    const segment = (
      await api('POST', '/api/contacts/segments', { name: 'VIP', rules: { match: 'all', rules: [{ kind: 'field', field: 'tags', op: 'has', value: 'vip' }] } })
    ).json().segment.id as string;
    const early = await contact('vip1@auto.test', { tags: ['vip'] });
    const later = await contact('vip2@auto.test');
    const id = await publishWorkflow(
      chain(
        node('t', 'segment_entry', { segmentId: segment, exitOnLeave: true }),
        node('w', 'wait', { mode: 'duration', minutes: 60 }, 100),
        node('u', 'update_contact', { addTags: ['vip-welcomed'] }, 200),
      ),
    );
    const now = new Date(Date.now() + 60_000);
    await tick(now);
    expect((await runsOf(id)).map((r) => r.contactId)).toEqual([early]);
    await tick(new Date(now.getTime() + 5_000)); // the same pass again enrols nobody twice
    expect(await runsOf(id)).toHaveLength(1);
    // the second contact comes to match; the next pass (a minute on) finds it
    expect((await api('PATCH', `/api/contacts/${later}`, { tags: ['vip'] })).statusCode).toBe(200);
    await tick(new Date(now.getTime() + 2 * 60_000));
    expect((await runsOf(id)).map((r) => r.contactId).sort()).toEqual([early, later].sort());
    // the first leaves the segment while waiting: its run ends with that reason; the other finishes
    expect((await api('PATCH', `/api/contacts/${early}`, { tags: [] })).statusCode).toBe(200);
    await tick(new Date(now.getTime() + 3 * 60 * 60_000));
    const runs = await runsOf(id);
    expect(runs.find((r) => r.contactId === early)).toMatchObject({ status: 'exited' });
    expect(runs.find((r) => r.contactId === later)).toMatchObject({ status: 'completed' });
    const exited = await t.sql(`select exit_reason from automation_runs where workflow_id = $1 and contact_id = $2`, [id, early]);
    expect(exited[0].exit_reason).toBe('segment');
    // a segment trigger without a segment cannot be published
    const bare = await api('POST', '/api/automation/workflows', {
      name: 'seg',
      graph: chain(node('t', 'segment_entry'), node('u', 'update_contact', { addTags: ['x'] })),
    });
    const refused = await api('POST', `/api/automation/workflows/${bare.json().workflow.id}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((d: { code: string }) => d.code)).toContain('SEGMENT_MISSING');
    await api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'paused' });
  });

  it('segment re-entry: every_time enters a contact again each time it leaves and matches again; again_after only after its days', async () => {
    const segment = (
      await api('POST', '/api/contacts/segments', {
        name: 'Gold',
        rules: { match: 'all', rules: [{ kind: 'field', field: 'tags', op: 'has', value: 'gold' }] },
      })
    ).json().segment.id as string;
    const cid = await contact('gold@auto.test', { tags: ['gold'] });
    const graph = chain(node('t', 'segment_entry', { segmentId: segment }), node('u', 'update_contact', { addTags: ['gold-welcomed'] }, 100));
    const every = await publishWorkflow(graph, { entryRule: 'every_time' });
    const after = await publishWorkflow(graph, { entryRule: 'again_after', reentryDays: 7 });
    const start = Date.now() + 60_000;
    const at = (ms: number) => tick(new Date(start + ms));
    const count = async () => [(await runsOf(every)).length, (await runsOf(after)).length];
    const tags = async (t: string[]) => expect((await api('PATCH', `/api/contacts/${cid}`, { tags: t })).statusCode).toBe(200);
    await at(0);
    expect(await count()).toEqual([1, 1]);
    // staying in the segment is not a new entry
    await at(2 * 60_000);
    expect(await count()).toEqual([1, 1]);
    // it leaves (a pass sees it), then matches again (the next pass enters it into every_time; again_after: too soon)
    await tags([]);
    await at(4 * 60_000);
    // the mark is the sweep's: a context the engine writes from the copy it leased keeps it (and never adds one)
    const [marked] = (await t.sql(`select id, context from automation_runs where workflow_id = $1`, [every])) as {
      id: string;
      context: Record<string, unknown>;
    }[];
    expect(marked.context.segmentLeftAt).toBeTruthy();
    const repo = automationRepo(t.ctx.database.db);
    await repo.updateRun(repo.db, marked.id, { context: { trigger: 'segment_entry', note: 'engine' } });
    expect((await t.sql(`select context from automation_runs where id = $1`, [marked.id]))[0].context).toEqual({
      trigger: 'segment_entry',
      note: 'engine',
      segmentLeftAt: marked.context.segmentLeftAt,
    });
    await tags(['gold']);
    await at(6 * 60_000);
    expect(await count()).toEqual([2, 1]);
    // matching again within the days was no entry: staying in the segment past them enters nothing
    await at(8 * DAY);
    expect(await count()).toEqual([2, 1]);
    // leaving and matching again after the days: both enter again
    await tags([]);
    await at(8 * DAY + 2 * 60_000);
    await tags(['gold']);
    await at(8 * DAY + 4 * 60_000);
    expect(await count()).toEqual([3, 2]);
    // one run per entry, keyed by its number (two sweeps at once create one run)
    const keys = await t.sql(`select entry_key from automation_runs where workflow_id = $1 order by entry_key`, [every]);
    expect(keys.map((k) => k.entry_key)).toEqual([0, 1, 2].map((n) => `segment:${segment}:${n}`));
    expect((await runsOf(every)).every((r) => r.status === 'completed')).toBe(true);
    for (const w of [every, after]) await api('PUT', `/api/automation/workflows/${w}/toggle`, { status: 'paused' });
  });

  it('birthday, subscription_expiry and inactivity fire once a local day at the chosen hour', async () => {
    await api('PUT', '/api/automation/settings', { timeZone: 'UTC' });
    const now = new Date(Date.UTC(2030, 4, 10, 12, 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const bday = await contact('dogum@auto.test', { attributes: { birthday: '1990-05-10' } });
    const expiring = await contact('bitis@auto.test', { attributes: { subscription_expires_at: iso(new Date(now.getTime() + 7 * DAY)) } });
    const b = await publishWorkflow(chain(node('t', 'birthday', { hour: 9 }), node('u', 'update_contact', { addTags: ['bday'] })), { entryRule: 'every_time' });
    const e = await publishWorkflow(
      chain(node('t', 'subscription_expiry', { daysBefore: 7, hour: 9 }), node('u', 'update_contact', { addTags: ['expiring'] })),
      { entryRule: 'every_time' },
    );
    await tick(new Date(Date.UTC(2030, 4, 10, 8, 0))); // before the hour
    expect(await runsOf(b)).toHaveLength(0);
    await tick(now);
    await tick(new Date(now.getTime() + 60_000)); // a second pass the same day enrols nobody again
    expect((await runsOf(b)).map((r) => r.contactId)).toEqual([bday]);
    expect((await runsOf(e)).map((r) => r.contactId)).toEqual([expiring]);
    const inactive = await publishWorkflow(chain(node('t', 'inactivity', { days: 30, hour: 0 }), node('u', 'update_contact', { addTags: ['sleepy'] })), {
      entryRule: 'once',
    });
    await tick(new Date(Date.now() + 31 * DAY));
    expect((await runsOf(inactive)).map((r) => r.contactId)).toEqual(expect.arrayContaining([bday, expiring]));
    for (const w of [b, e, inactive]) await api('PUT', `/api/automation/workflows/${w}/toggle`, { status: 'paused' });
    await api('PUT', '/api/automation/settings', { timeZone: 'Europe/Istanbul' });
  });

  it('email_opened and link_clicked from human tracking events only', async () => {
    const cid = await contact('acan@auto.test');
    const opened = await publishWorkflow(chain(node('t', 'email_opened'), node('u', 'update_contact', { addTags: ['opened'] })), { entryRule: 'every_time' });
    const clicked = await publishWorkflow(chain(node('t', 'link_clicked', { urlContains: 'pricing' }), node('u', 'update_contact', { addTags: ['clicked'] })), {
      entryRule: 'every_time',
    });
    const ws = A.user.workspaceId;
    const [camp] = await t.sql(`insert into campaigns (workspace_id, name, subject, html_content) values ($1, 'c', 's', '<p>x</p>') returning id`, [ws]);
    const [del] = await t.sql(
      `insert into deliveries (workspace_id, campaign_id, contact_id, email, status) values ($1, $2, $3, 'acan@auto.test', 'sent') returning id`,
      [ws, camp.id, cid],
    );
    const ev = (type: string, machine: boolean, url: string | null) =>
      t.sql(`insert into tracking_events (delivery_id, campaign_id, workspace_id, type, url, machine) values ($1, $2, $3, $4, $5, $6)`, [
        del.id,
        camp.id,
        ws,
        type,
        url,
        machine,
      ]);
    await ev('open', true, null); // a machine open (privacy proxy) does not count
    await tick(new Date());
    expect(await runsOf(opened)).toHaveLength(0);
    await ev('open', false, null);
    await ev('click', false, 'https://shop.test/blog');
    await ev('click', false, 'https://shop.test/pricing');
    await tick(new Date());
    expect((await runsOf(opened)).map((r) => r.status)).toEqual(['completed']);
    // a click enters only once it is settled (a scanner's honeypot request could still turn it machine)
    expect(await runsOf(clicked)).toHaveLength(0);
    await tick(new Date(Date.now() + 31_000));
    expect((await runsOf(clicked)).map((r) => r.status)).toEqual(['completed']);
    for (const w of [opened, clicked]) await api('PUT', `/api/automation/workflows/${w}/toggle`, { status: 'paused' });
  });

  it('channel actions go through the channels front; an unconfigured channel fails the step with its reason', async () => {
    const cid = await contact('kanal@auto.test', { phone: '+905551112233' });
    const id = await publishWorkflow(chain(node('t', 'manual'), node('sms', 'send_sms', { text: 'Merhaba {{ contact.email }}' })));
    const r = await api('POST', `/api/automation/workflows/${id}/enrol`, { contactIds: [cid] });
    expect(r.json()).toMatchObject({ enrolled: 1 });
    await tick(new Date(Date.now() + 1000));
    const [run] = await runsOf(id);
    // no SMS provider is connected in this workspace: the channels module refuses and the run's history says why
    expect(run.steps[0]).toMatchObject({ nodeId: 'sms', status: 'failed', detail: expect.stringContaining('NOT_CONFIGURED') });
    const [out] = await t.sql(`select status, error from automation_outbox where run_id = $1`, [run.id]);
    expect(out).toMatchObject({ status: 'failed' });
  });

  it('enrols a list of any size a page at a time: each member once, within the daily maximum, foreign ids skipped', async () => {
    const big = (await api('POST', '/api/contacts/lists', { name: 'Büyük liste', visibility: 'private', optIn: 'single' })).json().list.id as string;
    // 1,050 members: more than one page of enrolment
    await t.sql(
      `with c as (insert into contacts (workspace_id, email, status) select $1, 'uye' || g || '@liste.test', 'subscribed' from generate_series(1, 1050) g returning id)
       insert into list_members (list_id, contact_id, workspace_id, status) select $2, id, $1, 'confirmed' from c`,
      [A.user.workspaceId, big],
    );
    const [member] = await t.sql(`select contact_id from list_members where list_id = $1 limit 1`, [big]);
    const foreign = await contact('yabanci@liste.test', {}, B.token);
    const id = await publishWorkflow(chain(node('t', 'manual'), node('u', 'update_contact', { addTags: ['liste'] })));
    const before = (await api('GET', '/api/automation/settings')).json().runsToday as number;
    await api('PUT', '/api/automation/settings', { dailyMaxRuns: before + 1040 });
    try {
      const r = await api('POST', `/api/automation/workflows/${id}/enrol`, { listId: big, contactIds: [member.contact_id, foreign] });
      // 1,040 enter; 10 members over the daily maximum and the other workspace's contact do not
      expect(r.json()).toMatchObject({ enrolled: 1040, skipped: 11 });
      expect((await api('GET', '/api/automation/settings')).json().runsToday).toBe(before + 1040);
      await api('PUT', '/api/automation/settings', { dailyMaxRuns: 1_000_000 });
      // enrolled again ("once per contact"): only the 10 left out enter
      expect((await api('POST', `/api/automation/workflows/${id}/enrol`, { listId: big })).json()).toMatchObject({ enrolled: 10, skipped: 1040 });
      const [runs] = await t.sql(`select count(*)::int as n, count(distinct contact_id)::int as contacts from automation_runs where workflow_id = $1`, [id]);
      expect(runs).toEqual({ n: 1050, contacts: 1050 });
      expect(await t.sql(`select 1 from automation_runs where contact_id = $1`, [foreign])).toHaveLength(0);
    } finally {
      // the workflow (and its runs) and the members go, so later tests tick no 1,050 runs and stay under the plan's contacts
      await api('DELETE', `/api/automation/workflows/${id}`);
      await t.sql(`delete from contacts where workspace_id = $1 and email like '%@liste.test'`, [A.user.workspaceId]);
      await api('PUT', '/api/automation/settings', { dailyMaxRuns: 10_000 });
    }
  });

  it('pause holds runs; resume skips sends overdue beyond the grace window and logs them', async () => {
    const id = await publishWorkflow(
      chain(
        node('t', 'manual'),
        node('w', 'wait', { minutes: 10 }),
        node('m', 'send_email', { templateId }),
        node('u', 'update_contact', { addTags: ['after'] }),
      ),
    );
    const cid = await contact('duraklat@auto.test');
    await api('POST', `/api/automation/workflows/${id}/enrol`, { contactIds: [cid] });
    const now = new Date();
    await tick(now);
    expect((await api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'paused' })).json().workflow.status).toBe('paused');
    await tick(new Date(now.getTime() + 3 * 3_600_000));
    expect((await runsOf(id))[0].status).toBe('waiting');
    // resumed hours later: the overdue send is skipped, the rest runs
    await t.sql(`update automation_runs set wake_at = now() - interval '3 hours' where workflow_id = $1`, [id]);
    expect((await api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'active' })).json().workflow.status).toBe('active');
    await tick(new Date(Date.now() + 1000));
    const [run] = await runsOf(id);
    expect(run.steps.map((s) => `${s.nodeId}:${s.status}:${s.detail ?? ''}`)).toEqual(expect.arrayContaining(['m:skipped:overdue_after_resume', 'u:done:']));
    expect(await captured('duraklat@auto.test')).toHaveLength(0);
  });

  it('installs a market template as a ready draft, exports and imports it', async () => {
    const r = await api('POST', '/api/automation/templates/install', { template: 'abandoned_cart', language: 'tr' });
    expect(r.statusCode).toBe(201);
    const wf = r.json().workflow;
    expect(wf).toMatchObject({ name: 'Terk edilen sepet', status: 'draft', problems: [] });
    const exported = (await api('GET', `/api/automation/workflows/${wf.id}/export`)).json();
    expect(exported.format).toBe('ulak-workflow/1');
    const imported = (await api('POST', '/api/automation/workflows/import', exported)).json().workflow;
    expect(imported).toMatchObject({ name: 'Terk edilen sepet', status: 'draft', problems: [] });
    // another workspace cannot import a graph naming this workspace's templates
    expect((await api('POST', '/api/automation/workflows/import', exported, B.token)).json().code).toBe('REFERENCE_NOT_FOUND');
    const copy = (await api('POST', `/api/automation/workflows/${wf.id}/duplicate`)).json().workflow;
    expect(copy.name).toBe('Terk edilen sepet (copy)');
  });
});

describe('tenant isolation', () => {
  it('another workspace can see, change, run, toggle or feed events to none of the first workspace’s workflows', async () => {
    const id = (
      await api('POST', '/api/automation/workflows', { name: 'gizli', graph: chain(node('t', 'manual'), node('u', 'update_contact', { addTags: ['x'] })) })
    ).json().workflow.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/automation/workflows/${id}`],
      ['PUT', `/api/automation/workflows/${id}`, { name: 'taken' }],
      ['POST', `/api/automation/workflows/${id}/publish`, {}],
      ['PUT', `/api/automation/workflows/${id}/toggle`, { status: 'active' }],
      ['POST', `/api/automation/workflows/${id}/duplicate`],
      ['GET', `/api/automation/workflows/${id}/export`],
      ['GET', `/api/automation/workflows/${id}/runs`],
      ['POST', `/api/automation/workflows/${id}/enrol`, { contactIds: [A.user.id] }],
      ['DELETE', `/api/automation/workflows/${id}`],
    ];
    for (const [m, url, body] of calls) expect((await api(m, url, body, B.token)).statusCode, `${m} ${url}`).toBe(404);
    expect((await api('GET', '/api/automation/workflows', undefined, B.token)).json().workflows.map((w: { id: string }) => w.id)).not.toContain(id);
    expect((await api('GET', '/api/automation/analytics', undefined, B.token)).json().workflows.map((w: { workflowId: string }) => w.workflowId)).not.toContain(
      id,
    );
    const aContact = await contact('gizli@auto.test');
    expect((await api('GET', `/api/automation/contacts/${aContact}/runs`, undefined, B.token)).statusCode).toBe(404);
    // B's key cannot name A's contact
    const { key } = (await api('POST', '/api/automation/settings/event-key', undefined, B.token)).json();
    for (const body of [
      { type: 'purchase', contactId: aContact },
      { type: 'cart', email: 'gizli@auto.test' },
    ]) {
      const r = await t.request({ method: 'POST', url: '/api/events', body, headers: { authorization: `Bearer ${key}` } });
      expect(r.statusCode).toBe(404);
    }
    expect(await t.sql(`select 1 from automation_events where contact_id = $1`, [aContact])).toHaveLength(0);
    // a drip of B cannot send A's template to A's list; nothing is created
    const before = (await api('GET', '/api/automation/workflows', undefined, B.token)).json().workflows.length;
    const drip = await api('POST', '/api/automation/drips', { name: 'sızma', listId, steps: [{ templateId, delayDays: 0 }] }, B.token);
    expect(drip.statusCode).toBe(404);
    expect((await api('GET', '/api/automation/workflows', undefined, B.token)).json().workflows).toHaveLength(before);
    expect((await api('GET', `/api/automation/workflows/${id}`)).json().workflow.name).toBe('gizli');
    // unauthenticated
    expect((await t.request({ method: 'GET', url: '/api/automation/workflows' })).statusCode).toBe(401);
  });
});

describe('restart', () => {
  it('a 3-day wait resumes after a restart: a new app on the same data completes the run, each step once', async () => {
    // its own app, on data that outlives it (PostgreSQL, or PGlite on disk)
    let r = await startTestApp({ ULAK_PGLITE_MEMORY: 'false' });
    try {
      const u = await r.register({ companyName: 'Yeniden başlat' });
      const call = (method: string, url: string, body?: unknown) => r.request({ method, url, body, token: u.token });
      const tpl = (await call('POST', '/api/templates', { name: 'Bekle', subject: 'Merhaba', htmlContent: '<p>Merhaba</p>' })).json().template.id;
      const graph = chain(
        node('t', 'manual'),
        node('mail', 'send_email', { templateId: tpl }),
        node('w', 'wait', { mode: 'duration', minutes: 3 * 24 * 60 }),
        node('tag', 'update_contact', { addTags: ['resumed'] }),
      );
      const id = (await call('POST', '/api/automation/workflows', { name: 'restart', graph })).json().workflow.id as string;
      expect((await call('POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(200);
      const cid = (await call('POST', '/api/contacts', { email: 'yeniden@auto.test' })).json().contact.id as string;
      expect((await call('POST', `/api/automation/workflows/${id}/enrol`, { contactIds: [cid] })).json().enrolled).toBe(1);
      const now = new Date();
      await r.ctx.fronts.automation.tick(new Date(now.getTime() + 1000));
      const runOf = async () => (await r.request({ method: 'GET', url: `/api/automation/workflows/${id}/runs`, token: u.token })).json().runs[0];
      expect(await runOf()).toMatchObject({ status: 'waiting' });
      await waitFor(async () => (await r.sql(`select 1 from captured_mails where to_addresses like '%yeniden@auto.test%'`)).length === 1);

      // stopped mid-wait; a new app on the same database wakes the run when the three days have passed
      r = await r.restart();
      await r.ctx.fronts.automation.tick(new Date(now.getTime() + 2 * DAY));
      expect((await runOf()).status).toBe('waiting');
      await r.ctx.fronts.automation.tick(new Date(now.getTime() + 3 * DAY + 60_000));
      const run = await runOf();
      expect(run.status).toBe('completed');
      expect(run.steps.map((s: { nodeId: string; status: string }) => `${s.nodeId}:${s.status}`)).toEqual(['mail:done', 'w:done', 'tag:done']);
      const c = (await r.request({ method: 'GET', url: `/api/contacts/${cid}`, token: u.token })).json().contact;
      expect(c.tags).toContain('resumed');
      expect(await r.sql(`select 1 from captured_mails where to_addresses like '%yeniden@auto.test%'`)).toHaveLength(1);
      expect(await r.sql(`select 1 from automation_outbox where workflow_id = $1`, [id])).toHaveLength(1);
    } finally {
      await r.stop();
    }
  }, 120_000);
});
