// Outgoing webhooks against a real HTTP receiver on 127.0.0.1: signatures, retries with back-off, permanent failures,
// pausing after failures in a row, tests and redeliveries, secret rotation, the address policy, isolation between
// workspaces, and events emitted by the contacts and CRM services.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PAUSE_AFTER_FAILURES, WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookEventType } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { consentTokens } from '../contacts/consent.js';
import { contactsRepo } from '../contacts/contacts.repo.js';
import { contactsService } from '../contacts/contacts.service.js';
import { listsRepo } from '../contacts/lists.repo.js';
import { crmAnalyticsRepo } from '../crm/crm-analytics.repo.js';
import { crmRepo } from '../crm/crm.repo.js';
import { crmService } from '../crm/crm.service.js';
import { checkTarget } from './post.js';
import { createInvoice, setUpSeller } from '../invoicing/test-support.js';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

// startReceiver is a webhook receiver: it records every request and answers each path with the next queued status (200 when none).
async function startReceiver() {
  const received: Received[] = [];
  const plan = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = plan.get(path) ?? [];
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 200);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failure ${status} ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    /** Answers the next requests to `path` with these statuses; the last one stays. */
    answer: (path: string, ...statuses: number[]) => void plan.set(path, statuses),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// verify checks an X-Ulak-Signature header the way a receiver should (docs/webhooks.md): any v1 may match.
function verify(header: string, body: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts.some(([k, v]) => k === 'v1' && v.length === expected.length && crypto.timingSafeEqual(Buffer.from(v), expected));
}

let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
let a: string;
let b: string;
let wsA: string;
let wsB: string;

