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
