// Public-site HTTP routes (no sign-in): forms, newsletter, articles, settings, figures, status and live chat.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_KINDS,
  apiErrorSchema,
  chatMessageSchema,
  chatStartSchema,
  contactFormSchema,
  demoFormSchema,
  newsletterConfirmSchema,
  newsletterSchema,
  publicSiteResponses as P,
  siteResponses,
  type PublicSiteAnswer,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { confirmation } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
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
        response: { 201: P.sent, ...errors },
      },
    },
    async (req, reply) => {
      await site.contact(req.body, meta(req));
      return reply.status(201).send(confirmation('CONTACT_SENT', req));
    },
  );

  r.post(
    '/api/site/demo',
    {
      schema: { tags, summary: 'Demo request: stored and mailed to the support address', body: demoFormSchema, response: { 201: P.sent, ...errors } },
    },
    async (req, reply) => {
      await site.demo(req.body, meta(req));
      return reply.status(201).send(confirmation('DEMO_SENT', req));
    },
  );

  r.post(
    '/api/site/newsletter',
    {
      schema: {
        tags,
        summary: 'Newsletter signup with double opt-in (same answer for any address)',
        body: newsletterSchema,
        response: { 200: P.sent, ...errors },
      },
    },
    async (req) => {
      await site.subscribe(req.body.email, meta(req));
      return confirmation('NEWSLETTER_CHECK_INBOX', req);
    },
  );

  r.post(
    '/api/site/newsletter/confirm',
    {
      schema: { tags, summary: 'Confirm a newsletter subscription with the mailed token', body: newsletterConfirmSchema, response: { 200: P.sent, ...errors } },
    },
    async (req) => {
      await site.confirmSubscription(req.body.token);
      return confirmation('NEWSLETTER_CONFIRMED', req);
    },
  );

  r.get(
    '/api/site/settings',
    {
      schema: {
        tags,
        summary: 'Public contact details, WhatsApp button and testimonials (set by the platform admin)',
        response: { 200: P.settings },
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
        response: { 200: P.stats },
      },
    },
    async (_req, reply): Promise<PublicSiteAnswer<'stats'>> => {
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
        response: { 200: P.articles, 400: apiErrorSchema },
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
        response: { 200: P.article, ...errors },
      },
    },
    async (req) => ({ article: await site.article(req.params.kind, requestLanguage(req), req.params.slug) }),
  );

  r.post(
    '/api/site/articles/:id/helpful',
    {
      schema: {
        tags,
        summary: 'Was this article helpful?',
        params: z.object({ id: z.uuid('v.invalid') }),
        body: z.strictObject({ helpful: z.boolean('v.invalid') }),
        response: { 200: P.helpful, ...errors },
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
        response: { 200: siteResponses.status },
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
        response: { 201: P.chatStarted, ...errors },
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
        response: { 200: P.chatMessage, ...errors },
      },
    },
    async (req): Promise<PublicSiteAnswer<'chatMessage'>> => ({ message: await chat.post(chatToken(req), req.body.text) }),
  );

  r.get(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages of the conversation, optionally after a time (header x-chat-token)',
        querystring: z.object({ after: z.iso.datetime({ offset: true, message: 'v.invalid' }).optional() }),
        response: { 200: P.chatMessages, ...errors },
      },
    },
    async (req): Promise<PublicSiteAnswer<'chatMessages'>> => ({
      messages: await chat.poll(chatToken(req), req.query.after ? new Date(req.query.after) : undefined),
    }),
  );
}