const front = () => t.ctx.fronts.webhooks;
const create = async (token: string, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/webhooks/endpoints', token, body });
const endpointOf = async (token: string, id: string) =>
  (await t.request({ method: 'GET', url: '/api/webhooks/endpoints', token })).json().endpoints.find((e: { id: string }) => e.id === id);
const deliveriesOf = async (token: string, id: string) => (await t.request({ method: 'GET', url: `/api/webhooks/endpoints/${id}/deliveries`, token })).json();

beforeAll(async () => {
  [t, rx] = await Promise.all([startTestApp({ ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' }), startReceiver()]);
  const ua = await t.register();
  const ub = await t.register();
  [a, b, wsA, wsB] = [ua.token, ub.token, ua.user.workspaceId, ub.user.workspaceId];
});
afterAll(async () => {
  await Promise.all([t?.stop(), rx?.close()]);
});

describe('endpoints and signed deliveries', () => {
  let id: string;
  let secret: string;

  it('creates an endpoint with a secret shown once and stored sealed', async () => {
    const res = await create(a, { url: `${rx.base}/main`, events: ['contact.created', 'deal.won'], description: 'CRM sync' });
    expect(res.statusCode).toBe(201);
    ({ secret } = res.json());
    id = res.json().endpoint.id;
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(res.json().endpoint).toMatchObject({
      state: 'connected',
      active: true,
      events: ['contact.created', 'deal.won'],
      secretHint: `whsec_…${secret.slice(-4)}`,
    });
    const list = await t.request({ method: 'GET', url: '/api/webhooks/endpoints', token: a });
    expect(list.body).not.toContain(secret);
    const [row] = await t.sql('select secret_sealed from webhook_endpoints where id = $1', [id]);
    expect(String(row.secret_sealed)).not.toContain(secret.slice(6));
  });

  it('refuses bad input: unknown events, none, a plain http address that is not loopback', async () => {
    const unknown = await create(a, { url: `${rx.base}/x`, events: ['contact.exploded'] });
    expect(unknown.statusCode).toBe(400);
    expect((await create(a, { url: `${rx.base}/x`, events: [] })).statusCode).toBe(400);
    const plain = await create(a, { url: 'http://10.1.2.3/hook', events: ['deal.won'] });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('WEBHOOK_HTTPS_REQUIRED');
  });

  it('signs each delivery so the receiver can verify it with the secret', async () => {
    expect(await front().emit(wsA, 'deal.won', { id: 'deal-1', title: 'Big one' })).toBe(1);
    // an event nobody subscribed to writes nothing
    expect(await front().emit(wsA, 'invoice.paid', { id: 'inv-1' })).toBe(0);
    await front().drain();
    const got = rx.at('/main').at(-1)!;
    const payload = JSON.parse(got.body);
    expect(payload).toMatchObject({ type: 'deal.won', workspaceId: wsA, data: { id: 'deal-1', title: 'Big one' } });
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(got.headers['x-ulak-event']).toBe('deal.won');
    expect(got.headers['content-type']).toBe('application/json');
    expect(verify(String(got.headers['x-ulak-signature']), got.body, secret)).toBe(true);
    expect(verify(String(got.headers['x-ulak-signature']), got.body, 'whsec_wrong')).toBe(false);
    expect(verify(String(got.headers['x-ulak-signature']), got.body.replace('Big', 'Bog'), secret)).toBe(false);
    const log = await deliveriesOf(a, id);
    expect(log.deliveries[0]).toMatchObject({ id: got.headers['x-ulak-delivery'], eventId: payload.id, status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    expect(log.deliveries[0].history[0]).toMatchObject({ attempt: 1, statusCode: 200, responseExcerpt: 'ok', manual: false });
  });

  it('retries a 500 after the first back-off step, then succeeds with the same delivery id', async () => {
    rx.answer('/main', 500, 200);
    await front().emit(wsA, 'deal.won', { id: 'deal-2' });
    await front().drain();
    let log = await deliveriesOf(a, id);
    const first = log.deliveries[0];
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const firstAt = new Date(first.history[0].at).getTime();
    expect(new Date(first.nextAttemptAt).getTime() - firstAt).toBe(WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
    expect(first.history[0].responseExcerpt.length).toBeLessThanOrEqual(500);
    // the endpoint shows the failure with its reason
    expect(await endpointOf(a, id)).toMatchObject({ state: 'error', lastStatusCode: 500, lastError: 'HTTP 500 Internal Server Error' });
    // not due yet: nothing happens; due: the retry goes out
    expect(await front().drain()).toBe(0);
    expect(await front().drain(new Date(first.nextAttemptAt))).toBe(1);
    log = await deliveriesOf(a, id);
    expect(log.deliveries[0]).toMatchObject({ id: first.id, status: 'succeeded', attempts: 2, nextAttemptAt: null });
    expect(log.deliveries[0].history.map((h: { attempt: number; statusCode: number }) => [h.attempt, h.statusCode])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    const tries = rx.at('/main').slice(-2);
    expect(tries.map((r) => r.headers['x-ulak-delivery'])).toEqual([first.id, first.id]);
    expect(tries.map((r) => r.headers['x-ulak-attempt'])).toEqual(['1', '2']);
    expect(await endpointOf(a, id)).toMatchObject({ state: 'connected', lastError: null });
  });

  it('fails a 4xx at once (no retry) but retries 429; a redelivery sends it again', async () => {
    rx.answer('/main', 404);
    await front().emit(wsA, 'contact.created', { id: 'c-1' });
    await front().drain();
    const failed = (await deliveriesOf(a, id)).deliveries[0];
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null, lastError: 'HTTP 404 Not Found' });
    expect(await front().drain(new Date(Date.now() + 24 * 3600_000))).toBe(0);

    rx.answer('/main', 429);
    await front().emit(wsA, 'contact.created', { id: 'c-2' });
    await front().drain();
    const limited = (await deliveriesOf(a, id)).deliveries[0];
    expect(limited).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 429 });

    rx.answer('/main', 200);
    const again = await t.request({ method: 'POST', url: `/api/webhooks/deliveries/${failed.id}/redeliver`, token: a });
    expect(again.statusCode).toBe(200);
    expect(again.json().delivery).toMatchObject({ id: failed.id, status: 'succeeded', attempts: 2 });
    expect(again.json().delivery.history[0]).toMatchObject({ attempt: 2, manual: true, statusCode: 200 });
    expect(rx.at('/main').at(-1)!.headers['x-ulak-delivery']).toBe(failed.id);
    await front().drain(new Date(limited.nextAttemptAt));
    const log = await deliveriesOf(a, id);
    expect(log.total).toBe(4);
    expect(log.deliveries.find((d: { id: string }) => d.id === limited.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('sends a test event and reports the failure with its reason', async () => {
    const ok = await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/test`, token: a });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ delivery: { eventType: 'webhook.test', status: 'succeeded' }, endpoint: { state: 'connected' } });
    expect(JSON.parse(rx.at('/main').at(-1)!.body).type).toBe('webhook.test');
    rx.answer('/main', 503);
    const bad = await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/test`, token: a });
    expect(bad.json()).toMatchObject({ delivery: { status: 'failed' }, endpoint: { state: 'error', lastError: 'HTTP 503 Service Unavailable' } });
    // the settings' integrations list says the same, with the reason; the other workspace's shows nothing of it
    const integration = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/settings/integrations', token })).json().integrations.find((i: { id: string }) => i.id === 'webhooks');
    expect(await integration(a)).toMatchObject({ status: 'error', category: 'automation', error: 'HTTP 503 Service Unavailable' });
    expect(await integration(b)).toMatchObject({ status: 'available', error: null });
    const closed = await create(a, { url: 'http://127.0.0.1:1/closed', events: ['deal.won'] });
    const refused = await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${closed.json().endpoint.id}/test`, token: a });
    expect(refused.json().endpoint.lastError).toBe('network error (ECONNREFUSED)');
    rx.answer('/main', 200);
    await t.request({ method: 'DELETE', url: `/api/webhooks/endpoints/${closed.json().endpoint.id}`, token: a });
  });

  it('rotates the secret: both sign during the overlap, only the new one without', async () => {
    const rotated = await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/rotate-secret`, token: a, body: { overlapHours: 24 } });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().secret as string;
    expect(next).not.toBe(secret);
    expect(rotated.json().endpoint.previousSecretUntil).not.toBeNull();
    await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/test`, token: a });
    const during = rx.at('/main').at(-1)!;
    expect(String(during.headers['x-ulak-signature']).match(/v1=/g)).toHaveLength(2);
    expect(verify(String(during.headers['x-ulak-signature']), during.body, secret)).toBe(true);
    expect(verify(String(during.headers['x-ulak-signature']), during.body, next)).toBe(true);
    const now = await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/rotate-secret`, token: a, body: { overlapHours: 0 } });
    await t.request({ method: 'POST', url: `/api/webhooks/endpoints/${id}/test`, token: a });
    const after = rx.at('/main').at(-1)!;
    expect(verify(String(after.headers['x-ulak-signature']), after.body, next)).toBe(false);
    expect(verify(String(after.headers['x-ulak-signature']), after.body, now.json().secret)).toBe(true);
    secret = now.json().secret;
  });

  it('pauses an endpoint whose deliveries keep failing, says why, and resumes it', async () => {
    const res = await create(a, { url: `${rx.base}/gone`, events: ['lead.created'] });
    const gone = res.json().endpoint.id as string;
    rx.answer('/gone', 410);
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER_FAILURES; i++) await front().emit(wsA, 'lead.created', { id: `lead-${i}` });
    await front().drain();
    const paused = await endpointOf(a, gone);
    expect(paused).toMatchObject({
      state: 'paused',
      active: false,
      pausedBy: 'auto',
      consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES,
      lastError: 'HTTP 410 Gone',
    });
    // nothing more is written for it while paused
    expect(await front().emit(wsA, 'lead.created', { id: 'lead-late' })).toBe(0);
    // the owner is told in the app
    const notes = await t.request({ method: 'GET', url: '/api/notifications', token: a });
    expect(notes.json().notifications.some((n: { title: string }) => n.title.includes('/gone'))).toBe(true);
    // resuming clears the count; the next failure is an error, not a pause
    const resumed = await t.request({ method: 'PUT', url: `/api/webhooks/endpoints/${gone}`, token: a, body: { active: true } });
    expect(resumed.json().endpoint).toMatchObject({ active: true, pausedBy: null, consecutiveFailures: 0 });
    // a user's pause is kept apart from the automatic one
    const byUser = await t.request({ method: 'PUT', url: `/api/webhooks/endpoints/${gone}`, token: a, body: { active: false } });
    expect(byUser.json().endpoint).toMatchObject({ state: 'paused', pausedBy: 'user' });
  });

  it('pages the delivery log newest first', async () => {
    const page1 = await t.request({ method: 'GET', url: `/api/webhooks/endpoints/${id}/deliveries?limit=2&page=1`, token: a });
    const page2 = await t.request({ method: 'GET', url: `/api/webhooks/endpoints/${id}/deliveries?limit=2&page=2`, token: a });
    const [p1, p2] = [page1.json(), page2.json()];
    expect(p1.deliveries).toHaveLength(2);
    expect(p1.total).toBe(p2.total);
    const times = [...p1.deliveries, ...p2.deliveries].map((d: { createdAt: string }) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...p1.deliveries, ...p2.deliveries].map((d: { id: string }) => d.id)).size).toBe(4);
  });

  it('lets another workspace see, change, test or redeliver none of it', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/webhooks/endpoints', token: b })).json();
    expect(mine.endpoints).toEqual([]);
    const delivery = (await deliveriesOf(a, id)).deliveries[0].id as string;
    const calls = [
      { method: 'GET', url: `/api/webhooks/endpoints/${id}/deliveries` },
      { method: 'PUT', url: `/api/webhooks/endpoints/${id}`, body: { url: `${rx.base}/stolen` } },
      { method: 'POST', url: `/api/webhooks/endpoints/${id}/rotate-secret`, body: { overlapHours: 0 } },
      { method: 'POST', url: `/api/webhooks/endpoints/${id}/test` },
      { method: 'DELETE', url: `/api/webhooks/endpoints/${id}` },
      { method: 'POST', url: `/api/webhooks/deliveries/${delivery}/redeliver` },
    ];
    const before = rx.received.length;
    for (const c of calls) expect((await t.request({ ...c, token: b })).statusCode, `${c.method} ${c.url}`).toBe(404);
    expect(rx.received.length).toBe(before);
    expect(await endpointOf(a, id)).toMatchObject({ url: `${rx.base}/main` });
    // B's events never reach A's endpoints
    expect(await front().emit(wsB, 'deal.won', { id: 'b-deal' })).toBe(0);
  });
});

