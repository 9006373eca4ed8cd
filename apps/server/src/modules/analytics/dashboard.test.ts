import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('dashboard', () => {
  it('shows zeros for a new workspace and real figures once it works', async () => {
    const { token } = await t.register();
    const empty = (await t.request({ method: 'GET', url: '/api/dashboard/realtime', token })).json().kpis;
    expect(empty).toMatchObject({ emailsSent: 0, contacts: 0, campaigns: 0, openRate: null, leads: 0, overdueTasks: 0, members: 1 });
    await t.request({
      method: 'POST',
      url: '/api/email-sending/bulk',
      token,
      body: { recipients: ['a@dash.test', 'b@dash.test'], subject: 'Hi', htmlContent: '<p>Hi</p>' },
    });
    await t.request({ method: 'POST', url: '/api/crm/leads', token, body: { name: 'Lead' } });
    await t.request({
      method: 'POST',
      url: '/api/crm/activities',
      token,
      body: { type: 'task', title: 'Late', dueAt: new Date(Date.now() - 60_000).toISOString() },
    });
    const kpis = (await t.request({ method: 'GET', url: '/api/dashboard/realtime?range=24h', token })).json().kpis;
    expect(kpis).toMatchObject({ emailsSent: 2, contacts: 2, campaigns: 1, openRate: 0, leads: 1, overdueTasks: 1 });
    const sub = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
    expect(sub.emailsSentThisMonth).toBe(2);
  });
});

describe('dashboard automation and API tabs', () => {
  it('counts workflows, runs and steps, and API keys with their requests, for this workspace only', async () => {
    const owner = await t.register();
    const other = await t.register();
    const api = (method: string, url: string, body?: unknown, token = owner.token) => t.request({ method, url, body, token });
    const dash = async (token: string) => (await t.request({ method: 'GET', url: '/api/dashboard/realtime?range=24h', token })).json();
    const empty = await dash(owner.token);
    expect(empty.automation).toEqual({
      activeWorkflows: 0,
      pausedWorkflows: 0,
      runsEntered: 0,
      runsCompleted: 0,
      runsWaiting: 0,
      stepsDone: 0,
      stepsFailed: 0,
    });
    expect(empty.api).toEqual({ activeKeys: 0, keysUsed: 0, requests: 0, lastUsedAt: null });

    const graph = {
      nodes: [
        { id: 't', type: 'user_registration', position: { x: 0, y: 0 }, data: {} },
        { id: 'tag', type: 'update_contact', position: { x: 0, y: 100 }, data: { addTags: ['dash'] } },
      ],
      edges: [{ id: 't-tag', source: 't', target: 'tag' }],
    };
    const created = await api('POST', '/api/automation/workflows', { name: 'Dash', graph });
    expect((await api('POST', `/api/automation/workflows/${created.json().workflow.id}/publish`, {})).statusCode).toBe(200);
    await api('POST', '/api/contacts', { email: 'dash-1@dash.test' });
    await api('POST', '/api/contacts', { email: 'dash-2@dash.test' });
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));

    const key = await api('POST', '/api/settings/api-keys', { name: 'Dash', scopes: ['contacts:read'] });
    for (let i = 0; i < 3; i++) expect((await t.request({ method: 'GET', url: '/api/contacts', token: key.json().token })).statusCode).toBe(200);

    const after = await dash(owner.token);
    expect(after.automation).toMatchObject({ activeWorkflows: 1, pausedWorkflows: 0, runsEntered: 2, runsCompleted: 2, runsWaiting: 0, stepsFailed: 0 });
    expect(after.automation.stepsDone).toBeGreaterThanOrEqual(2);
    expect(after.api).toMatchObject({ activeKeys: 1, keysUsed: 1, requests: 3 });
    expect(after.api.lastUsedAt).toBeTruthy();
    // the other workspace sees none of it
    const theirs = await dash(other.token);
    expect(theirs.automation).toMatchObject({ activeWorkflows: 0, runsEntered: 0, stepsDone: 0 });
    expect(theirs.api).toMatchObject({ activeKeys: 0, requests: 0 });
  });
});
