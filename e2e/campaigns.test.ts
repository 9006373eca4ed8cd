// The campaign screens in a real browser: design a template in the drag-and-drop MJML editor and save it, run the
// spam check in the wizard, send a campaign to a segment and watch it finish; then, through the capture mailbox,
// check that the emails arrived with an open pixel, tracked links and RFC 8058 headers, that opening the pixel and a
// link counts an open and a click, and that the one-click unsubscribe works; the campaign's report (figures, links,
// recipients, the email in a sandboxed frame) and test sends of the campaign and a template, which count nowhere. Also
// the wizard's zero-recipient alert in Turkish and in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/campaigns.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/campaigns.en.json' with { type: 'json' };
import { ADMIN, launchBrowser, readLikeAPerson, startServer, type Server, registerUser } from './harness.js';

let server: Server;
let browser: Browser;
let token: string;
let adminToken: string;

const RECIPIENTS = ['deniz@example.com', 'ece@example.com', 'kaan@example.com'];
const TEMPLATE_NAME = 'E2E hoş geldin';
const SEGMENT_NAME = 'Bülten aboneleri';
const CAMPAIGN_NAME = 'E2E segment kampanyası';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

type Campaign = { id: string; name: string; status: string; sent: number; opened: number; clicked: number; recipients: number; progress: number };
type MailItem = { id: string; to: string; subject: string };
type Mail = { html: string | null; headers: string | null; to: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await server.api<{ token: string }>('POST', '/api/auth/login', ADMIN)).body.token;
  const registered = await registerUser(server, {
    firstName: 'Kam',
    lastName: 'Panya',
    email: `campaigns-${Date.now()}@example.com`,
    password: 'campaign-pass',
  });
  token = registered.token;
  // the audience: a list with three subscribers, and a segment of that list
  const list = await server.api<{ list: { id: string } }>('POST', '/api/contacts/lists', { name: 'Bülten', visibility: 'public' }, token);
  expect(list.status).toBe(201);
  for (const email of RECIPIENTS) {
    const created = await server.api('POST', '/api/contacts', { email, firstName: email.split('@')[0], listIds: [list.body.list.id] }, token);
    expect(created.status).toBe(201);
  }
  // a subscriber outside the list: the segment must leave it out
  expect((await server.api('POST', '/api/contacts', { email: 'outsider@example.com' }, token)).status).toBe(201);
  const segment = await server.api(
    'POST',
    '/api/contacts/segments',
    { name: SEGMENT_NAME, rules: { match: 'all', rules: [{ kind: 'list', op: 'in', listId: list.body.list.id }] } },
    token,
  );
  expect(segment.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// signedInPage opens a browser page in a language with the session token stored.
async function signedInPage(lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1440, height: 1100 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  return context.newPage();
}

// choose picks an option of a Mantine Select or MultiSelect.
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

// notification finds a notification by its text.
const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function campaignByName(name: string): Promise<Campaign> {
  const res = await server.api<{ campaigns: Campaign[] }>('GET', '/api/campaigns?limit=100', undefined, token);
  const hit = res.body.campaigns.find((c) => c.name === name);
  if (!hit) throw new Error(`no campaign ${name}`);
  return hit;
}

// addressOf reads the address of a "Name <address>" header value.
const addressOf = (to: string) => /<([^>]+)>/.exec(to)?.[1] ?? to;

// capturedMails reads the captured messages to the campaign's recipients whose subject starts with a prefix,
// with their HTML and raw headers.
async function capturedMails(subjectPrefix: string): Promise<Mail[]> {
  const list = await server.api<{ items: MailItem[] }>('GET', '/api/admin/mailbox?limit=100', undefined, adminToken);
  const items = list.body.items.filter((m) => m.subject.startsWith(subjectPrefix) && RECIPIENTS.includes(addressOf(m.to)));
  const out: Mail[] = [];
  for (const item of items) out.push((await server.api<{ message: Mail }>('GET', `/api/admin/mailbox/${item.id}`, undefined, adminToken)).body.message);
  return out;
}

// onServer points a link of a captured email at the test server (the host it carries is the public URL).
const onServer = (link: string) => {
  const u = new URL(link.replace(/&amp;/g, '&'));
  return `${server.url}${u.pathname}${u.search}`;
};

// headerValue reads one header of a raw header block, unfolding folded lines.
function headerValue(raw: string, name: string): string | undefined {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('campaign screens', () => {
  const L = tr;
  let subject = '';

  it('designs a template in the drag-and-drop editor and saves it', async () => {
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('nav-campaigns').click();
    await page.waitForURL(/\/app\/campaigns$/);
    await page.getByRole('heading', { name: L.page.title, exact: true }).waitFor();
    await page.getByTestId('campaigns-tab-editor').click();

    // the editor loads on demand, 600px high, with its labels in Turkish and no request to a third party
    const canvas = page.getByTestId('template-editor-canvas');
    await canvas.locator('.gjs-editor').waitFor({ timeout: 30_000 });
    expect(await canvas.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    expect(await page.locator('.gjs-pn-btn[title="MJML içe aktar"]').count()).toBe(1);
    await page.locator('.gjs-block', { hasText: L.grapes.mjml.components.names.text }).first().waitFor();
    const foreign = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[href]')]
        .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
        .filter((src) => new URL(src, location.href).origin !== location.origin),
    );
    expect(foreign).toEqual([]);

    // Save stays off without a name and subject
    expect(await page.getByTestId('template-save').isDisabled()).toBe(true);

    // start from the gallery's welcome design, then drag a Text block onto the canvas
    await choose(page, page.getByTestId('template-start-from'), 'Hoş geldiniz');
    await expect.poll(() => page.getByTestId('template-subject').inputValue()).toContain('Aramıza hoş geldin');
    const frame = page.frameLocator('.gjs-frame');
    await frame.getByText('Bültenimize katıldığın için teşekkürler', { exact: false }).first().waitFor();
    const block = page.locator('.gjs-block', { hasText: L.grapes.mjml.components.names.text }).first();
    const target = frame.getByText('Bültenimize katıldığın için teşekkürler', { exact: false }).first();
    const from = await block.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no drag geometry');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // a small move first starts the native drag, then over the canvas to just above the paragraph's bottom edge
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 4, { steps: 20 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await frame.getByText(L.grapes.blocks.text).first().waitFor();

    await page.getByTestId('template-name').fill(TEMPLATE_NAME);
    subject = await page.getByTestId('template-subject').inputValue();

    // Preview opens the editor's HTML in a new window
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('template-preview').click()]);
    await popup.waitForURL(/^blob:/);
    await popup.getByText('Bültenimize katıldığın için teşekkürler', { exact: false }).first().waitFor();
    await popup.close();

    expect(await page.getByTestId('template-save').isDisabled()).toBe(false);
    await page.getByTestId('template-save').click();
    await notification(page, `“${TEMPLATE_NAME}” şablonu kaydedildi.`).waitFor();
    // saved: the page moves to the templates tab, where the new card is
    await page.locator(`[data-testid="template-card"][data-name="${TEMPLATE_NAME}"]`).waitFor();

    const saved = await server.api<{ templates: { name: string; mjml: string; designJson: string; htmlContent: string; templateType: string }[] }>(
      'GET',
      '/api/templates',
      undefined,
      token,
    );
    const tpl = saved.body.templates.find((x) => x.name === TEMPLATE_NAME);
    expect(tpl).toBeDefined();
    expect(tpl?.templateType).toBe('custom');
    expect(tpl?.mjml).toMatch(/^<mjml[\s>]/);
    // the starter's text blocks plus the one dragged in
    const gallery = await server.api<{ templates: { key: string; mjml: string }[] }>('GET', '/api/templates/gallery', undefined, token);
    const starterTexts = (gallery.body.templates.find((g) => g.key === 'welcome')?.mjml.match(/<mj-text/g) ?? []).length;
    expect(starterTexts).toBeGreaterThan(0);
    expect((tpl?.mjml.match(/<mj-text/g) ?? []).length).toBe(starterTexts + 1);
    expect(JSON.parse(tpl?.designJson ?? '{}')).toHaveProperty('pages');
    expect(tpl?.htmlContent).toContain('Bültenimize katıldığın için teşekkürler');
    expect(tpl?.htmlContent).not.toContain('<mj-');

    // reopening it in the editor restores the design
    await page.locator(`[data-testid="template-card"][data-name="${TEMPLATE_NAME}"]`).getByTestId('template-edit').click();
    await page.getByTestId('template-editor-modal').locator('.gjs-editor').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('template-editor-modal').getByTestId('template-name').inputValue()).toBe(TEMPLATE_NAME);
    await page
      .getByTestId('template-editor-modal')
      .locator('.gjs-frame')
      .contentFrame()
      .getByText('Bültenimize katıldığın için teşekkürler', { exact: false })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('checks spam and sends a campaign to a segment, then shows it as sent', async () => {
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/campaigns`);
    await page.getByTestId('campaigns-new').click();
    const wizard = page.getByTestId('campaign-wizard');
    await wizard.getByTestId('wizard-name').waitFor();
    // the options default to on, the subject holds the welcome text
    expect(await wizard.getByTestId('wizard-subject').inputValue()).toBe(L.wizard.defaults.subject);
    expect(await wizard.getByTestId('wizard-track-opens').isChecked()).toBe(true);
    expect(await wizard.getByTestId('wizard-track-clicks').isChecked()).toBe(true);
    expect(await wizard.getByTestId('wizard-personalize').isChecked()).toBe(true);

    await wizard.getByTestId('wizard-name').fill(CAMPAIGN_NAME);
    await choose(page, wizard.getByTestId('wizard-template'), TEMPLATE_NAME);
    await expect.poll(() => wizard.getByTestId('wizard-subject').inputValue()).toBe(subject);
    expect(await wizard.getByTestId('wizard-content').inputValue()).toContain('Bültenimize katıldığın için teşekkürler');

    // a merge tag goes in at the caret
    await wizard.getByTestId('wizard-name').click();
    await wizard.getByTestId('wizard-content').click();
    await wizard.getByTestId('wizard-content').press('Control+End');
    await wizard.getByTestId('merge-tag-picker').click();
    await page.getByTestId('merge-tag-firstName').click();
    await expect
      .poll(() => wizard.getByTestId('wizard-content').inputValue())
      .toContain(`{{ contact.first_name | default: "${L.mergeTags.fallbacks.firstName}" }}`);

    // the spam check shows the score, its band and the rules that fired
    await wizard.getByTestId('spam-check').click();
    const result = wizard.getByTestId('spam-result');
    await result.waitFor();
    const score = Number(await result.getAttribute('data-score'));
    const band = await result.getAttribute('data-band');
    expect(band).toBe(score < 30 ? 'good' : score < 70 ? 'medium' : 'bad');
    expect(await wizard.getByTestId('spam-band').textContent()).toBe(L.spam.bands[band as 'good' | 'medium' | 'bad']);
    expect(await wizard.getByTestId('spam-score').innerText()).toBe(`Spam puanı: ${score}/100`);

    await wizard.getByTestId('wizard-next').click();
    await choose(page, wizard.getByTestId('wizard-segments'), `${SEGMENT_NAME} (3)`);
    await page.keyboard.press('Escape');
    await wizard.getByTestId('wizard-next').click();
    await wizard.getByTestId('wizard-summary').waitFor();
    expect(await wizard.getByTestId('summary-segments').innerText()).toBe(SEGMENT_NAME);
    expect(await wizard.getByTestId('summary-name').innerText()).toBe(CAMPAIGN_NAME);

    await wizard.getByTestId('wizard-send').click();
    // success: the notification with the counts, the wizard closes and the table shows the campaign as sent
    await notification(page, L.wizard.sendSuccess).waitFor({ timeout: 60_000 });
    await notification(page, 'Gönderilen: 3 / Toplam: 3').waitFor();
    await wizard.waitFor({ state: 'hidden' });
    const row = page.locator(`[data-testid="campaign-row"][data-name="${CAMPAIGN_NAME}"]`);
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('sent');
    expect(await row.getByTestId('campaign-status').textContent()).toBe('Gönderildi');
    expect(await row.getByTestId('campaign-sent').getAttribute('data-value')).toBe('3');
    // the name uses the room of its column instead of being cut short
    const nameLink = row.getByTestId('campaign-report-link');
    expect(await nameLink.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    const campaign = await campaignByName(CAMPAIGN_NAME);
    expect(campaign).toMatchObject({ status: 'sent', sent: 3, recipients: 3, progress: 100 });
    // a sent campaign offers its report, a test send and duplicate (no status action)
    await row.getByTestId('campaign-actions').click();
    await page.getByTestId('campaign-action-report').waitFor();
    const actions = await page.locator('[data-testid^="campaign-action-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(actions).toEqual(['campaign-action-report', 'campaign-action-test', 'campaign-action-duplicate']);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('delivered tracked emails: the pixel counts an open, a link a click, and one-click unsubscribe works', async () => {
    // the subject is personalised per recipient: match on the text before the first merge tag
    const prefix = subject.split('{{')[0];
    expect(prefix.length).toBeGreaterThan(3);
    let mails: Mail[] = [];
    await expect.poll(async () => (mails = await capturedMails(prefix)).length, { timeout: 20_000 }).toBe(RECIPIENTS.length);
    expect(mails.map((m) => addressOf(m.to)).sort()).toEqual([...RECIPIENTS].sort());

    const mail = mails.find((m) => addressOf(m.to) === 'deniz@example.com');
    if (!mail?.html || !mail.headers) throw new Error('no captured mail for deniz');
    expect(mail.html).toContain('Merhaba deniz');
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+\.gif)"/.exec(mail.html)?.[1];
    const click = /href="([^"]+\/t\/c\/[^"]+)"/.exec(mail.html)?.[1];
    expect(pixel).toBeDefined();
    expect(click).toBeDefined();
    expect(decodeURIComponent(click ?? '')).toContain('u=https://example.com');

    const campaign = await campaignByName(CAMPAIGN_NAME);
    // on a fast machine this test starts within 2 s of the send: read the mail as a person would, a moment later
    await readLikeAPerson();
    const opened = await fetch(onServer(pixel ?? ''), { headers: { 'user-agent': BROWSER_UA } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/gif');
    const clicked = await fetch(onServer(click ?? ''), { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('location')).toBe('https://example.com');
    await expect
      .poll(
        async () => {
          await new Promise((r) => setTimeout(r, 1000));
          const now = (await server.api<{ campaign: Campaign }>('GET', `/api/campaigns/${campaign.id}`, undefined, token)).body.campaign;
          return { opened: now.opened, clicked: now.clicked };
        },
        { timeout: 20_000 },
      )
      .toEqual({ opened: 1, clicked: 1 });

    // RFC 8058: List-Unsubscribe with a one-click POST
    expect(headerValue(mail.headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<([^>]+)>/.exec(headerValue(mail.headers, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    const posted = await fetch(onServer(unsubscribe ?? ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBeLessThan(300);
    const contacts = await server.api<{ items: { email: string; status: string }[] }>('GET', '/api/contacts?search=deniz%40example.com', undefined, token);
    expect(contacts.body.items.find((c) => c.email === 'deniz@example.com')?.status).toBe('unsubscribed');

    // the campaigns page shows the open and the click
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/campaigns`);
    const row = page.locator(`[data-testid="campaign-row"][data-name="${CAMPAIGN_NAME}"]`);
    await expect.poll(() => row.getByTestId('campaign-opened').getAttribute('data-value')).toBe('1');
    expect(await row.getByTestId('campaign-clicked').getAttribute('data-value')).toBe('1');
    await page.context().close();
  });
});

type Report = { sent: number; delivered: number; opened: { human: number; total: number }; clicked: { human: number; total: number }; unsubscribed: number };

// mailTo reads the newest captured message to an address whose subject starts with a prefix (waits for it).
async function mailTo(address: string, subjectPrefix: string): Promise<Mail & { subject: string }> {
  let found: MailItem | undefined;
  await expect
    .poll(
      async () => {
        const list = await server.api<{ items: MailItem[] }>('GET', '/api/admin/mailbox?limit=100', undefined, adminToken);
        found = list.body.items.find((m) => addressOf(m.to) === address && m.subject.startsWith(subjectPrefix));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const message = (await server.api<{ message: Mail }>('GET', `/api/admin/mailbox/${found?.id}`, undefined, adminToken)).body.message;
  return { ...message, subject: found?.subject ?? '' };
}

describe('test sends and the campaign report', () => {
  it('opens the report from the campaign row with the figures, links, recipients and the sandboxed email (tr)', async () => {
    const L = tr;
    const campaign = await campaignByName(CAMPAIGN_NAME);
    const api = (await server.api<{ report: Report }>('GET', `/api/campaigns/${campaign.id}/report`, undefined, token)).body.report;
    expect(api).toMatchObject({ sent: 3, delivered: 3, opened: { total: 1 }, clicked: { total: 1 }, unsubscribed: 1 });
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/campaigns`);
    await page.locator(`[data-testid="campaign-row"][data-name="${CAMPAIGN_NAME}"]`).getByTestId('campaign-report-link').click();
    await page.waitForURL(new RegExp(`/app/campaigns/${campaign.id}/report$`));
    await page.getByRole('heading', { name: L.report.title.replace('{{name}}', CAMPAIGN_NAME) }).waitFor();
    // every figure as the API counts it
    await expect.poll(() => page.getByTestId('report-delivered-value').innerText()).toBe('3');
    expect(await page.getByTestId('report-opened-value').innerText()).toBe(String(api.opened.human));
    expect(await page.getByTestId('report-clicked-value').innerText()).toBe(String(api.clicked.human));
    expect(await page.getByTestId('report-unsubscribed-value').innerText()).toBe('1');
    expect(await page.getByTestId('report-complained-value').innerText()).toBe('0');
    const link = page.locator('[data-testid="report-link-row"][data-url="https://example.com"]');
    expect(await link.getAttribute('data-clicks')).toBe('1');
    // recipients with their states, and the state filter
    await expect.poll(() => page.getByTestId('report-recipient-row').count()).toBe(3);
    expect(await page.locator('[data-testid="report-recipient-row"][data-email="deniz@example.com"]').getAttribute('data-state')).toBe('unsubscribed');
    await choose(page, page.getByTestId('report-recipients-filter'), L.report.states.unsubscribed);
    await expect.poll(() => page.getByTestId('report-recipient-row').count()).toBe(1);
    await choose(page, page.getByTestId('report-recipients-filter'), L.report.states.complained);
    await page.getByTestId('report-recipients-empty').waitFor();
    // the email as sent, in a sandboxed frame with its own strict policy
    const frame = page.getByTestId('report-rendered-frame');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain(`http-equiv="Content-Security-Policy" content="default-src 'none'`);
    await frame.contentFrame().getByText('Bültenimize katıldığın için teşekkürler', { exact: false }).first().waitFor();
    expect(await frame.contentFrame().locator('script').count()).toBe(0);
    await page.context().close();
  });

  it('sends a test of the campaign as a chosen contact: marked [Test], counted in no report and no usage (tr)', async () => {
    const L = tr;
    const campaign = await campaignByName(CAMPAIGN_NAME);
    const before = (await server.api<{ report: Report }>('GET', `/api/campaigns/${campaign.id}/report`, undefined, token)).body.report;
    const usage = async () =>
      (await server.api<{ subscription: { emailsSentThisMonth: number } }>('GET', '/api/subscriptions/current', undefined, token)).body.subscription
        .emailsSentThisMonth;
    const usageBefore = await usage();
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/campaigns/${campaign.id}/report`);
    await page.getByTestId('report-send-test').click();
    const modal = page.getByTestId('test-send-modal');
    await modal.getByText(L.testSend.emails).waitFor();
    const emails = modal.getByTestId('test-send-emails');
    await emails.press('Backspace');
    await emails.fill('tester@example.com');
    await emails.press('Enter');
    await choose(page, modal.getByTestId('test-send-contact'), 'ece <ece@example.com>');
    await modal.getByTestId('test-send-submit').click();
    await modal.getByTestId('test-send-result').waitFor();
    expect(await modal.getByTestId('test-send-result-row').getAttribute('data-sent')).toBe('true');
    expect(await modal.getByTestId('test-send-result-row').count()).toBe(1);

    const mail = await mailTo('tester@example.com', '[Test] ');
    expect(mail.html).toContain('Merhaba ece');
    expect(headerValue(mail.headers ?? '', 'X-Ulak-Test')).toBe('1');
    const after = (await server.api<{ report: Report }>('GET', `/api/campaigns/${campaign.id}/report`, undefined, token)).body.report;
    expect(after).toEqual(before);
    expect(await usage()).toBe(usageBefore);
    await page.context().close();
  });

  it('sends a test of a template from the templates tab (en)', async () => {
    const L = en;
    const page = await signedInPage('en');
    await page.goto(`${server.url}/app/campaigns?tab=templates`);
    const card = page.locator(`[data-testid="template-card"][data-name="${TEMPLATE_NAME}"]`);
    await card.getByTestId('template-actions').click();
    await page.getByTestId('template-send-test').click();
    const modal = page.getByTestId('test-send-modal');
    await page.getByRole('dialog', { name: L.testSend.title.replace('{{name}}', TEMPLATE_NAME) }).waitFor();
    const emails = modal.getByTestId('test-send-emails');
    await emails.press('Backspace');
    await emails.fill('template-tester@example.com');
    await emails.press('Enter');
    await modal.getByTestId('test-send-submit').click();
    await notification(page, L.testSend.sent_one).waitFor();
    const mail = await mailTo('template-tester@example.com', '[Test] ');
    expect(headerValue(mail.headers ?? '', 'X-Ulak-Test')).toBe('1');
    // sample values stand in for a contact
    expect(mail.html).toContain('Ayşe');
    await page.context().close();
  });
});

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('campaign wizard recipients in %s', (lang, L) => {
  it('blocks step 2 with the zero-recipient alert until a valid address is given', async () => {
    const page = await signedInPage(lang);
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('dashboard-new-campaign').click();
    const wizard = page.getByTestId('campaign-wizard');
    await wizard.getByTestId('wizard-content').waitFor();

    // step 1 needs a subject and content
    await wizard.getByTestId('wizard-subject').fill('');
    await wizard.getByTestId('wizard-next').click();
    await wizard.getByText(L.wizard.subjectRequired, { exact: true }).waitFor();
    await wizard.getByText(L.wizard.contentRequired, { exact: true }).waitFor();
    await wizard.getByTestId('wizard-subject').fill(lang === 'tr' ? 'Merhaba' : 'Hello');
    await wizard.getByTestId('wizard-content').fill('<p>Hello {{ contact.first_name }}</p>');
    await wizard.getByTestId('wizard-next').click();

    // nothing valid: the specification's alert, as a notification
    await wizard.getByTestId('wizard-recipients').fill('not-an-email\nalso wrong, Name');
    expect(await wizard.getByTestId('wizard-recipient-count').getAttribute('data-count')).toBe('0');
    await wizard.getByTestId('wizard-next').click();
    const alertText = lang === 'tr' ? 'Geçerli e-posta adresi bulunamadı' : 'No valid email addresses found';
    expect(L.wizard.noValidRecipients).toBe(alertText);
    await notification(page, alertText).waitFor();
    await wizard.getByTestId('wizard-recipients-error').waitFor();
    expect(await wizard.getByTestId('wizard-summary').count()).toBe(0);

    // a valid line (with a name) unblocks it; Back is always allowed
    await wizard.getByTestId('wizard-recipients').fill('not-an-email\nselin@example.com, Selin Ak\nSELIN@example.com');
    await expect.poll(() => wizard.getByTestId('wizard-recipient-count').getAttribute('data-count')).toBe('1');
    // the two lines left out are counted and each named with its reason
    const dropped = wizard.getByTestId('wizard-recipients-dropped');
    expect(await dropped.getAttribute('data-count')).toBe('2');
    const droppedText = await dropped.innerText();
    expect(droppedText).toContain(L.wizard.recipients.droppedReasons.noAt);
    expect(droppedText).toContain(L.wizard.recipients.droppedReasons.duplicate);
    expect(droppedText).toContain('SELIN@example.com');
    await wizard.getByTestId('wizard-next').click();
    await wizard.getByTestId('wizard-summary').waitFor();
    expect(await wizard.getByTestId('summary-free-text').innerText()).toBe('1');
    await wizard.getByTestId('wizard-back').click();
    await wizard.getByTestId('wizard-back').click();
    await wizard.getByTestId('wizard-subject').waitFor();
    await page.context().close();
  });
});
