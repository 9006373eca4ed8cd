// The contract of workflows, triggers, actions and runs: zod schemas of every request and 2xx response, constants and types.
// One graph schema (nodes + edges as JSON) is shared by the builder, the API and the engine; `workflowGraphProblems`
// is the validation a graph must pass before it is published (a draft may be incomplete).
import { z } from 'zod';

/** The trigger catalogue (seed 001 §3) plus manual enrolment. */
export const TRIGGER_KINDS = [
  'user_registration',
  'email_opened',
  'link_clicked',
  'cart_abandoned',
  'purchase_made',
  'birthday',
  'inactivity',
  'subscription_expiry',
  'segment_entry',
  'manual',
] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];
/** The action catalogue (seed 001 §3). */
export const ACTION_KINDS = [
  'send_email',
  'send_sms',
  'send_whatsapp',
  'push_notification',
  'create_crm_lead',
  'update_contact',
  'add_to_list',
  'wait',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
/** Flow control beyond the catalogue. */
export const FLOW_KINDS = ['if_else', 'random_split', 'exit'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];
export type NodeKind = TriggerKind | ActionKind | FlowKind;
/** What a wait can wait for (with a timeout): a purchase (POST /api/events), a human open or click of any email. */
export const WAIT_EVENTS = ['purchase_made', 'email_opened', 'link_clicked'] as const;
export type WaitEvent = (typeof WAIT_EVENTS)[number];
export const SEND_ACTIONS = ['send_email', 'send_sms', 'send_whatsapp', 'push_notification'] as const;
export const CHANNEL_ACTIONS = ['send_sms', 'send_whatsapp', 'push_notification'] as const;
export type ChannelAction = (typeof CHANNEL_ACTIONS)[number];
/** The channel name each channel action sends through (deps.fronts.channels.send). */
export const ACTION_CHANNEL: Record<ChannelAction, 'sms' | 'whatsapp' | 'push'> = { send_sms: 'sms', send_whatsapp: 'whatsapp', push_notification: 'push' };

export const TRIGGER_CATEGORIES: Record<TriggerKind, 'contact' | 'engagement' | 'ecommerce' | 'date' | 'manual'> = {
  user_registration: 'contact',
  email_opened: 'engagement',
  link_clicked: 'engagement',
  cart_abandoned: 'ecommerce',
  purchase_made: 'ecommerce',
  birthday: 'date',
  inactivity: 'engagement',
  subscription_expiry: 'date',
  segment_entry: 'contact',
  manual: 'manual',
};
export const ACTION_CATEGORIES: Record<ActionKind, 'message' | 'crm' | 'contact' | 'flow'> = {
  send_email: 'message',
  send_sms: 'message',
  send_whatsapp: 'message',
  push_notification: 'message',
  create_crm_lead: 'crm',
  update_contact: 'contact',
  add_to_list: 'contact',
  wait: 'flow',
};

/**
 * Minutes of manual work one executed step stands for ("time saved"): writing and sending one personal email 3, an SMS
 * or WhatsApp message 2, a push 1, entering a CRM lead 4, editing a contact 1, adding to a list 0.5; waits and flow
 * control save nothing. The figure is the sum over completed steps, documented in docs/automation.md.
 */
export const TIME_SAVED_MINUTES: Record<ActionKind, number> = {
  send_email: 3,
  send_sms: 2,
  send_whatsapp: 2,
  push_notification: 1,
  create_crm_lead: 4,
  update_contact: 1,
  add_to_list: 0.5,
  wait: 0,
};

export const WORKFLOW_STATUSES = ['active', 'paused', 'draft'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
/** The built-in categories (seed 001 §3); any other text is a custom category. */
export const WORKFLOW_CATEGORIES = ['Onboarding', 'E-ticaret', 'Retention', 'Özel Günler'] as const;
export const ENTRY_RULES = ['once', 'again_after', 'every_time'] as const;
export type EntryRule = (typeof ENTRY_RULES)[number];
export const GOAL_KINDS = ['none', 'purchase_made', 'link_clicked'] as const;
export const RUN_STATUSES = ['waiting', 'completed', 'exited', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const STEP_STATUSES = ['done', 'skipped', 'failed'] as const;
export const AUTOMATION_EVENT_TYPES = ['cart', 'purchase'] as const;

/** Automation limits defaults (seed 001 §9), configurable per workspace in the settings tab. */
export const AUTOMATION_LIMITS = { dailyMaxRuns: 10_000, concurrentWorkflows: 50, stepTimeoutMinutes: 30, retries: 3 } as const;
/** Overdue sends older than this when a paused workflow resumes are skipped (and logged in the run's history). */
export const RESUME_GRACE_MINUTES = 60;
export const MAX_GRAPH_NODES = 100;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'v.invalid');
const minutes = z
  .number()
  .int()
  .min(1)
  .max(366 * 24 * 60);
const hour = z.number().int().min(0).max(23);
const attrName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][\w.-]*$/, 'v.invalid');
const message = z.string().max(1600);

