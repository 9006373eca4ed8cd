// SQL for contacts, list membership, suppressions and engagement events; every query scoped by workspace.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { splitPersonName } from '@ulak/shared';
import type { Db } from '../../db/client.js';
import { reserveContacts } from '../billing/index.js';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { contacts, engagementEvents, listMembers, lists, searchVector, suppressions, tagsContain } from './contacts.schema.js';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = Omit<typeof contacts.$inferInsert, 'workspaceId'>;
export type ContactsRepo = ReturnType<typeof contactsRepo>;
export type ListQuery = {
  search?: string;
  status?: string;
  listId?: string;
  tag?: string;
  segment?: SQL;
  sort: 'created_at' | 'email' | 'last_name';
  order: 'asc' | 'desc';
  after?: { value: string | null; id: string };
  limit: number;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
 * The search box as a prefix query: every word typed must begin a word of the contact (see searchVector), e.g. "meh kay"
 * finds Mehmet Kaya. Built in SQL from constants only, so the planner folds it and can estimate it from the index statistics.
 */
const prefixQuery = (search: string) => sql`regexp_replace(plainto_tsquery('simple'::regconfig, ${search})::text, '''( &|$)', ''':*\\1', 'g')::tsquery`;
const SORT_COLUMNS = { created_at: contacts.createdAt, email: contacts.email, last_name: contacts.lastName } as const;

// contactsRepo holds the audience queries.
export function contactsRepo(db: Db) {
  function filters(workspaceId: string, q: Omit<ListQuery, 'sort' | 'order' | 'after' | 'limit'>): SQL[] {
    const where: SQL[] = [eq(contacts.workspaceId, workspaceId)];
    if (q.status) where.push(eq(contacts.status, q.status as ContactRow['status']));
    if (q.tag) where.push(tagsContain(contacts.tags, q.tag));
    if (q.listId)
      where.push(
        sql`exists (select 1 from list_members m where m.contact_id = ${contacts.id} and m.list_id = ${q.listId} and m.workspace_id = ${workspaceId} and m.status <> 'unsubscribed')`,
      );
    if (q.segment) where.push(q.segment);
    if (q.search) where.push(sql`${searchVector(contacts)} @@ ${prefixQuery(q.search)}`);
    return where;
  }

  return {
    /** The workspace's name: the sender a recipient sees on the public preferences page. */
    async workspaceName(workspaceId: string): Promise<string> {
      const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
      return row?.name ?? '';
    },
    /** Inserts a contact (undefined when the address is one already); refused past the plan's contact limit (402). */
    async insert(workspaceId: string, row: NewContact): Promise<ContactRow | undefined> {
      return db.transaction(async (tx) => {
        await reserveContacts(tx, workspaceId, [row.email]);
        const [created] = await tx
          .insert(contacts)
          .values({ ...row, workspaceId })
          .onConflictDoNothing()
          .returning();
        return created;
      });
    },
    async find(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
      return row;
    },
    /** Personalisation variables of contacts by id (the sender loads a batch at once). */
    /**
     * Finds or creates the contacts for these people (by lower-cased email) and returns their ids. A new one's name is
     * split by the shared rule (`splitPersonName`), or kept whole as the first name (`wholeName`: a display name typed
     * in an address list greets as typed); `subscribed` says whether the way it arrived is an opt-in (a campaign's typed
     * recipients) or not (a CRM lead: non_subscribed, so campaigns skip it until it subscribes). An existing contact
     * keeps its status and name. Creates none, with PLAN_CONTACT_LIMIT (402), when the new ones would pass the plan's limit.
     */
    async ensureContacts(
      workspaceId: string,
      people: { email: string; name: string }[],
      consent: { source: string; subscribed: boolean; wholeName?: boolean },
    ) {
      const ids = new Map<string, string>();
      if (!people.length) return ids;
      const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p.name]));
      const values = [...byEmail].map(([email, name]) => {
        const { firstName, lastName } = consent.wholeName ? { firstName: name.trim(), lastName: '' } : splitPersonName(name);
        return {
          workspaceId,
          email,
          firstName: firstName || null,
          lastName: lastName || null,
          status: consent.subscribed ? ('subscribed' as const) : ('non_subscribed' as const),
          consentSource: consent.source,
          consentAt: consent.subscribed ? new Date() : null,
        };
      });
      await db.transaction(async (tx) => {
        await reserveContacts(tx, workspaceId, [...byEmail.keys()]);
        for (let i = 0; i < values.length; i += 1000) {
          await tx
            .insert(contacts)
            .values(values.slice(i, i + 1000))
            .onConflictDoNothing();
        }
        const emails = JSON.stringify([...byEmail.keys()]);
        const rows = await tx
          .select({ id: contacts.id, email: contacts.email })
          .from(contacts)
          .where(and(eq(contacts.workspaceId, workspaceId), sql`${contacts.email} in (select value from jsonb_array_elements_text(${emails}::jsonb))`));
        for (const r of rows) ids.set(r.email, r.id);
      });
      return ids;
    },
    async personalisation(ids: string[]) {
      if (!ids.length) return new Map<string, Record<string, unknown>>();
      const rows = await db.select().from(contacts).where(inArray(contacts.id, ids));
      return new Map(
        rows.map((c) => [
          c.id,
          {
            id: c.id,
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
          },
        ]),
      );
    },
    /** Only for signed public links: the token proves which contact is meant. */
    async findById(id: string) {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
      return row;
    },
    async findByEmail(workspaceId: string, email: string) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.email, email.toLowerCase())));
      return row;
    },
    async update(workspaceId: string, id: string, patch: Partial<NewContact>) {
      const [row] = await db
        .update(contacts)
        .set(patch)
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)))
        .returning();
      return row;
    },
    async setStatusByEmail(workspaceId: string, email: string, status: ContactRow['status']) {
      const [row] = await db
        .update(contacts)
        .set({ status })
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.email, email)))
        .returning();
      return row;
    },
    async addSoftBounce(workspaceId: string, email: string) {
      const [row] = await db
        .update(contacts)
        .set({ softBounces: sql`${contacts.softBounces} + 1` })
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.email, email)))
        .returning();
      return row;
    },
    async remove(workspaceId: string, ids: string[]) {
      const rows = await db
        .delete(contacts)
        .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, ids)))
        .returning({ id: contacts.id });
      return rows.length;
    },
    async addTag(workspaceId: string, ids: string[], tag: string) {
      const rows = await db
        .update(contacts)
        .set({ tags: sql`array(select distinct unnest(${contacts.tags} || array[${tag}]::text[]))` })
        .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, ids)))
        .returning({ id: contacts.id });
      return rows.length;
    },
    async removeTag(workspaceId: string, ids: string[], tag: string) {
      const rows = await db
        .update(contacts)
        .set({ tags: sql`array_remove(${contacts.tags}, ${tag})` })
        .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, ids)))
        .returning({ id: contacts.id });
      return rows.length;
    },

    /** One keyset page: rows after the cursor in the chosen order, plus one extra to tell whether more exist. */
    async page(workspaceId: string, q: ListQuery) {
      const col = SORT_COLUMNS[q.sort];
      const where = filters(workspaceId, q);
      if (q.after) {
        const cmp = q.order === 'asc' ? gt : lt;
        const v = q.after.value;
        if (q.sort === 'created_at') {
          where.push(sql`(${contacts.createdAt}, ${contacts.id}) ${sql.raw(q.order === 'asc' ? '>' : '<')} (${v}::timestamptz, ${q.after.id}::uuid)`);
        } else if (q.sort === 'email') {
          where.push(sql`(${contacts.email}, ${contacts.id}) ${sql.raw(q.order === 'asc' ? '>' : '<')} (${v ?? ''}, ${q.after.id}::uuid)`);
        } else if (v === null) {
          where.push(and(sql`${col} is null`, cmp(contacts.id, q.after.id)) as SQL);
        } else {
          where.push(sql`(coalesce(${col}, ''), ${contacts.id}) ${sql.raw(q.order === 'asc' ? '>' : '<')} (${v}, ${q.after.id}::uuid)`);
        }
      }
      const dir = q.order === 'asc' ? asc : desc;
      // email is NOT NULL, so it sorts by the column itself (served by the unique index)
      const indexed = q.sort === 'created_at' ? sql`${contacts.createdAt}` : q.sort === 'email' ? sql`${contacts.email}` : sql`coalesce(${col}, '')`;
      // a search holding an address ("ali@", "ali.kaya@firma.com") matches a handful of contacts, but the statistics cannot tell a
      // prefix of a unique address from a common word: ordering by an expression no index provides (same order) makes the planner
      // find the matches through contacts_search_idx and sort them, instead of walking the whole order index filtering every row
      const orderCol =
        q.search && /[^\s@]@/.test(q.search) ? (q.sort === 'created_at' ? sql`(${indexed} + interval '0 seconds')` : sql`(${indexed} || '')`) : indexed;
      // the cursor keeps created_at to the microsecond (a JS Date would round it to milliseconds and skip rows)
      const rows = await db
        .select({ row: contacts, exactCreatedAt: sql<string>`${contacts.createdAt}::text` })
        .from(contacts)
        .where(and(...where))
        .orderBy(dir(orderCol), dir(contacts.id))
        .limit(q.limit + 1);
      return rows.map((r) => Object.assign(r.row, { exactCreatedAt: r.exactCreatedAt }));
    },
    async count(workspaceId: string, q: Omit<ListQuery, 'sort' | 'order' | 'after' | 'limit'>) {
      const [row] = await db
        .select({ n: count() })
        .from(contacts)
        .where(and(...filters(workspaceId, q)));
      return Number(row.n);
    },
    async countByStatus(workspaceId: string) {
      return db.select({ status: contacts.status, n: count() }).from(contacts).where(eq(contacts.workspaceId, workspaceId)).groupBy(contacts.status);
    },

    async listsOf(workspaceId: string, contactId: string) {
      return db
        .select({ id: lists.id, name: lists.name, status: listMembers.status })
        .from(listMembers)
        .innerJoin(lists, and(eq(lists.id, listMembers.listId), eq(lists.workspaceId, listMembers.workspaceId)))
        .where(and(eq(listMembers.workspaceId, workspaceId), eq(listMembers.contactId, contactId)))
        .orderBy(lists.name);
    },
    /** Adds members (ignoring those already in); returns how many were added. */
    async addMembers(workspaceId: string, listId: string, contactIds: string[], status: 'pending' | 'confirmed') {
      if (!contactIds.length) return 0;
      const rows = await db
        .insert(listMembers)
        .values(contactIds.map((contactId) => ({ listId, contactId, workspaceId, status, confirmedAt: status === 'confirmed' ? new Date() : null })))
        .onConflictDoNothing()
        .returning({ id: listMembers.contactId });
      return rows.length;
    },
    async removeMembers(workspaceId: string, listId: string, contactIds: string[]) {
      const rows = await db
        .delete(listMembers)
        .where(and(eq(listMembers.workspaceId, workspaceId), eq(listMembers.listId, listId), inArray(listMembers.contactId, contactIds)))
        .returning({ id: listMembers.contactId });
      return rows.length;
    },
    async setMembership(workspaceId: string, listId: string, contactId: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
      const now = new Date();
      await db
        .insert(listMembers)
        .values({
          listId,
          contactId,
          workspaceId,
          status,
          confirmedAt: status === 'confirmed' ? now : null,
          unsubscribedAt: status === 'unsubscribed' ? now : null,
        })
        .onConflictDoUpdate({
          target: [listMembers.listId, listMembers.contactId],
          set: { status, ...(status === 'confirmed' ? { confirmedAt: now } : {}), ...(status === 'unsubscribed' ? { unsubscribedAt: now } : {}) },
        });
    },
    /**
     * Makes the contact a pending member awaiting its double opt-in confirmation and claims the confirmation mail: true
     * when one may go out now, false when the member is confirmed already or a confirmation went out in the last
     * `withinMs` (one statement, so concurrent subscribes claim at most one mail).
     */
    async claimConfirmation(workspaceId: string, listId: string, contactId: string, withinMs: number) {
      const since = new Date(Date.now() - withinMs);
      const rows = await db
        .insert(listMembers)
        .values({ listId, contactId, workspaceId, status: 'pending', confirmationSentAt: new Date() })
        .onConflictDoUpdate({
          target: [listMembers.listId, listMembers.contactId],
          set: { status: 'pending', confirmationSentAt: new Date() },
          setWhere: and(sql`${listMembers.status} <> 'confirmed'`, or(isNull(listMembers.confirmationSentAt), lt(listMembers.confirmationSentAt, since))),
        })
        .returning({ id: listMembers.contactId });
      return rows.length > 0;
    },
    async unsubscribeAllLists(workspaceId: string, contactId: string) {
      await db
        .update(listMembers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(and(eq(listMembers.workspaceId, workspaceId), eq(listMembers.contactId, contactId)));
    },
    /** Keeps only ids that belong to the workspace. */
    async ownedIds(workspaceId: string, ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, ids)));
      return rows.map((r) => r.id);
    },

    async suppress(workspaceId: string, email: string, reason: 'unsubscribed' | 'bounced' | 'complained' | 'manual', source: string) {
      await db
        .insert(suppressions)
        .values({ workspaceId, email: email.toLowerCase(), reason, source })
        .onConflictDoUpdate({
          target: [suppressions.workspaceId, suppressions.email],
          set: { reason, source, createdAt: new Date() },
        });
    },
    async unsuppress(workspaceId: string, email: string) {
      const rows = await db
        .delete(suppressions)
        .where(and(eq(suppressions.workspaceId, workspaceId), eq(suppressions.email, email.toLowerCase())))
        .returning({ e: suppressions.email });
      return rows.length > 0;
    },
    async suppressedAmong(workspaceId: string, emails: string[]) {
      if (!emails.length) return new Set<string>();
      const rows = await db
        .select({ email: suppressions.email })
        .from(suppressions)
        .where(
          and(
            eq(suppressions.workspaceId, workspaceId),
            inArray(
              suppressions.email,
              emails.map((e) => e.toLowerCase()),
            ),
          ),
        );
      return new Set(rows.map((r) => r.email));
    },
    async listSuppressions(workspaceId: string, limit: number, offset: number, search?: string) {
      const where = and(eq(suppressions.workspaceId, workspaceId), search ? ilike(suppressions.email, `%${likeEscape(search.toLowerCase())}%`) : undefined);
      const [items, [{ total }]] = await Promise.all([
        db.select().from(suppressions).where(where).orderBy(desc(suppressions.createdAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(suppressions).where(where),
      ]);
      return { items, total: Number(total) };
    },

    /** Records events; a campaign id that is not a campaign of the event's workspace (a webhook or a link naming
     * another tenant's campaign, or a deleted one) is dropped and the event kept, so it can never show up there. */
    async addEvents(rows: (typeof engagementEvents.$inferInsert)[]) {
      if (!rows.length) return;
      const named = [...new Set(rows.flatMap((r) => (r.campaignId ? [r.campaignId] : [])))];
      const owned = new Set<string>();
      if (named.length) {
        const { rows: found } = await db.execute<{ k: string }>(sql`
          select workspace_id::text || ':' || id::text as k from campaigns
          where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(named)}::jsonb))`);
        for (const f of found) owned.add(f.k);
      }
      const scoped = rows.map((r) => (r.campaignId && !owned.has(`${r.workspaceId}:${r.campaignId}`) ? { ...r, campaignId: null } : r));
      await db.insert(engagementEvents).values(scoped);
    },
    async recentEvents(workspaceId: string, contactId: string, limit: number) {
      return db
        .select()
        .from(engagementEvents)
        .where(and(eq(engagementEvents.workspaceId, workspaceId), eq(engagementEvents.contactId, contactId)))
        .orderBy(desc(engagementEvents.occurredAt))
        .limit(limit);
    },
  };
}
