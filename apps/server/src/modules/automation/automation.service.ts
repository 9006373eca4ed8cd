// Business rules of workflows: drafts and published versions, the status toggle, enrolment, runs, figures, settings,
// the template market, export/import and the event ingest of POST /api/events. No HTTP here.
import crypto from 'node:crypto';
import {
  ACTION_CATEGORIES,
  ACTION_KINDS,
  DRIP_CATEGORY,
  FLOW_KINDS,
  TIME_SAVED_MINUTES,
  TRIGGER_CATEGORIES,
  TRIGGER_KINDS,
  dripGraph,
  graphTrigger,
  isTrigger,
  translate,
  workflowGraphProblems,
  type ActionKind,
  type AutomationEvent,
  type GraphProblem,
  type AutomationSettings,
  type DripInput,
  type Language,
  type MarketTemplate,
  type WorkflowDetail,
  type WorkflowExport,
  type WorkflowGraph,
  type WorkflowInput,
  type WorkflowSummary,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { compileLiquid, PREVIEW_VARS } from '../templates/index.js';
import type { ModuleDeps } from '../module.js';
import type { AutomationRepo, WorkflowRow } from './automation.repo.js';
import type { RunsRepo, StepRow } from './runs.repo.js';
import { looseFronts, type Engine } from './engine.js';
import { initialCursor } from './triggers.js';
import { localDay } from './clock.js';
import { buildMarketGraph, mailHtml, marketItem } from './market.js';
import { eventWriter } from './event-batch.js';

const EMPTY_GRAPH: WorkflowGraph = { nodes: [], edges: [] };
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
/** List members enrolled per transaction. */
const ENROL_PAGE = 1000;

// liquidProblems trial-renders the Liquid of every channel step (text, push title, WhatsApp template parameters) with
// sample values, so a broken tag is refused at publish rather than failing every contact's send.
export function liquidProblems(g: WorkflowGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  for (const n of g.nodes) {
    if (n.type !== 'send_sms' && n.type !== 'send_whatsapp' && n.type !== 'push_notification') continue;
    const d = n.data as {
      text?: string;
      title?: string;
      template?: string;
      templateParams?: string[];
      templateHeader?: { value: string };
      templateButtons?: { param: string }[];
    };
    const templated = d.template ? [...(d.templateParams ?? []), d.templateHeader?.value, ...(d.templateButtons ?? []).map((b) => b.param)] : [];
    const sources = [d.text, d.title, ...templated].filter((x): x is string => typeof x === 'string' && x !== '');
    try {
      for (const source of sources) compileLiquid(source, 'text', 'send')(PREVIEW_VARS);
    } catch {
      problems.push({ code: 'MESSAGE_LIQUID_INVALID', nodeId: n.id });
    }
  }
  return problems;
}
const EVENT_KEY_PREFIX = 'uak_';
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const workflowNotFound = () => new AppError(404, 'WORKFLOW_NOT_FOUND');
/**
 * How long an API process trusts an ingest key it has looked up (a shop sends many events a second with one key). A new
 * key replaces the old one at once in the process that generates it, and within this time in the others.
 */
export const EVENT_KEY_CACHE_MS = 5000;
const EVENT_KEY_CACHE_MAX = 1000;
/** Statements of stored events at once (each takes a pool connection). */
const EVENT_BATCHES_IN_FLIGHT = 2;

export type AutomationService = ReturnType<typeof automationService>;

// automationService builds the workflow rules on the repos and the engine.
export function automationService(repo: AutomationRepo, runs: RunsRepo, engine: Engine, deps: ModuleDeps) {
  // ingest key → its workspace and until when that answer is trusted (found keys only: a wrong key always asks). Kept
  // by the key itself, so a hit costs no hash; the key is in this process's memory while requests carry it anyway.
  const eventKeys = new Map<string, { workspaceId: string; until: number }>();
  // on PostgreSQL two batches of events commit at once (one fills while the other waits on its commit; more, smaller
  // batches cost more CPU per event: bench/events.ts); the embedded database has one connection
  const writeEvent = eventWriter(repo, deps.database.kind === 'postgres' ? EVENT_BATCHES_IN_FLIGHT : 1);
  async function workspaceByEventKey(key: string) {
    const now = Date.now();
    const hit = eventKeys.get(key);
    if (hit && hit.until > now) return hit.workspaceId;
    const workspaceId = await repo.workspaceByEventKey(sha256(key));
    eventKeys.delete(key);
    if (!workspaceId) return undefined;
    if (eventKeys.size >= EVENT_KEY_CACHE_MAX) eventKeys.delete(eventKeys.keys().next().value!);
    eventKeys.set(key, { workspaceId, until: now + EVENT_KEY_CACHE_MS });
    return workspaceId;
  }
  async function figures(workspaceId: string) {
    const [counts, steps] = await Promise.all([runs.workflowCounts(workspaceId), runs.stepCounts(workspaceId)]);
    const saved = new Map<string, number>();
    for (const s of steps) saved.set(s.workflow_id, (saved.get(s.workflow_id) ?? 0) + s.done * (TIME_SAVED_MINUTES[s.kind as ActionKind] ?? 0));
    return { counts: new Map(counts.map((c) => [c.workflow_id, c])), steps, saved };
  }

  function summary(w: WorkflowRow, f: Awaited<ReturnType<typeof figures>>, version: number | null): WorkflowSummary {
    const c = f.counts.get(w.id);
    const trigger = graphTrigger(w.draft);
    return {
      id: w.id,
      name: w.name,
      description: w.description,
      category: w.category,
      status: w.status,
      triggerKind: trigger && isTrigger(trigger.type) ? trigger.type : null,
      actionKinds: [...new Set(w.draft.nodes.filter((n) => !isTrigger(n.type)).map((n) => n.type))],
      version,
      hasUnpublishedChanges: w.dirty,
      executions: c?.entered ?? 0,
      inProgress: c?.waiting ?? 0,
      conversionRate: c && c.entered ? Math.round((c.goal / c.entered) * 1000) / 10 : 0,
      timeSavedMinutes: Math.round(f.saved.get(w.id) ?? 0),
      createdAt: new Date(w.created_at).toISOString(),
      updatedAt: new Date(w.updated_at).toISOString(),
    };
  }

  async function requireWorkflow(workspaceId: string, id: string) {
    const w = await repo.workflow(workspaceId, id);
    if (!w) throw workflowNotFound();
    return w;
  }

  async function detail(w: WorkflowRow): Promise<WorkflowDetail> {
    const f = await figures(w.workspace_id);
    const version = w.current_version_id ? await repo.version(w.current_version_id) : undefined;
    const [waiting, nodes] = await Promise.all([
      runs.waitingByVersion(w.workspace_id, w.id, w.current_version_id),
      runs.nodeCounts(w.workspace_id, w.id, w.current_version_id),
    ]);
    return {
      ...summary(w, f, version?.version ?? null),
      graph: w.draft,
      publishedGraph: version?.graph ?? null,
      entryRule: w.entry_rule,
      reentryDays: w.reentry_days,
      goal: w.goal,
      quietHours: w.quiet_start !== null && w.quiet_end !== null ? { start: w.quiet_start, end: w.quiet_end } : null,
      problems: workflowGraphProblems(w.draft),
      waitingOnOlderVersions: waiting.older,
      waitingOnCurrentVersion: waiting.current,
      nodeCounts: Object.fromEntries(nodes.map((n) => [n.node, n.n])),
    };
  }

  // referenceProblems names send steps whose template, and list steps whose list, is not in this workspace.
  async function checkReferences(workspaceId: string, g: WorkflowGraph) {
    const lists = new Set((await deps.services.contacts.lists(workspaceId)).map((l: { id: string }) => l.id));
    for (const n of g.nodes) {
      const d = n.data as Record<string, unknown>;
      if (n.type === 'send_email' && d.templateId) {
        const t = await deps.services.templates.get(workspaceId, String(d.templateId)).catch(() => undefined);
        if (!t) throw badRequest('WORKFLOW_REFERENCE_MISSING', { node: n.id, field: 'templateId' });
      }
      if (
        n.type === 'send_email' &&
        d.senderIdentityId &&
        !(await deps.services.identities.sender(workspaceId, String(d.senderIdentityId)).catch(() => undefined))
      )
        throw badRequest('WORKFLOW_REFERENCE_MISSING', { node: n.id, field: 'senderIdentityId' });
      if (n.type === 'add_to_list' && d.listId && !lists.has(String(d.listId))) throw badRequest('WORKFLOW_REFERENCE_MISSING', { node: n.id, field: 'listId' });
    }
  }

  async function ensureCapacity(workspaceId: string) {
    const settings = await repo.settings(workspaceId);
    if ((await repo.countActive(workspaceId)) >= settings.concurrent_workflows)
      throw new AppError(409, 'WORKFLOW_CONCURRENT_LIMIT', { limit: settings.concurrent_workflows });
  }

  // publish validates the draft, stores it as the next immutable version and activates the workflow (unless paused).
  async function publish(workspaceId: string, id: string, opts: { migrateRuns?: boolean; activate?: boolean }, now = new Date()) {
    const w = await requireWorkflow(workspaceId, id);
    const problems = [...workflowGraphProblems(w.draft), ...liquidProblems(w.draft)];
    if (problems.length) {
      throw new AppError(
        400,
        'WORKFLOW_GRAPH_INVALID',
        { problems: problems.map((p) => (p.nodeId ? `${p.code} (${p.nodeId})` : p.code)).join(', ') },
        problems.map((p) => ({ path: p.nodeId ?? 'graph', message: p.code, code: p.code })),
      );
    }
    await checkReferences(workspaceId, w.draft);
    const activate = opts.activate ?? w.status !== 'paused';
    if (activate && w.status !== 'active') await ensureCapacity(workspaceId);
    const trigger = graphTrigger(w.draft)!;
    // read outside the transaction: on the embedded database a second connection would wait for it
    const cursor = w.cursor.kind === trigger.type ? w.cursor : await initialCursor(repo, trigger.type, now);
    const updated = await repo.db.transaction(async (tx) => {
      const v = await repo.insertVersion(tx, w, w.draft, trigger.type);
      return repo.updateWorkflow(workspaceId, id, { current_version_id: v.id, dirty: false, cursor, status: activate ? 'active' : w.status }, tx);
    });
    const moved = opts.migrateRuns
      ? await runs.migrateRuns(
          workspaceId,
          id,
          updated.current_version_id!,
          w.draft.nodes.map((n) => n.id),
        )
      : 0;
    return { workflow: await detail(updated), movedRuns: moved };
  }

  /**
   * Manual enrolment of contacts or a list (published workflows): the named contacts of this workspace, then the list's
   * members a page at a time (each page one transaction), so a list of any size is enrolled in bounded memory.
   */
  async function enrol(workspaceId: string, id: string, input: { contactIds?: string[]; listId?: string }, now = new Date()) {
    const w = await requireWorkflow(workspaceId, id);
    if (!w.current_version_id) throw badRequest('WORKFLOW_NOT_MANUAL');
    if (input.listId) {
      const lists = await deps.services.contacts.lists(workspaceId);
      if (!lists.some((l: { id: string }) => l.id === input.listId)) throw new AppError(404, 'REFERENCE_NOT_FOUND', { field: 'listId' });
    }
    const key = `manual:${now.toISOString()}`;
    const context = { trigger: 'manual' };
    const named = [...new Set(input.contactIds ?? [])];
    const owned = await repo.ownedContacts(workspaceId, named);
    let enrolled = (await engine.enrolMany(w, owned, key, context, now)).length;
    let considered = owned.length;
    if (input.listId) {
      const taken = new Set(owned);
      for (let after = ZERO_UUID; ;) {
        const page = await repo.listMemberPage(workspaceId, input.listId, after, ENROL_PAGE);
        const fresh = page.filter((c) => !taken.has(c));
        enrolled += (await engine.enrolMany(w, fresh, key, context, now)).length;
        considered += fresh.length;
        if (page.length < ENROL_PAGE) break;
        after = page[page.length - 1];
      }
    }
    // skipped: contacts that did not enter (entry rule, daily maximum) and ids that are not this workspace's contacts
    return { enrolled, skipped: considered - enrolled + (named.length - owned.length) };
  }

  async function createFrom(workspaceId: string, input: WorkflowInput) {
    return repo.insertWorkflow(workspaceId, {
      name: input.name,
      description: input.description ?? '',
      category: input.category || 'Onboarding',
      draft: input.graph ?? EMPTY_GRAPH,
      entryRule: input.entryRule ?? 'once',
      reentryDays: input.reentryDays ?? null,
      goal: input.goal ?? 'none',
      quietStart: input.quietHours?.start ?? null,
      quietEnd: input.quietHours?.end ?? null,
    });
  }

  function stepView(s: StepRow) {
    return {
      nodeId: s.node_id,
      kind: s.kind,
      iteration: s.iteration,
      status: s.status,
      detail: s.detail,
      attempts: s.attempts,
      at: new Date(s.at).toISOString(),
    };
  }

  async function runList(workspaceId: string, filter: { workflowId?: string; contactId?: string; status?: string }, page: number, limit: number) {
    const r = await runs.runs(workspaceId, filter, limit, (page - 1) * limit);
    return {
      runs: r.list.map((x) => ({
        id: x.id,
        workflowId: x.workflow_id,
        workflowName: x.workflow_name,
        version: x.version,
        contactId: x.contact_id,
        contactEmail: x.contact_email,
        status: x.status,
        currentNode: x.current_node,
        wakeAt: iso(x.wake_at),
        exitReason: x.exit_reason,
        lastError: x.last_error,
        startedAt: new Date(x.started_at).toISOString(),
        finishedAt: iso(x.finished_at),
        steps: r.steps.filter((s) => s.run_id === x.id).map(stepView),
      })),
      total: r.total,
      page,
      limit,
    };
  }

  return {
    catalogue: () => ({
      triggers: TRIGGER_KINDS.map((id) => ({ id, category: TRIGGER_CATEGORIES[id] })),
      actions: ACTION_KINDS.map((id) => ({ id, category: ACTION_CATEGORIES[id] })),
      flow: FLOW_KINDS.map((id) => ({ id, category: 'flow' })),
    }),

    async list(workspaceId: string) {
      const [ws, f] = await Promise.all([repo.workflows(workspaceId), figures(workspaceId)]);
      const versions = new Map<string, number>();
      for (const w of ws) if (w.current_version_id) versions.set(w.id, (await repo.version(w.current_version_id)).version);
      return ws.map((w) => summary(w, f, versions.get(w.id) ?? null));
    },
    get: async (workspaceId: string, id: string) => detail(await requireWorkflow(workspaceId, id)),
    create: async (workspaceId: string, input: WorkflowInput) => detail(await createFrom(workspaceId, input)),

    async update(workspaceId: string, id: string, input: Partial<WorkflowInput>) {
      await requireWorkflow(workspaceId, id);
      const w = await repo.updateWorkflow(workspaceId, id, {
        name: input.name,
        description: input.description,
        category: input.category,
        draft: input.graph,
        dirty: input.graph ? true : undefined,
        entry_rule: input.entryRule,
        reentry_days: input.reentryDays,
        goal: input.goal,
        ...(input.quietHours !== undefined ? { quiet_start: input.quietHours?.start ?? null, quiet_end: input.quietHours?.end ?? null } : {}),
      });
      return detail(w);
    },
    async remove(workspaceId: string, id: string) {
      if (!(await repo.deleteWorkflow(workspaceId, id))) throw workflowNotFound();
    },
    async duplicate(workspaceId: string, id: string, lang: Language) {
      const w = await requireWorkflow(workspaceId, id);
      const copy = await createFrom(workspaceId, {
        name: translate('WORKFLOW_COPY_NAME', lang, { name: w.name }).slice(0, 200),
        description: w.description,
        category: w.category,
        graph: w.draft,
        entryRule: w.entry_rule,
        reentryDays: w.reentry_days,
        goal: w.goal,
        quietHours: w.quiet_start !== null && w.quiet_end !== null ? { start: w.quiet_start, end: w.quiet_end } : null,
      });
      return detail(copy);
    },
    publish,

    /** seed 001 §4: 'paused' pauses an active workflow; 'active' resumes a paused one or publishes and activates a draft. */
    async toggle(workspaceId: string, id: string, status: 'active' | 'paused', now = new Date()) {
      const w = await requireWorkflow(workspaceId, id);
      if (status === 'paused') return detail(await repo.updateWorkflow(workspaceId, id, { status: 'paused' }));
      if (w.status === 'active' && !w.dirty) return detail(w);
      if (w.dirty || !w.current_version_id) return (await publish(workspaceId, id, { activate: true }, now)).workflow;
      await ensureCapacity(workspaceId);
      const skipped = await engine.markOverdue(workspaceId, id, now);
      if (skipped) process.stderr.write(`automation: workflow ${id} resumed, ${skipped} overdue runs skip their sends until the next wait\n`);
      return detail(await repo.updateWorkflow(workspaceId, id, { status: 'active' }));
    },

    enrol,

    /**
     * A drip campaign from the campaigns page: its graph (manual enrolment, then wait → send email per step), checked,
     * stored, published and its list enrolled. Nothing is stored when the templates, list, identity or the workflow
     * limit refuse it.
     */
    async createDrip(workspaceId: string, input: DripInput, now = new Date()) {
      const graph = dripGraph(input);
      await checkReferences(workspaceId, graph);
      const lists = await deps.services.contacts.lists(workspaceId);
      if (!lists.some((l: { id: string }) => l.id === input.listId)) throw new AppError(404, 'REFERENCE_NOT_FOUND', { field: 'listId' });
      await ensureCapacity(workspaceId);
      const row = await createFrom(workspaceId, { name: input.name, category: DRIP_CATEGORY, graph, entryRule: 'once' });
      const { workflow } = await publish(workspaceId, row.id, { activate: true }, now);
      const { enrolled } = await enrol(workspaceId, row.id, { listId: input.listId }, now);
      return { workflow, enrolled };
    },

    async runs(workspaceId: string, id: string, q: { page: number; limit: number; status?: string }) {
      await requireWorkflow(workspaceId, id);
      return runList(workspaceId, { workflowId: id, status: q.status }, q.page, q.limit);
    },
    contactRuns: (workspaceId: string, contactId: string, q: { page: number; limit: number; status?: string }) =>
      runList(workspaceId, { contactId, status: q.status }, q.page, q.limit),

    async analytics(workspaceId: string, now = new Date()) {
      const [ws, f] = await Promise.all([repo.workflows(workspaceId), figures(workspaceId)]);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const stats = ws.map((w) => {
        const c = f.counts.get(w.id);
        const entered = c?.entered ?? 0;
        return {
          workflowId: w.id,
          name: w.name,
          entered,
          inProgress: c?.waiting ?? 0,
          completed: c?.completed ?? 0,
          exitedByGoal: c?.goal ?? 0,
          failed: c?.failed ?? 0,
          conversionRate: entered ? Math.round(((c?.goal ?? 0) / entered) * 1000) / 10 : 0,
          timeSavedMinutes: Math.round(f.saved.get(w.id) ?? 0),
          steps: f.steps
            .filter((s) => s.workflow_id === w.id)
            .map((s) => ({
              nodeId: s.node_id,
              kind: s.kind,
              done: s.done,
              skipped: s.skipped,
              failed: s.failed,
              sent: s.sent,
              opened: s.opened,
              clicked: s.clicked,
            })),
        };
      });
      const withRuns = stats.filter((s) => s.entered > 0);
      return {
        activeWorkflows: ws.filter((w) => w.status === 'active').length,
        runsThisMonth: await runs.runsSince(workspaceId, monthStart),
        averageConversion: withRuns.length ? Math.round((withRuns.reduce((a, s) => a + s.conversionRate, 0) / withRuns.length) * 10) / 10 : 0,
        timeSavedHours: Math.round((stats.reduce((a, s) => a + s.timeSavedMinutes, 0) / 60) * 10) / 10,
        workflows: stats,
      };
    },

    async settings(workspaceId: string, now = new Date()) {
      const s = await repo.settings(workspaceId);
      return {
        settings: {
          dailyMaxRuns: s.daily_max_runs,
          concurrentWorkflows: s.concurrent_workflows,
          stepTimeoutMinutes: s.step_timeout_minutes,
          retries: s.retries,
          timeZone: s.time_zone,
          quietHours: s.quiet_start !== null && s.quiet_end !== null ? { start: s.quiet_start, end: s.quiet_end } : null,
          frequencyCapPerDay: s.frequency_cap_per_day,
        },
        eventKeyPrefix: s.event_key_prefix,
        runsToday: await repo.runsToday(workspaceId, localDay(now, s.time_zone)),
        activeWorkflows: await repo.countActive(workspaceId),
      };
    },
    async saveSettings(workspaceId: string, p: Partial<AutomationSettings>) {
      if (p.timeZone) {
        try {
          new Intl.DateTimeFormat('en', { timeZone: p.timeZone });
        } catch {
          throw badRequest('v.invalid');
        }
      }
      await repo.saveSettings(workspaceId, {
        daily_max_runs: p.dailyMaxRuns,
        concurrent_workflows: p.concurrentWorkflows,
        step_timeout_minutes: p.stepTimeoutMinutes,
        retries: p.retries,
        time_zone: p.timeZone,
        frequency_cap_per_day: p.frequencyCapPerDay,
        ...(p.quietHours !== undefined ? { quiet_start: p.quietHours?.start ?? null, quiet_end: p.quietHours?.end ?? null } : {}),
      });
    },
    /** A new event ingest key (shown once; the old one stops working). */
    async rotateEventKey(workspaceId: string) {
      const key = `${EVENT_KEY_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;
      const prefix = key.slice(0, 10);
      await repo.saveSettings(workspaceId, { event_key_hash: sha256(key), event_key_prefix: prefix });
      for (const [k, v] of eventKeys) if (v.workspaceId === workspaceId) eventKeys.delete(k);
      return { key, prefix };
    },

    /** The workspace a bearer token may feed events to: a settings API key with the events scope, or the ingest key. */
    async authenticateEvents(token: string | undefined) {
      if (!token) return undefined;
      if (token.startsWith(EVENT_KEY_PREFIX)) return workspaceByEventKey(token);
      const auth = looseFronts(deps).settings?.authenticateApiKey;
      const k = auth ? await auth(token).catch(() => undefined) : undefined;
      if (!k) return undefined;
      if (k.scopes.length && !k.scopes.some((s) => s === 'events' || s === 'events:write' || s === '*' || s === 'write')) return undefined;
      return k.workspaceId;
    },
    /**
     * Stores a shop event once (by its eventId); purchases end runs whose goal is a purchase and wake runs waiting for
     * one (in the same statement) and feed analytics. The events of concurrent requests are written together
     * (event-batch.ts); a purchase adds the conversion.
     */
    async ingest(workspaceId: string, e: AutomationEvent) {
      if (!e.email && !e.contactId) throw badRequest('AUTOMATION_EVENT_NO_CONTACT');
      const externalId = e.eventId ?? crypto.randomUUID();
      const at = e.occurredAt ? new Date(e.occurredAt) : new Date();
      const { contactId, inserted } = await writeEvent({
        workspaceId,
        contact: e.contactId ? { id: e.contactId } : { email: e.email! },
        type: e.type,
        externalId,
        amountMinor: e.amountMinor ?? null,
        currency: e.currency ?? null,
        properties: e.properties ?? {},
        at,
      });
      if (!contactId) throw new AppError(404, 'AUTOMATION_EVENT_CONTACT_UNKNOWN');
      // the purchase's conversion is recorded as the answer goes (with those of concurrent requests); not awaited, so a
      // purchase costs one commit of waiting, like a cart. Analytics' sweep of purchase events records any conversion
      // this left unwritten (a crash or a database error in between).
      if (inserted && e.type === 'purchase') {
        void looseFronts(deps)
          .analytics?.recordConversion?.({
            workspaceId,
            contactId,
            amountMinor: e.amountMinor ?? 0,
            currency: e.currency ?? 'TRY',
            at: at.toISOString(),
            eventId: externalId,
          })
          .catch(() => undefined);
      }
      return { eventId: externalId, duplicate: !inserted };
    },

    async install(workspaceId: string, template: MarketTemplate, lang: Language) {
      const item = marketItem(template, lang);
      const ids: string[] = [];
      for (const s of item.steps) {
        if (!s.mail) continue;
        const t = await deps.services.templates.create(workspaceId, {
          name: `${item.name}: ${s.mail.name}`,
          subject: s.mail.subject,
          htmlContent: mailHtml(s.mail),
          templateType: 'automation',
          language: lang,
        });
        ids.push((t as { id: string }).id);
      }
      const { trigger: _t, steps: _s, ...meta } = item;
      return detail(await createFrom(workspaceId, { ...meta, graph: buildMarketGraph(template, item, ids) }));
    },
    async exportWorkflow(workspaceId: string, id: string): Promise<WorkflowExport> {
      const w = await requireWorkflow(workspaceId, id);
      return {
        format: 'ulak-workflow/1',
        name: w.name,
        description: w.description,
        category: w.category,
        entryRule: w.entry_rule,
        reentryDays: w.reentry_days,
        goal: w.goal,
        quietHours: w.quiet_start !== null && w.quiet_end !== null ? { start: w.quiet_start, end: w.quiet_end } : null,
        graph: w.draft,
      };
    },
    /** Imports an exported workflow as a draft; templates and lists of another workspace are cleared from its steps. */
    async importWorkflow(workspaceId: string, input: WorkflowExport) {
      const templates = new Set((await deps.services.templates.list(workspaceId)).map((t) => t.id));
      const lists = new Set((await deps.services.contacts.lists(workspaceId)).map((l: { id: string }) => l.id));
      const graph: WorkflowGraph = {
        ...input.graph,
        nodes: input.graph.nodes.map((n) => {
          const d = { ...n.data } as Record<string, unknown>;
          if (n.type === 'send_email' && d.templateId && !templates.has(String(d.templateId))) delete d.templateId;
          if (n.type === 'add_to_list' && d.listId && !lists.has(String(d.listId))) delete d.listId;
          return { ...n, data: d };
        }),
      };
      const { format: _f, ...rest } = input;
      return detail(await createFrom(workspaceId, { ...rest, graph }));
    },
  };
}

/** Throws a 404 unless the contact belongs to the workspace (for the contact runs route). */
export async function requireContact(repo: AutomationRepo, workspaceId: string, id: string) {
  if (!(await repo.contact(workspaceId, id))) throw notFound();
}
