// The platform admin's public-site screens in a real browser: a visitor's contact message is read and marked handled,
// a visitor's live chat is answered, and an incident recorded by the admin appears on the status API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import siteEn from '../apps/web/src/i18n/adminSite.en.json' with { type: 'json' };
import planChangeEn from '../apps/web/src/i18n/planChange.en.json' with { type: 'json' };
import { ADMIN, adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let page: Page;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel(label(en.auth.fields.email)).fill(ADMIN.email);
  await page.getByLabel(label(en.auth.fields.password)).fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/app\/dashboard$/);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('platform admin site screens', () => {
  it('shows a visitor contact message in /admin/inquiries and marks it handled', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const message = `Hello, we would like a quote ${Date.now()}.`;
    const sent = await server.api('POST', '/api/site/contact', { name: 'Ayşe Visitor', email, subject: 'Quote request', message, contactType: 'sales' });
    expect(sent.status).toBe(201);

    await page.getByTestId('nav-admin-inquiries').click();
    await page.waitForURL(/\/admin\/inquiries$/);
    const row = page.locator(`[data-testid="inquiry-row"][data-email="${email}"]`);
    await row.waitFor();
    expect(await row.getByTestId('inquiry-kind').textContent()).toBe(siteEn.inquiries.kind.contact);
    await row.getByTestId('inquiry-toggle').click();
    await expect.poll(() => page.getByTestId('inquiry-message').innerText()).toContain(message);
    await row.getByTestId('inquiry-handle').click();
    await expect.poll(() => row.getAttribute('data-handled')).toBe('true');
    expect(await row.getByTestId('inquiry-state').textContent()).toBe(siteEn.inquiries.handled);
  });

  it('answers a visitor in /admin/chat and the visitor receives the answer', async () => {
    const question = `Do you support SMS? ${Date.now()}`;
    const started = await server.api<{ conversationId: string; visitorToken: string }>('POST', '/api/chat/conversations', { text: question, language: 'en' });
    expect(started.status).toBe(201);
    const { conversationId, visitorToken } = started.body;

    await page.goto(`${server.url}/admin/chat`);
    await page.locator(`[data-testid="chat-conversation"][data-id="${conversationId}"]`).click();
    await expect.poll(() => page.getByTestId('chat-messages').innerText()).toContain(question);
    const input = page.getByTestId('chat-reply-input');
    expect(await page.getByTestId('chat-reply-send').isDisabled()).toBe(true);
    const answer = `Yes, SMS is on the roadmap ${Date.now()}.`;
    await input.fill(answer);
    await input.press('Enter');
    await expect.poll(() => page.locator('[data-testid="chat-message"][data-sender="agent"]').last().innerText()).toContain(answer);
    await expect.poll(() => input.inputValue()).toBe('');

    const res = await fetch(`${server.url}/api/chat/messages`, { headers: { 'x-chat-token': visitorToken, Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: { text: string; sender: string }[] };
    expect(body.messages.some((m) => m.sender === 'agent' && m.text === answer)).toBe(true);

    // closing asks first
    await page.getByTestId('chat-close').click();
    await page.getByTestId('chat-close-confirm').click();
    await expect.poll(() => page.getByTestId('chat-thread').getAttribute('data-status')).toBe('closed');
  });

  it('lets the admin refuse plan changes without payment; the upgrade dialog says so before anything changes', async () => {
    const email = `no-payment-${Date.now()}@example.com`;
    const { token } = await registerUser(server, { firstName: 'Nil', lastName: 'Ödemesiz', email, password: 'no-pay-pass-1' });
    const user = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
    await user.goto(server.url);
    await user.evaluate((t) => localStorage.setItem('token', t), token);

    // default: allowed, and the dialog says plainly that no payment is taken
    await user.goto(`${server.url}/app/customer?tab=upgrade`);
    await user.getByTestId('plan-action-starter').click();
    await user.getByTestId('plan-change-due').waitFor();
    expect(await user.getByTestId('plan-change-no-payment').innerText()).toBe(planChangeEn.noProvider);
    expect(await user.getByTestId('plan-change-confirm-button').isDisabled()).toBe(false);

    // the admin turns it off in the site settings
    await page.goto(`${server.url}/admin/site-settings`);
    const toggle = page.getByTestId('settings-plan-changes-without-payment');
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck({ force: true });
    await page.getByTestId('settings-save').click();
    await expect
      .poll(
        async () =>
          (await server.api<{ settings: { planChangesWithoutPayment?: boolean } }>('GET', '/api/admin/platform-settings', undefined, await adminToken(server)))
            .body.settings.planChangesWithoutPayment,
      )
      .toBe(false);

    try {
      await user.reload();
      await user.getByTestId('plan-action-starter').click();
      await user.getByTestId('plan-change-due').waitFor();
      expect(await user.getByTestId('plan-change-not-allowed').innerText()).toBe(planChangeEn.notAllowed);
      expect(await user.getByTestId('plan-change-confirm-button').isDisabled()).toBe(true);
      const current = await server.api<{ subscription: { planType: string } }>('GET', '/api/subscriptions/current', undefined, token);
      expect(current.body.subscription.planType).toBe('free');
    } finally {
      await server.api('PUT', '/api/admin/platform-settings', { planChangesWithoutPayment: true }, await adminToken(server));
      await user.context().close();
    }
  });

  it('records an incident in /admin/incidents that the status API shows', async () => {
    const title = `Delayed mail delivery ${Date.now()}`;
    await page.goto(`${server.url}/admin/incidents`);
    await page.getByTestId('incident-new').click();
    await page.getByTestId('incident-title').fill(title);
    await page.getByTestId('incident-impact').selectOption('major');
    await page.getByTestId('incident-service-mail').click();
    await page.getByTestId('incident-description').fill('Outgoing mail is queued longer than usual.');
    await page.getByTestId('incident-submit').click();
    const card = page.locator('[data-testid="incident-card"]', { hasText: title });
    await card.waitFor();
    // one label set for impact: the admin badge and the public status page name it the same way
    expect(await card.getByTestId('incident-impact-badge').textContent()).toBe(en.statusPage.impacts.major);

    await card.getByTestId('incident-update-status').selectOption('identified');
    await card.getByTestId('incident-update-message').fill('The mail relay is slow; a fix is under way.');
    await card.getByTestId('incident-update-submit').click();
    await expect.poll(() => card.getByTestId('incident-status-badge').textContent()).toBe(siteEn.incidents.status.identified);
    await expect.poll(() => card.getByTestId('incident-timeline').innerText()).toContain('The mail relay is slow');

    const status = await server.api<unknown>('GET', '/api/status');
    expect(status.status).toBe(200);
    expect(JSON.stringify(status.body)).toContain(title);

    await page.goto(`${server.url}/status`);
    const publicCard = page.locator('[data-testid="status-incident"]', { hasText: title });
    await publicCard.waitFor();
    expect(await publicCard.textContent()).toContain(en.statusPage.impact.replace('{{impact}}', en.statusPage.impacts.major));
  });
});
