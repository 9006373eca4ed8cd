// SQL of the lists behind the report's figures: the deliveries sent, opened, clicked or opened from a place in a
// period, and the contacts that bounced, unsubscribed or complained; paged, newest first, scoped by workspace.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { placeHitsSelect } from './rollup-sql.js';

export type DrilldownRepo = ReturnType<typeof drilldownRepo>;
export type DrilldownDbRow = {
  delivery_id: number | null;
  contact_id: string | null;
  email: string | null;
  name: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  at: string | null;
  total: number;
};
export type Range = { workspaceId: string; from: string; to: string; campaignId?: string; limit: number; offset: number };

const FIRST_COLUMN = { sent: 'sent_at', opened: 'opened_at', openedAny: 'first_open_at', clicked: 'clicked_at' } as const;
const CONTACT_NAME = sql`nullif(trim(coalesce(ct.first_name, '') || ' ' || coalesce(ct.last_name, '')), '')`;

// drilldownRepo reads the rows behind a figure.
export function drilldownRepo(db: Db) {
  const page = async (q: SQL, r: Range) => {
    const { rows } = await db.execute<DrilldownDbRow>(sql`${q} order by at desc nulls last, 1 desc limit ${r.limit} offset ${r.offset}`);
    return { rows, total: rows[0]?.total ?? (r.offset ? await countOnly(q) : 0) };
  };
  // a page past the end still says how many there are
  const countOnly = async (q: SQL) => {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int n from (${q}) x`);
    return rows[0]?.n ?? 0;
  };
  const deliveryCols = (at: SQL) => sql`d.id::float8 delivery_id, d.contact_id::text contact_id, d.email,
    coalesce(d.name, ${CONTACT_NAME}) as name, d.campaign_id::text campaign_id, c.name campaign_name, ${at}::text at, count(*) over ()::int total`;
  const campaign = (col: SQL, r: Range) => (r.campaignId ? sql`and ${col} = ${r.campaignId}::uuid` : sql``);

  return {
    /** Deliveries whose send, first human open, first open of any kind or first human click fell in the period. */
    async deliveries(figure: keyof typeof FIRST_COLUMN, r: Range) {
      const col = sql.identifier(FIRST_COLUMN[figure]);
      const at = sql`d.${col}`;
      return page(
        sql`select ${deliveryCols(at)} from deliveries d left join campaigns c on c.id = d.campaign_id left join contacts ct on ct.id = d.contact_id
          where d.workspace_id = ${r.workspaceId}::uuid and ${at} >= ${r.from}::timestamptz and ${at} < ${r.to}::timestamptz
          ${figure === 'sent' ? sql`and d.status = 'sent'` : sql``} ${campaign(sql`d.campaign_id`, r)}`,
        r,
      );
    },

    /**
     * Deliveries opened or clicked from a country (and city) in the period: the per-delivery rollup (kept when retention
     * drops the raw hits) of the days it has made final, and the raw hits after.
     */
    async place(country: string, city: string | undefined, r: Range) {
      return page(
        sql`select ${deliveryCols(sql`te.at`)} from (
            select delivery_id, min(first_at) at from (${placeHitsSelect(r.workspaceId, country, city, r.campaignId, r.from, r.to)}) h group by delivery_id) te
          join deliveries d on d.id = te.delivery_id and d.workspace_id = ${r.workspaceId}::uuid
          left join campaigns c on c.id = d.campaign_id left join contacts ct on ct.id = d.contact_id`,
        r,
      );
    },

    /** Contacts with a bounce, unsubscribe or complaint in the period. */
    async events(type: 'bounced' | 'unsubscribed' | 'complained', r: Range) {
      return page(
        sql`select null::float8 delivery_id, e.contact_id::text contact_id, ct.email, ${CONTACT_NAME} as name, e.campaign_id::text campaign_id,
            c.name campaign_name, e.occurred_at::text at, count(*) over ()::int total
          from engagement_events e left join contacts ct on ct.id = e.contact_id left join campaigns c on c.id = e.campaign_id
          where e.workspace_id = ${r.workspaceId}::uuid and e.type = ${type} and e.occurred_at >= ${r.from}::timestamptz
            and e.occurred_at < ${r.to}::timestamptz ${campaign(sql`e.campaign_id`, r)}`,
        r,
      );
    },

    /** Names and addresses of contacts by id (for the conversions' rows). */
    async contacts(workspaceId: string, ids: string[]) {
      if (!ids.length) return new Map<string, { email: string; name: string | null }>();
      const { rows } = await db.execute<{ id: string; email: string; name: string | null }>(sql`
        select ct.id::text id, ct.email, ${CONTACT_NAME} as name from contacts ct
        where ct.workspace_id = ${workspaceId}::uuid and ct.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },
  };
}
