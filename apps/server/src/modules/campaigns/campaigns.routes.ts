// HTTP routes of campaigns, the bulk send and the spam check (authenticated scope).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  bulkSendSchema,
  campaignInputSchema,
  campaignLinksResponseSchema,
  campaignRecipientsPageSchema,
  campaignRecipientsQuerySchema,
  campaignRenderedSchema,
  campaignReportResponseSchema,
  campaignsResponses as C,
  parseRecipients,
  scheduleSchema,
  sendingResponses as S,
  spamCheckSchema,
  TEST_SENDS_PER_HOUR,
  testSendResultSchema,
  testSendSchema,
  translate,
  type Answer,
} from '@ulak/shared';
import { requireVerifiedEmail, session } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/error-handler.js';
import { bearer, idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { localizedTestResult } from './test-send.js';
import { checkSpam } from './spam-check.js';

const BULK_WAIT_LIMIT = 50;

// campaignsRoutes registers /api/campaigns, /api/email-sending/bulk and /api/email-sending/spam-check.
export async function campaignsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { campaigns, testSends, reports } = ctx.services;
  // what makes mail leave also needs a proved address
  const sends = requireVerifiedEmail;
  const security = bearer;

  // campaigns
  const c = { tags: ['campaigns'], security };
  r.get(
    '/api/campaigns',
    {
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
      const res = await campaigns.list(workspaceOf(req), req.query.status, req.query.page, req.query.limit);
      return { success: true, campaigns: res.items, total: res.total, page: res.page, limit: res.limit };
    },
  );
  r.get('/api/campaigns/analytics', { schema: { ...c, summary: 'Totals and rates over all campaigns', response: { 200: C.analytics } } }, async (req) => ({
    success: true,
    analytics: await campaigns.analytics(workspaceOf(req)),
  }));
  r.get('/api/campaigns/performance', { schema: { ...c, summary: 'Per-campaign performance rows', response: { 200: C.performance } } }, async (req) => {
    // conversions and revenue come from the analytics module (last-click attribution) when it is installed; its
    // rates are null without sends, answered as 0 like the campaigns' own rows
    const rows = (await ctx.fronts.analytics?.performance(workspaceOf(req)))?.rows;
    return {
      success: true,
      performance: rows ? rows.map((r) => ({ ...r, openRate: r.openRate ?? 0, clickRate: r.clickRate ?? 0 })) : await campaigns.performance(workspaceOf(req)),
    };
  });
  r.post(
    '/api/campaigns',
    {
      schema: { ...c, summary: 'Create a draft (lists, segments and/or free-text recipients)', body: campaignInputSchema, response: { 201: C.campaign } },
    },
    async (req, reply) => reply.status(201).send({ success: true, campaign: await campaigns.create(workspaceOf(req), session(req).user.id, req.body) }),
  );
  r.get('/api/campaigns/:id', { schema: { ...c, summary: 'One campaign with progress', params: idParams, response: { 200: C.campaign } } }, async (req) => ({
    success: true,
    campaign: await campaigns.get(workspaceOf(req), req.params.id),
  }));
  r.put(
    '/api/campaigns/:id',
    {
      schema: { ...c, summary: 'Update a draft or scheduled campaign', params: idParams, body: campaignInputSchema.partial(), response: { 200: C.campaign } },
    },
    async (req) => ({ success: true, campaign: await campaigns.update(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/campaigns/:id',
    { schema: { ...c, summary: 'Delete a campaign that never sent', params: idParams, response: { 200: C.done } } },
    async (req) => {
      await campaigns.remove(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );
  const action = (name: 'send' | 'pause' | 'resume' | 'cancel', summary: string) =>
    r.post(
      `/api/campaigns/:id/${name}`,
      { ...(name === 'send' ? { preHandler: sends } : {}), schema: { ...c, summary, params: idParams, response: { 200: C.campaign } } },
      async (req) => ({
        success: true,
        campaign: await campaigns[name](workspaceOf(req), req.params.id),
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
        body: testSendSchema,
        params: idParams,
        response: { 200: testSendResultSchema },
        summary: `Send the campaign as a test ("[Test]" subject, X-Ulak-Test: 1) to up to 5 addresses, personalised as a contact; not counted in reports or usage; ${TEST_SENDS_PER_HOUR} tests an hour`,
      },
    },
    async (req) => localizedTestResult(await testSends.campaign(workspaceOf(req), req.params.id, req.body), requestLanguage(req)),
  );
  r.get(
    '/api/campaigns/:id/report',
    {
      schema: {
        ...c,
        params: idParams,
        response: { 200: campaignReportResponseSchema },
        summary: 'The campaign’s report: delivered, bounced, opened and clicked (human and machine), unsubscribed, complained',
      },
    },
    async (req): Promise<Answer<typeof campaignReportResponseSchema>> => ({ success: true, report: await reports.report(workspaceOf(req), req.params.id) }),
  );
  r.get(
    '/api/campaigns/:id/links',
    {
      schema: {
        ...c,
        params: idParams,
        response: { 200: campaignLinksResponseSchema },
        summary: 'Clicks per tracked link',
      },
    },
    async (req): Promise<Answer<typeof campaignLinksResponseSchema>> => ({ success: true, links: await reports.links(workspaceOf(req), req.params.id) }),
  );
  r.get(
    '/api/campaigns/:id/recipients',
    {
      schema: {
        ...c,
        params: idParams,
        querystring: campaignRecipientsQuerySchema,
        response: { 200: campaignRecipientsPageSchema },
        summary: 'Recipients with their states (filter by state; keyset pages by cursor)',
      },
    },
    async (req) => ({ success: true, ...(await reports.recipients(workspaceOf(req), req.params.id, req.query)) }),
  );
  r.get(
    '/api/campaigns/:id/rendered',
    {
      schema: {
        ...c,
        params: idParams,
        response: { 200: campaignRenderedSchema },
        summary: 'The message as sent to a sample recipient (show it in a sandboxed frame)',
      },
    },
    async (req) => ({ success: true, ...(await reports.rendered(workspaceOf(req), req.params.id)) }),
  );
  r.post(
    '/api/campaigns/:id/schedule',
    { preHandler: sends, schema: { ...c, summary: 'Schedule for later', params: idParams, body: scheduleSchema, response: { 200: C.campaign } } },
    async (req) => ({ success: true, campaign: await campaigns.schedule(workspaceOf(req), req.params.id, new Date(req.body.scheduledAt)) }),
  );
  r.post(
    '/api/campaigns/:id/duplicate',
    { schema: { ...c, summary: 'Duplicate as a draft', params: idParams, response: { 201: C.campaign } } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ success: true, campaign: await campaigns.duplicate(workspaceOf(req), session(req).user.id, req.params.id, requestLanguage(req)) }),
  );

  // email sending
  const e = { tags: ['email-sending'], security };
  r.post(
    '/api/email-sending/spam-check',
    {
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
}
