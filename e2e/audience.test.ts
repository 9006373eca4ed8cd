// The audience screens in a real browser: import a CSV with good, duplicate and broken rows through the wizard,
// download the rejected rows, build a segment with the rule builder and check its live count against the API,
// then unsubscribe a contact from all on the public preferences page — in Turkish, with the English headings checked too.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/audience.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/audience.en.json' with { type: 'json' };
import { launchBrowser, startServer, storedRows, type Server, registerUser } from './harness.js';

let server: Server;
let browser: Browser;
let token: string;
let listId: string;

type Contact = { id: string; email: string; status: string; lastName: string | null; attributes: Record<string, unknown> };

// The file: a header, good rows, an in-file duplicate (line 5), an invalid address (line 6), a row without one (line 7),
// and a row for a contact that already exists (line 8, updated).
const CSV = [
  'email,first_name,last_name,Şehir,notes,tags',
  'ayse@example.com,Ayşe,Yılmaz,Istanbul,first,vip',
  'mehmet@example.com,Mehmet,Demir,Ankara,,',
  'zeynep@example.com,Zeynep,Kaya,Istanbul,,"vip;new"',
  'AYSE@example.com,Ayşe,Y.,Istanbul,again,',
  'not-an-email,Broken,Row,Istanbul,,',
  ',Missing,Email,Izmir,,',
  'can@example.com,Can,Öz,Istanbul,,',
].join('\n');

