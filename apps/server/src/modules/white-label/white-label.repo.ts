// SQL of white-label. Tenant figures read other modules' tables read-only (workspaces, users, subscriptions); the one
// write outside its tables is a new tenant workspace's name.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wlApiLimits, wlBranding, wlCommissions, wlDataUsage, wlDomains, wlInflight, wlResellers, wlTenants } from './white-label.schema.js';

export type WhiteLabelRepo = ReturnType<typeof whiteLabelRepo>;
export type ResellerRow = typeof wlResellers.$inferSelect;
export type DomainRow = typeof wlDomains.$inferSelect;
export type TenantRowDb = {
  id: string;
  name: string;
  created_at: Date;
  domain: string | null;
  plan_type: string | null;
  sub_status: string | null;
  users: number;
  last_login: Date | null;
  revenue: string | number;
  settings: unknown;
};
export type ResellerFiguresDb = ResellerRow & {
  total_sales: string | number;
  month_commission: string | number;
  sales: number;
  last_sale: Date | null;
  tenants: number;
  paying: number;
  retained: number;
};

const iso = (d: Date) => d.toISOString();

// whiteLabelRepo stores resellers, tenants, branding, domains, the commission ledger, limits and counters.
export function whiteLabelRepo(db: Db) {
  return {
    resellerOfWorkspace: async (workspaceId: string) => (await db.select().from(wlResellers).where(eq(wlResellers.workspaceId, workspaceId)))[0],
    reseller: async (id: string) => (await db.select().from(wlResellers).where(eq(wlResellers.id, id)))[0],
    tenant: async (workspaceId: string) => (await db.select().from(wlTenants).where(eq(wlTenants.workspaceId, workspaceId)))[0],
    async createReseller(v: typeof wlResellers.$inferInsert) {
      return (await db.insert(wlResellers).values(v).onConflictDoNothing().returning())[0];
    },
    async updateReseller(id: string, patch: Partial<typeof wlResellers.$inferInsert>) {
      return (await db.update(wlResellers).set(patch).where(eq(wlResellers.id, id)).returning())[0];
    },
    async userByEmail(email: string) {
      const { rows } = await db.execute<{ id: string; workspace_id: string; role: string }>(
        sql`select id, workspace_id, role from users where lower(email) = ${email}`,
      );
      return rows[0];
    },

    /**
     * Resellers with their figures from the ledger (EUR entries; sales and reversals net), one when id is given: net
     * sales, this month's commission, net deals, the last sale, tenants, tenants that ever paid, and those of them
     * with a sale not reversed in the last 35 days.
     */
    async resellerFigures(monthStart: Date, id?: string) {
      const { rows } =
        await db.execute<ResellerFiguresDb>(sql`select r.id, r.workspace_id "workspaceId", r.name, r.email, r.tier, r.commission_bps "commissionBps",
        r.status, r.created_at "createdAt",
        coalesce(sum(c.sale_minor) filter (where c.currency = 'EUR'), 0) total_sales,
        coalesce(sum(c.commission_minor) filter (where c.currency = 'EUR' and c.occurred_at >= ${iso(monthStart)}::timestamptz), 0) month_commission,
        (count(c.id) filter (where c.kind = 'sale' and c.currency = 'EUR') - count(c.id) filter (where c.kind = 'reversal' and c.currency = 'EUR'))::int sales,
        max(c.occurred_at) filter (where c.kind = 'sale') last_sale,
        (select count(*) from wl_tenants t where t.reseller_id = r.id)::int tenants,
        count(distinct c.tenant_workspace_id) filter (where c.kind = 'sale')::int paying,
        (select count(distinct s.tenant_workspace_id) from wl_commissions s where s.reseller_id = r.id and s.kind = 'sale'
          and s.occurred_at >= now() - interval '35 days'
          and not exists (select 1 from wl_commissions v where v.reseller_id = r.id and v.kind = 'reversal'
            and v.source_ref = 'refund:' || substr(s.source_ref, 9)))::int retained
        from wl_resellers r left join wl_commissions c on c.reseller_id = r.id ${id ? sql`where r.id = ${id}::uuid` : sql``}
        group by r.id order by r.created_at desc`);
      return rows;
    },

    async addTenant(v: typeof wlTenants.$inferInsert, name: string) {
      await db.insert(wlTenants).values(v);
      await db.execute(sql`update workspaces set name = ${name}, updated_at = now() where id = ${v.workspaceId}::uuid`);
    },
    async tenants(resellerId: string, monthStart: Date, workspaceId?: string) {
      const { rows } = await db.execute<TenantRowDb>(sql`select w.id, w.name, t.created_at,
        (select host from wl_domains d where d.workspace_id = w.id and d.verified_at is not null order by d.created_at limit 1) domain,
        sub.plan_type, sub.status sub_status,
        (select count(*) from users u where u.workspace_id = w.id)::int users,
        (select max(last_login_at) from users u where u.workspace_id = w.id) last_login,
        (select coalesce(sum(sale_minor), 0) from wl_commissions c where c.tenant_workspace_id = w.id and c.currency = 'EUR'
          and c.occurred_at >= ${iso(monthStart)}::timestamptz) revenue,
        b.settings
        from wl_tenants t join workspaces w on w.id = t.workspace_id left join subscriptions sub on sub.workspace_id = w.id
        left join wl_branding b on b.workspace_id = w.id
        where t.reseller_id = ${resellerId}::uuid ${workspaceId ? sql`and w.id = ${workspaceId}::uuid` : sql``} order by t.created_at desc limit 1000`);
      return rows;
    },

    /** Every tenant with its reseller's rate and status (the accrual's view of who earns on whose invoices). */
    async ledgerTenants() {
      const { rows } = await db.execute<{ workspace_id: string; reseller_id: string; bps: number; status: 'active' | 'passive' }>(sql`select
        t.workspace_id, t.reseller_id, r.commission_bps bps, r.status from wl_tenants t join wl_resellers r on r.id = t.reseller_id`);
      return rows;
    },
    /** The sale entries booked for these source references (invoice:<id>), by reference. */
    async saleEntries(refs: string[]) {
      if (!refs.length) return new Map<string, { resellerId: string; saleMinor: number; commissionMinor: number }>();
      const rows = await db
        .select({
          ref: wlCommissions.sourceRef,
          resellerId: wlCommissions.resellerId,
          saleMinor: wlCommissions.saleMinor,
          commissionMinor: wlCommissions.commissionMinor,
        })
        .from(wlCommissions)
        .where(and(eq(wlCommissions.kind, 'sale'), inArray(wlCommissions.sourceRef, refs)));
      return new Map(rows.map((r) => [r.ref, { resellerId: r.resellerId, saleMinor: Number(r.saleMinor), commissionMinor: Number(r.commissionMinor) }]));
    },
    /** Appends a ledger row once per source (the ledger is never updated or deleted). */
    async book(v: typeof wlCommissions.$inferInsert) {
      return (await db.insert(wlCommissions).values(v).onConflictDoNothing().returning()).length > 0;
    },
    async commissions(resellerId: string) {
      const { rows } = await db.execute<{
        id: string;
        tenant: string;
        sale_minor: string | number;
        commission_minor: string | number;
        currency: string;
        source_ref: string;
        created_at: Date;
        kind: 'sale' | 'reversal';
        invoice_number: string | null;
        occurred_at: Date;
      }>(sql`select c.id, w.name tenant, c.sale_minor, c.commission_minor, c.currency, c.source_ref, c.created_at, c.kind, c.invoice_number,
        c.occurred_at from wl_commissions c join workspaces w on w.id = c.tenant_workspace_id where c.reseller_id = ${resellerId}::uuid
        order by c.occurred_at desc, c.created_at desc limit 500`);
      return rows;
    },

    branding: async (workspaceId: string) => (await db.select().from(wlBranding).where(eq(wlBranding.workspaceId, workspaceId)))[0],
    async saveBranding(workspaceId: string, settings: object) {
      await db
        .insert(wlBranding)
        .values({ workspaceId, settings })
        .onConflictDoUpdate({ target: wlBranding.workspaceId, set: { settings, updatedAt: new Date() } });
    },
    async saveLogo(workspaceId: string, settings: object, logoType: string, logo: string) {
      await db
        .insert(wlBranding)
        .values({ workspaceId, settings, logoType, logo })
        .onConflictDoUpdate({ target: wlBranding.workspaceId, set: { logoType, logo, updatedAt: new Date() } });
    },

    domains: (workspaceIds: string[]) =>
      workspaceIds.length
        ? db
            .select()
            .from(wlDomains)
            .where(sql`${wlDomains.workspaceId} = any(${`{${workspaceIds.join(',')}}`}::uuid[])`)
            .orderBy(desc(wlDomains.createdAt))
        : Promise.resolve([]),
    domain: async (id: string) => (await db.select().from(wlDomains).where(eq(wlDomains.id, id)))[0],
    domainByHost: async (host: string) => (await db.select().from(wlDomains).where(eq(wlDomains.host, host)))[0],
    async addDomain(v: typeof wlDomains.$inferInsert) {
      return (await db.insert(wlDomains).values(v).onConflictDoNothing().returning())[0];
    },
    async updateDomain(id: string, patch: Partial<typeof wlDomains.$inferInsert>) {
      return (await db.update(wlDomains).set(patch).where(eq(wlDomains.id, id)).returning())[0];
    },
    async deleteDomain(id: string, workspaceId: string) {
      return (
        (
          await db
            .delete(wlDomains)
            .where(and(eq(wlDomains.id, id), eq(wlDomains.workspaceId, workspaceId)))
            .returning()
        ).length > 0
      );
    },
    async domainsToRecheck(before: Date) {
      return db
        .select()
        .from(wlDomains)
        .where(sql`${wlDomains.lastCheckedAt} is null or ${wlDomains.lastCheckedAt} < ${iso(before)}::timestamptz`)
        .limit(200);
    },
    verifiedDomains: () => db.select().from(wlDomains).where(isNotNull(wlDomains.verifiedAt)).orderBy(wlDomains.createdAt).limit(10_000),

    limits: async (workspaceId: string) => (await db.select().from(wlApiLimits).where(eq(wlApiLimits.workspaceId, workspaceId)))[0]?.limits,
    /** The workspace of the account with this email address (read-only look-up in the users table), for branded mail. */
    async workspaceOfEmail(email: string) {
      const { rows } = await db.execute<{ workspace_id: string }>(sql`select workspace_id from users where lower(email) = lower(${email}) limit 1`);
      return rows[0]?.workspace_id;
    },
    async workspaceName(workspaceId: string) {
      const { rows } = await db.execute<{ name: string }>(sql`select name from workspaces where id = ${workspaceId}`);
      return rows[0]?.name ?? '';
    },
    /** Whether a workspace belongs to a reseller (a white-label tenant). */
    isTenant: async (workspaceId: string) =>
      (await db.select({ id: wlTenants.workspaceId }).from(wlTenants).where(eq(wlTenants.workspaceId, workspaceId))).length > 0,
    async saveLimits(workspaceId: string, limits: object) {
      await db
        .insert(wlApiLimits)
        .values({ workspaceId, limits })
        .onConflictDoUpdate({ target: wlApiLimits.workspaceId, set: { limits, updatedAt: new Date() } });
    },

    /** Counts one request in each window (one statement, shared by every API process) and returns the counts. */
    /** Adds `by` (default 1) to each window's counter; the counts after. */
    async hit(keys: { key: string; windowStart: Date; by?: number }[]) {
      const values = sql.join(
        keys.map((k) => sql`(${k.key}, ${iso(k.windowStart)}::timestamptz, ${k.by ?? 1}::int)`),
        sql`, `,
      );
      const { rows } = await db.execute<{ key: string; count: number }>(sql`insert into wl_rate_counters (key, window_start, count) values ${values}
        on conflict (key, window_start) do update set count = wl_rate_counters.count + excluded.count returning key, count`);
      return new Map(rows.map((r) => [r.key, Number(r.count)]));
    },
    async counts(keys: { key: string; windowStart: Date }[]) {
      if (!keys.length) return new Map<string, number>();
      const cond = sql.join(
        keys.map((k) => sql`(key = ${k.key} and window_start = ${iso(k.windowStart)}::timestamptz)`),
        sql` or `,
      );
      const { rows } = await db.execute<{ key: string; count: number }>(sql`select key, count from wl_rate_counters where ${cond}`);
      return new Map(rows.map((r) => [r.key, Number(r.count)]));
    },
    async pruneCounters(before: Date) {
      await db.execute(sql`delete from wl_rate_counters where window_start < ${iso(before)}::timestamptz`);
      await db.execute(sql`delete from wl_inflight where updated_at < ${iso(before)}::timestamptz`);
    },

    /** Replaces this process's published requests in flight (an empty list withdraws them). */
    async publishInflight(processId: string, counts: [string, number][], at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(wlInflight).where(eq(wlInflight.processId, processId));
        if (counts.length) await tx.insert(wlInflight).values(counts.map(([workspaceId, count]) => ({ processId, workspaceId, count, updatedAt: at })));
      });
    },
    /** The other processes' requests in flight per workspace, from rows published since `since`. */
    async othersInflight(processId: string, since: Date) {
      const { rows } = await db.execute<{ workspace_id: string; n: number }>(sql`select workspace_id, sum(count)::int n from wl_inflight
        where process_id <> ${processId}::uuid and updated_at >= ${iso(since)}::timestamptz group by workspace_id`);
      return new Map(rows.map((r) => [r.workspace_id, Number(r.n)]));
    },
    /** Bytes of a workspace's API traffic in a month. */
    async dataUsage(workspaceId: string, month: string) {
      const [row] = await db
        .select({ bytes: wlDataUsage.bytes })
        .from(wlDataUsage)
        .where(and(eq(wlDataUsage.workspaceId, workspaceId), eq(wlDataUsage.month, month)));
      return Number(row?.bytes ?? 0);
    },
    /** Adds bytes to each workspace's month (one statement) and returns the new totals. */
    async addDataUsage(month: string, bytes: [string, number][]) {
      const rows = await db
        .insert(wlDataUsage)
        .values(bytes.map(([workspaceId, n]) => ({ workspaceId, month, bytes: n })))
        .onConflictDoUpdate({ target: [wlDataUsage.workspaceId, wlDataUsage.month], set: { bytes: sql`${wlDataUsage.bytes} + excluded.bytes` } })
        .returning({ workspaceId: wlDataUsage.workspaceId, bytes: wlDataUsage.bytes });
      return rows.map((r) => [r.workspaceId, Number(r.bytes)] as const);
    },
  };
}