describe('events from the other modules', () => {
  it('delivers contact.created, contact.unsubscribed, lead.created and deal.won from the services', async () => {
    const res = await create(a, { url: `${rx.base}/events`, events: ['contact.created', 'contact.unsubscribed', 'lead.created', 'deal.won'] });
    expect(res.statusCode).toBe(201);
    // the services as their modules build them, with the one-line wiring their index.ts gets: onEvent → emit
    const db = t.ctx.database.db;
    const onEvent = (ws: string, type: WebhookEventType, data: Record<string, unknown>) => front().emit(ws, type, data);
    const contacts = contactsService(contactsRepo(db), listsRepo(db), {
      tokens: consentTokens('test-secret-test-secret-test-secret-1234'),
      sendMail: async () => undefined,
      publicUrl: 'http://localhost:5000',
      hit: t.ctx.fronts.auth.hit,
      onEvent,
    });
    const contact = await contacts.create(wsA, { email: 'hook@example.com', firstName: 'Deniz' } as never, 'en');
    await contacts.update(wsA, contact.id, { status: 'unsubscribed' });
    const crm = crmService(crmRepo(db), crmAnalyticsRepo(db), t.ctx.fronts.contacts.ensureContacts, onEvent);
    const lead = await crm.createLead(wsA, { name: 'Hook Lead', email: 'lead@example.com' });
    const user = (await t.request({ method: 'GET', url: '/api/auth/me', token: a })).json().user;
    const deal = await crm.createDeal(wsA, user.id, { title: 'Hook deal', leadId: lead.id }, 'en');
    await crm.closeDeal(wsA, user.id, deal.id, 'won', null, 'en');
    // closing it again reports nothing new
    await crm.closeDeal(wsA, user.id, deal.id, 'won', null, 'en');
    await front().drain();
    // deliveries go out concurrently: the order of arrival is not the order of the events
    const got = new Map(rx.at('/events').map((r) => [JSON.parse(r.body).type as string, JSON.parse(r.body)]));
    expect([...got.keys()].sort()).toEqual(['contact.created', 'contact.unsubscribed', 'deal.won', 'lead.created']);
    expect(got.get('contact.created').data).toMatchObject({ id: contact.id, email: 'hook@example.com', firstName: 'Deniz' });
    expect(got.get('contact.unsubscribed').data).toMatchObject({ id: contact.id, status: 'unsubscribed', source: 'manual' });
    expect(got.get('lead.created').data).toMatchObject({ id: lead.id, name: 'Hook Lead' });
    expect(got.get('deal.won').data).toMatchObject({ id: deal.id, status: 'won' });
  });
});

