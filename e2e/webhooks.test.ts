// Outgoing webhooks in a real browser, in both languages: add an endpoint in the settings' integrations tab, copy its
// secret (shown once), send a test event that a local receiver verifies, see a failure as "error" with its reason,
// redeliver from the delivery log, and delete the endpoint after confirming.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/webhooks.en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/webhooks.tr.json' with { type: 'json' };
import { launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let token: string;
let receiver: http.Server;
let base: string;
let status = 200;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

// signedWith tells whether a delivery's X-Ulak-Signature matches the secret (as docs/webhooks.md shows receivers).
function signedWith(r: { headers: http.IncomingHttpHeaders; body: string }, secret: string): boolean {
  const parts = String(r.headers['x-ulak-signature'])
    .split(',')
    .map((p) => p.split('=', 2));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

beforeAll(async () => {
  // the receiver is on loopback: the operator's switch for private addresses lets webhooks reach it
  process.env.ULAK_ALLOW_PRIVATE_MAIL_SERVERS = 'true';
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end(status === 200 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = (await registerUser(server, { firstName: 'Deniz', lastName: 'Kaya', email: `webhooks-${Date.now()}@example.com`, password: 'secret12' })).token;
}, 120_000);
afterAll(async () => {
  delete process.env.ULAK_ALLOW_PRIVATE_MAIL_SERVERS;
  await browser?.close();
  await server?.stop();
  await new Promise<void>((r) => receiver?.close(() => r()));
});

async function integrations(lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1400, height: 950 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/app/settings?tab=integrations`);
  return page;
}

describe('webhooks in the settings', () => {
  it('adds an endpoint, shows its secret once and sends a signed test event (Turkish)', async () => {
    const page = await integrations('tr');
    await expect.poll(() => page.getByTestId('webhooks-empty').innerText()).toContain(tr.emptyTitle);
    await page.getByTestId('webhook-new').click();
    await page.getByTestId('webhook-url').fill('');
    await page.getByTestId('webhook-save').click();
    // the shared schema refuses it before anything is sent
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('http:// veya https://');
    await page.getByTestId('webhook-url').fill(`${base}/hook`);
    await page.getByTestId('webhook-event-deal.won').check();
    await page.getByTestId('webhook-event-contact.created').check();
    await page.getByTestId('webhook-save').click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByTestId('webhook-secret-done').click();
    const card = page.getByTestId('webhook-endpoint');
    await expect.poll(() => card.textContent()).toContain(`${base}/hook`);
    expect(await card.textContent()).toContain(tr.states.connected);
    expect(await card.textContent()).toContain(tr.events.deal.won);
    expect(await page.locator('body').innerText()).not.toContain(secret);

    await page.getByTestId('webhook-test').click();
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0].body).type).toBe('webhook.test');
    expect(signedWith(received[0], secret)).toBe(true);
  });

  it('shows a failed test as an error with its reason, redelivers from the log and deletes after confirming (English)', async () => {
    const page = await integrations('en');
    const card = page.getByTestId('webhook-endpoint');
    await expect.poll(() => card.textContent()).toContain(en.states.connected);
    status = 500;
    await page.getByTestId('webhook-test').click();
    await expect.poll(() => card.textContent()).toContain(en.states.error);
    expect(await card.textContent()).toContain('HTTP 500 Internal Server Error');

    status = 200;
    await page.getByTestId('webhook-log-open').click();
    const rows = page.getByTestId('webhook-log-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(en.log.statuses.failed);
    await rows.first().getByTestId('webhook-redeliver').click();
    await expect.poll(() => rows.first().textContent()).toContain(en.log.statuses.succeeded);
    expect(received.at(-1)!.headers['x-ulak-attempt']).toBe('2');
    await page.keyboard.press('Escape');
    await expect.poll(() => card.textContent()).toContain(en.states.connected);

    await page.getByTestId('webhook-menu').click();
    await page.getByTestId('webhook-delete-open').click();
    await expect.poll(() => page.getByTestId('webhook-delete-modal').innerText()).toContain(`${base}/hook`);
    await page.getByTestId('webhook-delete-confirm').click();
    await expect.poll(() => page.getByTestId('webhooks-empty').innerText()).toContain(en.emptyTitle);
    const left = await server.api<{ endpoints: unknown[] }>('GET', '/api/webhooks/endpoints', undefined, token);
    expect(left.body.endpoints).toEqual([]);
  });
});
