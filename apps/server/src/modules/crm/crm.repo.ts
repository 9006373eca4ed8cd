// SQL for the CRM: leads, companies, stages, deals, activities and scoring events; every query scoped by workspace.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workspaceMemberIds } from '../settings/settings.schema.js';
import { activities, crmCompanies, crmSettings, deals, leadEvents, leads, leadSearchText, pipelineStages } from './crm.schema.js';

export type LeadRow = typeof leads.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type StageRow = typeof pipelineStages.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type CompanyRow = typeof crmCompanies.$inferSelect;
export type CrmRepo = ReturnType<typeof crmRepo>;
export type LeadFilter = { search?: string; status?: string; source?: string; assignedTo?: string; minScore?: number };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const LEAD_SORT = { created_at: leads.createdAt, score: leads.score, value: leads.valueMinor, last_activity: leads.lastActivityAt, name: leads.name } as const;

// crmRepo holds the CRM queries.
export function crmRepo(db: Db) {
  function leadWhere(workspaceId: string, f: LeadFilter): SQL {
    const where: SQL[] = [eq(leads.workspaceId, workspaceId)];
    if (f.status) where.push(eq(leads.status, f.status as LeadRow['status']));
    if (f.source) where.push(eq(leads.source, f.source as LeadRow['source']));
    if (f.assignedTo) where.push(eq(leads.assignedTo, f.assignedTo));
    if (f.minScore !== undefined) where.push(gte(leads.score, f.minScore));
    if (f.search) {
      const term = likeEscape(f.search.toLowerCase());
      // three letters or more: anywhere in name, email or company (trigram index); shorter: the start of one of them
      // (a two-letter substring has no trigram to look up, so it would read every lead)
      if (f.search.length >= 3) where.push(sql`${leadSearchText(leads)} like ${`%${term}%`}`);
      else
        where.push(
          or(
            sql`lower(${leads.name}) like ${`${term}%`}`,
            sql`lower(${leads.email}) like ${`${term}%`}`,
            sql`lower(coalesce(${leads.company}, '')) like ${`${term}%`}`,
          ) as SQL,
        );
    }
    return and(...where) as SQL;
  }

  return {
    // leads
    async leads(workspaceId: string, f: LeadFilter & { sort: keyof typeof LEAD_SORT; order: 'asc' | 'desc'; limit: number; offset: number }) {
      const where = leadWhere(workspaceId, f);
      const dir = f.order === 'asc' ? asc : desc;
      const col = LEAD_SORT[f.sort];
      const order = f.sort === 'last_activity' ? sql`${col} ${sql.raw(f.order)} nulls last` : dir(col);
      const [items, [{ total }]] = await Promise.all([
        db.select().from(leads).where(where).orderBy(order, dir(leads.id)).limit(f.limit).offset(f.offset),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return { items, total: Number(total) };
    },
    async lead(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.workspaceId, workspaceId), eq(leads.id, id)));
      return row;
    },
    async insertLeads(rows: (typeof leads.$inferInsert)[]) {
      if (!rows.length) return [];
      return db.insert(leads).values(rows).returning();
    },
    async updateLead(workspaceId: string, id: string, patch: Partial<typeof leads.$inferInsert>) {
      const [row] = await db
        .update(leads)
        .set(patch)
        .where(and(eq(leads.workspaceId, workspaceId), eq(leads.id, id)))
        .returning();
      return row;
    },
    async updateLeads(workspaceId: string, ids: string[], patch: Partial<typeof leads.$inferInsert>) {
      const rows = await db
        .update(leads)
        .set(patch)
        .where(and(eq(leads.workspaceId, workspaceId), inArray(leads.id, ids)))
        .returning({ id: leads.id });
      return rows.length;
    },
    async deleteLeads(workspaceId: string, ids: string[]) {
      const rows = await db
        .delete(leads)
        .where(and(eq(leads.workspaceId, workspaceId), inArray(leads.id, ids)))
        .returning({ id: leads.id });
      return rows.length;
    },
    async leadScoringCounts(leadId: string, contactId: string | null, since: Date) {
      const [row] = await db
        .execute<{ email_open: number; website_visit: number; form_fill: number; phone_call: number }>(
          sql`
        select
          (select count(*) from engagement_events e where ${contactId}::uuid is not null and e.contact_id = ${contactId}::uuid and e.type = 'opened' and e.occurred_at >= ${since.toISOString()}::timestamptz)::int
            + (select count(*) from lead_events le where le.lead_id = ${leadId}::uuid and le.type = 'email_open' and le.occurred_at >= ${since.toISOString()}::timestamptz)::int as email_open,
          (select count(*) from lead_events le where le.lead_id = ${leadId}::uuid and le.type = 'website_visit' and le.occurred_at >= ${since.toISOString()}::timestamptz)::int as website_visit,
          (select count(*) from lead_events le where le.lead_id = ${leadId}::uuid and le.type = 'form_fill' and le.occurred_at >= ${since.toISOString()}::timestamptz)::int as form_fill,
          (select count(*) from activities a where a.lead_id = ${leadId}::uuid and a.type = 'call' and a.occurred_at >= ${since.toISOString()}::timestamptz)::int as phone_call`,
        )
        .then((r) => r.rows);
      return row;
    },
    async addLeadEvent(workspaceId: string, leadId: string, type: 'email_open' | 'website_visit' | 'form_fill') {
      await db.insert(leadEvents).values({ workspaceId, leadId, type });
    },

    // companies
    companies: (workspaceId: string, search?: string) =>
      db
        .select()
        .from(crmCompanies)
        .where(and(eq(crmCompanies.workspaceId, workspaceId), search ? ilike(crmCompanies.name, `%${likeEscape(search)}%`) : undefined))
        .orderBy(asc(crmCompanies.name))
        .limit(500),
    async company(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(crmCompanies)
        .where(and(eq(crmCompanies.workspaceId, workspaceId), eq(crmCompanies.id, id)));
      return row;
    },
    async insertCompany(row: typeof crmCompanies.$inferInsert) {
      const [created] = await db.insert(crmCompanies).values(row).returning();
      return created;
    },
    async updateCompany(workspaceId: string, id: string, patch: Partial<typeof crmCompanies.$inferInsert>) {
      const [row] = await db
        .update(crmCompanies)
        .set(patch)
        .where(and(eq(crmCompanies.workspaceId, workspaceId), eq(crmCompanies.id, id)))
        .returning();
      return row;
    },
    async deleteCompany(workspaceId: string, id: string) {
      const rows = await db
        .delete(crmCompanies)
        .where(and(eq(crmCompanies.workspaceId, workspaceId), eq(crmCompanies.id, id)))
        .returning({ id: crmCompanies.id });
      return rows.length > 0;
    },

    // stages
    stages: (workspaceId: string) => db.select().from(pipelineStages).where(eq(pipelineStages.workspaceId, workspaceId)).orderBy(asc(pipelineStages.position)),
    async insertStages(rows: (typeof pipelineStages.$inferInsert)[]) {
      await db.insert(pipelineStages).values(rows).onConflictDoNothing();
    },
    async updateStage(workspaceId: string, id: string, patch: Partial<typeof pipelineStages.$inferInsert>) {
      const [row] = await db
        .update(pipelineStages)
        .set(patch)
        .where(and(eq(pipelineStages.workspaceId, workspaceId), eq(pipelineStages.id, id)))
        .returning();
      return row;
    },

    // deals
    deals: (workspaceId: string, status?: 'open' | 'won' | 'lost') =>
      db
        .select()
        .from(deals)
        .where(and(eq(deals.workspaceId, workspaceId), status ? eq(deals.status, status) : undefined))
        .orderBy(asc(deals.position), desc(deals.createdAt))
        .limit(2000),
    async deal(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(deals)
        .where(and(eq(deals.workspaceId, workspaceId), eq(deals.id, id)));
      return row;
    },
    async insertDeal(row: typeof deals.$inferInsert) {
      const [created] = await db.insert(deals).values(row).returning();
      return created;
    },
    async updateDeal(workspaceId: string, id: string, patch: Partial<typeof deals.$inferInsert>) {
      const [row] = await db
        .update(deals)
        .set(patch)
        .where(and(eq(deals.workspaceId, workspaceId), eq(deals.id, id)))
        .returning();
      return row;
    },
    async deleteDeal(workspaceId: string, id: string) {
      const rows = await db
        .delete(deals)
        .where(and(eq(deals.workspaceId, workspaceId), eq(deals.id, id)))
        .returning({ id: deals.id });
      return rows.length > 0;
    },

    // activities
    async activities(
      workspaceId: string,
      f: {
        leadId?: string;
        dealId?: string;
        contactId?: string;
        companyId?: string;
        type?: string;
        openTasks?: boolean;
        assignedTo?: string;
        limit: number;
        offset: number;
      },
    ) {
      const where = and(
        eq(activities.workspaceId, workspaceId),
        f.leadId ? eq(activities.leadId, f.leadId) : undefined,
        f.dealId ? eq(activities.dealId, f.dealId) : undefined,
        f.contactId ? eq(activities.contactId, f.contactId) : undefined,
        f.companyId ? eq(activities.companyId, f.companyId) : undefined,
        f.type ? eq(activities.type, f.type as ActivityRow['type']) : undefined,
        f.openTasks ? and(eq(activities.type, 'task'), isNull(activities.completedAt)) : undefined,
        f.assignedTo ? eq(activities.assignedTo, f.assignedTo) : undefined,
      );
      const order = f.openTasks ? [asc(activities.dueAt)] : [desc(activities.occurredAt)];
      return db
        .select()
        .from(activities)
        .where(where)
        .orderBy(...order)
        .limit(f.limit)
        .offset(f.offset);
    },
    async activity(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(activities)
        .where(and(eq(activities.workspaceId, workspaceId), eq(activities.id, id)));
      return row;
    },
    async insertActivity(row: typeof activities.$inferInsert) {
      const [created] = await db.insert(activities).values(row).returning();
      return created;
    },
    async updateActivity(workspaceId: string, id: string, patch: Partial<typeof activities.$inferInsert>) {
      const [row] = await db
        .update(activities)
        .set(patch)
        .where(and(eq(activities.workspaceId, workspaceId), eq(activities.id, id)))
        .returning();
      return row;
    },
    async deleteActivity(workspaceId: string, id: string) {
      const rows = await db
        .delete(activities)
        .where(and(eq(activities.workspaceId, workspaceId), eq(activities.id, id)))
        .returning({ id: activities.id });
      return rows.length > 0;
    },
    async overdueTasks(workspaceId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.workspaceId, workspaceId), eq(activities.type, 'task'), isNull(activities.completedAt), sql`${activities.dueAt} < now()`));
      return Number(row.n);
    },

    // settings
    async settings(workspaceId: string) {
      const [row] = await db.select().from(crmSettings).where(eq(crmSettings.workspaceId, workspaceId));
      return row;
    },
    async saveSettings(workspaceId: string, patch: Partial<typeof crmSettings.$inferInsert>) {
      await db
        .insert(crmSettings)
        .values({ workspaceId, ...patch })
        .onConflictDoUpdate({ target: crmSettings.workspaceId, set: patch });
    },
    /** Workspaces with enough closed leads to train a scoring model. */
    async workspacesToTrain(min: number) {
      const rows = await db.execute<{ workspace_id: string }>(
        sql`select workspace_id from leads where status in ('won', 'lost') group by workspace_id having count(*) >= ${min}`,
      );
      return rows.rows.map((r) => r.workspace_id);
    },
    async workspaceMember(workspaceId: string, userId: string) {
      const rows = await db.execute<{ id: string }>(sql`select ${userId}::uuid as id where ${userId}::uuid in ${workspaceMemberIds(workspaceId)}`);
      return rows.rows.length > 0;
    },
  };
}
