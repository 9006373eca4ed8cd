// The channel actions of workflows against the providers' protocol stand-ins: send_sms through the Twilio-style API,
// send_whatsapp as an approved template with its language and Liquid-personalised parameters through the WhatsApp
// Cloud API, push_notification as an encrypted Web Push. Per-channel consent skips with the reason in the run history, a
// step executed (or dispatched) twice sends once, and another workspace's workflow cannot send through these channels.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowGraph } from '@ulak/shared';
import { startPushService } from '../../../test/stand-ins/push.js';
import { startTwilio } from '../../../test/stand-ins/twilio.js';
import { startWhatsApp } from '../../../test/stand-ins/whatsapp.js';
import { createContact, startChannelsApp, type ChannelsTestApp } from '../channels/test-support.js';

// the engine is driven by explicit ticks with a simulated clock
process.env.ULAK_AUTOMATION_LOOP = 'off';

let t: ChannelsTestApp;
let tw: Awaited<ReturnType<typeof startTwilio>>;
let wa: Awaited<ReturnType<typeof startWhatsApp>>;
let ps: Awaited<ReturnType<typeof startPushService>>;
let a: string;
let b: string;
let vapidKey: string;
let waHook: string;
// Ayşe: SMS and WhatsApp consent, language en, a push subscription; Can: no consent, no subscription; Deniz: WhatsApp
// consent, no language (the workspace's, tr, applies)
const ids: Record<'ayse' | 'can' | 'deniz', string> = { ayse: '', can: '', deniz: '' };

beforeAll(async () => {
  [t, tw, wa, ps] = await Promise.all([
    startChannelsApp(),
    startTwilio({ accountSid: 'AC17', authToken: 'tw-17' }),
    startWhatsApp({ phoneNumberId: '1717' }),
    startPushService(),
  ]);
  a = (await t.register({ companyName: 'Kanal A', language: 'tr' })).token;
  b = (await t.register({ companyName: 'Kanal B' })).token;
  const put = async (channel: string, body: Record<string, unknown>) => {
    const r = await t.request({ method: 'PUT', url: `/api/channels/${channel}`, token: a, body });
    expect(r.json().channel.state, r.body).toBe('connected');
    return r.json().channel;
  };
  await put('sms', { baseUrl: tw.url, accountSid: 'AC17', authToken: 'tw-17', from: '+905550001717' });
  const waChannel = await put('whatsapp', {
    baseUrl: wa.url,
    apiVersion: 'v20.0',
    phoneNumberId: '1717',
    accessToken: wa.accessToken,
    appSecret: wa.appSecret,
  });
  waHook = waChannel.endpoints.find((e: { name: string }) => e.name === 'webhookUrl').value as string;
  vapidKey = (await put('push', { subject: 'mailto:ops@example.com' })).settings.vapidPublicKey as string;

  ids.ayse = await createContact(t, a, {
    email: 'ayse@kanal.test',
    firstName: 'Ayşe',
    phone: '0532 111 22 33',
    language: 'en',
    attributes: { order: 'A-42' },
  });
  ids.can = await createContact(t, a, { email: 'can@kanal.test', firstName: 'Can', phone: '0532 444 55 66' });
  ids.deniz = await createContact(t, a, { email: 'deniz@kanal.test', firstName: 'Deniz', phone: '0532 777 88 99', company: 'Deniz A.Ş.' });
  const consent = (contactId: string, channel: string) =>
    t.request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId, channel, granted: true } });
  for (const [c, ch] of [
    [ids.ayse, 'sms'],
    [ids.ayse, 'whatsapp'],
    [ids.deniz, 'whatsapp'],
  ])
    expect((await consent(c, ch)).statusCode).toBe(200);
  // Ayşe's browser subscribes to pushes on the workspace's site
  const snippet = (await t.request({ method: 'GET', url: '/api/channels/push/snippet', token: a })).json();
  const base = new URL(snippet.serviceWorkerUrl).pathname.replace(/\/sw\.js$/, '');
  const sub = await t.request({
    method: 'POST',
    url: `${base}/subscriptions`,
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ subscription: ps.subscription(), email: 'ayse@kanal.test' }),
  });
  expect(sub.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.stop(), tw?.close(), wa?.close(), ps?.close()]);
});

