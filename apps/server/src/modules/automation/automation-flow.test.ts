// Flow control and limits of the engine, driven by ticks with a simulated clock: if/else, the A/B split, exit, waits
// until a weekday and time, quiet hours, the frequency cap, the concurrent-workflow limit, retries with back-off, and
// publishing a new version while runs wait (moved or left to finish).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowGraph } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { chain, edge, node, workflowCalls } from './test-support.js';

process.env.ULAK_AUTOMATION_LOOP = 'off';

let t: TestApp;
let A: { token: string; user: { id: string; workspaceId: string } };
let templateId: string;
const MIN = 60_000;
const DAY = 86_400_000;
const { api, publishWorkflow, runsOf, contact, enrol, pause } = workflowCalls(
  () => t,
  () => A.token,
);
const tick = (at: Date) => t.ctx.fronts.automation.tick(at);
const tags = async (id: string) => (await api('GET', `/api/contacts/${id}`)).json().contact.tags as string[];
/** An instant `days` from now at hh:mm in Istanbul (UTC+3 all year), the workspace's default time zone. */
const istanbul = (days: number, hh: number, mm = 0) => {
  const d = new Date(Date.now() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hh - 3, mm));
};

beforeAll(async () => {
  t = await startTestApp();
  A = await t.register({ companyName: 'Akış' });
  templateId = (await api('POST', '/api/templates', { name: 'Akış', subject: 'Merhaba', htmlContent: '<p>Merhaba</p>' })).json().template.id;
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

describe('flow control', () => {
  it('if/else on a field, a tag and an email opened since entering takes the matching branch and records it', async () => {
    const izmir = await contact('izmir@akis.test', { attributes: { city: 'İzmir' }, tags: ['vip'] });
    const ankara = await contact('ankara@akis.test', { attributes: { city: 'Ankara' } });
    const graph = {
      nodes: [
        node('t', 'manual'),
        node('city', 'if_else', { condition: { kind: 'attribute', field: 'city', op: 'eq', value: 'İzmir' } }),
        node('vip', 'if_else', { condition: { kind: 'tag', tag: 'vip' } }),
        node('opened', 'if_else', { condition: { kind: 'opened_previous' } }),
        node('y', 'update_contact', { addTags: ['izmir-vip'] }),
        node('n', 'update_contact', { addTags: ['other'] }),
        node('o', 'update_contact', { addTags: ['opened'] }),
        node('w', 'wait', { minutes: 10 }),
      ],
      edges: [
        edge('t', 'city'),
        edge('city', 'vip', 'yes'),
        edge('city', 'n', 'no'),
        edge('vip', 'y', 'yes'),
        edge('vip', 'n', 'no'),
        edge('y', 'w'),
        edge('n', 'w'),
        edge('w', 'opened'),
        edge('opened', 'o', 'yes'),
      ],
    };
    // the opened condition's "no" exit is left open: the run ends there
    const created = await api('POST', '/api/automation/workflows', { name: 'branches', graph });
    const id = created.json().workflow.id as string;
    expect((await api('POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(400);
    graph.nodes.push(node('end', 'exit'));
    graph.edges.push(edge('opened', 'end', 'no'));
    await api('PUT', `/api/automation/workflows/${id}`, { graph });
    expect((await api('POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(200);
    await enrol(id, [izmir, ankara]);
    const now = new Date();
    await tick(now);
    // İzmir opens an email meanwhile: a human open of a delivery to it
    const ws = A.user.workspaceId;
    const [del] = await t.sql(
      `insert into deliveries (workspace_id, contact_id, email, status, automation_workflow_id, automation_run_id, automation_node_id, automation_iteration)
       values ($1, $2, 'izmir@akis.test', 'sent', $3, gen_random_uuid(), 'x', 0) returning id`,
      [ws, izmir, id],
    );
    await t.sql(`insert into tracking_events (delivery_id, workspace_id, type, machine) values ($1, $2, 'open', false)`, [del.id, ws]);
    await tick(new Date(now.getTime() + 11 * MIN));
    const runs = await runsOf(id);
    const of = (cid: string) => runs.find((r) => r.contactId === cid)!;
    expect(of(izmir).steps.map((s) => `${s.nodeId}:${s.detail ?? ''}`)).toEqual(expect.arrayContaining(['city:yes', 'vip:yes', 'opened:yes']));
    expect(of(ankara).steps.map((s) => `${s.nodeId}:${s.detail ?? ''}`)).toEqual(expect.arrayContaining(['city:no', 'opened:no', 'end:']));
    expect(of(izmir).status).toBe('completed');
    expect(of(ankara)).toMatchObject({ status: 'exited', exitReason: 'exit_node' });
    expect(await tags(izmir)).toEqual(expect.arrayContaining(['izmir-vip', 'opened']));
    expect(await tags(ankara)).toEqual(['other']);
    await pause(id);
  });

  it('a random A/B split sends contacts down both branches, each run by its recorded branch; exit ends a run there', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push(await contact(`ab${i}@akis.test`));
    const id = await publishWorkflow({
      nodes: [node('t', 'manual'), node('s', 'random_split', { percentA: 50 }), node('a', 'update_contact', { addTags: ['a'] }), node('x', 'exit')],
      edges: [edge('t', 's'), edge('s', 'a', 'a'), edge('s', 'x', 'b')],
    } as WorkflowGraph);
    await enrol(id, ids);
    await tick(new Date());
    const runs = await runsOf(id);
    const branch = (r: (typeof runs)[number]) => r.steps.find((s) => s.nodeId === 's')!.detail;
    const a = runs.filter((r) => branch(r) === 'a');
    const b = runs.filter((r) => branch(r) === 'b');
    expect(a.length + b.length).toBe(16);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    for (const r of a) expect(r).toMatchObject({ status: 'completed' });
    for (const r of b) expect(r).toMatchObject({ status: 'exited', exitReason: 'exit_node' });
    for (const r of b) expect(r.steps.map((s) => s.nodeId)).toEqual(['s', 'x']);
    await pause(id);
  });
});

describe('time', () => {
  it('waits until the next chosen weekday and time in the workspace time zone', async () => {
    const cid = await contact('pazartesi@akis.test');
    // Monday 09:30 in Istanbul
    const id = await publishWorkflow(
      chain(node('t', 'manual'), node('w', 'wait', { mode: 'until', weekday: 1, hour: 9, minute: 30 }), node('u', 'update_contact', { addTags: ['monday'] })),
    );
    await enrol(id, [cid]);
    const now = new Date();
    await tick(now);
    const [run] = await runsOf(id);
    const wake = new Date(run.wakeAt!);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Istanbul',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(wake);
    expect(local).toBe('Mon 09:30');
    expect(wake.getTime() - now.getTime()).toBeLessThanOrEqual(7 * DAY);
    await tick(new Date(wake.getTime() - MIN));
    expect((await runsOf(id))[0].status).toBe('waiting');
    await tick(new Date(wake.getTime() + MIN));
    expect((await runsOf(id))[0].status).toBe('completed');
    await pause(id);
  });

  it("quiet hours hold a send until they end; the frequency cap skips a contact's sends past it that day", async () => {
    const night = await contact('gece@akis.test');
    const quiet = await publishWorkflow(chain(node('t', 'manual'), node('m', 'send_email', { templateId })), { quietHours: { start: 22, end: 8 } });
    await enrol(quiet, [night]);
    await tick(istanbul(1, 23));
    let [run] = await runsOf(quiet);
    expect(run.steps).toHaveLength(0);
    expect(new Date(run.wakeAt!).getTime()).toBe(istanbul(2, 8).getTime());
    await tick(istanbul(2, 8, 1));
    [run] = await runsOf(quiet);
    expect(run.steps.map((s) => `${s.nodeId}:${s.status}:${s.detail}`)).toEqual(['m:done:sent']);
    await pause(quiet);

    // at most one message a day per contact: a second workflow's email the same day is skipped
    await api('PUT', '/api/automation/settings', { frequencyCapPerDay: 1 });
    try {
      const capped = await contact('sinir@akis.test');
      const first = await publishWorkflow(chain(node('t', 'manual'), node('m', 'send_email', { templateId })));
      const second = await publishWorkflow(chain(node('t', 'manual'), node('m', 'send_email', { templateId })));
      await enrol(first, [capped]);
      await tick(new Date());
      await enrol(second, [capped]);
      await tick(new Date());
      expect((await runsOf(first))[0].steps[0]).toMatchObject({ status: 'done', detail: 'sent' });
      expect((await runsOf(second))[0].steps[0]).toMatchObject({ status: 'skipped', detail: 'frequency_cap' });
      for (const wf of [first, second]) await pause(wf);
    } finally {
      await api('PUT', '/api/automation/settings', { frequencyCapPerDay: null });
    }
  });
});

describe('limits', () => {
  it('refuses to activate a workflow over the concurrent limit and names it', async () => {
    const active = (await api('GET', '/api/automation/settings')).json().activeWorkflows as number;
    await api('PUT', '/api/automation/settings', { concurrentWorkflows: active + 1 });
    try {
      const one = await publishWorkflow(chain(node('t', 'manual'), node('u', 'update_contact', { addTags: ['x'] })));
      const created = await api('POST', '/api/automation/workflows', { name: 'one too many', graph: chain(node('t', 'manual'), node('u', 'update_contact')) });
      const r = await api('POST', `/api/automation/workflows/${created.json().workflow.id}/publish`, {});
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('WORKFLOW_CONCURRENT_LIMIT');
      // pausing one makes room
      await pause(one);
      expect((await api('PUT', `/api/automation/workflows/${created.json().workflow.id}/toggle`, { status: 'active' })).json().workflow.status).toBe('active');
      await pause(created.json().workflow.id);
    } finally {
      await api('PUT', '/api/automation/settings', { concurrentWorkflows: 50 });
    }
  });

  it('retries a failing step with back-off (1, 4, 16 minutes) and then records it failed with the reason', async () => {
    const cid = await contact('hata@akis.test');
    const list = (await api('POST', '/api/contacts/lists', { name: 'Silinecek', visibility: 'private', optIn: 'single' })).json().list.id as string;
    const id = await publishWorkflow(chain(node('t', 'manual'), node('list', 'add_to_list', { listId: list })));
    // the list disappears behind the workflow's back (the API refuses to delete a list a running workflow uses):
    // every attempt of the step is refused by the contacts module
    await t.sql(`delete from lists where id = $1`, [list]);
    await enrol(id, [cid]);
    const now = new Date();
    await tick(now);
    const wakes: number[] = [];
    for (const after of [1, 1 + 4, 1 + 4 + 16]) {
      const [run] = await runsOf(id);
      expect(run).toMatchObject({ status: 'waiting', steps: [] });
      expect(run.lastError).toBeTruthy();
      wakes.push(Math.round((new Date(run.wakeAt!).getTime() - now.getTime()) / MIN));
      await tick(new Date(now.getTime() + after * MIN + 1000));
    }
    expect(wakes).toEqual([1, 5, 21]);
    const [run] = await runsOf(id);
    expect(run.status).toBe('failed');
    expect(run.steps).toMatchObject([{ nodeId: 'list', status: 'failed', attempts: 4 }]);
    expect(run.steps[0].detail).toBe(run.lastError);
  });
});

describe('versions', () => {
  it('publishing while runs wait: the user moves them to the new version (where their node exists) or lets them finish', async () => {
    const graph = (tag: string) => chain(node('t', 'manual'), node('w', 'wait', { minutes: 60 }), node('u', 'update_contact', { addTags: [tag] }));
    const ids = { moved: await contact('tasinan@akis.test'), kept: await contact('kalan@akis.test') };
    const results: Record<string, string[]> = {};
    for (const [choice, cid] of Object.entries(ids)) {
      const id = await publishWorkflow(graph('v1'));
      await enrol(id, [cid]);
      const now = new Date();
      await tick(now);
      await api('PUT', `/api/automation/workflows/${id}`, { graph: graph('v2') });
      // the dialog's figures: how many runs wait on the published version
      expect((await api('GET', `/api/automation/workflows/${id}`)).json().workflow).toMatchObject({ hasUnpublishedChanges: true, waitingOnCurrentVersion: 1 });
      const pub = (await api('POST', `/api/automation/workflows/${id}/publish`, { migrateRuns: choice === 'moved' })).json();
      expect(pub.movedRuns).toBe(choice === 'moved' ? 1 : 0);
      expect(pub.workflow).toMatchObject({ version: 2, waitingOnOlderVersions: choice === 'moved' ? 0 : 1 });
      await tick(new Date(now.getTime() + 61 * MIN));
      const [run] = await runsOf(id);
      expect(run).toMatchObject({ status: 'completed', version: choice === 'moved' ? 2 : 1 });
      results[choice] = await tags(cid);
      await pause(id);
    }
    expect(results).toEqual({ moved: ['v2'], kept: ['v1'] });
  });
});
