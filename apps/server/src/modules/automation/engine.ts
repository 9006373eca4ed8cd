// The durable workflow engine. A run waits in its row (`wake_at`); a tick claims due runs of active workflows with
// FOR UPDATE SKIP LOCKED and advances each one inside a savepoint of the claiming transaction: the step rows
// (unique per run, node, iteration), the sends written to the outbox (unique idempotency key) and the run's next state
// commit together. The outbox is dispatched separately, so a step executed twice queues — and sends — one message.
import crypto from 'node:crypto';
import {
  ACTION_CHANNEL,
  AUTOMATION_LIMITS,
  RESUME_GRACE_MINUTES,
  graphTrigger,
  isSend,
  whatsappLanguage,
  type ChannelAction,
  type WorkflowGraph,
  type WaitEvent,
  type WorkflowNode,
} from '@ulak/shared';
import { compileLiquid } from '../templates/index.js';
import { workspaceDirectory } from '../workspaces/index.js';
import type { ModuleDeps } from '../module.js';
import { stepRef, type AutomationRepo, type OutboxInsert, type RunPatch, type RunRow, type SettingsRow, type Tx, type WorkflowRow } from './automation.repo.js';
import { emailBatch, sendStepEmail, type DispatchResult, type EmailBatch, type EmailOutboxItem } from './email-step.js';
import { localParts, nextLocalTime, inQuietHours, localDay } from './clock.js';

const MAX_NODES_PER_WAKE = 50;
/** Runs advanced, or messages sent, at once on PostgreSQL (each holds a pool connection while it waits on the database). */
const LANES = 4;
/** The lane of a contact's runs: its id's last hex digits, so a contact's runs of one batch share a lane. */
const laneOf = (contactId: string, lanes: number) => parseInt(contactId.slice(-4), 16) % lanes;
/** How often a run waiting for an open or a click looks again (a purchase wakes it at once). */
const EVENT_WAIT_CHECK_MINUTES = 5;
const OUTBOX_LEASE_MS = 5 * 60_000;
/**
 * A minute of a wait step (a duration, an event wait's timeout). ULAK_AUTOMATION_WAIT_SCALE divides it for a test
 * server whose clock cannot be simulated (the browser tests run the built server: 12 makes a one-minute wait last five
 * seconds); never set it in production. The run history shows the wake-up time it gives.
 */
const WAIT_MINUTE_MS = 60_000 / Math.max(1, Number(process.env.ULAK_AUTOMATION_WAIT_SCALE) || 1);
/** A WhatsApp template parameter rendered blank for the contact: the message is skipped with this code and the number. */
export const WHATSAPP_PARAM_EMPTY = 'AUTOMATION_WHATSAPP_PARAM_EMPTY';
type ChannelPayload = {
  channel: 'sms' | 'whatsapp' | 'push';
  text: string;
  template?: string;
  templateLanguage?: string;
  templateParams?: string[];
  templateHeader?: { type: 'text' | 'image' | 'video' | 'document'; value: string };
  templateButtons?: { index: number; type: 'url' | 'quick_reply' | 'copy_code'; param: string }[];
  title?: string;
};
/** A template as the channels module sends it (its ChannelTemplate): body parameters, header and buttons. */
type SentTemplate = {
  name: string;
  language: string;
  params: string[];
  header?: { type: 'text'; params: string[] } | { type: 'image' | 'video' | 'document'; link: string };
  buttons?: { index: number; type: 'url' | 'quick_reply' | 'copy_code'; param: string }[];
};

