// Automation in a real browser, in both languages: install the abandoned-cart template from the market, shorten its
// wait in the builder, publish it, send a cart event through POST /api/events, and see both reminder emails arrive in
// the capture mailbox, the second once the wait is over (five seconds: this server divides its waits by 12), with the
// run's step history on screen; pause and resume from the card; the stat cards change. Also a drip campaign created
// from the campaigns page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../apps/web/src/i18n/automation.en.json' with { type: 'json' };
import tr from '../apps/web/src/i18n/automation.tr.json' with { type: 'json' };
import campaignsEn from '../apps/web/src/i18n/campaigns.en.json' with { type: 'json' };
import campaignsTr from '../apps/web/src/i18n/campaigns.tr.json' with { type: 'json' };
import { adminToken, launchBrowser, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  // a one-minute wait step lasts five seconds on this server (the built server's clock is the real one)
  [server, browser] = await Promise.all([startServer({ ULAK_AUTOMATION_WAIT_SCALE: '12' }), launchBrowser()]);
  admin = await adminToken(server);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function panel(lang: 'tr' | 'en', token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1500, height: 1000 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

async function received(to: string) {
  const list = await server.api<{ items: { to: string; subject: string; receivedAt: string }[] }>('GET', '/api/admin/mailbox?limit=100', undefined, admin);
  return list.body.items.filter((m) => m.to === to);
}
const mails = async (to: string) => (await received(to)).map((m) => m.subject);

async function abandonedCart(lang: 'tr' | 'en') {
  const T = lang === 'tr' ? tr : en;
  const email = `auto-${lang}-${Date.now()}@example.com`;
  const { token } = await registerUser(server, { firstName: 'Deniz', lastName: 'Ak', email, password: 'secret12' });
  const shopper = `shopper-${lang}@example.com`;
  expect((await server.api('POST', '/api/contacts', { email: shopper, firstName: 'Ece' }, token)).status).toBe(201);

  const page = await panel(lang, token, '/app/automation');
  await expect.poll(() => page.getByTestId('stat-runs').innerText()).toContain('0');
  await page.getByTestId(`automation-tab-templates`).click();
  await page.getByTestId('install-abandoned_cart').click();
  // the builder opens on the installed draft: shorten the wait between the reminders to one minute
  await page.getByTestId('node-wait').click();
  await page.getByTestId('node-minutes').fill('1');
  // a send step's template opens in the template editor modal
  await page.getByTestId('node-send_email').first().click();
  await page.getByTestId('node-template-edit').click();
  await expect.poll(() => page.locator('.mantine-Modal-title').last().textContent()).toContain(lang === 'tr' ? 'Şablonu düzenle:' : 'Edit template:');
  await page.locator('.mantine-Modal-close').last().click();
  await page.getByTestId('builder-publish').click();
  await page.getByTestId('builder-publish-confirm').click();
  await expect.poll(() => page.getByText(T.builder.version.replace('{{version}}', '1')).count()).toBeGreaterThan(0);
  await page.locator('.mantine-Modal-close').first().click();
  await page.getByTestId('automation-tab-workflows').click();
  await expect.poll(() => page.getByTestId('workflow-status').first().textContent()).toBe(T.status.active);
  await expect.poll(() => page.getByTestId('stat-active').innerText()).toContain('1');

  // the shop reports a cart left two hours ago, with the workspace's ingest key
  const key = (await server.api<{ key: string }>('POST', '/api/automation/settings/event-key', {}, token)).body.key;
  const res = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ type: 'cart', email: shopper, eventId: `cart-${lang}`, occurredAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
  });
  expect(res.status).toBe(202);
  const first = lang === 'tr' ? 'Sepetinizde ürün unuttunuz' : 'You left something in your cart';
  const second = lang === 'tr' ? 'Hâlâ düşünüyor musunuz?' : 'Still thinking about it?';
  await expect.poll(() => mails(shopper), { timeout: 30_000, interval: 500 }).toContain(first);
  await expect.poll(() => mails(shopper), { timeout: 60_000, interval: 500 }).toContain(second);
  // the second reminder came only once the wait was over: after the wake-up time its step recorded
  const wf = (await server.api<{ workflows: { id: string }[] }>('GET', '/api/automation/workflows', undefined, token)).body.workflows[0];
  type Runs = { runs: { steps: { kind: string; detail: string | null }[] }[] };
  const [run] = (await server.api<Runs>('GET', `/api/automation/workflows/${wf.id}/runs`, undefined, token)).body.runs;
  const waitedUntil = Date.parse(run.steps.find((st) => st.kind === 'wait')!.detail!.replace('until ', ''));
  const at = async (subject: string) => Date.parse((await received(shopper)).find((m) => m.subject === subject)!.receivedAt);
  expect(await at(second)).toBeGreaterThanOrEqual(waitedUntil);
  expect(await at(first)).toBeLessThan(await at(second));

  // the run's history on screen, the stat cards moved
  await page.getByTestId('automation-refresh').click();
  await expect.poll(() => page.getByTestId('stat-runs').innerText()).toContain('1');
  await page.getByTestId('workflow-view').first().click();
  await page.getByTestId('run-row').first().click();
  await expect.poll(() => page.getByTestId('run-step').count()).toBe(3);
  const history = await page.getByTestId('run-history').textContent();
  expect(history).toContain(T.runStatus.completed);
  // the steps' outcomes in the page's language: both reminders sent, the wait with its end
  await expect.poll(() => page.getByTestId('run-step').filter({ hasText: T.stepDetails.sent }).count()).toBe(2);
  expect(history).toContain(T.stepDetails.until.split('{{at}}').join('').trim());
  await page.locator('.mantine-Modal-close').first().click();
  await expect.poll(() => page.getByTestId('run-history').count()).toBe(0);

  // the analytics tab: messages per step, each reminder sent once
  await page.getByTestId('automation-tab-analytics').click();
  const steps = page.getByTestId('automation-step-analytics');
  await expect.poll(() => steps.locator('tbody tr').count()).toBe(2);
  expect(await steps.locator('thead').textContent()).toContain(T.analytics.steps.opened);
  expect(await steps.locator('tbody tr').first().textContent()).toContain(T.kinds.send_email.name);
  await page.getByTestId('automation-tab-workflows').click();

  // pause and resume from the card
  await page.getByTestId('workflow-toggle').first().dispatchEvent('click');
  await expect.poll(() => page.getByTestId('workflow-status').first().textContent()).toBe(T.status.paused);
  await page.getByTestId('workflow-toggle').first().dispatchEvent('click');
  await expect.poll(() => page.getByTestId('workflow-status').first().textContent()).toBe(T.status.active);
  await page.context().close();
}

