// An automation's send_email goes out as campaign mail does (campaigns/workspace-mail.ts): through the workspace's own
// mail servers when it has them, else the platform relay under the workspace's name, always with the contact's working
// unsubscribe link and List-Unsubscribe; a sender identity it names must be the workspace's own. Each one is a delivery
// record (tracked, counted in plan usage and analytics), sent at most once.
import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comprehensive, WorkflowGraph } from '@ulak/shared';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

process.env.ULAK_AUTOMATION_LOOP = 'off';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  [t, sink] = await Promise.all([startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: '1' }), startSmtpSink()]);
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

type Account = Awaited<ReturnType<TestApp['register']>>;
const api = (a: Account, method: string, url: string, body?: unknown) => t.request({ method, url, body, token: a.token });

// welcomeFlow publishes user_registration → send_email with a new template of the account's workspace
async function welcomeFlow(a: Account, data: Record<string, unknown> = {}) {
  const templateId = (
    await api(a, 'POST', '/api/templates', {
      name: 'Hoş geldin',
      subject: 'Merhaba {{ contact.first_name }}',
      htmlContent: '<p>Merhaba {{ contact.first_name }}</p>',
    })
  ).json().template.id as string;
  const graph = {
    nodes: [
      { id: 't', type: 'user_registration', position: { x: 0, y: 0 }, data: {} },
      { id: 'mail', type: 'send_email', position: { x: 0, y: 100 }, data: { templateId, ...data } },
    ],
    edges: [{ id: 't-mail', source: 't', target: 'mail' }],
  } as WorkflowGraph;
  const created = await api(a, 'POST', '/api/automation/workflows', { name: `wf ${crypto.randomUUID()}`, graph });
  if (created.statusCode !== 201) return created;
  return api(a, 'POST', `/api/automation/workflows/${created.json().workflow.id}/publish`, {});
}

