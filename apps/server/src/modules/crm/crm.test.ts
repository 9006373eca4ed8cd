import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
let A: { token: string; user: { id: string; workspaceId: string } };
let B: { token: string; user: { id: string; workspaceId: string } };
beforeAll(async () => {
  t = await startTestApp();
  A = await t.register({ companyName: 'Alpha' });
  B = await t.register({ companyName: 'Beta' });
});
afterAll(async () => {
  await t?.stop();
});
const api = (method: string, url: string, body?: unknown, token = A.token) => t.request({ method, url, body, token });

describe('leads', () => {
  it('links a lead to a contact without marketing consent that no campaign reaches until it opts in', async () => {
    const W = await t.register({ companyName: 'Consent Ltd' });
    const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => t.request({ method, url, body, token: W.token, headers });
    const lead = (await call('POST', '/api/crm/leads', { name: 'Leyla Aksoy', email: 'leyla@lead.test' })).json().lead;
    const contact = (await call('GET', `/api/contacts/${lead.contactId}`)).json().contact;
    expect(contact).toMatchObject({ email: 'leyla@lead.test', status: 'non_subscribed', consentSource: 'crm', consentAt: null });
    expect((await call('GET', '/api/contacts?status=non_subscribed')).json().items.map((c: { email: string }) => c.email)).toEqual(['leyla@lead.test']);
    expect((await call('GET', '/api/contacts/count?status=subscribed')).json().count).toBe(0);
    const csv = (await call('GET', '/api/contacts/export')).body;
    expect(csv).toMatch(/leyla@lead\.test.*non_subscribed/);
    expect(csv).not.toMatch(/leyla@lead\.test.*,subscribed/);

    // a campaign to a list holding the lead, and naming it as a typed recipient, reaches only the subscribed contact
    const list = (await call('POST', '/api/contacts/lists', { name: 'Haber', visibility: 'public', optIn: 'single' })).json().list;
    const other = (await call('POST', '/api/contacts', { email: 'abone@lead.test', listIds: [list.id] })).json().contact;
    expect(other.status).toBe('subscribed');
    await call('POST', '/api/contacts/bulk', { action: 'add_to_list', contactIds: [lead.contactId], listId: list.id });
    const body = { name: 'Lead test', subject: 'Hi', htmlContent: '<p>Hi</p>', listIds: [list.id], recipients: 'leyla@lead.test' };
    const campaign = (await call('POST', '/api/campaigns', body)).json().campaign;
    expect((await call('POST', `/api/campaigns/${campaign.id}/send`)).statusCode).toBe(200);
    const done = await waitFor(async () => {
      const c = (await call('GET', `/api/campaigns/${campaign.id}`)).json().campaign;
      return c.status === 'sent' ? c : undefined;
    }, 30_000);
    expect(done).toMatchObject({ recipients: 1, sent: 1 });
    expect((await t.sql(`SELECT count(*)::int AS n FROM captured_mails WHERE to_addresses LIKE '%leyla@lead.test%'`))[0].n).toBe(0);

    // opting in on the public form gives consent, with its source and time
    const form = await t.request({ method: 'POST', url: `/api/public/lists/${list.id}/subscribe`, body: { email: 'leyla@lead.test' } });
    expect(form.statusCode).toBeLessThan(300);
    const after = (await call('GET', `/api/contacts/${lead.contactId}`)).json().contact;
    expect(after).toMatchObject({ status: 'subscribed', consentSource: 'form' });
    expect(after.consentAt).toBeTruthy();
  });

  it('creates a lead linked to the audience contact, with value in minor units and stars from the score', async () => {
    const res = await api('POST', '/api/crm/leads', {
      name: 'Can Demir',
      email: 'Can@Demir.test',
      phone: '+90 555',
      company: 'Demir AŞ',
      source: 'referral',
      value: 12500.5,
    });
    expect(res.statusCode).toBe(201);
    const lead = res.json().lead;
    expect(lead).toMatchObject({
      name: 'Can Demir',
      email: 'can@demir.test',
      status: 'new',
      source: 'referral',
      value: 12500.5,
      score: 0,
      stars: 0,
      band: 'low',
    });
    const [row] = await t.sql('SELECT value_minor FROM leads WHERE id = $1', [lead.id]);
    expect(Number(row.value_minor)).toBe(1250050);
    const contacts = (await api('GET', '/api/contacts?search=can@demir')).json().items;
    expect(contacts[0].id).toBe(lead.contactId);
    expect((await api('POST', '/api/crm/leads', { name: '', source: 'tv' })).statusCode).toBe(400);
    // another workspace's user is not a reference this workspace can name
    expect((await api('POST', '/api/crm/leads', { name: 'X', assignedTo: B.user.id })).statusCode).toBe(404);
  });

  it('logging a call adds 50 points and sets the last activity; a form fill adds 25', async () => {
    const lead = (await api('POST', '/api/crm/leads', { name: 'Score Me', email: 'score@me.test' })).json().lead;
    const call = await api('POST', '/api/crm/activities', { type: 'call', title: 'Intro call', leadId: lead.id });
    expect(call.statusCode).toBe(201);
    await api('POST', `/api/crm/leads/${lead.id}/events`, { type: 'form_fill' });
    const after = (await api('GET', `/api/crm/leads/${lead.id}`)).json().lead;
    expect(after).toMatchObject({ score: 75, stars: 3, band: 'medium' });
    expect(after.lastActivity).toBeTruthy();
    expect(after.timeline.map((e: { title: string }) => e.title)).toContain('Intro call');
    await api('PUT', '/api/crm/settings/scoring', { email_open: 10, website_visit: 15, form_fill: 40, phone_call: 50 });
    const rescored = (await api('POST', `/api/crm/leads/${lead.id}/events`, { type: 'website_visit' })).json().lead;
    expect(rescored.score).toBe(100);
  });

  it('filters, searches, sorts and paginates; bulk assigns and changes status', async () => {
    const W = await t.register();
    for (const [i, src] of ['website', 'referral', 'website', 'partner', 'website'].entries())
      await api('POST', '/api/crm/leads', { name: `Lead ${i}`, email: `l${i}@list.test`, source: src, value: i * 1000 }, W.token);
    const web = (await api('GET', '/api/crm/leads?source=website&sort=value&order=desc', undefined, W.token)).json();
    expect(web.total).toBe(3);
    expect(web.leads.map((l: { value: number }) => l.value)).toEqual([4000, 2000, 0]);
    expect((await api('GET', '/api/crm/leads?search=lead%203', undefined, W.token)).json().total).toBe(1);
    // three letters or more match anywhere (a company's middle word, an address domain); one or two letters match a start
    await api('POST', '/api/crm/leads', { name: 'Zeynep Kaya', email: 'zk@firma.test', company: 'Mavi Deniz Lojistik', source: 'website' }, W.token);
    const found = async (q: string) =>
      (await api('GET', `/api/crm/leads?search=${encodeURIComponent(q)}`, undefined, W.token)).json().leads.map((l: { name: string }) => l.name);
    expect(await found('deniz')).toEqual(['Zeynep Kaya']);
    expect(await found('FIRMA')).toEqual(['Zeynep Kaya']);
    expect(await found('ma')).toEqual(['Zeynep Kaya']);
    expect(await found('ay')).toEqual([]);
    expect(await found('ze')).toEqual(['Zeynep Kaya']);
    expect((await api('GET', '/api/crm/leads?limit=5&page=2', undefined, W.token)).json().leads).toHaveLength(1);
    const ids = web.leads.map((l: { id: string }) => l.id);
    expect((await api('POST', '/api/crm/leads/bulk', { action: 'status', leadIds: ids, status: 'qualified' }, W.token)).json().affected).toBe(3);
    expect((await api('POST', '/api/crm/leads/bulk', { action: 'assign', leadIds: ids, assignedTo: W.user.id }, W.token)).json().affected).toBe(3);
    expect((await api('GET', `/api/crm/leads?assignedTo=${W.user.id}&status=qualified`, undefined, W.token)).json().total).toBe(3);
  });

  it('imports leads from CSV reporting bad rows by line, and exports them', async () => {
    const W = await t.register();
    const csv =
      'name,email,company,status,source,value\nAyla Kurt,ayla@kurt.test,Kurt Ltd,contacted,website,"15.000,50"\n,nameless@x.test,,,,\nBad Mail,not-mail,,,,\nEmre Ak,emre@ak.test,,unknown,,\nSelin Er,selin@er.test,,,trade_show,2500\n';
    const res = (await api('POST', '/api/crm/leads/import', { csv }, W.token)).json();
    expect(res).toMatchObject({ inserted: 2, failed: 3 });
    expect(res.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5]);
    const exported = (await api('GET', '/api/crm/leads/export', undefined, W.token)).body.trim().split('\n');
    expect(exported).toHaveLength(3);
    expect(exported.join('\n')).toContain('Ayla Kurt,ayla@kurt.test,,Kurt Ltd,contacted,website,15000.50,TRY');
  });
});

