// SQL of the automation module; every query is scoped by workspace. Besides its own tables it READS (never writes)
// three sources of other modules, by id or watermark, for its trigger sweeps: contacts (new contacts, date attributes,
// a contact by email), tracking_events joined to deliveries (human opens and clicks) — documented in docs/automation.md.
// It writes none of theirs: an automation email's delivery record is written through the campaigns front door
// (campaigns/automation-deliveries.ts), so plan usage, tracking and analytics count it as they count campaigns.
import { sql, type SQL } from 'drizzle-orm';
import type { WorkflowGraph } from '@ulak/shared';
import type { Db } from '../../db/client.js';

export type Tx = Pick<Db, 'execute' | 'transaction'>;

/**
 * A click is judged human or machine for a few seconds after it is recorded: a link scanner's request for the honeypot
 * link, or its clicks on the message's other links, can turn it machine (tracking's scanner window, 5 s, plus its write
 * buffer). Triggers, waits, goals and conditions act on clicks this much older than their time only.
 */
export const CLICK_SETTLE_MS = 30_000;
export type Row = Record<string, unknown>;

// rows runs one statement and returns its rows.
export async function rows<T = Row>(db: Tx, q: SQL): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows: T[] };
  return r.rows;
}

export type WorkflowRow = {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  category: string;
  status: 'active' | 'paused' | 'draft';
  draft: WorkflowGraph;
  dirty: boolean;
  current_version_id: string | null;
  entry_rule: 'once' | 'again_after' | 'every_time';
  reentry_days: number | null;
  goal: 'none' | 'purchase_made' | 'link_clicked';
  quiet_start: number | null;
  quiet_end: number | null;
  cursor: Record<string, string | number>;
  created_at: Date;
  updated_at: Date;
};
export type VersionRow = { id: string; workflow_id: string; workspace_id: string; version: number; graph: WorkflowGraph; trigger_kind: string };
export type RunRow = {
  id: string;
  workspace_id: string;
  workflow_id: string;
  version_id: string;
  contact_id: string;
  entry_key: string;
  status: 'waiting' | 'completed' | 'exited' | 'failed';
  current_node: string | null;
  iteration: number;
  wake_at: Date | null;
  attempts: number;
  skip_overdue: boolean;
  context: Record<string, unknown>;
  started_at: Date;
};
export type SettingsRow = {
  daily_max_runs: number;
  concurrent_workflows: number;
  step_timeout_minutes: number;
  retries: number;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  frequency_cap_per_day: number | null;
  event_key_prefix: string | null;
};

/** A send step's execution: run, node and iteration (its outbox idempotency key is `run:node:iteration`). */
import type { EmailRef } from '../campaigns/index.js';

export type { EmailRef };

/** The step of an outbox idempotency key `run:node:iteration` (a node id may itself contain ':'). */
export function stepRef(key: string): EmailRef {
  const first = key.indexOf(':');
  const last = key.lastIndexOf(':');
  return { runId: key.slice(0, first), nodeId: key.slice(first + 1, last), iteration: Number(key.slice(last + 1)) };
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

export type RunPatch = Partial<{
  status: string;
  current_node: string | null;
  iteration: number;
  wake_at: Date | null;
  attempts: number;
  last_error: string | null;
  exit_reason: string | null;
  skip_overdue: boolean;
  finished_at: Date | null;
  version_id: string;
  context: Record<string, unknown>;
}>;
export type StepInsert = {
  runId: string;
  workspaceId: string;
  nodeId: string;
  kind: string;
  iteration: number;
  status: string;
  detail: string | null;
  attempts: number;
};
/** A shop event to store (POST /api/events), for a contact named by id or email. */
export type EventInsert = {
  workspaceId: string;
  contact: { id: string } | { email: string };
  type: string;
  externalId: string;
  amountMinor: number | null;
  currency: string | null;
  properties: Row;
  at: Date;
};
export type OutboxInsert = {
  workspaceId: string;
  runId: string;
  workflowId: string;
  nodeId: string;
  contactId: string;
  key: string;
  kind: string;
  payload: Row;
};

// runSets is the SET list of a run update. The segment membership mark belongs to the trigger sweep
// (markSegmentLeavers): the engine's own context writes, made from the copy it leased, keep the row's mark as it is now.
function runSets(patch: RunPatch) {
  const sets = Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) =>
      k === 'context'
        ? sql`context = (${JSON.stringify(v)}::jsonb - 'segmentLeftAt') || jsonb_strip_nulls(jsonb_build_object('segmentLeftAt', automation_runs.context->'segmentLeftAt'))`
        : sql`${sql.identifier(k)} = ${v}`,
    );
  return sql.join(sets, sql`, `);
}