// manualEmailFlow publishes manual enrolment → send_email with a new template named `name`; returns the workflow id
async function manualEmailFlow(a: Account, name: string) {
  const templateId = (await api(a, 'POST', '/api/templates', { name, subject: name, htmlContent: `<p>${name}</p>` })).json().template.id as string;
  const graph = {
    nodes: [
      { id: 't', type: 'manual', position: { x: 0, y: 0 }, data: {} },
      { id: 'mail', type: 'send_email', position: { x: 0, y: 100 }, data: { templateId } },
    ],
    edges: [{ id: 't-mail', source: 't', target: 'mail' }],
  } as WorkflowGraph;
  const id = (await api(a, 'POST', '/api/automation/workflows', { name, graph })).json().workflow.id as string;
  expect((await api(a, 'POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(200);
  return id;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: *(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ');

describe('automation email', () => {
  it("through the platform relay: the workspace's name, the contact's own unsubscribe link that works", async () => {
    const a = await t.register({ companyName: 'Otomasyon Posta' });
    expect((await welcomeFlow(a)).statusCode).toBe(200);
    const cid = (await api(a, 'POST', '/api/contacts', { email: 'relay@auto-mail.test', firstName: 'Ayşe' })).json().contact.id as string;
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));
    let mail: { subject: string; from_address: string; headers: string; html: string } | undefined;
    await waitFor(async () => {
      [mail] = (await t.sql(
        `select subject, from_address, headers, html from captured_mails where to_addresses like '%relay@auto-mail.test%'`,
      )) as (typeof mail)[];
      return !!mail;
    });
    expect(mail!.subject).toBe('Merhaba Ayşe');
    expect(mail!.from_address).toContain('Otomasyon Posta');
    const unsubscribe = header(mail!.headers, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/\/api\/public\/unsubscribe\/[^?>]+>$/);
    expect(mail!.html).toContain('/api/public/unsubscribe/');
    // RFC 8058 one-click: the link from the header unsubscribes this contact
    const url = new URL(unsubscribe!.slice(1, -1));
    expect((await t.request({ method: 'POST', url: url.pathname })).statusCode).toBe(200);
    expect((await api(a, 'GET', `/api/contacts/${cid}`)).json().contact.status).toBe('unsubscribed');
  });

  it("through the workspace's own mail server when it has one, not the platform's", async () => {
    const a = await t.register({ companyName: 'Kendi Sunucum', selectedPlan: 'business' });
    const server = { name: 'own', smtpHost: '127.0.0.1', smtpPort: sink.port, smtpUser: 'u', smtpPassword: 'p', secure: 'none', dailyLimit: 1000, weight: 1 };
    expect((await api(a, 'POST', '/api/ip-rotation/servers', server)).statusCode).toBe(201);
    expect((await welcomeFlow(a)).statusCode).toBe(200);
    await api(a, 'POST', '/api/contacts', { email: 'own@auto-mail.test', firstName: 'Can' });
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));
    await waitFor(async () => sink.received.includes('own@auto-mail.test'));
    const raw = sink.raw.find((m) => m.to.includes('own@auto-mail.test'))!.data;
    expect(header(raw, 'Subject')).toBe('Merhaba Can');
    expect(header(raw, 'List-Unsubscribe')).toMatch(/\/api\/public\/unsubscribe\//);
    expect(await t.sql(`select 1 from captured_mails where to_addresses like '%own@auto-mail.test%'`)).toHaveLength(0);
  });

  it('refuses to delete a template or a list a running workflow uses, naming the workflow, and allows it once the workflow is gone', async () => {
    const a = await t.register({ companyName: 'Silme Koruması' });
    const templateId = (await api(a, 'POST', '/api/templates', { name: 'Korunan', subject: 'S', htmlContent: '<p>S</p>' })).json().template.id as string;
    const listId = (await api(a, 'POST', '/api/contacts/lists', { name: 'Korunan liste', visibility: 'private', optIn: 'single' })).json().list.id as string;
    const graph = {
      nodes: [
        { id: 't', type: 'manual', position: { x: 0, y: 0 }, data: {} },
        { id: 'm', type: 'send_email', position: { x: 0, y: 100 }, data: { templateId } },
        { id: 'l', type: 'add_to_list', position: { x: 0, y: 200 }, data: { listId } },
      ],
      edges: [
        { id: 't-m', source: 't', target: 'm' },
        { id: 'm-l', source: 'm', target: 'l' },
      ],
    } as WorkflowGraph;
    const id = (await api(a, 'POST', '/api/automation/workflows', { name: 'Hoş geldin serisi', graph })).json().workflow.id as string;
    // a draft holds nothing back
    expect((await api(a, 'POST', '/api/templates', { name: 'Taslak', subject: 'S', htmlContent: '<p>S</p>' })).statusCode).toBe(201);
    expect((await api(a, 'POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(200);
    const tpl = await t.request({ method: 'DELETE', url: `/api/templates/${templateId}`, token: a.token, headers: { 'accept-language': 'en' } });
    expect(tpl.statusCode).toBe(409);
    expect(tpl.json()).toMatchObject({ code: 'TEMPLATE_IN_USE', error: expect.stringContaining('Hoş geldin serisi') });
    const list = await api(a, 'DELETE', `/api/contacts/lists/${listId}`);
    expect(list.statusCode).toBe(409);
    expect(list.json()).toMatchObject({ code: 'LIST_IN_USE', error: expect.stringContaining('Hoş geldin serisi') });
    expect((await api(a, 'GET', `/api/templates/${templateId}`)).statusCode).toBe(200);
    expect((await api(a, 'DELETE', `/api/automation/workflows/${id}`)).statusCode).toBeLessThan(300);
    expect((await api(a, 'DELETE', `/api/templates/${templateId}`)).statusCode).toBeLessThan(300);
    expect((await api(a, 'DELETE', `/api/contacts/lists/${listId}`)).statusCode).toBeLessThan(300);
  });

  it('a drip campaign from the campaigns page: a list gets each email after its delay; bad input stores nothing', async () => {
    const a = await t.register({ companyName: 'Damla Kampanya' });
    const template = async (subject: string) =>
      (await api(a, 'POST', '/api/templates', { name: subject, subject, htmlContent: `<p>${subject}</p>` })).json().template.id as string;
    const [first, second] = [await template('Damla 1'), await template('Damla 2')];
    const listId = (await api(a, 'POST', '/api/contacts/lists', { name: 'Damla', visibility: 'private', optIn: 'single' })).json().list.id as string;
    for (const email of ['d1@drip.test', 'd2@drip.test']) expect((await api(a, 'POST', '/api/contacts', { email, listIds: [listId] })).statusCode).toBe(201);
    const workflows = async () => (await api(a, 'GET', '/api/automation/workflows')).json().workflows.length as number;

    // refused: no steps, a delay out of range, another workspace's template; nothing stored
    const other = await t.register({ companyName: 'Başka' });
    const foreign = (await api(other, 'POST', '/api/templates', { name: 'x', subject: 'x', htmlContent: '<p>x</p>' })).json().template.id as string;
    expect((await api(a, 'POST', '/api/automation/drips', { name: 'Boş', listId, steps: [] })).statusCode).toBe(400);
    expect((await api(a, 'POST', '/api/automation/drips', { name: 'Uzun', listId, steps: [{ templateId: first, delayDays: 400 }] })).statusCode).toBe(400);
    expect((await api(a, 'POST', '/api/automation/drips', { name: 'Yabancı', listId, steps: [{ templateId: foreign, delayDays: 0 }] })).statusCode).toBe(404);
    expect(await workflows()).toBe(0);

    const now = new Date(Date.now() + 60_000);
    const res = await api(a, 'POST', '/api/automation/drips', {
      name: 'Hoş geldin damlası',
      listId,
      steps: [
        { templateId: first, delayDays: 0 },
        { templateId: second, delayDays: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ enrolled: 2, workflow: { status: 'active', category: 'Drip' } });
    const subjects = async (to: string) =>
      ((await t.sql(`select subject from captured_mails where to_addresses like $1 order by received_at, subject`, [`%${to}%`])) as { subject: string }[]).map(
        (m) => m.subject,
      );
    await t.ctx.fronts.automation.tick(now);
    await waitFor(async () => (await subjects('d2@drip.test')).length === 1);
    expect(await subjects('d1@drip.test')).toEqual(['Damla 1']);
    await t.ctx.fronts.automation.tick(new Date(now.getTime() + 86_400_000));
    expect(await subjects('d1@drip.test')).toEqual(['Damla 1']);
    await t.ctx.fronts.automation.tick(new Date(now.getTime() + 2 * 86_400_000 + 60_000));
    await waitFor(async () => (await subjects('d2@drip.test')).length === 2);
    expect(await subjects('d1@drip.test')).toEqual(['Damla 1', 'Damla 2']);
  });

  it("refuses a sender identity that is not the workspace's", async () => {
    const a = await t.register({ companyName: 'Kimlik A' });
    const res = await welcomeFlow(a, { senderIdentityId: crypto.randomUUID() });
    // as every id in a body (http/references.ts): another workspace's or an unknown identity is not found
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('SENDER_IDENTITY_NOT_FOUND');
  });

  it('is one tracked delivery: its click lands with the automation source, fires a link_clicked workflow, wakes an event wait, counts in plan usage and analytics', async () => {
    const a = await t.register({ companyName: 'İzlenen Otomasyon', selectedPlan: 'business' });
    const ws = a.user.workspaceId;
    const server = { name: 'own', smtpHost: '127.0.0.1', smtpPort: sink.port, smtpUser: 'u', smtpPassword: 'p', secure: 'none', dailyLimit: 1000, weight: 1 };
    expect((await api(a, 'POST', '/api/ip-rotation/servers', server)).statusCode).toBe(201);
    const templateId = (
      await api(a, 'POST', '/api/templates', {
        name: 'Fırsat',
        subject: 'Fırsat {{ contact.first_name }}',
        htmlContent: '<html><body><p>Merhaba</p><a href="https://shop.example/deal?x=1">Fırsat</a></body></html>',
      })
    ).json().template.id as string;
    const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data });
    const publish = async (graph: WorkflowGraph) => {
      const id = (await api(a, 'POST', '/api/automation/workflows', { name: `wf ${crypto.randomUUID()}`, graph })).json().workflow.id as string;
      expect((await api(a, 'POST', `/api/automation/workflows/${id}/publish`, {})).statusCode).toBe(200);
      return id;
    };
    // the sender: manual → email → wait for a click (an hour) → tag by outcome
    const sender = await publish({
      nodes: [
        node('t', 'manual'),
        node('mail', 'send_email', { templateId }),
        node('w', 'wait', { mode: 'event', event: 'link_clicked', minutes: 60 }),
        node('yes', 'update_contact', { addTags: ['clicked-in-wait'] }),
        node('no', 'update_contact', { addTags: ['no-click'] }),
      ],
      edges: [
        { id: 'e1', source: 't', target: 'mail' },
        { id: 'e2', source: 'mail', target: 'w' },
        { id: 'e3', source: 'w', target: 'yes', sourceHandle: 'yes' },
        { id: 'e4', source: 'w', target: 'no', sourceHandle: 'no' },
      ],
    } as WorkflowGraph);
    // another workflow, entered by a click on a link
    const onClick = await publish({
      nodes: [node('t', 'link_clicked', { urlContains: 'shop.example/deal' }), node('tag', 'update_contact', { addTags: ['link-clicked-trigger'] })],
      edges: [{ id: 'e1', source: 't', target: 'tag' }],
    } as WorkflowGraph);
    const cid = (await api(a, 'POST', '/api/contacts', { email: 'izlenen@auto-mail.test', firstName: 'Deniz' })).json().contact.id as string;
    expect((await api(a, 'POST', `/api/automation/workflows/${sender}/enrol`, { contactIds: [cid] })).json()).toMatchObject({ enrolled: 1 });
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));

    // one delivery record, no campaign, naming the workflow, run and step; the message carries its tracked links
    const [run] = await t.sql(`select id, context from automation_runs where workflow_id = $1`, [sender]);
    const records = await t.sql(
      `select id::text as id, campaign_id, contact_id, status, sent_at, message_id, automation_workflow_id, automation_run_id, automation_node_id
       from deliveries where workspace_id = $1`,
      [ws],
    );
    expect(records).toHaveLength(1);
    const d = records[0];
    expect(d).toMatchObject({
      campaign_id: null,
      contact_id: cid,
      status: 'sent',
      automation_workflow_id: sender,
      automation_run_id: run.id,
      automation_node_id: 'mail',
    });
    expect(d.sent_at).not.toBeNull();
    const raw = await waitFor(async () => sink.raw.find((m) => m.to.includes('izlenen@auto-mail.test'))?.data);
    const mail = await simpleParser(raw);
    expect(mail.headers.get('x-ulak-delivery')).toBe(d.id);
    expect(mail.messageId).toBe(d.message_id);
    const html = String(mail.html);
    expect(html).toMatch(/\/t\/o\/[\w.-]+\.gif/);
    const link = /href="([^"]*\/t\/c\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    const click = new URL(link!);
    expect(click.searchParams.get('u')).toBe('https://shop.example/deal?x=1');

    // a security scanner's click is kept, as a machine's; a reader's (in a browser, a minute after delivery: a click within
    // seconds of it would count as a scanner's too) is human
    const get = (ua: string) => t.request({ method: 'GET', url: `${click.pathname}${click.search}`, headers: { 'user-agent': ua } });
    expect((await get('Mozilla/5.0 (compatible; Barracuda Sentinel link protection)')).statusCode).toBe(302);
    await t.ctx.tracking.flush();
    await t.sql(`update deliveries set sent_at = sent_at - interval '1 minute' where id = $1`, [d.id]);
    // the wait began at the tick's (simulated, a second ahead) time: the reader's click comes after it
    const since = Date.parse((run.context as { waitEvent: { since: string } }).waitEvent.since);
    await waitFor(async () => Date.now() > since);
    expect((await get('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).statusCode).toBe(
      302,
    );
    await t.ctx.tracking.flush();
    const hits = await t.sql(`select campaign_id, machine from tracking_events where delivery_id = $1 order by id`, [d.id]);
    expect(hits).toEqual([
      { campaign_id: null, machine: true },
      { campaign_id: null, machine: false },
    ]);
    const events = await t.sql(`select type, meta from engagement_events where contact_id = $1 order by id`, [cid]);
    expect(events.map((e) => e.type)).toEqual(['sent', 'opened', 'clicked']);
    for (const e of events) expect(e.meta).toEqual({ source: 'automation', workflowId: sender, runId: run.id, nodeId: 'mail' });

    // the human click enters the link_clicked workflow, and wakes the sender's wait at its next look (every 5 minutes)
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 6 * 60_000));
    const tags = (await api(a, 'GET', `/api/contacts/${cid}`)).json().contact.tags as string[];
    expect(tags).toEqual(expect.arrayContaining(['link-clicked-trigger', 'clicked-in-wait']));
    expect(tags).not.toContain('no-click');
    expect(await t.sql(`select status from automation_runs where workflow_id = $1`, [onClick])).toEqual([{ status: 'completed' }]);

    // the workflow's figures: the step's email sent, opened and clicked
    const figures = (await api(a, 'GET', '/api/automation/analytics')).json().workflows as { workflowId: string; steps: { nodeId: string }[] }[];
    expect(figures.find((w) => w.workflowId === sender)?.steps.find((st) => st.nodeId === 'mail')).toMatchObject({ sent: 1, opened: 1, clicked: 1 });
    // plan usage counts it
    expect((await api(a, 'GET', '/api/subscriptions/current')).json()).toMatchObject({ emailsSentThisMonth: 1 });
    // analytics: sent, opened and clicked in the totals, a purchase after the click is credited to the automation channel
    await t.ctx.fronts.analytics.recordConversion({
      workspaceId: ws,
      contactId: cid,
      amountMinor: 5_000,
      currency: 'TRY',
      at: new Date(),
      eventId: `order-${crypto.randomUUID()}`,
      source: 'event',
    });
    const report = (await api(a, 'GET', '/api/analytics/comprehensive?days=30')).json() as Comprehensive;
    expect(report.totals).toMatchObject({ sent: 1, uniqueOpens: 1, uniqueClicks: 1, humanClicks: 1, clicks: 2 });
    expect(report.campaigns.rows).toEqual([]);
    expect(report.revenue.byCampaign).toEqual([]);
    expect(report.revenue.byChannel).toEqual([{ channel: 'automation', lastClick: 50, firstTouch: 50, linear: 50 }]);
    for (const w of [sender, onClick]) await api(a, 'PUT', `/api/automation/workflows/${w}/toggle`, { status: 'paused' });
  });

  it('is sent at most once: a dispatch replayed after a crash finds its delivery record and sends nothing more', async () => {
    const a = await t.register({ companyName: 'Tek Sefer' });
    const id = await manualEmailFlow(a, 'Bir kez');
    const people = ['once-a@auto-mail.test', 'once-b@auto-mail.test'];
    const ids: string[] = [];
    for (const email of people) ids.push((await api(a, 'POST', '/api/contacts', { email })).json().contact.id as string);
    await api(a, 'POST', `/api/automation/workflows/${id}/enrol`, { contactIds: ids });
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));
    const received = async (to: string) => Number((await t.sql(`select count(*)::int as n from captured_mails where to_addresses like $1`, [`%${to}%`]))[0].n);
    for (const to of people) await waitFor(async () => (await received(to)) === 1);
    const outbox = async (email: string) =>
      (
        await t.sql(
          `select o.id, o.status, o.idempotency_key from automation_outbox o join contacts c on c.id = o.contact_id where o.workflow_id = $1 and c.email = $2`,
          [id, email],
        )
      )[0] as { id: number; status: string; idempotency_key: string };

    // a: the process died after recording the delivery, before the outbox row: the replay sees it sent
    // b: it died between the SMTP conversation and the record: the delivery is still 'sending', its outcome unknown
    await t.sql(`update deliveries set status = 'sending', sent_at = null where contact_id = $1`, [ids[1]]);
    for (const email of people)
      await t.sql(`update automation_outbox set status = 'sending', next_attempt_at = now() - interval '1 minute' where id = $1`, [(await outbox(email)).id]);
    const replayed = await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));
    expect(replayed.dispatched).toBe(2);
    for (const to of people) expect(await received(to)).toBe(1);
    expect((await outbox(people[0])).status).toBe('sent');
    expect((await outbox(people[1])).status).toBe('failed');
    const records = await t.sql(`select contact_id, status, error from deliveries where automation_workflow_id = $1 order by email`, [id]);
    expect(records).toEqual([
      { contact_id: ids[0], status: 'sent', error: null },
      { contact_id: ids[1], status: 'failed', error: 'AUTOMATION_EMAIL_INTERRUPTED' },
    ]);
    const runs = (await api(a, 'GET', `/api/automation/workflows/${id}/runs`)).json().runs as {
      contactId: string;
      steps: { status: string; detail: string | null }[];
    }[];
    expect(runs.find((r) => r.contactId === ids[0])?.steps).toMatchObject([{ status: 'done' }]);
    expect(runs.find((r) => r.contactId === ids[1])?.steps).toMatchObject([{ status: 'failed', detail: 'AUTOMATION_EMAIL_INTERRUPTED' }]);
    // plan usage counts the one that is known to have gone
    expect((await api(a, 'GET', '/api/subscriptions/current')).json()).toMatchObject({ emailsSentThisMonth: 1 });
  });

  it("at the plan's monthly limit: the emails past it fail with the plan-limit error and are not sent, counted within a batch", async () => {
    const a = await t.register({ companyName: 'Limit Doldu' });
    const ws = a.user.workspaceId;
    const id = await manualEmailFlow(a, 'Limit');
    // this month's earlier automation emails leave room for two under the free plan's 500
    const { monthlyEmailLimit } = (await api(a, 'GET', '/api/subscriptions/current')).json() as { monthlyEmailLimit: number };
    await t.sql(
      `insert into deliveries (workspace_id, email, status, sent_at, automation_workflow_id, automation_run_id, automation_node_id, automation_iteration)
       select $1, 'earlier-' || g || '@auto-mail.test', 'sent', now(), $2, gen_random_uuid(), 'mail', 0 from generate_series(1, $3::int) g`,
      [ws, id, monthlyEmailLimit - 2],
    );
    const cids: string[] = [];
    for (const n of [1, 2, 3]) cids.push((await api(a, 'POST', '/api/contacts', { email: `over${n}@auto-mail.test` })).json().contact.id as string);
    await api(a, 'POST', `/api/automation/workflows/${id}/enrol`, { contactIds: cids });
    // the three emails go out in one batch: two fit, the third does not
    await t.ctx.fronts.automation.tick(new Date(Date.now() + 1000));
    const runs = (await api(a, 'GET', `/api/automation/workflows/${id}/runs`)).json().runs as { steps: { status: string; detail: string | null }[] }[];
    const outcomes = runs.map((r) => `${r.steps[0].status}:${r.steps[0].detail}`).sort();
    expect(outcomes).toEqual(['done:sent', 'done:sent', 'failed:AUTOMATION_EMAIL_PLAN_LIMIT']);
    expect(await t.sql(`select 1 from captured_mails where to_addresses like '%over_@auto-mail.test%'`)).toHaveLength(2);
    expect((await api(a, 'GET', '/api/subscriptions/current')).json()).toMatchObject({ emailsSentThisMonth: monthlyEmailLimit });
  });
});