const SEGMENT_RULES = {
  match: 'all',
  rules: [
    { kind: 'attribute', key: 'city', type: 'string', op: 'eq', value: 'Istanbul' },
    { kind: 'list', op: 'in', listId: '' },
  ],
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const registered = await registerUser(server, {
    firstName: 'Aud',
    lastName: 'Ience',
    email: `audience-${Date.now()}@example.com`,
    password: 'audience-pass',
  });
  token = registered.token;
  const list = await server.api<{ list: { id: string } }>('POST', '/api/contacts/lists', { name: 'VIP', visibility: 'public' }, token);
  expect(list.status).toBe(201);
  listId = list.body.list.id;
  SEGMENT_RULES.rules[1].listId = listId;
  // already in the audience before the import: updated by it
  expect((await server.api('POST', '/api/contacts', { email: 'can@example.com', attributes: { city: 'Ankara' } }, token)).status).toBe(201);
  // in Istanbul but not on the list: the segment must leave it out
  expect((await server.api('POST', '/api/contacts', { email: 'deniz@example.com', attributes: { city: 'Istanbul' } }, token)).status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// signedInPage opens a browser page in a language with the session token stored.
async function signedInPage(lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  return context.newPage();
}

// choose picks an option of a Mantine Select.
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function contactByEmail(email: string): Promise<Contact> {
  const found = await server.api<{ items: Contact[] }>('GET', `/api/contacts?search=${encodeURIComponent(email)}`, undefined, token);
  const hit = found.body.items.find((c) => c.email === email);
  if (!hit) throw new Error(`no contact ${email}`);
  return hit;
}

describe('audience screens', () => {
  const L = tr;

  it('imports a CSV through the wizard and hands back the rejected rows', async () => {
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('nav-contacts').click();
    await page.waitForURL(/\/app\/contacts$/);
    await page.getByRole('heading', { name: L.page.title, exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('contact-kpi-total-value').innerText()).toBe('2');

    await page.getByTestId('audience-tab-import').click();
    await page.getByTestId('import-file-input').setInputFiles({ name: 'kisiler.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await page.getByTestId('import-mapping').waitFor();

    // the suggestions: known columns found, the Turkish header becomes an attribute whose key we rename, notes are dropped
    const row = (header: string) => page.locator(`[data-testid="mapping-row"][data-header="${header}"]`);
    expect(await row('email').getAttribute('data-target')).toBe('email');
    expect(await row('tags').getAttribute('data-target')).toBe('tags');
    expect(await row('Şehir').getAttribute('data-target')).toBe('attribute');
    await row('Şehir').getByTestId('mapping-key').fill('city');
    await choose(page, row('notes').getByTestId('mapping-target'), L.imports.targets.ignore);
    expect(await row('notes').getAttribute('data-target')).toBe('ignore');
    await expect.poll(() => page.getByTestId('import-preview').locator('tbody tr').count()).toBe(5);

    // email must be mapped: unmapping it blocks the start
    await choose(page, row('email').getByTestId('mapping-target'), L.imports.targets.ignore);
    await page.getByTestId('mapping-email-missing').waitFor();
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await choose(page, row('email').getByTestId('mapping-target'), L.imports.targets.email);

    await choose(page, page.getByTestId('import-list'), 'VIP');
    // the choice for an address repeated in the file is shown before the import: the first row wins by default
    await page.getByTestId('import-duplicates').getByText(L.imports.duplicatesFirst).waitFor();
    expect(await page.getByTestId('import-duplicates').getByRole('radio', { name: L.imports.duplicatesFirst }).isChecked()).toBe(true);
    await page.getByTestId('import-start').click();

    await page.locator('[data-testid="import-run"][data-status="completed"]').waitFor({ timeout: 30_000 });
    // the Turkish page writes the percent sign first, as every percentage of the interface
    expect(await page.getByTestId('import-percent').innerText()).toBe('%100');
    expect(await page.getByTestId('import-progress').getAttribute('data-value')).toBe('100');
    expect(await page.getByTestId('import-inserted').getAttribute('data-value')).toBe('3');
    expect(await page.getByTestId('import-updated').getAttribute('data-value')).toBe('1');
    expect(await page.getByTestId('import-skipped').getAttribute('data-value')).toBe('1');
    expect(await page.getByTestId('import-failed').getAttribute('data-value')).toBe('2');
    expect(await page.getByTestId('import-result-title').innerText()).toBe(L.imports.completedTitle);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-download-errors').click()]);
    expect(download.suggestedFilename()).toMatch(/^import-errors-.+\.csv$/);
    const rejected = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(rejected[0]).toBe('line,reason,row');
    expect(rejected).toHaveLength(3);
    // reasons come in the page's language (Turkish here)
    expect(rejected[1]).toMatch(/^6,geçersiz e-posta: not-an-email,/);
    expect(rejected[1]).toContain('Broken');
    expect(rejected[2]).toMatch(/^7,e-posta yok,/);
    expect(rejected[2]).toContain('Missing');

    // the recent imports list shows it, and the contacts landed with their typed attribute and list
    await page.locator('[data-testid="import-row"][data-status="completed"]').first().waitFor();
    const can = await contactByEmail('can@example.com');
    expect(can.attributes).toMatchObject({ city: 'Istanbul' });
    expect((await contactByEmail('ayse@example.com')).attributes).not.toHaveProperty('notes');
    // first wins: the repeated AYSE row was skipped, not written over the first one
    expect((await contactByEmail('ayse@example.com')).lastName).toBe('Yılmaz');
    await page.getByTestId('import-view-contacts').click();
    await expect.poll(() => page.getByTestId('contact-row').count()).toBe(5);
    await expect.poll(() => page.getByTestId('contact-kpi-total-value').innerText()).toBe('5');
    await page.context().close();
  });

  it('builds a segment with the rule builder whose live count matches the API', async () => {
    const page = await signedInPage('tr');
    await page.goto(`${server.url}/app/contacts?tab=segments`);
    await page.getByTestId('segments-empty').waitFor();
    await page.getByTestId('segment-add').click();
    await page.getByTestId('segment-name').fill('İstanbul VIP');

    const rules = page.getByTestId('rule-row');
    await choose(page, rules.nth(0).getByTestId('rule-kind'), L.rules.kinds.attribute);
    await rules.nth(0).getByTestId('rule-key').fill('city');
    expect(await rules.nth(0).getByTestId('rule-op').inputValue()).toBe(L.rules.ops.eq);
    await rules.nth(0).getByTestId('rule-value').fill('Istanbul');
    // one rule alone: every Istanbul contact, on the list or not
    await expect.poll(() => page.locator('[data-testid="segment-live-count"][data-state="ready"]').getAttribute('data-count')).toBe('4');

    await page.getByTestId('group-add-rule').first().click();
    await page.locator('[data-testid="segment-live-count"][data-state="incomplete"]').waitFor();
    await choose(page, rules.nth(1).getByTestId('rule-kind'), L.rules.kinds.list);
    expect(await rules.nth(1).getByTestId('rule-op').inputValue()).toBe(L.rules.ops.in);
    await choose(page, rules.nth(1).getByTestId('rule-list'), 'VIP');

    const api = await server.api<{ count: number }>('POST', '/api/contacts/segments/count', { rules: SEGMENT_RULES }, token);
    expect(api.status).toBe(200);
    expect(api.body.count).toBe(3); // ayse, zeynep, can — deniz is not on the list, mehmet is in Ankara
    await expect.poll(() => page.locator('[data-testid="segment-live-count"][data-state="ready"]').getAttribute('data-count')).toBe(String(api.body.count));

    await page.getByTestId('segment-save').click();
    const saved = page.locator('[data-testid="segment-row"][data-name="İstanbul VIP"]');
    await saved.waitFor();
    expect(await saved.getByTestId('segment-count').getAttribute('data-count')).toBe('3');

    // the saved rules are the ones the API counted, and "view contacts" filters by the segment
    const segments = await server.api<{ segments: { name: string; rules: unknown }[] }>('GET', '/api/contacts/segments', undefined, token);
    expect(segments.body.segments[0].rules).toEqual(SEGMENT_RULES);
    // the segment's export is a CSV of exactly its contacts
    await saved.getByTestId('segment-actions').click();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('segment-export').click()]);
    expect(exported.suggestedFilename()).toMatch(/^segment-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await exported.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toMatch(/^email,first_name,last_name,/);
    expect(
      csv
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['ayse@example.com', 'can@example.com', 'zeynep@example.com']);

    await saved.getByTestId('segment-actions').click();
    await page.getByTestId('segment-view-contacts').click();
    await page.getByTestId('segment-filter-banner').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('contact-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-email')))).sort())
      .toEqual(['ayse@example.com', 'can@example.com', 'zeynep@example.com']);
    await page.context().close();
  });

  it('unsubscribes a contact from everything on the public preferences page', async () => {
    const ayse = await contactByEmail('ayse@example.com');
    const detail = await server.api<{ contact: { preferencesUrl: string; lists: { id: string; status: string }[] } }>(
      'GET',
      `/api/contacts/${ayse.id}`,
      undefined,
      token,
    );
    expect(detail.body.contact.lists).toEqual([expect.objectContaining({ id: listId, status: 'confirmed' })]);
    const url = detail.body.contact.preferencesUrl;
    expect(url.startsWith(`${server.url}/preferences/`)).toBe(true);

    const context = await browser.newContext({ locale: 'tr-TR' });
    await context.addInitScript(() => localStorage.setItem('ulak.language', 'tr'));
    const page = await context.newPage();
    await page.goto(`${url}?confirmed=1`);
    await page.getByTestId('preferences-confirmed').waitFor();
    await page.getByRole('heading', { name: L.preferences.title }).waitFor();
    const vip = page.getByRole('switch', { name: 'VIP' });
    expect(await vip.isChecked()).toBe(true);

    await page.getByTestId('preferences-unsubscribe-all').click();
    await page.getByTestId('preferences-unsubscribe-modal').getByText(L.preferences.confirmTitle).waitFor();
    await page.getByTestId('preferences-unsubscribe-confirm').click();
    await page.getByTestId('preferences-done').waitFor();
    await page.locator('[data-testid="preferences"][data-status="unsubscribed"]').waitFor();
    expect(await vip.isChecked()).toBe(false);

    const after = await server.api<{ contact: Contact & { lists: { status: string }[] } }>('GET', `/api/contacts/${ayse.id}`, undefined, token);
    expect(after.body.contact.status).toBe('unsubscribed');
    expect(after.body.contact.lists.map((l) => l.status)).toEqual(['unsubscribed']);
    const suppressed = await server.api<{ items: { email: string; reason: string }[]; total: number }>(
      'GET',
      '/api/contacts/suppressions?search=ayse',
      undefined,
      token,
    );
    expect(suppressed.body.items).toEqual([expect.objectContaining({ email: 'ayse@example.com', reason: 'unsubscribed' })]);

    // a broken link says so
    await page.goto(`${server.url}/preferences/invalid`);
    await page.getByTestId('preferences-invalid').getByText(L.preferences.invalidTitle).waitFor();
    await page.goto(`${server.url}/preferences/not-a-real-token-at-all`);
    await page.getByTestId('preferences-invalid').waitFor();
    await context.close();
  });

  it('shows the suppressed contact in the panel and lifts it, in English', async () => {
    const page = await signedInPage('en');
    await page.goto(`${server.url}/app/contacts?tab=suppressions`);
    await page.getByRole('heading', { name: en.page.title, exact: true }).waitFor();
    for (const tab of ['contacts', 'lists', 'segments', 'import', 'suppressions'] as const) {
      expect(await page.getByTestId(`audience-tab-${tab}`).innerText()).toBe(en.page.tabs[tab]);
    }
    expect(await page.getByTestId('nav-contacts').innerText()).toBe(en.nav.contacts);
    const row = page.locator('[data-testid="suppression-row"][data-email="ayse@example.com"]');
    await row.waitFor();
    expect(await row.getAttribute('data-reason')).toBe('unsubscribed');
    await page.getByTestId('webhook-url').waitFor();
    expect(await page.getByTestId('webhook-url').inputValue()).toMatch(new RegExp(`^${server.url}/api/webhooks/delivery-events/`));

    // lifting asks first, then the address can be mailed again
    await row.getByTestId('suppression-lift').click();
    await page.getByTestId('suppression-lift-modal').getByText(en.suppressions.liftTitle).waitFor();
    await page.getByTestId('suppression-lift-confirm').click();
    await page.getByTestId('suppressions-empty').waitFor();
    expect((await server.api<{ total: number }>('GET', '/api/contacts/suppressions', undefined, token)).body.total).toBe(0);
    expect((await contactByEmail('ayse@example.com')).status).toBe('subscribed');

    await page.getByTestId('audience-tab-contacts').click();
    await page.getByTestId('contact-kpi-subscribed-value').getByText('5', { exact: true }).waitFor();
    expect(await page.getByTestId('contacts-table').locator('th').nth(1).innerText()).toBe(en.fields.email);
    await page.context().close();
  });
  it.each(['tr', 'en'] as const)('shows a CRM lead as a contact without marketing consent, with its source (%s)', async (lang) => {
    const email = `lead-${lang}@example.com`;
    const lead = await server.api<{ lead: { contactId: string } }>('POST', '/api/crm/leads', { name: 'Lale Aday', email }, token);
    expect(lead.status).toBe(201);
    const A = lang === 'tr' ? tr : en;
    const page = await signedInPage(lang);
    await page.goto(`${server.url}/app/contacts`);
    const row = page.locator(`[data-testid="contact-row"][data-email="${email}"]`);
    await row.waitFor();
    const badge = row.getByTestId('contact-status');
    expect(await badge.getAttribute('data-status')).toBe('non_subscribed');
    expect(await badge.textContent()).toBe(A.status.non_subscribed);
    await row.click();
    const detail = page.getByTestId('contact-detail-body');
    await detail.waitFor();
    await detail.getByText(A.consentSources.crm, { exact: true }).waitFor();
    expect((await contactByEmail(email)).status).toBe('non_subscribed');
    await page.context().close();
  });

  it('counts the segment exactly as a hand-written SQL query over the stored rows does', async () => {
    // last in this file: it stops the server to read its database
    const api = await server.api<{ count: number }>('POST', '/api/contacts/segments/count', { rules: SEGMENT_RULES }, token);
    const me = await server.api<{ user: { workspaceId: string } }>('GET', '/api/auth/me', undefined, token);
    await server.stop({ keepData: true });
    const rows = await storedRows<{ email: string }>(
      server,
      `SELECT c.email FROM contacts c
        WHERE c.workspace_id = $1
          AND c.attributes ->> 'city' = 'Istanbul'
          AND c.id IN (SELECT contact_id FROM list_members WHERE list_id = $2 AND status = 'confirmed')
        ORDER BY c.email`,
      [me.body.user.workspaceId, SEGMENT_RULES.rules[1].listId],
    );
    expect(rows.length).toBe(api.body.count);
    // the imported good rows that match (ayse, zeynep, can), less anyone an earlier test unsubscribed from the list
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(['ayse@example.com', 'can@example.com', 'zeynep@example.com']).toContain(r.email);
  });
});