describe('pipeline and analytics', () => {
  it('has the six stages, moves a deal with an activity logged, and computes weighted value and analytics', async () => {
    const W = await t.register();
    const board = (await api('GET', '/api/crm/pipeline', undefined, W.token)).json();
    expect(board.stages.map((s: { probability: number }) => s.probability)).toEqual([10, 25, 50, 75, 90, 100]);
    const lead = (await api('POST', '/api/crm/leads', { name: 'Deal Lead', email: 'deal@lead.test', source: 'website', status: 'proposal' }, W.token)).json()
      .lead;
    const deal = (
      await api(
        'POST',
        '/api/crm/deals',
        { title: 'Big deal', value: 10000, leadId: lead.id, expectedCloseDate: new Date().toISOString().slice(0, 10) },
        W.token,
      )
    ).json().deal;
    expect(deal.stageId).toBe(board.stages[0].id);
    let p = (await api('GET', '/api/crm/pipeline', undefined, W.token)).json();
    expect(p.stages[0]).toMatchObject({ count: 1, value: 10000, weightedValue: 1000 });
    const negotiation = p.stages.find((s: { key: string }) => s.key === 'negotiation');
    expect((await api('POST', `/api/crm/deals/${deal.id}/move`, { stageId: negotiation.id }, W.token)).statusCode).toBe(200);
    p = (await api('GET', '/api/crm/pipeline', undefined, W.token)).json();
    expect(p.weightedTotal).toBe(7500);
    const acts = (await api('GET', `/api/crm/activities?dealId=${deal.id}`, undefined, W.token)).json().activities;
    expect(acts[0].title).toMatch(/→/);
    let a = (await api('GET', '/api/crm/analytics', undefined, W.token)).json().analytics;
    expect(a.forecast[0].weightedValue).toBe(7500);
    expect(a.funnel.map((f: { stage: string; count: number }) => [f.stage, f.count])).toEqual([
      ['total', 1],
      ['qualified', 1],
      ['opportunity', 1],
      ['proposal', 0],
      ['closed', 0],
    ]);
    expect(a.leadSources.find((s: { id: string }) => s.id === 'website')).toMatchObject({ count: 1, share: 100 });
    await api('POST', `/api/crm/deals/${deal.id}/close`, { status: 'won' }, W.token);
    a = (await api('GET', '/api/crm/analytics', undefined, W.token)).json().analytics;
    expect(a).toMatchObject({ winRate: 100, averageDealSize: 10000, wonValue: 10000 });
    expect((await api('GET', `/api/crm/leads/${lead.id}`, undefined, W.token)).json().lead.status).toBe('won');
  });

  it('shows overdue tasks and completes them', async () => {
    const W = await t.register();
    const task = (
      await api('POST', '/api/crm/activities', { type: 'task', title: 'Send proposal', dueAt: new Date(Date.now() - 3600_000).toISOString() }, W.token)
    ).json().activity;
    expect(task.overdue).toBe(true);
    expect((await api('GET', '/api/crm/activities?openTasks=true', undefined, W.token)).json().overdueTasks).toBe(1);
    await api('PATCH', `/api/crm/activities/${task.id}`, { completed: true }, W.token);
    expect((await api('GET', '/api/crm/activities?openTasks=true', undefined, W.token)).json().overdueTasks).toBe(0);
  });

  it('trains the AI score on won and lost leads once there are enough', async () => {
    const W = await t.register();
    expect((await api('POST', '/api/crm/model/train', undefined, W.token)).json().model).toBeNull();
    for (let i = 0; i < 30; i++) {
      const won = i % 2 === 0;
      const lead = (
        await api('POST', '/api/crm/leads', { name: `M${i}`, source: won ? 'referral' : 'cold_call', status: won ? 'won' : 'lost' }, W.token)
      ).json().lead;
      if (won) for (let k = 0; k < 3; k++) await api('POST', '/api/crm/activities', { type: 'meeting', title: 'm', leadId: lead.id }, W.token);
    }
    const open = (await api('POST', '/api/crm/leads', { name: 'Open referral', source: 'referral' }, W.token)).json().lead;
    const model = (await api('POST', '/api/crm/model/train', undefined, W.token)).json().model;
    expect(model.samples).toBe(30);
    expect(model.accuracy).toBeGreaterThan(80);
    const scored = (await api('GET', `/api/crm/leads/${open.id}`, undefined, W.token)).json().lead;
    expect(scored.aiScore).toBeGreaterThan(50);
  });
});

