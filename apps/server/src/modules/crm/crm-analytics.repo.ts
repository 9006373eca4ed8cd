// Aggregate SQL for CRM analytics, the record timeline and the scoring model's training data.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type CrmAnalyticsRepo = ReturnType<typeof crmAnalyticsRepo>;
export type TrainingRow = {
  id: string;
  status: string;
  source: string;
  calls: number;
  meetings: number;
  emails: number;
  notes: number;
  opens: number;
  clicks: number;
  value_minor: number;
};

// crmAnalyticsRepo holds the CRM's aggregate queries.
export function crmAnalyticsRepo(db: Db) {
  return {
    async leadFigures(workspaceId: string) {
      const { rows } = await db.execute<{ source: string; status: string; n: number }>(sql`
        select source, status, count(*)::int n from leads where workspace_id = ${workspaceId}::uuid group by source, status`);
      return rows;
    },
    /**
     * The sales funnel: how many leads reached each stage. A lead's stage is the furthest of its status and its deals:
     * an open deal makes it at least an opportunity, a won deal closes it (a lead with an open deal is an opportunity
     * even while its status still says new or contacted).
     */
    async funnelFigures(workspaceId: string) {
      const { rows } = await db.execute<{ total: number; qualified: number; opportunity: number; proposal: number; closed: number }>(sql`
        select count(*)::int total, count(*) filter (where lvl >= 1)::int qualified, count(*) filter (where lvl >= 2)::int opportunity,
               count(*) filter (where lvl >= 3)::int proposal, count(*) filter (where lvl >= 4)::int closed
        from (
          select greatest(
            case l.status when 'won' then 4 when 'negotiation' then 3 when 'proposal' then 2 when 'qualified' then 1 else 0 end,
            coalesce((select max(case d.status when 'won' then 4 when 'open' then 2 else 0 end) from deals d
              where d.lead_id = l.id and d.workspace_id = l.workspace_id), 0)) lvl
          from leads l where l.workspace_id = ${workspaceId}::uuid) f`);
      return rows[0];
    },
    async dealFigures(workspaceId: string) {
      const { rows } = await db.execute<{
        won: number;
        lost: number;
        won_value: number;
        avg_won: number | null;
        cycle_days: number | null;
        open_deals: number;
      }>(sql`
        select count(*) filter (where status = 'won')::int won, count(*) filter (where status = 'lost')::int lost,
               coalesce(sum(value_minor) filter (where status = 'won'), 0)::float8 won_value,
               avg(value_minor) filter (where status = 'won')::float8 avg_won,
               avg(extract(epoch from (closed_at - created_at)) / 86400) filter (where status = 'won')::float8 cycle_days,
               count(*) filter (where status = 'open')::int open_deals
        from deals where workspace_id = ${workspaceId}::uuid`);
      return rows[0];
    },
    /** Weighted open pipeline per stage and per expected-close month (next 3 months). */
    async pipeline(workspaceId: string) {
      const { rows: stages } = await db.execute<{ stage_id: string; n: number; value: number; weighted: number }>(sql`
        select s.id stage_id, count(d.id)::int n, coalesce(sum(d.value_minor), 0)::float8 value, coalesce(sum(d.value_minor * s.probability / 100.0), 0)::float8 weighted
        from pipeline_stages s left join deals d on d.stage_id = s.id and d.workspace_id = s.workspace_id and d.status = 'open'
        where s.workspace_id = ${workspaceId}::uuid group by s.id`);
      const { rows: months } = await db.execute<{ month: string; weighted: number }>(sql`
        select to_char(date_trunc('month', coalesce(d.expected_close_date::timestamptz, now())), 'YYYY-MM') as month,
               sum(d.value_minor * s.probability / 100.0)::float8 weighted
        from deals d join pipeline_stages s on s.id = d.stage_id and s.workspace_id = d.workspace_id
        where d.workspace_id = ${workspaceId}::uuid and d.status = 'open'
          and coalesce(d.expected_close_date, current_date) < (date_trunc('month', now()) + interval '3 months')::date
        group by 1 order by 1`);
      return { stages, months };
    },
    /** One record's timeline: activities, deals, emails received with opens and clicks (newest first). */
    async timeline(workspaceId: string, f: { leadId?: string; contactId?: string | null; companyId?: string }, limit: number) {
      const { rows } = await db.execute<{
        kind: 'activity' | 'deal' | 'email';
        id: string;
        type: string;
        title: string;
        detail: string | null;
        at: string;
      }>(sql`
        (select 'activity' kind, a.id::text id, a.type, a.title, a.description detail, a.occurred_at at from activities a
          where a.workspace_id = ${workspaceId}::uuid and (
            (${f.leadId ?? null}::uuid is not null and a.lead_id = ${f.leadId ?? null}::uuid) or
            (${f.contactId ?? null}::uuid is not null and a.contact_id = ${f.contactId ?? null}::uuid) or
            (${f.companyId ?? null}::uuid is not null and a.company_id = ${f.companyId ?? null}::uuid))
          order by a.occurred_at desc limit ${limit})
        union all
        (select 'deal', d.id::text, d.status, d.title, (d.value_minor / 100.0)::text, d.created_at from deals d
          where d.workspace_id = ${workspaceId}::uuid and (
            (${f.leadId ?? null}::uuid is not null and d.lead_id = ${f.leadId ?? null}::uuid) or
            (${f.contactId ?? null}::uuid is not null and d.contact_id = ${f.contactId ?? null}::uuid) or
            (${f.companyId ?? null}::uuid is not null and d.company_id = ${f.companyId ?? null}::uuid))
          order by d.created_at desc limit ${limit})
        union all
        (select 'email', e.id::text, e.type, coalesce(c.name, ''), c.subject, e.occurred_at from engagement_events e left join campaigns c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
          where ${f.contactId ?? null}::uuid is not null and e.contact_id = ${f.contactId ?? null}::uuid and e.workspace_id = ${workspaceId}::uuid
          order by e.occurred_at desc limit ${limit})
        order by at desc limit ${limit}`);
      return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
    },
    /** Features of closed (won/lost) leads, or of the given open leads, for the scoring model. */
    async trainingRows(workspaceId: string, closed: boolean, ids?: string[]) {
      const { rows } = await db.execute<TrainingRow>(sql`
        select l.id, l.status, l.source, l.value_minor::float8 value_minor,
          (select count(*) from activities a where a.lead_id = l.id and a.workspace_id = l.workspace_id and a.type = 'call')::int calls,
          (select count(*) from activities a where a.lead_id = l.id and a.workspace_id = l.workspace_id and a.type = 'meeting')::int meetings,
          (select count(*) from activities a where a.lead_id = l.id and a.workspace_id = l.workspace_id and a.type = 'email')::int emails,
          (select count(*) from activities a where a.lead_id = l.id and a.workspace_id = l.workspace_id and a.type = 'note')::int notes,
          (select count(*) from engagement_events e where l.contact_id is not null and e.contact_id = l.contact_id
            and e.workspace_id = l.workspace_id and e.type = 'opened')::int opens,
          (select count(*) from engagement_events e where l.contact_id is not null and e.contact_id = l.contact_id
            and e.workspace_id = l.workspace_id and e.type = 'clicked')::int clicks
        from leads l
        where l.workspace_id = ${workspaceId}::uuid
          and ${closed ? sql`l.status in ('won', 'lost')` : ids ? sql`l.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))` : sql`l.status not in ('won', 'lost')`}
        limit 20000`);
      return rows;
    },
  };
}