/** Most body parameters a WhatsApp template step fills ({{1}} … {{20}}), each a Liquid template personalised per contact. */
export const MAX_WHATSAPP_TEMPLATE_PARAMS = 20;
/** A send_whatsapp step's template header kinds (as the channels module's template header) and parameter-taking button kinds. */
export const WHATSAPP_STEP_HEADERS = ['text', 'image', 'video', 'document'] as const;
export const WHATSAPP_STEP_BUTTONS = ['url', 'quick_reply', 'copy_code'] as const;
/**
 * The shape of a WhatsApp template language code as Meta spells it: a language (`tr`, `en`, `fil`), optionally an
 * underscore and a region (`en_US`, `pt_BR`), case-sensitive. Meta's list of codes grows, so the shape is checked, not a
 * list; `en-US` (a hyphen) is not a WhatsApp code.
 */
export const WHATSAPP_LANGUAGE_CODE = /^[a-z]{2,3}(_[A-Z]{2})?$/;
/** A contact's or workspace's language as a WhatsApp code (`tr-tr` → `tr_TR`), or undefined when it cannot be one. */
export function whatsappLanguage(language: string | null | undefined): string | undefined {
  const m = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}))?$/.exec((language ?? '').trim());
  if (!m) return undefined;
  return m[2] ? `${m[1].toLowerCase()}_${m[2].toUpperCase()}` : m[1].toLowerCase();
}

