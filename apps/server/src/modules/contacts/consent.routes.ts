// Public, token-authenticated audience routes: preferences, RFC 8058 one-click unsubscribe, opt-in confirmation,
// public list subscription, and the delivery-event webhook for bounces and complaints.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryEventSchema, emailField, preferencesUpdateSchema, translate } from '@ulak/shared';
import { audienceResponses as R } from '@ulak/shared/audience-responses';
import { redirectResponse } from '@ulak/shared/responses';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { AppContext } from '../../http/types.js';

const token = z.object({ token: z.string().min(10, 'v.invalid').max(200, 'v.invalid') });

// consentRoutes registers /api/public/* and /api/webhooks/delivery-events/:token.
export async function consentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { contacts } = ctx.services;
  const tags = ['consent'];

  r.get(
    '/api/public/preferences/:token',
    { schema: { tags, summary: 'A contact’s subscription preferences (signed link from every email)', params: token, response: { 200: R.preferences } } },
    async (req) => ({
      preferences: await contacts.preferences(req.params.token),
    }),
  );
  r.post(
    '/api/public/preferences/:token',
    {
      schema: {
        tags,
        summary: 'Save per-list choices or unsubscribe from all',
        params: token,
        body: preferencesUpdateSchema,
        response: { 200: R.preferencesSaved },
      },
    },
    async (req) => {
      await contacts.updatePreferences(req.params.token, req.body);
      return {
        success: true,
        message: translate(req.body.unsubscribeAll ? 'UNSUBSCRIBED' : 'PREFERENCES_SAVED', requestLanguage(req)),
        preferences: await contacts.preferences(req.params.token),
      };
    },
  );

  // RFC 8058: the List-Unsubscribe URL; a POST (body List-Unsubscribe=One-Click) unsubscribes at once, no confirmation page
  r.post(
    '/api/public/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): POST unsubscribes immediately',
        params: token,
        querystring: z.object({ c: z.uuid().optional() }),
        response: { 200: R.said },
      },
    },
    async (req) => {
      await contacts.oneClickUnsubscribe(req.params.token, req.query.c);
      return { success: true, message: translate('UNSUBSCRIBED', requestLanguage(req)) };
    },
  );
  // a GET (a person clicking the header link in a client that opens it) shows the preferences page instead
  r.get(
    '/api/public/unsubscribe/:token',
    { schema: { tags, summary: 'Opens the preferences page', params: token, response: { 302: redirectResponse('/preferences/{token}') } } },
    async (req, reply) => reply.redirect(`${ctx.config.publicUrl}/preferences/${encodeURIComponent(req.params.token)}`),
  );

  r.get(
    '/api/public/optin/:token',
    {
      schema: {
        tags,
        summary: 'Confirm a double opt-in (link from the confirmation email), then show the preferences page',
        params: token,
        response: { 302: redirectResponse('/preferences/{token}?confirmed=1, or /preferences/invalid') },
      },
    },
    async (req, reply) => {
      let preferencesToken: string;
      try {
        preferencesToken = await contacts.confirmOptIn(req.params.token);
      } catch (err) {
        if (err instanceof AppError) return reply.redirect(`${ctx.config.publicUrl}/preferences/invalid`);
        throw err;
      }
      return reply.redirect(`${ctx.config.publicUrl}/preferences/${preferencesToken}?confirmed=1`);
    },
  );

  r.post(
    '/api/public/lists/:id/subscribe',
    {
      schema: {
        tags,
        summary:
          'Subscribe to a public list (double opt-in lists send a confirmation email, at most one a day per ' +
          'address); throttled per client address and per subscribed address (429 with Retry-After)',
        params: z.object({ id: z.uuid('v.invalid') }),
        body: z.strictObject({ email: emailField, firstName: z.string().trim().max(100).optional() }),
        response: { 200: R.said },
      },
    },
    async (req) => {
      // the same answer whether the address was new, pending, confirmed or unsubscribed
      await contacts.subscribePublic(req.params.id, req.body, { ip: req.ip, language: requestLanguage(req) });
      return { success: true, message: translate('OPTIN_CHECK_INBOX', requestLanguage(req)) };
    },
  );

  r.post(
    '/api/webhooks/delivery-events/:token',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Delivery events from a relay or ESP: {events:[{type: bounce|complaint|delivered, bounceType: hard|soft, email, campaignId?, timestamp?, reason?}]}. Hard bounces and complaints suppress at once; soft bounces after 3.',
        params: token,
        body: deliveryEventSchema,
        response: { 200: R.received },
      },
    },
    async (req) => ({ received: await contacts.receiveWebhook(req.params.token, req.body.events) }),
  );
}
