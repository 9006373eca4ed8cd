// The CRM screens in a real browser, in Turkish and in English (each in its own workspace): import leads from a CSV
// with good and broken lines, log a call on a lead (score 0 → 50, two stars), create a deal, drag it from
// 'first contact' to 'negotiation' on the pipeline board, and see the weighted pipeline, the KPI cards and the
// analytics follow — every figure checked against the API. Deleting a lead asks first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_STAGES } from '@ulak/shared/crm';
import { formatForInput, formatMoney, formatPercent } from '@ulak/shared/format';
import tr from '../apps/web/src/i18n/crm.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/crm.en.json' with { type: 'json' };
import { launchBrowser, startServer, type Server, registerUser } from './harness.js';

let server: Server;
let browser: Browser;

// Header on line 1; three good lines (2–4), then a missing name (5), a bad address (6) and an unknown status (7).
const CSV = [
  'name,email,phone,company,status,source,value',
  'Ayşe Yılmaz,ayse@example.com,+90 532 000 00 01,Acme,new,website,12500',
  'Mehmet Demir,mehmet@example.com,,Beta,qualified,referral,8000',
  'Zeynep Kaya,zeynep@example.com,,Gamma,proposal,website,"1.250,50"',
  ',nobody@example.com,,,,,',
  'Can Öz,not-an-email,,,,,',
  'Deniz Ak,deniz@example.com,,,weird,website,',
].join('\n');

const DEAL_VALUE = 20_000;
const probability = (key: string) => DEFAULT_STAGES.find((s) => s.key === key)!.probability;

// The same formats the screens use: lira and shares with one decimal in the interface language.
const lira = (v: number, lang: 'tr' | 'en') => formatMoney(v, 'TRY', lang);
const share = (v: number, lang: 'tr' | 'en') =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v / 100);

