// The public site in a real browser, in Turkish and in English: every page renders its real content with no console
// error, the landing page, pricing (monthly/yearly), all plans, features, the contact and demo forms, blog and help
// centre (search, load more, articles, "Was this helpful?"), newsletter double opt-in, the status page, live chat,
// the WhatsApp button and the collapsing header on a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import tr from '../apps/web/src/i18n/tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import { ADMIN, launchBrowser, startServer, type Server } from './harness.js';

type Lang = 'tr' | 'en';
type Tree = typeof en;

let server: Server;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await server.api<{ token: string }>('POST', '/api/auth/login', ADMIN)).body.token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// a field's accessible name: its translated label, with Mantine's required asterisk when present
const label = (text: string) => new RegExp(`^${escape(text)}\\s*\\*?$`);

type Session = { context: BrowserContext; page: Page; errors: string[] };

// open starts a browser context in one language (fresh storage) and records console errors and page errors.
async function open(lang: Lang, viewport = { width: 1280, height: 900 }): Promise<Session> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

// The public routes of seed 000 §2 with the h1 and the meta description each one must show.
const ROUTES: [string, (L: Tree) => { h1: string; description: string }][] = [
  ['/', (L) => ({ h1: L.landing.hero.title, description: L.landing.meta.description })],
  ['/product', (L) => ({ h1: L.product.title, description: L.product.meta.description })],
  ['/features', (L) => ({ h1: L.features.title, description: L.features.meta.description })],
  ['/pricing', (L) => ({ h1: L.pricing.title, description: L.pricing.meta.description })],
  ['/all-plans', (L) => ({ h1: L.allPlans.title, description: L.allPlans.meta.description })],
  ['/about', (L) => ({ h1: L.about.title, description: L.about.meta.description })],
  ['/blog', (L) => ({ h1: L.blog.title, description: L.blog.meta.description })],
  ['/demo', (L) => ({ h1: L.demo.title, description: L.demo.meta.description })],
  ['/contact', (L) => ({ h1: L.contact.title, description: L.contact.meta.description })],
  ['/help', (L) => ({ h1: L.help.title, description: L.help.meta.description })],
  ['/status', (L) => ({ h1: L.statusPage.title, description: L.statusPage.meta.description })],
  ['/mobile-test', (L) => ({ h1: L.mobileTest.title, description: L.mobileTest.meta.description })],
  ['/integrations', (L) => ({ h1: L.integrations.title, description: L.integrations.meta.description })],
  ['/api', (L) => ({ h1: L.apiPage.title, description: L.apiPage.meta.description })],
  ['/careers', (L) => ({ h1: L.careers.title, description: L.careers.meta.description })],
  ['/press', (L) => ({ h1: L.press.title, description: L.press.meta.description })],
  ['/docs', (L) => ({ h1: L.docs.title, description: L.docs.meta.description })],
  ['/security', (L) => ({ h1: L.security.title, description: L.security.meta.description })],
  ['/templates', (L) => ({ h1: L.templates.title, description: L.templates.meta.description })],
  ['/privacy', (L) => ({ h1: L.privacy.title, description: L.privacy.meta.description })],
  ['/terms', (L) => ({ h1: L.terms.title, description: L.terms.meta.description })],
  ['/no-such-page', (L) => ({ h1: L.notFound.title, description: L.notFound.text })],
];