const api = (method: string, url: string, body?: unknown, token = a) => t.request({ method, url, body, token });
let clock = Date.now() + 60_000;
// tick runs one engine pass a little later on the simulated clock
const tick = () => t.ctx.fronts.automation.tick(new Date((clock += 1000)));
const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data });
const flow = (step: ReturnType<typeof node>): WorkflowGraph =>
  ({ nodes: [node('t', 'manual'), step], edges: [{ id: 't-s', source: 't', target: step.id }] }) as WorkflowGraph;
async function draft(graph: WorkflowGraph, token = a, extra: Record<string, unknown> = {}) {
  const created = await api('POST', '/api/automation/workflows', { name: `wf ${crypto.randomUUID()}`, graph, ...extra }, token);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().workflow.id as string;
}
async function publish(graph: WorkflowGraph, token = a, extra: Record<string, unknown> = {}) {
  const id = await draft(graph, token, extra);
  const pub = await api('POST', `/api/automation/workflows/${id}/publish`, {}, token);
  expect(pub.statusCode, pub.body).toBe(200);
  return id;
}
async function enrol(id: string, contactIds: string[], token = a) {
  return (await api('POST', `/api/automation/workflows/${id}/enrol`, { contactIds }, token)).json() as { enrolled: number };
}
type Run = { id: string; status: string; contactId: string; steps: { nodeId: string; status: string; detail: string | null }[] };
const runsOf = async (id: string, token = a) => (await api('GET', `/api/automation/workflows/${id}/runs`, undefined, token)).json().runs as Run[];
const stepOf = async (id: string, contactId: string) => (await runsOf(id)).find((r) => r.contactId === contactId)?.steps[0];

describe('send_sms', () => {
  it('sends the personalised text through the Twilio API to contacts with SMS consent; the others are skipped with the reason', async () => {
    const id = await publish(flow(node('sms', 'send_sms', { text: 'Merhaba {{ contact.first_name }}, siparişiniz {{ contact.order }} yolda.' })));
    expect(await enrol(id, [ids.ayse, ids.can])).toMatchObject({ enrolled: 2 });
    await tick();
    const mine = tw.received.filter((m) => m.body.includes('yolda'));
    expect(mine).toEqual([expect.objectContaining({ to: '+905321112233', from: '+905550001717', body: 'Merhaba Ayşe, siparişiniz A-42 yolda.' })]);
    expect(await stepOf(id, ids.ayse)).toMatchObject({ status: 'done', detail: 'sent' });
    expect(await stepOf(id, ids.can)).toMatchObject({ status: 'skipped', detail: 'CHANNEL_NO_CONSENT' });
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['completed', 'completed']);
    // the channels module's log has the message with the step's idempotency key, delivered statuses update it
    const [run] = (await runsOf(id)).filter((r) => r.contactId === ids.ayse);
    const [msg] = await t.sql(`select status, provider_id from channel_messages where idempotency_key = $1`, [`${run.id}:sms:0`]);
    expect(msg).toMatchObject({ status: 'sent', provider_id: mine[0].sid });
  });

  it('a step executed twice, or its outbox row dispatched twice, sends one message', async () => {
    const id = await publish(flow(node('sms', 'send_sms', { text: 'Tek sefer {{ contact.first_name }}' })));
    await enrol(id, [ids.ayse]);
    await tick();
    const [run] = await runsOf(id);
    const count = () => tw.received.filter((m) => m.body === 'Tek sefer Ayşe').length;
    expect(count()).toBe(1);
    // a worker that died after the step's commit: the run is taken again at the send step
    await t.sql(
      `update automation_runs set status = 'waiting', current_node = 'sms', iteration = 0, finished_at = null, wake_at = now() - interval '1 minute' where id = $1`,
      [run.id],
    );
    await tick();
    expect((await t.sql(`select count(*)::int as n from automation_outbox where run_id = $1`, [run.id]))[0].n).toBe(1);
    expect((await t.sql(`select count(*)::int as n from automation_steps where run_id = $1`, [run.id]))[0].n).toBe(1);
    // a dispatcher that died after the provider's answer, before marking the outbox row: dispatched again, the channels
    // module finds the message by its idempotency key and calls the provider no more
    await t.sql(`update automation_outbox set status = 'pending', next_attempt_at = now() - interval '1 minute' where run_id = $1`, [run.id]);
    const { dispatched } = await tick();
    expect(dispatched).toBeGreaterThanOrEqual(1);
    expect(count()).toBe(1);
    expect((await t.sql(`select count(*)::int as n from channel_messages where idempotency_key like $1`, [`${run.id}:%`]))[0].n).toBe(1);
    expect((await runsOf(id))[0]).toMatchObject({ status: 'completed', steps: [{ status: 'done', detail: 'sent' }] });
  });
});

