// WhatsApp approved templates against the Cloud API stand-in: listed from the business account (approved only, with
// what each takes), sent with header, body and button parameters, refused by the provider when they do not match, and
// a template campaign to a segment with its parameters; another workspace lists and sends nothing of these.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsApp } from '../../../test/stand-ins/whatsapp.js';
import { waitFor } from '../../test/harness.js';
import { createContact, startChannelsApp, type ChannelsTestApp } from './test-support.js';

let t: ChannelsTestApp;
let wa: Awaited<ReturnType<typeof startWhatsApp>>;
let a: string;
let b: string;
let ws: string;

beforeAll(async () => {
  [t, wa] = await Promise.all([startChannelsApp(), startWhatsApp({ phoneNumberId: '3055', wabaId: '4066' })]);
  const u = await t.register();
  a = u.token;
  ws = u.user.workspaceId;
  b = (await t.register()).token;
});
afterAll(async () => {
  await Promise.all([t?.stop(), wa?.close()]);
});

const configure = (token: string, over: Record<string, unknown> = {}) =>
  t.request({
    method: 'PUT',
    url: '/api/channels/whatsapp',
    token,
    body: { baseUrl: wa.url, phoneNumberId: '3055', accessToken: wa.accessToken, appSecret: wa.appSecret, ...over },
  });