describe('events through the running app', () => {
  it('the modules are wired to emit: a contact and a lead created over the API, an invoice paid in full', async () => {
    const seller = await setUpSeller(t);
    const ws = seller.user.workspaceId;
    const res = await create(seller.token, { url: `${rx.base}/wired`, events: ['contact.created', 'lead.created', 'invoice.paid'] });
    expect(res.statusCode).toBe(201);
    const contact = await t.request({ method: 'POST', url: '/api/contacts', token: seller.token, body: { email: 'wired@example.com', firstName: 'Ece' } });
    expect(contact.statusCode).toBe(201);
    const lead = await t.request({ method: 'POST', url: '/api/crm/leads', token: seller.token, body: { name: 'Wired Lead', email: 'wired-lead@example.com' } });
    expect(lead.statusCode).toBe(201);
    const draft = await createInvoice(t, seller.token, {
      customerId: seller.customerId,
      lines: [{ description: 'Danışmanlık', quantity: 1, unitPrice: 1000, taxRate: 20 }],
    });
    const issued = (await t.request({ method: 'POST', url: `/api/invoices/${draft.id}/finalize`, token: seller.token })).json().invoice;
    // a part payment is no event; the payment that settles the invoice is
    await t.request({ method: 'POST', url: `/api/invoices/${issued.id}/payments`, token: seller.token, body: { amount: 200, method: 'bank_transfer' } });
    const last = await t.request({
      method: 'POST',
      url: `/api/invoices/${issued.id}/payments`,
      token: seller.token,
      body: { amount: 1000, method: 'bank_transfer' },
    });
    expect(last.statusCode).toBe(201);
    expect(last.json().invoice.status).toBe('paid');
    await front().drain();
    const bodies = rx.at('/wired').map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['contact.created', 'invoice.paid', 'lead.created']);
    for (const b of bodies) expect(b.workspaceId).toBe(ws);
    expect(bodies.find((b) => b.type === 'invoice.paid').data).toMatchObject({ id: issued.id, status: 'paid' });
    expect(bodies.find((b) => b.type === 'contact.created').data).toMatchObject({ email: 'wired@example.com' });
  });
});