/** Per-kind node settings; fields a user has not filled yet are optional in a draft and checked before publishing. */
export const nodeConfigSchemas = {
  user_registration: z.strictObject({}),
  email_opened: z.strictObject({ campaignId: z.uuid().optional(), includeMachine: z.boolean().optional() }),
  link_clicked: z.strictObject({ campaignId: z.uuid().optional(), urlContains: z.string().max(500).optional() }),
  cart_abandoned: z.strictObject({ afterMinutes: minutes.optional() }),
  purchase_made: z.strictObject({ minAmountMinor: z.number().int().min(0).optional() }),
  birthday: z.strictObject({ attribute: attrName.optional(), hour: hour.optional() }),
  inactivity: z.strictObject({ days: z.number().int().min(1).max(3650).optional(), hour: hour.optional() }),
  subscription_expiry: z.strictObject({ attribute: attrName.optional(), daysBefore: z.number().int().min(0).max(365).optional(), hour: hour.optional() }),
  /** contacts of a segment enter when they come to match it (once per contact, or again after leaving and matching again
   * under the entry rules again_after / every_time); with exitOnLeave a run ends when its contact leaves it */
  segment_entry: z.strictObject({ segmentId: z.uuid().optional(), exitOnLeave: z.boolean().optional() }),
  manual: z.strictObject({}),
  send_email: z.strictObject({ templateId: z.uuid().optional(), senderIdentityId: z.uuid().optional() }),
  send_sms: z.strictObject({ text: message.optional() }),
  /** text (inside the 24-hour window), or an approved template: its name, its language (else the contact's, else the
   * workspace's) and its body parameters, each a Liquid template rendered for the contact */
  send_whatsapp: z.strictObject({
    text: message.optional(),
    template: z.string().max(200).optional(),
    templateLanguage: z.string().max(15).optional(),
    templateParams: z.array(z.string().max(1000)).max(MAX_WHATSAPP_TEMPLATE_PARAMS, 'v.tooLong').optional(),
    /** the template's header, when it has one: a text parameter (Liquid) or the https link of its image, video or document */
    templateHeader: z.strictObject({ type: z.enum(WHATSAPP_STEP_HEADERS), value: z.string().max(1000) }).optional(),
    /** its buttons' parameters (a URL's suffix, a quick reply's payload, a coupon code), each Liquid, by button position */
    templateButtons: z
      .array(z.strictObject({ index: z.number().int().min(0).max(9), type: z.enum(WHATSAPP_STEP_BUTTONS), param: z.string().max(1000) }))
      .max(10)
      .optional(),
  }),
  push_notification: z.strictObject({ title: z.string().max(120).optional(), text: message.optional() }),
  create_crm_lead: z.strictObject({
    source: z.enum(['website', 'social_media', 'email_campaign', 'referral', 'cold_call', 'trade_show', 'partner', 'other']).optional(),
    assignedTo: z.uuid().optional(),
  }),
  update_contact: z.strictObject({
    attributes: z.record(attrName, z.union([z.string().max(1000), z.number(), z.boolean()])).optional(),
    addTags: z.array(z.string().min(1).max(50)).max(20).optional(),
    removeTags: z.array(z.string().min(1).max(50)).max(20).optional(),
  }),
  add_to_list: z.strictObject({ listId: z.uuid().optional() }),
  wait: z.strictObject({
    /** duration: `minutes`; until: a weekday/time; event: until `event` happens to the contact, at most `minutes` (it then
     * leaves by handle 'yes' when the event came, 'no' at the timeout) */
    mode: z.enum(['duration', 'until', 'event']).optional(),
    minutes: minutes.optional(),
    event: z.enum(WAIT_EVENTS).optional(),
    /** until: the next weekday (0 Sunday … 6 Saturday, any day when absent) at hour:minute in the workspace's time zone */
    weekday: z.number().int().min(0).max(6).optional(),
    hour: hour.optional(),
    minute: z.number().int().min(0).max(59).optional(),
  }),
  if_else: z.strictObject({
    condition: z
      .discriminatedUnion('kind', [
        z.strictObject({
          kind: z.literal('attribute'),
          field: attrName,
          op: z.enum(['eq', 'neq', 'exists', 'contains', 'gt', 'lt']),
          value: z.string().max(500).optional(),
        }),
        z.strictObject({ kind: z.literal('tag'), tag: z.string().min(1).max(50) }),
        z.strictObject({ kind: z.literal('opened_previous') }),
        z.strictObject({ kind: z.literal('clicked_previous') }),
      ])
      .optional(),
  }),
  random_split: z.strictObject({ percentA: z.number().int().min(1).max(99).optional() }),
  exit: z.strictObject({}),
} as const satisfies Record<NodeKind, z.ZodType>;

const position = z.object({ x: z.number().finite(), y: z.number().finite() });
const nodeVariants = (Object.keys(nodeConfigSchemas) as NodeKind[]).map((kind) =>
  z.strictObject({ id, type: z.literal(kind), position, data: nodeConfigSchemas[kind] as z.ZodType<Record<string, unknown>> }),
);
export const workflowNodeSchema = z.discriminatedUnion('type', nodeVariants as unknown as [(typeof nodeVariants)[number], ...(typeof nodeVariants)[number][]]);
export type WorkflowNode = { id: string; type: NodeKind; position: { x: number; y: number }; data: Record<string, unknown> };
/** An edge; if/else leaves by handle 'yes' or 'no', a random split by 'a' or 'b'. */
export const workflowEdgeSchema = z.strictObject({ id, source: id, target: id, sourceHandle: z.enum(['yes', 'no', 'a', 'b']).nullable().optional() });
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;
export const workflowGraphSchema = z.strictObject({
  nodes: z.array(workflowNodeSchema).max(MAX_GRAPH_NODES, 'v.tooLong'),
  edges: z.array(workflowEdgeSchema).max(MAX_GRAPH_NODES * 2, 'v.tooLong'),
}) as unknown as z.ZodType<WorkflowGraph>;
export type WorkflowGraph = { nodes: WorkflowNode[]; edges: WorkflowEdge[] };

