// An automation's send_email goes out as campaign mail does (campaigns/workspace-mail.ts): through the workspace's own
// mail servers when it has them, else the platform relay under the workspace's name, always with the contact's working
// unsubscribe link and List-Unsubscribe; a sender identity it names must be the workspace's own.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowGraph } from '@ulak/shared';
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
});
