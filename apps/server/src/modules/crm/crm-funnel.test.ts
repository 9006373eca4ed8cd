import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('CRM funnel', () => {
  it('counts a lead with an open deal in the opportunity stage even while its status is new', async () => {
    const W = await t.register();
    const api = (method: string, url: string, body?: unknown) => t.request({ method, url, body, token: W.token });
    const lead = (await api('POST', '/api/crm/leads', { name: 'Fresh Lead', email: 'fresh@lead.test', source: 'website' })).json().lead;
    expect(lead.status).toBe('new');
    await api('POST', '/api/crm/leads', { name: 'No Deal', email: 'nodeal@lead.test', source: 'website' });
    expect((await api('POST', '/api/crm/deals', { title: 'Open deal', value: 5000, leadId: lead.id })).statusCode).toBe(201);
    let a = (await api('GET', '/api/crm/analytics')).json().analytics;
    const counts = () => Object.fromEntries(a.funnel.map((f: { stage: string; count: number }) => [f.stage, f.count]));
    expect(counts()).toEqual({ total: 2, qualified: 1, opportunity: 1, proposal: 0, closed: 0 });

    // a lead in negotiation without a deal still counts by its status
    await api('POST', '/api/crm/leads', { name: 'Talks', source: 'website', status: 'negotiation' });
    a = (await api('GET', '/api/crm/analytics')).json().analytics;
    expect(counts()).toMatchObject({ total: 3, opportunity: 2, proposal: 1, closed: 0 });
  });
});