export const isTrigger = (k: string): k is TriggerKind => (TRIGGER_KINDS as readonly string[]).includes(k);
export const isSend = (k: string): k is (typeof SEND_ACTIONS)[number] => (SEND_ACTIONS as readonly string[]).includes(k);

export const GRAPH_PROBLEMS = [
  'NO_TRIGGER',
  'MULTIPLE_TRIGGERS',
  'DUPLICATE_NODE',
  'EDGE_UNKNOWN_NODE',
  'DANGLING_NODE',
  'CYCLE_WITHOUT_WAIT',
  'WAIT_NO_DURATION',
  'SEND_NO_TEMPLATE',
  'SEND_NO_TEXT',
  'LIST_MISSING',
  'BRANCH_MISSING',
  'TOO_MANY_EXITS',
  'TRIGGER_HAS_INPUT',
  'CONDITION_MISSING',
  'WAIT_NO_EVENT',
  'SEGMENT_MISSING',
  'TEMPLATE_LANGUAGE_INVALID',
  'TEMPLATE_PARAM_EMPTY',
  'TEMPLATE_HEADER_LINK',
  'TEMPLATE_BUTTON_DUPLICATE',
  /** found by the server at publish (a trial render): a message text, title or template parameter that is not valid Liquid */
  'MESSAGE_LIQUID_INVALID',
] as const;
export type GraphProblemCode = (typeof GRAPH_PROBLEMS)[number];
export type GraphProblem = { code: GraphProblemCode; nodeId?: string };

/** The outgoing handles a node of this kind must have (null: one plain edge; exit: none); a wait for an event leaves by
 * 'yes' (it came) or 'no' (the timeout). */
export function nodeHandles(kind: NodeKind, data?: Record<string, unknown>): (string | null)[] {
  if (kind === 'if_else' || (kind === 'wait' && data?.mode === 'event')) return ['yes', 'no'];
  if (kind === 'random_split') return ['a', 'b'];
  if (kind === 'exit') return [];
  return [null];
}