describe('send_whatsapp', () => {
  it('sends the approved template in the contact’s language (else the workspace’s) with its parameters rendered per contact', async () => {
    const id = await publish(
      flow(node('wa', 'send_whatsapp', { template: 'order_update', templateParams: ['{{ contact.first_name }}', '{{ contact.order | default: "—" }}'] })),
    );
    await enrol(id, [ids.ayse, ids.can, ids.deniz]);
    await tick();
    const sent = wa.received.filter((m) => m.template?.name === 'order_update');
    expect(sent).toHaveLength(2);
    expect(sent.find((m) => m.to === '905321112233')).toMatchObject({
      version: 'v20.0',
      type: 'template',
      template: { name: 'order_update', language: 'en', params: ['Ayşe', 'A-42'] },
    });
    expect(sent.find((m) => m.to === '905327778899')).toMatchObject({ template: { name: 'order_update', language: 'tr', params: ['Deniz', '—'] } });
    expect(await stepOf(id, ids.can)).toMatchObject({ status: 'skipped', detail: 'CHANNEL_NO_CONSENT' });
    expect(await stepOf(id, ids.deniz)).toMatchObject({ status: 'done', detail: 'sent' });
  });

  it('the step’s language wins; a parameter that renders blank for a contact skips that contact with its number', async () => {
    const id = await publish(
      flow(node('wa', 'send_whatsapp', { template: 'invoice_ready', templateLanguage: 'en_US', templateParams: ['{{ contact.company }}'] })),
    );
    await enrol(id, [ids.ayse, ids.deniz]);
    await tick();
    const sent = wa.received.filter((m) => m.template?.name === 'invoice_ready');
    expect(sent).toEqual([expect.objectContaining({ to: '905327778899', template: { name: 'invoice_ready', language: 'en_US', params: ['Deniz A.Ş.'] } })]);
    expect(await stepOf(id, ids.ayse)).toMatchObject({ status: 'skipped', detail: 'AUTOMATION_WHATSAPP_PARAM_EMPTY:1' });
  });

  it('fills an approved template’s header and button parameters per contact, as the stand-in checks them against the template', async () => {
    const id = await publish(
      flow(
        node('wa', 'send_whatsapp', {
          template: 'spring_sale',
          templateLanguage: 'tr',
          templateParams: ['{{ contact.first_name }}', '%20'],
          templateHeader: { type: 'text', value: '{{ contact.first_name }}' },
          templateButtons: [{ index: 0, type: 'url', param: 'kampanya?c={{ contact.first_name }}' }],
        }),
      ),
    );
    await enrol(id, [ids.deniz]);
    await tick();
    const sent = wa.received.filter((m) => m.template?.name === 'spring_sale');
    expect(sent).toEqual([
      expect.objectContaining({
        to: '905327778899',
        template: expect.objectContaining({
          params: ['Deniz', '%20'],
          header: expect.objectContaining({ type: 'text', text: 'Deniz' }),
          buttons: [expect.objectContaining({ index: 0, subType: 'url', param: 'kampanya?c=Deniz' })],
        }),
      }),
    ]);
    expect(await stepOf(id, ids.deniz)).toMatchObject({ status: 'done', detail: 'sent' });
    // a media header takes the document's https link
    const doc = await publish(
      flow(
        node('wa', 'send_whatsapp', {
          template: 'invoice_pdf',
          templateLanguage: 'en_US',
          templateParams: ['F-1'],
          templateHeader: { type: 'document', value: 'https://files.example.com/{{ contact.first_name }}.pdf' },
        }),
      ),
    );
    await enrol(doc, [ids.deniz]);
    await tick();
    expect(wa.received.find((m) => m.template?.name === 'invoice_pdf')?.template?.header).toMatchObject({
      type: 'document',
      link: 'https://files.example.com/Deniz.pdf',
    });
  });

  it('skips a contact whose header or button parameter renders blank, naming which', async () => {
    const id = await publish(
      flow(
        node('wa', 'send_whatsapp', {
          template: 'spring_sale',
          templateLanguage: 'tr',
          templateParams: ['a', 'b'],
          templateHeader: { type: 'text', value: '{{ contact.coupon }}' },
          templateButtons: [{ index: 0, type: 'url', param: 'x' }],
        }),
      ),
    );
    await enrol(id, [ids.deniz]);
    await tick();
    expect(await stepOf(id, ids.deniz)).toMatchObject({ status: 'skipped', detail: 'AUTOMATION_WHATSAPP_PARAM_EMPTY:header' });
  });

  it('sends free text only inside the 24-hour window after the contact wrote; outside it the step is skipped with the reason', async () => {
    const id = await publish(flow(node('wa', 'send_whatsapp', { text: 'Siparişiniz hazır, {{ contact.first_name }}!' })), a, { entryRule: 'every_time' });
    await enrol(id, [ids.ayse]);
    await tick();
    expect(await stepOf(id, ids.ayse)).toMatchObject({ status: 'skipped', detail: 'CHANNEL_WHATSAPP_OUTSIDE_WINDOW' });
    // Ayşe writes to the business number: within 24 hours free text reaches her
    expect((await wa.postSigned(waHook, wa.inboundPayload({ from: '905321112233', text: 'Merhaba', id: `wamid.${crypto.randomUUID()}` }))).status).toBe(200);
    await enrol(id, [ids.ayse]);
    await tick();
    const runs = (await runsOf(id)).filter((r) => r.contactId === ids.ayse);
    expect(runs.map((r) => r.steps[0]).sort((x, y) => String(x.detail).localeCompare(String(y.detail)))).toMatchObject([
      { status: 'skipped', detail: 'CHANNEL_WHATSAPP_OUTSIDE_WINDOW' },
      { status: 'done', detail: 'sent' },
    ]);
    expect(wa.received.filter((m) => m.type === 'text')).toEqual([expect.objectContaining({ to: '905321112233', body: 'Siparişiniz hazır, Ayşe!' })]);
  });

  it('refuses to publish a language that is not a WhatsApp code, a blank parameter or broken Liquid; more than 20 parameters are refused at once', async () => {
    const problemsOf = async (data: Record<string, unknown>) => {
      const id = await draft(flow(node('wa', 'send_whatsapp', { template: 'x', ...data })));
      const r = await api('POST', `/api/automation/workflows/${id}/publish`, {});
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('WORKFLOW_GRAPH_INVALID');
      expect((await t.sql(`select count(*)::int as n from automation_versions where workflow_id = $1`, [id]))[0].n).toBe(0);
      return r.json().details.map((d: { code: string }) => d.code) as string[];
    };
    expect(await problemsOf({ templateLanguage: 'en-US' })).toEqual(['TEMPLATE_LANGUAGE_INVALID']);
    expect(await problemsOf({ templateLanguage: 'EN' })).toEqual(['TEMPLATE_LANGUAGE_INVALID']);
    expect(await problemsOf({ templateParams: ['{{ contact.first_name }}', ' '] })).toEqual(['TEMPLATE_PARAM_EMPTY']);
    expect(await problemsOf({ templateParams: ['{{ contact.first_name '] })).toEqual(['MESSAGE_LIQUID_INVALID']);
    expect(await problemsOf({ templateHeader: { type: 'image', value: 'http://insecure.example.com/a.png' } })).toEqual(['TEMPLATE_HEADER_LINK']);
    expect(await problemsOf({ templateHeader: { type: 'text', value: ' ' } })).toEqual(['TEMPLATE_PARAM_EMPTY']);
    expect(
      await problemsOf({
        templateButtons: [
          { index: 0, type: 'url', param: 'a' },
          { index: 0, type: 'url', param: 'b' },
        ],
      }),
    ).toEqual(['TEMPLATE_BUTTON_DUPLICATE']);
    expect(await problemsOf({ templateButtons: [{ index: 1, type: 'quick_reply', param: '{{ contact.first_name ' }] })).toEqual(['MESSAGE_LIQUID_INVALID']);
    const tooMany = await api('POST', '/api/automation/workflows', {
      name: 'çok',
      graph: flow(node('wa', 'send_whatsapp', { template: 'x', templateParams: Array.from({ length: 21 }, (_, i) => `p${i}`) })),
    });
    expect(tooMany.statusCode).toBe(400);
    // the workflow's draft lists the shared problems too (the builder shows them translated)
    const id = await draft(flow(node('wa', 'send_whatsapp', { template: 'x', templateLanguage: 'tr-TR' })));
    expect((await api('GET', `/api/automation/workflows/${id}`)).json().workflow.problems).toEqual([{ code: 'TEMPLATE_LANGUAGE_INVALID', nodeId: 'wa' }]);
  });
});