/** What the engine calls in other modules, found at run time (absent fronts are reported, never assumed). */
export type ChannelsFront = {
  send: (m: {
    workspaceId: string;
    channel: 'sms' | 'whatsapp' | 'push';
    contactId: string;
    text?: string;
    template?: SentTemplate;
    idempotencyKey: string;
  }) => Promise<{
    messageId: string;
    status: 'queued' | 'sent' | 'skipped' | 'failed';
    reason?: string;
  }>;
};
export type LooseFronts = {
  channels?: ChannelsFront;
  analytics?: {
    recordConversion?: (c: { workspaceId: string; contactId: string; amountMinor: number; currency: string; at: string; eventId: string }) => Promise<unknown>;
  };
  settings?: { authenticateApiKey?: (token: string) => Promise<{ workspaceId: string; keyId: string; scopes: string[] } | undefined> };
};
export const looseFronts = (deps: ModuleDeps) => deps.fronts as unknown as LooseFronts;

class StepFailure extends Error {
  constructor(
    readonly reason: string,
    readonly permanent = false,
  ) {
    super(reason);
  }
}

// withTimeout rejects when the promise takes longer than ms.
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new StepFailure('step timeout')), ms)));
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** Back-off of the n-th retry: 1, 4, 16 … minutes. */
export const backoffMs = (attempt: number) => 60_000 * 4 ** Math.max(0, attempt - 1);

const successor = (g: WorkflowGraph, nodeId: string, handle: string | null = null) =>
  g.edges.find((e) => e.source === nodeId && (e.sourceHandle ?? null) === handle)?.target ?? null;
export const firstNode = (g: WorkflowGraph) => {
  const t = graphTrigger(g);
  return t ? successor(g, t.id) : null;
};

export type Engine = ReturnType<typeof createEngine>;