// workflowGraphProblems lists what stops a graph from being published: one trigger, no dangling node or edge, every
// cycle passes a wait, waits have a duration, sends have a template or text, lists and conditions are chosen, a WhatsApp
// template's language has Meta's shape and none of its parameters is blank.
export function workflowGraphProblems(g: WorkflowGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const byId = new Map<string, WorkflowNode>();
  for (const n of g.nodes) {
    if (byId.has(n.id)) problems.push({ code: 'DUPLICATE_NODE', nodeId: n.id });
    byId.set(n.id, n);
  }
  const triggers = g.nodes.filter((n) => isTrigger(n.type));
  if (triggers.length === 0) problems.push({ code: 'NO_TRIGGER' });
  if (triggers.length > 1) problems.push({ code: 'MULTIPLE_TRIGGERS', nodeId: triggers[1].id });
  const out = new Map<string, WorkflowEdge[]>();
  for (const e of g.edges) {
    if (!byId.has(e.source) || !byId.has(e.target)) {
      problems.push({ code: 'EDGE_UNKNOWN_NODE', nodeId: byId.has(e.source) ? e.target : e.source });
      continue;
    }
    if (isTrigger(byId.get(e.target)!.type)) problems.push({ code: 'TRIGGER_HAS_INPUT', nodeId: e.target });
    out.set(e.source, [...(out.get(e.source) ?? []), e]);
  }
  for (const n of g.nodes) {
    const d = n.data;
    const edges = out.get(n.id) ?? [];
    const handles = nodeHandles(n.type, d);
    for (const h of handles) {
      const matching = edges.filter((e) => (e.sourceHandle ?? null) === h);
      if (h !== null && matching.length === 0) problems.push({ code: 'BRANCH_MISSING', nodeId: n.id });
      if (matching.length > 1) problems.push({ code: 'TOO_MANY_EXITS', nodeId: n.id });
    }
    if (n.type === 'wait' && !(d.mode === 'until' ? typeof d.hour === 'number' : typeof d.minutes === 'number'))
      problems.push({ code: 'WAIT_NO_DURATION', nodeId: n.id });
    if (n.type === 'wait' && d.mode === 'event' && !d.event) problems.push({ code: 'WAIT_NO_EVENT', nodeId: n.id });
    if (n.type === 'send_email' && !d.templateId) problems.push({ code: 'SEND_NO_TEMPLATE', nodeId: n.id });
    if ((n.type === 'send_sms' || n.type === 'send_whatsapp' || n.type === 'push_notification') && !d.text && !d.template)
      problems.push({ code: 'SEND_NO_TEXT', nodeId: n.id });
    // a WhatsApp template's language and parameters count only with a template name (without one the text is sent)
    if (n.type === 'send_whatsapp' && d.template && typeof d.templateLanguage === 'string' && !WHATSAPP_LANGUAGE_CODE.test(d.templateLanguage))
      problems.push({ code: 'TEMPLATE_LANGUAGE_INVALID', nodeId: n.id });
    if (n.type === 'send_whatsapp' && d.template && Array.isArray(d.templateParams) && d.templateParams.some((p) => typeof p !== 'string' || !p.trim()))
      problems.push({ code: 'TEMPLATE_PARAM_EMPTY', nodeId: n.id });
    if (n.type === 'send_whatsapp' && d.template && whatsappExtrasProblem(d)) problems.push({ code: whatsappExtrasProblem(d)!, nodeId: n.id });
    if (n.type === 'add_to_list' && !d.listId) problems.push({ code: 'LIST_MISSING', nodeId: n.id });
    if (n.type === 'segment_entry' && !d.segmentId) problems.push({ code: 'SEGMENT_MISSING', nodeId: n.id });
    if (n.type === 'if_else' && !d.condition) problems.push({ code: 'CONDITION_MISSING', nodeId: n.id });
  }
  // reachability from the trigger
  if (triggers.length === 1) {
    const seen = new Set<string>([triggers[0].id]);
    const stack = [triggers[0].id];
    while (stack.length) {
      for (const e of out.get(stack.pop()!) ?? []) {
        if (seen.has(e.target)) continue;
        seen.add(e.target);
        stack.push(e.target);
      }
    }
    for (const n of g.nodes) if (!seen.has(n.id)) problems.push({ code: 'DANGLING_NODE', nodeId: n.id });
  }
  // a cycle must pass through a wait: look for a cycle in the graph without wait nodes
  const color = new Map<string, 1 | 2>();
  const visit = (nodeId: string): string | undefined => {
    color.set(nodeId, 1);
    for (const e of out.get(nodeId) ?? []) {
      if (byId.get(e.target)?.type === 'wait') continue;
      const c = color.get(e.target);
      if (c === 1) return e.target;
      if (!c) {
        const found = visit(e.target);
        if (found) return found;
      }
    }
    color.set(nodeId, 2);
    return undefined;
  };
  for (const n of g.nodes) {
    if (n.type === 'wait' || color.has(n.id)) continue;
    const found = visit(n.id);
    if (found) {
      problems.push({ code: 'CYCLE_WITHOUT_WAIT', nodeId: found });
      break;
    }
  }
  return problems;
}

/** The trigger node of a graph (undefined when there is none). */
export function graphTrigger(g: WorkflowGraph): WorkflowNode | undefined {
  return g.nodes.find((n) => isTrigger(n.type));
}

// ---- workflows