type Lead = { id: string; name: string; score: number; stars: number; value: number };
type Pipeline = {
  stages: { key: string; probability: number; color: string; deals: { id: string; title: string; stageId: string }[]; weightedValue: number }[];
  weightedTotal: number;
};
type Analytics = {
  leadSources: { id: string; count: number; share: number }[];
  funnel: { stage: string; count: number; percent: number }[];
  forecast: { month: string; weightedValue: number }[];
  weightedPipeline: number;
  totalLeads: number;
  openDeals: number;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// signedInPage registers a user (a workspace of its own) and opens a page in a language with the session stored.
async function signedInPage(lang: 'tr' | 'en'): Promise<{ page: Page; token: string }> {
  const registered = await registerUser(server, {
    firstName: 'Crm',
    lastName: lang.toUpperCase(),
    email: `crm-${lang}-${Date.now()}@example.com`,
    password: 'crm-e2e-pass',
    language: lang,
  });
  const token = registered.token;
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1720, height: 1000 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  return { page: await context.newPage(), token };
}

// drag moves the pointer in small steps so dnd-kit's pointer sensor starts, tracks and ends the drag.
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(60, b.height / 2), { steps: 25 });
  await page.mouse.up();
}

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('CRM journey in %s', (lang, L) => {
  it('imports leads, logs a call, drags a deal to negotiation and sees the pipeline and analytics follow', async () => {
    const { page, token } = await signedInPage(lang);
    const api = <T>(method: string, url: string, body?: unknown) => server.api<T>(method, url, body, token);
    const kpi = (id: string) => page.getByTestId(`crm-kpi-${id}-value`);

    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('nav-crm').click();
    await page.waitForURL(/\/app\/crm$/);
    await page.getByRole('heading', { name: L.page.title, exact: true }).waitFor();
    for (const key of Object.keys(L.page.tabs) as (keyof typeof L.page.tabs)[])
      expect(await page.getByTestId(`crm-tab-${key}`).innerText()).toBe(L.page.tabs[key]);
    await page.getByTestId('leads-empty').getByText(L.leads.emptyTitle).waitFor();
    await expect.poll(() => kpi('leads').innerText()).toBe('0');

    // import: three leads in, three lines reported with their reasons in the interface language
    await page.getByTestId('lead-import').click();
    await page.getByTestId('lead-import-file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    const result = page.getByTestId('lead-import-result');
    await result.waitFor();
    expect(await result.getAttribute('data-inserted')).toBe('3');
    expect(await result.getAttribute('data-failed')).toBe('3');
    const errorLine = (line: number) => page.locator(`[data-testid="lead-import-error"][data-line="${line}"]`).innerText();
    expect(await errorLine(5)).toContain(L.import.reasons.missingName);
    expect(await errorLine(6)).toContain(L.import.reasons.invalidEmail.replace('{{value}}', 'not-an-email'));
    expect(await errorLine(7)).toContain(L.import.reasons.unknownStatus.replace('{{value}}', 'weird'));
    await page.getByTestId('lead-import-close').click();
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(3);
    await expect.poll(() => kpi('leads').innerText()).toBe('3');

    const leads = (await api<{ leads: Lead[]; total: number }>('GET', '/api/crm/leads')).body;
    expect(leads.total).toBe(3);
    const ayse = leads.leads.find((l) => l.name === 'Ayşe Yılmaz')!;
    expect(leads.leads.find((l) => l.name === 'Zeynep Kaya')!.value).toBe(1250.5);
    const row = page.locator(`[data-testid="lead-row"][data-id="${ayse.id}"]`);
    expect(await row.getByTestId('lead-value').innerText()).toBe(lira(12_500, lang));
    expect(await row.getByTestId('lead-source').innerText()).toBe(L.sources.website);
    expect(await row.getByTestId('lead-status').textContent()).toBe(L.status.new);
    expect(await row.getByTestId('lead-score').getAttribute('data-stars')).toBe('0');

    // log a call on the lead: the score becomes 50 (the default phone-call points), that is two stars
    await row.getByTestId('lead-log').click();
    const log = page.getByTestId('log-activity-modal');
    await log.getByText(L.activity.for.replace('{{name}}', 'Ayşe Yılmaz')).waitFor();
    await log.getByTestId('activity-title').fill(lang === 'tr' ? 'Tanışma görüşmesi' : 'Intro call');
    await log.getByTestId('activity-description').fill(lang === 'tr' ? 'Teklif istedi' : 'Asked for an offer');
    await log.getByTestId('activity-submit').click();
    await page.getByText(L.activity.logged).first().waitFor();
    await expect.poll(() => row.getByTestId('lead-score').getAttribute('data-score')).toBe('50');
    expect(await row.getByTestId('lead-score').getAttribute('data-stars')).toBe('2');
    expect(await row.getByTestId('lead-score-value').innerText()).toBe('50');
    expect(await row.locator('svg.tabler-icon-star-filled').count()).toBe(2);
    const scored = (await api<{ lead: Lead & { timeline: { title: string }[] } }>('GET', `/api/crm/leads/${ayse.id}`)).body.lead;
    expect([scored.score, scored.stars]).toEqual([50, 2]);

    // the lead's record shows the call on its timeline
    await row.getByTestId('lead-view').click();
    const drawer = page.getByTestId('lead-drawer-body');
    await drawer.waitFor();
    await drawer
      .locator('[data-testid="timeline-item"][data-type="call"]')
      .getByText(lang === 'tr' ? 'Tanışma görüşmesi' : 'Intro call')
      .waitFor();
    expect(await drawer.getByTestId('lead-drawer-score').getAttribute('data-stars')).toBe('2');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // the pipeline: one column per stage with its name, probability and colour bar
    await page.getByTestId('crm-tab-deals').click();
    await page.getByTestId('pipeline-board').waitFor();
    const columns = page.getByTestId('stage-column');
    await expect.poll(() => columns.count()).toBe(DEFAULT_STAGES.length);
    for (const [i, stage] of DEFAULT_STAGES.entries()) {
      const column = columns.nth(i);
      expect(await column.getAttribute('data-key')).toBe(stage.key);
      expect(await column.getByTestId('stage-name').innerText()).toBe(stage.name[lang]);
      expect(await column.getByTestId('stage-probability').innerText()).toBe(formatPercent(stage.probability, lang));
      expect(await column.getByTestId('stage-color').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        `rgb(${parseInt(stage.color.slice(1, 3), 16)}, ${parseInt(stage.color.slice(3, 5), 16)}, ${parseInt(stage.color.slice(5, 7), 16)})`,
      );
    }

    // create a deal for the lead: it starts in the first stage
    const title = lang === 'tr' ? 'Acme yıllık lisans' : 'Acme yearly licence';
    await page.getByTestId('deal-add').click();
    const dealForm = page.getByTestId('deal-form-modal');
    await dealForm.getByTestId('deal-form-title').fill(title);
    await dealForm.getByTestId('deal-form-value').fill(formatForInput(DEAL_VALUE, lang));
    await dealForm.getByTestId('deal-form-lead').click();
    await page.getByRole('option', { name: 'Ayşe Yılmaz · ayse@example.com' }).click();
    await dealForm.getByTestId('deal-form-submit').click();
    await page.getByText(L.deals.created).first().waitFor();
    // the modal's overlay fades out for a moment and would take the pointer
    await expect.poll(() => page.locator('.mantine-Modal-overlay').count()).toBe(0);
    const firstContact = page.locator('[data-testid="stage-column"][data-key="first_contact"]');
    const negotiation = page.locator('[data-testid="stage-column"][data-key="negotiation"]');
    const card = page.locator(`[data-testid="deal-card"][data-title="${title}"]`);
    await firstContact.locator(`[data-testid="deal-card"][data-title="${title}"]`).waitFor();
    const before = (await api<Pipeline>('GET', '/api/crm/pipeline')).body;
    expect(before.weightedTotal).toBe((DEAL_VALUE * probability('first_contact')) / 100);
    await expect.poll(() => page.getByTestId('pipeline-weighted-total').innerText()).toBe(lira(before.weightedTotal, lang));
    expect(await firstContact.getByTestId('stage-weighted').innerText()).toBe(lira(before.weightedTotal, lang));
    expect(await card.getByTestId('deal-value').innerText()).toBe(lira(DEAL_VALUE, lang));

    // drag it to negotiation: the board moves it at once, the move is saved, the weighted values follow
    await drag(page, card, negotiation.getByTestId('stage-deals'));
    await negotiation.locator(`[data-testid="deal-card"][data-title="${title}"]`).waitFor();
    const after = (await api<Pipeline>('GET', '/api/crm/pipeline')).body;
    const moved = after.stages.find((s) => s.key === 'negotiation')!;
    expect(moved.deals.map((d) => d.title)).toEqual([title]);
    expect(after.weightedTotal).toBe((DEAL_VALUE * probability('negotiation')) / 100);
    await expect.poll(() => page.getByTestId('pipeline-weighted-total').innerText()).toBe(lira(after.weightedTotal, lang));
    await expect.poll(() => negotiation.getByTestId('stage-weighted').innerText()).toBe(lira(moved.weightedValue, lang));
    expect(await firstContact.getAttribute('data-count')).toBe('0');
    await expect.poll(() => kpi('weighted').innerText()).toBe(lira(after.weightedTotal, lang));
    await expect.poll(() => kpi('open-deals').innerText()).toBe('1');

    // analytics: sources with count and share, the funnel, the weighted pipeline and the forecast, as the API says
    const analytics = (await api<{ analytics: Analytics }>('GET', '/api/crm/analytics')).body.analytics;
    expect(analytics.weightedPipeline).toBe(after.weightedTotal);
    expect(analytics.forecast[0].weightedValue).toBe(after.weightedTotal);
    expect(analytics.leadSources.find((s) => s.id === 'website')).toMatchObject({ count: 2, share: 66.7 });
    // Ayşe is still "new" but has an open deal: she counts as qualified and as an opportunity
    expect(analytics.funnel.map((f) => f.count)).toEqual([3, 3, 2, 0, 0]);
    await page.getByTestId('crm-tab-analytics').click();
    await page.getByTestId('crm-analytics-sources').waitFor();
    for (const source of analytics.leadSources) {
      const sourceRow = page.locator(`[data-testid="crm-source-row"][data-source="${source.id}"]`);
      expect(await sourceRow.getByTestId('crm-source-count').innerText()).toBe(String(source.count));
      expect(await sourceRow.getByTestId('crm-source-share').innerText()).toBe(share(source.share, lang));
    }
    for (const step of analytics.funnel) {
      const funnelRow = page.locator(`[data-testid="crm-funnel-row"][data-stage="${step.stage}"]`);
      expect(await funnelRow.innerText()).toContain(L.analytics.funnelStages[step.stage as keyof typeof L.analytics.funnelStages]);
      expect(await funnelRow.innerText()).toContain(`${step.count} (${share(step.percent, lang)})`);
    }
    expect(await page.getByTestId('crm-analytics-weighted-value').innerText()).toBe(lira(analytics.weightedPipeline, lang));
    const forecast = page.getByTestId('crm-forecast-row');
    expect(await forecast.count()).toBe(3);
    expect(await forecast.first().getAttribute('data-value')).toBe(String(analytics.forecast[0].weightedValue));
    expect(await forecast.first().innerText()).toContain(lira(analytics.forecast[0].weightedValue, lang));

    // activities: the call and the logged stage change, by "you"
    await page.getByTestId('crm-tab-activities').click();
    const feed = page.getByTestId('activity-feed');
    const call = feed.locator('[data-testid="activity-item"][data-type="call"]');
    await call.waitFor();
    expect(await call.getByTestId('activity-user').innerText()).toBe(L.people.you);
    const from = DEFAULT_STAGES[0].name[lang];
    const to = DEFAULT_STAGES.find((s) => s.key === 'negotiation')!.name[lang];
    await feed.getByText(lang === 'tr' ? `Aşama değişti: ${from} → ${to}` : `Stage changed: ${from} → ${to}`).waitFor();

    // an activity logged from the activities tab picks its deal (which brings the deal's lead) and company
    await page.getByTestId('activity-add').click();
    const free = page.getByTestId('log-activity-modal');
    const followUp = lang === 'tr' ? 'Sözleşme taslağı gönderildi' : 'Contract draft sent';
    await free.getByTestId('activity-title').fill(followUp);
    await free.getByTestId('activity-deal').click();
    await page.getByRole('option', { name: title }).click();
    await free.getByTestId('activity-submit').click();
    await free.waitFor({ state: 'hidden' });
    await expect
      .poll(async () =>
        (await api<{ activities: { title: string; dealId: string | null; leadId: string | null }[] }>('GET', '/api/crm/activities')).body.activities.find(
          (a) => a.title === followUp,
        ),
      )
      .toMatchObject({ dealId: moved.deals[0].id, leadId: ayse.id });

    // deleting a lead asks first
    await page.getByTestId('crm-tab-leads').click();
    const zeynep = page.locator('[data-testid="lead-row"][data-name="Zeynep Kaya"]');
    await zeynep.getByTestId('lead-delete').click();
    await page.getByTestId('lead-delete-modal').getByText(L.leads.deleteTitle).waitFor();
    await page.getByTestId('lead-delete-confirm').click();
    await zeynep.waitFor({ state: 'detached' });
    await expect.poll(() => kpi('leads').innerText()).toBe('2');
    expect((await api<{ total: number }>('GET', '/api/crm/leads')).body.total).toBe(2);
    await page.context().close();
  });
});
