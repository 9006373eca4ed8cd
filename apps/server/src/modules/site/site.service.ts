// The public site: contact and demo requests mailed to support, newsletter double opt-in, articles, settings, figures.
import crypto from 'node:crypto';
import type { ArticleSummaryView, ContactForm, InquiryView, Language, PlatformSettings, PublicSiteAnswer } from '@ulak/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { createThrottle, type Hit } from '../auth/index.js';
import type { ArticleRow, ArticlesRepo } from './articles.repo.js';
import type { InquiryRow, SiteRepo } from './site.repo.js';
import { STARTER_ARTICLES } from './site.content.js';
import { inquiryMail, newsletterConfirmMail } from './site.mails.js';

const HOUR = 60 * 60 * 1000;
/** Public forms: 10 submissions per hour per IP; newsletter: 5 per hour per IP and 3 per address. */
export const SITE_LIMITS = { form: { windowMs: HOUR, max: 10 }, newsletter: { windowMs: HOUR, max: 5 }, newsletterEmail: { windowMs: HOUR, max: 3 } };
/** At most one newsletter confirmation mail per address in this time. */
export const NEWSLETTER_CONFIRMATION_INTERVAL_MS = 24 * HOUR;

export const DEFAULT_WHATSAPP_GREETING = { tr: 'Merhaba, Ulak hakkında bilgi almak istiyorum.', en: "Hello, I'd like to know more about Ulak." };
const SETTINGS_KEY = 'site';

// inquiryView is a contact or demo request as the admin's list shows it (the sender's IP stays on the server).
export function inquiryView(r: InquiryRow): InquiryView {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    company: r.company,
    subject: r.subject,
    message: r.message,
    contactType: r.contactType,
    language: r.language,
    handledAt: r.handledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Puts a confirmed subscriber on a list of a workspace's audience, creating the list when listId is missing or gone; returns the list's id. */
export type AddSubscriber = (workspaceId: string, listId: string | undefined, subscriber: { email: string; language: string }) => Promise<string>;
export type SiteDeps = {
  sendMail: (mail: OutgoingMail) => Promise<void>;
  publicUrl: string;
  fallbackSupportEmail?: string;
  hit: Hit;
  /** The blog newsletter's confirmed subscribers join the platform admin's audience (a list campaigns can send to). */
  addSubscriber?: AddSubscriber;
};
/** Where the blog newsletter's audience list is remembered (its id in the platform admin's workspace). */
const NEWSLETTER_LIST_KEY = 'newsletter_list';

const hashToken = (t: string) => crypto.createHash('sha256').update(t).digest('hex');

// helpfulPercent is the share of "yes" votes, null before any vote.
const helpfulPercent = (a: ArticleRow) => (a.helpfulYes + a.helpfulNo === 0 ? null : Math.round((a.helpfulYes / (a.helpfulYes + a.helpfulNo)) * 100));

// articleView is the list shape of an article (no body).
export function articleView(a: ArticleRow): ArticleSummaryView {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    author: a.author,
    date: a.publishedAt.toISOString(),
    readTime: a.readTime,
    views: a.views,
    helpfulPercent: helpfulPercent(a),
    featured: a.featured,
    image: null,
  };
}

export type SiteService = ReturnType<typeof siteService>;