const text = (max: number) => z.string().trim().max(max, 'v.tooLong');
export const automationQuietHoursSchema = z.strictObject({ start: hour, end: hour }).nullable();
export const workflowInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  description: text(2000).optional(),
  category: text(60).optional(),
  graph: workflowGraphSchema.optional(),
  entryRule: z.enum(ENTRY_RULES, 'v.invalid').optional(),
  reentryDays: z.number().int().min(1).max(3650).nullable().optional(),
  goal: z.enum(GOAL_KINDS, 'v.invalid').optional(),
  quietHours: automationQuietHoursSchema.optional(),
});
export type WorkflowInput = z.infer<typeof workflowInputSchema>;
export const workflowUpdateSchema = workflowInputSchema.partial();
export const workflowToggleSchema = z.strictObject({ status: z.enum(['active', 'paused'], 'v.invalid') });
export const workflowPublishSchema = z.strictObject({
  /** Runs waiting on an older version: move them to the new version (where their node still exists) or let them finish. */
  migrateRuns: z.boolean().optional(),
});
export const workflowImportSchema = z.strictObject({
  format: z.literal('ulak-workflow/1'),
  name: text(200).min(1, 'v.required'),
  description: text(2000).optional(),
  category: text(60).optional(),
  entryRule: z.enum(ENTRY_RULES).optional(),
  reentryDays: z.number().int().min(1).max(3650).nullable().optional(),
  goal: z.enum(GOAL_KINDS).optional(),
  quietHours: automationQuietHoursSchema.optional(),
  graph: workflowGraphSchema,
});
export type WorkflowExport = z.infer<typeof workflowImportSchema>;
export const workflowEnrolSchema = z
  .strictObject({ contactIds: z.array(z.uuid('v.invalid')).max(1000, 'v.tooLong').optional(), listId: z.uuid('v.invalid').optional() })
  .refine((v) => (v.contactIds?.length ?? 0) > 0 || !!v.listId, { message: 'v.required', path: ['contactIds'] });

export const workflowSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  triggerKind: z.enum(TRIGGER_KINDS).nullable(),
  actionKinds: z.array(z.string()),
  version: z.number().int().nullable(),
  hasUnpublishedChanges: z.boolean(),
  executions: z.number().int(),
  inProgress: z.number().int(),
  conversionRate: z.number(),
  /** Minutes saved by its completed steps (TIME_SAVED_MINUTES). */
  timeSavedMinutes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;
