// Tenant isolation: every record id accepted in a body or a query string is sent with another workspace's id.
// Workspace B owns the referenced records; workspace A names them. Each case must answer 404 with a stable code, leave
// both workspaces' data untouched and never echo B's names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
type Ws = { token: string; user: { id: string; workspaceId: string } };
let A: Ws;
let B: Ws;
/** B's records (every name carries SECRET_B so a leak is visible in any answer). */
const b: Record<string, string> = {};
/** A's own records, for the routes that take A's record in the path. */
const a: Record<string, string> = {};
const SECRET_B = 'SECRET-OF-B';

const api = async (ws: Ws, method: string, url: string, body?: unknown) => {
  const res = await t.request({ method, url, body, token: ws.token });
  if (res.statusCode >= 500) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res;
};
const created = async (ws: Ws, url: string, body: unknown, key: string) => {
  const res = await api(ws, 'POST', url, body);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json()[key] as { id: string } & Record<string, unknown>;
};

const LINE = { description: 'Hizmet', quantity: 1, unitPrice: 100, taxRate: 20 };
const TABLES = [
  'contacts',
  'lists',
  'list_members',
  'segments',
  'templates',
  'campaigns',
  'engagement_events',
  'leads',
  'crm_companies',
  'pipeline_stages',
  'deals',
  'activities',
  'invoice_customers',
  'invoices',
  'invoice_lines',
];

// snapshot fingerprints every business table of a workspace, to prove a refused request changed nothing
async function snapshot(workspaceId: string) {
  const parts = TABLES.map(
    (tb) => `(select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${tb} x where x.workspace_id = $1) as ${tb}`,
  );
  return (await t.sql(`select ${parts.join(', ')}`, [workspaceId]))[0];
}