describe('push_notification', () => {
  it('pushes the personalised title and text to the contact’s subscribed browsers; a contact without one is skipped', async () => {
    const id = await publish(flow(node('push', 'push_notification', { title: 'Merhaba {{ contact.first_name }}', text: 'Sepetiniz sizi bekliyor' })));
    await enrol(id, [ids.ayse, ids.can]);
    await tick();
    const got = ps.received.filter((p) => p.payload.includes('Sepetiniz'));
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0].payload)).toMatchObject({ title: 'Merhaba Ayşe', body: 'Sepetiniz sizi bekliyor' });
    expect(got[0].vapidKey).toBe(vapidKey);
    expect(await stepOf(id, ids.ayse)).toMatchObject({ status: 'done', detail: 'sent' });
    expect(await stepOf(id, ids.can)).toMatchObject({ status: 'skipped', detail: 'CHANNEL_NO_PUSH_SUBSCRIPTION' });
  });
});

describe('another workspace', () => {
  it('cannot send through this workspace’s channels: it cannot enrol its contacts, and its own sends fail as not configured', async () => {
    const before = { sms: tw.received.length, wa: wa.received.length, push: ps.received.length };
    const sms = await publish(flow(node('sms', 'send_sms', { text: 'B: merhaba' })), b);
    const push = await publish(flow(node('push', 'push_notification', { text: 'B: push' })), b);
    const whatsapp = await publish(flow(node('wa', 'send_whatsapp', { template: 'order_update', templateParams: ['x'] })), b);
    // A's contacts are not B's to enrol
    for (const id of [sms, push, whatsapp]) expect(await enrol(id, [ids.ayse, ids.deniz], b)).toMatchObject({ enrolled: 0 });
    const own = await createContact(t, b, { email: 'b@kanal.test', phone: '0532 111 22 33' });
    for (const id of [sms, push, whatsapp]) expect(await enrol(id, [own], b)).toMatchObject({ enrolled: 1 });
    await tick();
    for (const id of [sms, push, whatsapp]) {
      const [run] = await runsOf(id, b);
      expect(run.steps[0], id).toMatchObject({ status: 'failed', detail: expect.stringContaining('CHANNEL_NOT_CONFIGURED') });
    }
    expect({ sms: tw.received.length, wa: wa.received.length, push: ps.received.length }).toEqual(before);
    // nor does A see B's runs, nor B A's
    expect((await api('GET', `/api/automation/workflows/${sms}/runs`)).statusCode).toBe(404);
  });
});
