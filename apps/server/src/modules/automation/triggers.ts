// Trigger sweeps: each active workflow's trigger reads its source from a watermark kept in the workflow row
// (contacts by created_at, tracking events and shop events by id) or, for date triggers, once a local day at the
// chosen hour; every match enrols the contact under the workflow's entry rule. Running the sweep twice is harmless:
// a run is unique per (workflow, contact, entry).
import type { SQL } from 'drizzle-orm';
import type { WorkflowGraph } from '@ulak/shared';
import { graphTrigger } from '@ulak/shared';
import { CLICK_SETTLE_MS, type AutomationRepo, type WorkflowRow } from './automation.repo.js';
import { localParts } from './clock.js';
import type { Engine } from './engine.js';

const BATCH = 500;
/** How often a segment-entry trigger looks over its whole segment again. */
const SEGMENT_RESCAN_MS = 60_000;
type Active = WorkflowRow & { graph: WorkflowGraph; trigger_kind: string };

/** The initial watermark of a trigger: it starts from now, never replays history. */
export async function initialCursor(repo: AutomationRepo, kind: string, now: Date): Promise<Record<string, string | number>> {
  switch (kind) {
    case 'user_registration':
      return { kind, at: now.toISOString(), id: '00000000-0000-0000-0000-000000000000' };
    case 'email_opened':
    case 'link_clicked':
      return { kind, id: await repo.maxTrackingId() };
    case 'cart_abandoned':
    case 'purchase_made':
      return { kind, id: await repo.maxEventId() };
    default:
      return { kind };
  }
}

// sweepTriggers enrols the contacts every active workflow's trigger has matched since its watermark.
/** A segment's rules as SQL over `contacts` (the contacts service's). */
export type SegmentSql = (workspaceId: string, segmentId: string) => Promise<SQL>;

export async function sweepTriggers(repo: AutomationRepo, engine: Engine, now: Date = new Date(), segmentSql?: SegmentSql) {
  let enrolled = 0;
  for (const w of await repo.activeWorkflows()) {
    try {
      enrolled += await sweepOne(repo, engine, w, now, segmentSql);
    } catch (err) {
      process.stderr.write(`automation trigger sweep of ${w.id} failed: ${String(err)}\n`);
    }
  }
  return enrolled;
}

// tooSoon tells whether a contact's last run of an again_after workflow started less than its days ago.
async function tooSoon(repo: AutomationRepo, w: Active, contactId: string, now: Date) {
  const last = await repo.lastRunStart(repo.db, w.id, contactId);
  return !!last && now.getTime() - last.getTime() < (w.reentry_days ?? 1) * 86_400_000;
}

