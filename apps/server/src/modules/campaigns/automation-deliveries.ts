// The delivery records of automation emails: rows of `deliveries` with no campaign, one per (workflow run, node,
// iteration), written before the email goes out so that a send happens at most once (automation/email-step.ts). The
// campaigns module owns the table; the automation module reaches these through the campaigns front door.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The step an automation email belongs to: its run, node and the node's iteration (a loop sends again). */
export type EmailRef = { runId: string; nodeId: string; iteration: number };
export type EmailDeliveryRow = { id: number; status: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped'; error: string | null; message_id: string | null };
export type AutomationDeliveries = ReturnType<typeof automationDeliveries>;

// automationDeliveries reads and writes the automation emails' delivery records.
export function automationDeliveries(db: Db) {
  const rows = async <T>(q: SQL) => (await db.execute(q)).rows as T[];
  return {
    async emailDelivery(ref: EmailRef) {
      const [d] = await rows<EmailDeliveryRow>(
        sql`select id::text as id, status, error, message_id from deliveries
            where automation_run_id = ${ref.runId} and automation_node_id = ${ref.nodeId} and automation_iteration = ${ref.iteration}`,
      );
      return d && { ...d, id: Number(d.id) };
    },
    /**
     * Claims the step's email for sending before it goes out: the record is created as 'sending', or a 'queued' one
     * (deferred earlier) becomes 'sending', leased until `leaseUntil`. Undefined when the record is in any other state.
     */
    async claimEmailDelivery(
      d: EmailRef & { workspaceId: string; workflowId: string; contactId: string; email: string; name: string | null; leaseUntil: Date },
    ) {
      const [r] = await rows<{ id: string }>(
        sql`insert into deliveries (workspace_id, contact_id, email, name, status, claimed_until, attempts,
                                    automation_workflow_id, automation_run_id, automation_node_id, automation_iteration)
            values (${d.workspaceId}, ${d.contactId}, ${d.email}, ${d.name}, 'sending', ${d.leaseUntil}, 1, ${d.workflowId}, ${d.runId}, ${d.nodeId}, ${d.iteration})
            on conflict (automation_run_id, automation_node_id, automation_iteration) where automation_run_id is not null
            do update set status = 'sending', claimed_until = excluded.claimed_until, attempts = deliveries.attempts + 1, email = excluded.email,
              name = excluded.name, error = null
            where deliveries.status = 'queued'
            returning id::text as id`,
      );
      return r ? Number(r.id) : undefined;
    },
    /** Records the email as sent, with the contact's 'sent' engagement event (source automation). */
    async emailSent(id: number, messageId: string) {
      await db.execute(
        sql`with upd as (
              update deliveries set status = 'sent', sent_at = now(), message_id = ${messageId}, claimed_until = null, error = null
              where id = ${id} and status <> 'sent'
              returning workspace_id, contact_id, automation_workflow_id, automation_run_id, automation_node_id)
            insert into engagement_events (workspace_id, contact_id, type, meta)
            select workspace_id, contact_id, 'sent',
              jsonb_build_object('source', 'automation', 'workflowId', automation_workflow_id, 'runId', automation_run_id, 'nodeId', automation_node_id)
            from upd where contact_id is not null`,
      );
    },
    /** Puts a claimed email back for a later attempt: it was not sent (deferred, or refused by every server). */
    async emailDeferred(id: number, error: string | null) {
      await db.execute(sql`update deliveries set status = 'queued', claimed_until = null, error = ${error} where id = ${id} and status = 'sending'`);
    },
    /** Ends the step's email record that did not go out: failed (with the reason) or skipped; a sent one is left as it is. */
    async closeEmailDelivery(ref: EmailRef, status: 'failed' | 'skipped', error: string) {
      await db.execute(
        sql`update deliveries set status = ${status}, error = ${error.slice(0, 500)}, claimed_until = null
            where automation_run_id = ${ref.runId} and automation_node_id = ${ref.nodeId} and automation_iteration = ${ref.iteration}
              and status in ('queued', 'sending')`,
      );
    },
  };
}
