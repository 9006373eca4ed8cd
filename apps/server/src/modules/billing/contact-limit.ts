// The plan's contact limit, counted from the database. Every statement that creates contacts (API, import, public
// subscribe, campaign recipients, CRM) runs in a transaction that first takes the workspace's contact lock here, so two
// concurrent creators cannot both take the last free place.
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { PLANS, findPlan, formatNumber, type Plan } from '@ulak/shared';
import type * as schema from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** A connection or a transaction. */
export type Conn = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The workspace's plan, its contact limit (null: unlimited), the contacts it holds and the places left. */
export type ContactRoom = { plan: Plan; limit: number | null; used: number; free: number };

// countContacts counts the workspace's contacts.
async function countContacts(db: Conn, workspaceId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from contacts where workspace_id = ${workspaceId}::uuid`);
  return Number(rows[0].n);
}

// planOfWorkspace is the plan the workspace's subscription names (free without one).
export async function planOfWorkspace(db: Conn, workspaceId: string): Promise<Plan> {
  const { rows } = await db.execute<{ plan_type: string }>(sql`select plan_type from subscriptions where workspace_id = ${workspaceId}::uuid`);
  return (rows[0] && findPlan(rows[0].plan_type)) || PLANS[0];
}

// lockContactRoom reads the plan's limit and, when there is one, takes the workspace's contact lock (a
// transaction-level advisory lock: call it inside a transaction, the next creator then counts this one's contacts)
// and counts its contacts. An unlimited plan takes no lock and counts nothing.
export async function lockContactRoom(tx: Conn, workspaceId: string): Promise<ContactRoom> {
  const plan = await planOfWorkspace(tx, workspaceId);
  if (plan.contactLimit === null) return { plan, limit: null, used: 0, free: Number.POSITIVE_INFINITY };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ulak:contacts:${workspaceId}`}, 0))`);
  const used = await countContacts(tx, workspaceId);
  return { plan, limit: plan.contactLimit, used, free: Math.max(0, plan.contactLimit - used) };
}

// existingEmails returns which of these (lower-cased) addresses are already contacts of the workspace.
export async function existingEmails(db: Conn, workspaceId: string, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const { rows } = await db.execute<{ email: string }>(sql`
    select email from contacts where workspace_id = ${workspaceId}::uuid
      and email in (select value from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`);
  return new Set(rows.map((r) => r.email));
}

// contactLimitError is the 402 refusing contacts past the plan's limit (with the limit and the plan's name).
export function contactLimitError(room: Pick<ContactRoom, 'plan' | 'limit'>): AppError {
  const limit = room.limit ?? 0;
  return new AppError(402, 'PLAN_CONTACT_LIMIT', { limit: (lang) => formatNumber(limit, lang), plan: room.plan.name });
}

// reserveContacts makes room for these addresses inside a transaction: it locks the workspace's contact count and
// throws PLAN_CONTACT_LIMIT (402) when the addresses that are not contacts yet would pass the plan's limit.
export async function reserveContacts(tx: Conn, workspaceId: string, emails: string[]): Promise<ContactRoom> {
  const room = await lockContactRoom(tx, workspaceId);
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (room.limit === null || unique.length <= room.free) return room;
  const known = await existingEmails(tx, workspaceId, unique);
  if (unique.length - known.size > room.free) throw contactLimitError(room);
  return room;
}
