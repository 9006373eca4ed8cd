// The unified inbox and the workspace's chat widget in a real browser, in Turkish and in English: a visitor on a page
// of another site (another origin) with the widget writes, the message reaches the agent's open inbox live, the agent
// answers from the inbox, and the visitor sees the reply without reloading.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/inbox.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/inbox.en.json' with { type: 'json' };
import { launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let site: http.Server;
let siteUrl: string;
/** The widget key each visitor page embeds, by path. */
const pages = new Map<string, { key: string; lang: string }>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // the workspace's own site: another origin than the product
  site = http.createServer((req, res) => {
    const p = pages.get(req.url ?? '');
    if (!p) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="${p.lang}"><head><title>Shop</title></head><body><h1>Shop</h1>
<script src="${server.url}/api/inbox/widget/${p.key}.js" async></script></body></html>`);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.close(r));
  await server?.stop();
});

const GREETING = { tr: 'Merhaba! Size nasıl yardımcı olabiliriz?', en: 'Hello! How can we help you?' };

async function agentPage(lang: 'tr' | 'en', token: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  return context.newPage();
}

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('inbox and chat widget (%s)', (lang, texts) => {
  it('carries a visitor message to the agent live and the reply back to the visitor', async () => {
    const { token } = await registerUser(server, { firstName: 'Inbox', lastName: lang.toUpperCase(), email: `inbox-${lang}-${Date.now()}@example.com`, password: 'inbox-e2e-pass', language: lang });
    const widget = await server.api<{ key: string; snippet: string }>('GET', '/api/inbox/widget', undefined, token);
    expect(widget.status).toBe(200);
    pages.set(`/${lang}.html`, { key: widget.body.key, lang });

    // the agent opens the inbox first: the visitor's message must arrive without a reload
    const agent = await agentPage(lang, token);
    await agent.goto(`${server.url}/app/inbox`);
    await expect.poll(() => agent.getByRole('heading', { name: texts.page.title }).count()).toBeGreaterThan(0);
    await expect.poll(() => agent.getByTestId('inbox-live').getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
    await agent.getByText(texts.list.emptyOpen).waitFor();
    await agent.getByTestId('inbox-tab-widget').click();
    await expect.poll(() => agent.getByTestId('inbox-widget-snippet').textContent()).toContain(`${widget.body.key}.js`);
    await agent.getByTestId('inbox-tab-conversations').click();

    // the visitor on the workspace's own site
    const visitorContext = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${siteUrl}/${lang}.html`);
    await visitor.locator('[data-testid=ulak-chat-launcher]').click();
    const panel = visitor.locator('[data-testid=ulak-chat-panel]');
    await panel.getByText(GREETING[lang]).waitFor();
    const send = visitor.locator('[data-testid=ulak-chat-send]');
    expect(await send.isDisabled()).toBe(true);
    const input = visitor.locator('[data-testid=ulak-chat-input]');
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const question = lang === 'tr' ? 'Kargo ücreti ne kadar?' : 'How much is shipping?';
    await input.fill(question);
    expect(await send.isDisabled()).toBe(false);
    await input.press('Enter');
    await panel.locator('.msg.in', { hasText: question }).waitFor();

    // live on the agent's screen, with its unread badge
    const row = agent.getByTestId('inbox-conversation').filter({ hasText: question });
    await row.waitFor({ timeout: 10_000 });
    await row.getByTestId('inbox-unread').waitFor();
    await row.click();
    await agent.getByTestId('inbox-messages').getByText(question).waitFor();
    const answer = lang === 'tr' ? '500 TL üzeri siparişlerde ücretsiz.' : 'Free on orders over 50 dollars.';
    await agent.getByTestId('inbox-reply').fill(answer);
    await agent.getByTestId('inbox-reply').press('Enter');
    await agent.getByTestId('inbox-messages').getByText(answer).waitFor();

    // the visitor sees the reply without reloading
    await panel.locator('.msg.out', { hasText: answer }).waitFor({ timeout: 10_000 });
    expect(await visitor.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // minimise and close
    await visitor.locator('[data-testid=ulak-chat-minimise]').click();
    expect(await input.isVisible()).toBe(false);
    await visitor.locator('[data-testid=ulak-chat-close]').click();
    expect(await panel.isVisible()).toBe(false);
    expect(await visitor.locator('[data-testid=ulak-chat-launcher]').isVisible()).toBe(true);

    // resolving asks first, then the status changes
    await agent.getByTestId('inbox-resolve').click();
    await agent.getByTestId('inbox-confirm-resolve-confirm').click();
    await expect.poll(() => agent.getByTestId('inbox-thread-status').textContent()).toBe(texts.status.resolved);
    await visitorContext.close();
    await agent.context().close();
  }, 90_000);
});