// priceValue reads the number of a price as the interface language writes it ("1.234,56 $" in Turkish, "$1,234.56" in English).
const priceValue = (text: string, lang: 'tr' | 'en') => Number(lang === 'tr' ? text.replace(/[^\d,]/g, '').replace(',', '.') : text.replace(/[^\d.]/g, ''));
// usdPrice matches a dollar price in the interface language: the symbol after the amount in Turkish, before it in English.
const usdPrice = (lang: 'tr' | 'en') => (lang === 'tr' ? /^[\d.]+(,\d+)? \$$/ : /^\$\d/);

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('public site in %s', (lang, L) => {
  it('renders every public page with its title, description, header and footer and no console error', async () => {
    const { context, page, errors } = await open(lang);
    for (const [route, expected] of ROUTES) {
      const { h1, description } = expected(L);
      await page.goto(`${server.url}${route}`);
      await expect
        .poll(
          () =>
            page
              .locator('main h1')
              .first()
              .innerText({ timeout: 1000 })
              .catch(() => `(no h1 on ${route})`),
          { timeout: 15_000 },
        )
        .toBe(h1);
      await page.getByTestId('public-footer').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe(lang);
      expect(await page.title(), route).toMatch(/ · Ulak$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), route).toBe(description);
      expect(errors, `console errors on ${route}`).toEqual([]);
    }
    await context.close();
  });

  it('shows the landing page: section anchors, hero, real figures, three plans, all plans link, badge', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(server.url);
    for (const key of ['features', 'pricing', 'about'] as const) {
      expect(await page.getByTestId(`header-anchor-${key}`).getAttribute('href')).toBe(`#${key}`);
      expect(await page.locator(`#${key}`).count()).toBe(1);
    }
    expect(await page.getByTestId('partner-badge').textContent()).toBe(L.landing.hero.badge);
    expect(await page.getByTestId('hero-register').getAttribute('href')).toBe('/register');
    expect(await page.getByTestId('header-login-link').getAttribute('href')).toBe('/login');
    expect(await page.getByTestId('header-register-link').getAttribute('href')).toBe('/register');
    // the stats strip shows the platform's real figures
    const stats = (await server.api<{ customers: number }>('GET', '/api/site/stats')).body;
    await expect.poll(() => page.getByTestId('stat-customers').innerText()).toContain(String(stats.customers));
    // three plans, each to /register, and the link to all ten
    for (const id of ['starter', 'professional', 'enterprise']) expect(await page.getByTestId(`plan-cta-${id}`).getAttribute('href')).toBe('/register');
    expect(await page.locator('[data-testid^="plan-card-"]').count()).toBe(3);
    const viewAll = page.getByTestId('view-all-plans');
    expect(await viewAll.innerText()).toBe(L.landing.plans.viewAll.replace('{{n}}', '10'));
    await viewAll.click();
    await page.waitForURL(/\/all-plans$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says honestly which modules ship: /about and the landing page read the same module list', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/about`);
    for (const key of ['campaigns', 'crm', 'invoicing']) {
      expect(await page.getByTestId(`about-release-${key}`).getAttribute('data-state')).toBe('released');
    }
    expect(await page.getByTestId('about-release-automation').getAttribute('data-state')).toBe('inProgress');
    const crm = page.getByTestId('about-module-crm');
    expect(await crm.getAttribute('data-state')).toBe('shipped');
    expect(await crm.getByTestId('module-state-crm').textContent()).toBe(L.productModules.states.shipped);
    expect(await page.getByTestId('about-module-whiteLabel').getAttribute('data-state')).toBe('beta');
    await page.goto(server.url);
    expect(await page.getByTestId('feature-card-invoice').getAttribute('data-state')).toBe('shipped');
    expect(await page.getByTestId('feature-card-automation').getAttribute('data-state')).toBe('beta');
    expect(await page.getByTestId('feature-card-automation').getByTestId('module-state-automation').textContent()).toBe(L.productModules.states.beta);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles monthly and yearly pricing (yearly = 10 × monthly, "2 months free") in the chosen currency', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/pricing`);
    await expect.poll(() => page.locator('[data-testid^="plan-card-"]').count()).toBe(10);
    expect(await page.getByTestId('plan-cta-free').getAttribute('href')).toBe('/register');
    for (const id of ['starter', 'professional', 'platinum']) expect(await page.getByTestId(`plan-cta-${id}`).getAttribute('href')).toBe('/signup');
    expect(await page.getByTestId('pricing-start-free').getAttribute('href')).toBe('/signup');
    expect(await page.getByTestId('pricing-talk-to-sales').getAttribute('href')).toBe('/contact');
    expect(await page.getByTestId('pricing-talk-to-sales').innerText()).toBe(L.pricing.banner.sales);

    await page.getByTestId('currency-picker').first().click();
    await page.getByTestId('currency-option-USD').click();
    await expect.poll(() => page.getByTestId('pricing-currency').innerText()).toBe(L.pricing.shownIn.replace('{{currency}}', 'USD'));
    await expect.poll(() => page.getByTestId('plan-price-professional').innerText()).toMatch(usdPrice(lang));
    const monthly = priceValue(await page.getByTestId('plan-price-professional').innerText(), lang);
    expect(await page.getByTestId('yearly-badge').count()).toBe(0);

    await page.getByTestId('billing-toggle').getByText(L.pricing.yearly, { exact: true }).click();
    await expect.poll(() => page.getByTestId('yearly-badge').textContent()).toBe(lang === 'tr' ? '2 Ay Ücretsiz!' : '2 months free!');
    expect(L.pricing.yearlyBadge).toBe(lang === 'tr' ? '2 Ay Ücretsiz!' : '2 months free!');
    const yearly = priceValue(await page.getByTestId('plan-price-professional').innerText(), lang);
    expect(Math.abs(yearly - monthly * 10)).toBeLessThan(0.1);
    expect(await page.getByTestId('plan-card-professional').innerText()).toContain(L.plans.perYear);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists nine plans on /all-plans with Professional as Most Popular and the right buttons', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/all-plans`);
    const cards = page.getByTestId('all-plans').locator('[data-testid^="plan-card-"]');
    await expect.poll(() => cards.count()).toBe(9);
    expect(await page.getByTestId('plan-card-corporate').count()).toBe(0);
    expect(await page.getByTestId('plan-card-professional').getAttribute('data-popular')).toBe('true');
    expect(await page.getByTestId('plan-card-professional').textContent()).toContain(L.plans.mostPopular);
    expect(await page.getByTestId('plan-cta-free').innerText()).toBe(L.plans.startFree);
    expect(await page.getByTestId('plan-cta-business').innerText()).toBe(L.plans.getStarted);
    await page.getByTestId('contact-sales').waitFor();
    expect(await page.getByTestId('back-home').getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows six features per tab (email first), six enterprise cards and the trial and demo links', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/features`);
    await page.getByTestId('features-panel-email').waitFor();
    expect(await page.getByTestId('features-panel-email').getByTestId('feature-item').count()).toBe(6);
    await page.getByTestId('features-tab-crm').click();
    await page.getByTestId('features-panel-crm').waitFor();
    expect(await page.getByTestId('features-panel-crm').getByTestId('feature-item').count()).toBe(6);
    expect(await page.getByTestId('enterprise-card').count()).toBe(6);
    expect(await page.getByTestId('cta-register').getAttribute('href')).toBe('/register');
    expect(await page.getByTestId('features-demo-link').getAttribute('href')).toBe('/demo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks the contact form, sends it, and offers to send another', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/contact?type=sales`);
    const form = page.getByTestId('contact-form');
    await page.getByTestId('contact-submit').click();
    for (const text of [L.contact.form.errors.name, L.contact.form.errors.email, L.contact.form.errors.subject, L.contact.form.errors.message])
      await form.getByText(text).waitFor();
    expect(await form.getByLabel(L.contact.form.type).inputValue()).toBe('sales');
    await form.getByLabel(label(L.contact.form.name)).fill('Deniz Yılmaz');
    await form.getByLabel(label(L.contact.form.email)).fill(`contact-${lang}@example.com`);
    await form.getByLabel(label(L.contact.form.company)).fill('Örnek A.Ş.');
    await form.getByLabel(label(L.contact.form.subject)).fill('Plans for 20 people');
    await form.getByLabel(label(L.contact.form.message)).fill('Which plan fits a team of twenty?');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-success').waitFor();
    const inquiries = await server.api<{ items: { email: string; contactType: string | null }[] }>('GET', '/api/admin/inquiries', undefined, adminToken);
    expect(inquiries.body.items.some((i) => i.email === `contact-${lang}@example.com` && i.contactType === 'sales')).toBe(true);
    await page.getByTestId('contact-send-another').click();
    expect(await page.getByTestId('contact-form').getByLabel(label(L.contact.form.name)).inputValue()).toBe('');
    expect(await page.getByTestId('contact-channels').locator('[data-testid^="contact-channel-"]').count()).toBe(4);
    expect(await page.getByTestId('contact-faq').locator('button').count()).toBe(4);
    expect(await page.getByTestId('contact-hours').innerText()).toContain(L.contact.hours.weekdays.value);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('requires an email for a demo request and confirms it', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/demo`);
    await page.getByTestId('demo-cards').waitFor();
    expect(await page.getByTestId('demo-card').count()).toBe(4);
    await page.getByTestId('demo-submit').click();
    await page.getByTestId('demo-form').getByText(L.demo.form.errors.email).waitFor();
    await page.getByTestId('demo-form').getByLabel(label(L.demo.form.email)).fill(`demo-${lang}@example.com`);
    await page.getByTestId('demo-submit').click();
    await page.getByTestId('demo-success').waitFor();
    expect(await page.getByTestId('demo-register').getAttribute('href')).toBe('/register');
    expect(await page.getByTestId('demo-pricing').getAttribute('href')).toBe('/pricing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists blog posts with a featured one, loads more, searches, opens a post', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/blog`);
    await page.getByTestId('blog-featured').waitFor();
    const first = await server.api<{ total: number; limit: number }>('GET', '/api/site/articles?kind=blog&limit=9');
    const posts = page.getByTestId('blog-list').locator('[data-testid="blog-post"], [data-testid="blog-featured"]');
    await expect.poll(() => posts.count()).toBe(Math.min(9, first.body.total));
    if (first.body.total > 9) {
      await page.getByTestId('blog-load-more').click();
      await expect.poll(() => posts.count()).toBe(Math.min(18, first.body.total));
    }
    await page.getByTestId('blog-categories').waitFor();
    await page.getByTestId('newsletter-box').waitFor();
    await page.getByTestId('blog-search').fill('zzzq-no-such-post');
    await page.getByTestId('blog-empty').waitFor();
    await page.getByTestId('blog-clear-search').click();
    await page.getByTestId('blog-featured').waitFor();
    const title = await page.getByTestId('blog-featured').locator('h2 a').innerText();
    await page.getByTestId('blog-featured').locator('h2 a').click();
    await page.waitForURL(/\/blog\/[\w-]+$/);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(title);
    await page.getByTestId('article-body').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the help centre, says so when nothing matches, filters by category and asks "Was this helpful?"', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/help`);
    await expect.poll(() => page.getByTestId('help-article').count()).toBeGreaterThan(0);
    const all = await page.getByTestId('help-article').count();
    // quick support: phone is disabled and coming soon; email goes to the support address
    expect(await page.getByTestId('help-quick-phone-action').isDisabled()).toBe(true);
    expect(await page.getByTestId('help-quick-phone').textContent()).toContain(L.help.quick.comingSoon);
    await expect.poll(() => page.getByTestId('help-status-card').getAttribute('data-status')).not.toBe('loading');
    // no match: the specification's text and a clear-search button
    await page.getByTestId('help-search').fill('zzzq-nothing-like-this');
    await page.getByTestId('help-no-results').waitFor();
    expect(await page.getByTestId('help-no-results').innerText()).toContain(lang === 'tr' ? 'Aradığınız içerik bulunamadı' : 'No content matched your search');
    await page.getByTestId('help-clear-search').click();
    await expect.poll(() => page.getByTestId('help-article').count()).toBe(all);
    // category filter
    await page.getByTestId('help-category-security').click();
    await expect.poll(() => page.getByTestId('help-article').count()).toBeLessThan(all);
    for (const badge of await page.getByTestId('help-article').locator('.mantine-Badge-label').allTextContents())
      expect(badge).toBe(L.help.categories.security);
    // an article and "Was this helpful?"
    await page.getByTestId('help-article').first().locator('h2 a').click();
    await page.waitForURL(/\/help\/[\w-]+$/);
    await page.getByTestId('article-body').waitFor();
    await page.getByTestId('helpful-yes').click();
    await page.getByTestId('helpful-thanks').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the overall status, the four services by name, metrics and incidents', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/status`);
    await expect.poll(() => page.getByTestId('status-overall').getAttribute('data-status')).toMatch(/^(operational|degraded|outage|maintenance)$/);
    for (const id of ['api', 'database', 'queue', 'mail'] as const) {
      await page.getByTestId(`status-service-${id}`).waitFor();
      expect(await page.getByTestId(`status-service-${id}`).innerText()).toContain(L.statusPage.services[id].name);
    }
    expect(await page.getByTestId('status-metrics').locator('[data-testid^="status-metric-"]').count()).toBe(3);
    await page.getByTestId('status-incidents').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chats live: greeting after a second, Enter sends, typing indicator, the automatic reply, minimise and close', async () => {
    const { context, page, errors } = await open(lang);
    await page.goto(`${server.url}/help`);
    await page.getByTestId('chat-launcher').click();
    await page.getByTestId('chat-window').waitFor();
    await page.getByTestId('chat-greeting').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('chat-greeting').innerText()).toContain(L.chat.greeting);
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await page.getByTestId('chat-input').fill('   ');
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await page.getByTestId('chat-input').fill('Merhaba, fiyatlar hakkında bir sorum var.');
    await page.getByTestId('chat-input').press('Enter');
    await expect.poll(() => page.getByTestId('chat-message').filter({ hasText: 'fiyatlar hakkında' }).count()).toBe(1);
    expect(await page.getByTestId('chat-input').inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ulak.chat'))).toBeTruthy();
    // the server acknowledges the first message automatically
    await expect.poll(() => page.locator('[data-testid="chat-message"][data-sender="agent"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Shift+Enter is a new line, not a send
    const count = await page.getByTestId('chat-message').count();
    await page.getByTestId('chat-input').fill('line one');
    await page.getByTestId('chat-input').press('Shift+Enter');
    expect(await page.getByTestId('chat-input').inputValue()).toBe('line one\n');
    expect(await page.getByTestId('chat-message').count()).toBe(count);
    // a later message waits for a person: the typing indicator shows, then stops after two seconds
    await page.getByTestId('chat-input').fill('Bir sorum daha var.');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-typing').waitFor();
    await expect.poll(() => page.getByTestId('chat-message').filter({ hasText: 'Bir sorum daha var.' }).count()).toBe(1);
    await page.getByTestId('chat-typing').waitFor({ state: 'detached', timeout: 5000 });
    await page.getByTestId('chat-minimise').click();
    expect(await page.getByTestId('chat-window').getAttribute('data-state')).toBe('minimised');
    expect(await page.getByTestId('chat-messages').count()).toBe(0);
    await page.getByTestId('chat-expand').click();
    await page.getByTestId('chat-messages').waitFor();
    await page.getByTestId('chat-close').click();
    await page.getByTestId('chat-launcher').waitFor();
    // the conversation reached the unified inbox
    const conversations = await server.api<{ items: unknown[] }>('GET', '/api/admin/chat/conversations', undefined, adminToken);
    expect(conversations.body.items.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('site settings on the public pages', () => {
  it('shows the WhatsApp button, contact details and testimonials only once the admin configured them', async () => {
    const { context, page, errors } = await open('en');
    await page.goto(server.url);
    await page.getByTestId('public-footer').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('whatsapp-button').count()).toBe(0);
    expect(await page.getByTestId('testimonials').count()).toBe(0);
    // the admin's sign-in address is never published: no email line until a public support address is set
    await page.getByTestId('footer-contact').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('footer-email').count()).toBe(0);
    expect(await page.getByTestId('public-footer').innerText()).not.toContain(ADMIN.email);
    await page.goto(`${server.url}/contact`);
    await page.getByTestId('contact-channel-email').waitFor();
    expect(await page.getByTestId('contact-channel-email').innerText()).not.toContain(ADMIN.email);
    await page.goto(server.url);
    await page.getByTestId('public-footer').waitFor();

    const saved = await server.api(
      'PUT',
      '/api/admin/platform-settings',
      {
        phone: '+44 20 7946 0000',
        address: '1 Example Street, London',
        whatsappNumber: '+905551112233',
        whatsappGreeting: 'Hello Ulak!',
        testimonials: [
          { name: 'Ayşe K.', company: 'Örnek Ltd', text: 'Our invoices finally match our campaigns.', rating: 5 },
          { name: 'John D.', company: 'Example Inc', text: 'Setup took an afternoon.', rating: 4 },
        ],
      },
      adminToken,
    );
    expect(saved.status).toBe(200);
    await page.reload();
    await page.getByTestId('whatsapp-button').waitFor();
    const href = await page.getByTestId('whatsapp-button').getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/905551112233\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1])).toBe('Hello Ulak!');
    expect(await page.getByTestId('testimonial').count()).toBe(2);
    // the footer is laid out when it nears the viewport (content-visibility: auto), as a reader scrolling down sees it
    await page.getByTestId('footer-contact').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('footer-contact').innerText()).toContain('1 Example Street, London');
    await expect.poll(() => page.getByTestId('footer-phone').innerText()).toBe('+44 20 7946 0000');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('newsletter', () => {
  it('subscribes from the blog and confirms through the mailed link', async () => {
    const { context, page } = await open('en');
    const email = `reader-${Date.now()}@example.com`;
    const after = Date.now() - 1000;
    await page.goto(`${server.url}/blog`);
    await page.getByTestId('newsletter-email').fill(email);
    await page.getByTestId('newsletter-submit').click();
    await page.getByTestId('newsletter-success').waitFor();
    // the confirmation mail lands in the capture mailbox
    let link: string | undefined;
    const until = Date.now() + 20_000;
    while (!link && Date.now() < until) {
      const list = await server.api<{ items: { id: string; to: string; receivedAt: string }[] }>('GET', '/api/admin/mailbox?limit=50', undefined, adminToken);
      const hit = list.body.items.find((m) => m.to === email && new Date(m.receivedAt).getTime() > after);
      if (hit) {
        const mail = await server.api<{ message: { text: string | null; html: string | null } }>('GET', `/api/admin/mailbox/${hit.id}`, undefined, adminToken);
        link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[\w-]+/.exec(`${mail.body.message.text ?? ''} ${mail.body.message.html ?? ''}`)?.[0];
      }
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, server.url));
    await expect.poll(() => page.getByTestId('newsletter-confirm').getAttribute('data-state')).toBe('success');
    expect(await page.locator('main h1').innerText()).toBe(en.newsletter.confirmedTitle);
    // the same link a second time is refused with a clear message
    await page.reload();
    await expect.poll(() => page.getByTestId('newsletter-confirm').getAttribute('data-state')).toBe('error');
    expect(await page.locator('main h1').innerText()).toBe(en.newsletter.failedTitle);
    await context.close();
  });
});

describe('on a phone', () => {
  it('collapses the header into a menu that highlights the current page, and the mobile demo works', async () => {
    const { context, page, errors } = await open('tr', { width: 390, height: 844 });
    await page.goto(`${server.url}/pricing`);
    expect(await page.getByTestId('header-link-pricing').first().isVisible()).toBe(false);
    await page.getByTestId('public-burger').click();
    const menu = page.getByTestId('public-menu');
    await menu.waitFor();
    for (const key of ['home', 'features', 'pricing', 'about', 'contact', 'help'] as const) await menu.getByTestId(`header-link-${key}`).waitFor();
    expect(await menu.getByTestId('header-link-pricing').getAttribute('aria-current')).toBe('page');
    await menu.getByTestId('header-link-about').click();
    await page.waitForURL(/\/about$/);
    expect(await page.getByTestId('public-menu').count()).toBe(0);
    // no horizontal scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`${server.url}/mobile-test`);
    expect(await page.getByTestId('mobile-menu').count()).toBe(0);
    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByTestId('mobile-menu').waitFor();
    expect(await page.getByTestId('mobile-device').count()).toBe(3);
    expect(await page.getByTestId('mobile-plan-free').innerText()).toContain('100 kişi');
    expect(await page.getByTestId('mobile-plan-professional').innerText()).toContain('2.500 kişi');
    await page.getByTestId('mobile-plan-platinum').waitFor();
    await page.getByTestId('mobile-support-chat').click();
    await page.getByTestId('chat-window').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
