// Test sends: a campaign or a template sent now to up to five addresses, personalised as one contact (sample values
// without one), rendered by the campaign compiler so it looks exactly like the real mail, through the same sending path.
// A test is marked ("[Test]" subject prefix, X-Ulak-Test: 1), records no delivery (so it counts in no report and no plan
// usage), and its tracking marker (delivery 0) and unsubscribe link point at no one.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TEST_SENDS_PER_HOUR, translate, type Language, type MessageKey, type TestSendInput, type TestSendResult } from '@ulak/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { createThrottle, type Hit } from '../auth/index.js';
import { contacts } from '../contacts/contacts.schema.js';
import { messageTemplateProblem, PREVIEW_VARS, TemplateError } from '../templates/index.js';
import { templates } from '../templates/templates.schema.js';
import { campaigns } from './campaigns.schema.js';
import { compileCampaign, type CampaignForSend, type CompiledCampaign, type TrackingSigner } from './message.js';

/** The subject prefix of a test message (the same in both languages). */
export const TEST_SUBJECT_PREFIX = '[Test] ';
const HOUR_MS = 3_600_000;

/** One test message: who sends it (the campaign's sender), its rendered content and its one recipient. */
export type TestMessage = {
  workspaceId: string;
  fromName: string | null;
  fromEmail: string | null;
  replyTo?: string | null;
  render: CompiledCampaign;
  to: string;
};

export type TestSender = (t: TestMessage) => Promise<{
  sent: boolean;
  retryInSeconds: number;
  error: string | null;
}>;

export type TestSendDeps = {
  db: Db;
  hit: Hit;
  signer: TrackingSigner;
  publicUrl: string;
  workspaceInfo: (workspaceId: string) => Promise<{ name: string; language: Language; emailFooter?: string | null }>;
  /** The sender's one-off path; undefined while no sender runs in this process. */
  send: () => TestSender | undefined;
};

export type TestSendService = ReturnType<typeof testSendService>;

// localizedTestResult answers a test's per-address errors (message codes) in the request's language.
export function localizedTestResult(res: TestSendResult, lang: Language): TestSendResult {
  return { ...res, results: res.results.map((x) => ({ ...x, error: x.error ? translate(x.error as MessageKey, lang) : null })) };
}
type Source = {
  id: string;
  kind: 'campaign' | 'template';
  subject: string;
  htmlContent: string;
  textContent: string | null;
  fromName: string | null;
  fromEmail: string | null;
  replyTo?: string | null;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
};

// testSendService sends tests of campaigns and templates (throttled per workspace in the database).
export function testSendService(deps: TestSendDeps) {
  const throttle = createThrottle(deps.hit);

  // contactValues are the merge values of the chosen contact, without its id: a test's unsubscribe link unsubscribes no one
  async function contactValues(workspaceId: string, contactId: string | null | undefined): Promise<Record<string, unknown>> {
    if (!contactId) return { ...PREVIEW_VARS.contact, name: `${PREVIEW_VARS.contact.first_name} ${PREVIEW_VARS.contact.last_name}` };
    const [c] = await deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, contactId)));
    if (!c) throw new AppError(404, 'REFERENCE_NOT_FOUND', { field: 'contactId' });
    const name = [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || c.email.split('@')[0];
    return {
      email: c.email,
      first_name: c.firstName,
      last_name: c.lastName,
      phone: c.phone,
      company: c.company,
      country: c.country,
      language: c.language,
      tags: c.tags,
      attributes: c.attributes,
      ...c.attributes,
      name,
    };
  }

  async function run(workspaceId: string, source: Source, input: TestSendInput): Promise<TestSendResult> {
    if (!source.subject.trim() || !source.htmlContent.trim()) throw badRequest('CAMPAIGN_NO_SUBJECT');
    const problem = messageTemplateProblem(source.subject, source.htmlContent);
    if (problem) throw badRequest(problem.code, { error: problem.error });
    const contact = await contactValues(workspaceId, input.contactId);
    const sender = deps.send();
    if (!sender) throw new AppError(503, 'CAMPAIGN_TEST_DEFERRED');
    await throttle({ max: TEST_SENDS_PER_HOUR, windowMs: HOUR_MS }, `campaign-test:${workspaceId}`);
    const info = await deps.workspaceInfo(workspaceId);
    const c: CampaignForSend = { ...source, abSubjects: null };
    let compiled: CompiledCampaign;
    try {
      compiled = compileCampaign(c, {
        publicUrl: deps.publicUrl,
        signer: deps.signer,
        // delivery 0 and an empty contact token: the test's tracking records nothing and its unsubscribe link finds no one
        contactToken: () => '',
        workspaceName: info.name,
        language: info.language,
        footer: info.emailFooter,
        messageDomain: new URL(deps.publicUrl).hostname || 'ulak.local',
      });
    } catch (err) {
      if (err instanceof TemplateError) throw badRequest('TEMPLATE_INVALID_LIQUID', { error: err.message });
      throw err;
    }
    let subject = '';
    const render: CompiledCampaign = (r) => {
      const msg = compiled({ ...r, id: 0, variant: null, contact });
      const { 'X-Ulak-Delivery': _delivery, 'X-Ulak-Campaign': campaignHeader, ...headers } = msg.headers;
      subject = `${TEST_SUBJECT_PREFIX}${msg.subject}`;
      return {
        ...msg,
        subject,
        messageId: `<test.${crypto.randomBytes(8).toString('hex')}@${new URL(deps.publicUrl).hostname || 'ulak.local'}>`,
        headers: { ...headers, ...(source.kind === 'campaign' ? { 'X-Ulak-Campaign': campaignHeader } : { 'X-Ulak-Template': source.id }), 'X-Ulak-Test': '1' },
      };
    };
    const results: TestSendResult['results'] = [];
    for (const email of [...new Set(input.emails.map((e) => e.toLowerCase()))]) {
      const r = await sender({ workspaceId, fromName: source.fromName, fromEmail: source.fromEmail, replyTo: source.replyTo, render, to: email });
      results.push({ email, sent: r.sent, error: r.sent ? null : r.retryInSeconds ? 'CAMPAIGN_TEST_DEFERRED' : 'CAMPAIGN_TEST_FAILED' });
    }
    return { success: results.every((r) => r.sent), subject, results };
  }

  return {
    /** Sends a campaign (in any status) as a test. */
    async campaign(workspaceId: string, id: string, input: TestSendInput) {
      const [row] = await deps.db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)));
      if (!row) throw notFound();
      return run(workspaceId, { ...row, kind: 'campaign' }, input);
    },
    /** Sends a template as a test, as a campaign with tracking on would send it. */
    async template(workspaceId: string, id: string, input: TestSendInput) {
      const [row] = await deps.db
        .select()
        .from(templates)
        .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)));
      if (!row) throw notFound();
      const t = { id: row.id, kind: 'template' as const, subject: row.subject, htmlContent: row.htmlContent, textContent: row.textContent };
      return run(workspaceId, { ...t, fromName: null, fromEmail: null, personalizeContent: true, trackOpens: true, trackClicks: true }, input);
    },
  };
}