describe('workspace isolation', () => {
  it('a second workspace can read or change none of the CRM records', async () => {
    const lead = (await api('POST', '/api/crm/leads', { name: 'Secret lead', email: 'secret@lead.test' })).json().lead;
    const company = (await api('POST', '/api/crm/companies', { name: 'Secret Co' })).json().company;
    const deal = (await api('POST', '/api/crm/deals', { title: 'Secret deal', leadId: lead.id })).json().deal;
    const act = (await api('POST', '/api/crm/activities', { type: 'note', title: 'Secret note', leadId: lead.id })).json().activity;
    const b = (method: string, url: string, body?: unknown) => api(method, url, body, B.token);
    for (const [m, u, body] of [
      ['GET', `/api/crm/leads/${lead.id}`],
      ['PATCH', `/api/crm/leads/${lead.id}`, { name: 'x' }],
      ['DELETE', `/api/crm/leads/${lead.id}`],
      ['POST', `/api/crm/leads/${lead.id}/events`, { type: 'form_fill' }],
      ['GET', `/api/crm/companies/${company.id}`],
      ['PATCH', `/api/crm/companies/${company.id}`, { name: 'x' }],
      ['DELETE', `/api/crm/companies/${company.id}`],
      ['PATCH', `/api/crm/deals/${deal.id}`, { title: 'x' }],
      ['POST', `/api/crm/deals/${deal.id}/close`, { status: 'won' }],
      ['DELETE', `/api/crm/deals/${deal.id}`],
      ['PATCH', `/api/crm/activities/${act.id}`, { completed: true }],
      ['DELETE', `/api/crm/activities/${act.id}`],
      ['POST', '/api/crm/activities', { type: 'call', title: 'x', leadId: lead.id }],
      ['POST', '/api/crm/deals', { title: 'x', companyId: company.id }],
    ] as const) {
      expect((await b(m, u, body)).statusCode, `${m} ${u}`).toBe(404);
    }
    const stageB = (await b('GET', '/api/crm/pipeline')).json().stages[0].id;
    expect((await b('POST', `/api/crm/deals/${deal.id}/move`, { stageId: stageB })).statusCode).toBe(404);
    expect((await b('POST', '/api/crm/leads/bulk', { action: 'delete', leadIds: [lead.id] })).json().affected).toBe(0);
    expect((await b('GET', '/api/crm/leads?search=secret')).json().total).toBe(0);
    expect((await b('GET', '/api/crm/companies?search=secret')).json().companies).toEqual([]);
    expect((await b('GET', '/api/crm/deals')).json().deals).toEqual([]);
    expect((await b('GET', '/api/crm/activities')).json().activities).toEqual([]);
    expect((await b('GET', '/api/crm/leads/export')).body.trim().split('\n')).toHaveLength(1);
    expect((await api('GET', `/api/crm/leads/${lead.id}`)).json().lead.name).toBe('Secret lead');
  });
});