// drip creates a drip campaign from the campaigns page (a list, two emails two days apart) and sees the first arrive
async function drip(lang: 'tr' | 'en') {
  const C = lang === 'tr' ? campaignsTr : campaignsEn;
  const { token } = await registerUser(server, { firstName: 'Damla', lastName: 'Su', email: `drip-${lang}-${Date.now()}@example.com`, password: 'secret12' });
  const listName = lang === 'tr' ? 'Yeni üyeler' : 'New members';
  const list = (await server.api<{ list: { id: string } }>('POST', '/api/contacts/lists', { name: listName, visibility: 'private', optIn: 'single' }, token))
    .body.list;
  const member = `drip-member-${lang}@example.com`;
  expect((await server.api('POST', '/api/contacts', { email: member, firstName: 'Ada', listIds: [list.id] }, token)).status).toBe(201);
  const subjects = lang === 'tr' ? ['Hoş geldiniz', 'İkinci gün'] : ['Welcome aboard', 'Day two'];
  for (const subject of subjects)
    expect((await server.api('POST', '/api/templates', { name: subject, subject, htmlContent: `<p>${subject}</p>` }, token)).status).toBe(201);

  const page = await panel(lang, token, '/app/campaigns');
  await page.getByTestId('campaigns-new-drip').click();
  await page.getByTestId('drip-name').fill(lang === 'tr' ? 'Karşılama serisi' : 'Welcome series');
  const choose = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('drip-list', listName);
  await choose('drip-template-0', subjects[0]);
  await page.getByTestId('drip-add-step').click();
  await choose('drip-template-1', subjects[1]);
  await expect.poll(() => page.getByTestId('drip-delay-1').inputValue()).toBe('2');
  await page.getByTestId('drip-submit').click();
  const started = C.drip.created.replace('{{name}}', lang === 'tr' ? 'Karşılama serisi' : 'Welcome series').replace('{{count}}', '1');
  await expect.poll(() => page.getByText(started).count()).toBeGreaterThan(0);
  // the first email goes out now, the second only after two days
  await expect.poll(() => mails(member), { timeout: 30_000, interval: 1000 }).toContain(subjects[0]);
  expect(await mails(member)).not.toContain(subjects[1]);
  // it runs as a workflow on the automation page
  await page.goto(`${server.url}/app/automation`);
  await expect.poll(() => page.getByText(lang === 'tr' ? 'Karşılama serisi' : 'Welcome series').count()).toBeGreaterThan(0);
  await page.context().close();
}

describe('automation', () => {
  it('creates a drip campaign from the campaigns page in Turkish and English; its first email arrives', async () => {
    await Promise.all([drip('tr'), drip('en')]);
  }, 180_000);

  it('runs the abandoned-cart template end to end in Turkish and English', async () => {
    await Promise.all([abandonedCart('tr'), abandonedCart('en')]);
  }, 300_000);
});