const templates = (token: string) => t.request({ method: 'GET', url: '/api/channels/whatsapp/templates', token });
const send = (template: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/channels/send', token: a, body: { channel: 'whatsapp', to: '+905551234567', template } });

describe('WhatsApp templates', () => {
  it('needs the business account id, then lists the approved templates with their parameters', async () => {
    await configure(a);
    const missing = await templates(a);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CHANNEL_WHATSAPP_ACCOUNT_REQUIRED');
    expect((await configure(a, { businessAccountId: '4066' })).json().channel).toMatchObject({ state: 'connected', settings: { businessAccountId: '4066' } });
    const list = (await templates(a)).json().templates;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['hello_world', 'spring_sale', 'invoice_pdf']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      name: 'spring_sale',
      language: 'tr',
      category: 'MARKETING',
      status: 'APPROVED',
      header: { format: 'TEXT', text: 'Merhaba {{1}}', params: 1 },
      body: { text: '{{1}}, bahar indirimi başladı: {{2}} indirim!', params: 2 },
      footer: 'Ulak',
      buttons: [
        { index: 0, type: 'URL', text: 'Alışverişe başla', url: 'https://shop.example.com/{{1}}', params: 1 },
        { index: 1, type: 'QUICK_REPLY', text: 'İlgilenmiyorum', url: null, params: 0 },
      ],
    });
    expect(list[2].header).toEqual({ format: 'DOCUMENT', text: null, params: 0 });
    // the front door the automation builder uses gives the same list
    expect((await t.ctx.fronts.channels.whatsappTemplates(ws)).map((x) => x.name)).toEqual(['hello_world', 'spring_sale', 'invoice_pdf']);
  });

  it('answers 502 with the provider reason when the account is refused, and 400 to a workspace without WhatsApp', async () => {
    await configure(a, { businessAccountId: '999' });
    const refused = await templates(a);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'CHANNEL_PROVIDER_ERROR' });
    expect(refused.json().message).toContain("Object with ID '999' does not exist");
    await configure(a, { businessAccountId: '4066' });
    const other = await templates(b);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('CHANNEL_NOT_CONFIGURED');
  });

  it('sends header, body and button parameters, and a media header', async () => {
    const res = await send({
      name: 'spring_sale',
      language: 'tr',
      header: { type: 'text', params: ['Ayşe'] },
      params: ['Ayşe', '%30'],
      buttons: [
        { index: 0, type: 'url', param: 'bahar' },
        { index: 1, type: 'quick_reply', param: 'no-thanks' },
      ],
    });
    expect(res.json().result.status).toBe('sent');
    expect(wa.received.at(-1)!.template).toEqual({
      name: 'spring_sale',
      language: 'tr',
      params: ['Ayşe', '%30'],
      header: { type: 'text', text: 'Ayşe' },
      buttons: [
        { index: 0, subType: 'url', param: 'bahar' },
        { index: 1, subType: 'quick_reply', param: 'no-thanks' },
      ],
    });
    const doc = await send({
      name: 'invoice_pdf',
      language: 'en_US',
      header: { type: 'document', link: 'https://files.example.com/inv-42.pdf' },
      params: ['INV-42'],
    });
    expect(doc.json().result.status).toBe('sent');
    expect(wa.received.at(-1)!.template?.header).toEqual({ type: 'document', link: 'https://files.example.com/inv-42.pdf' });
  });

  it('fails with the provider reason when the parameters do not match, and refuses a bad header or duplicate buttons', async () => {
    const res = await send({ name: 'spring_sale', language: 'tr', params: ['Ayşe', '%30'] });
    expect(res.json().result.status).toBe('failed');
    expect(res.json().result.reason).toContain('132000');
    expect((await send({ name: 'invoice_pdf', language: 'en_US', header: { type: 'document', link: 'http://plain.example.com/x.pdf' } })).statusCode).toBe(400);
    const dup = await send({
      name: 'spring_sale',
      language: 'tr',
      buttons: [
        { index: 0, type: 'url', param: 'a' },
        { index: 0, type: 'url', param: 'b' },
      ],
    });
    expect(dup.statusCode).toBe(400);
  });

  it('sends a template campaign to a segment with its parameters, and tracks a link in a body parameter', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await createContact(t, a, { email: `wa${i}@example.com`, phone: `+90555000100${i}`, tags: ['whatsapp-vip'] });
      ids.push(id);
      if (i < 2) await t.request({ method: 'PUT', url: '/api/channels/consents', token: a, body: { contactId: id, channel: 'whatsapp', granted: true } });
    }
    const seg = await t.request({
      method: 'POST',
      url: '/api/contacts/segments',
      token: a,
      body: { name: 'WA VIP', rules: { match: 'all', rules: [{ kind: 'field', field: 'tags', op: 'has', value: 'whatsapp-vip' }] } },
    });
    expect(seg.statusCode).toBe(201);
    const template = {
      name: 'spring_sale',
      language: 'tr',
      header: { type: 'text', params: ['Merhaba'] },
      params: ['Değerli müşterimiz', 'https://shop.example.com/kampanya'],
      buttons: [{ index: 0, type: 'url', param: 'bahar' }],
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/channels/campaigns',
      token: a,
      body: { name: 'WA bahar', channel: 'whatsapp', template, segmentId: seg.json().segment.id },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().campaign.id;
    // another workspace can neither see nor start it
    expect((await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: b })).statusCode).toBe(404);
    await t.request({ method: 'POST', url: `/api/channels/campaigns/${id}/send`, token: a });
    const done = await waitFor(async () => {
      const c = (await t.request({ method: 'GET', url: `/api/channels/campaigns/${id}`, token: a })).json().campaign;
      return c.status === 'sent' ? c : undefined;
    }, 20_000);
    expect(done.counts).toMatchObject({ total: 3, sent: 2, skipped: 1 });
    const sent = wa.received.filter((m) => m.template?.name === 'spring_sale' && m.template.header?.text === 'Merhaba');
    expect(sent).toHaveLength(2);
    expect(sent[0].template!.buttons).toEqual([{ index: 0, subType: 'url', param: 'bahar' }]);
    const tracked = sent[0].template!.params[1];
    expect(tracked).toMatch(/\/api\/channels\/c\/[A-Za-z0-9_-]{23}$/);
    const click = await t.request({ method: 'GET', url: new URL(tracked).pathname });
    expect(click.headers.location).toBe('https://shop.example.com/kampanya');
  });
});
