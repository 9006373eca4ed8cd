// The unified inbox and the workspace's chat widget in a real browser, in Turkish and in English: a visitor on a page
// of another site (another origin) with the widget writes, the message reaches the agent's open inbox live, the agent
// answers from the inbox, and the visitor sees the reply without reloading. A WhatsApp message (through the channels
// module and the WhatsApp Cloud API stand-in) and an email reply (through the inbox's SMTP server) land in the same
// inbox, and the agent answers the WhatsApp one from it.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { startWhatsApp } from '../apps/server/test/stand-ins/whatsapp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/inbox.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/inbox.en.json' with { type: 'json' };
import { launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let site: http.Server;
let siteUrl: string;
let smtpPort: number;
let wa: Awaited<ReturnType<typeof startWhatsApp>>;
/** The widget key each visitor page embeds, by path. */
const pages = new Map<string, { key: string; lang: string }>();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  // this server receives email replies and may call channel stand-ins on loopback
  smtpPort = await freePort();
  const saved = { ...process.env };
  Object.assign(process.env, { ULAK_INBOUND_SMTP_PORT: String(smtpPort), ULAK_INBOUND_DOMAIN: 'inbound.test', ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' });
  try {
    server = await startServer();
  } finally {
    for (const k of ['ULAK_INBOUND_SMTP_PORT', 'ULAK_INBOUND_DOMAIN', 'ULAK_ALLOW_PRIVATE_MAIL_SERVERS']) if (saved[k] === undefined) delete process.env[k];
  }
  wa = await startWhatsApp({ phoneNumberId: '2077' });
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
  await wa?.close();
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
    const { token } = await registerUser(server, {
      firstName: 'Inbox',
      lastName: lang.toUpperCase(),
      email: `inbox-${lang}-${Date.now()}@example.com`,
      password: 'inbox-e2e-pass',
      language: lang,
    });
    const widget = await server.api<{ key: string; snippet: string }>('GET', '/api/inbox/widget', undefined, token);
    expect(widget.status).toBe(200);
    pages.set(`/${lang}.html`, { key: widget.body.key, lang });

    // the agent opens the inbox first: the visitor's message must arrive without a reload
    const agent = await agentPage(lang, token);
    await agent.goto(`${server.url}/app/inbox`);
    await agent.getByRole('heading', { name: texts.page.title }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => agent.getByTestId('inbox-live').getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
    await agent.getByText(texts.list.emptyOpen).waitFor();
    await agent.getByTestId('inbox-tab-widget').click();
    await expect.poll(() => agent.getByTestId('inbox-widget-snippet').textContent(), { timeout: 10_000 }).toContain(`${widget.body.key}.js`);
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
    await expect.poll(() => agent.getByTestId('inbox-thread-status').textContent(), { timeout: 10_000 }).toBe(texts.status.resolved);
    await visitorContext.close();
    await agent.context().close();
  }, 90_000);

  it('shows a WhatsApp message and an email reply in the same inbox and answers on WhatsApp', async () => {
    const { token } = await registerUser(server, {
      firstName: 'Kanal',
      lastName: lang.toUpperCase(),
      email: `inbox2-${lang}-${Date.now()}@example.com`,
      password: 'inbox-e2e-pass',
      language: lang,
    });
    const cfg = await server.api<{ channel: { state: string; endpoints: { name: string; value: string }[] } }>(
      'PUT',
      '/api/channels/whatsapp',
      { baseUrl: wa.url, apiVersion: 'v20.0', phoneNumberId: '2077', accessToken: wa.accessToken, appSecret: wa.appSecret },
      token,
    );
    expect(cfg.body.channel.state).toBe('connected');
    const hook = cfg.body.channel.endpoints.find((e) => e.name === 'webhookUrl')!.value;
    const waText = lang === 'tr' ? 'Siparişim ne zaman gelir?' : 'When will my order arrive?';
    expect((await wa.postSigned(hook, wa.inboundPayload({ from: '905551234567', text: waText, name: 'Ayşe Kaya' }))).status).toBe(200);

    const widget = await server.api<{ replyAddress: string }>('GET', '/api/inbox/widget', undefined, token);
    const mailText = lang === 'tr' ? 'Faturamı tekrar gönderir misiniz?' : 'Could you send my invoice again?';
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    await smtp.sendMail({ from: 'Can Demir <can@example.com>', to: widget.body.replyAddress, subject: 'Fatura', text: mailText });
    smtp.close();

    // both are in the workspace's inbox before the screen opens
    const listed = async () =>
      (await server.api<{ items: { channel: string; preview: string }[] }>('GET', '/api/inbox/conversations', undefined, token)).body.items;
    await expect.poll(async () => (await listed()).map((c) => c.channel).sort(), { timeout: 15_000 }).toEqual(['email', 'whatsapp']);
    const agent = await agentPage(lang, token);
    await agent.goto(`${server.url}/app/inbox`);
    const waRow = agent.getByTestId('inbox-conversation').filter({ hasText: waText });
    const mailRow = agent.getByTestId('inbox-conversation').filter({ hasText: mailText });
    await waRow.waitFor({ timeout: 15_000 });
    await mailRow.waitFor({ timeout: 15_000 });
    expect(await waRow.locator('[data-channel=whatsapp]').count()).toBe(1);
    expect(await mailRow.locator('[data-channel=email]').count()).toBe(1);
    expect(await waRow.textContent()).toContain('Ayşe Kaya');
    expect(await mailRow.textContent()).toContain('Can Demir');

    await waRow.click();
    await agent.getByTestId('inbox-messages').getByText(waText).waitFor();
    const answer = lang === 'tr' ? 'Yarın kargoda.' : 'It ships tomorrow.';
    await agent.getByTestId('inbox-reply').fill(answer);
    await agent.getByTestId('inbox-send').click();
    await agent.getByTestId('inbox-messages').getByText(answer).waitFor();
    expect(wa.received.at(-1)).toMatchObject({ to: '905551234567', type: 'text', body: answer });
    await agent.context().close();
  }, 90_000);
});
