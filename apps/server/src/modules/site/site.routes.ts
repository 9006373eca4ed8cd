// Public-site HTTP routes (no sign-in): forms, newsletter, articles, settings, figures, status and live chat.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_KINDS,
  apiErrorSchema,
  chatMessageSchema,
  chatMessageViewSchema,
  chatStartSchema,
  contactFormSchema,
  demoFormSchema,
  newsletterConfirmSchema,
  newsletterSchema,
  statusPageSchema,
  translate,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import type { AppContext } from '../../http/types.js';

const ok = z.object({ success: z.literal(true), message: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const chatMessage = chatMessageViewSchema;
const article = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  date: z.string(),
  readTime: z.number(),
  views: z.number(),
  helpfulPercent: z.number().nullable(),
  featured: z.boolean(),
  image: z.string().nullable(),
});
const meta = (req: FastifyRequest) => ({ ip: req.ip, language: requestLanguage(req) });
const chatToken = (req: FastifyRequest) => {
  const v = req.headers['x-chat-token'];
  return typeof v === 'string' ? v : undefined;
};

// siteRoutes registers the public site's API.
export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site, status, chat } = ctx.services;
  const tags = ['site'];

  r.post(
    '/api/site/contact',
    {
      schema: {
        tags,
        summary: 'Contact form: stored, mailed to the support address, listed for the platform admin',
        body: contactFormSchema,
        response: { 201: ok, ...errors },
      },
    },
    async (req, reply) => {
      await site.contact(req.body, meta(req));
      return reply.status(201).send({ success: true as const, message: translate('CONTACT_SENT', requestLanguage(req)) });
    },
  );

  r.post(
    '/api/site/demo',
    {
      schema: { tags, summary: 'Demo request: stored and mailed to the support address', body: demoFormSchema, response: { 201: ok, ...errors } },
    },
    async (req, reply) => {
      await site.demo(req.body, meta(req));
      return reply.status(201).send({ success: true as const, message: translate('DEMO_SENT', requestLanguage(req)) });
    },
  );

  r.post(
    '/api/site/newsletter',
    {
      schema: { tags, summary: 'Newsletter signup with double opt-in (same answer for any address)', body: newsletterSchema, response: { 200: ok, ...errors } },
    },
    async (req) => {
      await site.subscribe(req.body.email, meta(req));
      return { success: true as const, message: translate('NEWSLETTER_CHECK_INBOX', requestLanguage(req)) };
    },
  );

  r.post(
    '/api/site/newsletter/confirm',
    {
      schema: { tags, summary: 'Confirm a newsletter subscription with the mailed token', body: newsletterConfirmSchema, response: { 200: ok, ...errors } },
    },
    async (req) => {
      await site.confirmSubscription(req.body.token);
      return { success: true as const, message: translate('NEWSLETTER_CONFIRMED', requestLanguage(req)) };
    },
  );

  r.get(
    '/api/site/settings',
    {
      schema: {
        tags,
        summary: 'Public contact details, WhatsApp button and testimonials (set by the platform admin)',
        response: {
          200: z.object({
            supportEmail: z.string().nullable(),
            phone: z.string().nullable(),
            address: z.string().nullable(),
            whatsappNumber: z.string().nullable(),
            whatsappGreeting: z.string(),
            testimonials: z.array(z.object({ name: z.string(), company: z.string(), text: z.string(), rating: z.number() })),
          }),
        },
      },
    },
    async (req) => site.publicSettings(requestLanguage(req)),
  );

  r.get(
    '/api/site/stats',
    {
      schema: {
        tags,
        summary: 'Real platform figures for the public stats strips',
        response: { 200: z.object({ customers: z.number(), emailsDelivered: z.number(), countries: z.number(), uptimePercent: z.number().nullable() }) },
      },
    },
    async (_req, reply) => {
      const [figures, uptimePercent] = await Promise.all([site.figures(), status.uptimePercent()]);
      reply.header('cache-control', 'public, max-age=300');
      return { customers: figures.workspaces, emailsDelivered: 0, countries: figures.countries, uptimePercent };
    },
  );

  r.get(
    '/api/site/articles',
    {
      schema: {
        tags,
        summary: 'Blog posts or help articles in the request language: search, category filter with counts, popular',
        querystring: z.object({
          kind: z.enum(ARTICLE_KINDS, 'v.invalid'),
          search: z.string().trim().max(200, 'v.tooLong').optional(),
          category: z
            .string()
            .trim()
            .max(50, 'v.tooLong')
            .regex(/^[a-z-]*$/, 'v.invalid')
            .optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(9),
        }),
        response: {
          200: z.object({
            items: z.array(article),
            total: z.number(),
            page: z.number(),
            limit: z.number(),
            categories: z.array(z.object({ id: z.string(), count: z.number() })),
            popular: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), views: z.number() })),
          }),
          400: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const q = req.query;
      return site.searchArticles({
        kind: q.kind,
        language: requestLanguage(req),
        search: q.search || undefined,
        category: q.category && q.category !== 'all' ? q.category : undefined,
        page: q.page,
        limit: q.limit,
      });
    },
  );

  r.get(
    '/api/site/articles/:kind/:slug',
    {
      schema: {
        tags,
        summary: 'One article with its body (counts a view)',
        params: z.object({
          kind: z.enum(ARTICLE_KINDS, 'v.invalid'),
          slug: z
            .string()
            .max(120, 'v.tooLong')
            .regex(/^[a-z0-9-]+$/, 'v.invalid'),
        }),
        response: { 200: z.object({ article: article.extend({ body: z.string() }) }), ...errors },
      },
    },
    async (req) => ({ article: (await site.article(req.params.kind, requestLanguage(req), req.params.slug)) as z.infer<typeof article> & { body: string } }),
  );

  r.post(
    '/api/site/articles/:id/helpful',
    {
      schema: {
        tags,
        summary: 'Was this article helpful?',
        params: z.object({ id: z.uuid('v.invalid') }),
        body: z.strictObject({ helpful: z.boolean('v.invalid') }),
        response: { 200: z.object({ helpfulPercent: z.number().nullable() }), ...errors },
      },
    },
    async (req) => site.vote(req.params.id, req.body.helpful, req.ip),
  );

  r.get(
    '/api/status',
    {
      schema: {
        tags: ['status'],
        summary: 'Status page: live checks, 90-day uptime from samples, incidents recorded by the platform admin',
        response: { 200: statusPageSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return status.page();
    },
  );

  r.post(
    '/api/chat/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Start a live-chat conversation; returns the visitor token for later calls',
        body: chatStartSchema,
        response: { 201: z.object({ conversationId: z.string(), visitorToken: z.string(), messages: z.array(chatMessage) }), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await chat.start(req.body.text, req.body.language ?? requestLanguage(req), req.ip)),
  );

  r.post(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message (header x-chat-token)',
        body: chatMessageSchema,
        response: { 200: z.object({ message: chatMessage }), ...errors },
      },
    },
    async (req) => ({ message: await chat.post(chatToken(req), req.body.text) }),
  );

  r.get(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages of the conversation, optionally after a time (header x-chat-token)',
        querystring: z.object({ after: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional() }),
        response: { 200: z.object({ messages: z.array(chatMessage) }), ...errors },
      },
    },
    async (req) => ({ messages: await chat.poll(chatToken(req), req.query.after ? new Date(req.query.after) : undefined) }),
  );
}
