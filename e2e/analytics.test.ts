// The analytics screen and the dashboard in a real browser, in Turkish and in English (each in its own workspace): a
// campaign sent to the capture mailbox, opened by a person and by Gmail's image proxy (a machine), clicked by the person
// and by a link scanner that also follows the hidden honeypot link (a machine), a purchase posted to the events API; the
// six cards match the API, each tab shows its data, the click map marks the person's click on the message, the PDF
// downloaded from the screen holds the period and the figures (pdftotext), and the dashboard counts the conversion.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import type { Comprehensive } from '@ulak/shared/analytics';
import { formatMoney } from '@ulak/shared/format';
import tr from '../apps/web/src/i18n/analytics.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/analytics.en.json' with { type: 'json' };
import { adminToken, launchBrowser, readLikeAPerson, registerUser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let admin: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-analytics-e2e-'));

const HUMAN = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await adminToken(server);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type MailItem = { id: string; to: string; subject: string };
const addressOf = (to: string) => /<([^>]+)>/.exec(to)?.[1] ?? to;

// mailTo reads the captured HTML of the campaign mail to an address.
async function mailTo(address: string, subject: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const list = await server.api<{ items: MailItem[] }>('GET', '/api/admin/mailbox?limit=100', undefined, admin);
    const item = list.body.items.find((m) => addressOf(m.to) === address && m.subject === subject);
    if (item) return (await server.api<{ message: { html: string } }>('GET', `/api/admin/mailbox/${item.id}`, undefined, admin)).body.message.html;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${address}`);
}

// signedInPage opens a page of a new browser context signed in with a token, in a language.
async function signedInPage(token: string, lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
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
] as const)('analytics screen (%s)', (lang, L) => {
  let page: Page;
  let token: string;
  const stamp = Date.now();
  const people = [`okur-${lang}-${stamp}@example.com`, `vekil-${lang}-${stamp}@example.com`];
  const subject = `Analytics ${lang} ${stamp}`;
  const name = `Kampanya ${lang} ${stamp}`;

  beforeAll(async () => {
    token = (
      await registerUser(server, {
        firstName: 'Ana',
        lastName: 'Litik',
        email: `analytics-${lang}-${stamp}@example.com`,
        password: 'analytics-e2e-pass',
        language: lang,
      })
    ).token;
    page = await signedInPage(token, lang);

    const html =
      '<html><body><p>Merhaba</p><a href="https://shop.example/urun">Ürün</a><p>Ya da</p><a href="https://shop.example/sepet">Sepet</a></body></html>';
    const created = await server.api<{ campaign: { id: string } }>(
      'POST',
      '/api/campaigns',
      { name, subject, htmlContent: html, recipients: people.join('\n') },
      token,
    );
    const id = created.body.campaign.id;
    const sent = await server.api('POST', `/api/campaigns/${id}/send`, {}, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [reader, proxied] = await Promise.all(people.map((p) => mailTo(p, subject)));
    await readLikeAPerson();
    const onServer = (u: string) => `${server.url}${new URL(u.replace(/&amp;/g, '&')).pathname}${new URL(u.replace(/&amp;/g, '&')).search}`;
    // the tracking URLs are found by their own shape (no pattern over the markup around them)
    const pixelOf = (h: string) => /https?:\/\/[^\s"'<>]+\/t\/o\/[\w.-]+\.gif/.exec(h)![0];
    expect((await fetch(onServer(pixelOf(reader)), { headers: { 'user-agent': HUMAN } })).status).toBe(200);
    expect((await fetch(onServer(pixelOf(proxied)), { headers: { 'user-agent': PROXY } })).status).toBe(200);
    const click = /href="([^"]+\/t\/c\/[^"]+)"/.exec(reader)![1];
    expect((await fetch(onServer(click), { redirect: 'manual', headers: { 'user-agent': HUMAN } })).status).toBe(302);
    // a link scanner with a browser's agent clicks the other mail's first link and its hidden honeypot link (204): machine
    const scanned = /href="([^"]+\/t\/c\/[^"]+)"/.exec(proxied)![1];
    expect((await fetch(onServer(scanned), { redirect: 'manual', headers: { 'user-agent': HUMAN } })).status).toBe(302);
    const honeypot = /href="([^"]+\/t\/h\/[^"]+)"/.exec(proxied)![1];
    expect((await fetch(onServer(honeypot), { redirect: 'manual', headers: { 'user-agent': HUMAN } })).status).toBe(204);
    const { key } = (await server.api<{ key: string }>('POST', '/api/automation/settings/event-key', {}, token)).body;
    const event = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ type: 'purchase', email: people[0], eventId: `order-${lang}-${stamp}`, amountMinor: 25_000, currency: 'TRY' }),
    });
    expect(event.status).toBe(202);
  }, 120_000);

  it('shows the cards, every tab and the PDF from the real records; the proxy open counts as a machine', async () => {
    let report: Comprehensive | undefined;
    await expect
      .poll(
        async () => {
          report = (await server.api<Comprehensive>('GET', '/api/analytics/comprehensive?days=30', undefined, token)).body;
          return [report.totals.sent, report.totals.uniqueOpens, report.totals.uniqueOpensTotal, report.totals.uniqueClicks, report.totals.conversions];
        },
        { timeout: 45_000 },
      )
      .toEqual([2, 1, 2, 1, 1]);
    expect(report!.cards.humanOpenRate.value).toBe(50);
    expect(report!.cards.revenue.value).toBe(250);

    await page.goto(`${server.url}/app/analytics`);
    await page.getByRole('heading', { name: L.page.title, exact: true }).waitFor();
    const card = (k: string) => page.getByTestId(`analytics-card-${k}-value`);
    await expect.poll(() => card('sent').innerText()).toBe('2');
    expect(await card('humanOpenRate').innerText()).toBe(lang === 'tr' ? '%50' : '50%');
    expect(await card('clickRate').innerText()).toBe(lang === 'tr' ? '%50' : '50%');
    expect(await card('conversions').innerText()).toBe('1');
    const lira = formatMoney(250, 'TRY', lang);
    expect(await card('revenue').innerText()).toBe(lira);

    for (const [key, label] of Object.entries(L.tabs)) expect(await page.getByTestId(`analytics-tab-${key}`).innerText()).toBe(label);
    const row = page.getByTestId('analytics-campaign-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain(lira);
    // the figures open the lists behind them: the campaign's clicked figure is the person alone (not the scanner), the
    // sent card both recipients
    const drawer = page.getByTestId('analytics-drilldown');
    await row.getByTestId('analytics-campaign-drill-clicked').click();
    await drawer.getByTestId('analytics-drilldown-row').first().waitFor();
    expect(await drawer.getByTestId('analytics-drilldown-row').count()).toBe(1);
    expect(await drawer.getByTestId('analytics-drilldown-table').innerText()).toContain(people[0]);
    await page.keyboard.press('Escape');
    await drawer.getByTestId('analytics-drilldown-table').waitFor({ state: 'detached' });
    await page.getByTestId('analytics-card-sent-drill').click();
    await expect.poll(() => drawer.getByTestId('analytics-drilldown-row').count()).toBe(2);
    expect(await drawer.getByTestId('analytics-drilldown-total').innerText()).toContain('2');
    await page.keyboard.press('Escape');
    await drawer.getByTestId('analytics-drilldown-table').waitFor({ state: 'detached' });

    // the click map: the message as sent, the person's click on "Ürün" (the scanner's is not counted), 100 % of the clicks
    const map = page.getByTestId('click-map');
    expect(await map.getByRole('heading', { name: L.clickMap.title }).count()).toBe(1);
    const urun = map.locator('[data-testid="click-map-badge"][data-url="https://shop.example/urun"]');
    await urun.waitFor();
    const share = lang === 'tr' ? '%100' : '100%';
    expect(await urun.innerText()).toBe(`1 · ${share}`);
    // the other link is marked with no clicks; the honeypot gets no badge
    expect(await map.getByTestId('click-map-badge').count()).toBe(2);
    expect(await map.locator('[data-testid="click-map-badge"][data-url="https://shop.example/sepet"]').getAttribute('data-clicks')).toBe('0');
    const listed = map.getByTestId('click-map-link');
    expect(await listed.count()).toBe(1);
    expect(await listed.first().getAttribute('data-url')).toBe('https://shop.example/urun');
    expect(await listed.first().innerText()).toContain(share);
    expect(await map.getByTestId('click-map-total').innerText()).toContain('1');
    // the badge sits on the link: its box overlaps the link's box in the frame
    const frame = page.frameLocator('[data-testid="click-map-frame"]');
    const linkBox = await frame.locator('a[href*="%2Furun"]').boundingBox();
    const badgeBox = await urun.boundingBox();
    expect(linkBox && badgeBox).toBeTruthy();
    expect(Math.abs(badgeBox!.y - linkBox!.y)).toBeLessThan(linkBox!.height + badgeBox!.height);
    expect(Math.abs(badgeBox!.x - (linkBox!.x + linkBox!.width))).toBeLessThan(badgeBox!.width);
    // hovering a listed link outlines it in the message
    // (each try moves the pointer over the row again: a pointer already resting there would send no new mouse event)
    let nudge = 0;
    await expect
      .poll(async () => {
        await listed.first().hover({ position: { x: 8 + (nudge++ % 8), y: 8 } });
        return frame.locator('a[href*="%2Furun"]').evaluate((a) => (a as HTMLElement).style.outlineStyle);
      })
      .toBe('solid');
    expect(await frame.locator('a[href*="%2Fsepet"]').evaluate((a) => (a as HTMLElement).style.outlineStyle)).toBe('');
    await page.getByTestId('analytics-tab-geographic').click();
    await page.getByTestId('analytics-geo-empty').waitFor();
    await page.getByTestId('analytics-tab-devices').click();
    expect(await page.getByTestId('analytics-devices-os').innerText()).toContain('iOS');
    await page.getByTestId('analytics-tab-revenue').click();
    expect(await page.getByTestId('analytics-revenue-total').innerText()).toBe(lira);
    expect(await page.getByTestId('analytics-revenue-attributed').innerText()).toBe(lira);
    await page.getByTestId('analytics-tab-engagement').click();
    await page.getByTestId('analytics-heatmap').waitFor();
    await page.getByTestId('analytics-tab-predictions').click();
    await page.getByTestId('analytics-forecast-sends').waitFor();

    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-pdf').click()])) as [Download, void];
    expect(download.suggestedFilename()).toBe('analytics-report.pdf');
    const file = path.join(tmp, `${lang}.pdf`);
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(lang === 'tr' ? 'Son 30 gün' : 'Last 30 days');
    expect(text).toContain(L.cards.humanOpenRate);
    expect(text).toContain(name);
    expect(text).toContain(formatMoney(250, 'TRY', lang));
  }, 120_000);

  it('fills the dashboard from the same records', async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await expect.poll(() => page.getByTestId('kpi-conversions-value').innerText(), { timeout: 15_000 }).toBe('1');
    expect(await page.getByTestId('kpi-emailsSent-value').innerText()).toBe('2');
    for (const [key, label] of Object.entries(L.dashboard.tabs)) expect(await page.getByTestId(`dashboard-tab-${key}`).innerText()).toBe(label);
    await page.getByTestId('dashboard-tab-email-campaigns').click();
    expect(await page.getByTestId('dash-recent-campaigns').innerText()).toContain(name);
    await page.getByTestId('dashboard-tab-security').click();
    await page.getByTestId('dash-sessions').waitFor();
    await page.getByTestId('dashboard-tab-overview').click();
    // contacts and a campaign exist, no sending domain yet: the checklist says what is left
    expect(await page.getByTestId('checklist-campaign').getAttribute('data-done')).toBe('true');
    expect(await page.getByTestId('checklist-domain').getAttribute('data-done')).toBe('false');
  }, 90_000);

  it('shows the click map empty when only a link scanner clicked', async () => {
    const other = `bos-${lang}-${stamp}@example.com`;
    const own = (
      await registerUser(server, {
        firstName: 'Boş',
        lastName: 'Harita',
        email: `clickmap-${lang}-${stamp}@example.com`,
        password: 'analytics-e2e-pass',
        language: lang,
      })
    ).token;
    const html = '<html><body><a href="https://shop.example/bos">Boş</a></body></html>';
    const created = await server.api<{ campaign: { id: string } }>(
      'POST',
      '/api/campaigns',
      { name: `Boş ${stamp}`, subject: `Bos ${stamp}`, htmlContent: html, recipients: other },
      own,
    );
    expect((await server.api('POST', `/api/campaigns/${created.body.campaign.id}/send`, {}, own)).status).toBe(200);
    const mail = await mailTo(other, `Bos ${stamp}`);
    const link = /href="([^"]+\/t\/c\/[^"]+)"/.exec(mail)![1].replace(/&amp;/g, '&');
    const u = new URL(link);
    expect(
      (await fetch(`${server.url}${u.pathname}${u.search}`, { redirect: 'manual', headers: { 'user-agent': 'Barracuda Sentinel link protection' } })).status,
    ).toBe(302);
    const p = await signedInPage(own, lang);
    await expect
      .poll(async () => (await server.api<Comprehensive>('GET', '/api/analytics/comprehensive?days=30', undefined, own)).body.totals.clicks, {
        timeout: 30_000,
      })
      .toBe(1);
    await p.goto(`${server.url}/app/analytics`);
    const empty = p.getByTestId('click-map-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain(L.clickMap.emptyTitle);
    expect(await p.getByTestId('click-map-badge').count()).toBe(0);
    await p.context().close();
  }, 90_000);
});