export const workflowDetailSchema = workflowSummarySchema.extend({
  graph: workflowGraphSchema,
  publishedGraph: workflowGraphSchema.nullable(),
  entryRule: z.enum(ENTRY_RULES),
  reentryDays: z.number().int().nullable(),
  goal: z.enum(GOAL_KINDS),
  quietHours: automationQuietHoursSchema,
  problems: z.array(z.object({ code: z.enum(GRAPH_PROBLEMS), nodeId: z.string().optional() })),
  /** Runs waiting on older versions (what a publish with migrateRuns would move). */
  waitingOnOlderVersions: z.number().int(),
  waitingOnCurrentVersion: z.number().int(),
  /** Runs now at each node of the published version. */
  nodeCounts: z.record(z.string(), z.number().int()),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

export const workflowListResponseSchema = z.object({ success: z.literal(true), workflows: z.array(workflowSummarySchema) });
export const workflowResponseSchema = z.object({ success: z.literal(true), workflow: workflowDetailSchema });
export const workflowPublishResponseSchema = z.object({ success: z.literal(true), workflow: workflowDetailSchema, movedRuns: z.number().int() });
export const automationOkSchema = z.object({ success: z.literal(true) });
// ---- drip campaigns (created from the campaigns page): a series of emails with delays, run by the workflow engine

export const MAX_DRIP_STEPS = 20;
export const dripInputSchema = z.strictObject({
  name: text(200).min(1, 'v.required'),
  /** Its members enter when the drip starts (each once). */
  listId: z.uuid('v.invalid'),
  /** Each email after waiting delayDays since the previous one (the first: since the start). */
  steps: z
    .array(z.strictObject({ templateId: z.uuid('v.invalid'), delayDays: z.number().int('v.invalid').min(0, 'v.invalid').max(365, 'v.invalid') }))
    .min(1, 'v.required')
    .max(MAX_DRIP_STEPS, 'v.tooLong'),
  senderIdentityId: z.uuid('v.invalid').optional(),
});
export type DripInput = z.infer<typeof dripInputSchema>;
export const DRIP_CATEGORY = 'Drip';

/** The workflow graph of a drip: manual enrolment → (wait → send email) per step, top to bottom. */
export function dripGraph(input: Pick<DripInput, 'steps' | 'senderIdentityId'>): WorkflowGraph {
  const nodes: WorkflowNode[] = [{ id: 'start', type: 'manual', position: { x: 0, y: 0 }, data: {} }];
  input.steps.forEach((s, i) => {
    if (s.delayDays > 0)
      nodes.push({ id: `wait-${i + 1}`, type: 'wait', position: { x: 0, y: nodes.length * 120 }, data: { mode: 'duration', minutes: s.delayDays * 1440 } });
    const data: Record<string, unknown> = { templateId: s.templateId };
    if (input.senderIdentityId) data.senderIdentityId = input.senderIdentityId;
    nodes.push({ id: `email-${i + 1}`, type: 'send_email', position: { x: 0, y: nodes.length * 120 }, data });
  });
  return { nodes, edges: nodes.slice(1).map((n, i) => ({ id: `${nodes[i].id}-${n.id}`, source: nodes[i].id, target: n.id })) };
}
export const dripResponseSchema = z.object({ success: z.literal(true), workflow: workflowDetailSchema, enrolled: z.number().int() });
export type DripResponse = z.infer<typeof dripResponseSchema>;

export const workflowEnrolResponseSchema = z.object({ success: z.literal(true), enrolled: z.number().int(), skipped: z.number().int() });

export const automationCatalogueEntrySchema = z.object({ id: z.string(), category: z.string() });
export const automationTriggersResponseSchema = z.object({ success: z.literal(true), triggers: z.array(automationCatalogueEntrySchema) });
export const automationActionsResponseSchema = z.object({
  success: z.literal(true),
  actions: z.array(automationCatalogueEntrySchema),
  flow: z.array(automationCatalogueEntrySchema),
});

// ---- runs
export const workflowRunStepSchema = z.object({
  nodeId: z.string(),
  kind: z.string(),
  iteration: z.number().int(),
  status: z.enum(STEP_STATUSES),
  detail: z.string().nullable(),
  attempts: z.number().int(),
  at: z.string(),
});
export const workflowRunSchema = z.object({
  id: z.uuid(),
  workflowId: z.uuid(),
  workflowName: z.string(),
  version: z.number().int(),
  contactId: z.uuid(),
  contactEmail: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  currentNode: z.string().nullable(),
  wakeAt: z.string().nullable(),
  exitReason: z.string().nullable(),
  lastError: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(workflowRunStepSchema),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;
export const workflowRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(RUN_STATUSES, 'v.invalid').optional(),
});
export const workflowRunsResponseSchema = z.object({
  success: z.literal(true),
  runs: z.array(workflowRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// ---- analytics
export const workflowStatsSchema = z.object({
  workflowId: z.uuid(),
  name: z.string(),
  entered: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  exitedByGoal: z.number().int(),
  failed: z.number().int(),
  conversionRate: z.number(),
  timeSavedMinutes: z.number(),
  steps: z.array(
    z.object({
      nodeId: z.string(),
      kind: z.string(),
      done: z.number().int(),
      skipped: z.number().int(),
      failed: z.number().int(),
      sent: z.number().int(),
      /** A send_email step's emails opened (first human open, or a click) and clicked, from their delivery records. */
      opened: z.number().int(),
      clicked: z.number().int(),
    }),
  ),
});
export const automationAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  activeWorkflows: z.number().int(),
  runsThisMonth: z.number().int(),
  /** Mean over workflows with runs of goal reached / entered, in percent. */
  averageConversion: z.number(),
  timeSavedHours: z.number(),
  workflows: z.array(workflowStatsSchema),
});
export type AutomationAnalytics = z.infer<typeof automationAnalyticsResponseSchema>;

// ---- settings
export const automationSettingsSchema = z.object({
  dailyMaxRuns: z.number().int().min(1).max(10_000_000),
  concurrentWorkflows: z.number().int().min(1).max(10_000),
  stepTimeoutMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  retries: z.number().int().min(0).max(10),
  timeZone: z.string().min(1).max(64),
  quietHours: automationQuietHoursSchema,
  /** Most automated messages one contact receives per day across workflows (null: no cap). */
  frequencyCapPerDay: z.number().int().min(1).max(100).nullable(),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;
export const automationSettingsUpdateSchema = automationSettingsSchema.partial().strict();
export const automationSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: automationSettingsSchema,
  /** The first characters of the event ingest key (the whole key is shown once, when generated). */
  eventKeyPrefix: z.string().nullable(),
  runsToday: z.number().int(),
  activeWorkflows: z.number().int(),
});
export const automationEventKeyResponseSchema = z.object({ success: z.literal(true), key: z.string(), prefix: z.string() });

// ---- event ingest (POST /api/events)
export const automationEventSchema = z.strictObject({
  type: z.enum(AUTOMATION_EVENT_TYPES, 'v.invalid'),
  email: z.email('v.email').max(254).optional(),
  contactId: z.uuid('v.invalid').optional(),
  /** The shop's own id of the event: a repeated id is accepted once. */
  eventId: z.string().min(1).max(200).optional(),
  amountMinor: z.number().int().min(0).max(1e13).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'v.invalid')
    .optional(),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  properties: z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])).optional(),
});
export type AutomationEvent = z.infer<typeof automationEventSchema>;
export const automationEventResponseSchema = z.object({ success: z.literal(true), eventId: z.string(), duplicate: z.boolean() });