// automationRepo holds the module's SQL.
export function automationRepo(db: Db) {
  /** Shows what became of a send in its run's history: sent (done), skipped with the reason, or failed with the error. */
  async function settleStep(key: string, status: 'done' | 'skipped' | 'failed', detail: string) {
    const { runId, nodeId, iteration } = stepRef(key);
    await db.execute(
      sql`update automation_steps set status = ${status}, detail = ${detail.slice(0, 500)} where run_id = ${runId} and node_id = ${nodeId} and iteration = ${iteration}`,
    );
  }
  return {
    db,
    /**
     * Contacts matching a segment's condition (contacts/segment-sql.ts, over `contacts`) that may enter, in id order after
     * `afterId`, with the number of runs they already have in this workflow. Once per contact: those with no run of this
     * workflow. With re-entry: those none of whose runs is still "in" the segment (every run marked `segmentLeftAt`).
     */
    async segmentCandidates(workspaceId: string, workflowId: string, condition: SQL, afterId: string, limit: number, reentry = false) {
      const still = reentry ? sql`and not (r.context ? 'segmentLeftAt')` : sql``;
      return rows<{ id: string; entries: number }>(
        db,
        sql`select contacts.id, (select count(*) from automation_runs e where e.workflow_id = ${workflowId} and e.contact_id = contacts.id)::int as entries
            from contacts where contacts.workspace_id = ${workspaceId} and contacts.id > ${afterId} and ${condition}
            and not exists (select 1 from automation_runs r where r.workflow_id = ${workflowId} and r.contact_id = contacts.id ${still})
            order by contacts.id limit ${limit}`,
      );
    },
    /**
     * The segment membership of a re-entry workflow, kept in its runs' context: the runs of contacts that no longer match
     * the segment are marked `segmentLeftAt`, so a contact whose runs are all marked enters again when it matches again.
     * Returns how many runs were marked.
     */
    async markSegmentLeavers(workspaceId: string, workflowId: string, condition: SQL, at: Date) {
      const marked = await rows(
        db,
        sql`update automation_runs r set context = r.context || jsonb_build_object('segmentLeftAt', ${at.toISOString()}::text)
            where r.workspace_id = ${workspaceId} and r.workflow_id = ${workflowId} and not (r.context ? 'segmentLeftAt')
              and not exists (select 1 from contacts where contacts.workspace_id = ${workspaceId} and contacts.id = r.contact_id and ${condition})
            returning r.id`,
      );
      return marked.length;
    },
    /** A contact matched the segment again but its entry rule refused a run (again_after, too soon): it counts as in the
     * segment again, so only a later leave-and-match enters it. */
    async segmentRejoined(workspaceId: string, workflowId: string, contactId: string) {
      await db.execute(
        sql`update automation_runs set context = context - 'segmentLeftAt'
            where workspace_id = ${workspaceId} and workflow_id = ${workflowId} and contact_id = ${contactId}`,
      );
    },
    /** Whether a contact matches a segment's condition. */
    async inSegment(workspaceId: string, contactId: string, condition: SQL) {
      return (
        (await rows(db, sql`select 1 from contacts where contacts.workspace_id = ${workspaceId} and contacts.id = ${contactId} and ${condition}`)).length > 0
      );
    },
    /** Names of the workflows (active or paused) whose current version has a step pointing at this template or list. */
    async usedBy(workspaceId: string, field: 'templateId' | 'listId', id: string) {
      const found = await rows<{ name: string }>(
        db,
        sql`select w.name from automation_workflows w join automation_versions v on v.id = w.current_version_id
            where w.workspace_id = ${workspaceId} and w.status <> 'draft'
              and exists (select 1 from jsonb_array_elements(v.graph->'nodes') n where n->'data'->>${field} = ${id})
            order by w.name limit 10`,
      );
      return found.map((r) => r.name);
    },
    async workflows(workspaceId: string) {
      return rows<WorkflowRow>(db, sql`select * from automation_workflows where workspace_id = ${workspaceId} order by created_at desc, id`);
    },
    async workflow(workspaceId: string, id: string, tx: Tx = db) {
      const [w] = await rows<WorkflowRow>(tx, sql`select * from automation_workflows where workspace_id = ${workspaceId} and id = ${id}`);
      return w;
    },
    async insertWorkflow(
      workspaceId: string,
      w: {
        name: string;
        description: string;
        category: string;
        draft: WorkflowGraph;
        entryRule: string;
        reentryDays: number | null;
        goal: string;
        quietStart: number | null;
        quietEnd: number | null;
      },
    ) {
      const [row] = await rows<WorkflowRow>(
        db,
        sql`insert into automation_workflows (workspace_id, name, description, category, draft, entry_rule, reentry_days, goal, quiet_start, quiet_end)
            values (${workspaceId}, ${w.name}, ${w.description}, ${w.category}, ${json(w.draft)}, ${w.entryRule}, ${w.reentryDays}, ${w.goal}, ${w.quietStart}, ${w.quietEnd})
            returning *`,
      );
      return row;
    },
    async updateWorkflow(
      workspaceId: string,
      id: string,
      patch: Partial<{
        name: string;
        description: string;
        category: string;
        draft: WorkflowGraph;
        entry_rule: string;
        reentry_days: number | null;
        goal: string;
        quiet_start: number | null;
        quiet_end: number | null;
        status: string;
        dirty: boolean;
        current_version_id: string;
        cursor: Record<string, unknown>;
      }>,
      tx: Tx = db,
    ) {
      const sets = Object.entries(patch)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => sql`${sql.identifier(k)} = ${k === 'draft' || k === 'cursor' ? json(v) : v}`);
      if (!sets.length) return this.workflow(workspaceId, id, tx);
      const [row] = await rows<WorkflowRow>(
        tx,
        sql`update automation_workflows set ${sql.join(sets, sql`, `)}, updated_at = now() where workspace_id = ${workspaceId} and id = ${id} returning *`,
      );
      return row;
    },
    async deleteWorkflow(workspaceId: string, id: string) {
      return (await rows(db, sql`delete from automation_workflows where workspace_id = ${workspaceId} and id = ${id} returning id`)).length > 0;
    },
    async version(id: string, tx: Tx = db) {
      const [v] = await rows<VersionRow>(tx, sql`select * from automation_versions where id = ${id}`);
      return v;
    },
    async insertVersion(tx: Tx, w: WorkflowRow, graph: WorkflowGraph, triggerKind: string) {
      const [v] = await rows<VersionRow>(
        tx,
        sql`insert into automation_versions (workflow_id, workspace_id, version, graph, trigger_kind)
            values (${w.id}, ${w.workspace_id}, (select coalesce(max(version), 0) + 1 from automation_versions where workflow_id = ${w.id}), ${json(graph)}, ${triggerKind})
            returning *`,
      );
      return v;
    },
    /** Active workflows with their current version, across workspaces (the trigger sweep). */
    async activeWorkflows(tx: Tx = db) {
      return rows<WorkflowRow & { graph: WorkflowGraph; trigger_kind: string; version: number }>(
        tx,
        sql`select w.*, v.graph, v.trigger_kind, v.version from automation_workflows w join automation_versions v on v.id = w.current_version_id where w.status = 'active' order by w.id`,
      );
    },
    async countActive(workspaceId: string) {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from automation_workflows where workspace_id = ${workspaceId} and status = 'active'`,
      );
      return r.n;
    },
    async settings(workspaceId: string, tx: Tx = db): Promise<SettingsRow> {
      const [r] = await rows<SettingsRow>(tx, sql`select * from automation_settings where workspace_id = ${workspaceId}`);
      return (
        r ?? {
          daily_max_runs: 10_000,
          concurrent_workflows: 50,
          step_timeout_minutes: 30,
          retries: 3,
          time_zone: 'Europe/Istanbul',
          quiet_start: null,
          quiet_end: null,
          frequency_cap_per_day: null,
          event_key_prefix: null,
        }
      );
    },
    async saveSettings(workspaceId: string, patch: Record<string, unknown>) {
      await db.execute(sql`insert into automation_settings (workspace_id) values (${workspaceId}) on conflict (workspace_id) do nothing`);
      const sets = Object.entries(patch)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
      if (sets.length) await db.execute(sql`update automation_settings set ${sql.join(sets, sql`, `)}, updated_at = now() where workspace_id = ${workspaceId}`);
    },
    async workspaceByEventKey(hash: string) {
      const [r] = await rows<{ workspace_id: string }>(db, sql`select workspace_id from automation_settings where event_key_hash = ${hash}`);
      return r?.workspace_id;
    },
    async runsToday(workspaceId: string, day: string) {
      const [r] = await rows<{ runs: number }>(db, sql`select runs from automation_daily_counts where workspace_id = ${workspaceId} and day = ${day}`);
      return r?.runs ?? 0;
    },
    async lastRunStart(tx: Tx, workflowId: string, contactId: string) {
      const [r] = await rows<{ at: Date | null }>(
        tx,
        sql`select max(started_at) as at from automation_runs where workflow_id = ${workflowId} and contact_id = ${contactId}`,
      );
      return r?.at ? new Date(r.at) : null;
    },
    /**
     * Starts runs of a workflow for many contacts at once (a list's members, a page at a time), within the workspace's
     * daily maximum: its count for the day is locked first, so concurrent enrolments share what is left. Contacts with
     * a run under this entry key, or (againAfterDays) a run started within those days, are left out. Returns the ids
     * of the runs started. Runs in the caller's transaction.
     */
    async insertRuns(
      tx: Tx,
      r: {
        workspaceId: string;
        workflowId: string;
        versionId: string;
        contactIds: string[];
        entryKey: string;
        node: string | null;
        wakeAt: Date;
        context: Row;
      },
      limit: { day: string; max: number; againAfterDays?: number; now: Date },
    ) {
      const [count] = await rows<{ runs: number }>(
        tx,
        sql`insert into automation_daily_counts (workspace_id, day, runs) values (${r.workspaceId}, ${limit.day}, 0)
            on conflict (workspace_id, day) do update set runs = automation_daily_counts.runs returning runs`,
      );
      const room = Math.min(r.contactIds.length, limit.max - (count?.runs ?? 0));
      if (room <= 0) return [];
      const recent = limit.againAfterDays
        ? sql`and not exists (select 1 from automation_runs p where p.workflow_id = ${r.workflowId} and p.contact_id = c.id
                and p.started_at > ${new Date(limit.now.getTime() - limit.againAfterDays * 86_400_000)})`
        : sql``;
      const started = await rows<{ id: string }>(
        tx,
        sql`insert into automation_runs (workspace_id, workflow_id, version_id, contact_id, entry_key, current_node, wake_at, context, status)
            select ${r.workspaceId}::uuid, ${r.workflowId}::uuid, ${r.versionId}::uuid, c.id, ${r.entryKey}, ${r.node}, ${r.wakeAt}::timestamptz, ${json(r.context)}, 'waiting'
            from (select distinct value::uuid as id from jsonb_array_elements_text(${JSON.stringify(r.contactIds)}::jsonb)) c
            where not exists (select 1 from automation_runs e where e.workflow_id = ${r.workflowId} and e.contact_id = c.id and e.entry_key = ${r.entryKey}) ${recent}
            order by c.id limit ${room}
            on conflict (workflow_id, contact_id, entry_key) do nothing returning id`,
      );
      if (started.length)
        await tx.execute(sql`update automation_daily_counts set runs = runs + ${started.length} where workspace_id = ${r.workspaceId} and day = ${limit.day}`);
      return started.map((s) => s.id);
    },
    /** A page of a list's members (contact ids after `afterId`, in order), for enrolment. */
    async listMemberPage(workspaceId: string, listId: string, afterId: string, limit: number) {
      const found = await rows<{ contact_id: string }>(
        db,
        sql`select m.contact_id from list_members m join lists l on l.id = m.list_id
            where l.workspace_id = ${workspaceId} and m.list_id = ${listId} and m.contact_id > ${afterId}::uuid order by m.contact_id limit ${limit}`,
      );
      return found.map((m) => m.contact_id);
    },
    /**
     * Leases due runs of active workflows: claimed with FOR UPDATE SKIP LOCKED and moved to `leaseUntil`, so another
     * worker skips them; a worker that dies leaves them to be taken again when the lease ends.
     */
    async leaseDue(now: Date, limit: number, leaseUntil: Date) {
      return rows<RunRow>(
        db,
        sql`update automation_runs set wake_at = ${leaseUntil} where id in (
              select r.id from automation_runs r join automation_workflows w on w.id = r.workflow_id
              where r.status = 'waiting' and r.wake_at <= ${now} and w.status = 'active'
              order by r.wake_at limit ${limit} for update of r skip locked)
            returning *`,
      );
    },
    async updateRun(tx: Tx, id: string, patch: RunPatch) {
      await tx.execute(sql`update automation_runs set ${runSets(patch)} where id = ${id}`);
    },
    /**
     * Commits a node in one statement: its step row (unique per run, node and iteration), its outbox row (a send) and
     * the run's next state, the last two only when the step is new. A single statement is its own transaction, so the
     * three land together or not at all, as BEGIN … COMMIT around three statements would, in a third of the round
     * trips. Returns whether the step was new (false: recorded before, by a crashed pass or another worker). With
     * `always` the run moves on even when the step was recorded before (a wait or an exit taken again).
     */
    async commitStep(tx: Tx, s: StepInsert, run: { id: string; patch: RunPatch; always?: boolean }, outbox?: OutboxInsert) {
      const out = outbox
        ? sql`, o as (insert into automation_outbox (workspace_id, run_id, workflow_id, node_id, contact_id, idempotency_key, kind, payload)
                select ${outbox.workspaceId}::uuid, ${outbox.runId}::uuid, ${outbox.workflowId}::uuid, ${outbox.nodeId}, ${outbox.contactId}::uuid, ${outbox.key},
                       ${outbox.kind}, ${json(outbox.payload)} where exists (select 1 from s)
                on conflict (idempotency_key) do nothing)`
        : sql``;
      const [r] = await rows<{ fresh: boolean }>(
        tx,
        sql`with s as (insert into automation_steps (run_id, workspace_id, node_id, kind, iteration, status, detail, attempts)
              values (${s.runId}, ${s.workspaceId}, ${s.nodeId}, ${s.kind}, ${s.iteration}, ${s.status}, ${s.detail}, ${s.attempts})
              on conflict (run_id, node_id, iteration) do nothing returning id)${out},
            u as (update automation_runs set ${runSets(run.patch)} where id = ${run.id} ${run.always ? sql`` : sql`and exists (select 1 from s)`})
            select exists (select 1 from s) as fresh`,
      );
      return Boolean(r?.fresh);
    },
    /** Records a step once: undefined when (run, node, iteration) was already recorded (its detail is returned instead). */
    async recordStep(tx: Tx, s: StepInsert) {
      const inserted = await rows<{ id: number }>(
        tx,
        sql`insert into automation_steps (run_id, workspace_id, node_id, kind, iteration, status, detail, attempts)
            values (${s.runId}, ${s.workspaceId}, ${s.nodeId}, ${s.kind}, ${s.iteration}, ${s.status}, ${s.detail}, ${s.attempts})
            on conflict (run_id, node_id, iteration) do nothing returning id`,
      );
      if (inserted.length) return { fresh: true as const, detail: s.detail };
      const [old] = await rows<{ detail: string | null }>(
        tx,
        sql`select detail from automation_steps where run_id = ${s.runId} and node_id = ${s.nodeId} and iteration = ${s.iteration}`,
      );
      return { fresh: false as const, detail: old?.detail ?? null };
    },
    async priorStep(tx: Tx, runId: string, nodeId: string, iteration: number) {
      const [r] = await rows<{ status: string; detail: string | null }>(
        tx,
        sql`select status, detail from automation_steps where run_id = ${runId} and node_id = ${nodeId} and iteration = ${iteration}`,
      );
      return r;
    },
    async enqueue(tx: Tx, o: OutboxInsert) {
      const r = await rows(
        tx,
        sql`insert into automation_outbox (workspace_id, run_id, workflow_id, node_id, contact_id, idempotency_key, kind, payload)
            values (${o.workspaceId}, ${o.runId}, ${o.workflowId}, ${o.nodeId}, ${o.contactId}, ${o.key}, ${o.kind}, ${json(o.payload)})
            on conflict (idempotency_key) do nothing returning id`,
      );
      return r.length > 0;
    },
    async sentToday(tx: Tx, workspaceId: string, contactId: string, since: Date) {
      const [r] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from automation_outbox where workspace_id = ${workspaceId} and contact_id = ${contactId} and created_at >= ${since}`,
      );
      return r.n;
    },
    /** Claims outbox rows due for sending (pending, or stuck in sending past the lease). */
    async claimOutbox(tx: Tx, now: Date, limit: number, leaseMs: number) {
      return rows<{
        id: number;
        workspace_id: string;
        run_id: string;
        workflow_id: string;
        node_id: string;
        contact_id: string;
        idempotency_key: string;
        kind: string;
        payload: Row;
        attempts: number;
        status: string;
      }>(
        tx,
        sql`update automation_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs)}
            where id in (select id from automation_outbox where status in ('pending', 'sending') and next_attempt_at <= ${now} order by id limit ${limit} for update skip locked)
            returning *`,
      );
    },
    async outboxDone(id: number, status: 'sent' | 'skipped' | 'failed', info: { messageId?: string | null; error?: string | null }) {
      await db.execute(
        sql`update automation_outbox set status = ${status}, message_id = ${info.messageId ?? null}, error = ${info.error ?? null}, sent_at = case when ${status} = 'sent' then now() else null end where id = ${id}`,
      );
    },
    /** Shows a send that finally failed in its run's history (the key is run:node:iteration). */
    failStep: (key: string, error: string) => settleStep(key, 'failed', error),
    settleStep,
    async outboxRetry(id: number, at: Date, error: string) {
      await db.execute(sql`update automation_outbox set status = 'pending', next_attempt_at = ${at}, error = ${error} where id = ${id}`);
    },
    async markOverdue(workspaceId: string, workflowId: string, before: Date) {
      const r = await rows(
        db,
        sql`update automation_runs set skip_overdue = true where workspace_id = ${workspaceId} and workflow_id = ${workflowId} and status = 'waiting' and wake_at < ${before} returning id`,
      );
      return r.length;
    },
    /**
     * Stores a batch of shop events (of any workspaces) in one statement, as insertEvent does one: each contact looked
     * up in its workspace by id or email, each event inserted unless its external id is stored, and the new purchases'
     * runs ended (goal) or woken (event wait) in the same statement. The batch must not repeat a (workspace, external
     * id). Returns, in the batch's order, each event's contact (undefined: no such contact, nothing stored) and whether
     * it was inserted.
     */
    async insertEvents(batch: EventInsert[], now: Date) {
      const input = batch.map((e, i) => ({
        i,
        workspace_id: e.workspaceId,
        contact_id: 'id' in e.contact ? e.contact.id : null,
        email: 'email' in e.contact ? e.contact.email.toLowerCase() : null,
        type: e.type,
        external_id: e.externalId,
        amount_minor: e.amountMinor,
        currency: e.currency,
        properties: e.properties,
        occurred_at: e.at.toISOString(),
      }));
      const found = await rows<{ i: number; contact_id: string | null; inserted: boolean }>(
        db,
        sql`with x as (
              select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(i int, workspace_id uuid, contact_id uuid, email text, type text,
                external_id text, amount_minor bigint, currency text, properties jsonb, occurred_at timestamptz)),
            c as (
              select x.*, coalesce(
                (select id from contacts where contacts.workspace_id = x.workspace_id and contacts.id = x.contact_id),
                (select id from contacts where contacts.workspace_id = x.workspace_id and contacts.email = x.email limit 1)) as cid
              from x),
            ins as (
              insert into automation_events (workspace_id, contact_id, type, external_id, amount_minor, currency, properties, occurred_at)
              select workspace_id, cid, type, external_id, amount_minor, currency, coalesce(properties, '{}'::jsonb), occurred_at from c where cid is not null
              on conflict (workspace_id, external_id) do nothing returning workspace_id, external_id, contact_id, type),
            runs as (
              update automation_runs r set
                status = case when w.goal = 'purchase_made' then 'exited' else r.status end,
                exit_reason = case when w.goal = 'purchase_made' then 'goal' else r.exit_reason end,
                finished_at = case when w.goal = 'purchase_made' then ${now}::timestamptz else r.finished_at end,
                wake_at = case when w.goal = 'purchase_made' then null else ${now}::timestamptz end
              from automation_workflows w, (select distinct workspace_id, contact_id from ins where type = 'purchase') p
              where w.id = r.workflow_id and r.workspace_id = p.workspace_id and r.contact_id = p.contact_id and r.status = 'waiting'
                and (w.goal = 'purchase_made' or (r.context->'waitEvent' is not null and r.wake_at > ${now}::timestamptz)))
            select c.i, c.cid as contact_id,
                   exists (select 1 from ins where ins.workspace_id = c.workspace_id and ins.external_id = c.external_id) as inserted
            from c order by c.i`,
      );
      return found.map((r) => ({ contactId: r.contact_id ?? undefined, inserted: Boolean(r.inserted) }));
    },
    // ---- reads of other modules' tables (see the header)
    async contact(workspaceId: string, id: string, tx: Tx = db) {
      const [c] = await rows<{
        id: string;
        email: string;
        first_name: string | null;
        last_name: string | null;
        phone: string | null;
        company: string | null;
        status: string;
        tags: string[];
        attributes: Row;
        language: string | null;
      }>(
        tx,
        sql`select id, email, first_name, last_name, phone, company, status, tags, attributes, language from contacts where workspace_id = ${workspaceId} and id = ${id}`,
      );
      return c;
    },
    async contactIdByEmail(workspaceId: string, email: string) {
      const [c] = await rows<{ id: string }>(db, sql`select id from contacts where workspace_id = ${workspaceId} and email = ${email.toLowerCase()}`);
      return c?.id;
    },
    async suppressed(workspaceId: string, email: string) {
      return (await rows(db, sql`select 1 from suppressions where workspace_id = ${workspaceId} and email = ${email.toLowerCase()}`)).length > 0;
    },
    async ownedContacts(workspaceId: string, ids: string[]) {
      if (!ids.length) return [];
      return (
        await rows<{ id: string }>(
          db,
          sql`select id from contacts where workspace_id = ${workspaceId} and id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        )
      ).map((r) => r.id);
    },
    async newContacts(workspaceId: string, afterAt: string, afterId: string, limit: number) {
      return rows<{ id: string; created_at: Date }>(
        db,
        sql`select id, created_at from contacts where workspace_id = ${workspaceId} and (created_at, id) > (${afterAt}::timestamptz, ${afterId}::uuid) order by created_at, id limit ${limit}`,
      );
    },
    async maxTrackingId() {
      const [r] = await rows<{ id: string | null }>(db, sql`select max(id)::text as id from tracking_events`);
      return Number(r?.id ?? 0);
    },
    async trackingSince(workspaceId: string, afterId: number, type: 'open' | 'click', limit: number) {
      return rows<{
        id: string;
        contact_id: string | null;
        campaign_id: string | null;
        workflow_id: string | null;
        url: string | null;
        machine: boolean;
        occurred_at: Date;
      }>(
        db,
        sql`select te.id::text as id, d.contact_id, te.campaign_id, d.automation_workflow_id as workflow_id, te.url, te.machine, te.occurred_at
            from tracking_events te join deliveries d on d.id = te.delivery_id
            where te.workspace_id = ${workspaceId} and te.id > ${afterId} and te.type = ${type} order by te.id limit ${limit}`,
      );
    },
    async maxEventId() {
      const [r] = await rows<{ id: string | null }>(db, sql`select max(id)::text as id from automation_events`);
      return Number(r?.id ?? 0);
    },
    async eventsSince(workspaceId: string, afterId: number, type: 'cart' | 'purchase', limit: number) {
      return rows<{ id: string; contact_id: string; amount_minor: string | null; occurred_at: Date; external_id: string; has_purchase: boolean }>(
        db,
        sql`select e.id::text as id, e.contact_id, e.amount_minor::text as amount_minor, e.occurred_at, e.external_id,
                   exists (select 1 from automation_events p where p.workspace_id = e.workspace_id and p.contact_id = e.contact_id and p.type = 'purchase' and p.occurred_at >= e.occurred_at) as has_purchase
            from automation_events e where e.workspace_id = ${workspaceId} and e.id > ${afterId} and e.type = ${type} order by e.id limit ${limit}`,
      );
    },
    /** Contacts whose date attribute (YYYY-MM-DD…, or MM-DD for birthdays) falls on the given month-day or date. */
    async contactsByDate(workspaceId: string, attribute: string, match: { monthDay?: string; date?: string }, limit: number) {
      const v = sql`(attributes ->> ${attribute})`;
      const cond = match.monthDay ? sql`(substr(${v}, 6, 5) = ${match.monthDay} or ${v} = ${match.monthDay})` : sql`substr(${v}, 1, 10) = ${match.date}`;
      return rows<{ id: string }>(
        db,
        sql`select id from contacts where workspace_id = ${workspaceId} and attributes ? ${attribute} and ${cond} and status in ('subscribed', 'non_subscribed') limit ${limit}`,
      );
    },
    /** Contacts with no human open or click (nor creation) within the last `days` days; the key is their last activity day. */
    async inactiveContacts(workspaceId: string, before: Date, limit: number) {
      return rows<{ id: string; last: Date }>(
        db,
        sql`select c.id, coalesce(a.last, c.created_at) as last from contacts c
            left join lateral (select max(te.occurred_at) as last from deliveries d join tracking_events te on te.delivery_id = d.id
                               where d.contact_id = c.id and d.workspace_id = c.workspace_id and te.machine = false) a on true
            where c.workspace_id = ${workspaceId} and c.status = 'subscribed' and coalesce(a.last, c.created_at) < ${before} limit ${limit}`,
      );
    },
    /** A human open or click of the contact since `since`; a click only once settled (CLICK_SETTLE_MS before `now`). */
    async humanActivitySince(workspaceId: string, contactId: string, since: Date, type: 'open' | 'click', now: Date) {
      const settled = type === 'click' ? sql`and te.occurred_at <= ${new Date(now.getTime() - CLICK_SETTLE_MS)}` : sql``;
      const r = await rows(
        db,
        sql`select 1 from deliveries d join tracking_events te on te.delivery_id = d.id
            where d.workspace_id = ${workspaceId} and d.contact_id = ${contactId} and te.type = ${type} and te.machine = false and te.occurred_at >= ${since} ${settled} limit 1`,
      );
      return r.length > 0;
    },
    async purchaseSince(workspaceId: string, contactId: string, since: Date) {
      return (
        (
          await rows(
            db,
            sql`select 1 from automation_events where workspace_id = ${workspaceId} and contact_id = ${contactId} and type = 'purchase' and occurred_at >= ${since} limit 1`,
          )
        ).length > 0
      );
    },
  };
}
export type AutomationRepo = ReturnType<typeof automationRepo>;
