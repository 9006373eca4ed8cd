// The report of one campaign, every figure counted from the database: deliveries (sent, failed, skipped, queued),
// engagement events tied to the campaign (bounced, unsubscribed, complained) and tracking hits (opens and clicks,
// human and machine apart, per link: read through the analytics front door, whose per-delivery rollup outlives the raw
// months that retention drops). Recipients are listed with the furthest state each reached, by keyset pages.
//
// Human or machine: the tracking buffer flags privacy proxies, scanners and bots by User-Agent when it stores a hit, and
// link scanners by a click within 2 s of sending, a request for the hidden honeypot link or clicks on every link within
// seconds (tracking/tracking.ts; the honeypot is its own hit type and counts in no figure here). A click within 2 s of
// the message being sent also counts as a machine's where the hits are read (for hits stored before that rule). A human
// click implies a human open, even when the pixel was blocked.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CampaignLink, CampaignRecipient, CampaignReport, Language, RecipientState } from '@ulak/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import { PREVIEW_VARS, TemplateError } from '../templates/index.js';
import { campaigns } from './campaigns.schema.js';
import { compileCampaign, type TrackingSigner } from './message.js';

/** Seconds after sending within which a click counts as a machine's. */
export const MACHINE_CLICK_SECONDS = 2;

export type ReportDeps = {
  db: Db;
  signer: TrackingSigner;
  publicUrl: string;
  workspaceInfo: (workspaceId: string) => Promise<{ name: string; language: Language; emailFooter?: string | null }>;
  loadContacts: (ids: string[]) => Promise<Map<string, Record<string, unknown>>>;
  /** The campaign's hits per delivery and link as a SELECT (the analytics front door's campaignHits). */
  campaignHits: (workspaceId: string, campaignId: string) => Promise<SQL>;
};

export type ReportService = ReturnType<typeof campaignReportService>;

const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);

// perDelivery is one row per delivery of the campaign with its engagement flags and its state; `hits` is the campaign's
// hits per delivery and link (the analytics front door's campaignHits: its per-delivery rollup, kept when retention
// drops old raw months, plus the raw hits after the rollup's watermark).
function perDelivery(campaignId: string, hits: SQL) {
  return sql`
    with ev as (
      select contact_id, bool_or(type = 'bounced') bounced, bool_or(type = 'unsubscribed') unsubscribed, bool_or(type = 'complained') complained
      from engagement_events where campaign_id = ${campaignId}::uuid and type in ('bounced', 'unsubscribed', 'complained') group by contact_id),
    tr as (
      select delivery_id, sum(human_opens) > 0 human_open, sum(human_clicks) > 0 human_click, sum(opens) > 0 any_open, sum(clicks) > 0 any_click,
        sum(opens)::int open_events, sum(clicks)::int click_events
      from (${hits}) h group by delivery_id),
    rows as (
      select d.id, d.email, d.name, d.status, d.sent_at, d.opened_at, d.clicked_at, d.error,
        coalesce(ev.bounced, false) bounced, coalesce(ev.unsubscribed, false) unsubscribed, coalesce(ev.complained, false) complained,
        coalesce(tr.human_open, false) or coalesce(tr.human_click, false) human_open, coalesce(tr.human_click, false) human_click,
        coalesce(tr.any_open, false) or coalesce(tr.any_click, false) any_open, coalesce(tr.any_click, false) any_click,
        coalesce(tr.open_events, 0) open_events, coalesce(tr.click_events, 0) click_events
      from deliveries d left join ev on ev.contact_id = d.contact_id left join tr on tr.delivery_id = d.id
      where d.campaign_id = ${campaignId}::uuid),
    states as (
      select rows.*, case
        when complained then 'complained' when unsubscribed then 'unsubscribed' when bounced then 'bounced'
        when any_click then 'clicked' when any_open then 'opened' when status = 'sent' then 'delivered'
        when status = 'failed' then 'failed' when status = 'skipped' then 'skipped' else 'queued' end as state
      from rows)`;
}

type Totals = Record<'recipients' | 'queued' | 'skipped' | 'failed' | 'sent' | 'delivered' | 'bounced' | 'unsubscribed' | 'complained', number> & {
  open_human: number;
  open_total: number;
  open_events: number;
  click_human: number;
  click_total: number;
  click_events: number;
};