// siteService builds the public-site rules over its repos.
export function siteService(repo: SiteRepo, articles: ArticlesRepo, deps: SiteDeps) {
  const check = createThrottle(deps.hit);

  async function settings(): Promise<PlatformSettings> {
    return (await repo.getSetting<PlatformSettings>(SETTINGS_KEY)) ?? {};
  }
  // the confirmed subscriber joins the platform admin's audience, on the newsletter's list, so the admin can send to it
  async function addToAudience(sub: { email: string; language: string }) {
    const workspaceId = deps.addSubscriber && (await repo.platformWorkspaceId());
    if (!workspaceId || !deps.addSubscriber) return;
    const known = await repo.getSetting<{ workspaceId: string; listId: string }>(NEWSLETTER_LIST_KEY);
    const listId = await deps.addSubscriber(workspaceId, known?.workspaceId === workspaceId ? known.listId : undefined, sub);
    if (listId !== known?.listId) await repo.setSetting(NEWSLETTER_LIST_KEY, { workspaceId, listId });
  }
  // where inquiries go: the public support address once set, else the platform admin's own (never shown publicly)
  async function inquiryAddress() {
    return (await settings()).supportEmail ?? deps.fallbackSupportEmail;
  }

  async function inquiry(kind: 'contact' | 'demo', form: Partial<ContactForm> & { email: string }, meta: { ip: string; language: Language }) {
    await check(SITE_LIMITS.form, `site-form:ip:${meta.ip}`);
    const row = await repo.insertInquiry({
      kind,
      name: form.name ?? null,
      email: form.email,
      company: form.company ?? null,
      subject: form.subject ?? null,
      message: form.message ?? null,
      contactType: form.contactType ?? (kind === 'demo' ? 'sales' : 'general'),
      language: meta.language,
      ip: meta.ip,
    });
    const to = await inquiryAddress();
    const lang = (await repo.platformAdminLanguage()) ?? 'tr';
    if (to) await deps.sendMail(inquiryMail(row, to, deps.publicUrl, lang));
    return row;
  }

  return {
    contact: (form: ContactForm, meta: { ip: string; language: Language }) => inquiry('contact', form, meta),
    demo: (form: { email: string; message?: string | null }, meta: { ip: string; language: Language }) =>
      inquiry('demo', { email: form.email, message: form.message ?? undefined }, meta),
    async listInquiries(limit: number, offset: number) {
      const { items, total } = await repo.listInquiries(limit, offset);
      return { items: items.map(inquiryView), total };
    },
    async setInquiryHandled(id: string, handled: boolean): Promise<InquiryView> {
      const row = await repo.setInquiryHandled(id, handled);
      if (!row) throw notFound();
      return inquiryView(row);
    },

    async publicSettings(lang: Language): Promise<PublicSiteAnswer<'settings'>> {
      const s = await settings();
      return {
        // only an address the admin set for the public; the admin's sign-in address is never published
        supportEmail: s.supportEmail ?? null,
        phone: s.phone ?? null,
        address: s.address ?? null,
        whatsappNumber: s.whatsappNumber ?? null,
        whatsappGreeting: s.whatsappGreeting || DEFAULT_WHATSAPP_GREETING[lang],
        testimonials: s.testimonials ?? [],
      };
    },
    settings,
    async saveSettings(patch: PlatformSettings) {
      const next = { ...(await settings()), ...patch };
      await repo.setSetting(SETTINGS_KEY, next);
      return next;
    },

    /**
     * Subscribes with double opt-in; answers the same whether the address is new, pending or confirmed. At most one
     * confirmation mail a day per address (the earlier mail's link stays valid), however many clients ask.
     */
    async subscribe(input: string, meta: { ip: string; language: Language }) {
      const email = input.toLowerCase();
      await check(SITE_LIMITS.newsletter, `newsletter:ip:${meta.ip}`);
      await check(SITE_LIMITS.newsletterEmail, `newsletter:email:${email}`);
      const token = crypto.randomBytes(24).toString('base64url');
      const due = await repo.claimConfirmation(email, meta.language, hashToken(token), meta.ip, NEWSLETTER_CONFIRMATION_INTERVAL_MS);
      if (!due) return;
      await deps.sendMail(newsletterConfirmMail(email, `${deps.publicUrl}/newsletter/confirm?token=${token}`, meta.language));
    },
    async confirmSubscription(token: string) {
      const row = await repo.confirmSubscriber(hashToken(token));
      if (!row) throw badRequest('NEWSLETTER_TOKEN_INVALID');
      await addToAudience(row);
      return row;
    },

    /** Writes the starter articles once, into an empty table. */
    async seedArticles() {
      if ((await articles.count()) > 0) return;
      await articles.insertMany(
        STARTER_ARTICLES.flatMap((a) =>
          (['tr', 'en'] as const).map((language) => ({
            kind: a.kind,
            slug: a.slug,
            language,
            category: a.category,
            author: a.author,
            readTime: a.readTime,
            featured: a.featured,
            publishedAt: new Date(a.publishedAt),
            ...a[language],
          })),
        ),
      );
    },
    async searchArticles(q: {
      kind: 'blog' | 'help';
      language: Language;
      search?: string;
      category?: string;
      page: number;
      limit: number;
    }): Promise<PublicSiteAnswer<'articles'>> {
      const r = await articles.search({ ...q, offset: (q.page - 1) * q.limit });
      return { items: r.items.map((a) => articleView(a)), total: r.total, page: q.page, limit: q.limit, categories: r.categories, popular: r.popular };
    },
    async article(kind: 'blog' | 'help', language: Language, slug: string): Promise<PublicSiteAnswer<'article'>['article']> {
      const row = await articles.viewBySlug(kind, language, slug);
      if (!row) throw notFound();
      return { ...articleView(row), body: row.body };
    },
    async vote(id: string, helpful: boolean, ip: string): Promise<PublicSiteAnswer<'helpful'>> {
      await check(SITE_LIMITS.form, `vote:ip:${ip}:${id}`);
      const row = await articles.vote(id, helpful);
      if (!row) throw notFound();
      return { helpfulPercent: helpfulPercent(row) };
    },

    figures: () => repo.platformFigures(),
  };
}