// ---- template market
export const MARKET_TEMPLATES = ['welcome_series', 'abandoned_cart', 'birthday_coupon', 'win_back', 'post_purchase_review', 'lead_nurture'] as const;
export type MarketTemplate = (typeof MARKET_TEMPLATES)[number];
export const workflowInstallTemplateSchema = z.strictObject({ template: z.enum(MARKET_TEMPLATES, 'v.invalid'), language: z.enum(['tr', 'en']).optional() });

// ---- response types for the web client (z.infer of the schemas above)
export type WorkflowListResponse = z.infer<typeof workflowListResponseSchema>;
export type WorkflowResponse = z.infer<typeof workflowResponseSchema>;
export type WorkflowPublishResponse = z.infer<typeof workflowPublishResponseSchema>;
export type WorkflowRunsResponse = z.infer<typeof workflowRunsResponseSchema>;
export type AutomationAnalyticsResponse = z.infer<typeof automationAnalyticsResponseSchema>;
export type AutomationSettingsResponse = z.infer<typeof automationSettingsResponseSchema>;
export type AutomationTriggersResponse = z.infer<typeof automationTriggersResponseSchema>;
export type AutomationActionsResponse = z.infer<typeof automationActionsResponseSchema>;
export type AutomationEventKeyResponse = z.infer<typeof automationEventKeyResponseSchema>;
export type WorkflowEnrolResponse = z.infer<typeof workflowEnrolResponseSchema>;

// whatsappExtrasProblem is what is wrong with a send_whatsapp step's header and button parameters: a blank one, a media
// header that is no https link, two values for one button
function whatsappExtrasProblem(d: Record<string, unknown>): 'TEMPLATE_PARAM_EMPTY' | 'TEMPLATE_HEADER_LINK' | 'TEMPLATE_BUTTON_DUPLICATE' | undefined {
  const header = d.templateHeader as { type?: string; value?: unknown } | undefined;
  const buttons = Array.isArray(d.templateButtons) ? (d.templateButtons as { index?: unknown; param?: unknown }[]) : [];
  if (header && (typeof header.value !== 'string' || !header.value.trim())) return 'TEMPLATE_PARAM_EMPTY';
  // (a link may hold Liquid, so only its start is checked here; the channels module checks the rendered link)
  if (header && header.type !== 'text' && !/^https:\/\/[^\s/]/.test(String(header.value).trim())) return 'TEMPLATE_HEADER_LINK';
  if (buttons.some((b) => typeof b.param !== 'string' || !b.param.trim())) return 'TEMPLATE_PARAM_EMPTY';
  if (new Set(buttons.map((b) => b.index)).size !== buttons.length) return 'TEMPLATE_BUTTON_DUPLICATE';
  return undefined;
}