// createEngine builds the tick functions: enrol, advance due runs, dispatch the outbox.
export function createEngine(repo: AutomationRepo, deps: ModuleDeps) {
  const versions = new Map<string, WorkflowGraph>();
  const workspaces = workspaceDirectory(deps.database.db);
  async function graphOf(versionId: string, tx: Tx) {
    let g = versions.get(versionId);
    if (!g) {
      const v = await repo.version(versionId, tx);
      g = v.graph;
      versions.set(versionId, g);
    }
    return g;
  }

  /**
   * Enrols contacts in a workflow's current version under its entry rule and the workspace's daily maximum, in one
   * transaction (a list is enrolled a page at a time). Returns the ids of the runs started: a contact that may not (or
   * need not) enter again, or one over the daily maximum, starts none.
   */
  async function enrolMany(
    w: Pick<WorkflowRow, 'id' | 'workspace_id' | 'current_version_id' | 'entry_rule' | 'reentry_days'>,
    contactIds: string[],
    eventKey: string,
    context: Record<string, unknown>,
    now: Date,
  ) {
    if (!w.current_version_id || !contactIds.length) return [];
    const settings = await repo.settings(w.workspace_id);
    const graph = await graphOf(w.current_version_id, repo.db);
    return repo.db.transaction((tx) =>
      repo.insertRuns(
        tx,
        {
          workspaceId: w.workspace_id,
          workflowId: w.id,
          versionId: w.current_version_id!,
          contactIds,
          entryKey: w.entry_rule === 'once' ? 'once' : eventKey,
          node: firstNode(graph),
          wakeAt: now,
          context,
        },
        {
          day: localDay(now, settings.time_zone),
          max: settings.daily_max_runs,
          againAfterDays: w.entry_rule === 'again_after' ? (w.reentry_days ?? 1) : undefined,
          now,
        },
      ),
    );
  }

  /** Enrols one contact (a trigger's match); the run id, or undefined when the contact does not enter. */
  async function enrol(
    w: Pick<WorkflowRow, 'id' | 'workspace_id' | 'current_version_id' | 'entry_rule' | 'reentry_days'>,
    contactId: string,
    eventKey: string,
    context: Record<string, unknown>,
    now: Date,
  ): Promise<string | undefined> {
    return (await enrolMany(w, [contactId], eventKey, context, now))[0];
  }

  // eventSince tells whether what a wait waits for happened to the run's contact since `since`.
  async function eventSince(event: WaitEvent, run: RunRow, since: Date, now: Date) {
    if (event === 'purchase_made') return repo.purchaseSince(run.workspace_id, run.contact_id, since);
    return repo.humanActivitySince(run.workspace_id, run.contact_id, since, event === 'email_opened' ? 'open' : 'click', now);
  }

  // leftSegment tells whether the run's contact no longer matches the segment of a segment-entry trigger that ends
  // runs on leaving (a deleted segment ends nothing)
  async function leftSegment(g: WorkflowGraph, run: RunRow) {
    const trigger = graphTrigger(g);
    const d = trigger?.data as { segmentId?: string; exitOnLeave?: boolean } | undefined;
    if (trigger?.type !== 'segment_entry' || !d?.exitOnLeave || !d.segmentId) return false;
    const condition = await deps.services.contacts.segmentSql(run.workspace_id, d.segmentId).catch(() => undefined);
    return condition ? !(await repo.inSegment(run.workspace_id, run.contact_id, condition)) : false;
  }

  // goalReached tells whether the run's workflow goal happened since the run started.
  async function goalReached(w: { goal: string }, run: RunRow, now: Date) {
    if (w.goal === 'purchase_made') return repo.purchaseSince(run.workspace_id, run.contact_id, run.started_at);
    if (w.goal === 'link_clicked') return repo.humanActivitySince(run.workspace_id, run.contact_id, run.started_at, 'click', now);
    return false;
  }

  // execute performs one node's effect; it returns the handle to leave by and a detail for the history.
  type Result = { handle: string | null; detail: string | null; status?: 'done' | 'skipped'; outbox?: OutboxInsert };
  async function execute(tx: Tx, run: RunRow, node: WorkflowNode, settings: SettingsRow, now: Date): Promise<Result> {
    const d = node.data as Record<string, unknown>;
    const key = `${run.id}:${node.id}:${run.iteration}`;
    const timeoutMs = settings.step_timeout_minutes * 60_000;
    switch (node.type) {
      case 'send_email':
      case 'send_sms':
      case 'send_whatsapp':
      case 'push_notification': {
        if (run.skip_overdue) return { handle: null, detail: 'overdue_after_resume', status: 'skipped' };
        if (settings.frequency_cap_per_day) {
          const since = new Date(now.getTime() - 86_400_000);
          if ((await repo.sentToday(tx, run.workspace_id, run.contact_id, since)) >= settings.frequency_cap_per_day)
            return { handle: null, detail: 'frequency_cap', status: 'skipped' };
        }
        if (node.type !== 'send_email' && !looseFronts(deps).channels?.send)
          throw new StepFailure(`AUTOMATION_CHANNEL_NOT_CONFIGURED:${ACTION_CHANNEL[node.type as ChannelAction]}`, true);
        const payload =
          node.type === 'send_email'
            ? { templateId: d.templateId, senderIdentityId: d.senderIdentityId ?? null }
            : {
                channel: ACTION_CHANNEL[node.type as ChannelAction],
                text: d.text ?? '',
                template: d.template,
                templateLanguage: d.templateLanguage,
                templateParams: d.templateParams,
                templateHeader: d.templateHeader,
                templateButtons: d.templateButtons,
                title: d.title,
              };
        // the outbox row is written in the statement that records the step and moves the run on
        const outbox = {
          workspaceId: run.workspace_id,
          runId: run.id,
          workflowId: run.workflow_id,
          nodeId: node.id,
          contactId: run.contact_id,
          key,
          kind: node.type,
          payload,
        };
        return { handle: null, detail: 'queued', outbox };
      }
      case 'create_crm_lead': {
        const c = await repo.contact(run.workspace_id, run.contact_id, tx);
        if (!c) throw new StepFailure('contact deleted', true);
        const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email;
        const lead = await withTimeout(
          deps.services.crm.createLead(run.workspace_id, {
            name,
            email: c.email,
            phone: c.phone,
            company: c.company,
            source: (d.source as 'other' | undefined) ?? 'other',
            assignedTo: (d.assignedTo as string | undefined) ?? null,
          }),
          timeoutMs,
        );
        return { handle: null, detail: `lead ${(lead as { id?: string }).id ?? ''}`.trim() };
      }
      case 'update_contact': {
        const c = await repo.contact(run.workspace_id, run.contact_id, tx);
        if (!c) throw new StepFailure('contact deleted', true);
        const add = (d.addTags as string[] | undefined) ?? [];
        const remove = new Set((d.removeTags as string[] | undefined) ?? []);
        const tags = [...new Set([...c.tags.filter((t) => !remove.has(t)), ...add])];
        const attributes = d.attributes as Record<string, string | number | boolean> | undefined;
        await withTimeout(deps.services.contacts.update(run.workspace_id, run.contact_id, { tags, ...(attributes ? { attributes } : {}) }), timeoutMs);
        return { handle: null, detail: null };
      }
      case 'add_to_list': {
        const r = await withTimeout(
          deps.services.contacts.bulk(run.workspace_id, { action: 'add_to_list', contactIds: [run.contact_id], listId: d.listId as string }),
          timeoutMs,
        );
        return { handle: null, detail: `added ${(r as { affected?: number }).affected ?? 0}` };
      }
      case 'if_else': {
        const yes = await condition(run, d.condition as Record<string, unknown> | undefined, tx, now);
        return { handle: yes ? 'yes' : 'no', detail: yes ? 'yes' : 'no' };
      }
      case 'random_split': {
        // deterministic per run and node: a re-executed step takes the same branch
        const h = crypto.createHash('sha256').update(`${run.id}:${node.id}`).digest().readUInt16BE(0) % 100;
        const a = h < ((d.percentA as number | undefined) ?? 50);
        return { handle: a ? 'a' : 'b', detail: a ? 'a' : 'b' };
      }
      default:
        return { handle: null, detail: null };
    }
  }

  async function condition(run: RunRow, cond: Record<string, unknown> | undefined, tx: Tx, now: Date) {
    if (!cond) return false;
    if (cond.kind === 'opened_previous' || cond.kind === 'clicked_previous') {
      return repo.humanActivitySince(run.workspace_id, run.contact_id, run.started_at, cond.kind === 'opened_previous' ? 'open' : 'click', now);
    }
    const c = await repo.contact(run.workspace_id, run.contact_id, tx);
    if (!c) return false;
    if (cond.kind === 'tag') return c.tags.includes(String(cond.tag));
    const builtIn: Record<string, unknown> = {
      email: c.email,
      first_name: c.first_name,
      last_name: c.last_name,
      company: c.company,
      language: c.language,
      status: c.status,
    };
    const field = String(cond.field);
    const v = field in builtIn ? builtIn[field] : c.attributes[field];
    const want = String(cond.value ?? '');
    switch (cond.op) {
      case 'exists':
        return v !== undefined && v !== null && v !== '';
      case 'eq':
        return String(v ?? '') === want;
      case 'neq':
        return String(v ?? '') !== want;
      case 'contains':
        return String(v ?? '')
          .toLowerCase()
          .includes(want.toLowerCase());
      case 'gt':
        return Number(v) > Number(want);
      case 'lt':
        return Number(v) < Number(want);
      default:
        return false;
    }
  }

  // advance runs one leased run from its current node until it waits, ends or fails. Each node commits on its own:
  // its step row, its outbox row (sends) and the run's next node in one transaction; effects in other modules (CRM,
  // contacts) happen just before that commit and are idempotent or, for a CRM lead, repeated only after a crash.
  async function advance(run: RunRow, w: WorkflowRow, settings: SettingsRow, now: Date) {
    const db = repo.db;
    const g = await graphOf(run.version_id, db);
    const byId = new Map(g.nodes.map((n) => [n.id, n]));
    if (await goalReached(w, run, now)) {
      await repo.updateRun(db, run.id, { status: 'exited', exit_reason: 'goal', wake_at: null, finished_at: now });
      return;
    }
    if (await leftSegment(g, run)) {
      await repo.updateRun(db, run.id, { status: 'exited', exit_reason: 'segment', wake_at: null, finished_at: now });
      return;
    }
    let nodeId = run.current_node;
    const iteration = run.iteration;
    const skipOverdue = run.skip_overdue;
    for (let i = 0; i < MAX_NODES_PER_WAKE; i++) {
      const node = nodeId ? byId.get(nodeId) : undefined;
      const step = (n: WorkflowNode, status: string, detail: string | null, attempts = 1) => ({
        runId: run.id,
        workspaceId: run.workspace_id,
        nodeId: n.id,
        kind: n.type,
        iteration,
        status,
        detail,
        attempts,
      });
      if (!node) {
        await repo.updateRun(db, run.id, { status: 'completed', current_node: null, wake_at: null, finished_at: now });
        return;
      }
      if (node.type === 'exit') {
        await repo.commitStep(db, step(node, 'done', null), {
          id: run.id,
          always: true,
          patch: { status: 'exited', exit_reason: 'exit_node', current_node: null, wake_at: null, finished_at: now },
        });
        return;
      }
      if (node.type === 'wait' && (node.data as { mode?: string }).mode === 'event') {
        // a wait for an event: the run sleeps on this node (its state in the run's context) until the timeout, woken
        // early by a purchase (POST /api/events) and re-checking every EVENT_WAIT_CHECK_MINUTES for opens and clicks;
        // it leaves by 'yes' when the event came after the wait began, by 'no' at the timeout
        const d = node.data as { event?: WaitEvent; minutes?: number };
        const state = run.context.waitEvent as { node: string; iteration: number; since: string; until: string } | undefined;
        if (!state || state.node !== node.id || state.iteration !== iteration) {
          const until = new Date(now.getTime() + (d.minutes ?? 1) * WAIT_MINUTE_MS);
          const waitEvent = { node: node.id, iteration, since: now.toISOString(), until: until.toISOString() };
          await repo.updateRun(db, run.id, {
            current_node: node.id,
            wake_at: new Date(Math.min(until.getTime(), now.getTime() + EVENT_WAIT_CHECK_MINUTES * 60_000)),
            context: { ...run.context, waitEvent },
            attempts: 0,
            last_error: null,
            skip_overdue: false,
          });
          return;
        }
        const until = new Date(state.until);
        const came = d.event ? await eventSince(d.event, run, new Date(state.since), now) : false;
        if (!came && now < until) {
          await repo.updateRun(db, run.id, { wake_at: new Date(Math.min(until.getTime(), now.getTime() + EVENT_WAIT_CHECK_MINUTES * 60_000)) });
          return;
        }
        const handle = came ? 'yes' : 'no';
        const { waitEvent: _done, ...context } = run.context;
        // the next node is a new iteration, as after any wait; it runs at once
        await repo.commitStep(db, step(node, 'done', handle), {
          id: run.id,
          always: true,
          patch: { current_node: successor(g, node.id, handle), iteration: iteration + 1, wake_at: now, context },
        });
        return;
      }
      if (node.type === 'wait') {
        const d = node.data as { mode?: string; minutes?: number; weekday?: number; hour?: number; minute?: number };
        const until =
          d.mode === 'until'
            ? nextLocalTime(now, settings.time_zone, { weekday: d.weekday, hour: d.hour ?? 9, minute: d.minute ?? 0 })
            : new Date(now.getTime() + (d.minutes ?? 1) * WAIT_MINUTE_MS);
        // the next node is a new iteration: a cycle through this wait records its steps again, once per pass
        await repo.commitStep(db, step(node, 'done', `until ${until.toISOString()}`), {
          id: run.id,
          always: true,
          patch: { current_node: successor(g, node.id), iteration: iteration + 1, wake_at: until, attempts: 0, last_error: null, skip_overdue: false },
        });
        return;
      }
      if (isSend(node.type)) {
        const quiet =
          w.quiet_start !== null && w.quiet_end !== null
            ? { start: w.quiet_start, end: w.quiet_end }
            : settings.quiet_start !== null && settings.quiet_end !== null
              ? { start: settings.quiet_start, end: settings.quiet_end }
              : null;
        if (quiet && inQuietHours(now, settings.time_zone, quiet)) {
          await repo.updateRun(db, run.id, { current_node: node.id, wake_at: nextLocalTime(now, settings.time_zone, { hour: quiet.end, minute: 0 }) });
          return;
        }
      }
      let handle: string | null = null;
      const branchOf = (detail: string | null) => (detail === 'yes' || detail === 'no' || detail === 'a' || detail === 'b' ? detail : null);
      // a CRM lead, an effect outside this statement that is not idempotent, looks for an earlier execution first; the
      // other steps find out at their commit (the step row is unique) and write nothing twice — a contact update or a
      // list add done again sets what it set
      const prior = node.type === 'create_crm_lead' ? await repo.priorStep(db, run.id, node.id, iteration) : undefined;
      if (prior) {
        // executed before (a crash after its commit, or a second worker): take the recorded branch, redo nothing
        handle = branchOf(prior.detail);
        if (prior.status === 'failed') return;
      } else {
        let result: Result;
        try {
          result = await execute(db, { ...run, skip_overdue: skipOverdue }, node, settings, now);
        } catch (err) {
          const failure = err instanceof StepFailure ? err : new StepFailure(err instanceof Error ? err.message.slice(0, 500) : String(err));
          const attempts = run.attempts + 1;
          if (failure.permanent || attempts > settings.retries) {
            await repo.commitStep(db, step(node, 'failed', failure.reason, attempts), {
              id: run.id,
              always: true,
              patch: { status: 'failed', current_node: node.id, wake_at: null, attempts, last_error: failure.reason, finished_at: now },
            });
          } else {
            await repo.updateRun(db, run.id, {
              current_node: node.id,
              attempts,
              last_error: failure.reason,
              wake_at: new Date(now.getTime() + backoffMs(attempts)),
            });
          }
          return;
        }
        handle = result.handle;
        const next = successor(g, node.id, handle);
        const status = result.status ?? 'done';
        // the last node completes the run in the same commit
        const patch: RunPatch = next
          ? { current_node: next, attempts: 0, last_error: null }
          : { status: 'completed', current_node: null, wake_at: null, attempts: 0, last_error: null, finished_at: now };
        const outbox = status === 'done' ? result.outbox : undefined;
        const recorded = await repo.commitStep(db, step(node, status, result.detail, run.attempts + 1), { id: run.id, patch }, outbox);
        if (recorded && !next) return;
        run = { ...run, attempts: 0 };
        if (!recorded) {
          // recorded before: follow the recorded outcome, not this execution's
          const earlier = await repo.priorStep(db, run.id, node.id, iteration);
          if (earlier?.status === 'failed') return;
          handle = branchOf(earlier?.detail ?? null);
        }
      }
      nodeId = successor(g, node.id, handle);
    }
    // a long chain without waits: continue on the next tick
    await repo.updateRun(db, run.id, { current_node: nodeId, wake_at: now });
  }

  // inLanes handles a claimed batch in LANES lanes at once on PostgreSQL, a contact's items always in the same lane one
  // after another (two runs of one contact never update it, nor two of its messages go out, at the same time); the
  // embedded database has one connection, so there it is one lane
  async function inLanes<T extends { contact_id: string }>(items: T[], handle: (item: T) => Promise<void>) {
    const count = deps.database.kind === 'postgres' ? LANES : 1;
    const lanes: T[][] = Array.from({ length: count }, () => []);
    for (const item of items) lanes[laneOf(item.contact_id, count)].push(item);
    await Promise.all(
      lanes.map(async (lane) => {
        for (const item of lane) await handle(item);
      }),
    );
  }

  /** Advances up to `limit` due runs in lanes; returns how many were claimed. Runs are leased (wake_at moved past the step timeout). */
  async function processDue(now: Date = new Date(), limit = 100) {
    const due = await repo.leaseDue(now, limit, new Date(now.getTime() + (AUTOMATION_LIMITS.stepTimeoutMinutes + 1) * 60_000));
    const workflows = new Map<string, WorkflowRow>();
    const settings = new Map<string, SettingsRow>();
    for (const run of due) {
      if (!workflows.has(run.workflow_id)) workflows.set(run.workflow_id, (await repo.workflow(run.workspace_id, run.workflow_id))!);
      if (!settings.has(run.workspace_id)) settings.set(run.workspace_id, await repo.settings(run.workspace_id));
    }
    await inLanes(due, async (run) => {
      try {
        await advance(run, workflows.get(run.workflow_id)!, settings.get(run.workspace_id)!, now);
      } catch (err) {
        // the lease expires and the run is taken again; its recorded steps are not repeated
        process.stderr.write(`automation run ${run.id} failed to advance: ${String(err)}\n`);
      }
    });
    return due.length;
  }

  /** Sends up to `limit` queued messages in lanes; returns how many were handled. Each row is leased (OUTBOX_LEASE_MS). */
  async function dispatchOutbox(now: Date = new Date(), limit = 50) {
    const items = await repo.db.transaction((tx) => repo.claimOutbox(tx, now, limit, OUTBOX_LEASE_MS));
    const batch = emailBatch(deps);
    await inLanes(items, async (item) => {
      try {
        const r = await dispatch(item, now, batch);
        await repo.outboxDone(item.id, r.status, r);
        // the run's history shows the outcome: sent, skipped with the reason (no consent, no number …), or failed
        if (r.status === 'failed') await repo.failStep(item.idempotency_key, r.error ?? 'failed');
        else await repo.settleStep(item.idempotency_key, r.status === 'sent' ? 'done' : 'skipped', r.status === 'sent' ? 'sent' : (r.error ?? 'skipped'));
      } catch (err) {
        const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
        const settings = await repo.settings(item.workspace_id);
        if (item.attempts > settings.retries) {
          await repo.outboxDone(item.id, 'failed', { error });
          await repo.failStep(item.idempotency_key, error);
          if (item.kind === 'send_email') await deps.fronts.campaigns.automationDeliveries.closeEmailDelivery(stepRef(item.idempotency_key), 'failed', error);
        } else await repo.outboxRetry(item.id, new Date(now.getTime() + backoffMs(item.attempts)), error);
      }
    });
    return items.length;
  }

  // whatsappTemplate is a send_whatsapp step's template for one contact: its language (the step's, else the contact's,
  // else the workspace's), its body parameters, header (a text parameter or a media link) and button parameters rendered
  // with Liquid; { empty: n } when parameter n renders blank (the Cloud API refuses an empty parameter, and the message
  // would read wrong; the header is 'header', a button 'button<index>')
  async function whatsappTemplate(
    workspaceId: string,
    p: ChannelPayload,
    contactLanguage: string | null,
    vars: Record<string, unknown>,
  ): Promise<SentTemplate | { empty: number | string }> {
    const language = p.templateLanguage || whatsappLanguage(contactLanguage) || whatsappLanguage((await workspaces.info(workspaceId)).language) || 'tr';
    const render = (source: string) => compileLiquid(source, 'text', 'send')(vars).trim();
    const params: string[] = [];
    for (const [i, source] of (p.templateParams ?? []).entries()) {
      const value = render(source);
      if (!value) return { empty: i + 1 };
      params.push(value);
    }
    const template: SentTemplate = { name: p.template!, language, params };
    if (p.templateHeader) {
      const value = render(p.templateHeader.value);
      if (!value) return { empty: 'header' };
      template.header = p.templateHeader.type === 'text' ? { type: 'text', params: [value] } : { type: p.templateHeader.type, link: value };
    }
    if (p.templateButtons?.length) {
      template.buttons = [];
      for (const b of p.templateButtons) {
        const param = render(b.param);
        if (!param) return { empty: `button${b.index}` };
        template.buttons.push({ index: b.index, type: b.type, param });
      }
    }
    return template;
  }

  async function dispatch(item: EmailOutboxItem & { kind: string }, now: Date, batch: EmailBatch): Promise<DispatchResult> {
    const contact = await repo.contact(item.workspace_id, item.contact_id);
    if (!contact) {
      if (item.kind === 'send_email')
        await deps.fronts.campaigns.automationDeliveries.closeEmailDelivery(stepRef(item.idempotency_key), 'skipped', 'contact deleted');
      return { status: 'skipped', error: 'contact deleted' };
    }
    if (item.kind !== 'send_email') {
      const channels = looseFronts(deps).channels;
      if (!channels?.send) return { status: 'failed', error: 'AUTOMATION_CHANNEL_NOT_CONFIGURED' };
      const p = item.payload as ChannelPayload;
      const vars = personalisation(contact);
      const body = compileLiquid(p.title ? `${p.title}\n${p.text}` : p.text, 'text', 'send')(vars);
      const template = p.template ? await whatsappTemplate(item.workspace_id, p, contact.language, vars) : undefined;
      if (template && 'empty' in template) return { status: 'skipped', error: `${WHATSAPP_PARAM_EMPTY}:${template.empty}` };
      const r = await channels.send({
        workspaceId: item.workspace_id,
        channel: p.channel,
        contactId: item.contact_id,
        text: body || undefined,
        template,
        idempotencyKey: item.idempotency_key,
      });
      // a channel that is not set up (or a contact without consent) is final; other failures are retried
      if (r.status === 'failed' && /NOT_CONFIGURED|CONSENT|NO_ADDRESS|INVALID/i.test(r.reason ?? '')) return { status: 'failed', error: r.reason };
      if (r.status === 'failed') throw new Error(r.reason ?? 'channel send failed');
      return { status: r.status === 'skipped' ? 'skipped' : 'sent', messageId: r.messageId, error: r.reason };
    }
    // recorded as a delivery before it goes out, tracked, counted in plan usage; at most once (email-step.ts)
    return sendStepEmail(repo, deps, item, contact, personalisation(contact).contact, new Date(now.getTime() + OUTBOX_LEASE_MS), batch);
  }

  /**
   * Resuming a paused workflow: runs whose wake-up passed more than the grace window ago skip their sends until their
   * next wait (recorded as skipped steps), so a resume never floods contacts with everything that became due meanwhile.
   */
  async function markOverdue(workspaceId: string, workflowId: string, now: Date) {
    return repo.markOverdue(workspaceId, workflowId, new Date(now.getTime() - RESUME_GRACE_MINUTES * 60_000));
  }

  return { enrol, enrolMany, processDue, dispatchOutbox, markOverdue, graphOf, forget: (versionId: string) => versions.delete(versionId), localParts };
}

// personalisation gives a template the contact's merge values, as campaigns do.
function personalisation(c: {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  language: string | null;
  tags: string[];
  attributes: Record<string, unknown>;
}) {
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ').trim() || c.email.split('@')[0];
  const contact = {
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    company: c.company,
    language: c.language,
    tags: c.tags,
    attributes: c.attributes,
    ...c.attributes,
    name,
  };
  return { contact, ...contact };
}