beforeAll(async () => {
  t = await startTestApp();
  A = await t.register();
  B = await t.register();
  // B's records
  b.list = (await created(B, '/api/contacts/lists', { name: `${SECRET_B} list` }, 'list')).id;
  b.contact = (await created(B, '/api/contacts', { email: 'b-contact@b.test', firstName: SECRET_B, listIds: [b.list] }, 'contact')).id;
  const listRule = { match: 'all', rules: [{ kind: 'list', op: 'in', listId: b.list }] };
  b.segment = (await created(B, '/api/contacts/segments', { name: `${SECRET_B} segment`, rules: listRule }, 'segment')).id;
  b.template = (
    await created(B, '/api/templates', { name: `${SECRET_B} template`, subject: `${SECRET_B} subject`, htmlContent: `<p>${SECRET_B}</p>` }, 'template')
  ).id;
  b.campaign = (await created(B, '/api/campaigns', { name: `${SECRET_B} campaign`, subject: `${SECRET_B} subject`, htmlContent: '<p>x</p>' }, 'campaign')).id;
  b.company = (await created(B, '/api/crm/companies', { name: `${SECRET_B} company` }, 'company')).id;
  b.lead = (await created(B, '/api/crm/leads', { name: `${SECRET_B} lead`, email: 'b-lead@b.test' }, 'lead')).id;
  b.stage = (await api(B, 'GET', '/api/crm/settings')).json().stages[0].id;
  b.deal = (await created(B, '/api/crm/deals', { title: `${SECRET_B} deal`, contactId: b.contact }, 'deal')).id;
  b.activity = (await created(B, '/api/crm/activities', { type: 'note', title: `${SECRET_B} note`, contactId: b.contact }, 'activity')).id;
  b.customer = (await created(B, '/api/invoices/customers', { name: `${SECRET_B} customer`, email: 'c@b.test' }, 'customer')).id;
  const bInvoice = await created(B, '/api/invoices', { customerId: b.customer, lines: [LINE] }, 'invoice');
  b.invoice = bInvoice.id;
  b.line = (bInvoice.lines as { id: string }[])[0].id;
  b.user = B.user.id;
  // A's records
  a.list = (await created(A, '/api/contacts/lists', { name: 'A list' }, 'list')).id;
  a.contact = (await created(A, '/api/contacts', { email: 'a-contact@a.test' }, 'contact')).id;
  a.segment = (await created(A, '/api/contacts/segments', { name: 'A segment', rules: { match: 'all', rules: [] } }, 'segment')).id;
  a.template = (await created(A, '/api/templates', { name: 'A template', subject: 'A subject', htmlContent: '<p>A</p>' }, 'template')).id;
  a.campaign = (await created(A, '/api/campaigns', { name: 'A campaign', subject: 'A', htmlContent: '<p>A</p>' }, 'campaign')).id;
  a.lead = (await created(A, '/api/crm/leads', { name: 'A lead' }, 'lead')).id;
  a.stage = (await api(A, 'GET', '/api/crm/settings')).json().stages[0].id;
  a.deal = (await created(A, '/api/crm/deals', { title: 'A deal' }, 'deal')).id;
  a.customer = (await created(A, '/api/invoices/customers', { name: 'A customer', email: 'c@a.test' }, 'customer')).id;
  a.invoice = (await created(A, '/api/invoices', { customerId: a.customer, lines: [LINE] }, 'invoice')).id;
  const finalised = await created(A, '/api/invoices', { customerId: a.customer, lines: [LINE] }, 'invoice');
  await api(A, 'POST', `/api/invoices/${finalised.id}/finalize`);
  a.finalInvoice = finalised.id;
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

/** status defaults to 404; a credit note names lines of its own invoice, so a foreign line is a 400 there. */
type Case = { name: string; method: string; url: () => string; body?: () => unknown; code: string; status?: number };
const rules = (rule: Record<string, unknown>) => ({ match: 'all', rules: [rule] });
const listRuleOf = (id: string) => rules({ kind: 'list', op: 'in', listId: id });
const campaignRuleOf = (id: string) => rules({ kind: 'engagement', event: 'opened', op: 'did', days: 30, campaignId: id });
const NF = 'REFERENCE_NOT_FOUND';

const CASES: Case[] = [
  // audience: query filters
  { name: 'contacts list ?listId', method: 'GET', url: () => `/api/contacts?listId=${b.list}`, code: 'LIST_NOT_FOUND' },
  { name: 'contacts list ?segmentId', method: 'GET', url: () => `/api/contacts?segmentId=${b.segment}`, code: 'SEGMENT_NOT_FOUND' },
  { name: 'contacts count ?listId', method: 'GET', url: () => `/api/contacts/count?listId=${b.list}`, code: 'LIST_NOT_FOUND' },
  { name: 'contacts count ?segmentId', method: 'GET', url: () => `/api/contacts/count?segmentId=${b.segment}`, code: 'SEGMENT_NOT_FOUND' },
  { name: 'contacts export ?listId', method: 'GET', url: () => `/api/contacts/export?listId=${b.list}`, code: 'LIST_NOT_FOUND' },
  { name: 'contacts export ?segmentId', method: 'GET', url: () => `/api/contacts/export?segmentId=${b.segment}`, code: 'SEGMENT_NOT_FOUND' },
  { name: 'CRM contacts ?listId', method: 'GET', url: () => `/api/crm/contacts?listId=${b.list}`, code: 'LIST_NOT_FOUND' },
  { name: 'CRM contacts ?segmentId', method: 'GET', url: () => `/api/crm/contacts?segmentId=${b.segment}`, code: 'SEGMENT_NOT_FOUND' },
  // audience: bodies
  {
    name: 'create contact listIds',
    method: 'POST',
    url: () => '/api/contacts',
    body: () => ({ email: 'new@a.test', listIds: [a.list, b.list] }),
    code: 'LIST_NOT_FOUND',
  },
  { name: 'update contact listIds', method: 'PATCH', url: () => `/api/contacts/${a.contact}`, body: () => ({ listIds: [b.list] }), code: 'LIST_NOT_FOUND' },
  {
    name: 'bulk add_to_list listId',
    method: 'POST',
    url: () => '/api/contacts/bulk',
    body: () => ({ action: 'add_to_list', contactIds: [a.contact], listId: b.list }),
    code: 'LIST_NOT_FOUND',
  },
  {
    name: 'bulk remove_from_list listId',
    method: 'POST',
    url: () => '/api/contacts/bulk',
    body: () => ({ action: 'remove_from_list', contactIds: [a.contact], listId: b.list }),
    code: 'LIST_NOT_FOUND',
  },
  {
    name: 'create segment, list rule',
    method: 'POST',
    url: () => '/api/contacts/segments',
    body: () => ({ name: 'S', rules: listRuleOf(b.list) }),
    code: 'LIST_NOT_FOUND',
  },
  {
    name: 'create segment, engagement rule campaignId',
    method: 'POST',
    url: () => '/api/contacts/segments',
    body: () => ({ name: 'S', rules: campaignRuleOf(b.campaign) }),
    code: NF,
  },
  {
    name: 'count segment rules',
    method: 'POST',
    url: () => '/api/contacts/segments/count',
    body: () => ({ rules: listRuleOf(b.list) }),
    code: 'LIST_NOT_FOUND',
  },
  {
    name: 'update segment rules',
    method: 'PATCH',
    url: () => `/api/contacts/segments/${a.segment}`,
    body: () => ({ rules: listRuleOf(b.list) }),
    code: 'LIST_NOT_FOUND',
  },
  {
    name: 'start import into listId',
    method: 'POST',
    url: () => `/api/contacts/imports/${a.contact}/start`,
    body: () => ({ mapping: { email: 'email' }, listId: b.list }),
    code: 'LIST_NOT_FOUND',
  },
  // campaigns
  { name: 'create campaign templateId', method: 'POST', url: () => '/api/campaigns', body: () => ({ name: 'C', templateId: b.template }), code: NF },
  {
    name: 'create campaign templateId with own content',
    method: 'POST',
    url: () => '/api/campaigns',
    body: () => ({ name: 'C', htmlContent: '<p>x</p>', templateId: b.template }),
    code: NF,
  },
  { name: 'create campaign listIds', method: 'POST', url: () => '/api/campaigns', body: () => ({ name: 'C', listIds: [b.list] }), code: 'LIST_NOT_FOUND' },
  {
    name: 'create campaign segmentIds',
    method: 'POST',
    url: () => '/api/campaigns',
    body: () => ({ name: 'C', segmentIds: [b.segment] }),
    code: 'SEGMENT_NOT_FOUND',
  },
  {
    name: 'update campaign templateId',
    method: 'PUT',
    url: () => `/api/campaigns/${a.campaign}`,
    body: () => ({ templateId: b.template, htmlContent: '<p>y</p>' }),
    code: NF,
  },
  { name: 'update campaign listIds', method: 'PUT', url: () => `/api/campaigns/${a.campaign}`, body: () => ({ listIds: [b.list] }), code: 'LIST_NOT_FOUND' },
  {
    name: 'update campaign segmentIds',
    method: 'PUT',
    url: () => `/api/campaigns/${a.campaign}`,
    body: () => ({ segmentIds: [b.segment] }),
    code: 'SEGMENT_NOT_FOUND',
  },
  {
    name: 'bulk send templateId',
    method: 'POST',
    url: () => '/api/email-sending/bulk',
    body: () => ({ recipients: ['x@a.test'], subject: 'S', htmlContent: '<p>x</p>', templateId: b.template }),
    code: NF,
  },
  // CRM leads
  { name: 'leads ?assignedTo', method: 'GET', url: () => `/api/crm/leads?assignedTo=${b.user}`, code: NF },
  { name: 'create lead companyId', method: 'POST', url: () => '/api/crm/leads', body: () => ({ name: 'L', companyId: b.company }), code: NF },
  { name: 'create lead assignedTo', method: 'POST', url: () => '/api/crm/leads', body: () => ({ name: 'L', assignedTo: b.user }), code: NF },
  { name: 'update lead companyId', method: 'PATCH', url: () => `/api/crm/leads/${a.lead}`, body: () => ({ companyId: b.company }), code: NF },
  { name: 'update lead assignedTo', method: 'PATCH', url: () => `/api/crm/leads/${a.lead}`, body: () => ({ assignedTo: b.user }), code: NF },
  {
    name: 'bulk assign leads to assignedTo',
    method: 'POST',
    url: () => '/api/crm/leads/bulk',
    body: () => ({ action: 'assign', leadIds: [a.lead], assignedTo: b.user }),
    code: NF,
  },
  // CRM deals
  ...(['contactId', 'leadId', 'companyId', 'stageId', 'assignedTo'] as const).flatMap((f): Case[] => {
    const id = () => ({ contactId: b.contact, leadId: b.lead, companyId: b.company, stageId: b.stage, assignedTo: b.user })[f];
    return [
      { name: `create deal ${f}`, method: 'POST', url: () => '/api/crm/deals', body: () => ({ title: 'D', [f]: id() }), code: NF },
      { name: `update deal ${f}`, method: 'PATCH', url: () => `/api/crm/deals/${a.deal}`, body: () => ({ [f]: id() }), code: NF },
    ];
  }),
  { name: 'move deal stageId', method: 'POST', url: () => `/api/crm/deals/${a.deal}/move`, body: () => ({ stageId: b.stage }), code: NF },
  // CRM activities
  ...(['contactId', 'leadId', 'dealId', 'companyId'] as const).flatMap((f): Case[] => {
    const id = () => ({ contactId: b.contact, leadId: b.lead, dealId: b.deal, companyId: b.company })[f];
    return [
      { name: `activities ?${f}`, method: 'GET', url: () => `/api/crm/activities?${f}=${id()}`, code: NF },
      { name: `create activity ${f}`, method: 'POST', url: () => '/api/crm/activities', body: () => ({ type: 'note', title: 'N', [f]: id() }), code: NF },
    ];
  }),
  {
    name: 'update stages id',
    method: 'PUT',
    url: () => '/api/crm/settings/stages',
    body: () => ({ stages: [{ id: b.stage, name: 'Mine now', probability: 5, color: '#000000' }] }),
    code: 'NOT_FOUND',
  },
  // invoicing
  { name: 'invoices ?customerId', method: 'GET', url: () => `/api/invoices?customerId=${b.customer}`, code: 'INVOICE_CUSTOMER_NOT_FOUND' },
  {
    name: 'create invoice customerId',
    method: 'POST',
    url: () => '/api/invoices',
    body: () => ({ customerId: b.customer, lines: [LINE] }),
    code: 'INVOICE_CUSTOMER_NOT_FOUND',
  },
  {
    name: 'update invoice customerId',
    method: 'PUT',
    url: () => `/api/invoices/${a.invoice}`,
    body: () => ({ customerId: b.customer }),
    code: 'INVOICE_CUSTOMER_NOT_FOUND',
  },
  {
    name: 'create customer crmCompanyId',
    method: 'POST',
    url: () => '/api/invoices/customers',
    body: () => ({ name: 'K', crmCompanyId: b.company }),
    code: NF,
  },
  {
    name: 'update customer crmCompanyId',
    method: 'PUT',
    url: () => `/api/invoices/customers/${a.customer}`,
    body: () => ({ crmCompanyId: b.company }),
    code: NF,
  },
  {
    name: 'credit note lineId',
    method: 'POST',
    url: () => `/api/invoices/${a.finalInvoice}/credit-note`,
    body: () => ({ lines: [{ lineId: b.line, quantity: 1 }] }),
    code: 'CREDIT_NOTE_LINE_NOT_FOUND',
    status: 400,
  },
];

describe("another workspace's ids in bodies and query strings", () => {
  it.each(CASES)('$name → 4xx, nothing changed, nothing leaked', async (c) => {
    const [beforeA, beforeB] = [await snapshot(A.user.workspaceId), await snapshot(B.user.workspaceId)];
    const res = await t.request({ method: c.method, url: c.url(), body: c.body?.(), token: A.token });
    expect(res.statusCode, res.body).toBe(c.status ?? 404);
    expect(res.json().code).toBe(c.code);
    expect(res.body).not.toContain(SECRET_B);
    expect(await snapshot(A.user.workspaceId)).toEqual(beforeA);
    expect(await snapshot(B.user.workspaceId)).toEqual(beforeB);
  });

  it("the same ids from their own workspace are accepted (the table's cases are not refused for another reason)", async () => {
    expect((await api(B, 'GET', `/api/contacts?listId=${b.list}`)).statusCode).toBe(200);
    expect(
      (await api(B, 'POST', '/api/crm/activities', { type: 'call', title: 'Own', contactId: b.contact, dealId: b.deal, leadId: b.lead, companyId: b.company }))
        .statusCode,
    ).toBe(201);
    expect(
      (await api(B, 'POST', '/api/campaigns', { name: 'Own', htmlContent: '<p>x</p>', templateId: b.template, listIds: [b.list], segmentIds: [b.segment] }))
        .statusCode,
    ).toBe(201);
    expect((await api(B, 'PATCH', `/api/crm/deals/${b.deal}`, { stageId: b.stage, assignedTo: b.user })).statusCode).toBe(200);
    expect((await api(B, 'POST', '/api/contacts/segments/count', { rules: campaignRuleOf(b.campaign) })).statusCode).toBe(200);
  });

  it("bulk selections of another workspace's records affect nothing there", async () => {
    const before = await snapshot(B.user.workspaceId);
    const tag = await api(A, 'POST', '/api/contacts/bulk', { action: 'tag', contactIds: [b.contact], tag: 'pwned' });
    expect(tag.json().affected).toBe(0);
    const del = await api(A, 'POST', '/api/contacts/bulk', { action: 'delete', contactIds: [b.contact] });
    expect(del.json().affected).toBe(0);
    const leads = await api(A, 'POST', '/api/crm/leads/bulk', { action: 'delete', leadIds: [b.lead] });
    expect(leads.json().affected).toBe(0);
    expect(await snapshot(B.user.workspaceId)).toEqual(before);
  });

  it("a delivery webhook or an unsubscribe link naming another workspace's campaign records the event without it", async () => {
    const hook = (await api(A, 'GET', '/api/contacts/webhook')).json().url as string;
    const res = await t.request({
      method: 'POST',
      url: new URL(hook).pathname,
      body: { events: [{ type: 'delivered', email: 'a-contact@a.test', campaignId: b.campaign }] },
    });
    expect(res.statusCode).toBeLessThan(300);
    const prefs = (await api(A, 'GET', `/api/contacts/${a.contact}`)).json().contact.preferencesUrl as string;
    const unsub = await t.request({ method: 'POST', url: `/api/public/unsubscribe/${prefs.split('/preferences/')[1]}?c=${b.campaign}` });
    expect(unsub.statusCode).toBeLessThan(300);
    const events = await t.sql('select type, campaign_id from engagement_events where workspace_id = $1 and contact_id = $2', [A.user.workspaceId, a.contact]);
    expect(events.map((e) => e.type).sort()).toEqual(['delivered', 'unsubscribed']);
    expect(events.every((e) => e.campaign_id === null)).toBe(true);
    const page = await api(A, 'GET', `/api/crm/contacts/${a.contact}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SECRET_B);
  });

  it("a timeline never joins another workspace's campaign, even for an event stored before the fix", async () => {
    await t.sql(`insert into engagement_events (workspace_id, contact_id, campaign_id, type) values ($1, $2, $3, 'opened')`, [
      A.user.workspaceId,
      a.contact,
      b.campaign,
    ]);
    const page = await api(A, 'GET', `/api/crm/contacts/${a.contact}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SECRET_B);
  });

  it("deleting B's contact leaves A's records alone", async () => {
    const before = await snapshot(A.user.workspaceId);
    expect((await api(B, 'DELETE', `/api/contacts/${b.contact}`)).statusCode).toBeLessThan(300);
    expect(await snapshot(A.user.workspaceId)).toEqual(before);
  });
});