// campaignReportService answers the report, link, recipient and rendered-message calls of a campaign.
export function campaignReportService(deps: ReportDeps) {
  const { db } = deps;

  async function load(workspaceId: string, id: string) {
    const [row] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The campaign's figures. */
    async report(workspaceId: string, id: string): Promise<CampaignReport> {
      const c = await load(workspaceId, id);
      const result = await db.execute<Totals>(sql`${perDelivery(c.id, await deps.campaignHits(workspaceId, c.id))}
        select count(*)::int recipients,
          count(*) filter (where status in ('queued', 'held', 'sending'))::int queued,
          count(*) filter (where status = 'skipped')::int skipped,
          count(*) filter (where status = 'failed' and not bounced)::int failed,
          count(*) filter (where status = 'sent')::int sent,
          count(*) filter (where status = 'sent' and not bounced)::int delivered,
          count(*) filter (where bounced)::int bounced,
          count(*) filter (where unsubscribed)::int unsubscribed,
          count(*) filter (where complained)::int complained,
          count(*) filter (where human_open)::int open_human, count(*) filter (where any_open)::int open_total,
          coalesce(sum(open_events), 0)::int open_events,
          count(*) filter (where human_click)::int click_human, count(*) filter (where any_click)::int click_total,
          coalesce(sum(click_events), 0)::int click_events
        from states`);
      const t = result.rows[0];
      const n = (v: unknown) => Number(v ?? 0);
      const delivered = n(t.delivered);
      return {
        id: c.id,
        name: c.name,
        subject: c.subject,
        status: c.status,
        startedAt: c.startedAt?.toISOString() ?? null,
        finishedAt: c.finishedAt?.toISOString() ?? null,
        trackOpens: c.trackOpens,
        trackClicks: c.trackClicks,
        recipients: n(t.recipients),
        queued: n(t.queued),
        skipped: n(t.skipped),
        failed: n(t.failed),
        sent: n(t.sent),
        delivered,
        bounced: n(t.bounced),
        opened: { human: n(t.open_human), machine: n(t.open_total) - n(t.open_human), total: n(t.open_total), events: n(t.open_events) },
        clicked: { human: n(t.click_human), machine: n(t.click_total) - n(t.click_human), total: n(t.click_total), events: n(t.click_events) },
        unsubscribed: n(t.unsubscribed),
        complained: n(t.complained),
        rates: {
          delivered: pct(delivered, n(t.sent)),
          opened: pct(n(t.open_human), delivered),
          clicked: pct(n(t.click_human), delivered),
          bounced: pct(n(t.bounced), n(t.sent)),
          unsubscribed: pct(n(t.unsubscribed), delivered),
        },
      };
    },

    /** Clicks per tracked link, most clicked first (at most 500 links): all and human clicks, recipients who clicked, all and human. */
    async links(workspaceId: string, id: string): Promise<CampaignLink[]> {
      const c = await load(workspaceId, id);
      const result = await db.execute<{ url: string; clicks: number; human_clicks: number; recipients: number; human_recipients: number }>(sql`
        select url, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks, count(distinct delivery_id)::int recipients,
          count(distinct delivery_id) filter (where human_clicks > 0)::int human_recipients
        from (${await deps.campaignHits(workspaceId, c.id)}) h where url <> '' and clicks > 0
        group by url order by clicks desc, url limit 500`);
      return result.rows.map((r) => ({
        url: r.url,
        clicks: Number(r.clicks),
        humanClicks: Number(r.human_clicks),
        recipients: Number(r.recipients),
        humanRecipients: Number(r.human_recipients),
      }));
    },

    /** A page of recipients with their states, optionally of one state, after the cursor (a delivery id). */
    async recipients(workspaceId: string, id: string, q: { status?: RecipientState; cursor?: number; limit: number }) {
      const c = await load(workspaceId, id);
      const result = await db.execute<{
        id: number;
        email: string;
        name: string | null;
        state: RecipientState;
        sent_at: unknown;
        opened_at: unknown;
        clicked_at: unknown;
        error: string | null;
      }>(sql`${perDelivery(c.id, await deps.campaignHits(workspaceId, c.id))}
        select id, email, name, state, sent_at, opened_at, clicked_at, error from states
        where id > ${q.cursor ?? 0} ${q.status ? sql`and state = ${q.status}` : sql``}
        order by id limit ${q.limit + 1}`);
      const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
      const rows = result.rows.slice(0, q.limit).map((r): CampaignRecipient => ({
        id: Number(r.id),
        email: r.email,
        name: r.name,
        state: r.state,
        sentAt: iso(r.sent_at),
        openedAt: iso(r.opened_at),
        clickedAt: iso(r.clicked_at),
        error: r.error,
      }));
      return { recipients: rows, nextCursor: result.rows.length > q.limit ? rows[rows.length - 1].id : null };
    },

    /**
     * The message as sent to a sample recipient (the first one, or sample values before the campaign starts), rendered by
     * the campaign compiler; its tracking marker is delivery 0 (records nothing) and its unsubscribe link finds no one.
     */
    async rendered(workspaceId: string, id: string) {
      const c = await load(workspaceId, id);
      const [first] = (
        await db.execute<{ contact_id: string | null; email: string; name: string | null }>(sql`
        select contact_id, email, name from deliveries where campaign_id = ${c.id}::uuid and contact_id is not null order by id limit 1`)
      ).rows;
      const loaded = first?.contact_id ? (await deps.loadContacts([first.contact_id])).get(first.contact_id) : undefined;
      const { id: _id, ...fields } = loaded ?? {};
      const contact: Record<string, unknown> = loaded
        ? { ...fields, name: first?.name ?? null }
        : { ...PREVIEW_VARS.contact, name: `${PREVIEW_VARS.contact.first_name} ${PREVIEW_VARS.contact.last_name}` };
      const info = await deps.workspaceInfo(workspaceId);
      try {
        const compiled = compileCampaign(
          {
            id: c.id,
            subject: c.subject,
            htmlContent: c.htmlContent,
            textContent: c.textContent,
            personalizeContent: c.personalizeContent,
            trackOpens: c.trackOpens,
            trackClicks: c.trackClicks,
            abSubjects: null,
          },
          {
            publicUrl: deps.publicUrl,
            signer: deps.signer,
            contactToken: () => '',
            workspaceName: info.name,
            language: info.language,
            footer: info.emailFooter,
            messageDomain: 'ulak.local',
          },
        );
        const msg = compiled({ id: 0, email: String(contact.email ?? ''), name: null, variant: null, contact });
        return { subject: msg.subject, html: msg.html, text: msg.text, sample: loaded ? String(first?.email ?? '') : null };
      } catch (err) {
        if (err instanceof TemplateError) throw badRequest('TEMPLATE_INVALID_LIQUID', { error: err.message });
        throw err;
      }
    },
  };
}