async function sweepOne(repo: AutomationRepo, engine: Engine, w: Active, now: Date, segmentSql?: SegmentSql) {
  const trigger = graphTrigger(w.graph);
  if (!trigger || trigger.type === 'manual') return 0;
  const d = trigger.data as Record<string, unknown>;
  let cursor = w.cursor;
  if (cursor.kind !== trigger.type) cursor = await initialCursor(repo, trigger.type, now);
  let n = 0;
  const enter = async (contactId: string | null, key: string, context: Record<string, unknown>) => {
    if (!contactId) return;
    if (await engine.enrol(w, contactId, key, { trigger: trigger.type, ...context }, now)) n++;
  };
  switch (trigger.type) {
    case 'user_registration': {
      const found = await repo.newContacts(w.workspace_id, String(cursor.at), String(cursor.id), BATCH);
      for (const c of found) await enter(c.id, `registered:${c.id}`, {});
      const last = found.at(-1);
      if (last) cursor = { ...cursor, at: new Date(last.created_at).toISOString(), id: last.id };
      break;
    }
    case 'email_opened':
    case 'link_clicked': {
      const found = await repo.trackingSince(w.workspace_id, Number(cursor.id), trigger.type === 'email_opened' ? 'open' : 'click', BATCH);
      let last: (typeof found)[number] | undefined;
      for (const e of found) {
        // a click may still turn machine (a scanner's honeypot request or sweep): the watermark stops at the first unsettled one
        if (trigger.type === 'link_clicked' && now.getTime() - new Date(e.occurred_at).getTime() < CLICK_SETTLE_MS) break;
        last = e;
        if (e.machine && !d.includeMachine) continue;
        if (d.campaignId && e.campaign_id !== d.campaignId) continue;
        if (d.urlContains && !(e.url ?? '').includes(String(d.urlContains))) continue;
        // an automation email's open or click (its delivery has no campaign) names the workflow that sent it
        await enter(e.contact_id, `${trigger.type}:${e.id}`, {
          campaignId: e.campaign_id,
          ...(e.workflow_id ? { fromWorkflowId: e.workflow_id } : {}),
          url: e.url,
        });
      }
      if (last) cursor = { ...cursor, id: Number(last.id) };
      break;
    }
    case 'purchase_made': {
      const found = await repo.eventsSince(w.workspace_id, Number(cursor.id), 'purchase', BATCH);
      for (const e of found) {
        if (typeof d.minAmountMinor === 'number' && Number(e.amount_minor ?? 0) < d.minAmountMinor) continue;
        await enter(e.contact_id, `purchase:${e.id}`, { eventId: e.external_id, amountMinor: Number(e.amount_minor ?? 0) });
      }
      const last = found.at(-1);
      if (last) cursor = { ...cursor, id: Number(last.id) };
      break;
    }
    case 'cart_abandoned': {
      // a cart is abandoned when no purchase followed it within the chosen time; the watermark stops at the first
      // cart that is still too recent to judge
      const after = ((d.afterMinutes as number | undefined) ?? 60) * 60_000;
      const found = await repo.eventsSince(w.workspace_id, Number(cursor.id), 'cart', BATCH);
      for (const e of found) {
        if (now.getTime() - new Date(e.occurred_at).getTime() < after) break;
        if (!e.has_purchase) await enter(e.contact_id, `cart:${e.id}`, { eventId: e.external_id });
        cursor = { ...cursor, id: Number(e.id) };
      }
      break;
    }
    case 'segment_entry': {
      // contacts of the segment that may enter do, a batch per sweep; a pass over the segment starts again at most every
      // SEGMENT_RESCAN_MS to find contacts that came to match it since. Once per contact: those without a run. With
      // re-entry (again_after, every_time) each pass first marks the runs of contacts that left the segment, and a
      // contact whose runs are all marked enters again when it matches again — its n-th entry keyed `segment:<id>:<n>`,
      // so two sweeps at once create one run
      if (!d.segmentId || !segmentSql) break;
      if (!cursor.id && typeof cursor.next === 'number' && now.getTime() < cursor.next) break;
      const condition = await segmentSql(w.workspace_id, String(d.segmentId)).catch(() => undefined);
      if (!condition) break;
      const reentry = w.entry_rule !== 'once';
      if (reentry && !cursor.id) await repo.markSegmentLeavers(w.workspace_id, w.id, condition, now);
      const afterId = typeof cursor.id === 'string' && cursor.id ? cursor.id : '00000000-0000-0000-0000-000000000000';
      const found = await repo.segmentCandidates(w.workspace_id, w.id, condition, afterId, BATCH, reentry);
      for (const c of found) {
        // matching again within again_after's days is not an entry: the contact counts as in the segment again
        if (c.entries > 0 && w.entry_rule === 'again_after' && (await tooSoon(repo, w, c.id, now))) {
          await repo.segmentRejoined(w.workspace_id, w.id, c.id);
          continue;
        }
        await enter(c.id, `segment:${String(d.segmentId)}:${c.entries}`, { segmentId: d.segmentId });
      }
      cursor = found.length === BATCH ? { ...cursor, id: found[found.length - 1].id } : { kind: cursor.kind, id: '', next: now.getTime() + SEGMENT_RESCAN_MS };
      break;
    }
    case 'birthday':
    case 'subscription_expiry':
    case 'inactivity': {
      const settings = await repo.settings(w.workspace_id);
      const local = localParts(now, settings.time_zone);
      const hour = (d.hour as number | undefined) ?? 9;
      if (cursor.day === local.date || local.hour < hour) break;
      if (trigger.type === 'birthday') {
        const found = await repo.contactsByDate(
          w.workspace_id,
          (d.attribute as string | undefined) ?? 'birthday',
          { monthDay: `${local.month}-${local.day}` },
          10_000,
        );
        for (const c of found) await enter(c.id, `birthday:${local.year}`, {});
      } else if (trigger.type === 'subscription_expiry') {
        const target = new Date(Date.UTC(local.year, Number(local.month) - 1, Number(local.day)) + ((d.daysBefore as number | undefined) ?? 7) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const found = await repo.contactsByDate(w.workspace_id, (d.attribute as string | undefined) ?? 'subscription_expires_at', { date: target }, 10_000);
        for (const c of found) await enter(c.id, `expiry:${target}`, { expiresOn: target });
      } else {
        const days = (d.days as number | undefined) ?? 30;
        const found = await repo.inactiveContacts(w.workspace_id, new Date(now.getTime() - days * 86_400_000), 10_000);
        for (const c of found) await enter(c.id, `inactive:${new Date(c.last).toISOString().slice(0, 10)}`, { inactiveSince: new Date(c.last).toISOString() });
      }
      cursor = { ...cursor, day: local.date };
      break;
    }
  }
  if (JSON.stringify(cursor) !== JSON.stringify(w.cursor)) await repo.updateWorkflow(w.workspace_id, w.id, { cursor });
  return n;
}
