// Tenant isolation of references: every record id a signed-in caller names in a JSON body or a query string (by
// the API's field-name convention: contactId, listIds, templateId, stageId, …, at any depth, e.g. inside segment
// rules) must belong to the caller's workspace, or the request ends with 404 before the route runs. Services keep
// their own checks; this one makes a forgotten check, or a new route, unable to store or reveal another workspace's
// record. Bulk selections (contactIds, leadIds) are not references but filters, scoped by the services' WHERE.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { MessageKey } from '@ulak/shared';
import type { Database } from '../db/client.js';
import { AppError } from './errors.js';

/** `members`: the ids are users, owned when they are members of the workspace (home or joined, not removed). */
type Target = { table: string; code: MessageKey; members?: true };

/** Field name → the workspace-scoped table its ids point into, and the code of the 404 when one is missing. */
export const REFERENCE_FIELDS: Record<string, Target> = {
  contactId: { table: 'contacts', code: 'REFERENCE_NOT_FOUND' },
  listId: { table: 'lists', code: 'LIST_NOT_FOUND' },
  listIds: { table: 'lists', code: 'LIST_NOT_FOUND' },
  segmentId: { table: 'segments', code: 'SEGMENT_NOT_FOUND' },
  segmentIds: { table: 'segments', code: 'SEGMENT_NOT_FOUND' },
  templateId: { table: 'templates', code: 'REFERENCE_NOT_FOUND' },
  campaignId: { table: 'campaigns', code: 'REFERENCE_NOT_FOUND' },
  leadId: { table: 'leads', code: 'REFERENCE_NOT_FOUND' },
  dealId: { table: 'deals', code: 'REFERENCE_NOT_FOUND' },
  companyId: { table: 'crm_companies', code: 'REFERENCE_NOT_FOUND' },
  crmCompanyId: { table: 'crm_companies', code: 'REFERENCE_NOT_FOUND' },
  stageId: { table: 'pipeline_stages', code: 'REFERENCE_NOT_FOUND' },
  customerId: { table: 'invoice_customers', code: 'INVOICE_CUSTOMER_NOT_FOUND' },
  assignedTo: { table: 'users', code: 'REFERENCE_NOT_FOUND', members: true },
  senderIdentityId: { table: 'sender_identities', code: 'SENDER_IDENTITY_NOT_FOUND' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Bodies are bounded (1 MB), but a walk over a hostile one stops after this many values. */
const MAX_VISITED = 100_000;

export type Reference = { field: string; path: string; id: string };

// collectReferences lists the reference ids (by field name) found anywhere in a parsed body or query.
export function collectReferences(value: unknown, root: string): Reference[] {
  const found: Reference[] = [];
  const stack: [unknown, string][] = [[value, root]];
  for (let visited = 0; stack.length && visited < MAX_VISITED; visited++) {
    const [v, path] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    for (const [key, child] of Object.entries(v)) {
      const childPath = `${path}.${key}`;
      const target = Array.isArray(v) ? undefined : REFERENCE_FIELDS[key];
      const ids = target ? (Array.isArray(child) ? child : [child]) : [];
      for (const id of ids) if (typeof id === 'string' && UUID.test(id)) found.push({ field: key, path: childPath, id: id.toLowerCase() });
      if (typeof child === 'object' && child !== null) stack.push([child, childPath]);
    }
  }
  return found;
}

// assertReferencesOwned throws the field's 404 unless every referenced id is a row of the workspace.
export async function assertReferencesOwned(database: Database, workspaceId: string, refs: Reference[]) {
  const byTable = new Map<string, Reference[]>();
  for (const r of refs) {
    const table = REFERENCE_FIELDS[r.field].table;
    byTable.set(table, [...(byTable.get(table) ?? []), r]);
  }
  for (const [table, list] of byTable) {
    const ids = [...new Set(list.map((r) => r.id))];
    // the table name comes from the constant map above, never from the request; users are the workspace's members
    // (the rule of workspaceMemberIds in settings.schema.ts: home workspace unless removed, or joined and not removed)
    const members = REFERENCE_FIELDS[list[0].field].members;
    const { rows } = await database.query(
      members
        ? `select u.id::text as id from users u where u.id = any($2::uuid[]) and case when u.workspace_id = $1
             then not exists (select 1 from workspace_members m where m.workspace_id = $1 and m.user_id = u.id and m.removed_at is not null)
             else exists (select 1 from workspace_members m where m.workspace_id = $1 and m.user_id = u.id and m.removed_at is null) end`
        : `select id::text as id from ${table} where workspace_id = $1 and id = any($2::uuid[])`,
      [workspaceId, ids],
    );
    const owned = new Set(rows.map((row) => String((row as { id: string }).id)));
    const missing = list.find((r) => !owned.has(r.id));
    if (missing) {
      const target = REFERENCE_FIELDS[missing.field];
      throw new AppError(404, target.code, { field: missing.field }, undefined);
    }
  }
}

type Hook = (req: FastifyRequest) => Promise<void>;

// registerReferenceGuard appends the workspace check to every route's preHandler chain, after its guards ran.
export function registerReferenceGuard(app: FastifyInstance, database: Database) {
  const check: Hook = async (req) => {
    const workspaceId = req.auth?.workspaceId;
    if (!workspaceId) return;
    const multipart = String(req.headers['content-type'] ?? '').startsWith('multipart/');
    const refs = [...collectReferences(req.query, 'querystring'), ...(multipart ? [] : collectReferences(req.body, 'body'))];
    if (refs.length) await assertReferencesOwned(database, workspaceId, refs);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const pre = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    (route as { preHandler?: unknown }).preHandler = [...pre, check];
  });
}
