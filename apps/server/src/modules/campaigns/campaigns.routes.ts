// HTTP routes of templates, campaigns, the bulk send, the spam check and mail-server rotation (signed-in workspace).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  bulkSendSchema,
  campaignInputSchema,
  campaignLinkSchema,
  campaignRecipientsPageSchema,
  campaignRecipientsQuerySchema,
  campaignRenderedSchema,
  campaignReportSchema,
  campaignsResponses as C,
  dkimInputSchema,
  mailServerInputSchema,
  mailServerUpdateSchema,
  parseRecipients,
  rotationStrategySchema,
  scheduleSchema,
  sendingResponses as S,
  spamCheckSchema,
  TEST_SENDS_PER_HOUR,
  templateInputSchema,
  testSendResultSchema,
  testSendSchema,
  translate,
  type MessageKey,
  type TestSendResult,
} from '@ulak/shared';
import { requireVerifiedEmail, session } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { AppContext } from '../../http/types.js';
import { galleryList } from '../templates/gallery.js';
import { templateView } from '../templates/templates.service.js';
import { checkSpam } from './spam-check.js';

const idParams = z.object({ id: z.uuid('v.invalid') });
const BULK_WAIT_LIMIT = 50;

// campaignsRoutes registers /api/templates, /api/campaigns, /api/email-sending and /api/ip-rotation.
export async function campaignsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { templates, campaigns, servers, testSends, reports } = ctx.services;
  const preHandler = ctx.guards.requireUser;
  // what makes mail leave also needs a proved address
  const sends = [preHandler, requireVerifiedEmail];
  const security = [{ bearer: [] }];
  const ws = (req: Parameters<typeof session>[0]) => session(req).workspaceId;

  // templates
  const t = { tags: ['templates'], security };
  r.get('/api/templates', { preHandler, schema: { ...t, summary: 'Templates of the workspace', response: { 200: S.templates } } }, async (req) => ({
    success: true,
    templates: await templates.list(ws(req)),
  }));
  r.get(
    '/api/email-sending/templates',
    { preHandler, schema: { ...t, summary: 'Templates (the wizard’s call)', response: { 200: S.templates } } },
    async (req) => ({
      success: true,
      templates: await templates.list(ws(req)),
    }),
  );
  r.get(
    '/api/templates/gallery',
    { preHandler, schema: { ...t, summary: 'Starter gallery in the request language', response: { 200: S.gallery } } },
    async (req) => ({
      templates: galleryList(requestLanguage(req)),
    }),
  );
  r.post(
    '/api/templates/gallery/:key',
    {
      preHandler,
      schema: {
        ...t,
        summary: 'Copy a starter into the workspace',
        params: z.object({ key: z.string().regex(/^[a-z-]{1,40}$/, 'v.invalid') }),
        response: { 201: S.template },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, template: await templates.fromGallery(ws(req), req.params.key, requestLanguage(req)) }),
  );
  r.post(
    '/api/templates',
    {
      preHandler,
      schema: { ...t, summary: 'Create a template (MJML compiled on the server; text part derived)', body: templateInputSchema, response: { 201: S.template } },
    },
    async (req, reply) => reply.status(201).send({ success: true, template: await templates.create(ws(req), req.body) }),
  );
  r.get(
    '/api/templates/:id',
    { preHandler, schema: { ...t, summary: 'One template (by id or slug)', params: z.object({ id: z.string().max(80) }), response: { 200: S.template } } },
    async (req) => ({ success: true, template: templateView(await templates.get(ws(req), req.params.id)) }),
  );
  r.put(
    '/api/templates/:id',
    { preHandler, schema: { ...t, summary: 'Update a template', params: idParams, body: templateInputSchema, response: { 200: S.template } } },
    async (req) => ({
      success: true,
      template: await templates.update(ws(req), req.params.id, req.body),
    }),
  );
  r.delete('/api/templates/:id', { preHandler, schema: { ...t, summary: 'Delete a template', params: idParams, response: { 200: S.done } } }, async (req) => {
    await templates.remove(ws(req), req.params.id);
    return { success: true };
  });
  r.post(
    '/api/templates/:id/duplicate',
    { preHandler, schema: { ...t, summary: 'Duplicate a template', params: idParams, response: { 201: S.template } } },
    async (req, reply) => reply.status(201).send({ success: true, template: await templates.duplicate(ws(req), req.params.id, requestLanguage(req)) }),
  );
  // a test's per-address errors are message codes, answered in the request's language
  const testAnswer = (req: Parameters<typeof requestLanguage>[0], res: TestSendResult): TestSendResult => ({
    ...res,
    results: res.results.map((x) => ({ ...x, error: x.error ? translate(x.error as MessageKey, requestLanguage(req)) : null })),
  });
  const testSchema = { body: testSendSchema, params: idParams, response: { 200: testSendResultSchema } };
  r.post(
    '/api/templates/:id/test',
    {
      preHandler: sends,
      schema: {
        ...t,
        ...testSchema,
        summary: `Send the template as a test ("[Test]" subject, X-Ulak-Test: 1) to up to 5 addresses, personalised as a contact; ${TEST_SENDS_PER_HOUR} tests an hour`,
      },
    },
    async (req) => testAnswer(req, await testSends.template(ws(req), req.params.id, req.body)),
  );
  r.get(
    '/api/templates/:slug/preview',
    { preHandler, schema: { ...t, summary: 'The template rendered with sample values (HTML)', params: z.object({ slug: z.string().max(80) }) } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'")
        .send(await templates.preview(ws(req), req.params.slug)),
  );

  // campaigns
  const c = { tags: ['campaigns'], security };
  r.get(
    '/api/campaigns',
    {
      preHandler,
      schema: {
        ...c,
        summary: 'Campaigns with live counts',
        querystring: z.object({
          status: z.enum(CAMPAIGN_STATUSES, 'v.invalid').optional(),
          page: z.coerce.number().int().min(1).max(10000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: C.list },
      },
    },
    async (req) => {
      const res = await campaigns.list(ws(req), req.query.status, req.query.page, req.query.limit);
      return { success: true, campaigns: res.items, total: res.total, page: res.page, limit: res.limit };
    },
  );
  r.get(
    '/api/campaigns/analytics',
    { preHandler, schema: { ...c, summary: 'Totals and rates over all campaigns', response: { 200: C.analytics } } },
    async (req) => ({
      success: true,
      analytics: await campaigns.analytics(ws(req)),
    }),
  );
  r.get(
    '/api/campaigns/performance',
    { preHandler, schema: { ...c, summary: 'Per-campaign performance rows', response: { 200: C.performance } } },
    async (req) => {
      // conversions and revenue come from the analytics module (last-click attribution) when it is installed; its
      // rates are null without sends, answered as 0 like the campaigns' own rows
      const rows = (await ctx.fronts.analytics?.performance(ws(req)))?.rows;
      return {
        success: true,
        performance: rows ? rows.map((r) => ({ ...r, openRate: r.openRate ?? 0, clickRate: r.clickRate ?? 0 })) : await campaigns.performance(ws(req)),
      };
    },
  );
  r.post(
    '/api/campaigns',
    {
      preHandler,
      schema: { ...c, summary: 'Create a draft (lists, segments and/or free-text recipients)', body: campaignInputSchema, response: { 201: C.campaign } },
    },
    async (req, reply) => reply.status(201).send({ success: true, campaign: await campaigns.create(ws(req), session(req).user.id, req.body) }),
  );
  r.get(
    '/api/campaigns/:id',
    { preHandler, schema: { ...c, summary: 'One campaign with progress', params: idParams, response: { 200: C.campaign } } },
    async (req) => ({
      success: true,
      campaign: await campaigns.get(ws(req), req.params.id),
    }),
  );
  r.put(
    '/api/campaigns/:id',
    {
      preHandler,
      schema: { ...c, summary: 'Update a draft or scheduled campaign', params: idParams, body: campaignInputSchema.partial(), response: { 200: C.campaign } },
    },
    async (req) => ({ success: true, campaign: await campaigns.update(ws(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/campaigns/:id',
    { preHandler, schema: { ...c, summary: 'Delete a campaign that never sent', params: idParams, response: { 200: C.done } } },
    async (req) => {
      await campaigns.remove(ws(req), req.params.id);
      return { success: true };
    },
  );
  const action = (name: 'send' | 'pause' | 'resume' | 'cancel', summary: string) =>
    r.post(
      `/api/campaigns/:id/${name}`,
      { preHandler: name === 'send' ? sends : preHandler, schema: { ...c, summary, params: idParams, response: { 200: C.campaign } } },
      async (req) => ({
        success: true,
        campaign: await campaigns[name](ws(req), req.params.id),
      }),
    );
  action('send', 'Send now (resolves recipients; refused past the plan’s monthly limit)');
  action('pause', 'Pause while sending');
  action('resume', 'Resume a paused campaign');
  action('cancel', 'Cancel (queued recipients are skipped)');
  r.post(
    '/api/campaigns/:id/test',
    {
      preHandler: sends,
      schema: {
        ...c,
        ...testSchema,
        summary: `Send the campaign as a test ("[Test]" subject, X-Ulak-Test: 1) to up to 5 addresses, personalised as a contact; not counted in reports or usage; ${TEST_SENDS_PER_HOUR} tests an hour`,
      },
    },
    async (req) => testAnswer(req, await testSends.campaign(ws(req), req.params.id, req.body)),
  );
  r.get(
    '/api/campaigns/:id/report',
    {
      preHandler,
      schema: {
        ...c,
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), report: campaignReportSchema }) },
        summary: 'The campaign’s report: delivered, bounced, opened and clicked (human and machine), unsubscribed, complained',
      },
    },
    async (req) => ({ success: true, report: await reports.report(ws(req), req.params.id) }),
  );
  r.get(
    '/api/campaigns/:id/links',
    {
      preHandler,
      schema: {
        ...c,
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), links: z.array(campaignLinkSchema) }) },
        summary: 'Clicks per tracked link',
      },
    },
    async (req) => ({ success: true, links: await reports.links(ws(req), req.params.id) }),
  );
  r.get(
    '/api/campaigns/:id/recipients',
    {
      preHandler,
      schema: {
        ...c,
        params: idParams,
        querystring: campaignRecipientsQuerySchema,
        response: { 200: campaignRecipientsPageSchema },
        summary: 'Recipients with their states (filter by state; keyset pages by cursor)',
      },
    },
    async (req) => ({ success: true, ...(await reports.recipients(ws(req), req.params.id, req.query)) }),
  );
  r.get(
    '/api/campaigns/:id/rendered',
    {
      preHandler,
      schema: {
        ...c,
        params: idParams,
        response: { 200: campaignRenderedSchema },
        summary: 'The message as sent to a sample recipient (show it in a sandboxed frame)',
      },
    },
    async (req) => ({ success: true, ...(await reports.rendered(ws(req), req.params.id)) }),
  );
  r.post(
    '/api/campaigns/:id/schedule',
    { preHandler: sends, schema: { ...c, summary: 'Schedule for later', params: idParams, body: scheduleSchema, response: { 200: C.campaign } } },
    async (req) => ({ success: true, campaign: await campaigns.schedule(ws(req), req.params.id, new Date(req.body.scheduledAt)) }),
  );
  r.post(
    '/api/campaigns/:id/duplicate',
    { preHandler, schema: { ...c, summary: 'Duplicate as a draft', params: idParams, response: { 201: C.campaign } } },
    async (req, reply) =>
      reply.status(201).send({ success: true, campaign: await campaigns.duplicate(ws(req), session(req).user.id, req.params.id, requestLanguage(req)) }),
  );

  // email sending
  const e = { tags: ['email-sending'], security };
  r.post(
    '/api/email-sending/spam-check',
    {
      preHandler,
      schema: { ...e, summary: 'Spam score 0–100 with the rules that fired and how to fix each', body: spamCheckSchema, response: { 200: S.spamCheck } },
    },
    async (req) => {
      if (!req.body.subject.trim() || !req.body.content.trim()) throw new AppError(400, 'CAMPAIGN_NO_SUBJECT');
      return { success: true, ...checkSpam(req.body.subject, req.body.content, req.body.textContent) };
    },
  );
  r.post(
    '/api/email-sending/bulk',
    {
      preHandler: sends,
      schema: {
        ...e,
        summary: `Send to a list of addresses as a new campaign; up to ${BULK_WAIT_LIMIT} recipients the answer waits for the result, larger sends return at once with campaignId and continue in the background`,
        body: bulkSendSchema,
        response: { 200: S.bulk },
      },
    },
    async (req) => {
      const s = session(req);
      const recipients = parseRecipients(req.body.recipients.join('\n'));
      if (!recipients.length) throw new AppError(400, 'CAMPAIGN_NO_RECIPIENTS');
      const draft = await campaigns.create(s.workspaceId, s.user.id, {
        name: req.body.campaignName || req.body.subject,
        subject: req.body.subject,
        htmlContent: req.body.htmlContent,
        templateId: req.body.templateId ?? null,
        personalizeContent: req.body.personalizeContent,
        trackOpens: req.body.trackOpens,
        trackClicks: req.body.trackClicks,
        recipients: recipients.map((x) => `${x.email}, ${x.name}`).join('\n'),
      });
      const started = await campaigns.send(s.workspaceId, draft.id);
      if (started.recipients > BULK_WAIT_LIMIT)
        return { success: true, campaignId: draft.id, totalSent: 0, totalFailed: 0, queued: started.recipients, background: true };
      const until = Date.now() + 30_000;
      let current = await campaigns.get(s.workspaceId, draft.id);
      while (current.status === 'sending' && Date.now() < until) {
        await new Promise((res) => setTimeout(res, 100));
        current = await campaigns.get(s.workspaceId, draft.id);
      }
      const done = current.status === 'sent';
      return {
        success: current.sent > 0 || done,
        campaignId: draft.id,
        totalSent: current.sent,
        totalFailed: current.failed + (recipients.length - current.recipients),
        queued: done ? 0 : current.recipients - current.sent - current.failed,
        background: !done,
        ...(current.sent === 0 && done ? { error: translate('CAMPAIGN_NO_RECIPIENTS', requestLanguage(req)) } : {}),
      };
    },
  );

  // mail servers and rotation
  const ip = { tags: ['ip-rotation'], security };
  r.get(
    '/api/ip-rotation/servers',
    { preHandler, schema: { ...ip, summary: 'Mail servers (passwords never returned)', response: { 200: S.servers } } },
    async (req) => ({
      success: true,
      servers: await servers.list(ws(req)),
    }),
  );
  r.post(
    '/api/ip-rotation/servers',
    {
      preHandler,
      schema: { ...ip, summary: 'Add a server (port 587 and daily limit 1000 by default)', body: mailServerInputSchema, response: { 201: S.server } },
    },
    async (req, reply) => reply.status(201).send({ success: true, server: await servers.create(ws(req), req.body) }),
  );
  r.patch(
    '/api/ip-rotation/servers/:id',
    {
      preHandler,
      schema: { ...ip, summary: 'Update a server, or set status active/paused', params: idParams, body: mailServerUpdateSchema, response: { 200: S.server } },
    },
    async (req) => ({ success: true, server: await servers.update(ws(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/ip-rotation/servers/:id',
    { preHandler, schema: { ...ip, summary: 'Remove a server', params: idParams, response: { 200: S.done } } },
    async (req) => {
      await servers.remove(ws(req), req.params.id);
      return { success: true };
    },
  );
  r.post(
    '/api/ip-rotation/servers/:id/test',
    { preHandler, schema: { ...ip, summary: 'Test the connection and login', params: idParams, response: { 200: S.serverTest } } },
    async (req) => ({
      success: true,
      ...(await servers.test(ws(req), req.params.id)),
    }),
  );
  r.get(
    '/api/email-sending/rotation/stats',
    { preHandler, schema: { ...ip, summary: 'Strategy and per-server stats (sent today, failures, latency, reputation)', response: { 200: S.rotationStats } } },
    async (req) => ({ success: true, ...(await servers.stats(ws(req))) }),
  );
  r.post(
    '/api/email-sending/rotation/strategy',
    { preHandler, schema: { ...ip, summary: 'Set the rotation strategy', body: rotationStrategySchema, response: { 200: S.strategy } } },
    async (req) => ({ success: true, strategy: await servers.setStrategy(ws(req), req.body.strategy) }),
  );

  // DKIM signing of the workspace's sending domain
  r.get(
    '/api/email-sending/dkim',
    {
      preHandler,
      schema: {
        ...e,
        summary: 'DKIM signing: domain, selector and the DNS TXT record to publish (the private key is never returned)',
        response: { 200: S.dkim },
      },
    },
    async (req) => ({ success: true, dkim: await servers.dkim(ws(req)) }),
  );
  r.put(
    '/api/email-sending/dkim',
    {
      preHandler,
      schema: {
        ...e,
        summary: 'Turn DKIM signing on or change it',
        description:
          'Send `privateKey` (PEM, unencrypted RSA of at least 1024 bits; Ed25519 is refused because the mail library signs rsa-sha256 only) or `generate: true` for a new 2048-bit RSA key; with neither, the stored key is kept. The key is encrypted at rest. Messages are signed only when the From domain is the DKIM domain or a subdomain of it, so that the signature aligns for DMARC; other messages go out unsigned.',
        body: dkimInputSchema,
        response: { 200: S.dkim },
      },
    },
    async (req) => ({ success: true, dkim: await servers.setDkim(ws(req), req.body) }),
  );
  r.delete(
    '/api/email-sending/dkim',
    { preHandler, schema: { ...e, summary: 'Turn DKIM signing off (the key is deleted)', response: { 200: S.dkim } } },
    async (req) => ({
      success: true,
      dkim: await servers.removeDkim(ws(req)),
    }),
  );
}