describe('the outbound address policy', () => {
  it('refuses loopback, private, link-local and metadata addresses unless the operator allows private ones', async () => {
    const closed = { allowPrivate: false };
    for (const url of [
      'http://127.0.0.1:8080/x',
      'https://10.0.0.1/x',
      'https://169.254.169.254/latest',
      'https://[::ffff:127.0.0.1]/x',
      'https://192.168.1.5/',
    ]) {
      expect(await checkTarget(url, closed), url).toMatchObject({ code: 'WEBHOOK_ADDRESS_FORBIDDEN' });
    }
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    expect(await checkTarget('https://rebind.example/x', { allowPrivate: false, lookup })).toMatchObject({
      code: 'WEBHOOK_ADDRESS_FORBIDDEN',
      range: 'loopback',
    });
    expect(await checkTarget('https://93.184.216.34/x', closed)).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await checkTarget('http://93.184.216.34/x', closed)).toEqual({ code: 'WEBHOOK_HTTPS_REQUIRED' });
    const open = { allowPrivate: true };
    expect(await checkTarget('http://127.0.0.1:8080/x', open)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await checkTarget('http://10.0.0.1/x', open)).toEqual({ code: 'WEBHOOK_HTTPS_REQUIRED' });
  });

  it('an app without the switch refuses a loopback endpoint', async () => {
    const closedApp = await startTestApp();
    try {
      const token = (await closedApp.register()).token;
      const res = await closedApp.request({ method: 'POST', url: '/api/webhooks/endpoints', token, body: { url: `${rx.base}/main`, events: ['deal.won'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_ADDRESS_FORBIDDEN');
      const meta = await closedApp.request({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        token,
        body: { url: 'https://169.254.169.254/', events: ['deal.won'] },
      });
      expect(meta.json().code).toBe('WEBHOOK_ADDRESS_FORBIDDEN');
      expect((await closedApp.sql('select count(*)::int as n from webhook_endpoints'))[0].n).toBe(0);
    } finally {
      await closedApp.stop();
    }
  });
});
